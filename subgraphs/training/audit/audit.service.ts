import type { AuditLog } from '../../shared/audit/audit-log.entity.js';
import { parseAuditFilter, type AuditFilterInput } from '../../shared/audit/audit-trail.js';
import type { AuditLogInput } from '../../shared/audit/audit.types.js';
import type { Page } from '../../shared/pagination.js';
import type { TrainingContext } from '../context.js';

/** The training audit trail as admins read it and post to it (its own table, or the central service). */
export class TrainingAuditService {
  constructor(private readonly context: Pick<TrainingContext, 'em' | 'auth' | 'audit'>) {}

  list(
    filter: AuditFilterInput | null | undefined,
    page: number | null,
    limit: number | null,
  ): Promise<Page<AuditLog>> {
    return this.context.audit.list(this.context.em, parseAuditFilter(filter ?? {}), page, limit);
  }

  /** An entry a client posts, with the admin as actor, in a transaction of its own. */
  async record(input: AuditLogInput): Promise<AuditLog> {
    const actor = await this.context.auth.requireAdmin();
    return this.context.audit.recordAlone(this.context.em, actor, input);
  }
}
