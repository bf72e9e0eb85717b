import type { ComplianceArea } from '../area.js';

export const documentTemplatesArea: ComplianceArea = {
  entities: [],
  resolvers: [],
};
