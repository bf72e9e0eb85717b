import { Migration } from '@mikro-orm/migrations';

/** Jobs and their steps, payment transactions and the workers' ledger. */
export class Migration20250807000000_production extends Migration {
  override name = 'Migration20250807000000_production';

  override up(): void {
    this.addSql(`
      create table "factory"."job" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "factory"."tenant" ("id") on delete cascade,
        "job_no" text not null,
        "article_id" uuid not null references "factory"."article" ("id") on delete restrict,
        "size" numeric not null,
        "quantity" integer not null check ("quantity" > 0),
        "status" text not null check ("status" in ('active', 'completed', 'cancelled')),
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        "completed_at" timestamptz null,
        constraint "job_tenant_job_no_unique" unique ("tenant_id", "job_no")
      );`);
    this.addSql(
      `create index "job_tenant_status_created_idx" on "factory"."job" ("tenant_id", "status", "created_at");`,
    );
    this.addSql(`create index "job_article_idx" on "factory"."job" ("article_id");`);
    this.addSql(`
      create table "factory"."job_step" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "factory"."tenant" ("id") on delete cascade,
        "job_id" uuid not null references "factory"."job" ("id") on delete cascade,
        "name" text not null,
        "order" integer not null,
        "is_paid" boolean not null,
        "rate" numeric(14,2) not null check ("rate" >= 0),
        "status" text not null check ("status" in ('pending', 'in_progress', 'completed')),
        "worker_id" uuid null references "factory"."worker" ("id") on delete restrict,
        "started_at" timestamptz null,
        "completed_at" timestamptz null,
        "updated_at" timestamptz not null,
        constraint "job_step_job_order_unique" unique ("job_id", "order")
      );`);
    this.addSql(
      `create index "job_step_tenant_completed_idx" on "factory"."job_step" ("tenant_id", "status", "completed_at");`,
    );
    this.addSql(`create index "job_step_worker_idx" on "factory"."job_step" ("worker_id");`);
    this.addSql(`
      create table "factory"."transaction" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "factory"."tenant" ("id") on delete cascade,
        "worker_id" uuid not null references "factory"."worker" ("id") on delete restrict,
        "amount" numeric(14,2) not null check ("amount" > 0),
        "type" text not null check ("type" in ('payment', 'advance')),
        "status" text not null check ("status" in ('pending', 'paid', 'cancelled')),
        "note" text null,
        "date" timestamptz not null,
        "paid_at" timestamptz null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null
      );`);
    this.addSql(
      `create index "transaction_tenant_worker_date_idx" on "factory"."transaction" ("tenant_id", "worker_id", "date");`,
    );
    this.addSql(`
      create table "factory"."ledger_entry" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "factory"."tenant" ("id") on delete cascade,
        "worker_id" uuid not null references "factory"."worker" ("id") on delete restrict,
        "type" text not null check ("type" in ('credit', 'debit')),
        "ledger_type" text not null,
        "amount" numeric(14,2) not null check ("amount" > 0),
        "description" text null,
        "job_id" uuid null references "factory"."job" ("id") on delete restrict,
        "job_step_id" uuid null references "factory"."job_step" ("id") on delete restrict,
        "transaction_id" uuid null references "factory"."transaction" ("id") on delete restrict,
        "date" timestamptz not null,
        "created_at" timestamptz not null,
        "created_by" uuid null,
        constraint "ledger_entry_job_step_unique" unique ("job_step_id")
      );`);
    this.addSql(
      `create index "ledger_entry_tenant_worker_date_idx" on "factory"."ledger_entry" ("tenant_id", "worker_id", "date");`,
    );
    this.addSql(`create index "ledger_entry_job_idx" on "factory"."ledger_entry" ("job_id");`);
    this.addSql(`create index "ledger_entry_transaction_idx" on "factory"."ledger_entry" ("transaction_id");`);
  }
}
