import type { ComplianceContext } from '../context.js';
import type { AuditQuery, AuditSlice } from './audit.service.js';

/** The compliance audit trail as its readers see it: always the caller's own tenant. */
export class ComplianceAuditLogService {
  constructor(private readonly context: Pick<ComplianceContext, 'em' | 'auth' | 'audit'>) {}

  /** An admin, or a user allowed to audit with `x-audit-access: true`. */
  async list(query: AuditQuery): Promise<AuditSlice> {
    const caller = await this.context.auth.requireAuditAccess();
    return this.context.audit.query(this.context.em, caller.tenantId, query);
  }
}
