import { MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { PageType } from '../../shared/list-types.js';
import { WorkflowInstance } from './workflow-instance.entity.js';

@InputType({ description: 'Starts a workflow: a template the tenant sees, for one of its entities' })
export class CreateWorkflowInstanceInput {
  @Field(() => ID, { nullable: true, description: "The caller's tenant (any other is FORBIDDEN); defaults to it" })
  tenantId?: string | null;

  @Field(() => ID, { description: 'A global template or one of the tenant\'s own, active' })
  templateId!: string;

  @Field(() => ID, { description: 'An entity of the tenant' })
  entityId!: string;
}

@InputType({ description: 'Checks or unchecks one task of a workflow instance' })
export class WorkflowTaskUpdateInput {
  @Field(() => String, { description: 'The task id, p<phase>_t<task> (e.g. p1_t2)' })
  @MaxLength(40)
  taskId!: string;

  @Field(() => Boolean)
  completed!: boolean;
}

@ObjectType({ description: 'A page of workflow instances' })
export class WorkflowInstancePage extends PageType(WorkflowInstance, 'Instances') {}
