import type { SubgraphDefinition } from '../shared/server.js';
import { PlanResolver } from './plans/plan.resolver.js';

export const complianceSubgraph: SubgraphDefinition = {
  name: 'compliance',
  database: { schema: 'compliance', entities: [], migrations: [] },
  resolvers: [PlanResolver],
  createContext: (base) => base,
};
