import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { parseTimeRange, withinRange, type TimeRange } from '../../shared/filters.js';
import { pageOf, type Page } from '../../shared/pagination.js';
import { scopedQueryBuilder } from '../../shared/tenancy.js';
import type { FactoryContext } from '../context.js';
import { requireConfiguration, tenantPage, writer } from '../tenant-scope.js';
import { Worker } from '../workers/worker.entity.js';
import { BUILT_IN_LEDGER_TYPES, LedgerEntry } from './ledger-entry.entity.js';
import type { LedgerAdjustmentInput, LedgerSummary } from './ledger.types.js';
import { amountOf, paiseOf, positiveAmount } from './money.js';

const RANGE_FIELDS = { from: 'from', to: 'to' };

/** The built-in types that only the system posts: a job step's credit and a payment's debit have their own records. */
const SYSTEM_LEDGER_TYPES: readonly string[] = ['job_step', 'payment'];

/** A worker of the request's scope, by id; NOT_FOUND for another tenant's or a missing one. */
export async function visibleWorker(em: EntityManager, workerId: string, tenantId?: string): Promise<Worker> {
  return em.findOneOrFail(Worker, { id: normalizeId(workerId), tenant: tenantId });
}

/** Writes one entry and its audit record inside the caller's transaction `em`. */
export async function postLedgerEntry(
  context: Pick<FactoryContext, 'audit'>,
  em: EntityManager,
  callerId: string,
  entry: Pick<LedgerEntry, 'tenant' | 'worker' | 'type' | 'ledgerType' | 'amount'> &
    Partial<Pick<LedgerEntry, 'description' | 'job' | 'jobStep' | 'transaction' | 'date'>>,
): Promise<LedgerEntry> {
  const created = em.create(LedgerEntry, { ...entry, createdBy: callerId });
  await context.audit.record(
    em,
    { userId: callerId },
    {
      action: 'ledger_entry.create',
      tenantId: entry.tenant.id,
      entityType: 'ledger_entry',
      entityId: created.id,
      before: null,
      after: {
        workerId: entry.worker.id,
        type: entry.type,
        ledgerType: entry.ledgerType,
        amount: entry.amount,
        description: entry.description ?? null,
      },
    },
  );
  return created;
}

/** Workers' ledgers: their entries, their balance, and manual adjustments. */
export class LedgerService {
  constructor(private readonly context: Pick<FactoryContext, 'em' | 'auth' | 'audit'>) {}

  /** A worker's entries within `from`..`to` (either open), newest first. */
  async entries(
    workerId: string,
    from?: string | null,
    to?: string | null,
    page?: number | null,
    limit?: number | null,
  ): Promise<Page<LedgerEntry>> {
    await this.context.auth.requireAdmin();
    const range = parseTimeRange(from, to, RANGE_FIELDS);
    const worker = await visibleWorker(this.context.em, workerId);
    const request = (await tenantPage(this.context, page, limit)).request;
    const date = withinRange(range);
    const [items, total] = await this.context.em.findAndCount(
      LedgerEntry,
      { worker, ...(date ? { date } : {}) },
      { orderBy: { date: 'desc', createdAt: 'desc', id: 'desc' }, limit: request.limit, offset: request.offset },
    );
    return pageOf(items, total, request);
  }

  /**
   * A worker's credits and debits within `from`..`to` (all time when both are open), and the balance now
   * (credits − debits of all time), summed by the database.
   */
  async summary(workerId: string, from?: string | null, to?: string | null): Promise<LedgerSummary> {
    await this.context.auth.requireAdmin();
    const range = parseTimeRange(from, to, RANGE_FIELDS);
    const worker = await visibleWorker(this.context.em, workerId);
    const inRange = rangeCondition(range);
    const qb = await scopedQueryBuilder(this.context.em, LedgerEntry, 'e');
    const row = await qb
      .select([
        raw(
          `coalesce(sum(e.amount) filter (where e.type = 'credit'${inRange.sql}), 0)::text as total_credit`,
          inRange.params,
        ),
        raw(
          `coalesce(sum(e.amount) filter (where e.type = 'debit'${inRange.sql}), 0)::text as total_debit`,
          inRange.params,
        ),
        raw(`coalesce(sum(case when e.type = 'credit' then e.amount else -e.amount end), 0)::text as balance`),
        raw(`(count(*) filter (where true${inRange.sql}))::int as entries`, inRange.params),
      ])
      .andWhere({ worker })
      .execute<{ total_credit: string; total_debit: string; balance: string; entries: number }>('get', false);
    return {
      workerId: worker.id,
      totalCredit: amountOf(paiseOf(row.total_credit)),
      totalDebit: amountOf(paiseOf(row.total_debit)),
      balance: amountOf(signedPaise(row.balance)),
      entries: row.entries,
      from: range.from ?? null,
      to: range.to ?? null,
    };
  }

  /** A manual credit or debit of `adjustment` or one of the tenant's custom ledger types, audited. */
  async adjust(input: LedgerAdjustmentInput): Promise<LedgerEntry> {
    const caller = await this.context.auth.requireAdmin();
    const tenantId = (await writer(this.context)).tenantId;
    if (!input.workerId) throw validationError('workerId is required', { fields: { workerId: ['is required'] } });
    const amount = positiveAmount(input.amount);
    const description = input.description?.trim();
    if (!description)
      throw validationError('An adjustment needs a description', { fields: { description: ['is required'] } });
    return this.context.em.transactional(async (em) => {
      const worker = await visibleWorker(em, input.workerId, tenantId);
      const config = await requireConfiguration(em, tenantId);
      const ledgerType = input.ledgerType?.trim() || 'adjustment';
      const allowed = [
        ...BUILT_IN_LEDGER_TYPES.filter((type) => !SYSTEM_LEDGER_TYPES.includes(type)),
        ...config.customLedgerTypes,
      ];
      if (!allowed.includes(ledgerType)) {
        throw validationError(`ledgerType must be one of ${allowed.join(', ')}`, {
          fields: { ledgerType: ['is not a ledger type of the tenant'] },
        });
      }
      const entry = await postLedgerEntry(this.context, em, caller.id, {
        tenant: worker.tenant,
        worker,
        type: input.type,
        ledgerType,
        amount,
        description,
        ...(input.date ? { date: input.date } : {}),
      });
      await em.flush();
      return entry;
    });
  }
}

/** The SQL of `and e.date within range`, empty for an open range. */
function rangeCondition(range: TimeRange): { sql: string; params: Date[] } {
  const parts: string[] = [];
  const params: Date[] = [];
  if (range.from) {
    parts.push(' and e.date >= ?');
    params.push(range.from);
  }
  if (range.to) {
    parts.push(' and e.date <= ?');
    params.push(range.to);
  }
  return { sql: parts.join(''), params };
}

function signedPaise(amount: string): bigint {
  return amount.startsWith('-') ? -paiseOf(amount.slice(1)) : paiseOf(amount);
}
