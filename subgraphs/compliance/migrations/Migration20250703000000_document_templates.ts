import { Migration } from '@mikro-orm/migrations';

/** Document templates: global ones (no tenant) and each tenant's own. */
export class Migration20250703000000_document_templates extends Migration {
  override name = 'Migration20250703000000_document_templates';

  override up(): void {
    this.addSql(`
      create table "compliance"."document_template" (
        "id" uuid not null primary key,
        "tenant_id" uuid null references "compliance"."tenant" ("id") on delete cascade,
        "name" text not null check (length(btrim("name")) > 0),
        "category" text not null check ("category" in
          ('BOARD_RESOLUTION', 'NOTICE', 'LETTER', 'DISCLOSURE', 'CERTIFICATE', 'MINUTES', 'SEBI_DISCLOSURE')),
        "legal_reference" text null,
        "body" text not null,
        "variables" jsonb not null default '[]' check (jsonb_typeof("variables") = 'array'),
        "metadata" jsonb not null default '{"filingForm": null, "filingDeadline": null, "signatories": [], "postSteps": []}'
          check (jsonb_typeof("metadata") = 'object'),
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(
      `create index "document_template_tenant_idx" on "compliance"."document_template" ("tenant_id", "created_at");`,
    );
    // Lists show every global template to every tenant: their own index keeps that part of each list cheap.
    this.addSql(
      `create index "document_template_global_idx" on "compliance"."document_template" ("created_at") where "tenant_id" is null;`,
    );
  }
}
