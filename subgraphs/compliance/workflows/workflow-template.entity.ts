import { OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';
import { AssumedListSize, Cost } from '../../shared/demand-control.js';
import { TenantOwned } from '../../shared/tenancy.js';
import { LegalForm, Tenant } from '../tenants/tenant.entity.js';

/*
 * The shapes of a template's JSON columns. They are plain objects in the database; the classes give them their
 * GraphQL types (type-graphql resolves plain objects against them).
 */

// Part of its parent's row (JSON or one aggregate statement): no work of its own to weigh.
@Cost(0)
@ObjectType('WorkflowTemplateTask', { description: 'A task of a template phase' })
export class TemplateTask {
  @Field(() => String) name!: string;
  @Field(() => Boolean, { description: 'Mandatory tasks decide when an instance completes' }) mandatory!: boolean;
  @Field(() => String, { nullable: true, description: 'Advice shown with the task' }) advisory?: string | null;
}

// Part of its parent's row (JSON or one aggregate statement): no work of its own to weigh.
@Cost(0)
@ObjectType('WorkflowTemplatePhase', { description: 'A phase of a template: its place in the sequence and its tasks' })
export class TemplatePhase {
  @Field(() => String) name!: string;
  @Field(() => Int, { description: 'Phases are numbered by ascending order (p1, p2, ... in task ids)' }) order!: number;
  @AssumedListSize(200) // TEMPLATE_LIMITS.tasksPerPhase
  @Field(() => [TemplateTask])
  tasks!: TemplateTask[];
}

@ObjectType('WorkflowTimeline', {
  description: 'When the work falls due: a trigger, a deadline after it and reminders before the deadline',
})
export class TimelineLogic {
  @Field(() => String, { description: 'The event or date the deadline counts from, e.g. "financial_year_end"' })
  triggerDate!: string;
  @Field(() => Int, { description: 'Days from the trigger to the deadline' }) deadlineDays!: number;
  @AssumedListSize(20)
  @Field(() => [Int], { description: 'Days before the deadline at which reminders fall' })
  reminderDaysBefore!: number[];
}

@ObjectType('WorkflowApplicability', { description: 'Which entities a template applies to' })
export class ApplicabilityRules {
  @AssumedListSize(3)
  @Field(() => [LegalForm], { description: 'Entity types the template applies to; empty means every type' })
  entityTypes!: LegalForm[];
}

@ObjectType('WorkflowCompletionCriteria', { description: 'What completing the workflow means' })
export class CompletionCriteria {
  @Field(() => Boolean) allMandatoryTasksCompleted!: boolean;
  @AssumedListSize(50)
  @Field(() => [String], { description: 'Forms whose filing confirms the work (e.g. AOC-4, MGT-7)' })
  filingConfirmation!: string[];
}

/**
 * A phased compliance checklist (e.g. an annual filing) with its legal reference, deadlines and completion
 * criteria. Global templates have no tenant; a tenant's own templates are seen by that tenant only.
 */
@Entity({ tableName: 'workflow_template' })
@TenantOwned({ sharedWhenNull: true })
@Index({ name: 'workflow_template_tenant_idx', properties: ['tenant', 'createdAt'] })
@ObjectType('WorkflowTemplate', { description: "A phased compliance checklist: global, or a tenant's own" })
export class WorkflowTemplate extends BaseEntity {
  [OptionalProps]?:
    | 'tenant'
    | 'legalReference'
    | 'applicabilityRules'
    | 'timelineLogic'
    | 'validationRules'
    | 'advisoryPrompts'
    | 'completionCriteria'
    | 'isActive';

  @Field(() => ID)
  declare id: string;

  /** Null for a global template. */
  @ManyToOne(() => Tenant, { nullable: true, deleteRule: 'cascade' })
  tenant: Tenant | null = null;

  @Property({ type: 'string' })
  @Field(() => String)
  workflowName!: string;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'The statute or rule the workflow satisfies, e.g. "Companies Act 2013, Section 137"',
  })
  legalReference: string | null = null;

  @Property({ type: 'json' })
  @Field(() => ApplicabilityRules)
  applicabilityRules: ApplicabilityRules = { entityTypes: [] };

  /** Null when the template sets no deadline. */
  @Property({ type: 'json', nullable: true })
  @Field(() => TimelineLogic, { nullable: true })
  timelineLogic: TimelineLogic | null = null;

  /** Sorted by `order`. */
  @Property({ type: 'json' })
  @AssumedListSize(50) // TEMPLATE_LIMITS.phases
  @Field(() => [TemplatePhase])
  phases!: TemplatePhase[];

  @Property({ type: 'json' })
  @Field(() => GraphQLJSONObject)
  validationRules: Record<string, unknown> = {};

  @Property({ type: 'json' })
  @Field(() => GraphQLJSONObject)
  advisoryPrompts: Record<string, unknown> = {};

  @Property({ type: 'json' })
  @Field(() => CompletionCriteria)
  completionCriteria: CompletionCriteria = { allMandatoryTasksCompleted: true, filingConfirmation: [] };

  /** Inactive templates stay readable (and their instances go on) but start no new instances. */
  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  isActive: boolean = true;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}
