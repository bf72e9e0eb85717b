import type { MigrationObject } from '@mikro-orm/core';
import { Migration20250601000000_catalogue } from './Migration20250601000000_catalogue.js';

/** The training schema's migrations, in the order they apply. Append new ones at the end. */
export const trainingMigrations: MigrationObject[] = [
  { name: 'Migration20250601000000_catalogue', class: Migration20250601000000_catalogue },
];
