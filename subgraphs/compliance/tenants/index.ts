import type { ComplianceArea } from '../area.js';
import { Tenant } from './tenant.entity.js';
import { TenantResolver } from './tenant.resolver.js';
import { Role, User } from './user.entity.js';

export const tenantsArea: ComplianceArea = {
  entities: [Tenant, Role, User],
  resolvers: [TenantResolver],
};
