import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { startSubgraphUnderTest, type SubgraphUnderTest } from '../../test/support/subgraph.js';
import { applyTenantScope } from './tenancy.js';
import { User } from './accounts/user.entity.js';
import { factorySubgraph } from './subgraph.js';

/**
 * Tenant scoping is the data layer's: an EntityManager scoped to a tenant finds, counts, updates and deletes
 * only that tenant's rows whatever the query says, a super-admin's sees all, and an unscoped one refuses to
 * query tenant-owned rows at all.
 */
let factory: SubgraphUnderTest;
const tenants = { a: randomUUID(), b: randomUUID() };

beforeAll(async () => {
  factory = await startSubgraphUnderTest(factorySubgraph);
  const planId = randomUUID();
  await factory.sql(
    `insert into factory.plan (id, name, slug, limits, rate_limits, created_at, updated_at) values (?, 'Basic', 'basic', ?, ?, now(), now())`,
    [
      planId,
      JSON.stringify({ maxUsers: 5, maxWorkers: 50, maxJobSteps: 10, maxArticleAttributes: 10 }),
      JSON.stringify({ maxRequests: 1000, windowMs: 900000 }),
    ],
  );
  for (const [key, id] of Object.entries(tenants)) {
    await factory.sql(
      `insert into factory.tenant (id, name, slug, plan_id, domain, settings, created_at, updated_at) values (?, ?, ?, ?, ?, ?, now(), now())`,
      [
        id,
        `Factory ${key}`,
        `factory-${key}`,
        planId,
        `factory-${key}.localhost`,
        JSON.stringify({ maxUsers: 5, maxWorkers: 50 }),
      ],
    );
    for (const n of [1, 2]) {
      await factory.sql(
        `insert into factory.app_user (id, tenant_id, name, email, password_hash, role, created_at, updated_at) values (?, ?, ?, ?, 'x', 'admin', now(), now())`,
        [randomUUID(), id, `Admin ${n}`, `admin${n}@${key}.example.com`],
      );
    }
  }
});

afterAll(() => factory?.stop());

const emFor = (scope: Parameters<typeof applyTenantScope>[1]) => {
  const em = factory.subgraph.orm.em.fork();
  applyTenantScope(em, scope);
  return em;
};

test("finds and counts only the scoped tenant's rows, whatever the query asks for", async () => {
  const em = emFor({ tenantId: tenants.a });
  expect((await em.find(User, {})).map((user) => user.email).sort()).toEqual([
    'admin1@a.example.com',
    'admin2@a.example.com',
  ]);
  expect(await em.count(User, { tenant: tenants.b })).toBe(0);
  expect(await em.findOne(User, { email: 'admin1@b.example.com' })).toBeNull();
});

test("updates and deletes only the scoped tenant's rows", async () => {
  const em = emFor({ tenantId: tenants.a });
  expect(await em.nativeUpdate(User, { email: 'admin1@b.example.com' }, { name: 'Hijacked' })).toBe(0);
  expect(await em.nativeDelete(User, { email: 'admin2@b.example.com' })).toBe(0);
  expect(
    await factory.sql(
      `select name from factory.app_user where email in ('admin1@b.example.com', 'admin2@b.example.com') order by email`,
    ),
  ).toEqual([{ name: 'Admin 1' }, { name: 'Admin 2' }]);
});

test('a transaction of a scoped EntityManager stays scoped', async () => {
  const em = emFor({ tenantId: tenants.b });
  const emails = await em.transactional(async (tx) => (await tx.find(User, {})).map((user) => user.email));
  expect(emails.sort()).toEqual(['admin1@b.example.com', 'admin2@b.example.com']);
});

test('a super-admin scope sees every tenant; no scope refuses to query tenant-owned rows', async () => {
  expect(await emFor({ allTenants: true }).count(User, {})).toBe(4);
  await expect(factory.subgraph.orm.em.fork().find(User, {})).rejects.toThrow(/filter/i);
});
