import type { FilterQuery } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { notFound } from '../../../platform/errors.js';
import { requireId } from '../../shared/ids.js';
import { listOrder, pageOf, parsePage, type Page } from '../../shared/pagination.js';
import { withinTenant } from '../../shared/tenancy.js';
import { BusinessEntity } from '../business-entities/business-entity.entity.js';
import type { ComplianceContext } from '../context.js';
import { erpMetricJob } from './erp-metric.job.js';
import type { SubmitErpMetricInput, ErpMetricReceipt, FinancialMetricSort } from './erp-metric.types.js';
import { FinancialMetric, type FinancialMetricType } from './financial-metric.entity.js';

const NEWEST_FIRST = [{ field: 'receivedAt', direction: 'DESC' }] as const;

/**
 * The ERP webhook and the financial metrics it feeds. The webhook is public (ERP systems hold no user token):
 * it answers only once the metric is durably queued, and queues only metrics of an entity that belongs to the
 * named tenant, so that the queue never carries metrics nobody can read. Reads are tenant-scoped.
 */
export class ErpMetricService {
  constructor(private readonly context: Pick<ComplianceContext, 'em' | 'auth' | 'jobs' | 'request' | 'log'>) {}

  async submit(input: SubmitErpMetricInput): Promise<ErpMetricReceipt> {
    const tenantId = requireId('tenantId', input.tenantId);
    const entityId = requireId('entityId', input.entityId);
    const receipt: ErpMetricReceipt = {
      referenceId: randomUUID(),
      queued: true,
      metricType: input.metricType,
      receivedAt: new Date(),
    };
    // The job is written in this transaction: when it returns, the metric is committed to the queue.
    await this.context.em.transactional(async (em) => {
      // The webhook has no caller: it reads within the tenant it names. One answer for an unknown tenant and for
      // another tenant's entity: a public caller learns nothing more.
      if (!(await withinTenant(em, tenantId).count(BusinessEntity, { id: entityId }))) throw notFound('Entity');
      await this.context.jobs.enqueue(em, erpMetricJob, {
        referenceId: receipt.referenceId,
        tenantId,
        entityId,
        metricType: input.metricType,
        metricValue: input.metricValue,
        receivedAt: receipt.receivedAt.toISOString(),
        correlationId: this.context.request.correlationId,
      });
    });
    this.context.log.info(
      { referenceId: receipt.referenceId, entityId, metricType: input.metricType },
      'ERP metric queued',
    );
    return receipt;
  }

  /** The stored metrics of an entity of the caller's tenant, newest first unless `sort` says otherwise. */
  async list(
    entityId: string,
    metricType: FinancialMetricType | null | undefined,
    sort: readonly FinancialMetricSort[] | null | undefined,
    page?: number | null,
    limit?: number | null,
  ): Promise<Page<FinancialMetric>> {
    await this.context.auth.requireTenant();
    const pageRequest = parsePage(page, limit);
    const id = requireId('entityId', entityId);
    if (!(await this.context.em.count(BusinessEntity, { id }))) throw notFound('Entity');
    const where: FilterQuery<FinancialMetric> = { entityId: id, ...(metricType ? { metricType } : {}) };
    const [items, total] = await this.context.em.findAndCount(FinancialMetric, where, {
      orderBy: listOrder<FinancialMetric>(sort?.length ? sort : NEWEST_FIRST),
      limit: pageRequest.limit,
      offset: pageRequest.offset,
    });
    return pageOf(items, total, pageRequest);
  }
}
