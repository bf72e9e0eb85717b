import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { seedPlan, seedTenant, seedUser, startFactory, type FactoryUser } from '../../../test/support/factory.js';
import { fail, TestProvisioner } from '../../../test/support/provisioner.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';
import { passwordMatches } from '../accounts/passwords.js';

const TENANT = `id name slug plan { slug } domain domainStatus status settings { maxUsers maxWorkers }`;
const PROVISIONING = `tenant { ${TENANT} } provisioningResult { subdomain hosting { status error } dns { status error } } complete`;
const CREATE = `mutation ($input: CreateFactoryTenantInput!) { createFactoryTenant(input: $input) { ${PROVISIONING} } }`;
const RETRY = `mutation ($id: ID!) { retryFactoryTenantDomain(id: $id) { ${PROVISIONING} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateFactoryTenantInput!) { updateFactoryTenant(id: $id, input: $input) { ${TENANT} } }`;

interface Provisioning {
  tenant: { id: string; domainStatus: string };
  provisioningResult: {
    subdomain: string;
    hosting: { status: string; error: string | null };
    dns: { status: string; error: string | null };
  };
  complete: boolean;
}

const provisioner = new TestProvisioner();
let factory: SubgraphUnderTest;
let superAdmin: FactoryUser;
let planSlug: string;

beforeAll(async () => {
  await provisioner.start();
  factory = await startFactory({ FACTORY_PROVISIONER_URL: provisioner.url, FACTORY_BASE_DOMAIN: 'factory.test' });
  superAdmin = await seedUser(factory.sql, null);
  planSlug = (await seedPlan(factory.sql, { limits: { maxUsers: 3, maxWorkers: 30 } })).slug;
});
beforeEach(() => {
  provisioner.reset();
});
afterAll(async () => {
  await factory?.stop();
  await provisioner.stop();
});

const newTenant = (overrides: Record<string, unknown> = {}) => {
  const slug = `acme-${randomUUID().slice(0, 8)}`;
  return {
    name: 'Acme Garments',
    slug,
    plan: planSlug,
    adminName: 'Asha Admin',
    adminEmail: `Owner@${slug}.example.com`,
    adminPassword: 'correct horse',
    adminConfirmPassword: 'correct horse',
    ...overrides,
  };
};

const create = async (input: Record<string, unknown>) =>
  (await factory.ok<{ createFactoryTenant: Provisioning }>(CREATE, { input }, superAdmin.headers)).createFactoryTenant;
const auditActions = async (entityId: string) =>
  (
    await factory.sql<{ action: string }>(
      `select action from factory.audit_log where entity_id = ? order by created_at, action`,
      [entityId],
    )
  ).map((row) => row.action);

describe('creating a tenant', () => {
  test('creates the tenant and its admin, provisions hosting then DNS of its subdomain, and activates the domain', async () => {
    const input = newTenant();
    const result = await create(input);
    expect(result).toEqual({
      tenant: {
        id: expect.any(String),
        name: 'Acme Garments',
        slug: input.slug,
        plan: { slug: planSlug },
        domain: `${input.slug}.factory.test`,
        domainStatus: 'ACTIVE',
        status: 'ACTIVE',
        settings: { maxUsers: 3, maxWorkers: 30 },
      },
      provisioningResult: {
        subdomain: `${input.slug}.factory.test`,
        hosting: { status: 'SUCCESS', error: null },
        dns: { status: 'SUCCESS', error: null },
      },
      complete: true,
    });
    expect(provisioner.received).toEqual([
      { step: 'hosting', subdomain: `${input.slug}.factory.test` },
      { step: 'dns', subdomain: `${input.slug}.factory.test` },
    ]);
    const [admin] = await factory.sql<{ id: string; email: string; role: string; tenant_id: string }>(
      `select id, email, role, tenant_id from factory.app_user where tenant_id = ?`,
      [result.tenant.id],
    );
    expect(admin).toMatchObject({
      email: `owner@${input.slug}.example.com`,
      role: 'admin',
      tenant_id: result.tenant.id,
    });
    expect(await auditActions(result.tenant.id)).toEqual(['tenant.create', 'tenant.domain.activate']);
    expect(await auditActions(admin.id)).toEqual(['user.create']);
  });

  test('keeps the tenant and its admin with a pending domain when hosting fails, and tells why', async () => {
    provisioner.script('hosting', fail(503, 'hosting quota exceeded'));
    const input = newTenant();
    const result = await create(input);
    expect(result).toMatchObject({
      tenant: { domainStatus: 'PENDING' },
      provisioningResult: {
        hosting: { status: 'FAILED', error: 'HTTP 503: hosting quota exceeded' },
        dns: { status: 'SKIPPED', error: 'Not attempted: hosting failed' },
      },
      complete: false,
    });
    const [admin] = await factory.sql<{ password_hash: string }>(
      `select password_hash from factory.app_user where tenant_id = ?`,
      [result.tenant.id],
    );
    expect(await passwordMatches(admin.password_hash, 'correct horse')).toBe(true);
    expect(await auditActions(result.tenant.id)).toEqual(['tenant.create']);
  });

  test('is all or nothing: an admin email already in use leaves no tenant behind', async () => {
    const first = newTenant();
    await create(first);
    const second = newTenant({ adminEmail: first.adminEmail.toUpperCase() });
    expect(await factory.failure(CREATE, { input: second }, superAdmin.headers)).toMatchObject({
      code: 'CONFLICT',
      message: `A user with email "${first.adminEmail.toLowerCase()}" already exists`,
    });
    expect(await factory.sql(`select id from factory.tenant where slug = ?`, [second.slug])).toEqual([]);
    expect(provisioner.subdomainsOf('hosting')).toEqual([`${first.slug}.factory.test`]);
  });

  test('refuses a taken slug, an inactive or unknown plan, and passwords that differ or are too short', async () => {
    const taken = newTenant();
    await create(taken);
    const inactive = (await seedPlan(factory.sql, { isActive: false })).slug;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [newTenant({ slug: taken.slug }), 'CONFLICT', /slug/],
      [newTenant({ plan: inactive }), 'VALIDATION_ERROR', /active plan/],
      [newTenant({ plan: 'no-such-plan' }), 'VALIDATION_ERROR', /active plan/],
      [newTenant({ adminConfirmPassword: 'something else' }), 'VALIDATION_ERROR', /do not match/],
      [newTenant({ adminPassword: 'short', adminConfirmPassword: 'short' }), 'VALIDATION_ERROR', /adminPassword/],
    ];
    for (const [input, code, message] of cases) {
      const failure = await factory.failure(CREATE, { input }, superAdmin.headers);
      expect(failure).toMatchObject({ code });
      expect(failure.message).toMatch(message);
    }
    const refusedSlugs = cases.slice(1).map(([input]) => input.slug);
    expect(
      await factory.sql(`select slug from factory.tenant where slug = any(?::text[])`, [`{${refusedSlugs.join(',')}}`]),
    ).toEqual([]);
    expect(await factory.sql(`select count(*)::int as n from factory.tenant where slug = ?`, [taken.slug])).toEqual([
      { n: 1 },
    ]);
  });
});

describe('retrying a pending domain', () => {
  test('activates it once provisioning succeeds; an active domain is refused', async () => {
    provisioner.script('dns', fail(422, 'zone locked'));
    const { tenant } = await create(newTenant());
    expect(tenant.domainStatus).toBe('PENDING');

    const stillFailing = (
      await factory.ok<{ retryFactoryTenantDomain: Provisioning }>(RETRY, { id: tenant.id }, superAdmin.headers)
    ).retryFactoryTenantDomain;
    expect(stillFailing).toMatchObject({
      complete: false,
      tenant: { domainStatus: 'PENDING' },
      provisioningResult: { dns: { status: 'FAILED', error: 'HTTP 422: zone locked' } },
    });

    provisioner.reset();
    const retried = (
      await factory.ok<{ retryFactoryTenantDomain: Provisioning }>(RETRY, { id: tenant.id }, superAdmin.headers)
    ).retryFactoryTenantDomain;
    expect(retried).toMatchObject({ complete: true, tenant: { domainStatus: 'ACTIVE' } });
    expect(await factory.failure(RETRY, { id: tenant.id }, superAdmin.headers)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: /already active/,
    });
    expect(await factory.failure(RETRY, { id: randomUUID() }, superAdmin.headers)).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('changing a tenant', () => {
  test('moves it to another active plan with that plan’s limits, and keeps its slug', async () => {
    const plan = await seedPlan(factory.sql);
    const tenant = await seedTenant(factory.sql, plan.id);
    const bigger = await seedPlan(factory.sql, { limits: { maxUsers: 40, maxWorkers: 400 } });
    const { updateFactoryTenant } = await factory.ok<{ updateFactoryTenant: unknown }>(
      UPDATE,
      { id: tenant.id, input: { name: 'Renamed', plan: bigger.slug, slug: tenant.slug } },
      superAdmin.headers,
    );
    expect(updateFactoryTenant).toMatchObject({
      name: 'Renamed',
      plan: { slug: bigger.slug },
      settings: { maxUsers: 40, maxWorkers: 400 },
    });
    expect(
      await factory.failure(UPDATE, { id: tenant.id, input: { slug: 'elsewhere' } }, superAdmin.headers),
    ).toMatchObject({ code: 'VALIDATION_ERROR' });
    const inactive = await seedPlan(factory.sql, { isActive: false });
    expect(
      await factory.failure(UPDATE, { id: tenant.id, input: { plan: inactive.slug } }, superAdmin.headers),
    ).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await auditActions(tenant.id)).toEqual(['tenant.update']);
  });

  test('deleting it deletes its users too', async () => {
    const plan = await seedPlan(factory.sql);
    const tenant = await seedTenant(factory.sql, plan.id);
    await seedUser(factory.sql, tenant.id);
    await factory.ok(
      `mutation ($id: ID!) { deleteFactoryTenant(id: $id) { id } }`,
      { id: tenant.id },
      superAdmin.headers,
    );
    expect(await factory.sql(`select id from factory.app_user where tenant_id = ?`, [tenant.id])).toEqual([]);
    expect(await auditActions(tenant.id)).toEqual(['tenant.delete']);
  });

  test('is for super-admins only', async () => {
    const plan = await seedPlan(factory.sql);
    const tenant = await seedTenant(factory.sql, plan.id);
    const admin = await seedUser(factory.sql, tenant.id);
    expect(await factory.failure(`{ factoryTenant(id: "${tenant.id}") { id } }`, {}, admin.headers)).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await factory.failure(UPDATE, { id: tenant.id, input: { name: 'Mine now' } }, admin.headers)).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
