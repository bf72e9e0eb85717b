import type { DomainEvent } from '../../shared/events/outbox.js';
import { tagChanged } from '../../shared/response-cache.js';

/**
 * The tag of the document-template reads (`documentTemplates`, `documentTemplate`): the gateway's response cache keeps
 * their answers, per caller, until an event under it arrives (`@Cacheable([DOCUMENT_TEMPLATES_TAG], 'TENANT')`).
 */
export const DOCUMENT_TEMPLATES_TAG = 'compliance.document-templates';

/** `compliance.document-templates.changed`: a template was created or changed (a global one: every tenant's reads). */
export const documentTemplatesChanged = (change: {
  action: 'create' | 'update';
  id: string;
  tenantId: string | null;
}): DomainEvent =>
  tagChanged(DOCUMENT_TEMPLATES_TAG, { action: change.action, templateId: change.id, tenantId: change.tenantId });
