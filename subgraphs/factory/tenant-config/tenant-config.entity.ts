import type { Opt } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';
import { AssumedListSize, Cost } from '../../shared/demand-control.js';
import { TenantOwned } from '../../shared/tenancy.js';
import { Tenant } from '../tenants/tenant.entity.js';

// Part of its parent's row (JSON or one aggregate statement): no work of its own to weigh.
@Cost(0)
@ObjectType('FactoryJobStep', { description: 'A step every job of the tenant goes through' })
export class JobStep {
  @Field(() => String) name!: string;
  @Field(() => Int) order!: number;
  @Field(() => Boolean, { description: 'Whether completing it earns the worker the article’s rate' }) isPaid!: boolean;
}

// Part of its parent's row (JSON or one aggregate statement): no work of its own to weigh.
@Cost(0)
@ObjectType('FactoryArticleAttribute', { description: 'An attribute every article of the tenant has' })
export class ArticleAttribute {
  @Field(() => String) name!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { description: 'string or number' }) type!: 'string' | 'number';
  @Field(() => Boolean) isRequired!: boolean;
}

@ObjectType('FactorySizeRange')
export class SizeRange {
  @Field(() => Number) min!: number;
  @Field(() => Number) max!: number;
}

@ObjectType('FactoryPaginationSettings')
export class PaginationSettings {
  @Field(() => Int) defaultPageSize!: number;
  @Field(() => Int) maxPageSize!: number;
}

/** The configuration of one tenant: its job steps, article attributes, size range, ledger types and page sizes. */
@Entity({ tableName: 'tenant_config' })
@TenantOwned()
@ObjectType('FactoryTenantConfig', { description: 'How a tenant’s production is set up' })
export class TenantConfig extends BaseEntity {
  @Field(() => ID)
  declare id: string;

  @OneToOne(() => Tenant, { owner: true, deleteRule: 'cascade', unique: 'tenant_config_tenant_unique' })
  tenant!: Tenant;

  @Property({ type: 'json' })
  @AssumedListSize(50)
  @Field(() => [JobStep])
  jobSteps!: JobStep[];

  @Property({ type: 'json' })
  @AssumedListSize(50)
  @Field(() => [ArticleAttribute])
  articleAttributes!: ArticleAttribute[];

  @Property({ type: 'json' })
  @Field(() => SizeRange)
  sizeRange!: SizeRange;

  @Property({ type: 'json' })
  @AssumedListSize(50)
  @Field(() => [String])
  customLedgerTypes!: string[];

  @Property({ type: 'json' })
  @Field(() => PaginationSettings)
  pagination!: PaginationSettings;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}
