import { Query, Resolver } from 'type-graphql';
import { ENTITY_TYPES, SUBSCRIPTION_PLANS } from './plan.catalog.js';
import { EntityTypeOption, SubscriptionPlan } from './plan.types.js';

@Resolver()
export class CompliancePlanResolver {
  @Query(() => [SubscriptionPlan], { description: 'The compliance subscription plans (public)' })
  subscriptionPlans(): readonly SubscriptionPlan[] {
    return SUBSCRIPTION_PLANS;
  }

  @Query(() => [EntityTypeOption], { description: 'The legal forms an entity can have (public)' })
  entityTypeOptions(): readonly EntityTypeOption[] {
    return ENTITY_TYPES;
  }
}
