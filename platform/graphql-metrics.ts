import type { ApolloServerPlugin, BaseContext, GraphQLRequestContextWillSendResponse } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { graphqlErrors, graphqlOperationDuration, graphqlOperations } from './metrics.js';

/**
 * Operation names are the client's to choose: the first this many distinct ones become label values, later ones
 * count as `other`, so that a client inventing names cannot grow the registry without bound.
 */
const MAX_OPERATION_NAMES = 300;

function formattedErrors(
  response: GraphQLRequestContextWillSendResponse<BaseContext>['response'],
): readonly GraphQLFormattedError[] {
  const { body } = response;
  return (body.kind === 'single' ? body.singleResult.errors : body.initialResult.errors) ?? [];
}

/**
 * Counts every operation Apollo Server answers, by name and type, times it by type, and counts the errors of its
 * answer by code (as formatted: the codes clients see). An operation that never parsed or validated has the
 * name and type `unknown`.
 */
export function operationMetricsPlugin<TContext extends BaseContext>(component: string): ApolloServerPlugin<TContext> {
  const knownNames = new Set<string>();
  const nameLabel = (requestContext: GraphQLRequestContextWillSendResponse<TContext>): string => {
    if (!requestContext.operation) return 'unknown';
    const name = requestContext.operationName ?? 'anonymous';
    if (knownNames.has(name)) return name;
    if (knownNames.size >= MAX_OPERATION_NAMES) return 'other';
    knownNames.add(name);
    return name;
  };

  return {
    requestDidStart() {
      const started = performance.now();
      return Promise.resolve({
        // Async though it waits for nothing: Apollo calls every plugin's hook, then awaits them all, so a throw here
        // must be a rejection; thrown synchronously it would keep the plugins after this one from their hook.
        // eslint-disable-next-line @typescript-eslint/require-await
        async willSendResponse(requestContext) {
          const operationType = requestContext.operation?.operation ?? 'unknown';
          const operationName = nameLabel(requestContext);
          graphqlOperations.inc({ component, operation_name: operationName, operation_type: operationType });
          graphqlOperationDuration.observe(
            { component, operation_type: operationType },
            (performance.now() - started) / 1000,
          );
          for (const error of formattedErrors(requestContext.response)) {
            const code = error.extensions?.code;
            graphqlErrors.inc({
              component,
              operation_name: operationName,
              code: typeof code === 'string' ? code : 'UNKNOWN',
            });
          }
        },
      });
    },
  };
}
