import type { SubgraphArea } from '../../shared/area.js';
import { Tenant } from './tenant.entity.js';
import { ComplianceTenantResolver } from './tenant.resolver.js';
import { Role, User } from './user.entity.js';

export const tenantsArea: SubgraphArea = {
  entities: [Tenant, Role, User],
  resolvers: [ComplianceTenantResolver],
};
