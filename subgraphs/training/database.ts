import type { SubgraphDatabaseOptions } from '../shared/database.js';
import { Tenant, TenantMembership } from './auth/tenant.entity.js';
import { Course } from './catalogue/course.entity.js';
import { trainingMigrations } from './migrations/index.js';
import { TaxonomyItem } from './taxonomy/taxonomy.entity.js';

/** The training subgraph's own PostgreSQL schema, shared by its server and its command-line tools. */
export const trainingDatabase: SubgraphDatabaseOptions = {
  schema: 'training',
  entities: [Course, TaxonomyItem, Tenant, TenantMembership],
  migrations: trainingMigrations,
};
