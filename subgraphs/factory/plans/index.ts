import type { SubgraphArea } from '../../shared/area.js';
import { Plan } from './plan.entity.js';
import { FactoryPlanResolver } from './plan.resolver.js';

export const plansArea: SubgraphArea = {
  entities: [Plan],
  resolvers: [FactoryPlanResolver],
};
