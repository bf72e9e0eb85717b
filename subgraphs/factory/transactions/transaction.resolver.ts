import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { FactoryUserOnly } from '../../shared/authorization.js';
import { PageListSize } from '../../shared/demand-control.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { changedBy, FACTORY_TAGS } from '../cache-tags.js';
import type { FactoryContext } from '../context.js';
import { Transaction } from './transaction.entity.js';
import { TransactionService } from './transaction.service.js';
import {
  CreateTransactionInput,
  MakePaymentInput,
  Payment,
  TransactionFilter,
  TransactionPage,
  UpdateTransactionInput,
} from './transaction.types.js';

const service = (context: FactoryContext) => new TransactionService(context);

@Resolver(() => Transaction)
export class FactoryTransactionResolver {
  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.transactions, FACTORY_TAGS.workers, FACTORY_TAGS.tenantConfig], 'TENANT')
  @Query(() => TransactionPage, { description: 'Transactions by worker, status, type and date, newest first' })
  @PageListSize(20)
  factoryTransactions(
    @Arg('filter', () => TransactionFilter, { nullable: true }) filter: TransactionFilter | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() context: FactoryContext,
  ): Promise<TransactionPage> {
    return service(context).list(filter, page, limit);
  }

  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.transactions, FACTORY_TAGS.workers, FACTORY_TAGS.tenantConfig], 'TENANT')
  @Query(() => Transaction)
  factoryTransaction(@Arg('id', () => ID) id: string, @Ctx() context: FactoryContext): Promise<Transaction> {
    return service(context).get(id);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('transaction', 'ledger_entry'), 'TENANT')
  @Mutation(() => Transaction, { description: 'A pending transaction, or a paid one that debits the worker at once' })
  createFactoryTransaction(
    @Arg('input', () => CreateTransactionInput) input: CreateTransactionInput,
    @Ctx() context: FactoryContext,
  ): Promise<Transaction> {
    return service(context).create(input);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('transaction', 'ledger_entry'), 'TENANT')
  @Mutation(() => Payment, { description: 'Pays a worker: a paid transaction and its ledger debit, both or neither' })
  makeFactoryPayment(
    @Arg('input', () => MakePaymentInput) input: MakePaymentInput,
    @Ctx() context: FactoryContext,
  ): Promise<Payment> {
    return service(context).makePayment(input);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('transaction', 'ledger_entry'), 'TENANT')
  @Mutation(() => Transaction, {
    description: 'Changes a pending transaction; a paid one only its note, or cancels it (reversed by a credit)',
  })
  updateFactoryTransaction(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateTransactionInput) input: UpdateTransactionInput,
    @Ctx() context: FactoryContext,
  ): Promise<Transaction> {
    return service(context).update(id, input);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('transaction'), 'TENANT')
  @Mutation(() => ID, { description: 'Deletes a transaction that never touched the ledger (CONFLICT for a paid one)' })
  deleteFactoryTransaction(@Arg('id', () => ID) id: string, @Ctx() context: FactoryContext): Promise<string> {
    return service(context).delete(id);
  }
}
