import type { MigrationObject } from '@mikro-orm/core';
import { Migration20250801000000_platform } from './Migration20250801000000_platform.js';
import { Migration20250802000000_auth } from './Migration20250802000000_auth.js';
import { Migration20250804000000_configuration } from './Migration20250804000000_configuration.js';
import { Migration20250805000000_catalog } from './Migration20250805000000_catalog.js';
import { Migration20250806000000_master_data } from './Migration20250806000000_master_data.js';
import { Migration20250807000000_production } from './Migration20250807000000_production.js';
import { Migration20250808000000_list_order_indexes } from './Migration20250808000000_list_order_indexes.js';
import { Migration20250809000000_event_outbox } from './Migration20250809000000_event_outbox.js';

/** The factory schema's migrations, in the order they apply. Append new ones at the end. */
export const factoryMigrations: MigrationObject[] = [
  { name: 'Migration20250801000000_platform', class: Migration20250801000000_platform },
  { name: 'Migration20250802000000_auth', class: Migration20250802000000_auth },
  { name: 'Migration20250804000000_configuration', class: Migration20250804000000_configuration },
  { name: 'Migration20250805000000_catalog', class: Migration20250805000000_catalog },
  { name: 'Migration20250806000000_master_data', class: Migration20250806000000_master_data },
  { name: 'Migration20250807000000_production', class: Migration20250807000000_production },
  { name: 'Migration20250808000000_list_order_indexes', class: Migration20250808000000_list_order_indexes },
  { name: 'Migration20250809000000_event_outbox', class: Migration20250809000000_event_outbox },
];
