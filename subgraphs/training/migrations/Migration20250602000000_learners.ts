import { Migration } from '@mikro-orm/migrations';
import { auditLogTableSql } from '../../shared/audit/audit-log.entity.js';

/**
 * Learners and enquiries (interests, enrollments, certificates, contact enquiries, training plan requests),
 * the expiry settings with the spec's values, and the audit trail of admin writes.
 */
export class Migration20250602000000_learners extends Migration {
  override name = 'Migration20250602000000_learners';

  override up(): void {
    this.addSql(`
      create table "training"."interest" (
        "id" uuid not null primary key,
        "course_id" uuid not null references "training"."course" ("id") on delete restrict,
        "name" text null,
        "email" text null,
        "phone" text null,
        "organisation" text null,
        "status" text not null default 'NEW'
          check ("status" in ('NEW', 'CONTACTED', 'CONVERTED', 'CLOSED', 'ENROLLED', 'REJECTED')),
        "source" text not null default 'PUBLIC' check ("source" in ('PUBLIC', 'ADMIN')),
        "brochure_requested" boolean not null default false,
        "brochure_token" text null,
        "brochure_token_expires_at" timestamptz null,
        "brochure_sent_at" timestamptz null,
        "deleted_at" timestamptz null,
        "erased_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "interest_brochure_token_unique" unique ("brochure_token"),
        constraint "interest_erased_has_no_personal_data"
          check ("erased_at" is null or ("name" is null and "email" is null and "phone" is null and "organisation" is null))
      );`);
    this.addSql(`create index "interest_created_at_idx" on "training"."interest" ("created_at" desc);`);
    this.addSql(`create index "interest_course_id_idx" on "training"."interest" ("course_id");`);

    this.addSql(`
      create table "training"."enrollment" (
        "id" uuid not null primary key,
        "course_id" uuid not null references "training"."course" ("id") on delete restrict,
        "interest_id" uuid null references "training"."interest" ("id") on delete set null,
        "learner_name" text not null,
        "learner_email" text not null,
        "organisation" text null,
        "scheduled_date" date null,
        "status" text not null default 'PENDING'
          check ("status" in ('PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED', 'IN_PROGRESS', 'ACHIEVED', 'DROPPED')),
        "completed_at" date null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "enrollment_created_at_idx" on "training"."enrollment" ("created_at" desc);`);
    this.addSql(`create index "enrollment_course_id_idx" on "training"."enrollment" ("course_id");`);
    this.addSql(`create index "enrollment_interest_id_idx" on "training"."enrollment" ("interest_id");`);

    this.addSql(`
      create table "training"."certificate" (
        "id" uuid not null primary key,
        "enrollment_id" uuid not null references "training"."enrollment" ("id") on delete cascade,
        "certificate_number" text not null,
        "credential_id" text not null,
        "learner_name" text not null,
        "course_title" text not null,
        "completion_date" date not null,
        "storage_key" text not null,
        "issued_at" timestamptz not null default now(),
        "emailed_at" timestamptz null,
        constraint "certificate_enrollment_unique" unique ("enrollment_id"),
        constraint "certificate_number_unique" unique ("certificate_number"),
        constraint "certificate_credential_id_unique" unique ("credential_id")
      );`);

    this.addSql(`
      create table "training"."enquiry" (
        "id" uuid not null primary key,
        "name" text not null,
        "email" text not null,
        "message" text not null,
        "status" text not null default 'NEW' check ("status" in ('NEW', 'IN_PROGRESS', 'RESOLVED', 'CLOSED', 'RESPONDED')),
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "enquiry_created_at_idx" on "training"."enquiry" ("created_at" desc);`);

    this.addSql(`
      create table "training"."training_plan_request" (
        "id" uuid not null primary key,
        "organisation" text null,
        "contact_name" text null,
        "contact_email" text null,
        "contact_phone" text null,
        "requirements" text null,
        "source" text not null default 'PUBLIC_FORM' check ("source" in ('PUBLIC_FORM', 'PUBLIC_REQUEST', 'ADMIN')),
        "download_token" text null,
        "download_token_expires_at" timestamptz null,
        "email_sent_at" timestamptz null,
        "deleted_at" timestamptz null,
        "erased_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "training_plan_request_download_token_unique" unique ("download_token")
      );`);
    this.addSql(
      `create index "training_plan_request_created_at_idx" on "training"."training_plan_request" ("created_at" desc);`,
    );

    this.addSql(`
      create table "training"."settings" (
        "id" integer not null primary key check ("id" = 1),
        "training_plan_expiry_days" integer not null check ("training_plan_expiry_days" > 0),
        "brochure_expiry_days" integer not null check ("brochure_expiry_days" > 0),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(
      `insert into "training"."settings" ("id", "training_plan_expiry_days", "brochure_expiry_days") values (1, 180, 180);`,
    );

    for (const statement of auditLogTableSql('training')) this.addSql(statement);
  }

  override down(): void {
    for (const table of [
      'audit_log',
      'settings',
      'training_plan_request',
      'enquiry',
      'certificate',
      'enrollment',
      'interest',
    ]) {
      this.addSql(`drop table if exists "training"."${table}";`);
    }
  }
}
