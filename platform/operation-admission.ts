import type { ApolloServerPlugin, BaseContext, GraphQLRequestContextDidResolveOperation } from '@apollo/server';
import { GraphQLError, Kind, OperationTypeNode, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import { ErrorCode } from './errors.js';
import { httpErrorCode } from './http-errors.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.js';

/** A refusal of a request before it runs: VALIDATION_ERROR, answered with HTTP 400. */
export function requestRefusal(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.VALIDATION_ERROR, http: { status: 400 } } });
}

/**
 * The refusal of an operation's variables nested deeper than MAX_JSON_DEPTH (checked by a loop: they may be deeper
 * than the stack), or undefined. Everything that walks variables further on recurses: graphql-js's coercion, the
 * cost measure, JSON.stringify of a subgraph request or of a cache key. Every channel that takes variables from a
 * client calls this before anything else reads them (the Apollo Server pipeline below for HTTP POST, GET, multipart
 * and in-process operations; the subscription transports on their own).
 */
export function variablesRefusal(variables: unknown): GraphQLError | undefined {
  return nestedDeeperThan(variables)
    ? requestRefusal(`Variables nested deeper than ${MAX_JSON_DEPTH} levels`)
    : undefined;
}

/** Why no operation of `document` is the one to run, in graphql-js's own words (`getOperationAST` returned none). */
function unresolvedOperation(document: DocumentNode, operationName: string | undefined | null): GraphQLError {
  if (operationName) return requestRefusal(`Unknown operation named "${operationName}".`);
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return requestRefusal(
    operations.length > 1
      ? 'Must provide operation name if query contains multiple operations.'
      : 'Must provide an operation.',
  );
}

const SUBSCRIPTIONS_ELSEWHERE =
  'Subscriptions are served by the gateway: graphql-ws or SSE on its /graphql, not as a plain HTTP request';

/** A check of a resolved operation with sound variables: its refusal, or undefined. */
export type OperationCheck<TContext extends BaseContext> = (
  requestContext: GraphQLRequestContextDidResolveOperation<TContext>,
) => GraphQLError | undefined;

/**
 * The admission of every operation, where every transport passes: Apollo Server's `didResolveOperation`, reached by
 * HTTP POST, GET and multipart requests and by `executeOperation` alike, after the document parsed and validated and
 * before anything runs (or reads the variables). In order: the operation must be resolved (a document of several
 * operations without `operationName`, or an unknown name, is the client's mistake: 400, where the gateway's executor
 * would fail with an internal error) and be a query or a mutation the schema has (a subscription here would fail as
 * an internal error too: the gateway serves them over its own transports), its variables nested within MAX_JSON_DEPTH, then the component's own `checks`
 * (the gateway's demand control). One hook, so that no check can run on input another has not cleared yet.
 *
 * A refusal thrown here is answered by Apollo Server as the request's only error, with its status. Install this
 * plugin first: Apollo Server runs every plugin's `didResolveOperation` together and answers the first refusal.
 */
export function operationAdmissionPlugin<TContext extends BaseContext>(
  ...checks: OperationCheck<TContext>[]
): ApolloServerPlugin<TContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        // Async though it waits for nothing: Apollo calls every plugin's hook, then awaits them all, so a throw here
        // must be a rejection; thrown synchronously it would keep the plugins after this one from their hook.
        // eslint-disable-next-line @typescript-eslint/require-await
        async didResolveOperation(requestContext) {
          const { operation, document, request } = requestContext;
          if (!operation) throw unresolvedOperation(document, request.operationName);
          // Apollo Server executes no subscription (ApolloGateway and graphql-js fail it as an internal error).
          if (operation.operation === OperationTypeNode.SUBSCRIPTION) throw requestRefusal(SUBSCRIPTIONS_ELSEWHERE);
          if (!requestContext.schema.getRootType(operation.operation))
            throw requestRefusal(`This schema has no ${operation.operation} type`);
          const refusal = variablesRefusal(request.variables);
          if (refusal) throw refusal;
          for (const check of checks) {
            const refused = check(requestContext);
            if (refused) throw refused;
          }
        },
      });
    },
  };
}

/**
 * Errors without a code that are the client's, never an internal error: Apollo Server's refusals of a malformed
 * request that carry an HTTP status of 4xx (an APQ hash that does not match its query, an unsupported APQ version),
 * and an HTTP library's 4xx error thrown while an operation runs (graphql-upload's, when the client disconnects in the
 * middle of its upload: a subgraph reads the files as its resolver runs). Error formatters (the gateway's, the
 * subgraphs') apply this first.
 */
export function withRequestErrorCode(formatted: GraphQLFormattedError, thrown: unknown): GraphQLFormattedError {
  // Apollo Server has filled in INTERNAL_SERVER_ERROR for the missing code by now: the error thrown tells.
  if (!(thrown instanceof GraphQLError) || thrown.extensions.code !== undefined) return formatted;
  const status = (thrown.extensions.http as { status?: unknown } | undefined)?.status;
  const code =
    typeof status === 'number' && status >= 400 && status < 500
      ? ErrorCode.VALIDATION_ERROR
      : httpErrorCode(thrown.originalError);
  if (code === ErrorCode.INTERNAL_ERROR) return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, code } };
}
