/**
 * The tag of the financial-metric reads (`financialMetrics`): the gateway's response cache keeps their answers, per
 * tenant, until an event under it arrives (`@Cacheable([FINANCIAL_METRICS_TAG], 'TENANT')`). Metrics are stored by
 * the queue's job, not by a request, so the job records `tagChanged(FINANCIAL_METRICS_TAG, …)` in the transaction
 * that stores one, and the gateway drops the entries when the event arrives.
 */
export const FINANCIAL_METRICS_TAG = 'compliance.financial-metrics';
