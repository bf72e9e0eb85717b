import { randomUUID } from 'node:crypto';
import { seedPlatformAdmin, seedTenant, seedUser, startCompliance } from '../../../test/support/compliance.js';
import { TestIdentityProvider } from '../../../test/support/identity-provider.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';

const SIGN_UP = `mutation ($input: SignUpTenantInput!) {
  signUpTenant(input: $input) { tenant { id name subscriptionPlan entityType } user { id email } }
}`;

const signupInput = (email: string, extra: Record<string, unknown> = {}) => ({
  organizationName: 'Acme Compliance Pvt Ltd',
  entityType: 'PRIVATE_LIMITED',
  email,
  password: 'correct horse battery',
  phone: '+91 98765 43210',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  ...extra,
});

describe('signup with an identity provider', () => {
  const idp = new TestIdentityProvider();
  let compliance: SubgraphUnderTest;

  beforeAll(async () => {
    await idp.start();
    compliance = await startCompliance({ IDP_URL: idp.url, IDP_SERVICE_KEY: idp.serviceKey });
  });
  afterAll(async () => {
    await compliance?.stop();
    await idp.stop();
  });

  const tenantsNamed = (name: string) => compliance.sql(`select id from compliance.tenant where name = ?`, [name]);

  test('creates the provider user with the tenant in its metadata, the FREE tenant and its owner', async () => {
    const email = `founder-${randomUUID().slice(0, 8)}@example.com`;
    const { signUpTenant } = await compliance.ok<{
      signUpTenant: { tenant: { id: string; subscriptionPlan: string }; user: { id: string; email: string } };
    }>(SIGN_UP, { input: signupInput(email.toUpperCase()) });
    const providerUser = idp.findByEmail(email);
    expect(providerUser).toBeDefined();
    expect(signUpTenant.user).toEqual({ id: providerUser!.id, email });
    expect(providerUser!.user_metadata).toEqual({ tenantId: signUpTenant.tenant.id });
    expect(signUpTenant.tenant.subscriptionPlan).toBe('FREE');
    const [owner] = await compliance.sql<{ role_id: string; tenant_id: string }>(
      `select role_id, tenant_id from compliance.app_user where id = ?`,
      [providerUser!.id],
    );
    expect(owner).toEqual({ role_id: 'OWNER', tenant_id: signUpTenant.tenant.id });
  });

  test('a second signup with the same email is a CONFLICT and leaves nothing behind', async () => {
    const email = `twice-${randomUUID().slice(0, 8)}@example.com`;
    await compliance.ok(SIGN_UP, { input: signupInput(email) });
    const before = idp.users.size;
    const failure = await compliance.failure(SIGN_UP, {
      input: signupInput(email, { organizationName: 'Second Try Ltd' }),
    });
    expect(failure).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(idp.users.size).toBe(before);
    expect(await tenantsNamed('Second Try Ltd')).toEqual([]);
  });

  test('a failure after the provider created its user removes that user again', async () => {
    // The provider hands out an id our database already holds: the owner's insert fails inside the transaction.
    const taken = await seedTenant(compliance.sql);
    idp.nextUserIds.push(taken.userId);
    const email = `rollback-${randomUUID().slice(0, 8)}@example.com`;
    const failure = await compliance.failure(SIGN_UP, {
      input: signupInput(email, { organizationName: 'Rolled Back Ltd' }),
    });
    expect(failure.code).toBe('CONFLICT');
    expect(idp.findByEmail(email)).toBeUndefined();
    expect(await tenantsNamed('Rolled Back Ltd')).toEqual([]);
    expect(await compliance.sql(`select 1 from compliance.app_user where email = ?`, [email])).toEqual([]);
  });

  test('invalid input is refused before anything is created', async () => {
    const email = `bad-${randomUUID().slice(0, 8)}@example.com`;
    for (const bad of [
      { email: 'not-an-email' },
      { password: 'short' },
      { pan: 'NOTAPAN' },
      { gstin: '123' },
      { organizationName: '' },
    ]) {
      const failure = await compliance.failure(SIGN_UP, { input: signupInput(email, bad) });
      expect(failure).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    }
    const unknownType = await compliance.failure(SIGN_UP, { input: signupInput(email, { entityType: 'SOLE_TRADER' }) });
    expect(unknownType.code).toBe('VALIDATION_ERROR');
    expect(idp.findByEmail(email)).toBeUndefined();
  });
});

describe('users added by an owner', () => {
  const idp = new TestIdentityProvider();
  let compliance: SubgraphUnderTest;
  const ADD = `mutation ($input: AddTenantUserInput!) { addTenantUser(input: $input) { id email name } }`;

  beforeAll(async () => {
    await idp.start();
    compliance = await startCompliance({ IDP_URL: idp.url, IDP_SERVICE_KEY: idp.serviceKey });
  });
  afterAll(async () => {
    await compliance?.stop();
    await idp.stop();
  });

  test('the FREE plan allows two users: the third is refused before the provider is asked', async () => {
    const owner = await seedTenant(compliance.sql, { plan: 'FREE' });
    const email = `second-${randomUUID().slice(0, 8)}@example.com`;
    const { addTenantUser } = await compliance.ok<{ addTenantUser: { id: string } }>(
      ADD,
      { input: { email, password: 'long enough', name: 'Second' } },
      owner.headers,
    );
    expect(addTenantUser.id).toBe(idp.findByEmail(email)!.id);
    expect(idp.findByEmail(email)!.user_metadata).toEqual({ tenantId: owner.tenantId });

    const third = `third-${randomUUID().slice(0, 8)}@example.com`;
    const response = await compliance.gql(ADD, { input: { email: third, password: 'long enough' } }, owner.headers);
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      details: { plan: 'FREE', resource: 'users', limit: 2, current: 2 },
    });
    expect(response.errors?.[0]?.message).toMatch(/FREE plan allows 2 users/);
    expect(idp.findByEmail(third)).toBeUndefined();
  });

  test('concurrent additions cannot pass the limit together; the loser leaves no provider user behind', async () => {
    const owner = await seedTenant(compliance.sql, { plan: 'FREE' });
    const emails = [1, 2, 3].map((n) => `race-${n}-${randomUUID().slice(0, 8)}@example.com`);
    const results = await Promise.all(
      emails.map((email) => compliance.gql(ADD, { input: { email, password: 'long enough' } }, owner.headers)),
    );
    expect(results.filter((result) => result.data?.addTenantUser)).toHaveLength(1);
    expect(
      await compliance.sql(`select count(*)::int as count from compliance.app_user where tenant_id = ?`, [
        owner.tenantId,
      ]),
    ).toEqual([{ count: 2 }]);
    expect(emails.filter((email) => idp.findByEmail(email))).toHaveLength(1);
  });

  test('only users who manage users add them', async () => {
    const owner = await seedTenant(compliance.sql);
    const member = await seedUser(compliance.sql, owner.tenantId, 'MEMBER');
    const failure = await compliance.failure(
      ADD,
      { input: { email: `x-${randomUUID().slice(0, 8)}@example.com`, password: 'long enough' } },
      member.headers,
    );
    expect(failure).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const platformAdminRole = await compliance.failure(
      ADD,
      { input: { email: 'y@example.com', password: 'long enough', role: 'PLATFORM_ADMIN' } },
      owner.headers,
    );
    expect(platformAdminRole.code).toBe('VALIDATION_ERROR');
  });
});

describe('signup when the identity provider is down', () => {
  let compliance: SubgraphUnderTest;
  beforeAll(async () => {
    compliance = await startCompliance({ IDP_URL: 'http://127.0.0.1:9', IDP_SERVICE_KEY: 'key' });
  });
  afterAll(() => compliance?.stop());

  test('answers SERVICE_UNAVAILABLE and writes nothing', async () => {
    const failure = await compliance.failure(SIGN_UP, {
      input: signupInput('down@example.com', { organizationName: 'Provider Down Ltd' }),
    });
    expect(failure).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(await compliance.sql(`select 1 from compliance.tenant where name = 'Provider Down Ltd'`)).toEqual([]);
  });
});

describe('tenants, admins and the user context', () => {
  let compliance: SubgraphUnderTest;
  beforeAll(async () => {
    compliance = await startCompliance();
  });
  afterAll(() => compliance?.stop());

  const CREATE = `mutation ($input: CreateTenantInput!) { createTenant(input: $input) { id name subscriptionPlan registrationNumber } }`;
  const input = {
    name: 'Admin Made Ltd',
    entityType: 'LLP',
    contactEmail: 'ops@example.com',
    registrationNumber: 'AAA-1234',
    subscriptionPlan: 'STARTER',
  };

  test('without an identity provider signup creates a local owner', async () => {
    const { signUpTenant } = await compliance.ok<{ signUpTenant: { user: { id: string } } }>(SIGN_UP, {
      input: signupInput('local@example.com'),
    });
    expect(await compliance.sql(`select email from compliance.app_user where id = ?`, [signUpTenant.user.id])).toEqual([
      { email: 'local@example.com' },
    ]);
  });

  test('only a platform admin with x-admin creates tenants: neither the header nor the role alone passes', async () => {
    const owner = await seedTenant(compliance.sql);
    expect(await compliance.failure(CREATE, { input }, { ...owner.headers, 'x-admin': 'true' })).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
    });
    const admin = await seedPlatformAdmin(compliance.sql);
    const { 'x-admin': _flag, ...withoutHeader } = admin.headers;
    expect(await compliance.failure(CREATE, { input }, withoutHeader)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await compliance.failure(CREATE, { input }, {})).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });

    const { createTenant } = await compliance.ok<{ createTenant: { id: string; subscriptionPlan: string } }>(
      CREATE,
      { input },
      admin.headers,
    );
    expect(createTenant).toMatchObject({
      name: 'Admin Made Ltd',
      subscriptionPlan: 'STARTER',
      registrationNumber: 'AAA-1234',
    });
    const [audit] = await compliance.sql<{ action: string; user_id: string }>(
      `select action, user_id from compliance.audit_event where resource_id = ?`,
      [createTenant.id],
    );
    expect(audit).toEqual({ action: 'TENANT_CREATED', user_id: admin.userId });
  });

  test('the tenant list: every tenant for an admin, sorted; only its own for anyone else', async () => {
    const owner = await seedTenant(compliance.sql, { name: 'Zeta Holdings' });
    await seedTenant(compliance.sql, { name: 'Alpha Holdings' });
    const admin = await seedPlatformAdmin(compliance.sql);
    const LIST = `query ($sort: [ComplianceTenantSort!]) { complianceTenants(sort: $sort, limit: 100) { total items { id name } } }`;

    const own = await compliance.ok<{ complianceTenants: { total: number; items: { id: string }[] } }>(
      LIST,
      {},
      owner.headers,
    );
    expect(own.complianceTenants).toEqual({ total: 1, items: [{ id: owner.tenantId, name: 'Zeta Holdings' }] });

    const all = await compliance.ok<{ complianceTenants: { total: number; items: { name: string }[] } }>(
      LIST,
      { sort: [{ field: 'NAME', direction: 'DESC' }] },
      admin.headers,
    );
    expect(all.complianceTenants.total).toBeGreaterThanOrEqual(3);
    const names = all.complianceTenants.items.map((tenant) => tenant.name);
    expect(names.indexOf('Zeta Holdings')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Zeta Holdings')).toBeLessThan(names.indexOf('Alpha Holdings'));
    expect(
      (await compliance.failure(LIST, { sort: [{ field: 'PASSWORD', direction: 'ASC' }] }, admin.headers)).code,
    ).toBe('VALIDATION_ERROR');
  });

  test('the user context of a user of the own tenant; another tenant’s user is not found', async () => {
    const owner = await seedTenant(compliance.sql, { name: 'Context Ltd' });
    const member = await seedUser(compliance.sql, owner.tenantId, 'AUDITOR');
    const stranger = await seedTenant(compliance.sql);
    const CONTEXT = `query ($email: String) { userContext(email: $email) { id email tenant { id name subscriptionPlan } entity { id } role { id name permissions } } }`;

    const self = await compliance.ok<{ userContext: Record<string, unknown> }>(CONTEXT, {}, owner.headers);
    expect(self.userContext).toMatchObject({
      id: owner.userId,
      tenant: { id: owner.tenantId, name: 'Context Ltd' },
      entity: null,
      role: { id: 'OWNER' },
    });

    const other = await compliance.ok<{ userContext: { role: { permissions: { audit?: boolean } } } }>(
      CONTEXT,
      { email: member.email },
      owner.headers,
    );
    expect(other.userContext.role.permissions.audit).toBe(true);

    expect(await compliance.failure(CONTEXT, { email: stranger.email }, owner.headers)).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });
});
