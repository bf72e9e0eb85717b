import type { GatewayExecutor, GatewayGraphQLRequestContext, GatewayInterface } from '@apollo/server-gateway-interface';
import { GraphQLError, getOperationAST, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { createHash } from 'node:crypto';
import { ErrorCode } from '../../platform/errors.js';
import type { GatewayContext } from '../context.js';
import { meets } from './decision.js';
import { nullAtRemovedPaths, type RemovedField } from './document-filter.js';
import { FilteredDocuments, visibilityKey } from './filtered-documents.js';
import type { CallerIdentities, CallerIdentity } from './identity.js';
import { authorizationRequirementsOf, NO_REQUIREMENTS } from './requirements.js';

/** Apollo Router's message for a field or type removed from an operation. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized field or type';

const unauthorizedErrors = (removed: readonly RemovedField[], identity: CallerIdentity) =>
  removed
    .filter(({ reported }) => reported)
    .map(
      ({ path }) =>
        new GraphQLError(UNAUTHORIZED_MESSAGE, {
          path,
          // `authenticated` lets the REST adapter answer the legacy status (401 to a caller without a valid
          // credential, else 403), `refusedCredential` the legacy words for a token refused.
          extensions: {
            code: ErrorCode.UNAUTHORIZED_FIELD_OR_TYPE,
            authenticated: identity.authenticated,
            ...(identity.refusedCredential ? { refusedCredential: identity.refusedCredential } : {}),
            ...(identity.issuer ? { issuer: identity.issuer } : {}),
          },
        }),
    );

/**
 * The authorization directives enforced before planning, around ApolloGateway's executor: every operation of every
 * channel (HTTP POST, GET, multipart, in-process, the subscriptions' entity queries) runs through it. An operation
 * touching no field or type with a directive runs as it came, and costs no identity. Otherwise the caller's verified
 * identity decides (identity.ts): what it may not see is removed (document-filter.ts), the rest is planned and
 * executed, and each removed field is answered null with an error UNAUTHORIZED_FIELD_OR_TYPE at its path; with
 * `rejectUnauthorized` the whole operation is refused instead, before any subgraph is called.
 *
 * ApolloGateway keeps query plans by the request's queryHash (and operation name): a filtered operation is planned
 * under a hash of its own, per visibility, so that it never shares a plan with the unfiltered one.
 */
export class AuthorizationEnforcement {
  /** The requirements of each supergraph served, by its API schema (a request runs on the schema it started with). */
  readonly #bySchema = new WeakMap<GraphQLSchema, FilteredDocuments>();
  #current: FilteredDocuments | undefined;

  constructor(
    private readonly identities: CallerIdentities,
    private readonly options: { readonly rejectUnauthorized: boolean },
  ) {}

  /** The supergraph just loaded (ApolloGateway's onSchemaLoadOrUpdate). */
  useSupergraph(apiSchema: GraphQLSchema, supergraph: DocumentNode | string): void {
    const document = typeof supergraph === 'string' ? parse(supergraph, { noLocation: true }) : supergraph;
    const requirements = authorizationRequirementsOf(document);
    const documents = new FilteredDocuments(
      apiSchema,
      requirements === NO_REQUIREMENTS ? NO_REQUIREMENTS : requirements,
    );
    this.#bySchema.set(apiSchema, documents);
    this.#current = documents;
  }

  /** The same requirements over the subscription schema of each supergraph (subscriptions/subscription-schema.ts). */
  readonly #bySubscriptionSchema = new WeakMap<GraphQLSchema, FilteredDocuments>();

  /**
   * What a subscription selects that its subscriber may not see, as errors UNAUTHORIZED_FIELD_OR_TYPE at their paths
   * (none when it may see it all). A subscription is refused whole, at subscribe: its events are answered from the
   * broker, with no plan to take a field out of, and a stream that reports the same removal on every event helps
   * nobody. The entity each event shows is then queried through this gateway, so it passes `wrap` again, with the
   * subscriber's scopes of that moment.
   */
  async subscriptionRefusals(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | undefined,
    authorization: string,
  ): Promise<GraphQLError[]> {
    const current = this.#current;
    if (!current) return [];
    let documents = this.#bySubscriptionSchema.get(schema);
    if (documents?.requirements !== current.requirements) {
      documents = new FilteredDocuments(schema, current.requirements);
      this.#bySubscriptionSchema.set(schema, documents);
    }
    const touched = documents.touched(document, operationName);
    if (!touched.length) return [];
    const withScopes = touched.some((requirement) => requirement.scopes.length || requirement.policies.length);
    const identity = await this.identities.identityOf(authorization, withScopes);
    const refused = touched.filter((requirement) => !meets(identity, requirement));
    if (!refused.length) return [];
    return unauthorizedErrors(documents.filtered(document, operationName, refused).removed, identity);
  }

  /**
   * What the caller may see of an operation, as a key: '' when the operation touches no directive or the caller meets
   * every one, else which requirements it refuses. The response cache keys its entries with it too, so that no
   * answer stored for a caller who could see more is served to one who can see less (a permission taken away while
   * a token's entry lives included).
   */
  async visibilityOf(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | null | undefined,
    authorization: string | undefined,
  ): Promise<string> {
    const documents = this.#bySchema.get(schema) ?? this.#current;
    if (!documents) return '';
    const touched = documents.touched(document, operationName);
    if (!touched.length) return '';
    const withScopes = touched.some((requirement) => requirement.scopes.length || requirement.policies.length);
    const identity = await this.identities.identityOf(authorization, withScopes);
    const refused = touched.filter((requirement) => !meets(identity, requirement));
    return refused.length ? visibilityKey(operationName, refused) : '';
  }

  /** Whether an operation touches a field or type with an authorization directive (then its caller's identity decides). */
  touches(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): boolean {
    const documents = this.#bySchema.get(schema) ?? this.#current;
    return !!documents && documents.touched(document, operationName).length > 0;
  }

  /** ApolloGateway's executor, enforcing. */
  wrap(executor: GatewayExecutor): GatewayExecutor {
    return async (requestContext) => {
      const documents = this.#bySchema.get(requestContext.schema) ?? this.#current;
      const { document, request } = requestContext;
      if (!documents || !document) return executor(requestContext);
      const touched = documents.touched(document, request.operationName);
      if (!touched.length) return executor(requestContext);
      const context = requestContext.context as Partial<GatewayContext>;
      const withScopes = touched.some((requirement) => requirement.scopes.length || requirement.policies.length);
      const identity = await this.identities.identityOf(context.forwardedHeaders?.authorization, withScopes);
      const refused = touched.filter((requirement) => !meets(identity, requirement));
      if (!refused.length) return executor(requestContext);
      const filtered = documents.filtered(document, request.operationName, refused);
      const errors = unauthorizedErrors(filtered.removed, identity);
      if (this.options.rejectUnauthorized) return { errors };
      if (!filtered.document) {
        const data: Record<string, unknown> = {};
        nullAtRemovedPaths(data, filtered.removed);
        return { data, errors };
      }
      const result = await executor(
        filteredContext(requestContext, filtered.document, visibilityKey(request.operationName, refused)),
      );
      if (result.data) nullAtRemovedPaths(result.data, filtered.removed);
      return { ...result, errors: [...(result.errors ?? []), ...errors] };
    };
  }
}

/** The request as ApolloGateway plans it: the filtered document, under a query hash of its own. */
function filteredContext(
  requestContext: GatewayGraphQLRequestContext,
  document: DocumentNode,
  visibility: string,
): GatewayGraphQLRequestContext {
  const queryHash = createHash('sha256').update(requestContext.queryHash).update('\0').update(visibility).digest('hex');
  return {
    ...requestContext,
    document,
    queryHash,
    operation: getOperationAST(document, requestContext.request.operationName) ?? requestContext.operation,
  };
}

/**
 * ApolloGateway as Apollo Server loads it, its executor enforcing the directives (the rest passed through); `inner`
 * wraps ApolloGateway's executor inside the enforcement, so that it executes what the enforcement let through.
 */
export function enforcingGateway(
  gateway: GatewayInterface,
  enforcement: AuthorizationEnforcement,
  inner: (executor: GatewayExecutor) => GatewayExecutor = (executor) => executor,
): GatewayInterface {
  return {
    onSchemaLoadOrUpdate: (callback) => gateway.onSchemaLoadOrUpdate(callback),
    load: async (options) => {
      const { executor } = await gateway.load(options);
      return { executor: executor && enforcement.wrap(inner(executor)) };
    },
    stop: () => gateway.stop(),
  };
}
