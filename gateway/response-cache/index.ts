/**
 * The gateway's response cache: answers of operations whose every root field the supergraph declares `@cacheable`
 * (subgraphs/shared/response-cache.ts) are kept in memory and served again, until an event of the subgraphs'
 * outboxes under one of their tags says the data changed. Never stale beyond the event's way to this process:
 *
 * - **Events, not time.** A subgraph records an event in the transaction of each write that changes a cacheable
 *   answer (training: `training.catalogue.changed`), so no write commits without one, and the outbox relay publishes it
 *   once committed. Every gateway replica binds `<tag>.#` on its event stream (RabbitMQ, or PostgreSQL notifications:
 *   the stream subscriptions use) and drops the tag's entries when one arrives: every replica's cache is invalidated.
 * - **Ages only where no event can tell.** A field declared `@cacheable(maxAge: N)` (the constants of the code, which
 *   only a deployment changes: the kit's `@CodeConstant`, which names no tag) is kept at most N seconds from the moment
 *   its execution started, by the wall clock, and its entry in Redis carries that deadline to every replica (store.ts,
 *   shared-store.ts): a deployment's change shows everywhere at most N seconds after its last old replica stopped. A
 *   field with neither tags nor an age is never cached: nothing would drop its answers.
 * - **Per tenant.** An event may name the tenant whose data changed (`<tag>.<tenant>.changed`): it drops that tenant's
 *   entries and those of no one tenant, never another tenant's (generations.ts); one naming none drops all.
 * - **Per partition.** A field declared `@cacheable(partitionBy: arg)` (`course(idOrSlug:)`) shows only what its
 *   argument names: an event naming values (`<tag>.partition.<value>….changed`) drops the entries asked with them and
 *   the tag's other entries (lists), never those of another value (generations.ts, partitions.ts).
 * - **Acknowledged writes.** A mutation declared `@invalidates(tags)` drops its tags' entries on the replica that
 *   served it before it answers: a read through that replica after the acknowledgement is never served the old
 *   answer (its caller's tenant's only when it declares `scope: TENANT`). It drops what the events its subgraph calls
 *   recorded under those tags will drop (their answers list them: `x-recorded-events`), the whole tag without them. The other replicas follow when the event
 *   reaches them (milliseconds; the bench measures the window). The event then drops, on any replica, only what the
 *   write has not dropped already (by the event's id): an answer read right after the write stays.
 * - **Reads racing writes.** Each tag (and tag and tenant) has a generation, bumped by every invalidation. A read
 *   that misses captures the generations of its tags before it executes, and its answer is stored only if they are
 *   unchanged when it is done: an answer read before a write but finished after its invalidation is never kept. Its
 *   subgraph queries are sent afresh (`GatewayContext.fresh`), never joined to an identical one already in flight
 *   (which may have read before the write); instead, identical misses at one generation share the one execution here.
 * - **Shared in Redis** (REDIS_URL, shared-store.ts). Behind each process's entries, every replica's are kept in
 *   Redis with the generations they were read at, kept there too: a replica serves what another stored (a new one
 *   starts warm), and the rules above hold across replicas. A hit in this process costs what it costs without Redis;
 *   Redis is asked only when this process misses. While Redis fails the cache is this process's only.
 * - **A deaf stream.** While the event stream is disconnected (or its bindings are not made yet) invalidations could
 *   be missed, so nothing is served from the cache or stored in it; it is emptied when the stream drops and again
 *   when it is back. A reloaded supergraph empties it too.
 *
 * What is cached: a query (never a mutation or subscription), selecting only `@cacheable` root fields (`__typename`
 * too), answered without errors and without cookies of a subgraph's own passed back, and
 * - of scope PUBLIC, from a request without credentials (none of the forwarded headers: a credential can change a
 *   public field's answer, as an admin sees unpublished courses), and without rate-limit headers passed back;
 * - of scope TENANT (all of one subgraph, no PUBLIC field beside them), from a request with a verified token naming a
 *   tenant: kept under that tenant and the other headers sent (tenant-view.ts), and served to any request of the same
 *   view only once the subgraph's `@cacheGate` field, asked with its credentials, has confirmed them for that tenant
 *   and counted the request (its rate-limit headers are the hit's). Users of one tenant share entries.
 *
 * The key is a hash of the printed document (so that spacing and comments do not matter), the operation name, the
 * variables with their keys sorted, what the caller may see of the operation (the authorization directives), and for
 * TENANT the tenant view. Identical misses under one key share one execution (`fillInFlight`): that is the
 * deduplication of cacheable reads, by what their callers may see; other reads deduplicate their subgraph queries
 * per credential (gateway/deduplication.ts). The value is a frozen copy of the result, so
 * a hit answers exactly the bytes the execution did; the limits per address are counted before (didResolveOperation),
 * so a hit is counted like a miss.
 *
 * One concern a file: `policies.ts` (what the supergraph declares, and whether an operation may be cached),
 * `key.ts` and `tenant-view.ts` (which entry an answer is kept under), `generations.ts` and `partitions.ts` (which generations it
 * depends on), `store.ts` (the entries, their tags and generations), `shared-store.ts` (their copies in Redis),
 * `invalidation.ts` (the event stream that drops them) and `plugin.ts` (Apollo Server's hooks that serve and fill them).
 */
export {
  isBounded,
  NO_RESPONSE_CACHE_POLICIES,
  responseCachePoliciesOf,
  tagsOf,
  type ResponseCachePolicies,
} from './policies.js';
export { ResponseCacheInvalidation } from './invalidation.js';
export {
  admittedAtGate,
  asksAfresh,
  cacheReachOfQuery,
  cacheScopeOf,
  carriesCredentials,
  entryKey,
  responseCachePlugin,
  type CacheGate,
  type CacheGateCheck,
} from './plugin.js';
export { cacheKey } from './key.js';
export type { CacheReach } from './policies.js';
export { SharedResponseStore } from './shared-store.js';
export { ResponseCache, type Answer, type Clock, type ResponseCacheStats } from './store.js';
