import { beforeAll, describe, expect, test } from '@jest/globals';
import { mintAccessToken } from '../../platform/auth/access-token.js';
import { mintFactoryToken } from '../../platform/auth/factory-token.js';
import { TRAINING_ADMIN_VIEW, TRAINING_CACHE_GATE } from '../../platform/auth/training-cache-view.js';
import { resetConfig } from '../../platform/config.js';
import { tenantViewOf } from './tenant-view.js';

const TENANT = '5F0B6A6E-3C1D-4E8A-9B1F-2D3C4B5A6978';
const user = { sub: 'user-1', email: 'user@example.com', tenantId: TENANT };

beforeAll(() => {
  process.env.IDP_JWT_SECRET = 'tenant-view-test-secret-0123456789';
  resetConfig();
});

test('is the tenant a verified token names, with every other forwarded header as sent', async () => {
  const token = await mintAccessToken(user);
  const view = await tenantViewOf({ authorization: `Bearer ${token}`, 'x-tenant-id': TENANT, 'x-admin': 'true' });
  expect(view).toEqual({ tenant: TENANT.toLowerCase(), headers: { 'x-tenant-id': TENANT, 'x-admin': 'true' } });
});

test('is the same for two users of one tenant, whoever they are', async () => {
  const [first, second] = await Promise.all([
    mintAccessToken(user),
    mintAccessToken({ sub: 'user-2', email: 'other@example.com', tenantId: TENANT.toLowerCase() }),
  ]);
  expect(await tenantViewOf({ authorization: `Bearer ${first}` })).toEqual(
    await tenantViewOf({ authorization: `Bearer ${second}` }),
  );
});

test('is none without a token, with a malformed, forged or expired one, or one naming no tenant', async () => {
  const foreign = await mintAccessToken(user, new TextEncoder().encode('another-secret-0123456789-abcdef'));
  const expired = await mintAccessToken({ ...user, ttl: -60 });
  const tenantless = await mintAccessToken({ ...user, tenantId: '' });
  for (const authorization of [
    undefined,
    'Basic abc',
    `Bearer ${foreign}`,
    `Bearer ${expired}`,
    `Bearer ${tenantless}`,
  ]) {
    expect(await tenantViewOf(authorization === undefined ? {} : { authorization })).toBeUndefined();
  }
});

describe('for a factory token', () => {
  const FACTORY_SECRET = 'tenant-view-factory-secret-0123456789';
  const factoryToken = (claims: Parameters<typeof mintFactoryToken>[0], secret = FACTORY_SECRET) =>
    mintFactoryToken(claims, secret).then((token) => ({ authorization: `Bearer ${token}` }));

  beforeAll(() => {
    process.env.FACTORY_JWT_SECRET = FACTORY_SECRET;
    resetConfig();
  });

  test('is its tenant and role, the same for two admins of one tenant whoever they are', async () => {
    const first = await tenantViewOf(
      await factoryToken({ id: 'admin-1', tenantId: TENANT.toLowerCase(), role: 'admin' }),
    );
    expect(first).toEqual({ tenant: `${TENANT.toLowerCase()}/admin`, headers: {} });
    expect(
      await tenantViewOf(await factoryToken({ id: 'admin-2', tenantId: TENANT.toLowerCase(), role: 'admin' })),
    ).toEqual(first);
  });

  test('differs between roles and between tenants', async () => {
    const views = await Promise.all(
      [
        { id: 'admin-1', tenantId: TENANT.toLowerCase(), role: 'admin' as const },
        { id: 'admin-3', tenantId: '0d1f3e5a-7b9c-4d2e-8f1a-3b5c7d9e1f20', role: 'admin' as const },
        { id: 'super-1', tenantId: null, role: 'super-admin' as const },
      ].map(async (claims) => (await tenantViewOf(await factoryToken(claims)))?.tenant),
    );
    expect(new Set(views).size).toBe(3);
    expect(views[2]).toBe('*/super-admin');
  });

  test('is none for one signed with another secret, or expired', async () => {
    const claims = { id: 'admin-1', tenantId: TENANT.toLowerCase(), role: 'admin' as const };
    expect(await tenantViewOf(await factoryToken(claims, 'another-factory-secret-0123456789'))).toBeUndefined();
    const expired = await mintFactoryToken(claims, FACTORY_SECRET, -60);
    expect(await tenantViewOf({ authorization: `Bearer ${expired}` })).toBeUndefined();
  });
});

describe('for a read of training, asked through its gate', () => {
  test('is training’s one admin view for any bearer token, whatever it says, with the other headers as sent', async () => {
    const claimsATenant = await mintAccessToken(user);
    for (const token of [claimsATenant, 'an-opaque-identity-provider-token']) {
      expect(await tenantViewOf({ authorization: `Bearer ${token}`, 'x-admin': 'true' }, TRAINING_CACHE_GATE)).toEqual({
        tenant: TRAINING_ADMIN_VIEW,
        headers: { 'x-admin': 'true' },
      });
    }
  });

  test('is none without a bearer token', async () => {
    for (const authorization of [undefined, 'Basic abc', 'Bearer two words'])
      expect(
        await tenantViewOf(authorization === undefined ? {} : { authorization }, TRAINING_CACHE_GATE),
      ).toBeUndefined();
  });
});
