import type { ComplianceArea } from '../area.js';

export const workflowsArea: ComplianceArea = {
  entities: [],
  resolvers: [],
};
