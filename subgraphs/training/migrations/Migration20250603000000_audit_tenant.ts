import { Migration } from '@mikro-orm/migrations';

/**
 * The shared audit trail gained a tenant column (the factory service scopes its trail by tenant); training has
 * one tenant, so its entries keep it null. Databases made before have no such column yet.
 */
export class Migration20250603000000_audit_tenant extends Migration {
  override name = 'Migration20250603000000_audit_tenant';

  override up(): void {
    this.addSql(`alter table "training"."audit_log" add column if not exists "tenant_id" uuid null;`);
    this.addSql(
      `create index if not exists "audit_log_tenant_idx" on "training"."audit_log" ("tenant_id", "created_at" desc);`,
    );
  }
}
