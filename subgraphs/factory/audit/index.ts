import type { SubgraphArea } from '../../shared/area.js';
import { auditTrailArea } from '../../shared/audit/audit-trail.js';
import { FactoryAuditResolver } from './audit.resolver.js';

export const auditArea: SubgraphArea = {
  ...auditTrailArea,
  resolvers: [FactoryAuditResolver],
};
