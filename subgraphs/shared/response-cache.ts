import { Directive } from 'type-graphql';
import { partitionEventRoutingKey, tagEventRoutingKey } from '../../platform/events/tag-events.js';
import type { DomainEvent } from './events/outbox.js';

/**
 * What the gateway's response cache may keep, and what invalidates it, declared here and acted on at the edge
 * (gateway/response-cache/), like `@addressLimit`: composition keeps both directives in the supergraph
 * (`@composeDirective`), so the gateway needs no list of its own.
 *
 * - `@cacheable(tags, scope, partitionBy, maxAge)` on a Query field: its answer depends only on data whose every change
 *   is published as an event of the subgraph's outbox with a routing key under one of `tags` (`training.catalogue` ↔
 *   `training.catalogue.#`), recorded in the change's transaction. An operation whose root fields are all cacheable
 *   may be answered from the cache until such an event arrives at the gateway. With `partitionBy`, an event naming
 *   values of that argument (`partitionsChanged`) drops only the answers asked with them (and the tag's other fields').
 *   With `maxAge`, an answer is kept at most that many seconds from the moment its execution started, whatever events
 *   say: the bound of a field whose changes no service records, a constant of the code that only a deployment changes
 *   (`@CodeConstant`), which then names no tags. A field with neither tags nor `maxAge` is not cached.
 * - `@invalidates(tags)` on a Mutation field: the gateway replica that served it drops the tags' entries before it
 *   answers, so that a client reading through the same replica after the acknowledgement never sees the old answer
 *   (the event reaches the other replicas a few milliseconds later); with `scope: TENANT`, only the entries of the
 *   caller's tenant (see InvalidationScope).
 *
 * - `@cacheGate` on one Query field of a subgraph whose fields are cacheable per tenant: before the gateway serves such
 *   an answer from its cache, it asks this field with the client's credentials. The field must refuse what any request
 *   of the subgraph would refuse (a bad or expired token, a tenant the caller may not use, a switch its role does not
 *   allow) and count the request against the caller's limits as any request is counted, and answers the view it
 *   confirmed them for (the tenant; factory: `factoryCacheView`, tenant and role; training: `TRAINING_ADMIN_VIEW`); a hit then costs that one small call instead of the operation, and is served only to a caller
 *   the subgraph confirms, now, as one of the entry's tenant.
 *
 * - `@volatile` on a field of any type: its value changes per request (a freshly signed link, a value of the clock), so
 *   a kept answer would serve a stale one. An operation that selects it anywhere, at any depth, is never answered from
 *   the cache nor stored in it, whatever its root fields declare; one that leaves it out is cached as they declare.
 *
 * A tag is a routing-key prefix rather than a name of its own, so that a declaration is all it takes: the gateway
 * binds `<tag>.#` on its event stream for every tag the supergraph declares.
 */
export const RESPONSE_CACHE_SPEC = 'https://specs.graphql-platform.dev/response-cache/v1.0';

/**
 * The scopes of a cacheable answer (the gateway caches nothing of a scope it does not know):
 * - `PUBLIC`: the same answer for every anonymous caller; requests with credentials are neither served from the cache
 *   nor stored in it;
 * - `TENANT`: the answer of a tenant, kept under what the caller's token says he may see (the tenant an
 *   identity-provider token names; a factory token's tenant and role, `factoryCacheView`; for training's gate its one
 *   admin view, `TRAINING_ADMIN_VIEW`) and the switches its headers
 *   send (the tenant header, `x-admin`, `x-audit-access`), and served to every caller of that view who sends the same
 *   ones, once the subgraph's `@cacheGate` field has confirmed them. So such a field must answer the same to every
 *   user of a view sending the same switches and arguments: it may depend on the tenant, the factory role and the
 *   switches, never on who the user is (a read that does is not `@cacheable`).
 */
export type CacheScope = 'PUBLIC' | 'TENANT';

export const RESPONSE_CACHE_DIRECTIVES = `"""The answer of this root field may be kept by the gateway until an event under one of its tags arrives, or its maxAge has passed."""
directive @cacheable(
  "Routing-key prefixes of the outbox events that change this field's answer (\`training.catalogue\`: \`training.catalogue.#\`); none for a field bounded by its maxAge alone."
  tags: [String!]!
  "Whose answer it is: PUBLIC (the same for every anonymous caller) or TENANT (the same for every user of a tenant (and factory role) sending the same switches, each confirmed by the subgraph's @cacheGate field on every hit)."
  scope: String! = "PUBLIC"
  "The argument whose value partitions this field's answers: an event naming values (\`<tag>.partition.<value>.changed\`) drops only the answers asked with those values (compared trimmed and lowercased), and every answer of the tag's other fields."
  partitionBy: String
  "At most how many seconds an answer is kept, from the moment its execution started (without it: until an event of its tags)."
  maxAge: Int
) on FIELD_DEFINITION

"""The field the gateway asks, with the client's credentials, before it serves a TENANT-scope answer of this subgraph from its cache: it answers the tenant it confirms them for."""
directive @cacheGate on FIELD_DEFINITION

"""The gateway replica that serves this mutation drops the cached answers of these tags before it answers."""
directive @invalidates(
  tags: [String!]!
  "Whose answers it changes: ALL (every tenant's) or TENANT (the caller's tenant's only: the mutation never writes another tenant's data)."
  scope: String! = "ALL"
) on FIELD_DEFINITION

"""This field's value changes per request: an operation that selects it is never answered from the gateway's response cache nor stored in it."""
directive @volatile on FIELD_DEFINITION`;

const list = (tags: readonly string[]) => `[${tags.map((tag) => JSON.stringify(tag)).join(', ')}]`;

/**
 * How long the gateway keeps the answer of a constant of the code (`@CodeConstant`), whose change no event announces:
 * only a deployment changes it, and an event recorded when a new replica starts would race the old replicas of a
 * rolling deployment, which may answer (and so fill the cache with) the old value after it. Bounded by age instead,
 * counted from the moment an execution started, a changed constant is seen through every gateway replica at most this
 * long after the last old replica stopped answering: a minute, within what a rolling deployment takes anyway, while a
 * constant asked all day costs its subgraph one execution a minute per operation (per replica without REDIS_URL).
 */
export const DEPLOYMENT_CONSTANT_MAX_AGE_SECONDS = 60;

/**
 * `@Cacheable(['training.catalogue'])` on a Query field whose every change is an outbox event under a tag.
 * `partitionBy` names an argument (`course`'s `idOrSlug`) when an answer shows only the rows that argument's value
 * names, compared as a topic word (trimmed, lowercased), and every write that changes such a row records its event
 * with `partitionsChanged`, naming every value by which a read may have found the row before or after the write (its
 * id, its old slug and its new one), or with `tagChanged` when it cannot. `maxAge` (seconds) bounds how long an
 * answer is kept, events or not; with it, `tags` may be empty (no event changes the answer).
 */
export function Cacheable(
  tags: readonly string[],
  scope: CacheScope = 'PUBLIC',
  options: { partitionBy?: string; maxAge?: number } = {},
): MethodDecorator {
  if (options.maxAge !== undefined && !(Number.isInteger(options.maxAge) && options.maxAge > 0))
    throw new Error(`@Cacheable's maxAge is a positive number of seconds, not ${options.maxAge}`);
  // The gateway would ignore it: nothing would ever drop its answers.
  if (!tags.length && options.maxAge === undefined) throw new Error('@Cacheable needs tags, a maxAge or both');
  const partitionBy = options.partitionBy === undefined ? '' : `, partitionBy: ${JSON.stringify(options.partitionBy)}`;
  const maxAge = options.maxAge === undefined ? '' : `, maxAge: ${options.maxAge}`;
  return Directive(`@cacheable(tags: ${list(tags)}, scope: ${JSON.stringify(scope)}${partitionBy}${maxAge})`);
}

/**
 * `@CodeConstant()` on a public Query field that answers a constant of the code (plans, the roles a user can have):
 * kept by the gateway for DEPLOYMENT_CONSTANT_MAX_AGE_SECONDS at most. It names no tag, since no event announces its
 * change: only the age drops these answers.
 */
export function CodeConstant(): MethodDecorator {
  return Cacheable([], 'PUBLIC', { maxAge: DEPLOYMENT_CONSTANT_MAX_AGE_SECONDS });
}

/** `@CacheGate()` on the one Query field of a subgraph that checks and counts a request as any of its requests. */
export function CacheGate(): MethodDecorator {
  return Directive('@cacheGate');
}

/**
 * Whose cached answers a write changes: `ALL`, every tenant's (a global template, a platform admin's write), or
 * `TENANT`, only those of the tenant the caller's token names, for a mutation that never writes another tenant's data
 * (compliance refuses any other: `requireTenant`; factory's tenant filter and `writer` keep an admin to his token's
 * tenant). The gateway drops the whole tag for a `TENANT` one whose caller it cannot tie to one tenant (an admin switch
 * sent, no tenant in the token: a factory super-admin, whose `x-tenant-id` does not decide which tenant's row an id
 * names).
 */
export type InvalidationScope = 'ALL' | 'TENANT';

/** `@Invalidates(['training.catalogue'])` on a Mutation field that changes what those tags' cached answers show. */
export function Invalidates(tags: readonly string[], scope: InvalidationScope = 'ALL'): MethodDecorator {
  return Directive(`@invalidates(tags: ${list(tags)}${scope === 'ALL' ? '' : `, scope: ${JSON.stringify(scope)}`})`);
}

/** `@Volatile()` on a field whose value changes per request (a signed link): operations selecting it are never cached. */
export function Volatile(): MethodDecorator & PropertyDecorator {
  return Directive('@volatile');
}

/**
 * `<tag>.changed`, or `<tag>.<tenant>.changed` when the change is within one tenant's data: a write changed what the
 * reads cached under `tag` answer (of that tenant only). Record it in the write's transaction (`recordEvent`), so that
 * it is published exactly when the write commits. The gateway binds `<tag>.#`: an event naming a tenant drops that
 * tenant's per-tenant entries (and those of no one tenant, a super-admin's), one naming none drops every entry of the
 * tag. Name the tenant only when no other tenant's answer shows the row (a global template's change names none).
 * `details` name what changed, for consumers that care; they never use the keys by which the domain events of
 * subscriptions are found and retained (`entityId`, `jobId`): a tag event is no entity's event.
 */
export function tagChanged(tag: string, details: Record<string, unknown>, tenant?: string | null): DomainEvent {
  return tagEvent(tag, tagEventRoutingKey(tag, tenant), details);
}

function tagEvent(tag: string, routingKey: string, details: Record<string, unknown>): DomainEvent {
  const eventType = `${tag}.changed`;
  return { eventType, routingKey, payload: { eventType, ...details, timestamp: new Date().toISOString() } };
}

/**
 * `<tag>.partition.<value>[.<value>…].changed`: a write changed only what the reads under `tag` partitioned by an
 * argument (`@Cacheable`'s `partitionBy`) answer for these `values`, besides the tag's unpartitioned reads (lists).
 * Name every value by which a read may find a changed row, before the write and after it (an id, the old slug, the new
 * one). A value that is no topic word, or more than a routing key holds, makes it `<tag>.changed` (everything of the
 * tag). Recorded in the write's transaction as `tagChanged`'s; it names no tenant.
 */
export function partitionsChanged(
  tag: string,
  values: readonly string[],
  details: Record<string, unknown>,
): DomainEvent {
  return tagEvent(tag, partitionEventRoutingKey(tag, values), details);
}
