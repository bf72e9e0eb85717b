import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Authenticated } from '../../shared/authorization.js';
import { PageListSize } from '../../shared/demand-control.js';
import { Cacheable } from '../../shared/response-cache.js';
import type { ComplianceContext } from '../context.js';
import { ErpMetricService } from './erp-metric.service.js';
import {
  SubmitErpMetricInput,
  ErpMetricReceipt,
  FinancialMetricPage,
  FinancialMetricSort,
} from './erp-metric.types.js';
import { FinancialMetric, FinancialMetricType } from './financial-metric.entity.js';
import { FINANCIAL_METRICS_TAG } from './financial-metric.events.js';

const service = (context: ComplianceContext) => new ErpMetricService(context);

@Resolver(() => FinancialMetric)
export class ErpMetricResolver {
  @Mutation(() => ErpMetricReceipt, {
    description:
      "The ERP webhook (public): queues a metric of an entity of the tenant and answers its referenceId once it is durably queued; NOT_FOUND when the entity is not the tenant's",
  })
  submitErpMetric(
    @Arg('input', () => SubmitErpMetricInput) input: SubmitErpMetricInput,
    @Ctx() context: ComplianceContext,
  ): Promise<ErpMetricReceipt> {
    return service(context).submit(input);
  }

  @Authorized()
  @Authenticated()
  @Cacheable([FINANCIAL_METRICS_TAG], 'TENANT')
  @Query(() => FinancialMetricPage, {
    description:
      "Stored financial metrics of an entity of the caller's tenant, newest first unless `sort` says otherwise",
  })
  @PageListSize(20)
  financialMetrics(
    @Arg('entityId', () => ID) entityId: string,
    @Arg('metricType', () => FinancialMetricType, { nullable: true })
    metricType: FinancialMetricType | null | undefined,
    @Arg('sort', () => [FinancialMetricSort], { nullable: true }) sort: FinancialMetricSort[] | null | undefined,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
    @Ctx() context: ComplianceContext,
  ): Promise<FinancialMetricPage> {
    return service(context).list(entityId, metricType, sort, page, limit);
  }
}
