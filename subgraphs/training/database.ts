import { areaEntities } from '../shared/area.js';
import type { SubgraphDatabaseOptions } from '../shared/database.js';
import { TRAINING_AREAS } from './areas.js';
import { trainingMigrations } from './migrations/index.js';

/** The training subgraph's own PostgreSQL schema, shared by its server and its command-line tools. */
export const trainingDatabase: SubgraphDatabaseOptions = {
  schema: 'training',
  entities: areaEntities(TRAINING_AREAS),
  migrations: trainingMigrations,
  notFoundNames: { TaxonomyItem: 'Taxonomy item', TrainingPlanRequest: 'Training plan request' },
};
