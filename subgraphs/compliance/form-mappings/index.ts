import type { ComplianceArea } from '../area.js';

export const formMappingsArea: ComplianceArea = {
  entities: [],
  resolvers: [],
};
