import type { ComplianceArea } from '../area.js';
import { PlanResolver } from './plan.resolver.js';

export const plansArea: ComplianceArea = {
  entities: [],
  resolvers: [PlanResolver],
};
