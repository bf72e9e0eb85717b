import type { MigrationObject } from '@mikro-orm/core';
import { Migration20250701000000_core } from './Migration20250701000000_core.js';
import { Migration20250702000000_workflows } from './Migration20250702000000_workflows.js';
import { Migration20250703000000_document_templates } from './Migration20250703000000_document_templates.js';
import { Migration20250704000000_form_mappings } from './Migration20250704000000_form_mappings.js';
import { Migration20250705000000_financial_metrics } from './Migration20250705000000_financial_metrics.js';
import { Migration20250706000000_documents } from './Migration20250706000000_documents.js';
import { Migration20250707000000_outbox_position } from './Migration20250707000000_outbox_position.js';
import { Migration20250708000000_workflow_template_index } from './Migration20250708000000_workflow_template_index.js';
import { Migration20250709000000_event_cursor } from './Migration20250709000000_event_cursor.js';
import { Migration20250710000000_event_streams } from './Migration20250710000000_event_streams.js';
import { Migration20250711000000_pruned_keys } from './Migration20250711000000_pruned_keys.js';

/** The compliance schema's migrations, in the order they apply. Append new ones at the end. */
export const complianceMigrations: MigrationObject[] = [
  { name: 'Migration20250701000000_core', class: Migration20250701000000_core },
  { name: 'Migration20250702000000_workflows', class: Migration20250702000000_workflows },
  { name: 'Migration20250703000000_document_templates', class: Migration20250703000000_document_templates },
  { name: 'Migration20250704000000_form_mappings', class: Migration20250704000000_form_mappings },
  { name: 'Migration20250705000000_financial_metrics', class: Migration20250705000000_financial_metrics },
  { name: 'Migration20250706000000_documents', class: Migration20250706000000_documents },
  { name: 'Migration20250707000000_outbox_position', class: Migration20250707000000_outbox_position },
  { name: 'Migration20250708000000_workflow_template_index', class: Migration20250708000000_workflow_template_index },
  { name: 'Migration20250709000000_event_cursor', class: Migration20250709000000_event_cursor },
  { name: 'Migration20250710000000_event_streams', class: Migration20250710000000_event_streams },
  { name: 'Migration20250711000000_pruned_keys', class: Migration20250711000000_pruned_keys },
];
