import { Migration } from '@mikro-orm/migrations';

/** The tables of financial metrics of the ERP webhook. */
export class Migration20250705000000_financial_metrics extends Migration {
  override name = 'Migration20250705000000_financial_metrics';

  override up(): void {
    // Filled in with the area's tables.
  }
}
