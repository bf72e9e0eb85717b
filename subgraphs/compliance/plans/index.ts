import type { SubgraphArea } from '../../shared/area.js';
import { PlanResolver } from './plan.resolver.js';

export const plansArea: SubgraphArea = {
  entities: [],
  resolvers: [PlanResolver],
};
