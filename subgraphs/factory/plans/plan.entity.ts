import { OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';

@ObjectType('FactoryPlanLimits', { description: 'What a tenant on the plan may have' })
export class PlanLimits {
  @Field(() => Int) maxUsers!: number;
  @Field(() => Int) maxWorkers!: number;
  @Field(() => Int) maxJobSteps!: number;
  @Field(() => Int) maxArticleAttributes!: number;
}

@ObjectType('FactoryPlanRateLimits', { description: 'Requests a tenant on the plan may make per window' })
export class PlanRateLimits {
  @Field(() => Int) maxRequests!: number;
  @Field(() => Int, { description: 'Milliseconds' }) windowMs!: number;
}

/** A subscription plan of the factory service: limits copied to tenants at provisioning, and a rate limit. */
@Entity({ tableName: 'plan' })
@ObjectType('FactoryPlan', { description: 'A subscription plan of the factory service' })
export class Plan extends BaseEntity {
  [OptionalProps]?: 'description' | 'isActive';

  @Field(() => ID)
  declare id: string;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'string', unique: 'plan_slug_unique' })
  @Field(() => String, { description: 'Unique and immutable' })
  slug!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  description: string = '';

  @Property({ type: 'json' })
  @Field(() => PlanLimits)
  limits!: PlanLimits;

  @Property({ type: 'json' })
  @Field(() => PlanRateLimits)
  rateLimits!: PlanRateLimits;

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  isActive: boolean = true;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}
