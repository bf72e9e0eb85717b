import { Migration } from '@mikro-orm/migrations';

/** Tenant configurations and the dynamic CORS origins. */
export class Migration20250804000000_configuration extends Migration {
  override name = 'Migration20250804000000_configuration';

  override up(): void {
    this.addSql(`
      create table "factory"."tenant_config" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "factory"."tenant" ("id") on delete cascade,
        "job_steps" jsonb not null,
        "article_attributes" jsonb not null,
        "size_range" jsonb not null,
        "custom_ledger_types" jsonb not null,
        "pagination" jsonb not null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "tenant_config_tenant_unique" unique ("tenant_id")
      );`);
    this.addSql(`
      create table "factory"."cors_origin" (
        "id" uuid not null primary key,
        "origin" text not null,
        "created_at" timestamptz not null,
        constraint "cors_origin_origin_unique" unique ("origin")
      );`);
  }
}
