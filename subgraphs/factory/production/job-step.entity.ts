import { DecimalType, OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TenantOwned } from '../../shared/tenancy.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { Worker } from '../workers/worker.entity.js';
import { Job } from './job.entity.js';

export enum JobStepStatus {
  PENDING = 'pending',
  IN_PROGRESS = 'in_progress',
  COMPLETED = 'completed',
}
registerEnumType(JobStepStatus, { name: 'FactoryJobStepStatus', description: 'pending → in_progress → completed' });

/**
 * One step of one job, a row of its own (not json on the job) so that reports group completed steps in SQL.
 * `name`, `order` and `isPaid` are copied from the tenant configuration and `rate` from the article when the job
 * is created, so that later changes to either do not rewrite what a finished job earned.
 */
@Entity({ tableName: 'job_step' })
@TenantOwned()
@Unique({ name: 'job_step_job_order_unique', properties: ['job', 'order'] })
@Index({ name: 'job_step_tenant_completed_idx', properties: ['tenant', 'status', 'completedAt'] })
@ObjectType('FactoryJobStepProgress', { description: 'Where one job stands at one of its steps' })
export class JobStepProgress {
  [OptionalProps]?: 'id' | 'status' | 'worker' | 'startedAt' | 'completedAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Job, { deleteRule: 'cascade' })
  job!: Job;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'integer' })
  @Field(() => Int)
  order!: number;

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  isPaid!: boolean;

  @Property({ type: new DecimalType('string'), columnType: 'numeric(14,2)' })
  @Field(() => String, { description: 'Per piece, copied from the article ("0.00" for an unpaid step)' })
  rate!: string;

  @Enum({ items: () => JobStepStatus, type: 'string' })
  @Field(() => JobStepStatus)
  status: JobStepStatus = JobStepStatus.PENDING;

  @ManyToOne(() => Worker, { nullable: true, deleteRule: 'restrict' })
  @Field(() => Worker, { nullable: true })
  worker: Worker | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  completedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
