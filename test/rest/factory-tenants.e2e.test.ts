import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { passwordMatches } from '../../subgraphs/factory/accounts/passwords.js';
import {
  factoryEnv,
  factoryRest,
  factorySql,
  seedPlan,
  seedTenant,
  seedUser,
  type FactoryUser,
} from '../support/factory.js';
import { fail, TestProvisioner } from '../support/provisioner.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import type { Answer } from '../support/training-rest.js';

/**
 * `/tenant` through the whole system (REST adapter → gateway → factory subgraph → PostgreSQL), with a local
 * server playing the hosting and DNS provisioner.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let stack: TestStack;
let superAdmin: FactoryUser;
const call = factoryRest(
  () => stack,
  () => superAdmin.headers,
);
const sql = factorySql(() => stack);

const expectError = (answer: Answer, status: number, message?: RegExp) => {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status,
    body: expect.objectContaining({ status: 'error', message: expect.any(String) }),
  });
  if (message) expect(answer.body.message).toMatch(message);
};

const newTenant = (plan: string, overrides: Record<string, unknown> = {}) => {
  const slug = `acme-${randomUUID().slice(0, 8)}`;
  return {
    name: 'Acme Garments',
    slug,
    plan,
    adminName: 'Asha Admin',
    adminEmail: `asha@${slug}.example.com`,
    adminPassword: 'correct horse',
    adminConfirmPassword: 'correct horse',
    ...overrides,
  };
};

const adminOf = async (tenantId: string) =>
  (
    await sql<{ email: string; role: string; password_hash: string }>(
      `select email, role, password_hash from factory.app_user where tenant_id = ?`,
      [tenantId],
    )
  )[0];

describe('with a provisioner', () => {
  const provisioner = new TestProvisioner();
  let plan: { id: string; slug: string };
  let admin: FactoryUser;

  beforeAll(async () => {
    await provisioner.start();
    stack = await startTestStack(
      factoryEnv({ FACTORY_PROVISIONER_URL: provisioner.url, FACTORY_BASE_DOMAIN: 'factory.test' }),
    );
    superAdmin = await seedUser(sql, null);
    plan = await seedPlan(sql, { limits: { maxUsers: 4, maxWorkers: 40 } });
    admin = await seedUser(sql, (await seedTenant(sql, plan.id)).id);
  }, 120_000);
  beforeEach(() => {
    provisioner.reset();
  });
  afterAll(async () => {
    await stack?.stop();
    await provisioner.stop();
  });

  describe('POST /tenant', () => {
    test('creates the tenant and its admin and provisions its subdomain: 201 with the active domain', async () => {
      const input = newTenant(plan.slug);
      const answer = await call('POST', '/tenant', input);
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        status: 'success',
        data: {
          tenant: {
            _id: expect.stringMatching(UUID),
            name: 'Acme Garments',
            slug: input.slug,
            domain: `${input.slug}.factory.test`,
            domainStatus: 'active',
          },
        },
      });
      expect(provisioner.received).toEqual([
        { step: 'hosting', subdomain: `${input.slug}.factory.test` },
        { step: 'dns', subdomain: `${input.slug}.factory.test` },
      ]);
      const tenant = await call('GET', `/tenant/${answer.body.data.tenant._id}`);
      expect(tenant.body).toEqual({
        status: 'success',
        data: {
          tenant: {
            _id: answer.body.data.tenant._id,
            name: 'Acme Garments',
            slug: input.slug,
            plan: plan.slug,
            domain: `${input.slug}.factory.test`,
            domainStatus: 'active',
            status: 'active',
            settings: { maxUsers: 4, maxWorkers: 40 },
            createdAt: expect.stringMatching(ISO),
            updatedAt: expect.stringMatching(ISO),
          },
        },
      });
      expect(await adminOf(answer.body.data.tenant._id)).toMatchObject({ email: input.adminEmail, role: 'admin' });
    });

    test('hosting fails: 207 partial with the failure, tenant and admin created, domain pending', async () => {
      provisioner.script('hosting', fail(503, 'hosting quota exceeded'));
      const input = newTenant(plan.slug);
      const answer = await call('POST', '/tenant', input);
      expect(answer.status).toBe(207);
      expect(answer.body).toEqual({
        status: 'partial',
        data: {
          tenant: {
            _id: expect.stringMatching(UUID),
            name: 'Acme Garments',
            slug: input.slug,
            domain: `${input.slug}.factory.test`,
            domainStatus: 'pending',
          },
        },
        provisioningResult: {
          subdomain: `${input.slug}.factory.test`,
          hosting: { status: 'failed', error: 'HTTP 503: hosting quota exceeded' },
          dns: { status: 'skipped', error: 'Not attempted: hosting failed' },
        },
      });
      expect(provisioner.subdomainsOf('dns')).toEqual([]);
      const stored = await adminOf(answer.body.data.tenant._id);
      expect(await passwordMatches(stored.password_hash, 'correct horse')).toBe(true);
    });

    test('DNS fails: 207 partial, hosting done, admin can log in later', async () => {
      provisioner.script('dns', fail(422, 'zone locked'));
      const answer = await call('POST', '/tenant', newTenant(plan.slug));
      expect(answer.status).toBe(207);
      expect(answer.body.provisioningResult).toMatchObject({
        hosting: { status: 'success' },
        dns: { status: 'failed', error: 'HTTP 422: zone locked' },
      });
      expect(answer.body.provisioningResult.hosting).not.toHaveProperty('error');
      expect(answer.body.data.tenant.domainStatus).toBe('pending');
      expect(await passwordMatches((await adminOf(answer.body.data.tenant._id)).password_hash, 'correct horse')).toBe(
        true,
      );
    });

    test('an inactive or unknown plan, differing passwords or a missing field: 400, nothing created', async () => {
      const inactive = await seedPlan(sql, { isActive: false });
      const refused = [
        newTenant(inactive.slug),
        newTenant('no-such-plan'),
        newTenant(plan.slug, { adminConfirmPassword: 'another horse' }),
        newTenant(plan.slug, { adminEmail: undefined }),
        newTenant(plan.slug, { slug: 'Not A Slug' }),
      ];
      for (const input of refused) expectError(await call('POST', '/tenant', input), 400);
      expect(
        await sql(`select slug from factory.tenant where slug = any(?::text[])`, [
          `{${refused.map((input) => `"${input.slug}"`).join(',')}}`,
        ]),
      ).toEqual([]);
      expect(provisioner.received).toEqual([]);
    });

    test('a taken slug or admin email: 409; a failing admin insert leaves no tenant', async () => {
      const first = newTenant(plan.slug);
      expect((await call('POST', '/tenant', first)).status).toBe(201);
      expectError(await call('POST', '/tenant', newTenant(plan.slug, { slug: first.slug })), 409, /slug/);
      const sameEmail = newTenant(plan.slug, { adminEmail: first.adminEmail });
      expectError(await call('POST', '/tenant', sameEmail), 409, /email/);
      expect(await sql(`select id from factory.tenant where slug = ?`, [sameEmail.slug])).toEqual([]);
    });
  });

  describe('POST /tenant/:id/retry-domain', () => {
    test('207 while provisioning still fails, 200 once it succeeds, then 400; 404 for an unknown tenant', async () => {
      provisioner.script('dns', fail(500, 'resolver down'));
      const id = (await call('POST', '/tenant', newTenant(plan.slug))).body.data.tenant._id;

      const stillFailing = await call('POST', `/tenant/${id}/retry-domain`);
      expect(stillFailing.status).toBe(207);
      expect(stillFailing.body).toMatchObject({
        status: 'partial',
        data: { tenant: { _id: id, domainStatus: 'pending' } },
        provisioningResult: { dns: { status: 'failed', error: 'HTTP 500: resolver down' } },
      });

      provisioner.reset();
      const retried = await call('POST', `/tenant/${id}/retry-domain`);
      expect(retried.status).toBe(200);
      expect(retried.body).toEqual({
        status: 'success',
        data: { tenant: expect.objectContaining({ _id: id, domainStatus: 'active', plan: plan.slug }) },
        provisioningResult: {
          subdomain: retried.body.data.tenant.domain,
          hosting: { status: 'success' },
          dns: { status: 'success' },
        },
      });
      expect(provisioner.subdomainsOf('hosting')).toEqual([retried.body.data.tenant.domain]);

      expectError(await call('POST', `/tenant/${id}/retry-domain`), 400, /already active/);
      expectError(await call('POST', `/tenant/${randomUUID()}/retry-domain`), 404);
      expectError(await call('POST', '/tenant/not-an-id/retry-domain'), 404);
    });
  });

  describe('reading and changing tenants', () => {
    test('GET /tenant lists tenants in the list shape, pages and filters by status', async () => {
      await seedTenant(sql, plan.id, { status: 'suspended' });
      const all = await call('GET', '/tenant?limit=2');
      expect(all.status).toBe(200);
      const total = Number((await sql<{ n: string }>(`select count(*) as n from factory.tenant`))[0].n);
      expect(all.body).toMatchObject({ status: 'success', results: 2, total, page: 1, limit: 2 });
      expect(all.body.data.tenants[0]).toMatchObject({
        _id: expect.stringMatching(UUID),
        plan: expect.any(String),
        status: expect.stringMatching(/^(active|suspended)$/),
      });
      const suspended = await call('GET', '/tenant?status=suspended');
      expect(suspended.body.data.tenants.length).toBeGreaterThan(0);
      expect(suspended.body.data.tenants.every((tenant: { status: string }) => tenant.status === 'suspended')).toBe(
        true,
      );
      expectError(await call('GET', '/tenant?status=closed'), 400);
    });

    test('GET /tenant/stats counts tenants by status and domain status (not taken by /tenant/:id)', async () => {
      const answer = await call('GET', '/tenant/stats');
      expect(answer.status).toBe(200);
      const [counts] = await sql<Record<string, number>>(`
        select count(*)::int as total, count(*) filter (where status = 'active')::int as active, count(*) filter (where status = 'suspended')::int as suspended,
               count(*) filter (where domain_status = 'active')::int as domain_active, count(*) filter (where domain_status = 'pending')::int as domain_pending
          from factory.tenant`);
      expect(answer.body).toEqual({
        status: 'success',
        data: {
          stats: {
            total: counts.total,
            active: counts.active,
            suspended: counts.suspended,
            byDomainStatus: { active: counts.domain_active, pending: counts.domain_pending },
          },
        },
      });
      expect(counts.suspended).toBeGreaterThan(0);
      expect(counts.domain_pending).toBeGreaterThan(0);
    });

    test('GET /tenant/:id of an unknown tenant: 404', async () => {
      expectError(await call('GET', `/tenant/${randomUUID()}`), 404, /Tenant not found/);
    });

    test('PATCH /tenant/:id renames and moves to an active plan with its limits; the slug stays', async () => {
      const tenant = await seedTenant(sql, plan.id);
      const bigger = await seedPlan(sql, { limits: { maxUsers: 25, maxWorkers: 250 } });
      const answer = await call('PATCH', `/tenant/${tenant.id}`, { name: 'Renamed Mills', plan: bigger.slug });
      expect(answer.status).toBe(200);
      expect(answer.body.data.tenant).toMatchObject({
        _id: tenant.id,
        name: 'Renamed Mills',
        plan: bigger.slug,
        slug: tenant.slug,
        settings: { maxUsers: 25, maxWorkers: 250 },
      });
      expectError(await call('PATCH', `/tenant/${tenant.id}`, { slug: 'elsewhere' }), 400, /slug/);
      expectError(
        await call('PATCH', `/tenant/${tenant.id}`, { plan: (await seedPlan(sql, { isActive: false })).slug }),
        400,
        /active plan/,
      );
      expectError(await call('PATCH', `/tenant/${randomUUID()}`, { name: 'Nobody' }), 404);
      expect((await call('GET', `/tenant/${tenant.id}`)).body.data.tenant).toMatchObject({
        name: 'Renamed Mills',
        slug: tenant.slug,
        plan: bigger.slug,
      });
    });

    test('PATCH /tenant/:id/status suspends and reactivates; any other status is 400', async () => {
      const tenant = await seedTenant(sql, plan.id);
      const suspended = await call('PATCH', `/tenant/${tenant.id}/status`, { status: 'suspended' });
      expect(suspended.status).toBe(200);
      expect(suspended.body.data.tenant).toMatchObject({ _id: tenant.id, status: 'suspended' });
      expect((await call('PATCH', `/tenant/${tenant.id}/status`, { status: 'active' })).body.data.tenant.status).toBe(
        'active',
      );
      expectError(await call('PATCH', `/tenant/${tenant.id}/status`, { status: 'closed' }), 400);
      expectError(await call('PATCH', `/tenant/${tenant.id}/status`, {}), 400);
      expect(await sql(`select status from factory.tenant where id = ?`, [tenant.id])).toEqual([{ status: 'active' }]);
    });

    test('DELETE /tenant/:id removes the tenant and its users (204), then 404', async () => {
      const tenant = await seedTenant(sql, plan.id);
      await seedUser(sql, tenant.id);
      const answer = await call('DELETE', `/tenant/${tenant.id}`);
      expect(answer.status).toBe(204);
      expect(await sql(`select id from factory.app_user where tenant_id = ?`, [tenant.id])).toEqual([]);
      expectError(await call('GET', `/tenant/${tenant.id}`), 404);
      expectError(await call('DELETE', `/tenant/${tenant.id}`), 404);
    });

    test('every kind of write is audited', async () => {
      const actions = await sql<{ action: string }>(
        `select distinct action from factory.audit_log where entity_type in ('tenant', 'user') order by action`,
      );
      expect(actions.map((row) => row.action)).toEqual([
        'tenant.create',
        'tenant.delete',
        'tenant.domain.activate',
        'tenant.status',
        'tenant.update',
        'user.create',
      ]);
    });
  });

  test('every route is Super: 401 without a token, 403 for an admin', async () => {
    const tenant = await seedTenant(sql, plan.id);
    const routes: [string, string, unknown][] = [
      ['GET', '/tenant', undefined],
      ['POST', '/tenant', newTenant(plan.slug)],
      ['GET', '/tenant/stats', undefined],
      ['GET', `/tenant/${tenant.id}`, undefined],
      ['PATCH', `/tenant/${tenant.id}`, { name: 'Mine now' }],
      ['PATCH', `/tenant/${tenant.id}/status`, { status: 'suspended' }],
      ['POST', `/tenant/${tenant.id}/retry-domain`, undefined],
      ['DELETE', `/tenant/${tenant.id}`, undefined],
    ];
    for (const [method, path, body] of routes) {
      expectError(await call(method, path, body, {}), 401);
      expectError(await call(method, path, body, admin.headers), 403);
    }
    expect(await sql(`select name, status from factory.tenant where id = ?`, [tenant.id])).toEqual([
      { name: `Factory ${tenant.slug}`, status: 'active' },
    ]);
    expect(provisioner.received).toEqual([]);
  });
});

describe('without a provisioner', () => {
  beforeAll(async () => {
    stack = await startTestStack(factoryEnv({ FACTORY_PROVISIONER_URL: undefined, FACTORY_BASE_DOMAIN: undefined }));
    superAdmin = await seedUser(sql, null);
  }, 120_000);
  afterAll(() => stack?.stop());

  test('POST /tenant answers 201 with the domain under localhost active at once', async () => {
    const plan = await seedPlan(sql);
    const input = newTenant(plan.slug);
    const answer = await call('POST', '/tenant', input);
    expect(answer.status).toBe(201);
    expect(answer.body.data.tenant).toMatchObject({
      slug: input.slug,
      domain: `${input.slug}.localhost`,
      domainStatus: 'active',
    });
    expectError(await call('POST', `/tenant/${answer.body.data.tenant._id}/retry-domain`), 400, /already active/);
  });
});
