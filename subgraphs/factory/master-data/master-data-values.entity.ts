import { ArrayType, OptionalProps } from '@mikro-orm/core';
import { Entity, Filter, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { TENANT_FILTER } from '../tenancy.js';
import { Tenant } from '../tenants/tenant.entity.js';

/**
 * The allowed values of one article attribute of a tenant (the spec's one collection keyed by attributeName).
 * An article's value of that attribute must be one of them.
 */
@Entity({ tableName: 'master_data_values' })
@Filter(TENANT_FILTER)
@Unique({ name: 'master_data_values_tenant_attribute_unique', properties: ['tenant', 'attributeName'] })
@ObjectType('FactoryMasterDataValues', { description: 'The allowed values of one article attribute' })
export class MasterDataValues {
  [OptionalProps]?: 'id' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'An article attribute of the tenant configuration' })
  attributeName!: string;

  @Property({ type: ArrayType, columnType: 'text[]' })
  @Field(() => [String])
  values!: string[];

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime)
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  @Field(() => GraphQLISODateTime)
  updatedAt: Date = new Date();
}
