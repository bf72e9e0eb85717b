import type { AuditLog } from '../../shared/audit/audit-log.entity.js';
import { parseAuditFilter, type AuditFilterInput } from '../../shared/audit/audit-trail.js';
import type { AuditLogInput } from '../../shared/audit/audit.types.js';
import type { Page } from '../../shared/pagination.js';
import type { FactoryContext } from '../context.js';

/**
 * The factory audit trail as callers read it and post to it, scoped by tenant: an admin reads and writes its own
 * tenant's entries; a super-admin the tenant `x-tenant-id` names, or every entry without it.
 */
export class FactoryAuditService {
  constructor(private readonly context: Pick<FactoryContext, 'em' | 'auth' | 'audit'>) {}

  async list(
    filter: AuditFilterInput | null | undefined,
    page: number | null,
    limit: number | null,
  ): Promise<Page<AuditLog>> {
    const tenantId = await this.context.auth.tenantOf();
    const scope = tenantId ? { tenantId } : {};
    return this.context.audit.list(this.context.em, { ...parseAuditFilter(filter ?? {}), ...scope }, page, limit);
  }

  /** An entry of the caller's tenant a client posts, with the caller as actor, in a transaction of its own. */
  async record(input: AuditLogInput): Promise<AuditLog> {
    const caller = await this.context.auth.requireUser();
    const tenantId = await this.context.auth.tenantOf();
    return this.context.audit.recordAlone(this.context.em, { userId: caller.id }, { ...input, tenantId });
  }
}
