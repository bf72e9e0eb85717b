import type { ComplianceArea } from '../area.js';

export const healthArea: ComplianceArea = {
  entities: [],
  resolvers: [],
};
