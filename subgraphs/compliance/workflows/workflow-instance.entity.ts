import { OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';
import { AssumedListSize, Cost } from '../../shared/demand-control.js';
import type { RecordOf } from '../../shared/read-models.js';
import { TenantOwned } from '../../shared/tenancy.js';
import { BusinessEntity } from '../business-entities/business-entity.entity.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { WorkflowTemplate } from './workflow-template.entity.js';

export enum WorkflowStatus {
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
}
registerEnumType(WorkflowStatus, {
  name: 'WorkflowStatus',
  description:
    'IN_PROGRESS until every mandatory task is completed, then COMPLETED (back to IN_PROGRESS if one is unchecked)',
});

/** A task of an instance: the template's task with its id (`p<phase>_t<task>`) and its completion. */
// Part of its parent's row (JSON or one aggregate statement): no work of its own to weigh.
@Cost(0)
@ObjectType('WorkflowTask', { description: 'A task of a workflow instance and its completion' })
export class InstanceTask {
  @Field(() => ID, { description: 'p<phase>_t<task>, both counted from 1 (phases by ascending order)' }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean) mandatory!: boolean;
  @Field(() => String, { nullable: true }) advisory?: string | null;
  @Field(() => Boolean) completed!: boolean;
  /** ISO 8601; a string because the task lives in a JSON column. */
  @Field(() => String, { nullable: true, description: 'When the task was checked (ISO 8601)' }) completedAt!:
    string | null;
  @Field(() => String, { nullable: true, description: 'User id of whoever checked the task' }) completedBy!:
    string | null;
}

// Part of its parent's row (JSON or one aggregate statement): no work of its own to weigh.
@Cost(0)
@ObjectType('WorkflowPhase', { description: 'A phase of a workflow instance' })
export class InstancePhase {
  @Field(() => String) name!: string;
  @Field(() => Int) order!: number;
  @AssumedListSize(200) // TEMPLATE_LIMITS.tasksPerPhase
  @Field(() => [InstanceTask])
  tasks!: InstanceTask[];
}

/** `currentData`: the phases and tasks copied from the template when the instance was created. */
@ObjectType('WorkflowInstanceData', {
  description: "The instance's copy of the template's phases and tasks, with their completion",
})
export class InstanceData {
  @AssumedListSize(50) // TEMPLATE_LIMITS.phases
  @Field(() => [InstancePhase])
  phases!: InstancePhase[];
}

/** A template assigned to an entity of a tenant; it completes when all its mandatory tasks are done. */
@Entity({ tableName: 'workflow_instance' })
@TenantOwned()
@Index({ name: 'workflow_instance_tenant_idx', properties: ['tenant', 'createdAt'] })
@Index({ name: 'workflow_instance_entity_idx', properties: ['entity'] })
@Index({ name: 'workflow_instance_template_idx', properties: ['template'] })
@ObjectType('WorkflowInstance', { description: 'A workflow template assigned to an entity of a tenant' })
export class WorkflowInstance extends BaseEntity {
  [OptionalProps]?: 'status' | 'completedAt';

  @Field(() => ID)
  declare id: string;

  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => WorkflowTemplate, { deleteRule: 'restrict' })
  template!: WorkflowTemplate;

  @ManyToOne(() => BusinessEntity, { deleteRule: 'cascade' })
  entity!: BusinessEntity;

  @Enum({ items: () => WorkflowStatus, type: 'string' })
  @Field(() => WorkflowStatus)
  status: WorkflowStatus = WorkflowStatus.IN_PROGRESS;

  @Property({ type: 'json' })
  @Field(() => InstanceData)
  currentData!: InstanceData;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the last mandatory task was completed' })
  completedAt: Date | null = null;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}

/**
 * A workflow instance as the list reads it (a read model, see `shared/read-models.ts`): its relations as ids, and
 * its template as a record of its own.
 */
export type WorkflowInstanceRecord = RecordOf<WorkflowInstance, 'tenant' | 'template' | 'entity'> & {
  templateRecord: RecordOf<WorkflowTemplate, 'tenant'>;
};
