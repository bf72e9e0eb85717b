import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import { Kind, OperationTypeNode, print, type ConstDirectiveNode, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { EventStream, EventStreamState } from '../platform/events/event-stream.js';
import { topicMatches } from '../platform/events/postgres-event-stream.js';
import { responseCacheLookups } from '../platform/metrics.js';
import { selectedRootFields } from './address-limits.js';
import type { GatewayContext } from './context.js';
import { headersPassedBack } from './subgraph-headers.js';
import {
  argumentOf,
  owningGraph,
  rootTypeNames,
  supergraphDocument,
  type Supergraph,
} from './supergraph-directives.js';

/**
 * The gateway's response cache: answers of operations whose every root field the supergraph declares `@cacheable`
 * (subgraphs/shared/response-cache.ts) are kept in memory and served again, until an event of the subgraphs'
 * outboxes under one of their tags says the data changed. Never stale beyond the event's way to this process:
 *
 * - **Events, not time.** A subgraph records an event in the transaction of each write that changes a cacheable
 *   answer (training: `training.catalogue.changed`), so no write commits without one, and the outbox relay publishes it
 *   once committed. Every gateway replica binds `<tag>.#` on its event stream (RabbitMQ, or PostgreSQL notifications:
 *   the stream subscriptions use) and drops the tag's entries when one arrives: every replica's cache is invalidated.
 * - **Acknowledged writes.** A mutation declared `@invalidates(tags)` drops its tags' entries on the replica that
 *   served it before it answers: a read through that replica after the acknowledgement is never served the old
 *   answer. The other replicas follow when the event reaches them (milliseconds; the bench measures the window).
 * - **Reads racing writes.** Each tag has a generation, bumped by every invalidation. A read that misses captures
 *   the generations of its tags before it executes, and its answer is stored only if they are unchanged when it is
 *   done: an answer read before a write but finished after its invalidation is never kept. Its subgraph queries are
 *   sent afresh (`GatewayContext.fresh`), never joined to an identical one already in flight (which may have read
 *   before the write); instead, identical misses at one generation share the one execution here.
 * - **A deaf stream.** While the event stream is disconnected (or its bindings are not made yet) invalidations could
 *   be missed, so nothing is served from the cache or stored in it; it is emptied when the stream drops and again
 *   when it is back. A reloaded supergraph empties it too.
 *
 * What is cached: a query (never a mutation or subscription), selecting only `@cacheable` root fields (`__typename`
 * too), answered without errors and without cookies of a subgraph's own passed back, and
 * - of scope PUBLIC, from a request without credentials (none of the forwarded headers: a credential can change a
 *   public field's answer, as an admin sees unpublished courses), and without rate-limit headers passed back;
 * - of scope TENANT (all of one subgraph, no PUBLIC field beside them), from a request with credentials: kept under
 *   its forwarded headers, and served again to the same ones only once the subgraph's `@cacheGate` field, asked with
 *   them, has accepted them and counted the request (its rate-limit headers are the hit's).
 *
 * The key is a hash of the printed document (so that spacing and comments do not matter), the operation name, the
 * variables with their keys sorted, and for TENANT the forwarded headers. The value is a frozen copy of the result, so
 * a hit answers exactly the bytes the execution did; the limits per address are counted before (didResolveOperation),
 * so a hit is counted like a miss.
 */

/** One root field's declaration: the tags whose events change its answer, whose answer it is, and who resolves it. */
export interface CacheablePolicy {
  readonly tags: readonly string[];
  readonly scope: string;
  /** The `join__Graph` of the subgraph that resolves it. */
  readonly graph: string | undefined;
}

export interface ResponseCachePolicies {
  /** `@cacheable` query fields, by name. */
  readonly cacheable: ReadonlyMap<string, CacheablePolicy>;
  /** `@invalidates` mutation fields, by name: the tags each drops. */
  readonly invalidates: ReadonlyMap<string, readonly string[]>;
  /** Each subgraph's `@cacheGate` query field, by `join__Graph`. */
  readonly gates: ReadonlyMap<string, string>;
}

/** A supergraph that declares nothing cacheable. */
export const NO_RESPONSE_CACHE_POLICIES: ResponseCachePolicies = {
  cacheable: new Map(),
  invalidates: new Map(),
  gates: new Map(),
};

/** The scopes the cache serves (see CacheScope in the kit); a field of any other is never cached. */
const PUBLIC = 'PUBLIC';
const TENANT = 'TENANT';

function stringsArgument(directive: ConstDirectiveNode, name: string): string[] {
  const value = argumentOf(directive, name);
  if (value?.kind === Kind.STRING) return [value.value];
  if (value?.kind !== Kind.LIST) return [];
  return value.values.flatMap((item) => (item.kind === Kind.STRING ? [item.value] : []));
}

/** The `@cacheable` query fields and `@invalidates` mutation fields a supergraph declares. */
export function responseCachePoliciesOf(supergraphSource: Supergraph): ResponseCachePolicies {
  const supergraph = supergraphDocument(supergraphSource);
  const roots = rootTypeNames(supergraph);
  const cacheable = new Map<string, CacheablePolicy>();
  const invalidates = new Map<string, readonly string[]>();
  const gates = new Map<string, string>();
  for (const definition of supergraph.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const isQuery = definition.name.value === roots.query;
    if (!isQuery && definition.name.value !== roots.mutation) continue;
    for (const field of definition.fields ?? []) {
      const graph = owningGraph(definition.directives, field.directives);
      for (const directive of field.directives ?? []) {
        if (isQuery && directive.name.value === 'cacheGate' && graph) gates.set(graph, field.name.value);
        const tags = stringsArgument(directive, 'tags');
        if (!tags.length) continue;
        if (isQuery && directive.name.value === 'cacheable') {
          const scope = argumentOf(directive, 'scope');
          cacheable.set(field.name.value, { tags, scope: scope?.kind === Kind.STRING ? scope.value : PUBLIC, graph });
        } else if (!isQuery && directive.name.value === 'invalidates') {
          invalidates.set(field.name.value, tags);
        }
      }
    }
  }
  return { cacheable, invalidates, gates };
}

/** Every tag a set of policies names: the gateway binds `<tag>.#` for each. */
export function tagsOf(policies: ResponseCachePolicies): Set<string> {
  const tags = new Set<string>();
  for (const { tags: fieldTags } of policies.cacheable.values()) for (const tag of fieldTags) tags.add(tag);
  for (const fieldTags of policies.invalidates.values()) for (const tag of fieldTags) tags.add(tag);
  return tags;
}

/** The routing-key pattern of a tag's events. */
export const tagPattern = (tag: string) => `${tag}.#`;

/** What a read captured before it executed: its answer is stored only if nothing was invalidated since. */
interface Snapshot {
  readonly epoch: number;
  readonly generations: readonly number[];
}

/** A stored answer: a frozen copy, handed to every hit as it is (not parsed again from its JSON). */
type Answer = Readonly<Record<string, unknown>>;

interface Entry {
  readonly answer: Answer;
  /** Length of its JSON, which measures it for the LRU. */
  readonly length: number;
  readonly tags: readonly string[];
}

/** An execution that will fill an entry, which identical misses at the same generations wait for. */
interface Fill {
  readonly snapshot: Snapshot;
  readonly answer: Promise<Answer | undefined>;
  readonly settle: (answer: Answer | undefined) => void;
}

export interface ResponseCacheStats {
  hits: number;
  misses: number;
  /** Misses answered by an identical miss's execution. */
  shared: number;
  stored: number;
  /** Answers not stored because an invalidation came while they were read. */
  discarded: number;
  invalidations: number;
}

/**
 * The entries, their tags and generations, and whether the cache may be used at all (see the module comment).
 * Entries live in an LRU bounded by the bytes of their JSON and keys (UTF-16: two bytes a character).
 */
export class ResponseCache {
  readonly #entries: LRUCache<string, Entry>;
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #generations = new Map<string, number>();
  readonly #fills = new Map<string, Fill>();
  /** Bumped by everything that empties the whole cache (stream lost or back, supergraph reloaded). */
  #epoch = 0;
  #streamConnected = false;
  #pendingBindings = 0;
  readonly stats: ResponseCacheStats = { hits: 0, misses: 0, shared: 0, stored: 0, discarded: 0, invalidations: 0 };

  constructor(maxBytes: number) {
    this.#entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => 2 * (entry.length + key.length) + 64,
      dispose: (entry, key) => {
        for (const tag of entry.tags) this.#keysByTag.get(tag)?.delete(key);
      },
    });
  }

  /** Whether answers may be served and stored: the stream is connected and bound to every tag. */
  get usable(): boolean {
    return this.#streamConnected && this.#pendingBindings === 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  snapshot(tags: readonly string[]): Snapshot {
    return { epoch: this.#epoch, generations: tags.map((tag) => this.#generations.get(tag) ?? 0) };
  }

  #isCurrent(snapshot: Snapshot, tags: readonly string[]): boolean {
    return (
      this.usable &&
      snapshot.epoch === this.#epoch &&
      tags.every((tag, index) => (this.#generations.get(tag) ?? 0) === snapshot.generations[index])
    );
  }

  get(key: string): Answer | undefined {
    return this.usable ? this.#entries.get(key)?.answer : undefined;
  }

  /** The execution under way for `key` that started at the generations `tags` have now, if any. */
  fillInFlight(key: string, tags: readonly string[]): Fill | undefined {
    const fill = this.#fills.get(key);
    return fill && this.#isCurrent(fill.snapshot, tags) ? fill : undefined;
  }

  /**
   * Registers the execution that will fill `key`; `finish` stores its answer (if still current) and releases waiters.
   * The answer is kept as a frozen copy made from its JSON, so that no one holding the execution's own result (or a
   * hit) can change what the next hit is served.
   */
  startFill(key: string, tags: readonly string[]): { finish: (result: object | undefined) => void } {
    const snapshot = this.snapshot(tags);
    let settle!: (answer: Answer | undefined) => void;
    const answer = new Promise<Answer | undefined>((resolve) => (settle = resolve));
    const fill: Fill = { snapshot, answer, settle };
    this.#fills.set(key, fill);
    return {
      finish: (result) => {
        if (this.#fills.get(key) === fill) this.#fills.delete(key);
        const json = result === undefined ? undefined : JSON.stringify(result);
        const copy = json === undefined ? undefined : deepFreeze(JSON.parse(json) as Answer);
        const current = this.#isCurrent(snapshot, tags);
        if (copy !== undefined && current) {
          this.#entries.set(key, { answer: copy, length: json!.length, tags });
          // The LRU refuses an entry larger than its whole size; only a kept one is indexed.
          if (this.#entries.has(key)) {
            for (const tag of tags) {
              let keys = this.#keysByTag.get(tag);
              if (!keys) this.#keysByTag.set(tag, (keys = new Set()));
              keys.add(key);
            }
            this.stats.stored++;
          }
        } else if (copy !== undefined) {
          this.stats.discarded++;
        }
        // Waiters started at the same generations as this execution: its answer is theirs, stored or not.
        settle(copy);
      },
    };
  }

  /** Drops the entries of `tags` and bumps their generations, so that reads under way do not store what they read. */
  invalidate(tags: Iterable<string>): void {
    for (const tag of tags) {
      this.stats.invalidations++;
      this.#generations.set(tag, (this.#generations.get(tag) ?? 0) + 1);
      const keys = this.#keysByTag.get(tag);
      if (!keys) continue;
      this.#keysByTag.delete(tag);
      for (const key of keys) this.#entries.delete(key);
    }
  }

  /** Empties the cache; reads under way store nothing. */
  clear(): void {
    this.#epoch++;
    this.#entries.clear();
    this.#keysByTag.clear();
  }

  setStreamConnected(connected: boolean): void {
    this.#streamConnected = connected;
    this.clear();
  }

  /** A binding under way: the cache is unusable until it is made (an event of its tag could be missed meanwhile). */
  async binding(bind: Promise<void>): Promise<void> {
    this.#pendingBindings++;
    this.clear();
    try {
      await bind;
    } finally {
      this.#pendingBindings--;
    }
  }
}

/**
 * Feeds a cache from an event stream: binds `<tag>.#` for every tag of the supergraph being served (again on each
 * reload: `useTags`), drops a tag's entries when one of its events arrives, and makes the cache unusable while the
 * stream is away. The stream is the one subscriptions use; its other events are ignored here.
 */
export class ResponseCacheInvalidation {
  #tags = new Set<string>();

  constructor(
    private readonly cache: ResponseCache,
    private readonly stream: EventStream,
    private readonly log: Logger,
  ) {
    stream.onEvent((event) => {
      const tags = [...this.#tags].filter((tag) => topicMatches(tagPattern(tag), event.routingKey));
      if (tags.length) cache.invalidate(tags);
    });
    stream.onState?.((state: EventStreamState) => {
      if (state === 'reconnecting') log.warn('response cache off until the event stream is back');
      else log.info('response cache on: the event stream is connected');
      cache.setStreamConnected(state === 'connected');
    });
  }

  /** Binds the patterns of `tags` and unbinds those of tags no longer declared. */
  useTags(tags: ReadonlySet<string>): void {
    for (const tag of this.#tags) {
      if (tags.has(tag)) continue;
      this.stream
        .unbind(tagPattern(tag))
        .catch((error: unknown) => this.log.warn({ err: error, tag }, 'could not unbind a response-cache tag'));
    }
    const added = [...tags].filter((tag) => !this.#tags.has(tag));
    this.#tags = new Set(tags);
    for (const tag of added) {
      this.cache
        .binding(this.stream.bind(tagPattern(tag)))
        .catch((error: unknown) => this.log.error({ err: error, tag }, 'could not bind a response-cache tag'));
    }
  }
}

/** Object keys sorted at every level, so that `{a, b}` and `{b, a}` are one key. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The hash of a printed document, once per parsed document (Apollo Server keeps one per query text). */
const documentHashes = new WeakMap<DocumentNode, string>();

function documentHash(document: DocumentNode): string {
  let hash = documentHashes.get(document);
  if (!hash) {
    hash = createHash('sha256').update(print(document)).digest('base64url');
    documentHashes.set(document, hash);
  }
  return hash;
}

export function cacheKey(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | undefined,
  /** The forwarded headers a per-tenant answer is kept under (its caller's token, tenant, switches); none for PUBLIC. */
  credentials?: Readonly<Record<string, string>>,
): string {
  return createHash('sha256')
    .update(documentHash(document))
    .update('\0')
    .update(operationName ?? '')
    .update('\0')
    .update(stableJson(variables ?? {}))
    .update('\0')
    .update(credentials ? stableJson(credentials) : '')
    .digest('base64url');
}

/** Any forwarded header (credentials, tenant, admin and audit switches, cookies) may change a public field's answer. */
const carriesCredentials = (context: GatewayContext) => Object.keys(context.forwardedHeaders).length > 0;

const answerOf = (answer: Answer): GraphQLResponse => ({
  http: { status: undefined, headers: new HeaderMap() },
  body: { kind: 'single', singleResult: answer },
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * How long an identical miss waits for the execution under way before it runs on its own: an execution always
 * settles (willSendResponse runs on every answer, errors included), so this only bounds the unforeseen.
 */
const MAX_FILL_WAIT_MS = 30_000;

async function awaitFill(answer: Promise<Answer | undefined>): Promise<Answer | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), MAX_FILL_WAIT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks a subgraph's `@cacheGate` field with the request's credentials (counted as any request of that subgraph, its
 * rate-limit headers passed back to the client): whether it accepts them.
 */
export type CacheGateCheck = (gateField: string, context: GatewayContext) => Promise<boolean>;

/** What an operation's root fields allow: the tags of its answer, sorted, and the gate to ask first (TENANT scope). */
interface CacheReach {
  readonly tags: readonly string[];
  readonly gate?: string;
}

/**
 * Whether an operation may be cached at all: every root field (but `__typename`) `@cacheable` with a scope the cache
 * serves, all of one scope, and the per-tenant ones of a single subgraph that declares a gate (one gate vouches for
 * one subgraph's credentials; a public field asked with them may depend on what another subgraph grants them, such as
 * an admin's view of unpublished courses, which no gate would check again). Undefined when it may not.
 */
function cacheReachOf(fields: Iterable<string>, policies: ResponseCachePolicies): CacheReach | undefined {
  const tags = new Set<string>();
  let gate: string | undefined;
  let publicFields = false;
  for (const field of fields) {
    if (field === '__typename') continue;
    const policy = policies.cacheable.get(field);
    if (!policy) return undefined;
    if (policy.scope === TENANT) {
      const fieldGate = policy.graph === undefined ? undefined : policies.gates.get(policy.graph);
      if (!fieldGate || (gate !== undefined && gate !== fieldGate)) return undefined;
      gate = fieldGate;
    } else if (policy.scope === PUBLIC) {
      publicFields = true;
    } else {
      return undefined;
    }
    for (const tag of policy.tags) tags.add(tag);
  }
  if (gate !== undefined && publicFields) return undefined;
  return { tags: [...tags].sort(), gate };
}

/** The gate refused the credentials: the request runs as if nothing were cached, and fails as it would have. */
function refusedAtGate(): null {
  responseCacheLookups.inc({ outcome: 'refused' });
  return null;
}

/** The response cache as an Apollo Server plugin (see the module comment); `policies` follow the supergraph served. */
export function responseCachePlugin(
  cache: ResponseCache,
  policies: () => ResponseCachePolicies,
  passesGate: CacheGateCheck,
): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      let fill: { finish: (result: object | undefined) => void } | undefined;
      let gated = false;
      return Promise.resolve({
        async responseForOperation({ operation, document, contextValue, request, operationName }) {
          if (!operation || operation.operation !== OperationTypeNode.QUERY || contextValue.internal) return null;
          const declared = policies();
          if (!declared.cacheable.size) return null;
          const reach = cacheReachOf(selectedRootFields(operation, document), declared);
          if (!reach) return null;
          const credentials = carriesCredentials(contextValue);
          // A public answer is the same for every anonymous caller; one asked with credentials is theirs (TENANT).
          const scopeAdmits = reach.gate ? contextValue.forwardedHeaders.authorization !== undefined : !credentials;
          if (!reach.tags.length || !scopeAdmits || !cache.usable) {
            responseCacheLookups.inc({ outcome: 'bypass' });
            return null;
          }
          const key = cacheKey(
            document,
            operationName,
            request.variables,
            reach.gate ? contextValue.forwardedHeaders : undefined,
          );
          // A per-tenant answer is served only once the subgraph has accepted (and counted) these credentials now.
          const admitted = async () => !reach.gate || (await passesGate(reach.gate, contextValue));
          const hit = cache.get(key);
          if (hit !== undefined) {
            if (!(await admitted())) return refusedAtGate();
            cache.stats.hits++;
            responseCacheLookups.inc({ outcome: 'hit' });
            return answerOf(hit);
          }
          const underWay = cache.fillInFlight(key, reach.tags);
          if (underWay) {
            const answer = await awaitFill(underWay.answer);
            if (answer !== undefined) {
              if (!(await admitted())) return refusedAtGate();
              cache.stats.shared++;
              responseCacheLookups.inc({ outcome: 'shared' });
              return answerOf(answer);
            }
            // It failed (or passed cookies back): this one runs on its own, and stores nothing.
            responseCacheLookups.inc({ outcome: 'bypass' });
            return null;
          }
          cache.stats.misses++;
          responseCacheLookups.inc({ outcome: 'miss' });
          fill = cache.startFill(key, reach.tags);
          gated = reach.gate !== undefined;
          // Its subgraph queries must read after this instant, not share an identical query sent before it.
          contextValue.fresh = true;
          return null;
        },

        // Async though it waits for nothing: Apollo calls every plugin's hook, then awaits them all, so a throw here
        // must be a rejection; thrown synchronously it would keep the plugins after this one from their hook.
        // eslint-disable-next-line @typescript-eslint/require-await
        async willSendResponse({ response, contextValue, operation, document }) {
          if (fill) {
            const { body } = response;
            const passedBack = headersPassedBack(contextValue);
            const storable =
              body.kind === 'single' &&
              !body.singleResult.errors?.length &&
              body.singleResult.data != null &&
              !passedBack.cookies &&
              // A gated hit gets its rate-limit headers from the gate; an ungated one could not give them again.
              (gated || !passedBack.limits);
            fill.finish(storable ? body.singleResult : undefined);
            fill = undefined;
          }
          if (operation?.operation !== OperationTypeNode.MUTATION || !document) return;
          const declared = policies().invalidates;
          if (!declared.size) return;
          // Before the client hears of the write: a read through this replica after that never sees the old answer.
          const tags = new Set<string>();
          for (const field of selectedRootFields(operation, document)) {
            for (const tag of declared.get(field) ?? []) tags.add(tag);
          }
          if (tags.size) cache.invalidate(tags);
        },
      });
    },
  };
}
