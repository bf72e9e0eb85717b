import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Redis } from 'ioredis';
import type { RunningGateway } from '../../gateway/server.js';
import { complianceSql, seedEntity, seedTenant, TEST_JWT_SECRET, type TenantUser } from '../support/compliance.js';
import { cachedThrough, hitsOf, startCachingReplicas } from '../support/gateway-replicas.js';
import { graphqlRequest, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * Per-tenant invalidation: a tenant's write records `<tag>.<tenant>.changed` and its mutation declares
 * `@invalidates(…, scope: TENANT)`, so it drops that tenant's entries only, on every replica; an event naming no
 * tenant still drops every tenant's. Two gateway replicas over one stack, each case with and without Redis sharing
 * the cache (TEST_REDIS_URL; the Redis case is skipped without one, as the other Redis cases are).
 */

const ENTITIES_TAG = 'compliance.entities';
const ENTITY = `query TenantEntity($id: ID!) { businessEntity(id: $id) { id profileData } }`;
const UPDATE = `mutation Update($id: ID!, $version: Int!, $profileData: JSONObject!) {
  updateEntityProfile(id: $id, version: $version, profileData: $profileData) { version }
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

  const invalidations = (gateway: RunningGateway) => gateway.responseCache!.stats.invalidations;
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

  beforeAll(async () => {
    ({ stack, replicaA, replicaB } = await startCachingReplicas('response-cache-tenants', {
      IDP_JWT_SECRET: TEST_JWT_SECRET,
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
    const [onA, onB] = [invalidations(replicaA), invalidations(replicaB)];

    const updated = await graphqlRequest(
      replicaA.url,
      UPDATE,
      { id: first.entityId, version: 1, profileData: { pan: 'AAACA1234A' } },
      first.user.headers,
    );
    expect(updated.errors).toBeUndefined();
    expect(await panOf(replicaA, first)).toBe('AAACA1234A');
    await waitFor(async () => ((await panOf(replicaB, first)) === 'AAACA1234A' ? true : undefined), {
      timeoutMs: 10_000,
      what: "the other replica to show the tenant's write",
    });
    // Both of the write's events (the entities' and the audit trail's) have reached both replicas: the mutation's
    // own invalidation and the events' bump two generations a tag on the writer, the events two on the other.
    await waitFor(() => (invalidations(replicaA) >= onA + 8 && invalidations(replicaB) >= onB + 4) || undefined, {
      timeoutMs: 10_000,
      what: 'the events on both replicas',
    });

    for (const replica of [replicaA, replicaB])
      expect(await readOnce(replica, second)).toMatchObject({ pan: null, hit: true });
    if (redis) {
      expect(await generation(ENTITIES_TAG)).toBe(tagBefore);
      expect(await generation(`${ENTITIES_TAG}@${first.user.tenantId}`)).toBeGreaterThanOrEqual(2);
      expect(await generation(`${ENTITIES_TAG}@${second.user.tenantId}`)).toBe(0);
    }
  });

  test("an event that names no tenant drops every tenant's entries on both replicas", async () => {
    await cached(first, 'AAACA1234A');
    await cached(second, null);
    const [onA, onB] = [invalidations(replicaA), invalidations(replicaB)];
    // Written beside the services, as a write of every tenant's data (a global row) records it.
    await complianceSql(() => stack)(
      `insert into compliance.event_outbox (id, event_type, routing_key, payload, created_at)
       values (gen_random_uuid(), ?, ?, ?, now())`,
      [`${ENTITIES_TAG}.changed`, `${ENTITIES_TAG}.changed`, JSON.stringify({ eventType: `${ENTITIES_TAG}.changed` })],
    );
    await waitFor(() => (invalidations(replicaA) > onA && invalidations(replicaB) > onB) || undefined, {
      timeoutMs: 10_000,
      what: 'the event on both replicas',
    });
    for (const replica of [replicaA, replicaB]) {
      expect(await readOnce(replica, first)).toMatchObject({ pan: 'AAACA1234A', ownHit: false });
      expect(await readOnce(replica, second)).toMatchObject({ pan: null, ownHit: false });
    }
  });
});
