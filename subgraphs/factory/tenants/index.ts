import type { SubgraphArea } from '../../shared/area.js';
import { Tenant } from './tenant.entity.js';
import { FactoryTenantResolver } from './tenant.resolver.js';

export const tenantsArea: SubgraphArea = {
  entities: [Tenant],
  resolvers: [FactoryTenantResolver],
};
