import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';
import { PageType } from '../../shared/list-types.js';
import { LedgerEntry } from '../ledger/ledger-entry.entity.js';
import { Transaction, TransactionStatus, TransactionType } from './transaction.entity.js';

@ObjectType('FactoryTransactionPage', { description: 'A page of transactions' })
export class TransactionPage extends PageType(Transaction, 'Transactions') {}

@InputType('CreateFactoryTransactionInput')
export class CreateTransactionInput {
  @Field(() => ID) workerId!: string;
  @Field(() => String, { description: 'Greater than zero, at most two decimal places' }) amount!: string;
  @Field(() => TransactionType, { nullable: true, description: 'payment by default' }) type?: TransactionType | null;
  @Field(() => TransactionStatus, { nullable: true, description: 'pending by default; paid debits the worker now' })
  status?: TransactionStatus | null;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'now by default' }) date?: Date | null;
}

@InputType('MakeFactoryPaymentInput')
export class MakePaymentInput {
  @Field(() => ID) workerId!: string;
  @Field(() => String, { description: 'Greater than zero, at most two decimal places' }) amount!: string;
  @Field(() => String, { nullable: true }) note?: string | null;
}

@InputType('UpdateFactoryTransactionInput', {
  description: 'A pending transaction changes freely; a paid one only its note, or to cancelled (reversed by a credit)',
})
export class UpdateTransactionInput {
  @Field(() => String, { nullable: true }) amount?: string | null;
  @Field(() => TransactionType, { nullable: true }) type?: TransactionType | null;
  @Field(() => TransactionStatus, { nullable: true }) status?: TransactionStatus | null;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) date?: Date | null;
}

@InputType('FactoryTransactionFilter')
export class TransactionFilter {
  @Field(() => ID, { nullable: true }) workerId?: string | null;
  @Field(() => TransactionStatus, { nullable: true }) status?: TransactionStatus | null;
  @Field(() => TransactionType, { nullable: true }) type?: TransactionType | null;
  @Field(() => String, { nullable: true, description: 'Dated at or after' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'Dated at or before' }) to?: string | null;
}

@ObjectType('FactoryPayment', { description: 'A paid transaction and the ledger debit it made' })
export class Payment {
  @Field(() => Transaction) transaction!: Transaction;
  @Field(() => LedgerEntry) ledgerEntry!: LedgerEntry;
}
