import { DecimalType, OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Field, Float, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { TenantOwned } from '../../shared/tenancy.js';

/**
 * The financial metrics an ERP system reports. ERP systems send the spec's spellings ("Turnover",
 * "Paid-up Capital", "Net Worth", "Borrowings"); the REST adapter maps them to these values and back.
 */
export enum FinancialMetricType {
  TURNOVER = 'TURNOVER',
  PAID_UP_CAPITAL = 'PAID_UP_CAPITAL',
  NET_WORTH = 'NET_WORTH',
  BORROWINGS = 'BORROWINGS',
}
registerEnumType(FinancialMetricType, {
  name: 'FinancialMetricType',
  description: 'A financial metric reported by an ERP system',
  valuesConfig: {
    TURNOVER: { description: 'Turnover' },
    PAID_UP_CAPITAL: { description: 'Paid-up Capital' },
    NET_WORTH: { description: 'Net Worth' },
    BORROWINGS: { description: 'Borrowings' },
  },
});

/**
 * One financial data point of a business entity, received through the ERP webhook and stored by the
 * `erp.metric.store` job (see `erp-metric.job.ts`). `referenceId` is the id the webhook answered; it is unique,
 * so that a retried job never stores the same metric twice. The value is kept as an exact decimal (numeric).
 */
@Entity({ tableName: 'financial_metric' })
@TenantOwned({ property: 'tenantId' })
@Index({ name: 'financial_metric_entity_idx', properties: ['tenantId', 'entityId', 'metricType', 'receivedAt'] })
@ObjectType({ description: 'A financial data point of an entity reported by its ERP system, for threshold monitoring' })
export class FinancialMetric {
  [OptionalProps]?: 'id' | 'processedAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

  /** Plain ids rather than relations: the row is written by a background job, never navigated from. */
  @Property({ type: 'uuid' })
  @Field(() => ID)
  tenantId!: string;

  @Property({ type: 'uuid' })
  @Field(() => ID)
  entityId!: string;

  @Enum({ items: () => FinancialMetricType, type: 'string' })
  @Field(() => FinancialMetricType)
  metricType!: FinancialMetricType;

  @Property({ type: new DecimalType('number'), columnType: 'numeric' })
  @Field(() => Float)
  metricValue!: number;

  @Property({ type: 'uuid', unique: 'financial_metric_reference_id_unique' })
  @Field(() => ID, { description: 'The referenceId the webhook answered when it queued the metric' })
  referenceId!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime, { description: 'When the webhook accepted the metric' })
  receivedAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime, { description: 'When the queue stored it' })
  processedAt: Date = new Date();
}
