/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { randomUUID } from 'node:crypto';
import {
  complianceRest,
  complianceSql,
  expectComplianceError,
  seedEntity,
  seedTenant,
  startComplianceStack,
  type TenantUser,
  UUID,
} from '../support/compliance.js';
import { graphqlRequest, type TestStack } from '../support/stack.js';
import { trustDocuments } from '../support/trusted-documents.js';

/**
 * POST /compliance/api/v1/webhooks/erp through the whole system (REST adapter → gateway → compliance subgraph →
 * pg-boss queue in PostgreSQL → its worker): 202 once queued, the metric stored by the worker, and every
 * refusal leaving both the queue and the metric table untouched.
 */
const PATH = '/api/v1/webhooks/erp';

let stack: TestStack;
let owner: TenantUser;
let other: TenantUser;
let entityId: string;
let otherEntityId: string;
const call = complianceRest(
  () => stack,
  () => ({}),
);
const sql = complianceSql(() => stack);

const count = async (query: string) => Number((await sql<{ n: string }>(query))[0].n);
const queuedJobs = () => count(`select count(*) as n from compliance_jobs.job where name = 'erp.metric.store'`);
const storedMetrics = () => count(`select count(*) as n from compliance.financial_metric`);

async function storedMetric(referenceId: string): Promise<Record<string, any>> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await sql(
      `select tenant_id, entity_id, metric_type, metric_value::text as metric_value, reference_id from compliance.financial_metric where reference_id = ?`,
      [referenceId],
    );
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`metric ${referenceId} was not stored`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const NET_WORTH = `query($entityId: ID!) { financialMetrics(entityId: $entityId, metricType: NET_WORTH) { total items { metricValue referenceId } } }`;

beforeAll(async () => {
  stack = await startComplianceStack({ RATE_LIMIT_FACTOR: '0' });
  owner = await seedTenant(sql);
  other = await seedTenant(sql);
  entityId = await seedEntity(sql, owner.tenantId);
  otherEntityId = await seedEntity(sql, other.tenantId);
  // The read-back below is a GraphQL client of its own: its document is trusted as a client's build would load it.
  await trustDocuments(stack.testDatabase.url, stack.gateway, 'erp-tests', [NET_WORTH]);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const metric = (overrides: Record<string, unknown> = {}) => ({
  tenantId: owner.tenantId,
  entityId,
  metricType: 'Turnover',
  metricValue: 125000000.5,
  ...overrides,
});

describe('POST /api/v1/webhooks/erp (public)', () => {
  test('answers 202 {message, queued, referenceId} without any credentials; the worker stores the metric exactly', async () => {
    const answer = await call('POST', PATH, metric());
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({
      message: 'Turnover metric queued for processing',
      queued: true,
      referenceId: expect.stringMatching(UUID),
    });
    expect(answer.headers.get('x-correlation-id')).toMatch(UUID);
    expect(await storedMetric(answer.body.referenceId)).toEqual({
      tenant_id: owner.tenantId,
      entity_id: entityId,
      metric_type: 'TURNOVER',
      metric_value: '125000000.5',
      reference_id: answer.body.referenceId,
    });
  });

  test.each([
    ['Turnover', 'TURNOVER'],
    ['Paid-up Capital', 'PAID_UP_CAPITAL'],
    ['Net Worth', 'NET_WORTH'],
    ['Borrowings', 'BORROWINGS'],
    ['  paid-up   CAPITAL ', 'PAID_UP_CAPITAL'],
  ])('maps the metric type %j to %s and back in the message', async (metricType, stored) => {
    const answer = await call('POST', PATH, metric({ metricType, metricValue: -42.75 }));
    expect(answer.status).toBe(202);
    const label = {
      TURNOVER: 'Turnover',
      PAID_UP_CAPITAL: 'Paid-up Capital',
      NET_WORTH: 'Net Worth',
      BORROWINGS: 'Borrowings',
    }[stored];
    expect(answer.body.message).toBe(`${label} metric queued for processing`);
    expect(await storedMetric(answer.body.referenceId)).toMatchObject({ metric_type: stored, metric_value: '-42.75' });
  });

  test('reads back through the supergraph for a user of the tenant only', async () => {
    const query = NET_WORTH;
    const mine = await graphqlRequest<{ financialMetrics: { total: number; items: { metricValue: number }[] } }>(
      stack.gatewayUrl,
      query,
      { entityId },
      owner.headers,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.financialMetrics).toMatchObject({ total: 1, items: [{ metricValue: -42.75 }] });
    const theirs = await graphqlRequest(stack.gatewayUrl, query, { entityId }, other.headers);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  describe('refusals write nothing and queue nothing', () => {
    let before: [number, number];
    beforeEach(async () => {
      before = [await queuedJobs(), await storedMetrics()];
    });
    afterEach(async () => {
      // A job exists as soon as the webhook answers (it answers only once queued), so the job count is settled here.
      expect([await queuedJobs(), await storedMetrics()]).toEqual(before);
    });

    test.each([
      ['a missing tenantId', () => metric({ tenantId: undefined })],
      ['a missing entityId', () => metric({ entityId: undefined })],
      ['a missing metricType', () => metric({ metricType: undefined })],
      ['a missing metricValue', () => metric({ metricValue: undefined })],
      ['a null metricValue', () => metric({ metricValue: null })],
      ['a metricValue as a string', () => metric({ metricValue: '1000' })],
      ['a metricValue that is an object', () => metric({ metricValue: { amount: 1 } })],
      ['an unknown metricType', () => metric({ metricType: 'Revenue' })],
      ["the GraphQL enum's own name as metricType", () => metric({ metricType: 'PAID_UP_CAPITAL' })],
      ['a metricType that is not a string', () => metric({ metricType: 7 })],
      ['a tenantId that is not a uuid', () => metric({ tenantId: 'acme' })],
      ['an entityId that is a number', () => metric({ entityId: 12 })],
      ['a body that is an array', () => [metric()]],
    ])('400 VALIDATION_ERROR for %s', async (_case, body) => {
      expectComplianceError(await call('POST', PATH, body()), 400, 'VALIDATION_ERROR');
    });

    test('400 for a metricValue beyond the finite numbers and for malformed JSON', async () => {
      const body = `{"tenantId":"${owner.tenantId}","entityId":"${entityId}","metricType":"Turnover","metricValue":1e400}`;
      expectComplianceError(await call('POST', PATH, body), 400, 'VALIDATION_ERROR');
      expectComplianceError(await call('POST', PATH, '{"tenantId":'), 400, 'VALIDATION_ERROR');
    });

    test('the 400 for an unknown metricType lists the accepted ones', async () => {
      const answer = await call('POST', PATH, metric({ metricType: 'Revenue' }));
      expect(answer.body.error).toBe('metricType must be one of: Turnover, Paid-up Capital, Net Worth, Borrowings');
      expect(answer.body.details).toEqual({
        fields: { metricType: ['must be one of: Turnover, Paid-up Capital, Net Worth, Borrowings'] },
      });
    });

    test("404 NOT_FOUND for another tenant's entity and for an unknown tenant", async () => {
      expectComplianceError(await call('POST', PATH, metric({ entityId: otherEntityId })), 404, 'NOT_FOUND');
      expectComplianceError(await call('POST', PATH, metric({ tenantId: randomUUID() })), 404, 'NOT_FOUND');
      expectComplianceError(await call('POST', PATH, metric({ entityId: randomUUID() })), 404, 'NOT_FOUND');
    });
  });
});
