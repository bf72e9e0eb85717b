import { ArrayMaxSize, ArrayNotEmpty, IsOptional, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType, SortKeyType } from '../../shared/list-types.js';
import { LegalForm } from '../tenants/tenant.entity.js';
import { WorkflowTemplate } from './workflow-template.entity.js';

/**
 * The template structure as clients send it. GraphQL rejects wrong types and missing fields; the constraints
 * below (blank names, empty lists, ranges) answer VALIDATION_ERROR with `details.fields` keyed by the path of the
 * offending field (`phases.0.tasks.1.name`). Rules across fields (unique phase orders, at least one mandatory
 * task) are the service's.
 */

const NOT_BLANK = /\S/;
const notBlank = { message: 'must not be blank' };
/** Ten years: a deadline or reminder further out is a typo. */
const MAX_DAYS = 3650;

export const TEMPLATE_LIMITS = { phases: 50, tasksPerPhase: 200 } as const;

@InputType('WorkflowTaskInput', { description: 'A task of a template phase' })
export class WorkflowTaskInput {
  @Field(() => String)
  @Matches(NOT_BLANK, notBlank)
  @MaxLength(500)
  name!: string;

  @Field(() => Boolean)
  mandatory!: boolean;

  @Field(() => String, { nullable: true, description: 'Advice shown with the task' })
  @IsOptional()
  @MaxLength(2000)
  advisory?: string | null;
}

@InputType('WorkflowPhaseInput', { description: 'A phase of a template' })
export class WorkflowPhaseInput {
  @Field(() => String)
  @Matches(NOT_BLANK, notBlank)
  @MaxLength(200)
  name!: string;

  @Field(() => Int, { description: 'Position among the phases (ascending); unique within the template' })
  @Min(0)
  @Max(10_000)
  order!: number;

  @Field(() => [WorkflowTaskInput])
  @ArrayNotEmpty({ message: 'must contain at least one task' })
  @ArrayMaxSize(TEMPLATE_LIMITS.tasksPerPhase)
  @ValidateNested({ each: true })
  tasks!: WorkflowTaskInput[];
}

@InputType('WorkflowTimelineInput')
export class WorkflowTimelineInput {
  @Field(() => String, {
    description: 'The event or date the deadline counts from, e.g. "financial_year_end" or "2025-09-30"',
  })
  @Matches(NOT_BLANK, notBlank)
  @MaxLength(100)
  triggerDate!: string;

  @Field(() => Int, { description: 'Days from the trigger to the deadline' })
  @Min(0)
  @Max(MAX_DAYS)
  deadlineDays!: number;

  @Field(() => [Int], {
    nullable: true,
    defaultValue: [],
    description: 'Days before the deadline at which reminders fall',
  })
  @IsOptional()
  @ArrayMaxSize(20)
  @Min(0, { each: true })
  @Max(MAX_DAYS, { each: true })
  reminderDaysBefore?: number[] | null;
}

@InputType('WorkflowApplicabilityInput')
export class WorkflowApplicabilityInput {
  @Field(() => [LegalForm], { description: 'Entity types the template applies to; empty means every type' })
  @ArrayMaxSize(Object.keys(LegalForm).length)
  entityTypes!: LegalForm[];
}

@InputType('WorkflowCompletionCriteriaInput')
export class WorkflowCompletionCriteriaInput {
  @Field(() => Boolean)
  allMandatoryTasksCompleted!: boolean;

  @Field(() => [String], {
    nullable: true,
    defaultValue: [],
    description: 'Forms whose filing confirms the work (e.g. AOC-4)',
  })
  @IsOptional()
  @ArrayMaxSize(50)
  @Matches(NOT_BLANK, { each: true, ...notBlank })
  @MaxLength(100, { each: true })
  filingConfirmation?: string[] | null;
}

/** The fields a template's create and update share; on update every one is optional. */
@InputType('WorkflowTemplateFields')
abstract class TemplateFields {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(500)
  legalReference?: string | null;

  @Field(() => WorkflowApplicabilityInput, {
    nullable: true,
    description: 'Absent: the template applies to every entity type',
  })
  @IsOptional()
  @ValidateNested()
  applicabilityRules?: WorkflowApplicabilityInput | null;

  @Field(() => WorkflowTimelineInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  timelineLogic?: WorkflowTimelineInput | null;

  @Field(() => GraphQLJSONObject, { nullable: true })
  validationRules?: Record<string, unknown> | null;

  @Field(() => GraphQLJSONObject, { nullable: true })
  advisoryPrompts?: Record<string, unknown> | null;

  @Field(() => WorkflowCompletionCriteriaInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  completionCriteria?: WorkflowCompletionCriteriaInput | null;

  @Field(() => Boolean, { nullable: true, description: 'Inactive templates start no new instances' })
  isActive?: boolean | null;
}

@InputType({
  description: "A new workflow template: the caller's tenant's own, or global (platform admins, with global: true)",
})
export class CreateWorkflowTemplateInput extends TemplateFields {
  @Field(() => String)
  @Matches(NOT_BLANK, notBlank)
  @MaxLength(200)
  workflowName!: string;

  @Field(() => [WorkflowPhaseInput])
  @ArrayNotEmpty({ message: 'must contain at least one phase' })
  @ArrayMaxSize(TEMPLATE_LIMITS.phases)
  @ValidateNested({ each: true })
  phases!: WorkflowPhaseInput[];

  @Field(() => ID, {
    nullable: true,
    description: "The caller's tenant (any other is FORBIDDEN); leave out for a global template",
  })
  tenantId?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: 'A template every tenant sees (platform admins only)',
  })
  global?: boolean | null;
}

@InputType({
  description:
    'Changes to a workflow template; absent fields stay. Existing instances keep their own copy of the phases.',
})
export class UpdateWorkflowTemplateInput extends TemplateFields {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(NOT_BLANK, notBlank)
  @MaxLength(200)
  workflowName?: string | null;

  @Field(() => [WorkflowPhaseInput], { nullable: true })
  @IsOptional()
  @ArrayNotEmpty({ message: 'must contain at least one phase' })
  @ArrayMaxSize(TEMPLATE_LIMITS.phases)
  @ValidateNested({ each: true })
  phases?: WorkflowPhaseInput[] | null;
}

@ObjectType({ description: 'A page of workflow templates' })
export class WorkflowTemplatePage extends PageType(WorkflowTemplate, 'Templates') {}

/** The fields the workflow template list can be sorted by, each the entity property it orders on. */
export enum WorkflowTemplateSortField {
  CREATED_AT = 'createdAt',
  UPDATED_AT = 'updatedAt',
  WORKFLOW_NAME = 'workflowName',
  IS_ACTIVE = 'isActive',
}
registerEnumType(WorkflowTemplateSortField, {
  name: 'WorkflowTemplateSortField',
  description: 'The fields the workflow template list can be sorted by',
});

@InputType({
  description:
    'A key to sort the workflow template list by: several apply in the order given, and rows that tie on all of them come in id order',
})
export class WorkflowTemplateSort extends SortKeyType(WorkflowTemplateSortField) {}
