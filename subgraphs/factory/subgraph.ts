import { logger } from '../../platform/logger.js';
import { gatherAreas } from '../shared/area.js';
import type { SubgraphDefinition } from '../shared/server.js';
import { ensureSuperAdmin } from './accounts/super-admins.js';
import { FACTORY_AREAS } from './areas.js';
import { factoryAuthChecker } from './auth/auth.checker.js';
import { createFactoryContext, type FactoryContext } from './context.js';
import { factoryDatabase } from './database.js';
import { factoryRequestGate } from './request-gate.js';

/**
 * The factory-operations subgraph: plans, tenants and their provisioning, users and sign-in, and (growing)
 * the production records of each tenant. Every tenant-owned row is scoped to the caller's tenant by the data
 * layer (`tenancy.ts`); every write is audited.
 */
export const factorySubgraph: SubgraphDefinition<FactoryContext, 'factory'> = {
  name: 'factory',
  port: 4003,
  database: factoryDatabase,
  ...gatherAreas(FACTORY_AREAS),
  authChecker: factoryAuthChecker,
  rootFieldMiddlewares: [factoryRequestGate],
  onStart: async (orm, settings) => {
    const created = await ensureSuperAdmin(
      orm.em.fork(),
      settings.FACTORY_SUPERADMIN_EMAIL,
      settings.FACTORY_SUPERADMIN_PASSWORD,
    );
    if (created)
      logger('subgraph:factory').info({ email: created.email }, 'super-admin created from FACTORY_SUPERADMIN_EMAIL');
  },
  createContext: createFactoryContext,
};
