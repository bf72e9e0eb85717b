import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { RunningGateway } from '../../gateway/server.js';
import { complianceSql, seedEntity, seedTenant, TEST_JWT_SECRET, type TenantUser } from '../support/compliance.js';
import {
  FACTORY_TEST_SECRET,
  factorySql,
  seedPlan,
  seedTenant as seedFactoryTenant,
  seedUser as seedFactoryUser,
  type FactoryUser,
} from '../support/factory.js';
import { cachedThrough, completeExtraction, hitsOf, startCachingReplicas } from '../support/gateway-replicas.js';
import { incorporationCertificatePdf } from '../support/sample-documents.js';
import { graphqlRequest, graphqlUpload, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * Per-tenant invalidation: a tenant's write records `<tag>.<tenant>.changed` and its mutation declares
 * `@invalidates(…, scope: TENANT)`, so it drops that tenant's entries only, on every replica; an event naming no
 * tenant still drops every tenant's. Compliance's writes and extraction jobs, and the factory's writes (an admin's in
 * his tenant; a super-admin's, which the writing replica cannot tie to one tenant, drop the whole tag there). Two
 * gateway replicas over one stack, each case with and without Redis sharing the cache (TEST_REDIS_URL; the Redis case
 * is skipped without one, as the other Redis cases are).
 */

const ENTITIES_TAG = 'compliance.entities';
const ENTITY = `query TenantEntity($id: ID!) { businessEntity(id: $id) { id profileData } }`;
const UPDATE = `mutation Update($id: ID!, $version: Int!, $profileData: JSONObject!) {
  updateEntityProfile(id: $id, version: $version, profileData: $profileData) { version }
}`;
const JOB = `query Job($id: ID!) { extractionJob(id: $id) { status } }`;
const UPLOAD = `mutation Upload($file: Upload!, $entityId: ID!) {
  uploadDocument(file: $file, entityId: $entityId, documentType: CERTIFICATE_OF_INCORPORATION,
    triggerExtraction: false) { document { id } }
}`;
const WORKERS_TAG = 'factory.workers';
const WORKERS = 'query Workers { factoryWorkers(limit: 50) { items { id name } } }';
const HIRE = 'mutation Hire($input: CreateFactoryWorkerInput!) { createFactoryWorker(input: $input) { id } }';
const RENAME = `mutation Rename($id: ID!, $name: String!) {
  updateFactoryWorker(id: $id, input: { name: $name }) { id }
}`;
const REDIS_URL = process.env.TEST_REDIS_URL;

interface Tenant {
  readonly user: TenantUser;
  readonly entityId: string;
}

const cases: [string, string | undefined][] = [['in each replica', undefined]];
if (REDIS_URL) cases.push(['shared in Redis', REDIS_URL]);
else test.skip('per-tenant invalidation shared in Redis (TEST_REDIS_URL is unset)', () => {});

describe.each(cases)('per-tenant invalidation, the cache %s', (_name, redisUrl) => {
  let stack: TestStack;
  let replicaA: RunningGateway;
  let replicaB: RunningGateway;
  let redis: Redis | undefined;
  let prefix: string;
  let first: Tenant;
  let second: Tenant;
  let factoryA: FactoryUser;
  let factoryB: FactoryUser;
  let superAdmin: FactoryUser;

  const panOf = async (gateway: RunningGateway, tenant: Tenant): Promise<unknown> => {
    const answer = await graphqlRequest<{ businessEntity: { profileData: { pan?: string } } }>(
      gateway.url,
      ENTITY,
      { id: tenant.entityId },
      tenant.user.headers,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.businessEntity.profileData.pan ?? null;
  };

  /**
   * What a read through `gateway` answered, whether from the cache (its memory or Redis), and whether from its own
   * memory (a Redis hit is another replica's entry, stored after what dropped this one's).
   */
  const readOnce = async (gateway: RunningGateway, tenant: Tenant) => {
    const { hits, sharedHits } = gateway.responseCache!.stats;
    const pan = await panOf(gateway, tenant);
    const hit = hitsOf(gateway) === hits + 1;
    return { pan, hit, ownHit: hit && gateway.responseCache!.stats.sharedHits === sharedHits };
  };

  /** Events of the cache's tags a replica has heard. */
  const eventsHeard = (gateway: RunningGateway) => gateway.responseCache!.stats.events;
  const generation = async (name: string) => Number((await redis!.get(`${prefix}generation:${name}`)) ?? 0);

  const cached = (tenant: Tenant, pan: unknown) =>
    Promise.all(
      [replicaA, replicaB].map((replica) =>
        cachedThrough(
          replica,
          (gateway) => panOf(gateway, tenant),
          (value) => value === pan,
          'a cached entity',
        ),
      ),
    );

  const workerNames = async (gateway: RunningGateway, headers: Record<string, string>): Promise<string[]> => {
    const answer = await graphqlRequest<{ factoryWorkers: { items: { name: string }[] } }>(
      gateway.url,
      WORKERS,
      {},
      headers,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.factoryWorkers.items.map((item) => item.name);
  };

  /** The worker names `headers` read through `gateway`, and whether the read was a hit. */
  const workersOnce = async (gateway: RunningGateway, headers: Record<string, string>) => {
    const hits = hitsOf(gateway);
    const names = await workerNames(gateway, headers);
    return { names, hit: hitsOf(gateway) === hits + 1 };
  };

  /** Each view's page cached on both replicas (one view at a time on each: a hit is told by the replica's count). */
  const workersCached = (...views: Record<string, string>[]) =>
    Promise.all(
      [replicaA, replicaB].map(async (replica) => {
        for (const headers of views)
          await cachedThrough(
            replica,
            (gateway) => workerNames(gateway, headers),
            () => true,
            'a cached page',
          );
      }),
    );

  async function hire(user: FactoryUser, name: string, headers = user.headers): Promise<string> {
    const answer = await graphqlRequest<{ createFactoryWorker: { id: string } }>(
      replicaA.url,
      HIRE,
      { input: { name } },
      headers,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.createFactoryWorker.id;
  }

  /** Waits until both replicas have heard `count` more events since `before`. */
  const eventsArrived = (before: [number, number], count: number, what: string) =>
    waitFor(
      () => (eventsHeard(replicaA) >= before[0] + count && eventsHeard(replicaB) >= before[1] + count) || undefined,
      { timeoutMs: 10_000, what },
    );
  const heardBefore = (): [number, number] => [eventsHeard(replicaA), eventsHeard(replicaB)];

  beforeAll(async () => {
    ({ stack, replicaA, replicaB } = await startCachingReplicas('response-cache-tenants', {
      IDP_JWT_SECRET: TEST_JWT_SECRET,
      FACTORY_JWT_SECRET: FACTORY_TEST_SECRET,
      REDIS_URL: redisUrl,
    }));
    if (redisUrl) {
      redis = new Redis(redisUrl);
      prefix = `response-cache:${new URL(stack.testDatabase.url).pathname.slice(1)}:`;
      await waitFor(() => (replicaA.responseCache!.shared() && replicaB.responseCache!.shared()) || undefined, {
        timeoutMs: 60_000,
        what: 'both replicas sharing in Redis',
      });
    }
    const sql = complianceSql(() => stack);
    const seed = async (): Promise<Tenant> => {
      const user = await seedTenant(sql);
      return { user, entityId: await seedEntity(sql, user.tenantId) };
    };
    first = await seed();
    second = await seed();
    const factory = factorySql(() => stack);
    const plan = await seedPlan(factory);
    factoryA = await seedFactoryUser(factory, (await seedFactoryTenant(factory, plan.id)).id);
    factoryB = await seedFactoryUser(factory, (await seedFactoryTenant(factory, plan.id)).id);
    superAdmin = await seedFactoryUser(factory, null);
    await hire(factoryA, 'Asha of A');
    await hire(factoryB, 'Bela of B');
  }, 240_000);

  afterAll(async () => {
    redis?.disconnect();
    await replicaB?.stop();
    await stack?.stop();
  });

  test("a tenant's write refreshes its own entry at once on the writer and on the other replica after its event, and leaves another tenant's a hit on both", async () => {
    await cached(first, null);
    await cached(second, null);
    const tagBefore = redis ? await generation(ENTITIES_TAG) : 0;
    const tenantBefore = redis ? await generation(`${ENTITIES_TAG}@${first.user.tenantId}`) : 0;
    const before = heardBefore();

    const updated = await graphqlRequest(
      replicaA.url,
      UPDATE,
      { id: first.entityId, version: 1, profileData: { pan: 'AAACA1234A' } },
      first.user.headers,
    );
    expect(updated.errors).toBeUndefined();
    // Read (and kept) on the writer right after the write's answer, before its events may have arrived.
    expect(await panOf(replicaA, first)).toBe('AAACA1234A');
    await waitFor(async () => ((await panOf(replicaB, first)) === 'AAACA1234A' ? true : undefined), {
      timeoutMs: 10_000,
      what: "the other replica to show the tenant's write",
    });
    // Both of the write's events (the entities' and the audit trail's) have reached both replicas.
    await eventsArrived(before, 2, 'the events on both replicas');

    // The write dropped what its events drop: arriving after, they dropped nothing read since.
    expect(await readOnce(replicaA, first)).toMatchObject({ pan: 'AAACA1234A', ownHit: true });
    for (const replica of [replicaA, replicaB])
      expect(await readOnce(replica, second)).toMatchObject({ pan: null, hit: true });
    if (redis) {
      expect(await generation(ENTITIES_TAG)).toBe(tagBefore);
      // Bumped by the write, and at most once more by its event, first come (had it come before the answer): not
      // once again by each replica it reached.
      const tenantBumps = (await generation(`${ENTITIES_TAG}@${first.user.tenantId}`)) - tenantBefore;
      expect(tenantBumps).toBeGreaterThanOrEqual(1);
      expect(tenantBumps).toBeLessThanOrEqual(2);
      expect(await generation(`${ENTITIES_TAG}@${second.user.tenantId}`)).toBe(0);
    }
  });

  test("an event that names no tenant drops every tenant's entries on both replicas", async () => {
    await cached(first, 'AAACA1234A');
    await cached(second, null);
    const before = heardBefore();
    const tagBefore = redis ? await generation(ENTITIES_TAG) : 0;
    // Written beside the services, as a write of every tenant's data (a global row) records it.
    await complianceSql(() => stack)(
      `insert into compliance.event_outbox (id, event_type, routing_key, payload, created_at)
       values (gen_random_uuid(), ?, ?, ?, now())`,
      [`${ENTITIES_TAG}.changed`, `${ENTITIES_TAG}.changed`, JSON.stringify({ eventType: `${ENTITIES_TAG}.changed` })],
    );
    await eventsArrived(before, 1, 'the event on both replicas');
    // Heard by both, bumped in Redis once: by whichever replica came first.
    if (redis) expect(await generation(ENTITIES_TAG)).toBe(tagBefore + 1);
    for (const replica of [replicaA, replicaB]) {
      expect(await readOnce(replica, first)).toMatchObject({ pan: 'AAACA1234A', ownHit: false });
      expect(await readOnce(replica, second)).toMatchObject({ pan: null, ownHit: false });
    }
  });

  test("a factory admin's write shows at once on the writer and after its event on the other, and leaves another tenant's pages hits on both", async () => {
    await workersCached(factoryA.headers, factoryB.headers);
    const [tagBefore, tenantBBefore] = redis
      ? [await generation(WORKERS_TAG), await generation(`${WORKERS_TAG}@${factoryB.tenantId}`)]
      : [0, 0];
    const before = heardBefore();

    await hire(factoryA, 'Hired in A');
    expect(await workerNames(replicaA, factoryA.headers)).toContain('Hired in A');
    await waitFor(async () => (await workerNames(replicaB, factoryA.headers)).includes('Hired in A') || undefined, {
      timeoutMs: 10_000,
      what: "the other replica to show the admin's write",
    });
    await eventsArrived(before, 1, 'the event on both replicas');

    for (const replica of [replicaA, replicaB])
      expect(await workersOnce(replica, factoryB.headers)).toEqual({ names: ['Bela of B'], hit: true });
    if (redis) {
      expect(await generation(WORKERS_TAG)).toBe(tagBefore);
      expect(await generation(`${WORKERS_TAG}@${factoryA.tenantId}`)).toBeGreaterThanOrEqual(1);
      expect(await generation(`${WORKERS_TAG}@${factoryB.tenantId}`)).toBe(tenantBBefore);
    }
  });

  test("a super-admin's write for a tenant (x-tenant-id) is never served stale to that tenant's views on either replica", async () => {
    const asSuper = { ...superAdmin.headers, 'x-tenant-id': factoryA.tenantId! };
    await workersCached(factoryA.headers, asSuper, factoryB.headers);
    const tagBefore = redis ? await generation(WORKERS_TAG) : 0;
    const before = heardBefore();

    await hire(superAdmin, 'Hired for A', asSuper);
    for (const headers of [factoryA.headers, asSuper])
      expect(await workerNames(replicaA, headers)).toContain('Hired for A');
    // The writer drops the whole tag, the event (naming A) A's generations on each replica.
    await eventsArrived(before, 1, 'the event on both replicas');
    for (const replica of [replicaA, replicaB])
      for (const headers of [factoryA.headers, asSuper])
        expect(await workerNames(replica, headers)).toContain('Hired for A');
    if (redis) expect(await generation(WORKERS_TAG)).toBeGreaterThan(tagBefore);
    // The event named tenant A only: without Redis, the other replica still serves tenant B's page.
    else expect(await workersOnce(replicaB, factoryB.headers)).toEqual({ names: ['Bela of B'], hit: true });
  });

  test("a super-admin's change of tenant A's row while naming tenant B drops A's entries: our records name the tenant", async () => {
    const [asha] = await factorySql(() => stack)<{ id: string }>(
      'select id from factory.worker where tenant_id = ? and name = ?',
      [factoryA.tenantId, 'Asha of A'],
    );
    const namingB = { ...superAdmin.headers, 'x-tenant-id': factoryB.tenantId! };
    await workersCached(factoryA.headers, namingB);
    const before = heardBefore();

    const renamed = await graphqlRequest(replicaA.url, RENAME, { id: asha.id, name: 'Asha, renamed' }, namingB);
    expect(renamed.errors).toBeUndefined();
    expect(await workerNames(replicaA, factoryA.headers)).toContain('Asha, renamed');
    await eventsArrived(before, 1, 'the event on both replicas');
    for (const replica of [replicaA, replicaB])
      expect(await workerNames(replica, factoryA.headers)).toContain('Asha, renamed');
  });

  test("an extraction job completing in a tenant leaves another tenant's entity entries hits on both replicas", async () => {
    const sql = complianceSql(() => stack);
    const uploaded = await graphqlUpload<{ uploadDocument: { document: { id: string } } }>(
      replicaA.url,
      UPLOAD,
      { entityId: first.entityId },
      { bytes: await incorporationCertificatePdf(), filename: 'certificate.pdf', type: 'application/pdf' },
      first.user.headers,
    );
    expect(uploaded.errors).toBeUndefined();
    // A job row as an upload leaves it, without its queue entry: the test works it once the reads are cached.
    const jobId = randomUUID();
    await sql(
      `insert into compliance.extraction_job (id, tenant_id, document_id, entity_id, document_type, requested_by, created_at)
       values (?, ?, ?, ?, 'CERTIFICATE_OF_INCORPORATION', ?, now())`,
      [jobId, first.user.tenantId, uploaded.data!.uploadDocument.document.id, first.entityId, first.user.userId],
    );
    const statusOf = async (gateway: RunningGateway) => {
      const answer = await graphqlRequest<{ extractionJob: { status: string } }>(
        gateway.url,
        JOB,
        { id: jobId },
        first.user.headers,
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.extractionJob.status;
    };
    for (const replica of [replicaA, replicaB])
      await cachedThrough(replica, statusOf, (status) => status === 'PROCESSING', 'a cached job');
    await cached(second, null);
    const tagBefore = redis ? await generation(ENTITIES_TAG) : 0;
    const before = heardBefore();

    await completeExtraction(stack, jobId, [replicaA, replicaB], statusOf);
    // Its three events (the attempt's, the result's and its audit entry's).
    await eventsArrived(before, 3, 'the events on both replicas');
    for (const replica of [replicaA, replicaB])
      expect(await readOnce(replica, second)).toMatchObject({ pan: null, hit: true });
    if (redis) expect(await generation(ENTITIES_TAG)).toBe(tagBefore);
  });
});
