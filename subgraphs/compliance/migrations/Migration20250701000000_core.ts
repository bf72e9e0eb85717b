import { Migration } from '@mikro-orm/migrations';
import { outboxTableSql } from '../../shared/events/outbox-event.entity.js';

/**
 * Tenants, roles and users, business entities, the immutable audit trail and the event outbox.
 */
export class Migration20250701000000_core extends Migration {
  override name = 'Migration20250701000000_core';

  override up(): void {
    this.addSql(`
      create table "compliance"."tenant" (
        "id" uuid not null primary key,
        "name" text not null,
        "entity_type" text null,
        "contact_email" text null,
        "contact_phone" text null,
        "gstin" text null,
        "pan" text null,
        "registration_number" text null,
        "subscription_plan" text not null default 'FREE' check ("subscription_plan" in ('FREE', 'STARTER', 'PROFESSIONAL', 'ENTERPRISE')),
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "tenant_created_at_idx" on "compliance"."tenant" ("created_at" desc);`);

    this.addSql(`
      create table "compliance"."role" (
        "id" text not null primary key,
        "name" text not null,
        "permissions" jsonb not null default '{}'
      );`);
    this.addSql(`
      insert into "compliance"."role" ("id", "name", "permissions") values
        ('OWNER', 'Owner', '{"entities": "write", "workflows": "write", "documents": "write", "users": "manage", "audit": true}'),
        ('MEMBER', 'Member', '{"entities": "write", "workflows": "write", "documents": "write"}'),
        ('AUDITOR', 'Auditor', '{"entities": "read", "workflows": "read", "documents": "read", "audit": true}'),
        ('PLATFORM_ADMIN', 'Platform admin', '{"entities": "write", "workflows": "write", "documents": "write", "users": "manage", "audit": true, "platformAdmin": true}');`);

    this.addSql(`
      create table "compliance"."app_user" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "compliance"."tenant" ("id") on delete cascade,
        "email" text not null,
        "name" text null,
        "phone" text null,
        "role_id" text not null references "compliance"."role" ("id") on delete restrict,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "app_user_email_unique" unique ("email"),
        constraint "app_user_email_lower_case" check ("email" = lower("email"))
      );`);
    this.addSql(`create index "app_user_tenant_idx" on "compliance"."app_user" ("tenant_id");`);

    this.addSql(`
      create table "compliance"."business_entity" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "compliance"."tenant" ("id") on delete cascade,
        "name" text not null,
        "entity_type" text null,
        "profile_data" jsonb not null default '{}',
        "version" integer not null default 1 check ("version" >= 1),
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(
      `create index "business_entity_tenant_idx" on "compliance"."business_entity" ("tenant_id", "created_at");`,
    );

    this.addSql(`
      create table "compliance"."audit_event" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null,
        "action" text not null,
        "resource_type" text not null,
        "resource_id" text null,
        "entity_id" uuid null,
        "document_id" uuid null,
        "user_id" text not null,
        "user_name" text null,
        "details" jsonb not null default '{}',
        "changes" jsonb not null default '[]',
        "correlation_id" text null,
        "timestamp" timestamptz not null default now()
      );`);
    this.addSql(
      `create index "audit_event_tenant_time_idx" on "compliance"."audit_event" ("tenant_id", "timestamp" desc);`,
    );
    this.addSql(
      `create index "audit_event_entity_idx" on "compliance"."audit_event" ("entity_id", "timestamp" desc) where "entity_id" is not null;`,
    );
    this.addSql(
      `create index "audit_event_document_idx" on "compliance"."audit_event" ("document_id", "timestamp" desc) where "document_id" is not null;`,
    );
    // The audit trail is append-only for everyone, the application's own role included.
    this.addSql(`
      create function "compliance"."audit_event_is_immutable"() returns trigger language plpgsql as $$
        begin
          raise exception 'audit_event rows are immutable (% refused)', tg_op using errcode = 'insufficient_privilege';
        end $$;`);
    this.addSql(`
      create trigger "audit_event_no_update_or_delete" before update or delete on "compliance"."audit_event"
        for each row execute function "compliance"."audit_event_is_immutable"();`);
    this.addSql(`
      create trigger "audit_event_no_truncate" before truncate on "compliance"."audit_event"
        for each statement execute function "compliance"."audit_event_is_immutable"();`);

    for (const statement of outboxTableSql('compliance')) this.addSql(statement);
  }
}
