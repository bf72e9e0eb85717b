import { createHash, randomUUID } from 'node:crypto';
import {
  complianceEnv,
  complianceRest,
  complianceSql,
  seedEntity,
  seedTenant as seedComplianceTenant,
  type TenantUser,
} from '../support/compliance.js';
import {
  factoryEnv,
  factoryRest,
  factorySql,
  sampleConfiguration,
  seedPlan,
  seedTenant as seedFactoryTenant,
  seedUser as seedFactoryUser,
  type FactoryUser,
} from '../support/factory.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { trainingRest } from '../support/training-rest.js';

/**
 * Conditional GET on the legacy routes, through the whole system (REST adapter → gateway → subgraphs →
 * PostgreSQL), for a route of each service: the training catalogue's course (public), a compliance entity (a
 * tenant's user) and a factory worker (a tenant's admin). A successful GET answers a strong ETag of its exact body;
 * If-None-Match with it (alone, in a list, weak, or `*`) answers 304 without a body; a write that changes the
 * resource changes the tag; writes and errors carry none; answers made for a caller say `private`.
 */
let stack: TestStack;
const suffix = randomUUID().slice(0, 8);
const training = trainingRest(
  () => stack,
  () => ({}),
);
let owner: TenantUser;
const compliance = complianceRest(
  () => stack,
  () => owner.headers,
);
let admin: FactoryUser;
const factory = factoryRest(
  () => stack,
  () => admin.headers,
);

/** Every legacy service's base URL, as the legacy clients call them. */
const BASES = { training: '/training/api/v1', compliance: '/compliance', factory: '/factory/api/v1' } as const;

/** The header fields every tagged answer names in Vary: those the adapter sends on to the gateway. */
const VARY = ['authorization', 'x-tenant-id', 'x-admin', 'x-audit-access', 'cookie'];

interface RawAnswer {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** A request to a legacy route, its body kept as bytes (to hash them and to see that a 304 has none). */
async function raw(
  service: keyof typeof BASES,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const response = await fetch(`${stack.restUrl}${BASES[service]}${path}`, { method, headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The strong tag of exactly these bytes, computed here independently of the adapter (length in hex, SHA-1). */
const tagOf = (bytes: Buffer) =>
  `"${bytes.length.toString(16)}-${createHash('sha1').update(bytes).digest('base64').slice(0, 27)}"`;

const varyOf = (headers: Headers) =>
  (headers.get('vary') ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase())
    .filter(Boolean);

/**
 * The conditional-GET behaviour of one route, read twice before and once after `write` changes the resource:
 * the tag is the body's, every form of a matching If-None-Match answers 304 without a body (keeping the tag,
 * Cache-Control and Vary), and after the write the old tag answers 200 with the new body and a new tag.
 */
async function expectConditionalGet(
  service: keyof typeof BASES,
  path: string,
  headers: Record<string, string>,
  cacheControl: string,
  write: () => Promise<void>,
): Promise<void> {
  const first = await raw(service, 'GET', path, headers);
  expect(first.status).toBe(200);
  const tag = first.headers.get('etag');
  expect(tag).toBe(tagOf(first.bytes));
  expect(tag).not.toMatch(/^W\//);
  expect(first.headers.get('cache-control')).toBe(cacheControl);
  expect(varyOf(first.headers)).toEqual(expect.arrayContaining(VARY));
  expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');

  // The same answer again: the same tag.
  expect((await raw(service, 'GET', path, headers)).headers.get('etag')).toBe(tag);

  for (const ifNoneMatch of [tag!, `"x", ${tag}`, `"x",${tag} , "y"`, `W/${tag}`, '*']) {
    const notModified = await raw(service, 'GET', path, { ...headers, 'if-none-match': ifNoneMatch });
    expect({ ifNoneMatch, status: notModified.status }).toEqual({ ifNoneMatch, status: 304 });
    expect(notModified.bytes).toHaveLength(0);
    expect(notModified.headers.get('etag')).toBe(tag);
    expect(notModified.headers.get('cache-control')).toBe(cacheControl);
    expect(varyOf(notModified.headers)).toEqual(varyOf(first.headers));
    expect(notModified.headers.get('x-correlation-id')).toBeTruthy();
    expect(notModified.headers.get('content-type')).toBeNull();
  }
  // A request's Cache-Control: no-cache is for caches: the origin still honours the precondition (RFC 9110).
  expect(
    (await raw(service, 'GET', path, { ...headers, 'if-none-match': tag!, 'cache-control': 'no-cache' })).status,
  ).toBe(304);

  // Tags that do not match, and If-Modified-Since alone (no Last-Modified to compare): the whole answer.
  const unmatched: Record<string, string>[] = [
    { 'if-none-match': '"x", "y"' },
    { 'if-none-match': tag!.replace(/"$/, 'x"') },
    { 'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString() },
  ];
  for (const conditional of unmatched) {
    const full = await raw(service, 'GET', path, { ...headers, ...conditional });
    expect(full.status).toBe(200);
    expect(full.bytes.equals(first.bytes)).toBe(true);
    expect(full.headers.get('etag')).toBe(tag);
  }

  // HEAD: the same tag and headers, no body; conditional too.
  const head = await raw(service, 'HEAD', path, headers);
  expect(head.status).toBe(200);
  expect(head.bytes).toHaveLength(0);
  expect(head.headers.get('etag')).toBe(tag);
  expect(head.headers.get('content-length')).toBe(String(first.bytes.length));
  expect((await raw(service, 'HEAD', path, { ...headers, 'if-none-match': tag! })).status).toBe(304);

  await write();

  const changed = await raw(service, 'GET', path, { ...headers, 'if-none-match': tag! });
  expect(changed.status).toBe(200);
  expect(changed.bytes.equals(first.bytes)).toBe(false);
  const newTag = changed.headers.get('etag');
  expect(newTag).toBe(tagOf(changed.bytes));
  expect(newTag).not.toBe(tag);
  const again = await raw(service, 'GET', path, { ...headers, 'if-none-match': `${tag}, ${newTag}` });
  expect(again.status).toBe(304);
  expect(again.headers.get('etag')).toBe(newTag);
}

/** No validator and none of the cache headers the engine adds to tagged answers. */
function expectUntagged(answer: { status: number; headers: Headers }, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('etag')).toBeNull();
  expect(answer.headers.get('cache-control')).toBeNull();
}

beforeAll(async () => {
  stack = await startTestStack(complianceEnv(factoryEnv({ RATE_LIMIT_FACTOR: '0' })));
  owner = await seedComplianceTenant(complianceSql(() => stack));
  const sql = factorySql(() => stack);
  const plan = await seedPlan(sql);
  const tenant = await seedFactoryTenant(sql, plan.id);
  admin = await seedFactoryUser(sql, tenant.id);
  const superAdmin = await seedFactoryUser(sql, null);
  const configured = await factory('POST', '/tenant-config', sampleConfiguration(tenant.id), superAdmin.headers);
  expect(configured.status).toBe(201);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('conditional GET on the legacy routes', () => {
  test('training: a public course of the catalogue; an admin update changes its tag', async () => {
    const slug = `etag-course-${suffix}`;
    const course = { title: 'Tagged', slug, description: 'D', is_published: true };
    const created = await training('POST', '/courses', course);
    expectUntagged(created, 201);
    const id = created.body.data.id;

    // Public, asked without credentials: any cache may store it, and must revalidate it.
    await expectConditionalGet('training', `/courses/${slug}`, {}, 'no-cache', async () => {
      // The development bypass lets admin routes through without a token (IDP_URL is unset).
      const updated = await training('PUT', `/courses/${id}`, { ...course, title: 'Tagged again' });
      expectUntagged(updated, 200);
      expect(updated.body.data.title).toBe('Tagged again');
    });

    // The same public route asked with credentials may be answered for that caller: private.
    const withToken = await raw('training', 'GET', `/courses/${slug}`, { authorization: 'Bearer anything' });
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('cache-control')).toBe('private, no-cache');
    expect(withToken.headers.get('etag')).toBe(tagOf(withToken.bytes));

    // A list answers a tag too.
    const list = await raw('training', 'GET', '/courses?limit=5');
    expect(list.status).toBe(200);
    expect(list.headers.get('etag')).toBe(tagOf(list.bytes));
    expect(
      (await raw('training', 'GET', '/courses?limit=5', { 'if-none-match': list.headers.get('etag')! })).status,
    ).toBe(304);

    // An error carries no tag, even to a request that names one or `*`.
    for (const ifNoneMatch of [undefined, '*', withToken.headers.get('etag')!]) {
      const missing = await raw('training', 'GET', `/courses/missing-${suffix}`, {
        ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
      });
      expectUntagged(missing, 404);
      expect(JSON.parse(missing.bytes.toString())).toMatchObject({ status: 'error' });
    }
  });

  test('compliance: an entity of a tenant (private); PATCH changes its tag; another tenant gets 404, not 304', async () => {
    const sql = complianceSql(() => stack);
    const id = await seedEntity(sql, owner.tenantId, { cin: 'U1' });
    const path = `/api/v1/entities/${id}`;
    await expectConditionalGet('compliance', path, owner.headers, 'private, no-cache', async () => {
      const patched = await compliance('PATCH', path, { version: 1, profileData: { pan: 'AAPFU0939F' } });
      expectUntagged(patched, 200);
      expect(patched.body.version).toBe(2);
    });

    const tag = (await raw('compliance', 'GET', path, owner.headers)).headers.get('etag')!;
    const stranger = await seedComplianceTenant(sql);
    for (const ifNoneMatch of [tag, '*']) {
      const theirs = await raw('compliance', 'GET', path, { ...stranger.headers, 'if-none-match': ifNoneMatch });
      expectUntagged(theirs, 404);
      expect(JSON.parse(theirs.bytes.toString())).toMatchObject({ code: 'NOT_FOUND' });
    }
    // Without credentials: 401, untagged.
    expectUntagged(await raw('compliance', 'GET', path, { 'if-none-match': tag }), 401);

    // A public list of the service, asked without credentials: shared caches may keep it (and revalidate it).
    const plans = await raw('compliance', 'GET', '/api/v1/plans');
    expect(plans.status).toBe(200);
    expect(plans.headers.get('cache-control')).toBe('no-cache');
    expect(plans.headers.get('etag')).toBe(tagOf(plans.bytes));
  });

  test('factory: a worker of a tenant (private); PATCH changes its tag; POST, PATCH and DELETE are untagged', async () => {
    const created = await factory('POST', '/worker/create', { name: `Ada ${suffix}`, skills: ['Cutting'] });
    expectUntagged(created, 201);
    const id = created.body.data.worker._id;
    const path = `/worker/${id}`;
    await expectConditionalGet('factory', path, admin.headers, 'private, no-cache', async () => {
      const patched = await factory('PATCH', path, { phone: '+441234567890' });
      expectUntagged(patched, 200);
      expect(patched.body.data.worker.phone).toBe('+441234567890');
    });

    // A list of the tenant: tagged and private.
    const list = await raw('factory', 'GET', '/worker', admin.headers);
    expect(list.status).toBe(200);
    expect(list.headers.get('etag')).toBe(tagOf(list.bytes));
    expect(list.headers.get('cache-control')).toBe('private, no-cache');

    // If-None-Match on a write changes nothing: the write happens and answers without a tag.
    const tag = (await raw('factory', 'GET', path, admin.headers)).headers.get('etag')!;
    const patched = await factory('PATCH', path, { isActive: false }, { ...admin.headers, 'if-none-match': tag });
    expectUntagged(patched, 200);
    expect(patched.body.data.worker.isActive).toBe(false);
    expectUntagged(await factory('DELETE', path, undefined, { ...admin.headers, 'if-none-match': '*' }), 204);
    expectUntagged(await raw('factory', 'GET', path, { ...admin.headers, 'if-none-match': tag }), 404);
  });
});
