import { PRODUCTION_REQUIREMENTS, type ProductionRequirements } from '../platform/config.js';
import { complianceSubgraph } from './compliance/subgraph.js';
import { factorySubgraph } from './factory/subgraph.js';
import { trainingSubgraph } from './training/subgraph.js';

/**
 * The subgraphs of the supergraph, in composition order: the one list of them. The supergraph (`npm run compose`),
 * the stack (`npm start`, `npm run migrate`), docker-compose.yml's services and the tests' stacks follow from it; a
 * subgraph's name, port and schema from its own `subgraph.ts` (docs/ARCHITECTURE.md, "Adding a subgraph").
 */
export const SUBGRAPHS = [trainingSubgraph, complianceSubgraph, factorySubgraph] as const;

/** The name of a subgraph of SUBGRAPHS. */
export type SubgraphName = (typeof SUBGRAPHS)[number]['name'];

export const SUBGRAPH_NAMES: readonly SubgraphName[] = SUBGRAPHS.map((definition) => definition.name);

/**
 * What every component refuses to start without in production, by name: the platform's (gateway, REST adapter) and
 * each subgraph's own (its definition's `productionRequirements`). `npm start` checks them all.
 */
export const COMPONENT_PRODUCTION_REQUIREMENTS: ProductionRequirements = {
  ...PRODUCTION_REQUIREMENTS,
  ...Object.fromEntries(SUBGRAPHS.map((definition) => [definition.name, definition.productionRequirements ?? []])),
};
