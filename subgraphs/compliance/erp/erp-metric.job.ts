import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { recordEvent } from '../../shared/events/outbox.js';
import { defineJob } from '../../shared/jobs.js';
import { tagChanged } from '../../shared/response-cache.js';
import { withinTenant } from '../../shared/tenancy.js';
import { ComplianceAuditTrail } from '../audit/audit-trail.js';
import { BusinessEntity } from '../business-entities/business-entity.entity.js';
import { FinancialMetric, type FinancialMetricType } from './financial-metric.entity.js';
import { FINANCIAL_METRICS_TAG } from './financial-metric.events.js';

/** A metric the webhook accepted, as it waits in the queue (JSON). */
export interface QueuedErpMetric {
  readonly referenceId: string;
  readonly tenantId: string;
  readonly entityId: string;
  readonly metricType: FinancialMetricType;
  readonly metricValue: number;
  /** ISO 8601: when the webhook accepted it. */
  readonly receivedAt: string;
  /** The webhook request's, so that the audit entry traces back to it. */
  readonly correlationId: string;
}

/** Who the audit trail names for metrics that arrive through the public webhook (no user signs them). */
export const ERP_WEBHOOK_ACTOR = 'erp-webhook';

/**
 * Stores a queued metric once, with its audit entry and the event that drops the cached metric reads, in one
 * transaction. Idempotent: a retried job (one that stored its metric but failed before the queue marked it done)
 * finds the referenceId taken and stops. An entity deleted while its metric waited drops the metric: there is nothing
 * left to monitor.
 */
export async function storeQueuedMetric(em: EntityManager, metric: QueuedErpMetric, log: Logger): Promise<void> {
  try {
    // A job has no caller: it works within the tenant its payload names (the webhook checked the entity is its).
    await withinTenant(em, metric.tenantId).transactional(async (tx) => {
      if (await tx.count(FinancialMetric, { referenceId: metric.referenceId })) {
        log.info({ referenceId: metric.referenceId }, 'metric already stored by an earlier attempt');
        return;
      }
      const entity = await tx.findOne(BusinessEntity, { id: metric.entityId });
      if (!entity) {
        log.warn(
          { referenceId: metric.referenceId, entityId: metric.entityId },
          'the entity of a queued metric no longer exists; metric dropped',
        );
        return;
      }
      const stored = tx.create(FinancialMetric, {
        tenantId: metric.tenantId,
        entityId: metric.entityId,
        metricType: metric.metricType,
        metricValue: metric.metricValue,
        referenceId: metric.referenceId,
        receivedAt: new Date(metric.receivedAt),
      });
      await new ComplianceAuditTrail({
        headers: {},
        clientAddress: 'erp-webhook',
        correlationId: metric.correlationId,
      }).record(
        tx,
        { userId: ERP_WEBHOOK_ACTOR, email: null, tenantId: metric.tenantId },
        {
          action: 'FINANCIAL_METRIC_RECORDED',
          resourceType: 'financial_metric',
          resourceId: stored.id,
          entityId: metric.entityId,
          details: {
            referenceId: metric.referenceId,
            metricType: metric.metricType,
            metricValue: metric.metricValue,
            receivedAt: metric.receivedAt,
          },
        },
      );
      recordEvent(tx, tagChanged(FINANCIAL_METRICS_TAG, { referenceId: metric.referenceId }));
    });
  } catch (error) {
    // Two attempts of one job at once (a worker that outlived its job's expiry): the other one stored it.
    if (error instanceof UniqueConstraintViolationException) {
      log.info({ referenceId: metric.referenceId }, 'metric stored meanwhile by a concurrent attempt');
      return;
    }
    throw error;
  }
}

/**
 * Stores the metrics the ERP webhook queued (retried with backoff on failure, e.g. a database outage). An attempt
 * lost with its process (killed while it waits for the database) stops its heartbeats and is retried within
 * about 20 seconds instead of after the queue's 15-minute expiry; the retry stores the metric once either way.
 */
export const erpMetricJob = defineJob<QueuedErpMetric>({
  name: 'erp.metric.store',
  handle: (metric, { em, log }) => storeQueuedMetric(em, metric, log),
});
