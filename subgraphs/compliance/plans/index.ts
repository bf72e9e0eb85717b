import type { SubgraphArea } from '../../shared/area.js';
import { CompliancePlanResolver } from './plan.resolver.js';

export const plansArea: SubgraphArea = {
  entities: [],
  resolvers: [CompliancePlanResolver],
};
