import { QueryOrder, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { validationError } from '../../../platform/errors.js';
import type { Audit } from '../../shared/audit/audit.js';
import type { RequestInfo } from '../../shared/context.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { parseTimeRange, withinRange } from '../../shared/filters.js';
import { requireId } from '../../shared/ids.js';
import { tagChanged } from '../../shared/response-cache.js';
import { type Caller } from '../auth/compliance-auth.js';
import { AuditEvent, type FieldChange } from './audit-event.entity.js';
import { AUDIT_TAG } from './audit.events.js';

/** Who made a change: the caller, within its tenant. */
export type AuditActor = Pick<Caller, 'userId' | 'email'> & { tenantId: string };

/** What a change records about itself; who made it and when are added by `ComplianceAuditTrail.record`. */
export interface AuditRecord {
  /** Upper-case verb phrase, e.g. ENTITY_PROFILE_UPDATED, WORKFLOW_TASK_UPDATED. */
  readonly action: string;
  /** Kind of record changed: entity, tenant, workflow_template, workflow_instance, document_template, form_mapping, ... */
  readonly resourceType: string;
  readonly resourceId?: string | null;
  /** The business entity concerned, so that the change appears in the entity's audit. */
  readonly entityId?: string | null;
  /** The document concerned, so that the change appears in the document's audit. */
  readonly documentId?: string | null;
  readonly details?: Record<string, unknown>;
  readonly changes?: readonly FieldChange[];
}

/** The filters of the audit endpoints; dates are ISO dates or date-times, both ends inclusive. */
export interface AuditQuery {
  entityId?: string | null;
  documentId?: string | null;
  resourceType?: string | null;
  resourceId?: string | null;
  action?: string | null;
  userId?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  limit?: number | null;
  offset?: number | null;
}

export interface AuditSlice {
  items: AuditEvent[];
  total: number;
  limit: number;
  offset: number;
  hasMore: boolean;
}

const MAX_LIMIT = 1000;

/**
 * The compliance audit trail: every state change records who did what, in the transaction of the change; rows
 * are immutable (the database refuses to change them). Reads keep to the tenant scope of their EntityManager.
 */
export class ComplianceAuditTrail implements Audit<AuditActor, AuditRecord, AuditEvent> {
  constructor(private readonly request: RequestInfo) {}

  /**
   * Adds an entry to `em`'s unit of work (call inside the change's transaction), with the event that drops the cached
   * audit-trail reads: both commit with the change or not at all.
   */
  record(em: EntityManager, caller: AuditActor, record: AuditRecord): Promise<AuditEvent> {
    recordEvent(em, tagChanged(AUDIT_TAG, { resourceType: record.resourceType }, caller.tenantId));
    return Promise.resolve(
      em.create(AuditEvent, {
        tenantId: caller.tenantId,
        action: record.action,
        resourceType: record.resourceType,
        resourceId: record.resourceId ?? null,
        entityId: record.entityId ?? null,
        documentId: record.documentId ?? null,
        userId: caller.userId,
        userName: caller.email ?? null,
        details: record.details ?? {},
        changes: [...(record.changes ?? [])],
        correlationId: this.request.correlationId,
      }),
    );
  }

  /** Entries of `em`'s tenant scope, newest first, `limit` (default 100) from `offset` (default 0). */
  async query(em: EntityManager, query: AuditQuery): Promise<AuditSlice> {
    const limit = query.limit ?? 100;
    const offset = query.offset ?? 0;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      throw validationError(`limit must be an integer between 1 and ${MAX_LIMIT}`, {
        fields: { limit: ['out of range'] },
      });
    }
    if (!Number.isInteger(offset) || offset < 0)
      throw validationError('offset must be an integer of at least 0', { fields: { offset: ['out of range'] } });
    const range = parseTimeRange(query.startDate, query.endDate, { from: 'startDate', to: 'endDate' });
    const where: FilterQuery<AuditEvent> = {};
    for (const field of ['entityId', 'documentId'] as const) {
      const value = query[field];
      if (!value) continue;
      where[field] = requireId(field, value);
    }
    if (query.resourceType) where.resourceType = query.resourceType;
    if (query.resourceId) where.resourceId = query.resourceId;
    if (query.action) where.action = query.action.trim().toUpperCase();
    if (query.userId) where.userId = query.userId;
    const timestamp = withinRange(range);
    if (timestamp) where.timestamp = timestamp;
    const [items, total] = await em.findAndCount(AuditEvent, where, {
      orderBy: [{ timestamp: QueryOrder.DESC }, { id: QueryOrder.DESC }],
      limit,
      offset,
    });
    return { items, total, limit, offset, hasMore: offset + items.length < total };
  }
}
