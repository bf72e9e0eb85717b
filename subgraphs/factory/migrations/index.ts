import type { MigrationObject } from '@mikro-orm/core';
import { Migration20250801000000_platform } from './Migration20250801000000_platform.js';

/** The factory schema's migrations, in the order they apply. Append new ones at the end. */
export const factoryMigrations: MigrationObject[] = [{ name: 'Migration20250801000000_platform', class: Migration20250801000000_platform }];
