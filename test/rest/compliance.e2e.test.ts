/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { randomUUID } from 'node:crypto';
import {
  complianceRest,
  complianceSql,
  expectComplianceError,
  seedEntity,
  seedPlatformAdmin,
  seedTenant,
  startComplianceStack,
  tokenFor,
  type TenantUser,
  UUID,
} from '../support/compliance.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import type { TestStack } from '../support/stack.js';

/**
 * The compliance routes of tenants, entities and audit through the whole system: REST adapter → gateway →
 * compliance subgraph → PostgreSQL, with a GoTrue-compatible identity provider of our own for signup.
 */
let stack: TestStack;
const idp = new TestIdentityProvider();
const sql = complianceSql(() => stack);
let owner: TenantUser;
const call = complianceRest(
  () => stack,
  () => owner.headers,
);

beforeAll(async () => {
  await idp.start();
  stack = await startComplianceStack({ IDP_URL: idp.url, IDP_SERVICE_KEY: idp.serviceKey });
  owner = await seedTenant(sql);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await idp.stop();
});

describe('plans and signup', () => {
  test('GET /api/v1/plans lists the plans with FREE’s documented limits and the entity types', async () => {
    const answer = await call('GET', '/api/v1/plans', undefined, {});
    expect(answer.status).toBe(200);
    expect(answer.body.data.plans.find((plan: any) => plan.id === 'FREE')).toMatchObject({
      limits: { entities: 1, users: 2, workflows: 5 },
    });
    expect(answer.body.data.entityTypes.map((type: any) => type.value)).toEqual([
      'PRIVATE_LIMITED',
      'PUBLIC_LIMITED',
      'LLP',
    ]);
  });

  test('POST /api/v1/tenants/signup answers 201 with the tenant and the provider’s user; a second signup is 409', async () => {
    const email = `founder-${randomUUID().slice(0, 8)}@example.com`;
    const body = {
      organizationName: 'Signup Co Pvt Ltd',
      entityType: 'PRIVATE_LIMITED',
      email,
      password: 'a long password',
      phone: '+91 22 1234 5678',
    };
    const answer = await call('POST', '/api/v1/tenants/signup', body, {});
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      data: {
        tenant: { id: expect.stringMatching(UUID), name: 'Signup Co Pvt Ltd', subscriptionPlan: 'FREE' },
        user: { id: idp.findByEmail(email)!.id, email },
      },
    });
    expect(idp.findByEmail(email)!.user_metadata).toEqual({ tenantId: answer.body.data.tenant.id });
    expectComplianceError(await call('POST', '/api/v1/tenants/signup', body, {}), 409, 'CONFLICT');
  });

  test('a bad signup body is 400 and creates nothing', async () => {
    const email = `bad-${randomUUID().slice(0, 8)}@example.com`;
    expectComplianceError(
      await call(
        'POST',
        '/api/v1/tenants/signup',
        { organizationName: 'X', entityType: 'PRIVATE_LIMITED', email, password: 12345678 },
        {},
      ),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(
      await call(
        'POST',
        '/api/v1/tenants/signup',
        { organizationName: 'X', entityType: 'CORPORATION', email, password: 'long enough' },
        {},
      ),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(
      await call('POST', '/api/v1/tenants/signup', { organizationName: 'X', email, password: 'long enough' }, {}),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(
      await call('POST', '/api/v1/tenants/signup', '{"organizationName": ', {}),
      400,
      'VALIDATION_ERROR',
    );
    expect(idp.findByEmail(email)).toBeUndefined();
  });
});

describe('tenants and the user context', () => {
  test('POST /api/v1/tenants needs a platform admin with x-admin', async () => {
    const body = {
      name: 'Admin Made Ltd',
      entityType: 'LLP',
      contactEmail: 'ops@example.com',
      subscriptionPlan: 'STARTER',
    };
    expectComplianceError(await call('POST', '/api/v1/tenants', body, {}), 401, 'UNAUTHORIZED');
    expectComplianceError(
      await call('POST', '/api/v1/tenants', body, { ...owner.headers, 'x-admin': 'true' }),
      403,
      'FORBIDDEN',
    );
    const admin = await seedPlatformAdmin(sql);
    const answer = await call('POST', '/api/v1/tenants', body, admin.headers);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      message: 'Tenant created',
      data: expect.objectContaining({
        id: expect.stringMatching(UUID),
        name: 'Admin Made Ltd',
        subscriptionPlan: 'STARTER',
      }),
    });
  });

  test('GET /api/v1/tenants: the own tenant for a user, paginated', async () => {
    const answer = await call('GET', '/api/v1/tenants?sort=name:asc');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: [expect.objectContaining({ id: owner.tenantId })],
      pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
    });
    expectComplianceError(await call('GET', '/api/v1/tenants?sort=name:sideways'), 400, 'VALIDATION_ERROR');
  });

  test('GET /api/v1/me needs the email and answers the user context', async () => {
    const answer = await call('GET', `/api/v1/me?email=${encodeURIComponent(owner.email)}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id: owner.userId,
      name: null,
      email: owner.email,
      tenant: { id: owner.tenantId, name: expect.any(String), subscriptionPlan: 'ENTERPRISE' },
      entity: null,
      role: { id: 'OWNER', name: 'Owner', permissions: expect.objectContaining({ audit: true }) },
    });
    expectComplianceError(await call('GET', '/api/v1/me'), 400, 'VALIDATION_ERROR');
  });
});

describe('entities', () => {
  test('create, list and get in the documented shapes', async () => {
    const created = await call('POST', '/api/v1/entities', {
      tenantId: owner.tenantId,
      name: 'Acme Private Limited',
      profileData: { cin: 'U1' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Entity created',
      data: { id: expect.stringMatching(UUID), version: 1 },
    });
    const id = created.body.data.id;

    const list = await call('GET', `/api/v1/entities?tenantId=${owner.tenantId}&sort=name:asc`);
    expect(list.body.data.map((entity: any) => entity.id)).toContain(id);
    expect(list.body.pagination).toMatchObject({ page: 1, limit: 20 });

    const one = await call('GET', `/api/v1/entities/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      data: expect.objectContaining({ id, name: 'Acme Private Limited', profileData: { cin: 'U1' }, version: 1 }),
      version: 1,
    });
  });

  test('PATCH: success bumps the version; stale 409 with currentVersion and currentData; missing version 400 MISSING_VERSION', async () => {
    const id = await seedEntity(sql, owner.tenantId, { cin: 'U1' });
    const updated = await call('PATCH', `/api/v1/entities/${id}`, { version: 1, profileData: { pan: 'AAPFU0939F' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      message: 'Entity profile updated',
      data: expect.objectContaining({ id, version: 2, profileData: { cin: 'U1', pan: 'AAPFU0939F' } }),
      version: 2,
    });

    const stale = await call('PATCH', `/api/v1/entities/${id}`, { version: 1, profileData: { pan: 'OTHER' } });
    expectComplianceError(stale, 409, 'VERSION_CONFLICT', {
      currentVersion: 2,
      currentData: { id, name: expect.any(String), version: 2, profileData: { cin: 'U1', pan: 'AAPFU0939F' } },
    });

    expectComplianceError(
      await call('PATCH', `/api/v1/entities/${id}`, { profileData: { pan: 'X' } }),
      400,
      'MISSING_VERSION',
    );
    expectComplianceError(
      await call('PATCH', `/api/v1/entities/${id}`, { version: 'two', profileData: {} }),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(await call('PATCH', `/api/v1/entities/${id}`, { version: 2 }), 400, 'VALIDATION_ERROR');
  });

  test('another tenant’s entity is 404; naming another tenant is 403; no token 401, expired 401', async () => {
    const stranger = await seedTenant(sql);
    const theirs = await seedEntity(sql, stranger.tenantId);
    expectComplianceError(await call('GET', `/api/v1/entities/${theirs}`), 404, 'NOT_FOUND');
    expectComplianceError(await call('GET', `/api/v1/entities?tenantId=${stranger.tenantId}`), 403, 'FORBIDDEN');
    expectComplianceError(
      await call('GET', '/api/v1/entities', undefined, { ...owner.headers, 'x-tenant-id': stranger.tenantId }),
      403,
      'FORBIDDEN',
    );
    expectComplianceError(await call('GET', '/api/v1/entities', undefined, {}), 401, 'UNAUTHORIZED');
    const expired = await tokenFor(owner, -10);
    expectComplianceError(
      await call('GET', '/api/v1/entities', undefined, { authorization: `Bearer ${expired}` }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('audit retrieval', () => {
  test('/audit/entity/:id, /audit/query: the documented body and pagination', async () => {
    const id = await seedEntity(sql, owner.tenantId, { cin: 'A' });
    await call('PATCH', `/api/v1/entities/${id}`, { version: 1, profileData: { cin: 'B' } });
    const headers = { ...owner.headers, 'x-audit-access': 'true' };
    const answer = await call('GET', `/api/v1/audit/entity/${id}?limit=10`, undefined, headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: [
        {
          id: expect.stringMatching(UUID),
          action: 'ENTITY_PROFILE_UPDATED',
          userId: owner.userId,
          userName: owner.email,
          timestamp: expect.any(String),
          details: { previousVersion: 1, version: 2 },
          changes: [{ field: 'cin', oldValue: 'A', newValue: 'B' }],
        },
      ],
      pagination: { total: 1, limit: 10, offset: 0, hasMore: false },
    });
    const query = await call(
      'GET',
      `/api/v1/audit/query?action=ENTITY_PROFILE_UPDATED&entityId=${id}`,
      undefined,
      headers,
    );
    expect(query.body.pagination).toEqual({ total: 1, limit: 100, offset: 0, hasMore: false });
    const documents = await call('GET', `/api/v1/audit/document/${randomUUID()}`, undefined, headers);
    expect(documents.body).toEqual({ data: [], pagination: { total: 0, limit: 100, offset: 0, hasMore: false } });
    expectComplianceError(await call('GET', `/api/v1/audit/entity/${id}`), 403, 'FORBIDDEN');
    expectComplianceError(
      await call('GET', `/api/v1/audit/query?startDate=yesterday`, undefined, headers),
      400,
      'VALIDATION_ERROR',
    );
    // The spec requires x-tenant-id on audit (and form-mapping) endpoints.
    const withoutTenantHeader = { authorization: owner.headers.authorization, 'x-audit-access': 'true' };
    expectComplianceError(
      await call('GET', `/api/v1/audit/entity/${id}`, undefined, withoutTenantHeader),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(
      await call('GET', `/api/v1/audit/entity/${id}`, undefined, { ...headers, 'x-tenant-id': 'tenant-1' }),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('common REST rules', () => {
  test('an unknown path is 404 in the compliance shape, every answer carries X-Correlation-Id', async () => {
    const answer = await call('GET', '/api/v1/nothing-here');
    expectComplianceError(answer, 404, 'NOT_FOUND');
    const plans = await call('GET', '/api/v1/plans', undefined, {
      'x-correlation-id': '0b6e3c1a-8d1e-4a57-9f55-2f3f9a0c2b7d',
    });
    expect(plans.headers.get('x-correlation-id')).toBe('0b6e3c1a-8d1e-4a57-9f55-2f3f9a0c2b7d');
  });
});
