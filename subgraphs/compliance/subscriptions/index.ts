import type { SubgraphArea } from '../../shared/area.js';
import { EventSubscriptionAccessResolver } from './subscription-access.resolver.js';
import { SubscriptionResolver } from './subscription.resolver.js';

export const subscriptionsArea: SubgraphArea = {
  entities: [],
  resolvers: [SubscriptionResolver, EventSubscriptionAccessResolver],
};
