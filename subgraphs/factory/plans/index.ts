import type { SubgraphArea } from '../../shared/area.js';
import { Plan } from './plan.entity.js';

export const plansArea: SubgraphArea = {
  entities: [Plan],
  resolvers: [],
};
