import { Collection, DecimalType, OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';
import { TenantOwned } from '../../shared/tenancy.js';
import { Article } from '../articles/article.entity.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { JobStepProgress } from './job-step.entity.js';

export enum JobStatus {
  ACTIVE = 'active',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
}
registerEnumType(JobStatus, {
  name: 'FactoryJobStatus',
  description: 'active, completed (every step done) or cancelled',
});

/** A batch of one article in one size going through the tenant's job steps. */
@Entity({ tableName: 'job' })
@TenantOwned()
@Unique({ name: 'job_tenant_job_no_unique', properties: ['tenant', 'jobNo'] })
@Index({ name: 'job_tenant_status_created_idx', properties: ['tenant', 'status', 'createdAt'] })
@Index({ name: 'job_tenant_created_idx', properties: ['tenant', 'createdAt'] })
@ObjectType('FactoryJob', { description: 'A batch of one article going through the tenant’s job steps' })
export class Job extends BaseEntity {
  [OptionalProps]?: 'status' | 'completedAt';

  @Field(() => ID)
  declare id: string;

  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'Unique within the tenant' })
  jobNo!: string;

  /** Restrict: an article with jobs cannot be deleted. */
  @ManyToOne(() => Article, { deleteRule: 'restrict' })
  @Field(() => Article)
  article!: Article;

  @Property({ type: new DecimalType('number'), columnType: 'numeric' })
  @Field(() => Number, { description: 'Within the tenant configuration’s sizeRange' })
  size!: number;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Pieces; greater than zero' })
  quantity!: number;

  @Enum({ items: () => JobStatus, type: 'string' })
  @Field(() => JobStatus)
  status: JobStatus = JobStatus.ACTIVE;

  @OneToMany(() => JobStepProgress, (step) => step.job, { orderBy: { order: 'asc' } })
  steps = new Collection<JobStepProgress>(this);

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  completedAt: Date | null = null;
}
