import { Query, Resolver } from 'type-graphql';
import { AssumedListSize } from '../../shared/demand-control.js';
import { ENTITY_TYPES, SUBSCRIPTION_PLANS } from './plan.catalog.js';
import { EntityTypeOption, SubscriptionPlan } from './plan.types.js';

@Resolver()
export class CompliancePlanResolver {
  @Query(() => [SubscriptionPlan], { description: 'The compliance subscription plans (public)' })
  @AssumedListSize(SUBSCRIPTION_PLANS.length)
  subscriptionPlans(): readonly SubscriptionPlan[] {
    return SUBSCRIPTION_PLANS;
  }

  @Query(() => [EntityTypeOption], { description: 'The legal forms an entity can have (public)' })
  @AssumedListSize(ENTITY_TYPES.length)
  entityTypeOptions(): readonly EntityTypeOption[] {
    return ENTITY_TYPES;
  }
}
