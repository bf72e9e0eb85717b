/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import {
  factoryEnv,
  factoryRest,
  factorySql,
  sampleConfiguration,
  seedPlan,
  seedTenant,
  seedUser,
  type FactoryUser,
} from '../support/factory.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * Tenant configuration and the dynamic CORS origins through the REST surface: the configuration's shape and the
 * plan's limits are enforced, each tenant reads only its own, and an origin added by a super-admin is allowed
 * by the REST adapter and the gateway without a restart (polled every 200 ms here instead of 30 s). A plan's
 * rate limit applies per tenant; a suspended tenant's users are refused.
 */
const STATIC_ORIGIN = 'https://static.example.com';
let stack: TestStack;
let superAdmin: FactoryUser;
let adminA: FactoryUser;
let adminB: FactoryUser;
let tenantA: string;
let tenantB: string;
const call = factoryRest(() => stack);
const sql = factorySql(() => stack);

const configuration = (tenantId: string) => sampleConfiguration(tenantId, { customLedgerTypes: ['bonus'] });

beforeAll(async () => {
  stack = await startTestStack(
    factoryEnv({ CORS_ORIGINS: STATIC_ORIGIN, CORS_POLL_INTERVAL_MS: '200', RATE_LIMIT_FACTOR: '0' }),
  );
  const plan = await seedPlan(sql, { limits: { maxJobSteps: 3, maxArticleAttributes: 2 } });
  tenantA = (await seedTenant(sql, plan.id)).id;
  tenantB = (await seedTenant(sql, plan.id)).id;
  superAdmin = await seedUser(sql, null);
  adminA = await seedUser(sql, tenantA);
  adminB = await seedUser(sql, tenantB);
}, 120_000);

afterAll(() => stack?.stop());

describe('/tenant-config', () => {
  test('a super-admin creates (201) and updates (200) a configuration; fields left out keep their values', async () => {
    const created = await call('POST', '/tenant-config', configuration(tenantA), superAdmin.headers);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      status: 'success',
      data: { config: expect.objectContaining({ _id: expect.any(String), ...configuration(tenantA) }) },
    });

    const updated = await call(
      'POST',
      '/tenant-config',
      { tenantId: tenantA, sizeRange: { min: 4, max: 13 } },
      superAdmin.headers,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.config).toMatchObject({
      sizeRange: { min: 4, max: 13 },
      jobSteps: configuration(tenantA).jobSteps,
      customLedgerTypes: ['bonus'],
    });
  });

  test("an admin reads its own tenant's configuration, not another's (404), and cannot write one (403)", async () => {
    const own = await call('GET', `/tenant-config/${tenantA}`, undefined, adminA.headers);
    expect(own.status).toBe(200);
    expect(own.body.data.config.tenantId).toBe(tenantA);
    const foreign = await call('GET', `/tenant-config/${tenantA}`, undefined, adminB.headers);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ status: 'error', message: expect.any(String) });
    expect((await call('POST', '/tenant-config', configuration(tenantB), adminB.headers)).status).toBe(403);
    expect((await call('GET', `/tenant-config/${tenantA}`)).status).toBe(401);
  });

  test("the shape and the plan's limits are enforced, and a refused configuration changes nothing", async () => {
    const tooManySteps = {
      ...configuration(tenantB),
      jobSteps: [...configuration(tenantB).jobSteps, { name: 'Ironing', order: 4, isPaid: true }],
    };
    const refused = await call('POST', '/tenant-config', tooManySteps, superAdmin.headers);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/at most 3 job steps/);
    for (const broken of [
      {
        ...configuration(tenantB),
        articleAttributes: [{ name: 'color', label: 'Colour', type: 'date', isRequired: true }],
      },
      { ...configuration(tenantB), sizeRange: { min: 9, max: 3 } },
      {
        ...configuration(tenantB),
        jobSteps: [
          { name: 'Cutting', order: 1, isPaid: true },
          { name: 'Cutting', order: 2, isPaid: true },
        ],
      },
      { ...configuration(tenantB), pagination: { defaultPageSize: 50, maxPageSize: 10 } },
      { ...configuration(tenantB), jobSteps: 'all of them' },
    ]) {
      const answer = await call('POST', '/tenant-config', broken, superAdmin.headers);
      expect(answer.status).toBe(400);
      expect(answer.body.status).toBe('error');
    }
    expect(await sql(`select id from factory.tenant_config where tenant_id = ?`, [tenantB])).toEqual([]);
    expect(
      (await call('POST', '/tenant-config', configuration('00000000-0000-4000-8000-000000000000'), superAdmin.headers))
        .status,
    ).toBe(404);
  });
});

describe('/global-config/cors', () => {
  const origin = 'https://new-frontend.example.com';
  /** The CORS answer of a preflight from `from` to the REST adapter and to the gateway. */
  const preflight = async (from: string) =>
    Promise.all(
      [`${stack.restUrl}/factory/api/v1/plan`, stack.gatewayUrl].map(async (url) => {
        const response = await fetch(url, {
          method: 'OPTIONS',
          headers: {
            origin: from,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization,content-type',
          },
        });
        return response.headers.get('access-control-allow-origin');
      }),
    );

  test('the static origins are allowed, an unlisted one is not', async () => {
    expect(await preflight(STATIC_ORIGIN)).toEqual([STATIC_ORIGIN, STATIC_ORIGIN]);
    expect(await preflight(origin)).toEqual([null, null]);
  });

  test('an origin a super-admin adds is allowed by both without a restart, and no longer once removed', async () => {
    expect((await call('POST', '/global-config/cors', { origin }, adminA.headers)).status).toBe(403);
    const added = await call('POST', '/global-config/cors', { origin }, superAdmin.headers);
    expect(added.status).toBe(201);
    expect(added.body.data.origin).toMatchObject({ _id: expect.any(String), origin });
    expect((await call('POST', '/global-config/cors', { origin }, superAdmin.headers)).status).toBe(409);
    expect(
      (await call('POST', '/global-config/cors', { origin: 'https://x.example.com/path' }, superAdmin.headers)).status,
    ).toBe(400);
    const listed = await call('GET', '/global-config/cors', undefined, superAdmin.headers);
    expect(listed.body.data.origins.map((entry: any) => entry.origin)).toEqual([origin]);

    await waitFor(async () => ((await preflight(origin)).every((allowed) => allowed === origin) ? true : undefined), {
      timeoutMs: 10_000,
      what: 'the new origin to be allowed',
    });

    const removed = await call(
      'DELETE',
      `/global-config/cors/${encodeURIComponent(origin)}`,
      undefined,
      superAdmin.headers,
    );
    expect(removed.status).toBe(200);
    await waitFor(async () => ((await preflight(origin)).every((allowed) => allowed === null) ? true : undefined), {
      timeoutMs: 10_000,
      what: 'the origin to be refused again',
    });
    expect(
      (await call('DELETE', `/global-config/cors/${encodeURIComponent(origin)}`, undefined, superAdmin.headers)).status,
    ).toBe(404);
  });
});

describe("the plan's rate limit", () => {
  test('applies per tenant, with the headers and a 429 beyond it; other tenants and super-admins are not counted', async () => {
    const tightPlan = await seedPlan(sql, { rateLimits: { maxRequests: 3, windowMs: 60_000 } });
    const tenant = (await seedTenant(sql, tightPlan.id)).id;
    const [first, second] = [await seedUser(sql, tenant), await seedUser(sql, tenant)];
    for (const [index, user] of [first, second, first].entries()) {
      const answer = await call('GET', `/tenant-config/${tenant}`, undefined, user.headers);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('x-ratelimit-limit')).toBe('3');
      expect(answer.headers.get('x-ratelimit-remaining')).toBe(String(2 - index));
    }
    const refused = await call('GET', `/tenant-config/${tenant}`, undefined, second.headers);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 'error', message: expect.stringMatching(/Too many requests/) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('GET', `/tenant-config/${tenantA}`, undefined, adminA.headers)).status).toBe(200);
    expect((await call('GET', `/tenant-config/${tenant}`, undefined, superAdmin.headers)).status).toBe(404);
  });

  test("a suspended tenant's users are refused", async () => {
    const plan = await seedPlan(sql);
    const tenant = (await seedTenant(sql, plan.id, { status: 'suspended' })).id;
    const user = await seedUser(sql, tenant);
    const answer = await call('GET', `/tenant-config/${tenant}`, undefined, user.headers);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/suspended/);
  });
});
