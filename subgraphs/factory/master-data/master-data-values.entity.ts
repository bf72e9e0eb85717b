import { ArrayType, type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';
import { AssumedListSize } from '../../shared/demand-control.js';
import { TenantOwned } from '../../shared/tenancy.js';
import { Tenant } from '../tenants/tenant.entity.js';

/**
 * The allowed values of one article attribute of a tenant (the spec's one collection keyed by attributeName).
 * An article's value of that attribute must be one of them.
 */
@Entity({ tableName: 'master_data_values' })
@TenantOwned()
@Unique({ name: 'master_data_values_tenant_attribute_unique', properties: ['tenant', 'attributeName'] })
@ObjectType('FactoryMasterDataValues', { description: 'The allowed values of one article attribute' })
export class MasterDataValues extends BaseEntity {
  @Field(() => ID)
  declare id: string;

  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'An article attribute of the tenant configuration' })
  attributeName!: string;

  @Property({ type: ArrayType, columnType: 'text[]' })
  @AssumedListSize(100)
  @Field(() => [String])
  values!: string[];

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}
