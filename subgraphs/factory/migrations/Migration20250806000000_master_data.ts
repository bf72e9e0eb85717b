import { Migration } from '@mikro-orm/migrations';

/** The allowed values of each article attribute, one row per (tenant, attribute). */
export class Migration20250806000000_master_data extends Migration {
  override name = 'Migration20250806000000_master_data';

  override up(): void {
    this.addSql(`
      create table "factory"."master_data_values" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "factory"."tenant" ("id") on delete cascade,
        "attribute_name" text not null,
        "values" text[] not null default '{}',
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "master_data_values_tenant_attribute_unique" unique ("tenant_id", "attribute_name")
      );`);
  }
}
