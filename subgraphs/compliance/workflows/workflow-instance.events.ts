/**
 * The tag of the workflow instances' reads (`@Cacheable([WORKFLOW_INSTANCES_TAG, …], 'TENANT')`, with the tags of what
 * an instance shows besides itself: its template's and its entity's). Every write of an instance (created, a task
 * checked or unchecked) records `tagChanged(WORKFLOW_INSTANCES_TAG, …)` in its transaction; the mutations declare
 * `@Invalidates([WORKFLOW_INSTANCES_TAG])`.
 */
export const WORKFLOW_INSTANCES_TAG = 'compliance.workflow-instances';
