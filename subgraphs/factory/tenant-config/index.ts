import type { SubgraphArea } from '../../shared/area.js';
import { TenantConfig } from './tenant-config.entity.js';
import { FactoryTenantConfigResolver } from './tenant-config.resolver.js';

export const tenantConfigArea: SubgraphArea = {
  entities: [TenantConfig],
  resolvers: [FactoryTenantConfigResolver],
};
