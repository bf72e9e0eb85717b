import type { AuditLog } from '../../shared/audit/audit-log.entity.js';
import { parseAuditFilter, type AuditFilterInput } from '../../shared/audit/audit-trail.js';
import type { AuditLogInput } from '../../shared/audit/audit.types.js';
import type { Page } from '../../shared/pagination.js';
import type { FactoryContext } from '../context.js';

/**
 * The factory audit trail as callers read it and post to it. Its entries are tenant-owned, so reads keep to the
 * request's tenant scope: an admin reads its own tenant's entries, a super-admin every entry, or, as in every
 * factory list, those of the tenant `x-tenant-id` names. A posted entry belongs to the caller's tenant.
 */
export class FactoryAuditService {
  constructor(private readonly context: Pick<FactoryContext, 'em' | 'auth' | 'audit'>) {}

  async list(
    filter: AuditFilterInput | null | undefined,
    page: number | null,
    limit: number | null,
  ): Promise<Page<AuditLog>> {
    // A super-admin's choice of one tenant; an admin's own tenant, which its scope keeps it to anyway.
    const named = await this.context.auth.tenantOf();
    const narrowed = named ? { tenantId: named } : {};
    return this.context.audit.list(this.context.em, { ...parseAuditFilter(filter ?? {}), ...narrowed }, page, limit);
  }

  /** An entry of the caller's tenant a client posts, with the caller as actor, in a transaction of its own. */
  async record(input: AuditLogInput): Promise<AuditLog> {
    const caller = await this.context.auth.requireUser();
    const tenantId = await this.context.auth.tenantOf();
    return this.context.audit.recordAlone(this.context.em, { userId: caller.id }, { ...input, tenantId });
  }
}
