import { Migration } from '@mikro-orm/migrations';

/** The document vault and the extraction jobs that read uploaded documents. */
export class Migration20250706000000_documents extends Migration {
  override name = 'Migration20250706000000_documents';

  override up(): void {
    this.addSql(`
      create table "compliance"."document" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "compliance"."tenant" ("id") on delete cascade,
        "entity_id" uuid null references "compliance"."business_entity" ("id") on delete cascade,
        "document_type" text not null check ("document_type" in ('PAN_CARD', 'GST_CERTIFICATE', 'CERTIFICATE_OF_INCORPORATION', 'FINANCIAL_STATEMENT', 'OTHER')),
        "source" text not null check ("source" in ('UPLOAD', 'VAULT')),
        "filename" text not null,
        "content_type" text not null,
        "size" integer not null check ("size" > 0),
        "sha256" text not null,
        "description" text null,
        "storage_key" text not null unique,
        "uploaded_by" text not null,
        "uploaded_at" timestamptz not null
      );`);
    this.addSql(`create index "document_tenant_idx" on "compliance"."document" ("tenant_id", "uploaded_at" desc);`);
    this.addSql(`create index "document_entity_idx" on "compliance"."document" ("entity_id", "uploaded_at" desc);`);

    this.addSql(`
      create table "compliance"."extraction_job" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "compliance"."tenant" ("id") on delete cascade,
        "document_id" uuid not null references "compliance"."document" ("id") on delete cascade,
        "entity_id" uuid not null references "compliance"."business_entity" ("id") on delete cascade,
        "document_type" text not null,
        "status" text not null default 'PROCESSING' check ("status" in ('PROCESSING', 'COMPLETED', 'FAILED')),
        "extractor" text null,
        "category" text null,
        "extracted_data" jsonb null,
        "field_confidence" jsonb null,
        "confidence" double precision null check ("confidence" between 0 and 1),
        "verification_flags" jsonb null,
        "processing_time" integer null,
        "error" text null,
        "attempts" integer not null default 0,
        "requested_by" text not null,
        "created_at" timestamptz not null,
        "completed_at" timestamptz null,
        "verified_at" timestamptz null,
        "verified_by" text null,
        constraint "extraction_job_finished_check" check (("status" = 'PROCESSING') = ("completed_at" is null))
      );`);
    this.addSql(
      `create index "extraction_job_document_idx" on "compliance"."extraction_job" ("document_id", "created_at" desc);`,
    );
    this.addSql(
      `create index "extraction_job_tenant_idx" on "compliance"."extraction_job" ("tenant_id", "created_at" desc);`,
    );
  }
}
