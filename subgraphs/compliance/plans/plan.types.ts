import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AssumedListSize } from '../../shared/demand-control.js';

@ObjectType('SubscriptionPlanLimits', { description: 'Limits of a subscription plan' })
export class PlanLimits {
  @Field(() => Int) entities!: number;
  @Field(() => Int) users!: number;
  @Field(() => Int) workflows!: number;
}

@ObjectType({ description: 'A compliance subscription plan' })
export class SubscriptionPlan {
  @Field(() => ID, { description: 'FREE, STARTER, PROFESSIONAL or ENTERPRISE' }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Float) monthlyPrice!: number;
  @Field(() => PlanLimits) limits!: PlanLimits;
  @AssumedListSize(4)
  @Field(() => [String])
  features!: string[];
}

@ObjectType({ description: 'A legal form a compliance entity can have' })
export class EntityTypeOption {
  @Field(() => String) value!: string;
  @Field(() => String) label!: string;
}
