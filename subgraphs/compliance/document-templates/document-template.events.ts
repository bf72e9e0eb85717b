/**
 * The tag of the document-template reads (`documentTemplates`, `documentTemplate`): the gateway's response cache keeps
 * their answers, per caller, until an event under it arrives (`@Cacheable([DOCUMENT_TEMPLATES_TAG], 'TENANT')`). Every
 * write that creates or changes a template records `tagChanged(DOCUMENT_TEMPLATES_TAG, …)` in its transaction; a
 * global template's change reaches every tenant's reads.
 */
export const DOCUMENT_TEMPLATES_TAG = 'compliance.document-templates';
