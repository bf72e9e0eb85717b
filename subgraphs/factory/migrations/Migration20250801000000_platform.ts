import { Migration } from '@mikro-orm/migrations';
import { auditLogTableSql } from '../../shared/audit/audit-log.entity.js';

/** Plans, tenants, users and the audit trail of the factory service. */
export class Migration20250801000000_platform extends Migration {
  override name = 'Migration20250801000000_platform';

  override up(): void {
    this.addSql(`
      create table "factory"."plan" (
        "id" uuid not null primary key,
        "name" text not null,
        "slug" text not null,
        "description" text not null default '',
        "limits" jsonb not null,
        "rate_limits" jsonb not null,
        "is_active" boolean not null default true,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "plan_slug_unique" unique ("slug")
      );`);
    this.addSql(`
      create table "factory"."tenant" (
        "id" uuid not null primary key,
        "name" text not null,
        "slug" text not null,
        "plan_id" uuid not null references "factory"."plan" ("id") on delete restrict,
        "domain" text not null,
        "domain_status" text not null default 'pending' check ("domain_status" in ('pending', 'active')),
        "status" text not null default 'active' check ("status" in ('active', 'suspended')),
        "settings" jsonb not null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "tenant_slug_unique" unique ("slug")
      );`);
    this.addSql(`create index "tenant_plan_idx" on "factory"."tenant" ("plan_id");`);
    this.addSql(`
      create table "factory"."app_user" (
        "id" uuid not null primary key,
        "tenant_id" uuid null references "factory"."tenant" ("id") on delete cascade,
        "name" text not null,
        "email" text not null,
        "password_hash" text not null,
        "role" text not null check ("role" in ('admin', 'super-admin')),
        "password_changed_at" timestamptz null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "app_user_email_unique" unique ("email"),
        constraint "app_user_tenant_check" check (("role" = 'super-admin') = ("tenant_id" is null))
      );`);
    this.addSql(`create index "app_user_tenant_idx" on "factory"."app_user" ("tenant_id");`);
    for (const statement of auditLogTableSql('factory')) this.addSql(statement);
  }
}
