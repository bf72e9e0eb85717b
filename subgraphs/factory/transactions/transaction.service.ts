import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { parseTimeRange, withinRange } from '../../shared/filters.js';
import { pageOf, type Page } from '../../shared/pagination.js';
import type { FactoryContext } from '../context.js';
import { LedgerEntry, LedgerEntryType } from '../ledger/ledger-entry.entity.js';
import { postLedgerEntry, visibleWorker } from '../ledger/ledger.service.js';
import { positiveAmount } from '../ledger/money.js';
import { tenantPage, writer } from '../tenant-scope.js';
import { Transaction, TransactionStatus, TransactionType } from './transaction.entity.js';
import type {
  CreateTransactionInput,
  MakePaymentInput,
  Payment,
  TransactionFilter,
  UpdateTransactionInput,
} from './transaction.types.js';

const snapshot = (transaction: Transaction) => ({
  workerId: transaction.worker.id,
  amount: transaction.amount,
  type: transaction.type,
  status: transaction.status,
  note: transaction.note,
  date: transaction.date,
});

/**
 * Money handed to workers. A transaction touches the ledger when it becomes paid (a debit of its amount) and
 * when a paid one is cancelled (a credit that reverses it), always in the same database transaction as the
 * change itself. A paid transaction's amount never changes and it is never deleted, so that the ledger keeps
 * its history; a pending one is free to change or go.
 */
export class TransactionService {
  constructor(private readonly context: Pick<FactoryContext, 'em' | 'auth' | 'audit'>) {}

  async create(input: CreateTransactionInput): Promise<Transaction> {
    const caller = await this.context.auth.requireAdmin();
    const tenantId = (await writer(this.context)).tenantId;
    const amount = positiveAmount(input.amount);
    if (input.status === TransactionStatus.CANCELLED)
      throw validationError('A new transaction is pending or paid', {
        fields: { status: ['must be pending or paid'] },
      });
    return this.context.em.transactional(async (em) => {
      const worker = await visibleWorker(em, input.workerId, tenantId);
      const transaction = em.create(Transaction, {
        tenant: worker.tenant,
        worker,
        amount,
        type: input.type ?? TransactionType.PAYMENT,
        note: input.note?.trim() || null,
        ...(input.date ? { date: input.date } : {}),
      });
      await this.context.audit.record(
        em,
        { userId: caller.id },
        {
          action: 'transaction.create',
          tenantId,
          entityType: 'transaction',
          entityId: transaction.id,
          before: null,
          after: snapshot(transaction),
        },
      );
      if (input.status === TransactionStatus.PAID) await this.pay(em, caller.id, transaction);
      await em.flush();
      return transaction;
    });
  }

  /** A paid transaction and its ledger debit, in one database transaction: both or neither. */
  async makePayment(input: MakePaymentInput): Promise<Payment> {
    const transaction = await this.create({ ...input, type: TransactionType.PAYMENT, status: TransactionStatus.PAID });
    const ledgerEntry = await this.context.em.findOneOrFail(LedgerEntry, { transaction, type: LedgerEntryType.DEBIT });
    return { transaction, ledgerEntry };
  }

  async list(
    filter: TransactionFilter | null | undefined,
    page?: number | null,
    limit?: number | null,
  ): Promise<Page<Transaction>> {
    await this.context.auth.requireAdmin();
    const date = withinRange(parseTimeRange(filter?.from, filter?.to, { from: 'from', to: 'to' }));
    const request = (await tenantPage(this.context, page, limit)).request;
    const where: FilterQuery<Transaction> = {
      ...(filter?.workerId ? { worker: normalizeId(filter.workerId) } : {}),
      ...(filter?.status ? { status: filter.status } : {}),
      ...(filter?.type ? { type: filter.type } : {}),
      ...(date ? { date } : {}),
    };
    const [items, total] = await this.context.em.findAndCount(Transaction, where, {
      populate: ['worker'],
      orderBy: { date: 'desc', id: 'desc' },
      limit: request.limit,
      offset: request.offset,
    });
    return pageOf(items, total, request);
  }

  async get(id: string): Promise<Transaction> {
    await this.context.auth.requireAdmin();
    return this.context.em.findOneOrFail(Transaction, { id: normalizeId(id) }, { populate: ['worker'] });
  }

  async update(id: string, input: UpdateTransactionInput): Promise<Transaction> {
    const caller = await this.context.auth.requireAdmin();
    const tenantId = (await writer(this.context)).tenantId;
    return this.context.em.transactional(async (em) => {
      const transaction = await this.locked(em, id, tenantId);
      const before = snapshot(transaction);
      const changesMoney = input.amount != null || input.type != null || input.date != null;
      if (transaction.status !== TransactionStatus.PENDING && changesMoney) {
        throw conflict(
          `The transaction is ${transaction.status}: only its note can change (cancel it and record a new one)`,
        );
      }
      if (input.amount != null) transaction.amount = positiveAmount(input.amount);
      if (input.type != null) transaction.type = input.type;
      if (input.date != null) transaction.date = input.date;
      if (input.note !== undefined) transaction.note = input.note?.trim() || null;
      if (input.status != null && input.status !== transaction.status)
        await this.moveTo(em, caller.id, transaction, input.status);
      await this.context.audit.record(
        em,
        { userId: caller.id },
        {
          action: 'transaction.update',
          tenantId,
          entityType: 'transaction',
          entityId: transaction.id,
          before,
          after: snapshot(transaction),
        },
      );
      await em.flush();
      return transaction;
    });
  }

  /** Deletes a transaction that never touched the ledger; a paid (or reversed) one stays, so that the ledger keeps its history. */
  async delete(id: string): Promise<string> {
    const caller = await this.context.auth.requireAdmin();
    const tenantId = (await writer(this.context)).tenantId;
    return this.context.em.transactional(async (em) => {
      const transaction = await this.locked(em, id, tenantId);
      if (transaction.status === TransactionStatus.PAID)
        throw conflict('A paid transaction cannot be deleted; cancel it to reverse its ledger debit');
      if (await em.count(LedgerEntry, { transaction }))
        throw conflict('The transaction has ledger entries; it is kept as their history');
      await this.context.audit.record(
        em,
        { userId: caller.id },
        {
          action: 'transaction.delete',
          tenantId,
          entityType: 'transaction',
          entityId: transaction.id,
          before: snapshot(transaction),
          after: null,
        },
      );
      em.remove(transaction);
      await em.flush();
      return transaction.id;
    });
  }

  private async moveTo(
    em: EntityManager,
    callerId: string,
    transaction: Transaction,
    status: TransactionStatus,
  ): Promise<void> {
    if (transaction.status === TransactionStatus.CANCELLED)
      throw conflict('The transaction is cancelled; it cannot change status again');
    if (status === TransactionStatus.PENDING)
      throw conflict('A paid transaction cannot go back to pending; cancel it instead');
    if (status === TransactionStatus.PAID) return this.pay(em, callerId, transaction);
    if (transaction.status === TransactionStatus.PAID) {
      await postLedgerEntry(this.context, em, callerId, {
        tenant: transaction.tenant,
        worker: transaction.worker,
        type: LedgerEntryType.CREDIT,
        ledgerType: 'payment',
        amount: transaction.amount,
        description: `Reversal of the cancelled ${transaction.type}${transaction.note ? `: ${transaction.note}` : ''}`,
        transaction,
      });
    }
    transaction.status = TransactionStatus.CANCELLED;
  }

  private async pay(em: EntityManager, callerId: string, transaction: Transaction): Promise<void> {
    transaction.status = TransactionStatus.PAID;
    transaction.paidAt = new Date();
    await postLedgerEntry(this.context, em, callerId, {
      tenant: transaction.tenant,
      worker: transaction.worker,
      type: LedgerEntryType.DEBIT,
      ledgerType: 'payment',
      amount: transaction.amount,
      description: transaction.note ?? `${transaction.type === TransactionType.ADVANCE ? 'Advance' : 'Payment'}`,
      transaction,
      date: transaction.date,
    });
  }

  private async locked(em: EntityManager, id: string, tenantId: string): Promise<Transaction> {
    return em.findOneOrFail(
      Transaction,
      { id: normalizeId(id), tenant: tenantId },
      { populate: ['worker'], lockMode: LockMode.PESSIMISTIC_WRITE },
    );
  }
}
