import { Migration } from '@mikro-orm/migrations';

/** The tables of workflow templates and instances. */
export class Migration20250702000000_workflows extends Migration {
  override name = 'Migration20250702000000_workflows';

  override up(): void {
    // Filled in with the area's tables.
  }
}
