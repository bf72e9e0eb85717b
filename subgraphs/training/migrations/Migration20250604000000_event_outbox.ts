import { Migration } from '@mikro-orm/migrations';
import { outboxPositionSql, outboxPublicationSql, outboxTableSql } from '../../shared/events/outbox-event.entity.js';

/**
 * The outbox of events (see `shared/events`): the catalogue's writes record `training.catalogue.changed` in their
 * transaction, which the gateway's response cache is invalidated by. The kit's three steps, in their order.
 */
export class Migration20250604000000_event_outbox extends Migration {
  override name = 'Migration20250604000000_event_outbox';

  override up(): void {
    for (const statement of [
      ...outboxTableSql('training'),
      ...outboxPositionSql('training'),
      ...outboxPublicationSql('training'),
    ])
      this.addSql(statement);
  }
}
