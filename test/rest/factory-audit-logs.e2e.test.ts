/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { TestAuditLogServer } from '../support/audit-log-server.js';
import {
  factoryEnv,
  factoryRest,
  factorySql,
  seedPlan,
  seedTenant,
  seedUser,
  type FactoryUser,
} from '../support/factory.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * `/audit-logs` of the factory service: every write is recorded with its tenant, reads and client-posted
 * entries are scoped by the token's tenant (or `x-tenant-id` for a super-admin), in the service's own table or
 * through the central audit-log service when AUDIT_LOG_URL is set.
 */
const config = (tenantId: string) => ({
  tenantId,
  jobSteps: [{ name: 'Cutting', order: 1, isPaid: true }],
  articleAttributes: [],
  sizeRange: { min: 1, max: 10 },
});

function scenario(env: () => Record<string, string | undefined>) {
  const state = {} as {
    stack: TestStack;
    superAdmin: FactoryUser;
    adminA: FactoryUser;
    adminB: FactoryUser;
    tenantA: string;
    tenantB: string;
  };
  const call = factoryRest(() => state.stack);
  beforeAll(async () => {
    state.stack = await startTestStack(factoryEnv({ RATE_LIMIT_FACTOR: '0', ...env() }));
    const sql = factorySql(() => state.stack);
    const plan = await seedPlan(sql);
    state.tenantA = (await seedTenant(sql, plan.id)).id;
    state.tenantB = (await seedTenant(sql, plan.id)).id;
    state.superAdmin = await seedUser(sql, null);
    state.adminA = await seedUser(sql, state.tenantA);
    state.adminB = await seedUser(sql, state.tenantB);
    for (const tenantId of [state.tenantA, state.tenantB]) {
      expect((await call('POST', '/tenant-config', config(tenantId), state.superAdmin.headers)).status).toBe(201);
    }
  }, 120_000);
  afterAll(() => state.stack?.stop());
  return { state, call };
}

describe('in the service’s own table', () => {
  const { state, call } = scenario(() => ({ AUDIT_LOG_URL: undefined }));

  test("an admin reads its own tenant's entries only, writes included; a posted entry joins them", async () => {
    const posted = await call(
      'POST',
      '/audit-logs',
      { action: 'report.export', entityType: 'report', entityId: 'r-1', after: { format: 'csv' } },
      state.adminA.headers,
    );
    expect(posted.status).toBe(201);
    expect(posted.body.data.log).toMatchObject({
      _id: expect.any(String),
      tenantId: state.tenantA,
      action: 'report.export',
      actorId: state.adminA.id,
    });

    const own = await call('GET', '/audit-logs?limit=50', undefined, state.adminA.headers);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ status: 'success', total: expect.any(Number), page: 1, limit: 50 });
    const actions = own.body.data.logs.map((log: any) => log.action);
    expect(actions).toEqual(expect.arrayContaining(['report.export', 'tenant_config.create']));
    expect(own.body.data.logs.every((log: any) => log.tenantId === state.tenantA)).toBe(true);

    const other = await call('GET', '/audit-logs?action=report.export', undefined, state.adminB.headers);
    expect(other.body.data.logs).toEqual([]);
  });

  test('an admin cannot reach another tenant by x-tenant-id; a super-admin can, and sees every tenant without it', async () => {
    expect(
      (await call('GET', '/audit-logs', undefined, { ...state.adminB.headers, 'x-tenant-id': state.tenantA })).status,
    ).toBe(200);
    const asB = await call('GET', '/audit-logs', undefined, { ...state.adminB.headers, 'x-tenant-id': state.tenantA });
    expect(asB.body.data.logs.every((log: any) => log.tenantId === state.tenantB)).toBe(true);

    const forA = await call('GET', '/audit-logs?limit=100', undefined, {
      ...state.superAdmin.headers,
      'x-tenant-id': state.tenantA,
    });
    expect(new Set(forA.body.data.logs.map((log: any) => log.tenantId))).toEqual(new Set([state.tenantA]));
    const all = await call('GET', '/audit-logs?action=tenant_config.create', undefined, state.superAdmin.headers);
    expect(new Set(all.body.data.logs.map((log: any) => log.tenantId))).toEqual(
      new Set([state.tenantA, state.tenantB]),
    );
    expect((await call('GET', '/audit-logs')).status).toBe(401);
    expect((await call('POST', '/audit-logs', { entityType: 'report' }, state.adminA.headers)).status).toBe(400);
  });
});

describe('through the central audit-log service', () => {
  const central = new TestAuditLogServer();
  beforeAll(() => central.start());
  afterAll(() => central.stop());
  const { state, call } = scenario(() => ({ AUDIT_LOG_URL: central.url }));

  test('writes are forwarded with their tenant, and reads ask the service for the caller’s tenant only', async () => {
    await waitFor(
      () =>
        central.entries.find(
          (entry: any) => entry.action === 'tenant_config.create' && entry.tenantId === state.tenantA,
        ),
      { what: 'the forwarded entry' },
    );
    await call('GET', '/audit-logs', undefined, state.adminB.headers);
    const read = central.requests.find((request) => request.method === 'GET');
    expect(read).toBeDefined();
    const query = new URL(read!.url, 'http://central').searchParams;
    expect(query.get('service')).toBe('factory');
    expect(query.get('tenantId')).toBe(state.tenantB);
  });
});
