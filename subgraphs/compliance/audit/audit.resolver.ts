import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Authenticated, Policy } from '../../shared/authorization.js';
import { PageListSize } from '../../shared/demand-control.js';
import { Cacheable } from '../../shared/response-cache.js';
import type { ComplianceContext } from '../context.js';
import { AUDIT_TAG } from './audit.events.js';
import { ComplianceAuditService } from './audit.service.js';
import { AuditFilter, AuditSlice } from './audit.types.js';

@Resolver()
export class ComplianceAuditResolver {
  @Authorized()
  @Authenticated()
  @Policy(['compliance-audit-reader'])
  @Cacheable([AUDIT_TAG], 'TENANT')
  @Query(() => AuditSlice, {
    description:
      "The audit trail of the caller's tenant (x-admin with the platform-admin role, or x-audit-access for a user allowed to audit)",
  })
  @PageListSize(100)
  complianceAuditEvents(
    @Arg('filter', () => AuditFilter, { nullable: true }) filter: AuditFilter | null | undefined,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 100 }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Ctx() context: ComplianceContext,
  ): Promise<AuditSlice> {
    return new ComplianceAuditService(context).list({ ...filter, limit, offset });
  }
}
