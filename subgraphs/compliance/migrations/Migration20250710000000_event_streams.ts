import { Migration } from '@mikro-orm/migrations';
import { outboxStreamSql } from '../../shared/events/outbox-event.entity.js';

/** Positions per tenant stream, which event cursors carry (see `outboxStreamSql`). */
export class Migration20250710000000_event_streams extends Migration {
  override name = 'Migration20250710000000_event_streams';

  override up(): void {
    for (const statement of outboxStreamSql('compliance')) this.addSql(statement);
  }
}
