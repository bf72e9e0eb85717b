import pg from 'pg';
import { complianceRest, expectComplianceError, startComplianceStack } from '../support/compliance.js';
import type { TestStack } from '../support/stack.js';

/**
 * The health endpoints of the compliance surface through the whole system: `{base_url}/health` (the adapter's
 * own) and `{workflow_url}/health`, whose database check meets a real fault (the database stops accepting
 * connections and its open ones are terminated) and a compliance subgraph that is gone.
 */
let stack: TestStack;
const call = complianceRest(
  () => stack,
  () => ({}),
);

async function onServer(statement: string, params: unknown[] = []): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement, params);
  } finally {
    await admin.end();
  }
}

const databaseName = () => new URL(stack.testDatabase.url).pathname.slice(1);
const allowConnections = (allowed: boolean) =>
  onServer(`alter database "${databaseName()}" with allow_connections ${allowed}`);

beforeAll(async () => {
  stack = await startComplianceStack({ RATE_LIMIT_FACTOR: '0' });
}, 120_000);

afterAll(async () => {
  if (stack) await allowConnections(true).catch(() => undefined);
  await stack?.stop();
});

const HEALTHY = { service: 'workflow-service', status: 'healthy', database: 'connected' };

describe('GET /compliance/health', () => {
  test("answers the adapter's own health", async () => {
    const answer = await call('GET', '/health');
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 200,
      body: { service: 'api-gateway', status: 'healthy' },
    });
  });
});

describe('GET /compliance/workflow/health (public)', () => {
  test('200 with the database connected', async () => {
    const answer = await call('GET', '/workflow/health');
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: HEALTHY });
    expect(answer.headers.get('x-correlation-id')).toBeTruthy();
  });

  test('500 {status:"unhealthy", error} while the database refuses connections, 200 again once it is back', async () => {
    await allowConnections(false);
    try {
      await onServer(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [databaseName()]);
      const answer = await call('GET', '/workflow/health');
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 500,
        body: { status: 'unhealthy', error: expect.stringMatching(/\S/) },
      });
    } finally {
      await allowConnections(true);
    }
    const recovered = await call('GET', '/workflow/health');
    expect({ status: recovered.status, body: recovered.body }).toEqual({ status: 200, body: HEALTHY });
  });

  test('an unknown path under the workflow service is a 404 in the compliance error shape', async () => {
    const answer = await call('GET', '/workflow/status');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'NOT_FOUND', error: expect.any(String) });
  });

  // Last: it stops the compliance subgraph of this stack.
  test('500 {status:"unhealthy", error} when the compliance subgraph cannot be reached', async () => {
    await stack.subgraphs.compliance.stop();
    const answer = await call('GET', '/workflow/health');
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 500,
      body: { status: 'unhealthy', error: expect.stringMatching(/\S/) },
    });
  });
});

describe('GET /compliance/workflow/health and the per-address rate limit', () => {
  let limited: TestStack;
  const callLimited = complianceRest(
    () => limited,
    () => ({}),
  );

  beforeAll(async () => {
    // 100 requests per 15 minutes scaled down to 1.
    limited = await startComplianceStack({ RATE_LIMIT_FACTOR: '0.01' });
  }, 120_000);

  afterAll(async () => {
    await limited?.stop();
  });

  test('health probes are not counted: they stay 200 while other anonymous requests are refused', async () => {
    expect((await callLimited('GET', '/api/v1/plans')).status).toBe(200);
    expectComplianceError(await callLimited('GET', '/api/v1/plans'), 429, 'RATE_LIMIT_EXCEEDED');
    for (let probe = 0; probe < 3; probe++) {
      const answer = await callLimited('GET', '/workflow/health');
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 200,
        body: { service: 'workflow-service', status: 'healthy', database: 'connected' },
      });
    }
  });
});
