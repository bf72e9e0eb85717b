import { DecimalType, OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';
import { TenantOwned } from '../../shared/tenancy.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { Worker } from '../workers/worker.entity.js';

export enum TransactionType {
  PAYMENT = 'payment',
  ADVANCE = 'advance',
}
registerEnumType(TransactionType, { name: 'FactoryTransactionType', description: 'payment (of earnings) or advance' });

export enum TransactionStatus {
  PENDING = 'pending',
  PAID = 'paid',
  CANCELLED = 'cancelled',
}
registerEnumType(TransactionStatus, {
  name: 'FactoryTransactionStatus',
  description: 'pending (no ledger effect) → paid (debits the worker) → cancelled (a paid one is reversed by a credit)',
});

/** Money handed to a worker. Once paid, the worker's ledger carries its debit. */
@Entity({ tableName: 'transaction' })
@TenantOwned()
@Index({ name: 'transaction_tenant_worker_date_idx', properties: ['tenant', 'worker', 'date'] })
@Index({ name: 'transaction_tenant_date_idx', properties: ['tenant', 'date'] })
@ObjectType('FactoryTransaction', { description: 'Money handed to a worker' })
export class Transaction extends BaseEntity {
  [OptionalProps]?: 'type' | 'status' | 'note' | 'date' | 'paidAt';

  @Field(() => ID)
  declare id: string;

  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Worker, { deleteRule: 'restrict' })
  @Field(() => Worker)
  worker!: Worker;

  @Property({ type: new DecimalType('string'), columnType: 'numeric(14,2)' })
  @Field(() => String, { description: 'Greater than zero, a decimal with two places, e.g. "500.00"' })
  amount!: string;

  @Enum({ items: () => TransactionType, type: 'string' })
  @Field(() => TransactionType)
  type: TransactionType = TransactionType.PAYMENT;

  @Enum({ items: () => TransactionStatus, type: 'string' })
  @Field(() => TransactionStatus)
  status: TransactionStatus = TransactionStatus.PENDING;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  note: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime)
  date: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  paidAt: Date | null = null;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}
