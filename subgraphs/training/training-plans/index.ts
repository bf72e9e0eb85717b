import type { SubgraphArea } from '../../shared/area.js';
import { TrainingPlanRequest } from './training-plan-request.entity.js';
import { TrainingPlanResolver } from './training-plan.resolver.js';

export const trainingPlansArea: SubgraphArea = {
  entities: [TrainingPlanRequest],
  resolvers: [TrainingPlanResolver],
};
