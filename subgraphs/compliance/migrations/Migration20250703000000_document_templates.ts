import { Migration } from '@mikro-orm/migrations';

/** The tables of document templates. */
export class Migration20250703000000_document_templates extends Migration {
  override name = 'Migration20250703000000_document_templates';

  override up(): void {
    // Filled in with the area's tables.
  }
}
