import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
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
import type { Answer } from '../support/training-rest.js';

/** `/plan` through the whole system (REST adapter → gateway → factory subgraph → PostgreSQL). */
let stack: TestStack;
let superAdmin: FactoryUser;
let admin: FactoryUser;
const call = factoryRest(
  () => stack,
  () => superAdmin.headers,
);
const sql = factorySql(() => stack);

const limits = { maxUsers: 10, maxWorkers: 100, maxJobSteps: 8, maxArticleAttributes: 12 };
const rateLimits = { maxRequests: 1000, windowMs: 900_000 };
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

beforeAll(async () => {
  stack = await startTestStack(factoryEnv());
  superAdmin = await seedUser(sql, null);
  admin = await seedUser(sql, (await seedTenant(sql, (await seedPlan(sql)).id)).id);
}, 120_000);
afterAll(() => stack?.stop());

const expectError = (answer: Answer, status: number, message?: RegExp) => {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ status: 'error', message: expect.any(String) });
  if (message) expect(answer.body.message).toMatch(message);
};

describe('/plan', () => {
  test('POST creates a plan (201, legacy record) and GET /plan/:slug reads it, also for an admin', async () => {
    const created = await call('POST', '/plan', {
      name: 'Growth',
      slug: 'growth',
      description: 'For growing factories',
      limits,
      rateLimits,
      isActive: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      status: 'success',
      data: {
        plan: {
          _id: expect.any(String),
          name: 'Growth',
          slug: 'growth',
          description: 'For growing factories',
          limits,
          rateLimits,
          isActive: true,
          createdAt: expect.stringMatching(ISO),
          updatedAt: expect.stringMatching(ISO),
        },
      },
    });
    const read = await call('GET', '/plan/growth', undefined, admin.headers);
    expect(read.status).toBe(200);
    expect(read.body.data.plan).toEqual(created.body.data.plan);
    expectError(await call('GET', '/plan/no-such-plan'), 404);
  });

  test('GET /plan lists every plan to any user in the list shape', async () => {
    const answer = await call('GET', '/plan', undefined, admin.headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'success', page: 1, limit: 100 });
    expect(answer.body.results).toBe(answer.body.data.plans.length);
    expect(answer.body.total).toBe(Number((await sql<{ n: string }>(`select count(*) as n from factory.plan`))[0].n));
    expect(answer.body.data.plans.map((plan: { slug: string }) => plan.slug)).toContain('growth');
  });

  test('POST refuses a taken slug (409), a bad slug, missing or non-positive limits (400)', async () => {
    await seedPlan(sql, { slug: 'basic' });
    expectError(await call('POST', '/plan', { name: 'Basic again', slug: 'basic', limits, rateLimits }), 409, /basic/);
    expectError(await call('POST', '/plan', { name: 'Bad', slug: 'Bad Slug', limits, rateLimits }), 400);
    expectError(await call('POST', '/plan', { name: 'No limits', slug: 'no-limits', rateLimits }), 400);
    expectError(
      await call('POST', '/plan', {
        name: 'Negative',
        slug: 'negative',
        limits: { ...limits, maxUsers: -1 },
        rateLimits,
      }),
      400,
    );
    expectError(
      await call('POST', '/plan', { name: 'Slow', slug: 'slow', limits, rateLimits: { maxRequests: 10, windowMs: 0 } }),
      400,
    );
    expect(await sql(`select slug from factory.plan where slug in ('no-limits', 'negative', 'slow')`)).toEqual([]);
  });

  test('PATCH changes a plan but never its slug', async () => {
    const { slug } = await seedPlan(sql);
    const answer = await call('PATCH', `/plan/${slug}`, {
      description: 'Now with more workers',
      limits: { maxWorkers: 500 },
      isActive: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.plan).toMatchObject({
      slug,
      description: 'Now with more workers',
      isActive: false,
      limits: { maxUsers: 5, maxWorkers: 500 },
    });
    expectError(await call('PATCH', `/plan/${slug}`, { slug: 'renamed' }), 400, /slug/);
    expect(await sql(`select slug from factory.plan where slug = 'renamed'`)).toEqual([]);
    // The plan sent back whole, its own slug included, is fine.
    expect(
      (await call('PATCH', `/plan/${slug}`, { ...answer.body.data.plan, name: 'Renamed' })).body.data.plan.name,
    ).toBe('Renamed');
    expectError(await call('PATCH', '/plan/no-such-plan', { name: 'X' }), 404);
  });

  test('DELETE removes an unused plan (204) and is refused while a tenant uses it (409)', async () => {
    const used = await seedPlan(sql);
    await seedTenant(sql, used.id);
    expectError(await call('DELETE', `/plan/${used.slug}`), 409, /used by 1 tenant/);
    const unused = await seedPlan(sql);
    const answer = await call('DELETE', `/plan/${unused.slug}`);
    expect(answer.status).toBe(204);
    expectError(await call('GET', `/plan/${unused.slug}`), 404);
    expectError(await call('DELETE', `/plan/${unused.slug}`), 404);
  });

  test('every write is audited', async () => {
    const rows = await sql<{ action: string }>(
      `select distinct action from factory.audit_log where entity_type = 'plan' order by action`,
    );
    expect(rows.map((row) => row.action)).toEqual(['plan.create', 'plan.delete', 'plan.update']);
  });

  test('reading needs a token (401); writing needs a super-admin (403 for an admin)', async () => {
    const { slug } = await seedPlan(sql);
    expectError(await call('GET', '/plan', undefined, {}), 401);
    expectError(await call('GET', `/plan/${slug}`, undefined, {}), 401);
    const writes: [string, string, unknown][] = [
      ['POST', '/plan', { name: 'Sneaky', slug: 'sneaky', limits, rateLimits }],
      ['PATCH', `/plan/${slug}`, { name: 'Sneaky' }],
      ['DELETE', `/plan/${slug}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      expectError(await call(method, path, body, {}), 401);
      expectError(await call(method, path, body, admin.headers), 403);
    }
    expect((await call('GET', `/plan/${slug}`)).body.data.plan.name).toBe(`Plan ${slug}`);
  });
});
