import { OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';
import { AssumedListSize, Cost } from '../../shared/demand-control.js';
import { TenantOwned } from '../../shared/tenancy.js';
import { Tenant } from '../tenants/tenant.entity.js';

/**
 * What a worker earns per piece at one job step of an article. Money is exact: a decimal string with at most
 * two places (`"12.50"`), stored as numeric, never a binary float.
 */
// Part of its parent's row (JSON or one aggregate statement): no work of its own to weigh.
@Cost(0)
@ObjectType('FactoryStepRate')
export class StepRate {
  @Field(() => String, { description: 'A job step name of the tenant configuration' }) step!: string;
  @Field(() => String, { description: 'Per piece, a decimal with at most two places, e.g. "12.50"' }) rate!: string;
}

/** A product a tenant makes: its attributes (per the tenant configuration) and the rate of each job step. */
@Entity({ tableName: 'article' })
@TenantOwned()
@Unique({ name: 'article_tenant_article_no_unique', properties: ['tenant', 'articleNo'] })
@ObjectType('FactoryArticle', { description: 'A product a tenant makes' })
export class Article extends BaseEntity {
  [OptionalProps]?: 'attributes' | 'stepRates';

  @Field(() => ID)
  declare id: string;

  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'Unique within the tenant' })
  articleNo!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'json' })
  @Field(() => GraphQLJSONObject, { description: 'Attribute name → value, as the tenant configuration defines them' })
  attributes: Record<string, string | number> = {};

  @Property({ type: 'json' })
  @AssumedListSize(100)
  @Field(() => [StepRate])
  stepRates: StepRate[] = [];

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}
