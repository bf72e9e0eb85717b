import { DecimalType, OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { TenantOwned } from '../../shared/tenancy.js';
import { JobStepProgress } from '../production/job-step.entity.js';
import { Job } from '../production/job.entity.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { Transaction } from '../transactions/transaction.entity.js';
import { Worker } from '../workers/worker.entity.js';

/** Whether an entry adds to (credit) or takes from (debit) what the tenant owes the worker. */
export enum LedgerEntryType {
  CREDIT = 'credit',
  DEBIT = 'debit',
}
registerEnumType(LedgerEntryType, {
  name: 'FactoryLedgerEntryType',
  description: 'credit (owed to the worker) or debit (paid out)',
});

/** The ledger types every tenant has; a tenant configuration's `customLedgerTypes` add to them. */
export const BUILT_IN_LEDGER_TYPES = ['job_step', 'payment', 'adjustment'] as const;

/**
 * One movement of a worker's balance. Entries are never edited or deleted: a correction is another entry, so
 * that the balance (credits − debits, summed in SQL) always has its history. A job step credits its worker at
 * most once: `job_step_id` is unique.
 */
@Entity({ tableName: 'ledger_entry' })
@TenantOwned()
@Index({ name: 'ledger_entry_tenant_worker_date_idx', properties: ['tenant', 'worker', 'date'] })
@ObjectType('FactoryLedgerEntry', { description: 'A credit or debit of a worker’s balance' })
export class LedgerEntry {
  [OptionalProps]?: 'id' | 'description' | 'job' | 'jobStep' | 'transaction' | 'date' | 'createdAt' | 'createdBy';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  /** Restrict: a worker with entries cannot be deleted, so that no balance is lost. */
  @ManyToOne(() => Worker, { deleteRule: 'restrict' })
  worker!: Worker;

  @Enum({ items: () => LedgerEntryType, type: 'string' })
  @Field(() => LedgerEntryType)
  type!: LedgerEntryType;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'job_step, payment, adjustment or one of the tenant’s customLedgerTypes' })
  ledgerType!: string;

  @Property({ type: new DecimalType('string'), columnType: 'numeric(14,2)' })
  @Field(() => String, { description: 'Greater than zero, a decimal with two places, e.g. "1250.00"' })
  amount!: string;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  description: string | null = null;

  @ManyToOne(() => Job, { nullable: true, deleteRule: 'restrict' })
  job: Job | null = null;

  @ManyToOne(() => JobStepProgress, { nullable: true, deleteRule: 'restrict', unique: 'ledger_entry_job_step_unique' })
  jobStep: JobStepProgress | null = null;

  @ManyToOne(() => Transaction, { nullable: true, deleteRule: 'restrict' })
  transaction: Transaction | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime, { description: 'When the movement happened (a step’s completion, a payment)' })
  date: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime)
  createdAt: Date = new Date();

  /** The user whose request recorded it. */
  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;
}
