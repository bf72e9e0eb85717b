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

/** An answered operation, as the metrics see it. */
export interface AnsweredOperation {
  /** Undefined for an operation that never parsed or validated; null for one without a name. */
  readonly name: string | null | undefined;
  /** `query`, `mutation`, or undefined for one that never resolved. */
  readonly type: string | undefined;
  /** When it began (performance.now()). */
  readonly started: number;
  /** The errors of its answer, as formatted: the codes clients see. */
  readonly errors: readonly GraphQLFormattedError[];
}

/**
 * Counts every operation a component answers, by name and type, times it by type, and counts the errors of its
 * answer by code. One per component, whichever path answered (Apollo Server's plugin below, the gateway's prepared
 * lane), so that they share the bounded set of name labels.
 */
export class OperationMetrics {
  readonly #knownNames = new Set<string>();

  constructor(private readonly component: string) {}

  record({ name, type, started, errors }: AnsweredOperation): void {
    const component = this.component;
    const operationType = type ?? 'unknown';
    const operationName = type === undefined ? 'unknown' : this.#label(name ?? 'anonymous');
    graphqlOperations.inc({ component, operation_name: operationName, operation_type: operationType });
    graphqlOperationDuration.observe(
      { component, operation_type: operationType },
      (performance.now() - started) / 1000,
    );
    for (const error of errors) {
      const code = error.extensions?.code;
      graphqlErrors.inc({
        component,
        operation_name: operationName,
        code: typeof code === 'string' ? code : 'UNKNOWN',
      });
    }
  }

  #label(name: string): string {
    if (this.#knownNames.has(name)) return name;
    if (this.#knownNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.#knownNames.add(name);
    return name;
  }
}

/**
 * The operation metrics of every operation Apollo Server answers. An operation that never parsed or validated has
 * the name and type `unknown`.
 */
export function operationMetricsPlugin<TContext extends BaseContext>(
  recorder: OperationMetrics,
): ApolloServerPlugin<TContext> {
  return {
    requestDidStart() {
      const started = performance.now();
      return Promise.resolve({
        // Async though it waits for nothing: Apollo calls every plugin's hook, then awaits them all, so a throw here
        // must be a rejection; thrown synchronously it would keep the plugins after this one from their hook.
        // eslint-disable-next-line @typescript-eslint/require-await
        async willSendResponse(requestContext) {
          recorder.record({
            name: requestContext.operationName,
            type: requestContext.operation?.operation,
            started,
            errors: formattedErrors(requestContext.response),
          });
        },
      });
    },
  };
}
