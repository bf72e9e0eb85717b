import { Migration } from '@mikro-orm/migrations';
import { outboxPositionSql } from '../../shared/events/outbox-event.entity.js';

/** The outbox's insertion order (`position`, see `outboxPositionSql`). */
export class Migration20250707000000_outbox_position extends Migration {
  override name = 'Migration20250707000000_outbox_position';

  override up(): void {
    for (const statement of outboxPositionSql('compliance')) this.addSql(statement);
  }
}
