import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  OperationTypeNode,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { ErrorCode } from '../../platform/errors.js';
import { variablesRefusal } from '../../platform/operation-admission.js';
import { formatGatewayError } from '../errors.js';
import type { DocumentGuard } from '../limits.js';
import type { DocumentChannel, TrustedDocumentResolver } from '../trusted-documents/index.js';

/** A subscription as a client sends it (graphql-ws `subscribe` payload, graphql-sse request). */
export interface SubscriptionRequest {
  readonly query?: unknown;
  readonly operationName?: unknown;
  readonly variables?: unknown;
  /** A trusted document's id instead of `query` (gateway/trusted-documents/). */
  readonly documentId?: unknown;
  /** Apollo's `persistedQuery.sha256Hash`, another way to name a trusted document. */
  readonly extensions?: unknown;
}

/**
 * The request with its trusted document's text as `query` when it names one by id, as it came otherwise, or the
 * refusal of trusted documents (an unknown id; in enforce mode an unknown text): resolved as on HTTP, before the
 * document guard and the parser. Automatic persisted queries are Apollo Server's, on HTTP only: an unknown hash here
 * is an unknown id whatever the mode.
 */
export function resolveSubscriptionDocument<T>(
  request: T,
  documents: TrustedDocumentResolver,
  channel: DocumentChannel,
): { readonly request: T } | { readonly refusal: GraphQLError } {
  // Not a request at all (an array, a string): left as sent for the request's shape check to refuse.
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return { request };
  const resolution = documents.resolve(request, channel);
  if (resolution.kind === 'refused') return { refusal: resolution.error };
  if (resolution.kind === 'as-sent') return { request };
  const { documentId: _resolved, ...rest } = request as SubscriptionRequest;
  return { request: { ...rest, query: resolution.query } as T };
}

/**
 * graphql-ws's reviver of each message (its `jsonMessageReviver`): a `subscribe` whose payload names a trusted
 * document by id and has no `query` is given an empty one, which graphql-ws requires to be a string before it hands the
 * payload over; resolveSubscriptionDocument then puts the document's text there.
 */
export function acceptDocumentIds(this: unknown, key: string, value: unknown): unknown {
  if (key !== '' || typeof value !== 'object' || value === null) return value;
  const message = value as { type?: unknown; payload?: unknown };
  if (message.type !== 'subscribe' || typeof message.payload !== 'object' || message.payload === null) return value;
  const payload = message.payload as SubscriptionRequest;
  if (payload.query === undefined && (payload.documentId !== undefined || payload.extensions !== undefined))
    return { ...message, payload: { ...payload, query: '' } };
  return value;
}

/** What graphql-js executes a subscription with. */
export interface SubscriptionArgs {
  readonly schema: GraphQLSchema;
  readonly document: DocumentNode;
  readonly operationName: string | undefined;
  readonly variableValues: Record<string, unknown> | undefined;
}

/**
 * The gateway's own admission of a subscription that validated (its demand control): the refusal, or undefined.
 * The same as HTTP operations pass (platform/operation-admission.ts).
 */
export type SubscriptionAdmission = (args: SubscriptionArgs) => GraphQLError | undefined;

/** A client's mistake, with our code (`VALIDATION_ERROR` unless said), keeping the locations graphql-js found. */
function refusal(message: string, from?: GraphQLError, code: ErrorCode = ErrorCode.VALIDATION_ERROR): GraphQLError {
  return new GraphQLError(message, {
    nodes: from?.nodes,
    source: from?.source,
    positions: from?.positions,
    extensions: { ...from?.extensions, code },
  });
}

/**
 * The execution arguments of a subscription request, or the errors that refuse it, each with its code: a request
 * that is not one (no query, variables that are no object or nest deeper than MAX_JSON_DEPTH), a document beyond
 * the limits, that does not parse, names no operation of its own or one that is not a subscription, does not
 * validate against the current supergraph, whose variables do not fit it, or that `admit` refuses (its estimated
 * cost over a budget). The transports then answer these for
 * that subscription alone; nothing a client sends reaches them as an exception.
 */
export function prepareSubscription(
  request: SubscriptionRequest,
  guard: DocumentGuard,
  currentSchema: () => GraphQLSchema,
  admit?: SubscriptionAdmission,
): SubscriptionArgs | readonly GraphQLError[] {
  const malformed = refuseRequestShape(request);
  if (malformed) return malformed;
  const { query, operationName, variables } = request as {
    query: string;
    operationName?: string | null;
    variables?: Record<string, unknown> | null;
  };
  const beyondLimits = guard.check(query);
  if (beyondLimits) return [beyondLimits];
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: guard.limits.maxTokens });
  } catch (error) {
    return [error instanceof GraphQLError ? refusal(error.message, error) : refusal('The document does not parse')];
  }
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation)
    return [
      refusal(
        operationName
          ? `The document has no operation named ${operationName}`
          : 'The document has several operations: name one in operationName',
      ),
    ];
  if (operation.operation !== OperationTypeNode.SUBSCRIPTION)
    return [refusal('Only subscriptions are served here: send queries and mutations over HTTP')];
  let schema: GraphQLSchema;
  try {
    schema = currentSchema();
  } catch {
    return [refusal('The supergraph is not loaded yet; try again shortly', undefined, ErrorCode.SERVICE_UNAVAILABLE)];
  }
  const invalid = validate(schema, document);
  if (invalid.length) return invalid.map((error) => refusal(error.message, error));
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors) return coerced.errors.map((error) => refusal(error.message, error));
  const args = { schema, document, operationName: operationName ?? undefined, variableValues: variables ?? undefined };
  const refused = admit?.(args);
  if (refused) {
    // What only Apollo Server reads (the HTTP status) stays here.
    const { http: _http, ...extensions } = refused.extensions;
    return [new GraphQLError(refused.message, { extensions })];
  }
  return args;
}

/**
 * The refusal of a request that is no subscription request: not an object, no query string, an operationName that
 * is no string, variables that are no object or nest deeper than MAX_JSON_DEPTH; undefined when it is one.
 */
export function refuseRequestShape(request: unknown): readonly GraphQLError[] | undefined {
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    return [refusal('The request must be a JSON object with the subscription as query')];
  const { query, operationName, variables } = request as SubscriptionRequest;
  if (typeof query !== 'string') return [refusal('query must be a string: the subscription document')];
  if (operationName != null && typeof operationName !== 'string') return [refusal('operationName must be a string')];
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
    return [refusal('variables must be an object')];
  const tooDeep = variablesRefusal(variables);
  return tooDeep && [refusal(tooDeep.message)];
}

/** Each error as it leaves a subscription transport: with our code, an internal one masked and logged (as on HTTP). */
export function formatSubscriptionErrors(errors: readonly GraphQLError[]): GraphQLFormattedError[] {
  return errors.map((error) => formatGatewayError(error.toJSON(), error.originalError ?? error));
}

/** A result with its errors formatted (formatSubscriptionErrors), or undefined when it has none. */
export function formatSubscriptionResult(result: ExecutionResult): FormattedExecutionResult | undefined {
  if (!result.errors?.length) return undefined;
  return { ...result, errors: formatSubscriptionErrors(result.errors) };
}
