import { Migration } from '@mikro-orm/migrations';
import { outboxPublicationSql } from '../../shared/events/outbox-event.entity.js';

/** The outbox's publication order, the cursor subscriptions resume after, and its retention (see `outboxPublicationSql`). */
export class Migration20250709000000_event_cursor extends Migration {
  override name = 'Migration20250709000000_event_cursor';

  override up(): void {
    for (const statement of outboxPublicationSql('compliance')) this.addSql(statement);
  }
}
