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

/** The first budget an estimate is over: the supergraph-wide maximum, then each subgraph's in name order. */
export function overBudget(estimate: CostEstimate, budgets: CostBudgets): OverBudget | undefined {
  if (estimate.total > budgets.maxCost) return { reason: 'max_cost', estimated: estimate.total, max: budgets.maxCost };
  for (const subgraph of Object.keys(budgets.subgraphs).sort()) {
    const estimated = estimate.bySubgraph[subgraph] ?? 0;
    const max = budgets.subgraphs[subgraph];
    if (estimated > max) return { reason: 'subgraph_budget', estimated, max, subgraph };
  }
  return undefined;
}

/** A finite integer for JSON and headers: an estimate multiplied past what a double holds is reported as the largest safe one. */
export const reportedCost = (cost: number): number =>
  Number.isFinite(cost) ? Math.min(Math.ceil(cost), Number.MAX_SAFE_INTEGER) : Number.MAX_SAFE_INTEGER;

/**
 * The refusal of an operation over a budget, as Apollo Router and Hive Router answer it: code
 * COST_ESTIMATED_TOO_EXPENSIVE, the estimate and the limit in `extensions.cost` (and the subgraph of a budget), HTTP
 * 400 as every refusal of an operation before it runs is here.
 */
export function costRefusal(over: OverBudget): GraphQLError {
  const estimated = reportedCost(over.estimated);
  const message = over.subgraph
    ? `The estimated cost of the fields subgraph "${over.subgraph}" resolves, ${estimated}, exceeds its budget of ${over.max}`
    : `The operation's estimated cost ${estimated} exceeds the maximum cost of ${over.max}`;
  return new GraphQLError(message, {
    extensions: {
      code: ErrorCode.COST_ESTIMATED_TOO_EXPENSIVE,
      http: { status: 400 },
      cost: { estimated, max: over.max, ...(over.subgraph ? { subgraph: over.subgraph } : {}) },
    },
  });
}
