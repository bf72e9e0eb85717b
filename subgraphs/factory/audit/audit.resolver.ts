import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AuditLog } from '../../shared/audit/audit-log.entity.js';
import { parseAuditFilter } from '../../shared/audit/audit-trail.js';
import { AuditLogFilter, AuditLogInput, AuditLogPage } from '../../shared/audit/audit.types.js';
import type { FactoryContext } from '../context.js';

/**
 * The factory audit trail (its own table, or the central service when AUDIT_LOG_URL is set), scoped by tenant:
 * an admin reads and writes its own tenant's entries; a super-admin the tenant `x-tenant-id` names, or every
 * entry without it.
 */
@Resolver(() => AuditLog)
export class FactoryAuditResolver {
  @Authorized()
  @Query(() => AuditLogPage, {
    description:
      "Audit entries of the caller's tenant, newest first (a super-admin: of the x-tenant-id tenant, or all)",
  })
  async factoryAuditLogs(
    @Arg('filter', () => AuditLogFilter, { nullable: true }) filter: AuditLogFilter | null | undefined,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
    @Ctx() { em, auth, audit }: FactoryContext,
  ): Promise<AuditLogPage> {
    const tenantId = await auth.tenantOf();
    return audit.list(em, { ...parseAuditFilter(filter ?? {}), ...(tenantId ? { tenantId } : {}) }, page, limit);
  }

  @Authorized()
  @Mutation(() => AuditLog, {
    description:
      "Records an entry of the caller's tenant with the caller as actor; forwarded to the central audit-log service when one is configured",
  })
  async recordFactoryAuditLog(
    @Arg('input', () => AuditLogInput) input: AuditLogInput,
    @Ctx() { em, auth, audit }: FactoryContext,
  ): Promise<AuditLog> {
    const caller = await auth.requireUser();
    return audit.recordAlone(em, { userId: caller.id }, { ...input, tenantId: await auth.tenantOf() });
  }
}
