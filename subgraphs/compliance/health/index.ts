import type { SubgraphArea } from '../../shared/area.js';
import { ComplianceHealthResolver } from './health.resolver.js';

export const healthArea: SubgraphArea = {
  entities: [],
  resolvers: [ComplianceHealthResolver],
};
