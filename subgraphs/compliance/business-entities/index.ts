import type { ComplianceArea } from '../area.js';

export const businessEntitiesArea: ComplianceArea = {
  entities: [],
  resolvers: [],
};
