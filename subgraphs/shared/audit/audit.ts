import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What a service depends on to record its changes, whichever store keeps them: the kit's `AuditTrail` (training
 * and factory: a table of the subgraph's own, forwarded to the central audit-log service when one is configured)
 * or compliance's `ComplianceAuditTrail` (immutable rows the database refuses to change). Each context's `audit` is one
 * of them. `record` writes in `em`'s unit of work: call it inside the change's `em.transactional`, so that the entry
 * commits with the change or not at all. The actor is whoever the service resolved from the context's auth.
 */
export interface Audit<Actor, Entry, Recorded = unknown> {
  record(em: EntityManager, actor: Actor, entry: Entry): Promise<Recorded>;
}
