import { Migration } from '@mikro-orm/migrations';

/** The tables of MCA form mappings. */
export class Migration20250704000000_form_mappings extends Migration {
  override name = 'Migration20250704000000_form_mappings';

  override up(): void {
    // Filled in with the area's tables.
  }
}
