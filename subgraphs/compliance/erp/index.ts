import type { ComplianceArea } from '../area.js';

export const erpArea: ComplianceArea = {
  entities: [],
  resolvers: [],
};
