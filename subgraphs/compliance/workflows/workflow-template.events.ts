/**
 * The tag of the workflow-template reads (`workflowTemplates`, `workflowTemplate`): the gateway's response cache keeps
 * their answers, per caller, until an event under it arrives (`@Cacheable([WORKFLOW_TEMPLATES_TAG], 'TENANT')`). Every
 * write that creates or changes a template records `tagChanged(WORKFLOW_TEMPLATES_TAG, …)` in its transaction; a
 * global template's change reaches every tenant's reads.
 */
export const WORKFLOW_TEMPLATES_TAG = 'compliance.workflow-templates';
