import type { MigrationObject } from '@mikro-orm/core';
import { Migration20250601000000_catalogue } from './Migration20250601000000_catalogue.js';
import { Migration20250602000000_learners } from './Migration20250602000000_learners.js';
import { Migration20250603000000_audit_tenant } from './Migration20250603000000_audit_tenant.js';
import { Migration20250604000000_event_outbox } from './Migration20250604000000_event_outbox.js';
import { Migration20250605000000_event_streams } from './Migration20250605000000_event_streams.js';
import { Migration20250606000000_pruned_keys } from './Migration20250606000000_pruned_keys.js';

/** The training schema's migrations, in the order they apply. Append new ones at the end. */
export const trainingMigrations: MigrationObject[] = [
  { name: 'Migration20250601000000_catalogue', class: Migration20250601000000_catalogue },
  { name: 'Migration20250602000000_learners', class: Migration20250602000000_learners },
  { name: 'Migration20250603000000_audit_tenant', class: Migration20250603000000_audit_tenant },
  { name: 'Migration20250604000000_event_outbox', class: Migration20250604000000_event_outbox },
  { name: 'Migration20250605000000_event_streams', class: Migration20250605000000_event_streams },
  { name: 'Migration20250606000000_pruned_keys', class: Migration20250606000000_pruned_keys },
];
