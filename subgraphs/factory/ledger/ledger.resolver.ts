import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { FactoryUserOnly } from '../../shared/authorization.js';
import { Cost, PageListSize } from '../../shared/demand-control.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { changedBy, FACTORY_TAGS } from '../cache-tags.js';
import type { FactoryContext } from '../context.js';
import { LedgerEntry } from './ledger-entry.entity.js';
import { LedgerService } from './ledger.service.js';
import { LedgerAdjustmentInput, LedgerEntryPage, LedgerSummary } from './ledger.types.js';

const service = (context: FactoryContext) => new LedgerService(context);

@Resolver(() => LedgerEntry)
export class FactoryLedgerEntryResolver {
  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.ledger, FACTORY_TAGS.workers, FACTORY_TAGS.tenantConfig], 'TENANT')
  @Query(() => LedgerEntryPage, {
    description: 'A worker’s ledger entries, newest first; from after to is a VALIDATION_ERROR',
  })
  @PageListSize(20)
  factoryLedgerEntries(
    @Arg('workerId', () => ID) workerId: string,
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() context: FactoryContext,
  ): Promise<LedgerEntryPage> {
    return service(context).entries(workerId, from, to, page, limit);
  }

  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.ledger, FACTORY_TAGS.workers, FACTORY_TAGS.tenantConfig], 'TENANT')
  @Query(() => LedgerSummary, { description: 'A worker’s totals and current balance, summed by the database' })
  @Cost(10)
  factoryLedgerSummary(
    @Arg('workerId', () => ID) workerId: string,
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
    @Ctx() context: FactoryContext,
  ): Promise<LedgerSummary> {
    return service(context).summary(workerId, from, to);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('ledger_entry'), 'TENANT')
  @Mutation(() => LedgerEntry, {
    description: 'A manual credit or debit of a worker (adjustment or a custom ledger type)',
  })
  createFactoryLedgerAdjustment(
    @Arg('input', () => LedgerAdjustmentInput) input: LedgerAdjustmentInput,
    @Ctx() context: FactoryContext,
  ): Promise<LedgerEntry> {
    return service(context).adjust(input);
  }

  @FieldResolver(() => ID)
  workerId(@Root() entry: LedgerEntry): string {
    return entry.worker.id;
  }

  @FieldResolver(() => ID, { nullable: true })
  jobId(@Root() entry: LedgerEntry): string | null {
    return entry.job?.id ?? null;
  }

  @FieldResolver(() => ID, { nullable: true })
  jobStepId(@Root() entry: LedgerEntry): string | null {
    return entry.jobStep?.id ?? null;
  }

  @FieldResolver(() => ID, { nullable: true })
  transactionId(@Root() entry: LedgerEntry): string | null {
    return entry.transaction?.id ?? null;
  }
}
