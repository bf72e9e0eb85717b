import { Migration } from '@mikro-orm/migrations';

/**
 * MCA form mappings (global: one per government form, no tenant) and the fill contexts of workflow redirects
 * (a tenant's resolved profile values for one form, read by the browser extension until they expire).
 */
export class Migration20250704000000_form_mappings extends Migration {
  override name = 'Migration20250704000000_form_mappings';

  override up(): void {
    this.addSql(`
      create table "compliance"."form_mapping" (
        "id" uuid not null primary key,
        "form_type" text not null,
        "form_version" text not null,
        "mca_url" text not null,
        "field_mappings" jsonb not null check (jsonb_typeof("field_mappings") = 'array'),
        "validation_rules" jsonb not null default '{}' check (jsonb_typeof("validation_rules") = 'object'),
        "metadata" jsonb not null default '{"description": null, "requiredDocuments": []}' check (jsonb_typeof("metadata") = 'object'),
        "is_active" boolean not null default true,
        "version" integer not null default 1 check ("version" >= 1),
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "form_mapping_form_type_unique" unique ("form_type"),
        constraint "form_mapping_form_type_upper_case" check ("form_type" = upper("form_type"))
      );`);

    this.addSql(`
      create table "compliance"."mca_fill_context" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "compliance"."tenant" ("id") on delete cascade,
        "workflow_instance_id" uuid not null references "compliance"."workflow_instance" ("id") on delete cascade,
        "entity_id" uuid not null references "compliance"."business_entity" ("id") on delete cascade,
        "form_type" text not null,
        "form_version" text not null,
        "mca_url" text not null,
        "fields" jsonb not null check (jsonb_typeof("fields") = 'array'),
        "created_by" text not null,
        "created_at" timestamptz not null default now(),
        "expires_at" timestamptz not null
      );`);
    this.addSql(`create index "mca_fill_context_tenant_idx" on "compliance"."mca_fill_context" ("tenant_id");`);
    this.addSql(
      `create index "mca_fill_context_workflow_instance_idx" on "compliance"."mca_fill_context" ("workflow_instance_id");`,
    );
    this.addSql(`create index "mca_fill_context_entity_idx" on "compliance"."mca_fill_context" ("entity_id");`);
    this.addSql(`create index "mca_fill_context_expires_idx" on "compliance"."mca_fill_context" ("expires_at");`);
  }
}
