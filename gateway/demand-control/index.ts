export { actualCost } from './actual-cost.js';
export { costRefusal, budgetsExceeded, type CostBudgets } from './budgets.js';
export { costDirectivesOf, NO_COST_DIRECTIVES, type CostDirectives, type ListSize } from './cost-directives.js';
export { COST_HEADERS, type CostMode } from './cost-report.js';
export { DemandControl, type DemandControlSettings } from './demand-control.js';
export { DEFAULT_LIST_SIZE, estimateCost, MUTATION_BASE_COST, type CostEstimate } from './estimate.js';
