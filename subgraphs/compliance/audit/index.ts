import type { ComplianceArea } from '../area.js';
import { AuditEvent } from './audit-event.entity.js';
import { ComplianceAuditResolver } from './audit.resolver.js';

export const auditArea: ComplianceArea = {
  entities: [AuditEvent],
  resolvers: [ComplianceAuditResolver],
};
