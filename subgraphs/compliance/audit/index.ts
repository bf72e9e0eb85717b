import type { ComplianceArea } from '../area.js';
import { AuditEvent } from './audit-event.entity.js';

export const auditArea: ComplianceArea = {
  entities: [AuditEvent],
  resolvers: [],
};
