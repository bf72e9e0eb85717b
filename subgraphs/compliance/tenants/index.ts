import type { ComplianceArea } from '../area.js';

export const tenantsArea: ComplianceArea = {
  entities: [],
  resolvers: [],
};
