import { MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PageType, SortKeyType } from '../../shared/list-types.js';
import { WorkflowInstance } from './workflow-instance.entity.js';

@InputType({ description: 'Starts a workflow: a template the tenant sees, for one of its entities' })
export class CreateWorkflowInstanceInput {
  @Field(() => ID, { nullable: true, description: "The caller's tenant (any other is FORBIDDEN); defaults to it" })
  tenantId?: string | null;

  @Field(() => ID, { description: "A global template or one of the tenant's own, active" })
  templateId!: string;

  @Field(() => ID, { description: 'An entity of the tenant' })
  entityId!: string;
}

@InputType({ description: 'Checks or unchecks one task of a workflow instance' })
export class UpdateWorkflowTaskInput {
  @Field(() => String, { description: 'The task id, p<phase>_t<task> (e.g. p1_t2)' })
  @MaxLength(40)
  taskId!: string;

  @Field(() => Boolean)
  completed!: boolean;
}

@ObjectType({ description: 'A page of workflow instances' })
export class WorkflowInstancePage extends PageType(WorkflowInstance, 'Instances') {}

/** The fields the workflow instance list can be sorted by, each the entity property it orders on. */
export enum WorkflowInstanceSortField {
  CREATED_AT = 'createdAt',
  UPDATED_AT = 'updatedAt',
  COMPLETED_AT = 'completedAt',
  STATUS = 'status',
}
registerEnumType(WorkflowInstanceSortField, {
  name: 'WorkflowInstanceSortField',
  description: 'The fields the workflow instance list can be sorted by',
});

@InputType({
  description:
    'A key to sort the workflow instance list by: several apply in the order given, and rows that tie on all of them come in id order',
})
export class WorkflowInstanceSort extends SortKeyType(WorkflowInstanceSortField) {}
