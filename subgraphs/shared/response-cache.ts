import { Directive } from 'type-graphql';

/**
 * What the gateway's response cache may keep, and what invalidates it, declared here and acted on at the edge
 * (gateway/response-cache.ts), like `@addressLimit`: composition keeps both directives in the supergraph
 * (`@composeDirective`), so the gateway needs no list of its own.
 *
 * - `@cacheable(tags, scope)` on a Query field: its answer depends only on data whose every change is published as an
 *   event of the subgraph's outbox with a routing key under one of `tags` (`training.catalogue` ↔
 *   `training.catalogue.#`), recorded in the change's transaction. An operation whose root fields are all cacheable
 *   may be answered from the cache until such an event arrives at the gateway.
 * - `@invalidates(tags)` on a Mutation field: the gateway replica that served it drops the tags' entries before it
 *   answers, so that a client reading through the same replica after the acknowledgement never sees the old answer
 *   (the event reaches the other replicas a few milliseconds later).
 *
 * A tag is a routing-key prefix rather than a name of its own, so that a declaration is all it takes: the gateway
 * binds `<tag>.#` on its event stream for every tag the supergraph declares.
 */
export const RESPONSE_CACHE_SPEC = 'https://specs.graphql-platform.dev/response-cache/v1.0';

/**
 * The scopes of a cacheable answer. Only `PUBLIC` is served from the cache so far: the same answer for every
 * anonymous caller (requests with credentials are neither served from it nor stored). A per-tenant scope, keyed by
 * the caller's tenant and role, will be a value of its own (the gateway caches nothing of a scope it does not know).
 */
export type CacheScope = 'PUBLIC';

export const RESPONSE_CACHE_DIRECTIVES = `"""The answer of this root field may be kept by the gateway until an event under one of its tags arrives."""
directive @cacheable(
  "Routing-key prefixes of the outbox events that change this field's answer (\`training.catalogue\`: \`training.catalogue.#\`)."
  tags: [String!]!
  "Whose answer it is: PUBLIC (the same for every anonymous caller)."
  scope: String! = "PUBLIC"
) on FIELD_DEFINITION

"""The gateway replica that serves this mutation drops the cached answers of these tags before it answers."""
directive @invalidates(tags: [String!]!) on FIELD_DEFINITION`;

const list = (tags: readonly string[]) => `[${tags.map((tag) => JSON.stringify(tag)).join(', ')}]`;

/** `@Cacheable(['training.catalogue'])` on a public Query field whose every change is an outbox event under a tag. */
export function Cacheable(tags: readonly string[], scope: CacheScope = 'PUBLIC'): MethodDecorator {
  return Directive(`@cacheable(tags: ${list(tags)}, scope: ${JSON.stringify(scope)})`);
}

/** `@Invalidates(['training.catalogue'])` on a Mutation field that changes what those tags' cached answers show. */
export function Invalidates(tags: readonly string[]): MethodDecorator {
  return Directive(`@invalidates(tags: ${list(tags)})`);
}
