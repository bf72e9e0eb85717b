import { Migration } from '@mikro-orm/migrations';
import { outboxSchemaSql } from '../../shared/events/outbox-event.entity.js';

/**
 * The outbox of events (see `shared/events`): every audited write records the `<tag>.changed` events of what it
 * changed in its transaction (`audit/factory-audit-trail.ts`), which the gateway's response cache is invalidated by.
 */
export class Migration20250809000000_event_outbox extends Migration {
  override name = 'Migration20250809000000_event_outbox';

  override up(): void {
    for (const statement of outboxSchemaSql('factory')) this.addSql(statement);
  }
}
