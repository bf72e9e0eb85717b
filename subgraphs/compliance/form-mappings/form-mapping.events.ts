/**
 * The tag of the form-mapping reads (`mcaFormMappings`, `mcaFormMapping`): the gateway's response cache keeps their
 * answers, per tenant, until an event under it arrives (`@Cacheable([FORM_MAPPINGS_TAG], 'TENANT')`). Mappings are
 * global, so every write that creates or changes one records `tagChanged(FORM_MAPPINGS_TAG, …)` in its transaction,
 * which reaches every tenant's reads.
 */
export const FORM_MAPPINGS_TAG = 'compliance.form-mappings';
