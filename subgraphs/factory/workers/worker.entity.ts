import { ArrayType, OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';
import { AssumedListSize } from '../../shared/demand-control.js';
import { TenantOwned } from '../../shared/tenancy.js';
import { Tenant } from '../tenants/tenant.entity.js';

/** The name of the placeholder worker `GET /worker/initDefaultWorker` seeds once per tenant. */
export const DEFAULT_WORKER_NAME = 'None';

/** A piece worker of a tenant: paid per piece for the paid job steps it completes. */
@Entity({ tableName: 'worker' })
@TenantOwned()
@Index({ name: 'worker_tenant_name_idx', properties: ['tenant', 'name'] })
@ObjectType('FactoryWorker', { description: 'A piece worker of a tenant' })
export class Worker extends BaseEntity {
  [OptionalProps]?: 'phone' | 'skills' | 'isActive';

  @Field(() => ID)
  declare id: string;

  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  phone: string | null = null;

  /** A text[] column, so that `skill` filters use its GIN index (`@>`). */
  @Property({ type: ArrayType, columnType: 'text[]' })
  @AssumedListSize(50)
  @Field(() => [String])
  skills: string[] = [];

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  isActive: boolean = true;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}
