import { Migration } from '@mikro-orm/migrations';
import { outboxPrunedKeysSql } from '../../shared/events/outbox-event.entity.js';

/** What the retention job deleted, per subscription key (see `outboxPrunedKeysSql`). */
export class Migration20250606000000_pruned_keys extends Migration {
  override name = 'Migration20250606000000_pruned_keys';

  override up(): void {
    for (const statement of outboxPrunedKeysSql('training')) this.addSql(statement);
  }
}
