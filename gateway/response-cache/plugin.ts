import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import { OperationTypeNode, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { responseCacheLookups } from '../../platform/metrics.js';
import { selectedRootFields } from '../address-limits.js';
import type { GatewayContext } from '../context.js';
import { eventsRecordedFor, headersPassedBack } from '../subgraph-headers.js';
import {
  dependenciesOf,
  eventsAppliedBy,
  generationsChangedBy,
  generationsChangedByWrite,
  tenantOfView,
} from './generations.js';
import { cacheKey } from './key.js';
import { partitionsOf } from './partitions.js';
import { cacheReachOf, isBounded, type CacheReach, type ResponseCachePolicies } from './policies.js';
import type { Answer, ResponseCache } from './store.js';
import { tenantViewOf, type TenantView } from './tenant-view.js';
import { selectsVolatileField } from './volatile-fields.js';

/** Any forwarded header (credentials, tenant, admin and audit switches, cookies) may change a public field's answer. */
export const carriesCredentials = (context: GatewayContext) => Object.keys(context.forwardedHeaders).length > 0;

/** The tenant's place in a per-tenant key, beside the forwarded headers (no header is named with a space). */
const TENANT_ENTRY = 'tenant view';

/**
 * The key of an operation's entry: a public one's (no view), or a per-tenant one's, kept under the tenant and the
 * switches the view holds; `visibility` is what the caller may see of it ('' when everything).
 */
export function entryKey(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | undefined,
  view: TenantView | undefined,
  visibility = '',
): string {
  return cacheKey(
    document,
    operationName,
    variables,
    view && { ...view.headers, [TENANT_ENTRY]: view.tenant },
    visibility,
  );
}

const answerOf = (answer: Answer): GraphQLResponse => ({
  http: { status: undefined, headers: new HeaderMap() },
  body: { kind: 'single', singleResult: answer },
});

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
 * rate-limit headers passed back to the client): the tenant it confirms them for, undefined when it refuses them.
 */
export type CacheGateCheck = (gateField: string, context: GatewayContext) => Promise<string | undefined>;

/** A per-tenant read's gate: the field whose subgraph confirms the credentials, for the tenant its entry is kept under. */
export interface CacheGate {
  readonly field: string;
  readonly tenant: string;
}

/**
 * Whether the gate accepts (and counts) a request's credentials now, for the tenant its per-tenant entry is kept under;
 * when not, it is counted as refused.
 */
export async function admittedAtGate(
  confirmedTenant: CacheGateCheck,
  gate: CacheGate,
  context: GatewayContext,
): Promise<boolean> {
  if ((await confirmedTenant(gate.field, context))?.toLowerCase() === gate.tenant) return true;
  // Refused: the request runs as if nothing were cached, and fails as it would have.
  responseCacheLookups.inc({ outcome: 'refused' });
  return false;
}

/**
 * Whether the cache may answer this request of `reach`: its scope (a per-tenant read's tenant view and gate, nothing
 * for a public one) when it may, undefined when it is bypassed: a reach without bound, the cache out of use, a public
 * read with credentials or cookies, a per-tenant read without a tenant's view. A public answer is the same for every
 * anonymous caller; a per-tenant one is its tenant's (tenant-view.ts).
 */
export async function cacheScopeOf(
  reach: CacheReach,
  context: GatewayContext,
  cache: ResponseCache,
): Promise<{ readonly view?: TenantView; readonly gate?: CacheGate } | undefined> {
  if (!isBounded(reach) || !cache.usable) return undefined;
  if (!reach.gate) return carriesCredentials(context) ? undefined : {};
  const view = await tenantViewOf(context.forwardedHeaders, reach.gate);
  return view && { view, gate: { field: reach.gate, tenant: view.tenant } };
}

/** What a caller may see of an operation, as a key ('' when everything): the authorization directives' verdict. */
export type VisibilityOf = (
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  context: GatewayContext,
) => Promise<string>;

/**
 * Whether a request's Cache-Control asks for an answer made now (`no-cache`, as a browser's reload sends it, or
 * `no-store`): it is executed, and neither served from the cache nor kept in it.
 */
export function asksAfresh(cacheControl: string | undefined): boolean {
  return cacheControl !== undefined && /(?:^|,)\s*no-(?:cache|store)\s*(?:$|,|=)/i.test(cacheControl);
}

/**
 * What of the cache a query may use (see cacheReachOf): undefined when a root field it selects is not cacheable or it
 * selects a volatile value anywhere (a signed link, the clock), so that its answer is never kept.
 */
export function cacheReachOfQuery(
  operation: OperationDefinitionNode,
  document: DocumentNode,
  schema: GraphQLSchema,
  declared: ResponseCachePolicies,
): CacheReach | undefined {
  if (!declared.cacheable.size) return undefined;
  return selectsVolatileField(document, schema, declared.volatile)
    ? undefined
    : cacheReachOf(selectedRootFields(operation, document), declared);
}

/** The response cache as an Apollo Server plugin (see index.ts); `policies` follow the supergraph served. */
export function responseCachePlugin(
  cache: ResponseCache,
  policies: () => ResponseCachePolicies,
  confirmedTenant: CacheGateCheck,
  visibilityOf: VisibilityOf = () => Promise.resolve(''),
): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      let fill: { finish: (result: object | undefined) => void } | undefined;
      let gated = false;
      return Promise.resolve({
        async responseForOperation({ operation, document, contextValue, request, operationName, schema }) {
          if (!operation || operation.operation !== OperationTypeNode.QUERY || contextValue.internal) return null;
          const declared = policies();
          const reach = cacheReachOfQuery(operation, document, schema, declared);
          if (!reach) return null;
          if (contextValue.asksAfresh) {
            responseCacheLookups.inc({ outcome: 'bypass' });
            return null;
          }
          const scope = await cacheScopeOf(reach, contextValue, cache);
          if (!scope) {
            responseCacheLookups.inc({ outcome: 'bypass' });
            return null;
          }
          const { view, gate } = scope;
          const key = entryKey(
            document,
            operationName,
            request.variables,
            view,
            // An answer filled with errors (a field removed) is never stored; this keeps one caller's full answer
            // from another who may see less, and from the same token once a permission is taken away.
            await visibilityOf(schema, document, operationName, contextValue),
          );
          // A per-tenant answer is served only once the subgraph has accepted (and counted) these credentials now, for
          // the tenant the entry is kept under.
          const admitted = () => !gate || admittedAtGate(confirmedTenant, gate, contextValue);
          const hit = cache.get(key);
          if (hit !== undefined) {
            if (!(await admitted())) return null;
            cache.stats.hits++;
            responseCacheLookups.inc({ outcome: 'hit' });
            return answerOf(hit);
          }
          // A per-tenant entry is dropped by its own tenant's changes and by every tenant's, not by another tenant's;
          // one of a partitioned field by its value's changes and by every value's, not by another value's.
          const generations = [
            ...dependenciesOf(reach.tags, tenantOfView(view)),
            ...partitionsOf(operation, document, request.variables, declared),
          ];
          const underWay = cache.fillInFlight(key, generations);
          if (underWay) {
            const answer = await awaitFill(underWay.answer);
            if (answer !== undefined) {
              if (!(await admitted())) return null;
              cache.stats.shared++;
              responseCacheLookups.inc({ outcome: 'shared' });
              return answerOf(answer);
            }
            // It failed (or passed cookies back): this one runs on its own, and stores nothing.
            responseCacheLookups.inc({ outcome: 'bypass' });
            return null;
          }
          const started = cache.startFill(key, generations, reach.maxAgeSeconds);
          // What another replica stored (REDIS_URL), served as a hit of this process would be.
          const stored = await started.stored;
          if (stored !== undefined) {
            if (!(await admitted())) return null;
            cache.stats.hits++;
            cache.stats.sharedHits++;
            responseCacheLookups.inc({ outcome: 'hit' });
            return answerOf(stored);
          }
          cache.stats.misses++;
          responseCacheLookups.inc({ outcome: 'miss' });
          fill = started;
          gated = reach.gate !== undefined;
          // Its subgraph queries must read after this instant, not share an identical query sent before it.
          contextValue.fresh = true;
          return null;
        },

        // Awaits Redis's invalidation (REDIS_URL) before the client hears of a write.
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
          const callersTags = new Set<string>();
          for (const field of selectedRootFields(operation, document)) {
            const policy = declared.get(field);
            for (const tag of policy?.tags ?? []) (policy?.callersTenant ? callersTags : tags).add(tag);
          }
          // A write of the caller's tenant only drops that tenant's entries, when the caller is tied to one tenant.
          const writer = callersTags.size ? tenantOfView(await tenantViewOf(contextValue.forwardedHeaders)) : undefined;
          const recorded = eventsRecordedFor(contextValue);
          const generations = [
            ...[...tags].flatMap((tag) => generationsChangedByWrite(tag, recorded)),
            ...generationsChangedBy(callersTags, writer),
          ];
          // Announced to the other replicas, which drop their copies without waiting for the write's event; the event,
          // when it arrives, bumps again only what this did not.
          const events = eventsAppliedBy(generations, recorded, [...tags, ...callersTags]);
          if (generations.length) await cache.invalidate(generations, { announce: true, events });
        },
      });
    },
  };
}
