import { Migration } from '@mikro-orm/migrations';

/**
 * Workflow templates (global or a tenant's) and their instances. An instance is COMPLETED exactly when it has a
 * completion time, so that no code path can leave the two disagreeing.
 */
export class Migration20250702000000_workflows extends Migration {
  override name = 'Migration20250702000000_workflows';

  override up(): void {
    this.addSql(`
      create table "compliance"."workflow_template" (
        "id" uuid not null primary key,
        "tenant_id" uuid null references "compliance"."tenant" ("id") on delete cascade,
        "workflow_name" text not null,
        "legal_reference" text null,
        "applicability_rules" jsonb not null default '{"entityTypes": []}',
        "timeline_logic" jsonb null,
        "phases" jsonb not null check (jsonb_typeof("phases") = 'array' and jsonb_array_length("phases") > 0),
        "validation_rules" jsonb not null default '{}',
        "advisory_prompts" jsonb not null default '{}',
        "completion_criteria" jsonb not null default '{"allMandatoryTasksCompleted": true, "filingConfirmation": []}',
        "is_active" boolean not null default true,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(
      `create index "workflow_template_tenant_idx" on "compliance"."workflow_template" ("tenant_id", "created_at");`,
    );

    this.addSql(`
      create table "compliance"."workflow_instance" (
        "id" uuid not null primary key,
        "tenant_id" uuid not null references "compliance"."tenant" ("id") on delete cascade,
        "template_id" uuid not null references "compliance"."workflow_template" ("id") on delete restrict,
        "entity_id" uuid not null references "compliance"."business_entity" ("id") on delete cascade,
        "status" text not null default 'IN_PROGRESS' check ("status" in ('IN_PROGRESS', 'COMPLETED')),
        "current_data" jsonb not null check (jsonb_typeof("current_data") = 'object'),
        "completed_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "workflow_instance_completed_at" check (("status" = 'COMPLETED') = ("completed_at" is not null))
      );`);
    this.addSql(
      `create index "workflow_instance_tenant_idx" on "compliance"."workflow_instance" ("tenant_id", "created_at");`,
    );
    this.addSql(`create index "workflow_instance_entity_idx" on "compliance"."workflow_instance" ("entity_id");`);
  }
}
