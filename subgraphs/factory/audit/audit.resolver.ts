import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AuditLog } from '../../shared/audit/audit-log.entity.js';
import { AuditLogFilter, AuditLogInput, AuditLogPage } from '../../shared/audit/audit.types.js';
import { FactoryUserOnly } from '../../shared/authorization.js';
import { PageListSize } from '../../shared/demand-control.js';
import type { FactoryContext } from '../context.js';
import { FactoryAuditService } from './audit.service.js';

/** The factory audit trail (its own table, or the central service when AUDIT_LOG_URL is set), scoped by tenant. */
@Resolver(() => AuditLog)
export class FactoryAuditResolver {
  @Authorized()
  @FactoryUserOnly()
  @Query(() => AuditLogPage, {
    description:
      "Audit entries of the caller's tenant, newest first (a super-admin: of the x-tenant-id tenant, or all)",
  })
  @PageListSize(20)
  factoryAuditLogs(
    @Arg('filter', () => AuditLogFilter, { nullable: true }) filter: AuditLogFilter | null | undefined,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
    @Ctx() context: FactoryContext,
  ): Promise<AuditLogPage> {
    return new FactoryAuditService(context).list(filter, page, limit);
  }

  @Authorized()
  @FactoryUserOnly()
  @Mutation(() => AuditLog, {
    description:
      "Records an entry of the caller's tenant with the caller as actor; forwarded to the central audit-log service when one is configured",
  })
  recordFactoryAuditLog(
    @Arg('input', () => AuditLogInput) input: AuditLogInput,
    @Ctx() context: FactoryContext,
  ): Promise<AuditLog> {
    return new FactoryAuditService(context).record(input);
  }
}
