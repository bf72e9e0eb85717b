import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { AssumedListSize, Cost } from '../../shared/demand-control.js';
import { TenantOwned } from '../../shared/tenancy.js';
import { BusinessEntity } from '../business-entities/business-entity.entity.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { WorkflowInstance } from '../workflows/workflow-instance.entity.js';

/** One value ready to be put into the MCA form. */
// Part of its parent's row (JSON or one aggregate statement): no work of its own to weigh.
@Cost(0)
@ObjectType('McaFillField', { description: 'A value for the MCA form and the elements it goes into' })
export class FilledField {
  @Field(() => String, { description: 'Where in the entity profile the value came from' })
  profilePath!: string;

  @AssumedListSize(10)
  @Field(() => [String], { description: 'CSS selectors of the form elements to fill' })
  selectors!: string[];

  @Field(() => String, {
    description: 'The value to enter, transformed as the mapping says (e.g. a date as DD/MM/YYYY)',
  })
  value!: string;
}

/**
 * What the browser extension fills an MCA form with: the values of one entity profile resolved through one
 * form mapping when a workflow's redirect was ready (`contextId` of the redirect). It is a snapshot, so that
 * the form is filled with exactly what was checked; it expires (`FILL_CONTEXT_TTL_MS`) since it copies
 * profile data, and only the tenant it belongs to reads it.
 */
@Entity({ tableName: 'mca_fill_context' })
@TenantOwned()
@Index({ name: 'mca_fill_context_tenant_idx', properties: ['tenant'] })
@Index({ name: 'mca_fill_context_expires_idx', properties: ['expiresAt'] })
@ObjectType('McaFillContext', {
  description: 'The values of an entity profile ready for an MCA form: what the browser extension fills in',
})
export class McaFillContext {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: 'The contextId of the workflow redirect' })
  id: string = randomUUID();

  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  /** Exposed as `workflowInstanceId` by the resolver. */
  @ManyToOne(() => WorkflowInstance, { deleteRule: 'cascade', index: 'mca_fill_context_workflow_instance_idx' })
  workflowInstance!: WorkflowInstance;

  /** Exposed as `entityId` by the resolver. */
  @ManyToOne(() => BusinessEntity, { deleteRule: 'cascade', index: 'mca_fill_context_entity_idx' })
  entity!: BusinessEntity;

  @Property({ type: 'string' })
  @Field(() => String)
  formType!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  formVersion!: string;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'The form page on the MCA portal' })
  mcaUrl!: string;

  @Property({ type: 'json' })
  @AssumedListSize(300)
  @Field(() => [FilledField])
  fields!: FilledField[];

  /** The identity provider's id of the user who asked for the redirect. */
  @Property({ type: 'string' })
  createdBy!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime)
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime, {
    description: 'After this the context is gone (NOT_FOUND): ask for a new redirect',
  })
  expiresAt!: Date;
}
