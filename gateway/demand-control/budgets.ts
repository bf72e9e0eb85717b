import { GraphQLError } from 'graphql';
import { ErrorCode } from '../../platform/errors.js';
import type { CostEstimate } from './estimate.js';

/** What demand control holds an estimate to (GRAPHQL_MAX_COST, GRAPHQL_SUBGRAPH_MAX_COST). */
export interface CostBudgets {
  /** The supergraph-wide maximum of an operation's estimated cost. */
  readonly maxCost: number;
  /** The maximum of the estimated cost each subgraph resolves, by subgraph name (those not named have none). */
  readonly subgraphs: Readonly<Record<string, number>>;
}

/** Why an estimate is over a budget; the reason is the refusal counter's label. */
export interface OverBudget {
  readonly reason: 'max_cost' | 'subgraph_budget';
  readonly estimated: number;
  readonly max: number;
  readonly subgraph?: string;
}

/** Every budget an estimate is over: the supergraph-wide maximum first, then each subgraph's in name order. */
export function budgetsExceeded(estimate: CostEstimate, budgets: CostBudgets): OverBudget[] {
  const over: OverBudget[] = [];
  if (estimate.total > budgets.maxCost)
    over.push({ reason: 'max_cost', estimated: estimate.total, max: budgets.maxCost });
  for (const subgraph of Object.keys(budgets.subgraphs).sort()) {
    const estimated = estimate.bySubgraph[subgraph] ?? 0;
    const max = budgets.subgraphs[subgraph];
    if (estimated > max) over.push({ reason: 'subgraph_budget', estimated, max, subgraph });
  }
  return over;
}

/** A finite integer for JSON and headers: an estimate multiplied past what a double holds is reported as the largest safe one. */
export const reportedCost = (cost: number): number =>
  Number.isFinite(cost) ? Math.min(Math.ceil(cost), Number.MAX_SAFE_INTEGER) : Number.MAX_SAFE_INTEGER;

const overMessage = (over: OverBudget, estimated: number) =>
  over.subgraph
    ? `The estimated cost of the fields subgraph "${over.subgraph}" resolves, ${estimated}, exceeds its budget of ${over.max}`
    : `The operation's estimated cost ${estimated} exceeds the maximum cost of ${over.max}`;

const costExtension = (over: OverBudget, estimated: number) => ({
  estimated,
  max: over.max,
  ...(over.subgraph ? { subgraph: over.subgraph } : {}),
});

/**
 * The refusal of an operation over a budget, as Apollo Router and Hive Router answer it: code
 * COST_ESTIMATED_TOO_EXPENSIVE, the estimate and the limit in `extensions.cost` (and the subgraph of a budget), HTTP
 * 400 as every refusal of an operation before it runs is here.
 */
export function costRefusal(over: OverBudget): GraphQLError {
  const estimated = reportedCost(over.estimated);
  return new GraphQLError(overMessage(over, estimated), {
    extensions: {
      code: ErrorCode.COST_ESTIMATED_TOO_EXPENSIVE,
      http: { status: 400 },
      cost: costExtension(over, estimated),
    },
  });
}

/**
 * What a subgraph over its budget answers in place of the call the gateway skips (Apollo Router's and Hive Router's
 * subgraph budgets): the same words and code as a refusal, in the answer of a fetch, so that the query plan goes on
 * without that subgraph's fields (null, with this error) and the other subgraphs' fields are answered.
 */
export function skippedSubgraphAnswer(over: OverBudget): {
  errors: { message: string; extensions: Record<string, unknown> }[];
} {
  const estimated = reportedCost(over.estimated);
  return {
    errors: [
      {
        message: overMessage(over, estimated),
        extensions: { code: ErrorCode.COST_ESTIMATED_TOO_EXPENSIVE, cost: costExtension(over, estimated) },
      },
    ],
  };
}
