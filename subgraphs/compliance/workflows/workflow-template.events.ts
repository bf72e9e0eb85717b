import type { DomainEvent } from '../../shared/events/outbox.js';

/**
 * The tag of the workflow-template reads (`workflowTemplates`, `workflowTemplate`): the gateway's response cache keeps
 * their answers, per caller, until an event under it arrives (`@Cacheable([TEMPLATES_TAG], 'TENANT')`).
 */
export const TEMPLATES_TAG = 'compliance.workflow-templates';

/**
 * `compliance.workflow-templates.changed`: a template was created or changed (a global one changes what every tenant
 * reads). Recorded in the write's transaction (`recordEvent`), so that it is published exactly when the write commits.
 */
export function templatesChanged(change: {
  action: 'create' | 'update';
  id: string;
  tenantId: string | null;
}): DomainEvent {
  return {
    eventType: `${TEMPLATES_TAG}.changed`,
    routingKey: `${TEMPLATES_TAG}.changed`,
    payload: {
      eventType: `${TEMPLATES_TAG}.changed`,
      action: change.action,
      templateId: change.id,
      tenantId: change.tenantId,
      timestamp: new Date().toISOString(),
    },
  };
}
