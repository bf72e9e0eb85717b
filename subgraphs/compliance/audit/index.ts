import type { ComplianceArea } from '../area.js';

export const auditArea: ComplianceArea = {
  entities: [],
  resolvers: [],
};
