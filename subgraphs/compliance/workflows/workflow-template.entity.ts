import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Tenant } from '../tenants/tenant.entity.js';

/** A task of a template phase. */
export interface TemplateTask {
  name: string;
  mandatory: boolean;
  advisory?: string | null;
}

/** A phase of a template: its order and tasks. */
export interface TemplatePhase {
  name: string;
  order: number;
  tasks: TemplateTask[];
}

/**
 * A phased compliance checklist (e.g. an annual filing) with its legal reference, deadlines and completion
 * criteria. Global templates have no tenant; a tenant's own templates are seen by that tenant only.
 */
@Entity({ tableName: 'workflow_template' })
@Index({ name: 'workflow_template_tenant_idx', properties: ['tenant', 'createdAt'] })
export class WorkflowTemplate {
  [OptionalProps]?:
    | 'id' | 'tenant' | 'legalReference' | 'applicabilityRules' | 'timelineLogic' | 'validationRules' | 'advisoryPrompts'
    | 'completionCriteria' | 'isActive' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Null for a global template. */
  @ManyToOne(() => Tenant, { nullable: true, deleteRule: 'cascade' })
  tenant: Tenant | null = null;

  @Property({ type: 'string' })
  workflowName!: string;

  @Property({ type: 'string', nullable: true })
  legalReference: string | null = null;

  /** `{entityTypes: [...]}` */
  @Property({ type: 'json' })
  applicabilityRules: Record<string, unknown> = {};

  /** `{triggerDate, deadlineDays, reminderDaysBefore: [...]}` */
  @Property({ type: 'json' })
  timelineLogic: Record<string, unknown> = {};

  @Property({ type: 'json' })
  phases!: TemplatePhase[];

  @Property({ type: 'json' })
  validationRules: Record<string, unknown> = {};

  @Property({ type: 'json' })
  advisoryPrompts: Record<string, unknown> = {};

  /** `{allMandatoryTasksCompleted, filingConfirmation: [form names]}` */
  @Property({ type: 'json' })
  completionCriteria: Record<string, unknown> = {};

  @Property({ type: 'boolean' })
  isActive: boolean = true;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
