import { Field, Float, GraphQLISODateTime, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PageType, SortKeyType } from '../../shared/list-types.js';
import { FinancialMetric, FinancialMetricType } from './financial-metric.entity.js';

/** The ERP metric event of the spec. GraphQL's Float refuses anything but a finite number. */
@InputType({ description: 'A financial metric of an entity, as an ERP system reports it' })
export class SubmitErpMetricInput {
  @Field(() => ID, { description: 'Uuid of the tenant' })
  tenantId!: string;

  @Field(() => ID, { description: 'Uuid of an entity of that tenant' })
  entityId!: string;

  @Field(() => FinancialMetricType)
  metricType!: FinancialMetricType;

  @Field(() => Float, { description: 'Any finite number (a net worth may be negative)' })
  metricValue!: number;
}

@ObjectType({ description: 'A metric accepted by the ERP webhook: durably queued, stored by a background job' })
export class ErpMetricReceipt {
  @Field(() => ID, { description: 'Identifies the metric; the stored FinancialMetric carries it as referenceId' })
  referenceId!: string;

  @Field(() => Boolean, { description: 'Always true: the receipt exists only once the metric is queued' })
  queued!: boolean;

  @Field(() => FinancialMetricType)
  metricType!: FinancialMetricType;

  @Field(() => GraphQLISODateTime)
  receivedAt!: Date;
}

@ObjectType({ description: 'A page of financial metrics' })
export class FinancialMetricPage extends PageType(FinancialMetric, 'Metrics') {}

/** The fields the financial metric list can be sorted by, each the entity property it orders on. */
export enum FinancialMetricSortField {
  RECEIVED_AT = 'receivedAt',
  PROCESSED_AT = 'processedAt',
  METRIC_TYPE = 'metricType',
  METRIC_VALUE = 'metricValue',
}
registerEnumType(FinancialMetricSortField, {
  name: 'FinancialMetricSortField',
  description: 'The fields the financial metric list can be sorted by',
});

@InputType({
  description:
    'A key to sort the financial metric list by: several apply in the order given, and rows that tie on all of them come in id order',
})
export class FinancialMetricSort extends SortKeyType(FinancialMetricSortField) {}
