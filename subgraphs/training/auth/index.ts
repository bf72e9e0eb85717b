import type { SubgraphArea } from '../../shared/area.js';
import { Tenant, TenantMembership } from './tenant.entity.js';

/** The training tenant and its members, whom the admin check admits (`training:add-admin` adds them). */
export const authArea: SubgraphArea = {
  entities: [Tenant, TenantMembership],
  resolvers: [],
};
