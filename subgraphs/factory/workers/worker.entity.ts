import { ArrayType, OptionalProps } from '@mikro-orm/core';
import { Entity, Filter, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { TENANT_FILTER } from '../tenancy.js';
import { Tenant } from '../tenants/tenant.entity.js';

/** The name of the placeholder worker `GET /worker/initDefaultWorker` seeds once per tenant. */
export const DEFAULT_WORKER_NAME = 'None';

/** A piece worker of a tenant: paid per piece for the paid job steps it completes. */
@Entity({ tableName: 'worker' })
@Filter(TENANT_FILTER)
@Index({ name: 'worker_tenant_name_idx', properties: ['tenant', 'name'] })
@ObjectType('FactoryWorker', { description: 'A piece worker of a tenant' })
export class Worker {
  [OptionalProps]?: 'id' | 'phone' | 'skills' | 'isActive' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

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
  @Field(() => [String])
  skills: string[] = [];

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  isActive: boolean = true;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime)
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  @Field(() => GraphQLISODateTime)
  updatedAt: Date = new Date();
}
