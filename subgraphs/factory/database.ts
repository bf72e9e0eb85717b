import { areaEntities } from '../shared/area.js';
import type { SubgraphDatabaseOptions } from '../shared/database.js';
import { FACTORY_AREAS } from './areas.js';
import { factoryMigrations } from './migrations/index.js';

/** The factory subgraph's own PostgreSQL schema, shared by its server and its command-line tools. */
export const factoryDatabase: SubgraphDatabaseOptions = {
  schema: 'factory',
  entities: areaEntities(FACTORY_AREAS),
  migrations: factoryMigrations,
  notFoundNames: { CorsOrigin: 'CORS origin', TenantConfig: 'Tenant configuration' },
};
