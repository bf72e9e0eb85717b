import { Migration } from '@mikro-orm/migrations';

/** The course catalogue (courses, taxonomies, their join table) and the admin tenant with its memberships. */
export class Migration20250601000000_catalogue extends Migration {
  override name = 'Migration20250601000000_catalogue';

  override up(): void {
    this.addSql(`create schema if not exists "training";`);

    this.addSql(`
      create table "training"."taxonomy_item" (
        "id" uuid not null primary key,
        "type" text not null check ("type" in ('CATEGORY', 'CITY', 'ASSOCIATION', 'DELIVERY_MODE')),
        "name" text not null,
        "slug" text not null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "taxonomy_item_type_slug_unique" unique ("type", "slug")
      );`);

    this.addSql(`
      create table "training"."course" (
        "id" uuid not null primary key,
        "title" text not null,
        "slug" text not null,
        "description" text not null,
        "is_published" boolean not null default false,
        "status" text not null default 'ACTIVE' check ("status" in ('ACTIVE', 'DELETED')),
        "delivery_mode" text null,
        "duration_days" integer null check ("duration_days" > 0),
        "schedule" jsonb not null default '[]'::jsonb check (jsonb_typeof("schedule") = 'array'),
        "course_outline" text null,
        "overview" text null,
        "brochure_url" text null,
        "deleted_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        "search_vector" tsvector generated always as (
          setweight(to_tsvector('simple', coalesce("title", '')), 'A') ||
          setweight(to_tsvector('simple', coalesce("description", '')), 'B')
        ) stored,
        constraint "course_slug_unique" unique ("slug")
      );`);
    this.addSql(`create index "course_search_vector_index" on "training"."course" using gin ("search_vector");`);
    this.addSql(
      `create index "course_visibility_index" on "training"."course" ("status", "is_published", "created_at");`,
    );
    this.addSql(`create index "course_delivery_mode_index" on "training"."course" ("delivery_mode");`);

    this.addSql(`
      create table "training"."course_taxonomy" (
        "course_id" uuid not null references "training"."course" ("id") on update cascade on delete cascade,
        "taxonomy_item_id" uuid not null references "training"."taxonomy_item" ("id") on update cascade on delete cascade,
        primary key ("course_id", "taxonomy_item_id")
      );`);
    this.addSql(`create index "course_taxonomy_item_index" on "training"."course_taxonomy" ("taxonomy_item_id");`);

    this.addSql(`
      create table "training"."tenant" (
        "id" uuid not null primary key,
        "slug" text not null,
        "name" text not null,
        "created_at" timestamptz not null default now(),
        constraint "tenant_slug_unique" unique ("slug")
      );`);
    this.addSql(`
      create table "training"."tenant_membership" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "training"."tenant" ("id") on update cascade on delete cascade,
        "user_id" uuid not null,
        "created_at" timestamptz not null default now(),
        constraint "tenant_membership_tenant_user_unique" unique ("tenant_id", "user_id")
      );`);
    this.addSql(`create index "tenant_membership_user_index" on "training"."tenant_membership" ("user_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "training"."tenant_membership";`);
    this.addSql(`drop table if exists "training"."tenant";`);
    this.addSql(`drop table if exists "training"."course_taxonomy";`);
    this.addSql(`drop table if exists "training"."course";`);
    this.addSql(`drop table if exists "training"."taxonomy_item";`);
  }
}
