import { Migration } from '@mikro-orm/migrations';

/** Workers and articles of each tenant. */
export class Migration20250805000000_catalog extends Migration {
  override name = 'Migration20250805000000_catalog';

  override up(): void {
    this.addSql(`
      create table "factory"."worker" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "factory"."tenant" ("id") on delete cascade,
        "name" text not null,
        "phone" text null,
        "skills" text[] not null default '{}',
        "is_active" boolean not null default true,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null
      );`);
    this.addSql(`create index "worker_tenant_name_idx" on "factory"."worker" ("tenant_id", "name");`);
    this.addSql(`create index "worker_skills_idx" on "factory"."worker" using gin ("skills");`);
    this.addSql(`
      create table "factory"."article" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "factory"."tenant" ("id") on delete cascade,
        "article_no" text not null,
        "name" text not null,
        "attributes" jsonb not null default '{}',
        "step_rates" jsonb not null default '[]',
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "article_tenant_article_no_unique" unique ("tenant_id", "article_no")
      );`);
  }
}
