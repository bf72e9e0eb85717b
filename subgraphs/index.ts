import { config } from '../platform/config.js';
import { complianceSubgraph } from './compliance/subgraph.js';
import { factorySubgraph } from './factory/subgraph.js';
import type { SubgraphDefinition, SubgraphName } from './shared/server.js';
import { trainingSubgraph } from './training/subgraph.js';

/** The three subgraphs of the supergraph, in composition order. */
export const SUBGRAPHS: readonly SubgraphDefinition[] = [
  trainingSubgraph,
  complianceSubgraph,
  factorySubgraph,
] as SubgraphDefinition[];

export function subgraphPort(name: SubgraphName): number {
  const { TRAINING_PORT, COMPLIANCE_PORT, FACTORY_PORT } = config();
  return { training: TRAINING_PORT, compliance: COMPLIANCE_PORT, factory: FACTORY_PORT }[name];
}

/** Where the gateway reaches a subgraph: the configured URL, or the local port. */
export function subgraphUrl(name: SubgraphName): string {
  const { TRAINING_URL, COMPLIANCE_URL, FACTORY_URL } = config();
  const configured = { training: TRAINING_URL, compliance: COMPLIANCE_URL, factory: FACTORY_URL }[name];
  return configured ?? `http://127.0.0.1:${subgraphPort(name)}/graphql`;
}
