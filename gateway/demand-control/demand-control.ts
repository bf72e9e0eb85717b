import type { ApolloServerPlugin, GraphQLRequest } from '@apollo/server';
import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { requestRefusal, type OperationCheck } from '../../platform/operation-admission.js';
import type { GatewayContext } from '../context.js';
import type { Supergraph } from '../supergraph-directives.js';
import { actualCost } from './actual-cost.js';
import { budgetsExceeded, costRefusal, reportedCost, type CostBudgets, type OverBudget } from './budgets.js';
import { costDirectivesOf, NO_COST_DIRECTIVES, type CostDirectives } from './cost-directives.js';
import { COST_HEADERS, recordActual, recordEstimate, recordSlicingRefusal, type CostMode } from './cost-report.js';
import { EstimateCache } from './estimate-cache.js';
import { estimateCost, type CostEstimate, type EstimateOutcome } from './estimate.js';

export interface DemandControlSettings extends CostBudgets {
  readonly mode: CostMode;
  /** Whether answers carry the cost headers (COST_HEADERS). */
  readonly headers: boolean;
  /**
   * The share of answers whose actual cost is measured when neither the headers nor measure mode need every one
   * (GRAPHQL_COST_ACTUAL_SAMPLE; 1 when unset).
   */
  readonly actualSample?: number;
}

/** An operation to admit: a document that validated against `schema`, with the client's variables. */
export interface CostedOperation {
  readonly schema: GraphQLSchema;
  readonly document: DocumentNode;
  readonly operationName?: string | null;
  readonly variables?: Readonly<Record<string, unknown>> | null;
  readonly operationType: string;
}

/**
 * Demand control by the IBM GraphQL Cost Directive specification, as Apollo Router and Hive Router apply it: every
 * client operation's cost is estimated from the supergraph's `@cost` and `@listSize` before any subgraph is called
 * (estimate.ts), held to GRAPHQL_MAX_COST and to the budgets per subgraph (budgets.ts), refused over one in enforce
 * mode (an operation within the maximum runs without the subgraphs over their budgets), only recorded in measure
 * mode; once answered, its actual cost is measured from the data (actual-cost.ts): every answer when the headers
 * carry it or in measure mode, else a sample (the measure walks the whole answer); both are exported as metrics and,
 * when configured, sent as response headers (cost-report.ts).
 *
 * HTTP POST, GET, multipart and in-process operations pass `check` (a check of the operation admission, which runs
 * it once the operation is resolved and its variables sound) and `plugin`; subscriptions pass `admit`.
 */
export class DemandControl {
  readonly #settings: DemandControlSettings;
  readonly #log: Logger;
  #directives: CostDirectives = NO_COST_DIRECTIVES;
  #cache = new EstimateCache();
  /** The estimate of each request admitted, for its answer's actual cost and headers. */
  readonly #estimates = new WeakMap<GraphQLRequest, { readonly estimate: CostEstimate; readonly refused: boolean }>();
  readonly #actualSample: ActualCostSample;
  /**
   * The actual costs of frozen answers, each measured once: the response cache's entries, the same object on every hit
   * until the entry goes (with what it was measured under, which a new supergraph changes).
   */
  #frozenCosts = new WeakMap<
    object,
    { readonly document: DocumentNode; readonly operationName: string | null | undefined; readonly cost: number }
  >();

  constructor(settings: DemandControlSettings, log: Logger) {
    this.#settings = settings;
    this.#log = log;
    const everyAnswer = settings.headers || settings.mode === 'measure';
    this.#actualSample = new ActualCostSample(everyAnswer ? 1 : (settings.actualSample ?? 1));
  }

  /** Reads the cost directives of the supergraph now served; estimates of the previous one are dropped. */
  useSupergraph(supergraph: Supergraph): void {
    this.#directives = costDirectivesOf(supergraph);
    this.#cache = new EstimateCache();
    this.#frozenCosts = new WeakMap();
  }

  /**
   * The estimate of an operation (cached when `cached`: documents Apollo Server keeps), recorded, and its refusal in
   * enforce mode. Over GRAPHQL_MAX_COST an operation is refused. Over a subgraph's budget, an operation that is
   * planned (`skipsSubgraphs`) runs without that subgraph, whose calls are skipped (`skipped`: the data sources answer
   * them with the error, skippedSubgraphAnswer); a subscription, answered from events rather than a plan, is refused.
   */
  admit(
    operation: CostedOperation,
    { cached = false, skipsSubgraphs = false }: { readonly cached?: boolean; readonly skipsSubgraphs?: boolean } = {},
  ): { estimate?: CostEstimate; refusal?: GraphQLError; skipped?: ReadonlyMap<string, OverBudget> } {
    const request = { ...operation, directives: this.#directives };
    let outcome: EstimateOutcome;
    try {
      outcome = cached ? this.#cache.estimate(request) : estimateCost(request);
    } catch (error) {
      // An estimate that failed is the gateway's defect: the operation is let through (the document limits still
      // bound it) and the defect is reported, rather than every client refused with an internal error.
      this.#log.warn({ err: error }, 'the cost of an operation could not be estimated');
      return {};
    }
    const { mode } = this.#settings;
    if (outcome.refusal !== undefined) {
      recordSlicingRefusal(mode);
      return mode === 'enforce' ? { refusal: requestRefusal(outcome.refusal) } : {};
    }
    const { estimate } = outcome;
    const exceeded = budgetsExceeded(estimate, this.#settings);
    recordEstimate(operation.operationType, estimate.total, exceeded, mode, this.#log);
    if (mode !== 'enforce' || !exceeded.length) return { estimate };
    if (exceeded[0].reason === 'max_cost' || !skipsSubgraphs) return { estimate, refusal: costRefusal(exceeded[0]) };
    return { estimate, skipped: new Map(exceeded.map((over) => [over.subgraph!, over])) };
  }

  /** The check of the operation admission (platform/operation-admission.ts) for HTTP and in-process operations. */
  check(): OperationCheck<GatewayContext> {
    return ({ schema, document, operation, operationName, request, contextValue }) => {
      // The gateway's own operations (a subscription's entity, the CORS origins, a cache gate) were admitted as the
      // client's subscription or are no client's.
      if (contextValue.internal || !operation) return undefined;
      const { estimate, refusal, skipped } = this.admit(
        { schema, document, operationName, variables: request.variables, operationType: operation.operation },
        { cached: true, skipsSubgraphs: true },
      );
      if (estimate) this.#estimates.set(request, { estimate, refused: !!refusal });
      if (skipped) contextValue.subgraphsOverBudget = skipped;
      return refusal;
    };
  }

  /**
   * The admission of an operation the gateway's prepared lane answers (gateway/prepared-lane/): its estimate, recorded
   * as `check` records it, when the operation passes every budget; undefined, with nothing recorded, when it would be
   * refused, run without a subgraph, or could not be estimated, so that the full path admits it as it does any other.
   */
  admitWithinBudgets(operation: CostedOperation, { record }: { readonly record: boolean }): CostEstimate | undefined {
    let outcome: EstimateOutcome;
    try {
      outcome = this.#cache.estimate({ ...operation, directives: this.#directives });
    } catch {
      return undefined;
    }
    if (outcome.refusal !== undefined) return undefined;
    const { estimate } = outcome;
    const exceeded = budgetsExceeded(estimate, this.#settings);
    if (exceeded.length && this.#settings.mode === 'enforce') return undefined;
    if (record) recordEstimate(operation.operationType, estimate.total, exceeded, this.#settings.mode, this.#log);
    return estimate;
  }

  /**
   * Once an admitted operation is answered: its actual cost measured (a sample, or every answer when the headers or
   * measure mode need it) and, when configured, the cost headers set. Both paths that answer operations call it;
   * without `record` (the prepared lane's shadow of an answer already reported) nothing is counted or sampled, and
   * the actual cost is measured only when the headers report it on every answer.
   */
  answered(
    { estimate, refused }: { readonly estimate: CostEstimate; readonly refused: boolean },
    answer: {
      readonly schema: GraphQLSchema;
      readonly document: DocumentNode | undefined;
      readonly operationName: string | null | undefined;
      readonly operationType: string | undefined;
      /** The answer's data; undefined when it was incremental (never measured). */
      readonly data: Record<string, unknown> | null | undefined;
      readonly single: boolean;
    },
    setHeader: (name: string, value: string) => void,
    { record }: { readonly record: boolean } = { record: true },
  ): void {
    let actual: number | undefined;
    // Its data is read only when measured: the prepared lane's may be a subgraph answer not parsed yet.
    const { schema, document, operationName, operationType, single } = answer;
    const measured = record ? () => this.#actualSample.next() : () => this.#settings.headers;
    if (!refused && single && document && operationType && measured()) {
      try {
        actual = this.#actualCost(schema, document, operationName, answer.data);
        if (record) recordActual(operationType, estimate.total, actual);
      } catch (error) {
        // A measure that failed is the gateway's defect, never the answer's: the client gets its data.
        this.#log.warn({ err: error }, 'the actual cost of an answer could not be measured');
      }
    }
    if (this.#settings.headers) {
      setHeader(COST_HEADERS.estimated, String(reportedCost(estimate.total)));
      setHeader(COST_HEADERS.max, String(this.#settings.maxCost));
      if (actual !== undefined) setHeader(COST_HEADERS.actual, String(reportedCost(actual)));
    }
  }

  /** The actual cost of an answer's data; of a frozen one, measured once (a cache entry's, answered again and again). */
  #actualCost(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | null | undefined,
    data: Record<string, unknown> | null | undefined,
  ): number {
    const frozen = typeof data === 'object' && data !== null && Object.isFrozen(data) ? data : undefined;
    const known = frozen && this.#frozenCosts.get(frozen);
    if (known && known.document === document && known.operationName === operationName) return known.cost;
    const cost = actualCost(schema, this.#directives, document, operationName, data);
    if (frozen) this.#frozenCosts.set(frozen, { document, operationName, cost });
    return cost;
  }

  /** Measures the actual cost of each answer admitted, and sends the cost headers when configured. */
  plugin(): ApolloServerPlugin<GatewayContext> {
    return {
      requestDidStart: () =>
        Promise.resolve({
          // Async though it waits for nothing: Apollo calls every plugin's hook, then awaits them all, so a throw here
          // must be a rejection, never keeping the plugins after this one (the response cache's fill) from theirs.
          // eslint-disable-next-line @typescript-eslint/require-await
          willSendResponse: async ({ request, response, schema, document, operation, operationName }) => {
            const admitted = this.#estimates.get(request);
            if (!admitted) return;
            const single = response.body.kind === 'single';
            this.answered(
              admitted,
              {
                schema,
                document,
                operationName,
                operationType: operation?.operation,
                data: response.body.kind === 'single' ? response.body.singleResult.data : undefined,
                single,
              },
              (name, value) => response.http.headers.set(name, value),
            );
          },
        }),
    };
  }
}

/**
 * Which answers are measured: `rate` of them, evenly spread (the n-th answer is measured when n × rate crosses an
 * integer), so that a rate of 0.01 measures exactly one answer in a hundred.
 */
class ActualCostSample {
  #answers = 0;

  constructor(private readonly rate: number) {}

  next(): boolean {
    const before = Math.floor(this.#answers * this.rate);
    this.#answers++;
    return Math.floor(this.#answers * this.rate) > before;
  }
}
