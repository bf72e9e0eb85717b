import type { SubgraphArea } from '../../shared/area.js';
import { TrainingCacheGateResolver } from './cache-gate.resolver.js';
import { Tenant, TenantMembership } from './tenant.entity.js';

/**
 * The training tenant and its members, whom the admin check admits (`training:add-admin` adds them), and the response
 * cache's gate, which applies that check.
 */
export const authArea: SubgraphArea = {
  entities: [Tenant, TenantMembership],
  resolvers: [TrainingCacheGateResolver],
};
