import type { SubgraphArea } from '../shared/area.js';
import { plansArea } from './plans/index.js';
import { FactoryRoleResolver } from './roles/role.resolver.js';
import { tenantsArea } from './tenants/index.js';
import { usersArea } from './users/index.js';

const rolesArea: SubgraphArea = { entities: [], resolvers: [FactoryRoleResolver] };

/** The domain areas of the factory subgraph. */
export const FACTORY_AREAS: readonly SubgraphArea[] = [rolesArea, plansArea, tenantsArea, usersArea];
