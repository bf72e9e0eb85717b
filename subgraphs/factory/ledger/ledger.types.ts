import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../shared/list-types.js';
import { LedgerEntry, LedgerEntryType } from './ledger-entry.entity.js';

@ObjectType('FactoryLedgerEntryPage', { description: 'A page of a worker’s ledger entries' })
export class LedgerEntryPage extends PageType(LedgerEntry, 'Entries') {}

@ObjectType('FactoryLedgerSummary', { description: 'A worker’s credits and debits, and the balance owed to them' })
export class LedgerSummary {
  @Field(() => ID) workerId!: string;
  @Field(() => String, { description: 'Credits within the range (all time without one)' }) totalCredit!: string;
  @Field(() => String, { description: 'Debits within the range (all time without one)' }) totalDebit!: string;
  @Field(() => String, { description: 'Credits − debits of all time: what the tenant owes the worker now' })
  balance!: string;
  @Field(() => Int, { description: 'Entries within the range' }) entries!: number;
  @Field(() => GraphQLISODateTime, { nullable: true }) from!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) to!: Date | null;
}

@InputType('CreateFactoryLedgerAdjustmentInput')
export class LedgerAdjustmentInput {
  @Field(() => ID) workerId!: string;
  @Field(() => LedgerEntryType) type!: LedgerEntryType;
  @Field(() => String, { description: 'Greater than zero, at most two decimal places' }) amount!: string;
  @Field(() => String) description!: string;
  @Field(() => String, {
    nullable: true,
    description: 'adjustment (the default) or one of the tenant’s customLedgerTypes',
  })
  ledgerType?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it happened; now by default' })
  date?: Date | null;
}
