import type { ComplianceArea } from '../area.js';
import { ComplianceHealthResolver } from './health.resolver.js';

export const healthArea: ComplianceArea = {
  entities: [],
  resolvers: [ComplianceHealthResolver],
};
