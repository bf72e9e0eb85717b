import type { SubgraphArea } from '../../shared/area.js';
import { AuditEvent } from './audit-event.entity.js';
import { ComplianceAuditResolver } from './audit.resolver.js';

export const auditArea: SubgraphArea = {
  entities: [AuditEvent],
  resolvers: [ComplianceAuditResolver],
};
