import type { SubgraphArea } from '../../shared/area.js';
import { FactoryRoleResolver } from './role.resolver.js';

export const rolesArea: SubgraphArea = {
  entities: [],
  resolvers: [FactoryRoleResolver],
};
