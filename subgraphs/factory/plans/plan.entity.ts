import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';

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
export class Plan {
  [OptionalProps]?: 'id' | 'description' | 'isActive' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

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

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime)
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  @Field(() => GraphQLISODateTime)
  updatedAt: Date = new Date();
}
