import type { ComplianceContext } from '../context.js';
import type { AuditQuery, AuditSlice } from './audit-trail.js';

/** The compliance audit trail as its readers see it: always the caller's own tenant. */
export class ComplianceAuditService {
  constructor(private readonly context: Pick<ComplianceContext, 'em' | 'auth' | 'audit'>) {}

  /** An admin, or a user allowed to audit with `x-audit-access: true`. */
  async list(query: AuditQuery): Promise<AuditSlice> {
    await this.context.auth.requireAuditAccess();
    return this.context.audit.query(this.context.em, query);
  }
}
