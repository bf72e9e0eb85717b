import { Query, Resolver } from 'type-graphql';
import { AssumedListSize } from '../../shared/demand-control.js';
import { CodeConstant } from '../../shared/response-cache.js';
import { ENTITY_TYPES, SUBSCRIPTION_PLANS } from './plan.catalog.js';
import { EntityTypeOption, SubscriptionPlan } from './plan.types.js';

@Resolver()
export class CompliancePlanResolver {
  @Query(() => [SubscriptionPlan], { description: 'The compliance subscription plans (public)' })
  @AssumedListSize(SUBSCRIPTION_PLANS.length)
  @CodeConstant()
  subscriptionPlans(): readonly SubscriptionPlan[] {
    return SUBSCRIPTION_PLANS;
  }

  @Query(() => [EntityTypeOption], { description: 'The legal forms an entity can have (public)' })
  @AssumedListSize(ENTITY_TYPES.length)
  @CodeConstant()
  entityTypeOptions(): readonly EntityTypeOption[] {
    return ENTITY_TYPES;
  }
}
