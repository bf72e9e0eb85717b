import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AuditLog } from '../../shared/audit/audit-log.entity.js';
import { AuditLogFilter, AuditLogInput, AuditLogPage } from '../../shared/audit/audit.types.js';
import { PageListSize } from '../../shared/demand-control.js';
import type { TrainingContext } from '../context.js';
import { TrainingAuditService } from './audit.service.js';

/** The audit trail of the training service (its own table, or the central service when AUDIT_LOG_URL is set). */
@Resolver(() => AuditLog)
export class TrainingAuditResolver {
  @Authorized()
  @Query(() => AuditLogPage, {
    description:
      'Recorded admin writes, newest first (admin); read from the central audit-log service when one is configured',
  })
  @PageListSize(20)
  trainingAuditLogs(
    @Arg('filter', () => AuditLogFilter, { nullable: true }) filter: AuditLogFilter | null | undefined,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
    @Ctx() context: TrainingContext,
  ): Promise<AuditLogPage> {
    return new TrainingAuditService(context).list(filter, page, limit);
  }

  @Authorized()
  @Mutation(() => AuditLog, {
    description:
      'Records an entry with the caller as actor (admin); forwarded to the central audit-log service when one is configured',
  })
  recordTrainingAuditLog(
    @Arg('input', () => AuditLogInput) input: AuditLogInput,
    @Ctx() context: TrainingContext,
  ): Promise<AuditLog> {
    return new TrainingAuditService(context).record(input);
  }
}
