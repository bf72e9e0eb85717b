import { beforeAll, expect, test } from '@jest/globals';
import { mintAccessToken } from '../../platform/auth/access-token.js';
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
