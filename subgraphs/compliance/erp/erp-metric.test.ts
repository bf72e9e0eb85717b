import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import {
  seedEntity,
  seedTenant,
  startCompliance,
  tokenFor,
  type TenantUser,
} from '../../../test/support/compliance.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';
import { erpMetricJob, storeQueuedMetric, type QueuedErpMetric } from './erp-metric.job.js';
import { FinancialMetricType } from './financial-metric.entity.js';

/**
 * The ERP webhook through the compliance subgraph's GraphQL API, with its real pg-boss queue and PostgreSQL:
 * a metric is answered only once queued, stored once by the worker (retries and duplicate deliveries
 * included) with its audit entry, and read back within the caller's tenant only.
 */
let compliance: SubgraphUnderTest;
let owner: TenantUser;
let other: TenantUser;
let entityId: string;
let otherEntityId: string;

const SUBMIT = `mutation($input: SubmitErpMetricInput!) { submitErpMetric(input: $input) { referenceId queued metricType receivedAt } }`;
const METRICS = `query($entityId: ID!, $metricType: FinancialMetricType, $sort: [FinancialMetricSort!], $page: Int, $limit: Int) {
  financialMetrics(entityId: $entityId, metricType: $metricType, sort: $sort, page: $page, limit: $limit) {
    items { id tenantId entityId metricType metricValue referenceId receivedAt processedAt } total page limit } }`;

interface Receipt {
  referenceId: string;
  queued: boolean;
  metricType: string;
  receivedAt: string;
}
interface MetricRow {
  id: string;
  tenant_id: string;
  entity_id: string;
  metric_type: string;
  metric_value: string;
  reference_id: string;
  received_at: string;
  processed_at: string;
}

const silentLog = pino({ level: 'silent' });
const submit = (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
  compliance.ok<{ submitErpMetric: Receipt }>(SUBMIT, { input }, headers).then((data) => data.submitErpMetric);
const metricRows = (referenceId: string) =>
  compliance.sql<MetricRow>(`select * from compliance.financial_metric where reference_id = ?`, [referenceId]);
const jobCount = async () =>
  Number(
    (
      await compliance.sql<{ n: string }>(`select count(*) as n from compliance_jobs.job where name = ?`, [
        erpMetricJob.name,
      ])
    )[0].n,
  );
const metricCount = async () =>
  Number((await compliance.sql<{ n: string }>(`select count(*) as n from compliance.financial_metric`))[0].n);

async function storedMetric(referenceId: string): Promise<MetricRow> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await metricRows(referenceId);
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`metric ${referenceId} was not stored`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until every queued job of the queue has finished, so that "nothing was stored" is a settled fact. */
async function queueSettled(): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await compliance.sql<{ n: string }>(
      `select count(*) as n from compliance_jobs.job where name = ? and state <> 'completed'`,
      [erpMetricJob.name],
    );
    if (Number(row.n) === 0) return;
    if (Date.now() > deadline) throw new Error('the ERP queue did not settle');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  compliance = await startCompliance({ RATE_LIMIT_FACTOR: '0' });
  owner = await seedTenant(compliance.sql);
  other = await seedTenant(compliance.sql);
  entityId = await seedEntity(compliance.sql, owner.tenantId);
  otherEntityId = await seedEntity(compliance.sql, other.tenantId);
});

afterAll(async () => {
  await compliance?.stop();
});

describe('submitErpMetric (public)', () => {
  test('answers a referenceId once queued; the worker stores the metric as an exact decimal, audited', async () => {
    const receipt = await submit({
      tenantId: owner.tenantId,
      entityId,
      metricType: 'PAID_UP_CAPITAL',
      metricValue: 12345678.91,
    });
    expect(receipt).toEqual({
      referenceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      queued: true,
      metricType: 'PAID_UP_CAPITAL',
      receivedAt: expect.any(String),
    });

    const row = await storedMetric(receipt.referenceId);
    expect(row).toMatchObject({
      tenant_id: owner.tenantId,
      entity_id: entityId,
      metric_type: 'PAID_UP_CAPITAL',
      metric_value: '12345678.91',
    });
    expect(new Date(row.received_at).toISOString()).toBe(receipt.receivedAt);
    expect(new Date(row.processed_at).getTime()).toBeGreaterThanOrEqual(new Date(row.received_at).getTime());

    const audit = await compliance.sql<{
      action: string;
      user_id: string;
      resource_id: string;
      tenant_id: string;
      details: Record<string, unknown>;
    }>(`select action, user_id, resource_id, tenant_id, details from compliance.audit_event where entity_id = ?`, [
      entityId,
    ]);
    expect(audit).toEqual([
      {
        action: 'FINANCIAL_METRIC_RECORDED',
        user_id: 'erp-webhook',
        resource_id: row.id,
        tenant_id: owner.tenantId,
        details: {
          referenceId: receipt.referenceId,
          metricType: 'PAID_UP_CAPITAL',
          metricValue: 12345678.91,
          receivedAt: receipt.receivedAt,
        },
      },
    ]);
  });

  test('keeps negative, tiny and huge values exactly (numeric column)', async () => {
    const values = [-2500000.5, 0.000001, 98765432109876.5];
    const stored: string[] = [];
    for (const metricValue of values) {
      const receipt = await submit({ tenantId: owner.tenantId, entityId, metricType: 'NET_WORTH', metricValue });
      stored.push((await storedMetric(receipt.referenceId)).metric_value);
    }
    expect(stored).toEqual(['-2500000.5', '0.000001', '98765432109876.5']);
  });

  test("is NOT_FOUND for another tenant's entity and an unknown tenant, and queues nothing", async () => {
    await queueSettled();
    const [jobsBefore, metricsBefore] = [await jobCount(), await metricCount()];
    const foreign = await compliance.failure(SUBMIT, {
      input: { tenantId: owner.tenantId, entityId: otherEntityId, metricType: 'TURNOVER', metricValue: 1 },
    });
    expect(foreign).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const unknownTenant = await compliance.failure(SUBMIT, {
      input: { tenantId: randomUUID(), entityId, metricType: 'TURNOVER', metricValue: 1 },
    });
    expect(unknownTenant).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect([await jobCount(), await metricCount()]).toEqual([jobsBefore, metricsBefore]);
  });

  test('refuses ids that are not uuids, and values GraphQL cannot take, queueing nothing', async () => {
    const [jobsBefore, metricsBefore] = [await jobCount(), await metricCount()];
    const badTenant = await compliance.failure(SUBMIT, {
      input: { tenantId: 'acme', entityId, metricType: 'TURNOVER', metricValue: 1 },
    });
    expect(badTenant).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
      message: expect.stringContaining('tenantId'),
    });
    const badEntity = await compliance.failure(SUBMIT, {
      input: { tenantId: owner.tenantId, entityId: 42, metricType: 'TURNOVER', metricValue: 1 },
    });
    expect(badEntity).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('entityId') });
    for (const input of [
      { tenantId: owner.tenantId, entityId, metricType: 'Revenue', metricValue: 1 },
      { tenantId: owner.tenantId, entityId, metricType: 'TURNOVER', metricValue: '100' },
      { tenantId: owner.tenantId, entityId, metricType: 'TURNOVER' },
    ]) {
      expect(await compliance.failure(SUBMIT, { input })).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect([await jobCount(), await metricCount()]).toEqual([jobsBefore, metricsBefore]);
  });
});

describe('the erp.metric.store job', () => {
  const queued = (overrides: Partial<QueuedErpMetric> = {}): QueuedErpMetric => ({
    referenceId: randomUUID(),
    tenantId: owner.tenantId,
    entityId,
    metricType: FinancialMetricType.BORROWINGS,
    metricValue: 750000,
    receivedAt: new Date().toISOString(),
    correlationId: randomUUID(),
    ...overrides,
  });

  test('stores a metric delivered twice (a retry, a duplicate delivery) once, with one audit entry', async () => {
    const metric = queued();
    await compliance.subgraph.jobs.enqueue(compliance.subgraph.orm.em.fork(), erpMetricJob, metric);
    await compliance.subgraph.jobs.enqueue(compliance.subgraph.orm.em.fork(), erpMetricJob, metric);
    await storedMetric(metric.referenceId);
    await queueSettled();
    expect(await metricRows(metric.referenceId)).toHaveLength(1);
    const audit = await compliance.sql(`select id from compliance.audit_event where details->>'referenceId' = ?`, [
      metric.referenceId,
    ]);
    expect(audit).toHaveLength(1);
  });

  test('stores concurrent attempts of one metric once, both attempts succeeding', async () => {
    const metric = queued();
    await Promise.all([1, 2].map(() => storeQueuedMetric(compliance.subgraph.orm.em.fork(), metric, silentLog)));
    expect(await metricRows(metric.referenceId)).toHaveLength(1);
  });

  test('drops the metric of an entity deleted while it waited, without failing the job', async () => {
    const doomed = await seedEntity(compliance.sql, owner.tenantId, {}, 'Doomed Private Limited');
    const metric = queued({ entityId: doomed });
    await compliance.sql(`delete from compliance.business_entity where id = ?`, [doomed]);
    await expect(storeQueuedMetric(compliance.subgraph.orm.em.fork(), metric, silentLog)).resolves.toBeUndefined();
    expect(await metricRows(metric.referenceId)).toHaveLength(0);
  });
});

describe('financialMetrics (JWT, tenant-scoped)', () => {
  test('lists the metrics of an entity of the caller, newest first, filtered and sorted on request', async () => {
    const page = await compliance.ok<{
      financialMetrics: { items: { metricType: string; metricValue: number }[]; total: number };
    }>(METRICS, { entityId }, owner.headers);
    expect(page.financialMetrics.total).toBeGreaterThanOrEqual(6);
    expect(page.financialMetrics.items[0]).toMatchObject({ entityId, tenantId: owner.tenantId });
    const received = page.financialMetrics.items.map((item) => (item as unknown as { receivedAt: string }).receivedAt);
    expect(received).toEqual([...received].sort().reverse());

    const netWorth = await compliance.ok<{ financialMetrics: { items: { metricValue: number }[]; total: number } }>(
      METRICS,
      { entityId, metricType: 'NET_WORTH', sort: [{ field: 'METRIC_VALUE', direction: 'ASC' }] },
      owner.headers,
    );
    expect(netWorth.financialMetrics.items.map((item) => item.metricValue)).toEqual([
      -2500000.5, 0.000001, 98765432109876.5,
    ]);
  });

  test("refuses without a token, for another tenant's entity, and for a foreign x-tenant-id", async () => {
    expect(await compliance.failure(METRICS, { entityId })).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await compliance.failure(METRICS, { entityId }, other.headers)).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await compliance.failure(METRICS, { entityId }, { ...other.headers, 'x-tenant-id': owner.tenantId }),
    ).toMatchObject({ code: 'FORBIDDEN' });
    const noTenant = await tokenFor({ userId: randomUUID(), email: 'nobody@example.com', tenantId: '' });
    expect(await compliance.failure(METRICS, { entityId }, { authorization: `Bearer ${noTenant}` })).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await compliance.failure(METRICS, { entityId: 'not-a-uuid' }, owner.headers)).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });
});
