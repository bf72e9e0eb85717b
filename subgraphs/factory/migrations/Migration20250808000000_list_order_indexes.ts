import { Migration } from '@mikro-orm/migrations';

/**
 * The unfiltered job and transaction lists, newest first: the existing indexes lead with the status or the worker,
 * so a tenant's whole list had to be sorted before its first page could be read.
 */
export class Migration20250808000000_list_order_indexes extends Migration {
  override name = 'Migration20250808000000_list_order_indexes';

  override up(): void {
    this.addSql(`create index "job_tenant_created_idx" on "factory"."job" ("tenant_id", "created_at");`);
    this.addSql(`create index "transaction_tenant_date_idx" on "factory"."transaction" ("tenant_id", "date");`);
  }
}
