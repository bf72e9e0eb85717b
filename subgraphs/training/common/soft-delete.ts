import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { validationError } from '../../../platform/errors.js';
import type { AuditActor, AuditTrail } from '../../shared/audit/audit-trail.js';
import { requireIds } from '../../shared/ids.js';
import type { BulkDeleteResult } from './results.js';

/** The most ids one bulk request may name: a bound on the work and the audit entries of one transaction. */
export const MAX_BULK_IDS = 1000;

/** A record that soft deletion hides: it stays, with `deletedAt` set. */
interface SoftDeletable {
  readonly id: string;
  deletedAt: Date | null;
}

export interface BulkSoftDelete<T> {
  readonly entity: EntityClass<T>;
  /** What one record is called in messages ("ids must name at least one interest"). */
  readonly noun: string;
  /** The audit entry of each record deleted. */
  readonly audit: {
    readonly trail: AuditTrail;
    readonly actor: AuditActor;
    readonly entityType: string;
    readonly action: string;
  };
}

/**
 * Soft-deletes the records among `ids` in one transaction, each with an audit entry. Every id must be a uuid
 * (case aside); ids of records deleted before count as matched, not deleted; unknown ones count as neither.
 */
export async function softDeleteAll<T extends SoftDeletable>(
  em: EntityManager,
  ids: string[],
  request: BulkSoftDelete<T>,
): Promise<BulkDeleteResult> {
  if (!ids.length) throw validationError(`ids must name at least one ${request.noun}`);
  if (ids.length > MAX_BULK_IDS) throw validationError(`At most ${MAX_BULK_IDS} ids per bulk delete`);
  const unique = [...new Set(requireIds('ids', ids))];
  return em.transactional(async (tx) => {
    // By primary key: a list of them is the `$in` of the generic entity.
    const records = await tx.find(request.entity, unique as FilterQuery<T>);
    const now = new Date();
    let deleted = 0;
    for (const record of records) {
      if (record.deletedAt) continue;
      record.deletedAt = now;
      deleted++;
      const { trail, actor, entityType, action } = request.audit;
      await trail.record(tx, actor, {
        action,
        entityType,
        entityId: record.id,
        after: { deletedAt: now.toISOString() },
      });
    }
    await tx.flush();
    return { matched: records.length, deleted };
  });
}
