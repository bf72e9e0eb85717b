import type { DomainEvent } from '../../shared/events/outbox.js';
import { tagChanged } from '../../shared/response-cache.js';

/**
 * The tag of the workflow-template reads (`workflowTemplates`, `workflowTemplate`): the gateway's response cache keeps
 * their answers, per caller, until an event under it arrives (`@Cacheable([WORKFLOW_TEMPLATES_TAG], 'TENANT')`).
 */
export const WORKFLOW_TEMPLATES_TAG = 'compliance.workflow-templates';

/** `compliance.workflow-templates.changed`: a template was created or changed (a global one: every tenant's reads). */
export const workflowTemplatesChanged = (change: {
  action: 'create' | 'update';
  id: string;
  tenantId: string | null;
}): DomainEvent =>
  tagChanged(WORKFLOW_TEMPLATES_TAG, { action: change.action, templateId: change.id, tenantId: change.tenantId });
