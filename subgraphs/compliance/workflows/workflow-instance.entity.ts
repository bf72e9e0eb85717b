import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { BusinessEntity } from '../business-entities/business-entity.entity.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { WorkflowTemplate } from './workflow-template.entity.js';

export enum WorkflowStatus {
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
}

/** A task of an instance: the template's task with its id (`p<phase>_t<task>`) and its completion. */
export interface InstanceTask {
  id: string;
  name: string;
  mandatory: boolean;
  advisory?: string | null;
  completed: boolean;
  completedAt: string | null;
  completedBy: string | null;
}

export interface InstancePhase {
  name: string;
  order: number;
  tasks: InstanceTask[];
}

/** `currentData`: the phases and tasks copied from the template when the instance was created. */
export interface InstanceData {
  phases: InstancePhase[];
}

/** A template assigned to an entity of a tenant; it completes when all its mandatory tasks are done. */
@Entity({ tableName: 'workflow_instance' })
@Index({ name: 'workflow_instance_tenant_idx', properties: ['tenant', 'createdAt'] })
export class WorkflowInstance {
  [OptionalProps]?: 'id' | 'status' | 'completedAt' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => WorkflowTemplate, { deleteRule: 'restrict' })
  template!: WorkflowTemplate;

  @ManyToOne(() => BusinessEntity, { deleteRule: 'cascade' })
  entity!: BusinessEntity;

  @Enum({ items: () => WorkflowStatus, type: 'string' })
  status: WorkflowStatus = WorkflowStatus.IN_PROGRESS;

  @Property({ type: 'json' })
  currentData!: InstanceData;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  completedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
