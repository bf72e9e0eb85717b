import { Migration } from '@mikro-orm/migrations';

/** The instances of a template (its usage, and the instance list's `templateId` filter) without a scan of every instance. */
export class Migration20250708000000_workflow_template_index extends Migration {
  override name = 'Migration20250708000000_workflow_template_index';

  override up(): void {
    this.addSql(`create index "workflow_instance_template_idx" on "compliance"."workflow_instance" ("template_id");`);
  }
}
