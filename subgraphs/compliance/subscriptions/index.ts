import type { ComplianceArea } from '../area.js';
import { SubscriptionResolver } from './subscription.resolver.js';

export const subscriptionsArea: ComplianceArea = {
  entities: [],
  resolvers: [SubscriptionResolver],
};
