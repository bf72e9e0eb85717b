import { randomUUID } from 'node:crypto';
import {
  complianceRest,
  complianceSql,
  expectComplianceError,
  seedTenant,
  seedUser,
  startComplianceStack,
  type TenantUser,
} from '../support/compliance.js';
import type { TestStack } from '../support/stack.js';

/**
 * The compliance spec's general limits, scaled by RATE_LIMIT_FACTOR = 0.05: 100 → 5 requests per 15 minutes
 * per client address for anonymous callers, 1000 → 50 per hour per user for callers with a valid token, and
 * the extraction endpoints' 100 → 5 per minute per user.
 */
let stack: TestStack;
let owner: TenantUser;
const call = complianceRest(() => stack);

beforeAll(async () => {
  stack = await startComplianceStack({ RATE_LIMIT_FACTOR: '0.05' });
  owner = await seedTenant(complianceSql(() => stack));
}, 120_000);
afterAll(() => stack?.stop());

test('anonymous requests are limited per address, with the four headers and retryAfter in the body', async () => {
  for (let count = 1; count <= 5; count++) {
    const answer = await call('GET', '/api/v1/plans');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-ratelimit-limit')).toBe('5');
    expect(answer.headers.get('x-ratelimit-remaining')).toBe(String(5 - count));
  }
  const refused = await call('GET', '/api/v1/plans');
  expectComplianceError(refused, 429, 'RATE_LIMIT_EXCEEDED', { retryAfter: expect.any(Number) });
  expect(refused.body.retryAfter).toBeGreaterThan(0);
  expect(refused.body.retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(refused.headers.get('retry-after')).toBe(String(refused.body.retryAfter));
  expect(Number(refused.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
  expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
});

test('a signed-in user has a budget of its own, counted per user', async () => {
  const answer = await call('GET', '/api/v1/entities', undefined, owner.headers);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-ratelimit-limit')).toBe('50');
  expect(answer.headers.get('x-ratelimit-remaining')).toBe('49');
});

test('the extraction endpoints have a tighter budget of their own per user, on top of the general one', async () => {
  const reader = await seedUser(
    complianceSql(() => stack),
    owner.tenantId,
  );
  for (let count = 1; count <= 5; count++) {
    const answer = await call('GET', `/api/v1/idp/extract/${randomUUID()}`, undefined, reader.headers);
    expectComplianceError(answer, 404, 'NOT_FOUND');
    expect(answer.headers.get('x-ratelimit-limit')).toBe('5');
    expect(answer.headers.get('x-ratelimit-remaining')).toBe(String(5 - count));
  }
  const refused = await call('GET', `/api/v1/idp/extract/${randomUUID()}`, undefined, reader.headers);
  expectComplianceError(refused, 429, 'RATE_LIMIT_EXCEEDED', { retryAfter: expect.any(Number) });
  expect(refused.body.retryAfter).toBeLessThanOrEqual(60);
  expect(refused.headers.get('retry-after')).toBe(String(refused.body.retryAfter));
  const upload = new FormData();
  upload.append('file', new Blob([Buffer.from('%PDF-1.4')]), 'c.pdf');
  const refusedUpload = await fetch(`${stack.restUrl}/compliance/api/v1/documents/process`, {
    method: 'POST',
    body: upload,
    headers: reader.headers,
  });
  expect(refusedUpload.status).toBe(429);
  // The rest of the API stays open to the same user.
  expect((await call('GET', '/api/v1/entities', undefined, reader.headers)).status).toBe(200);
});
