import type { SubgraphArea } from '../../shared/area.js';
import { Tenant } from './tenant.entity.js';

export const tenantsArea: SubgraphArea = {
  entities: [Tenant],
  resolvers: [],
};
