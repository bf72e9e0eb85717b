import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { responseCachePoliciesOf } from '../../gateway/response-cache/index.js';
import type { RunningGateway } from '../../gateway/server.js';
import { mintFactoryToken } from '../../platform/auth/factory-token.js';
import { composeSupergraph } from '../../subgraphs/composition.js';
import {
  FACTORY_TEST_SECRET,
  factoryEnv,
  factoryRest,
  factorySql,
  seedPlan,
  seedTenant,
  seedUser,
  type FactoryUser,
} from '../support/factory.js';
import { cachedThrough, callsDuring, hitsOf, readUntilHit, startCachingReplicas } from '../support/gateway-replicas.js';
import { graphqlRequest, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * The factory's reads in the gateway's response cache (scope TENANT): kept per view (a factory token's tenant and
 * role, never the credential), served only once `factoryCacheGate` has passed the request through the factory's gate
 * (counted against the plan's request limit as any request) and confirmed the token against the factory's users, and
 * invalidated by the events the factory's writes record with their audit entries. Two gateway replicas over one stack:
 * a write through A shows at once through A (its `@invalidates`) and through B once its event arrives.
 */

const WORKERS = 'query Workers { factoryWorkers(limit: 50) { total items { id name } } }';
const CREATE_WORKER = 'mutation Hire($input: CreateFactoryWorkerInput!) { createFactoryWorker(input: $input) { id } }';

let stack: TestStack;
let replicaA: RunningGateway;
let replicaB: RunningGateway;
const sql = factorySql(() => stack);
let tenantA: string;
let tenantB: string;
let adminA: FactoryUser;
let colleagueA: FactoryUser;
let adminB: FactoryUser;
let superAdmin: FactoryUser;

interface WorkersAnswer {
  status: number;
  remaining: string | null;
  body: {
    data?: { factoryWorkers: { total: number; items: { id: string; name: string }[] } | null };
    errors?: { extensions?: { code?: string } }[];
  };
}

async function workers(gateway: RunningGateway, headers: Record<string, string>): Promise<WorkersAnswer> {
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: WORKERS }),
  });
  return {
    status: response.status,
    remaining: response.headers.get('x-ratelimit-remaining'),
    body: (await response.json()) as WorkersAnswer['body'],
  };
}

/** The page as `headers` read it once a read was a hit (the events of earlier writes may still drop what was read). */
const cachedFor = (gateway: RunningGateway, headers: Record<string, string>, what: string) =>
  cachedThrough(
    gateway,
    (replica) => workers(replica, headers),
    () => true,
    what,
  );

const namesOf = (answer: WorkersAnswer) => answer.body.data!.factoryWorkers!.items.map((item) => item.name);

async function hire(gateway: RunningGateway, user: FactoryUser, name: string): Promise<void> {
  const answer = await graphqlRequest(gateway.url, CREATE_WORKER, { input: { name } }, user.headers);
  expect(answer.errors).toBeUndefined();
}

beforeAll(async () => {
  ({ stack, replicaA, replicaB } = await startCachingReplicas('response-cache-factory', factoryEnv()));
  const plan = await seedPlan(sql);
  tenantA = (await seedTenant(sql, plan.id)).id;
  tenantB = (await seedTenant(sql, plan.id)).id;
  adminA = await seedUser(sql, tenantA);
  colleagueA = await seedUser(sql, tenantA);
  adminB = await seedUser(sql, tenantB);
  superAdmin = await seedUser(sql, null);
  await hire(replicaA, adminA, 'Asha of A');
  await hire(replicaA, adminB, 'Bela of B');
}, 240_000);

afterAll(async () => {
  await replicaB?.stop();
  await stack?.stop();
});

describe('the supergraph’s declarations', () => {
  test('make the factory’s reads cacheable per tenant behind factoryCacheGate, and its writes invalidating', async () => {
    const policies = responseCachePoliciesOf((await composeSupergraph()).supergraph);
    expect(policies.gates.get('FACTORY')).toBe('factoryCacheGate');
    expect(policies.cacheable.get('factoryWorkers')).toEqual({
      tags: ['factory.workers', 'factory.tenant-config'],
      scope: 'TENANT',
      graph: 'FACTORY',
    });
    expect(policies.cacheable.get('factoryJobs')?.tags).toEqual(
      expect.arrayContaining(['factory.jobs', 'factory.articles', 'factory.workers']),
    );
    expect(policies.invalidates.get('createFactoryWorker')).toEqual({
      tags: ['factory.workers'],
      callersTenant: true,
    });
    expect(policies.invalidates.get('moveFactoryJobStep')).toEqual({
      tags: ['factory.jobs', 'factory.ledger'],
      callersTenant: true,
    });
    expect(policies.invalidates.get('deleteFactoryTenant')?.tags).toHaveLength(10);
    // An admin's writes stay within his token's tenant (the tenant filter, `writer`): scope TENANT. The super-admins'
    // alone (plans, CORS origins, tenants and their configuration) drop every tenant's entries where they are served.
    const factoryWrites = [...policies.invalidates].filter(([, { tags }]) =>
      tags.some((tag) => tag.startsWith('factory.')),
    );
    expect(factoryWrites).toHaveLength(28);
    expect(
      factoryWrites
        .filter(([, { callersTenant }]) => !callersTenant)
        .map(([field]) => field)
        .sort(),
    ).toEqual([
      'addFactoryCorsOrigin',
      'createFactoryPlan',
      'createFactoryTenant',
      'deleteFactoryPlan',
      'deleteFactoryTenant',
      'removeFactoryCorsOrigin',
      'retryFactoryTenantDomain',
      'setFactoryTenantStatus',
      'updateFactoryPlan',
      'updateFactoryTenant',
      'upsertFactoryTenantConfig',
    ]);
  });
});

describe('a factory read', () => {
  test('is served from the cache on the second call, the factory asked only its gate, the plan’s count going on', async () => {
    const first = await cachedFor(replicaA, adminA.headers, 'a hit');
    expect(first.status).toBe(200);
    expect(namesOf(first)).toEqual(['Asha of A']);
    let again!: WorkersAnswer;
    const hits = hitsOf(replicaA);
    // One factory call, the gate's, instead of the operation's.
    expect(await callsDuring(async () => (again = await workers(replicaA, adminA.headers)), 'factory')).toBe(1);
    expect(hitsOf(replicaA)).toBe(hits + 1);
    expect(again.body).toEqual(first.body);
    // The plan's limit headers are the gate's: the hit was counted as a request of the tenant.
    expect(Number(again.remaining)).toBe(Number(first.remaining) - 1);
  });

  test('is shared by two admins of one tenant (one view: tenant and role), each confirmed by the gate', async () => {
    const first = await cachedFor(replicaA, adminA.headers, 'a hit');
    const hits = hitsOf(replicaA);
    const colleagues = await workers(replicaA, colleagueA.headers);
    expect(hitsOf(replicaA)).toBe(hits + 1);
    expect(colleagues.body).toEqual(first.body);
  });

  test('is never served across tenants', async () => {
    await cachedFor(replicaA, adminA.headers, 'a hit');
    const hits = hitsOf(replicaA);
    const theirs = await workers(replicaA, adminB.headers);
    expect(namesOf(theirs)).toEqual(['Bela of B']);
    expect(hitsOf(replicaA)).toBe(hits);
  });

  test('is never served across roles: a super-admin naming the tenant has an entry of his own', async () => {
    // The same headers but the token: only the role differs between the two views.
    const asAdmin = { ...adminA.headers, 'x-tenant-id': tenantA };
    const asSuper = { ...superAdmin.headers, 'x-tenant-id': tenantA };
    await cachedFor(replicaA, asAdmin, 'the admin’s entry');
    const hits = hitsOf(replicaA);
    const supers = await workers(replicaA, asSuper);
    expect(supers.status).toBe(200);
    expect(hitsOf(replicaA)).toBe(hits);
    // Then the super-admin's own entry is served to him, and still not across tenants.
    expect(await cachedFor(replicaA, asSuper, 'the super-admin’s entry')).toEqual(
      expect.objectContaining({ body: supers.body }),
    );
    const hitsAfter = hitsOf(replicaA);
    expect(namesOf(await workers(replicaA, { ...superAdmin.headers, 'x-tenant-id': tenantB }))).toEqual(['Bela of B']);
    expect(hitsOf(replicaA)).toBe(hitsAfter);
  });

  test('is not served to a forged token, nor to a genuine one our records no longer bear out', async () => {
    await cachedFor(replicaA, adminA.headers, 'a hit');
    const hits = hitsOf(replicaA);
    const forged = await mintFactoryToken(
      { id: adminA.id, tenantId: tenantA, role: 'admin' },
      'another-secret-0123456789-abcdefgh',
    );
    const refused = await workers(replicaA, { authorization: `Bearer ${forged}` });
    expect(refused.body.data?.factoryWorkers ?? null).toBeNull();
    expect(refused.body.errors?.length).toBeGreaterThan(0);
    // Signed with the factory's secret, but naming a tenant that is not its user's: the gate refuses the view.
    const stale = await mintFactoryToken({ id: adminB.id, tenantId: tenantA, role: 'admin' }, FACTORY_TEST_SECRET);
    await workers(replicaA, { authorization: `Bearer ${stale}` });
    // And a user deleted since his token was signed.
    const gone = await seedUser(sql, tenantA);
    await sql('delete from factory.app_user where id = ?', [gone.id]);
    const answer = await workers(replicaA, gone.headers);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHORIZED' }) }),
    ]);
    expect(hitsOf(replicaA)).toBe(hits);
  });

  test('shows a write at once through the replica that acknowledged it, and through the other once its event arrives', async () => {
    for (let round = 0; round < 2; round++) {
      const [writer, reader] = round % 2 ? [replicaB, replicaA] : [replicaA, replicaB];
      await cachedFor(writer, adminA.headers, 'a cached page (writer)');
      await cachedFor(reader, adminA.headers, 'a cached page (reader)');
      const name = `Hired in round ${round}`;
      await hire(writer, adminA, name);
      expect(namesOf(await workers(writer, adminA.headers))).toContain(name);
      await waitFor(async () => namesOf(await workers(reader, adminA.headers)).includes(name) || undefined, {
        timeoutMs: 5_000,
        what: 'the other replica to show the new worker',
      });
    }
  });
});

describe('a hit’s cost', () => {
  test('is the gate’s call instead of the operation’s (printed: p50 of a hit against a miss of the same page)', async () => {
    const PAGE_OF = 'query WorkersOf($limit: Int!) { factoryWorkers(limit: $limit) { total items { id name } } }';
    const timed = async (limitOf: (round: number) => number) => {
      const times: number[] = [];
      for (let round = 0; round < 40; round++) {
        const started = performance.now();
        const answer = await graphqlRequest(replicaA.url, PAGE_OF, { limit: limitOf(round) }, adminA.headers);
        times.push(performance.now() - started);
        expect(answer.errors).toBeUndefined();
      }
      return times.sort((a, b) => a - b)[20];
    };
    await cachedThrough(
      replicaA,
      (gateway) => graphqlRequest(gateway.url, PAGE_OF, { limit: 50 }, adminA.headers),
      () => true,
      'a cached page of 50',
    );
    const hits = hitsOf(replicaA);
    const hit = await timed(() => 50);
    expect(hitsOf(replicaA)).toBe(hits + 40);
    // Another page size each time: a new key, so every request executes.
    const miss = await timed((round) => 51 + round);
    expect(hitsOf(replicaA)).toBe(hits + 40);
    console.log(`factory workers page through the gateway, p50: hit ${hit.toFixed(2)} ms, miss ${miss.toFixed(2)} ms`);
  });
});

describe('the plan’s request limit', () => {
  test('counts every hit as a request of the tenant, and refuses past it as without a cache', async () => {
    const plan = await seedPlan(sql, { rateLimits: { maxRequests: 4, windowMs: 900_000 } });
    const tenant = (await seedTenant(sql, plan.id)).id;
    const admin = await seedUser(sql, tenant);
    const remaining: (string | null)[] = [];
    const hits = hitsOf(replicaA);
    for (let request = 0; request < 4; request++) {
      const answer = await workers(replicaA, admin.headers);
      expect(answer.status).toBe(200);
      expect(answer.body.data?.factoryWorkers?.total).toBe(0);
      remaining.push(answer.remaining);
    }
    // A miss and three hits, each counted once.
    expect(hitsOf(replicaA)).toBe(hits + 3);
    expect(remaining).toEqual(['3', '2', '1', '0']);
    const refused = await workers(replicaA, admin.headers);
    expect(hitsOf(replicaA)).toBe(hits + 3);
    expect(refused.body.data?.factoryWorkers ?? null).toBeNull();
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'RATE_LIMIT_EXCEEDED' }) }),
    ]);
  });
});

describe('a legacy REST read through a cached operation', () => {
  test('answers a hit as it answered the execution: status, body and ETag, its plan limit counted', async () => {
    const call = factoryRest(() => stack);
    const read = () => call('GET', '/worker', undefined, adminA.headers);
    const { hit, previous } = await readUntilHit(replicaA, read, 'a REST read served from the cache');
    expect(hit.status).toBe(200);
    expect(hit.body).toEqual(previous.body);
    expect(hit.headers.get('etag')).toBeTruthy();
    expect(hit.headers.get('etag')).toBe(previous.headers.get('etag'));
    expect(Number(hit.headers.get('x-ratelimit-remaining'))).toBe(
      Number(previous.headers.get('x-ratelimit-remaining')) - 1,
    );
  });
});
