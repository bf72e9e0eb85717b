import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type ConstDirectiveNode,
  type FieldNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type GraphQLSchema,
} from 'graphql';
import { ErrorCode } from '../platform/errors.js';
import type { RateLimitPolicy, RateLimits } from '../platform/rate-limits/index.js';
import type { GatewayContext } from './context.js';
import { joinedGraphs } from './subgraph-urls.js';
import {
  argumentOf,
  owningGraph,
  rootTypeNames,
  stringArgument,
  supergraphDocument,
  type Supergraph,
} from './supergraph-directives.js';

/** A limit per client address that a supergraph declares on a root field (`@addressLimit`). */
export interface AddressPolicy extends RateLimitPolicy {
  /** Counted only for requests without credentials: the subgraph counts the others per user. */
  readonly anonymousOnly: boolean;
}

/** Each limited root field's policy, by coordinate (`Query.courses`). */
export type AddressPolicies = ReadonlyMap<string, AddressPolicy>;

const DIRECTIVE = 'addressLimit';

function intArgument(directive: ConstDirectiveNode, name: string): number {
  const value = argumentOf(directive, name);
  if (value?.kind !== Kind.INT) throw new Error(`@${DIRECTIVE} needs an integer ${name}`);
  return Number(value.value);
}

/**
 * The address limits a supergraph declares: every `@addressLimit` on a query or mutation field, its counter named
 * after the subgraph that owns the field (`training:public-read`), so that the subgraphs' limits stay apart as they
 * were when each counted its own.
 */
export function addressPoliciesOf(supergraphSource: Supergraph): AddressPolicies {
  const supergraph = supergraphDocument(supergraphSource);
  const subgraphNames = new Map(joinedGraphs(supergraph).map((graph) => [graph.value, graph.name]));
  const { query, mutation } = rootTypeNames(supergraph);
  const roots = new Set([query, mutation]);
  const policies = new Map<string, AddressPolicy>();
  for (const definition of supergraph.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    if (!roots.has(definition.name.value)) continue;
    for (const field of definition.fields ?? []) {
      const declared = field.directives?.find((directive) => directive.name.value === DIRECTIVE);
      if (!declared) continue;
      const coordinate = `${definition.name.value}.${field.name.value}`;
      const subgraph = subgraphNames.get(owningGraph(definition.directives, field.directives) ?? '');
      const policy = stringArgument(declared, 'policy');
      if (!subgraph || !policy) throw new Error(`@${DIRECTIVE} on ${coordinate} names no policy or subgraph`);
      const anonymousOnly = argumentOf(declared, 'anonymousOnly');
      policies.set(coordinate, {
        name: `${subgraph}:${policy}`,
        points: intArgument(declared, 'points'),
        windowSeconds: intArgument(declared, 'windowSeconds'),
        anonymousOnly: anonymousOnly?.kind === Kind.BOOLEAN && anonymousOnly.value,
      });
    }
  }
  return policies;
}

/**
 * The root fields an operation selects, as nodes (with their arguments), through its fragments, each fragment walked
 * once: linear in the document. Fields under `@skip`/`@include` count as selected (the limit errs on the side of
 * counting).
 */
export function selectedRootFieldNodes(operation: OperationDefinitionNode, document: DocumentNode): FieldNode[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const fields: FieldNode[] = [];
  const walked = new Set<string>();
  const walk = (selectionSet: SelectionSetNode): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!walked.has(selection.name.value)) {
        walked.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return fields;
}

/** The names of the root fields an operation selects (selectedRootFieldNodes). */
export function selectedRootFields(operation: OperationDefinitionNode, document: DocumentNode): Set<string> {
  return new Set(selectedRootFieldNodes(operation, document).map((field) => field.name.value));
}

/** A request with credentials: an `anonymousOnly` limit leaves it to the subgraph's per-user count. */
const hasCredentials = (context: GatewayContext) => context.forwardedHeaders.authorization !== undefined;

/** The policies a request of an operation counts: all its due ones, or those not anonymous-only with credentials. */
export function countedPolicies(due: DuePolicies | undefined, context: GatewayContext): readonly AddressPolicy[] {
  if (!due) return [];
  return hasCredentials(context) ? due.withCredentials : due.anonymous;
}

/** The policies an operation is due under a set of declarations, with and without credentials. */
export interface DuePolicies {
  readonly declared: AddressPolicies;
  readonly anonymous: readonly AddressPolicy[];
  readonly withCredentials: readonly AddressPolicy[];
}

/**
 * Each operation's due policies, found once per parsed document: Apollo Server keeps a document it parsed and
 * validated (its document store), so a request of a known shape walks nothing. Weak: a document the store drops
 * takes its entry with it.
 */
const duePoliciesByOperation = new WeakMap<OperationDefinitionNode, DuePolicies>();

function duePoliciesOf(
  operation: OperationDefinitionNode,
  document: DocumentNode,
  rootName: string,
  declared: AddressPolicies,
): DuePolicies {
  const known = duePoliciesByOperation.get(operation);
  // A reloaded supergraph declares afresh: the entry of the former declarations is replaced.
  if (known?.declared === declared) return known;
  const anonymous = new Map<string, AddressPolicy>();
  for (const field of selectedRootFields(operation, document)) {
    const policy = declared.get(`${rootName}.${field}`);
    if (policy) anonymous.set(policy.name, policy);
  }
  const due: DuePolicies = {
    declared,
    anonymous: [...anonymous.values()],
    withCredentials: [...anonymous.values()].filter((policy) => !policy.anonymousOnly),
  };
  duePoliciesByOperation.set(operation, due);
  return due;
}

/**
 * Counts a client's request against the address limits of the root fields its operation selects, once per policy,
 * before any subgraph is called; `setHeader` receives X-RateLimit-Limit/Remaining/Reset (and Retry-After). A refusal
 * is thrown as RATE_LIMIT_EXCEEDED (`retryAfter` in seconds) with HTTP status 429, in the shape a subgraph's refusal
 * had. The counters are shared by every gateway replica (platform/rate-limits). Both paths that answer operations
 * (Apollo Server's plugin below, the prepared lane) call it.
 */
export async function consumeAddressLimits(
  limits: RateLimits,
  due: DuePolicies,
  context: GatewayContext,
  setHeader: (name: string, value: string) => void,
): Promise<void> {
  const counted = countedPolicies(due, context);
  if (!counted.length) return;
  context.addressPoliciesCounted = counted.map((policy) => policy.name);
  const headers = { setHeader };
  try {
    for (const policy of counted) await limits.consume(policy, context.clientAddress, headers);
  } catch (error) {
    if (!(error instanceof GraphQLError) || error.extensions.code !== ErrorCode.RATE_LIMIT_EXCEEDED) throw error;
    throw new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: 429 } } });
  }
}

/** The policies a resolved operation is due under the declarations now served. */
export function duePoliciesFor(
  operation: OperationDefinitionNode,
  document: DocumentNode,
  schema: GraphQLSchema,
  declared: AddressPolicies,
): DuePolicies | undefined {
  const root = operation.operation === OperationTypeNode.MUTATION ? schema.getMutationType() : schema.getQueryType();
  if (!root || operation.operation === OperationTypeNode.SUBSCRIPTION) return undefined;
  return duePoliciesOf(operation, document, root.name, declared);
}

/**
 * The address limits on Apollo Server's path (HTTP POST, GET, multipart, in-process). The gateway's own operations
 * (CORS origins, a subscription's reads) are not counted.
 */
export function addressLimitsPlugin(
  limits: RateLimits,
  policies: () => AddressPolicies,
): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        async didResolveOperation({ operation, document, contextValue, response, schema }) {
          if (!operation || contextValue.internal) return;
          const due = duePoliciesFor(operation, document, schema, policies());
          if (!due) return;
          await consumeAddressLimits(limits, due, contextValue, (name, value) =>
            response.http.headers.set(name, value),
          );
        },
      });
    },
  };
}
