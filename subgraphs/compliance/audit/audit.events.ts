/**
 * The tag of the audit-trail reads (`complianceAuditEvents`): the gateway's response cache keeps their answers, per
 * tenant and switches, until an event under it arrives (`@Cacheable([AUDIT_TAG], 'TENANT')`). Every entry is written by
 * `ComplianceAuditTrail.record`, which records `tagChanged(AUDIT_TAG, …)` in the same unit of work, so every audited
 * change (requests, jobs, the command line) invalidates them; the mutations that audit declare
 * `@Invalidates([AUDIT_TAG])` so that the replica that served them shows the new entry at once.
 */
export const AUDIT_TAG = 'compliance.audit';
