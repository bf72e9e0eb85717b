import type { SubgraphDefinition } from '../shared/server.js';
import { FactoryRoleResolver } from './roles/role.resolver.js';

export const factorySubgraph: SubgraphDefinition = {
  name: 'factory',
  database: { schema: 'factory', entities: [], migrations: [] },
  resolvers: [FactoryRoleResolver],
  createContext: (base) => base,
};
