import type { SubgraphArea } from '../../shared/area.js';
import { FactoryAuditResolver } from './audit.resolver.js';

export const auditArea: SubgraphArea = {
  entities: [],
  resolvers: [FactoryAuditResolver],
};
