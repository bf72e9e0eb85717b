import type { Logger } from 'pino';
import {
  operationCostActual,
  operationCostDelta,
  operationCostEstimated,
  operationCostRefusals,
} from '../../platform/metrics.js';
import { reportedCost, type OverBudget } from './budgets.js';

/** How demand control applies the budgets: `enforce` refuses what is over one, `measure` only records it. */
export type CostMode = 'enforce' | 'measure';

/** The response headers of the costs, by Hive Router's default names (Apollo Router sends none). */
export const COST_HEADERS = {
  estimated: 'X-Cost-Estimated',
  actual: 'X-Cost-Actual',
  max: 'X-Cost-Max',
} as const;

/** Records an estimate in the metrics, and each budget it is over (counted, and logged in measure mode). */
export function recordEstimate(
  operationType: string,
  estimated: number,
  exceeded: readonly OverBudget[],
  mode: CostMode,
  log: Logger,
): void {
  operationCostEstimated.observe(
    { operation_type: operationType, result: exceeded.length ? 'COST_ESTIMATED_TOO_EXPENSIVE' : 'COST_OK' },
    reportedCost(estimated),
  );
  for (const over of exceeded) {
    operationCostRefusals.inc({ reason: over.reason, subgraph: over.subgraph ?? '', mode });
    // The client's operation, not a fault of the gateway's: never above info.
    if (mode === 'measure')
      log.info(
        { estimated: reportedCost(over.estimated), max: over.max, subgraph: over.subgraph },
        'operation over its cost budget, run in measure mode',
      );
  }
}

/** A refusal that is no budget's (a `requireOneSlicingArgument` unmet), counted beside the budgets'. */
export function recordSlicingRefusal(mode: CostMode): void {
  operationCostRefusals.inc({ reason: 'slicing_argument', subgraph: '', mode });
}

/** Records the actual cost of an executed operation beside its estimate. */
export function recordActual(operationType: string, estimated: number, actual: number): void {
  operationCostActual.observe({ operation_type: operationType }, reportedCost(actual));
  operationCostDelta.observe({ operation_type: operationType }, reportedCost(Math.abs(estimated - actual)));
}
