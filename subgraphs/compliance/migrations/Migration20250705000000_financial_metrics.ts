import { Migration } from '@mikro-orm/migrations';

/** The financial metrics that the ERP webhook queues and its background job stores. */
export class Migration20250705000000_financial_metrics extends Migration {
  override name = 'Migration20250705000000_financial_metrics';

  override up(): void {
    // numeric without a scale keeps each value exactly as reported (no binary rounding for threshold sums);
    // the unique reference_id makes storing a retried job a no-op.
    this.addSql(`
      create table "compliance"."financial_metric" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "compliance"."tenant" ("id") on delete cascade,
        "entity_id" uuid not null references "compliance"."business_entity" ("id") on delete cascade,
        "metric_type" text not null check ("metric_type" in ('TURNOVER', 'PAID_UP_CAPITAL', 'NET_WORTH', 'BORROWINGS')),
        "metric_value" numeric not null check ("metric_value" not in ('NaN', 'Infinity', '-Infinity')),
        "reference_id" uuid not null,
        "received_at" timestamptz not null,
        "processed_at" timestamptz not null default now(),
        constraint "financial_metric_reference_id_unique" unique ("reference_id")
      );`);
    this.addSql(`
      create index "financial_metric_entity_idx"
        on "compliance"."financial_metric" ("tenant_id", "entity_id", "metric_type", "received_at" desc);`);
  }
}
