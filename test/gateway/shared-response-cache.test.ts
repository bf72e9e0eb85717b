import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { ResponseCache, SharedResponseStore } from '../../gateway/response-cache/index.js';
import type { GatewayOptions, RunningGateway } from '../../gateway/server.js';
import { logger } from '../../platform/logger.js';
import { TcpProxy } from '../../scripts/tcp-proxy.js';
import { callsDuring, replicaOptions, startReplicaWithRedis } from '../support/gateway-replicas.js';
import { graphqlRequest, startTestStack, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * The response cache shared in Redis (REDIS_URL) by gateway replicas over one stack: a replica serves what another
 * stored, an invalidation (a mutation's, an event's) reaches every replica's reads through Redis, a read under way
 * during one stores nothing, and a Redis that is away leaves each replica its own cache, correct as without Redis.
 * Redis is TEST_REDIS_URL's (skipped without one, as the rate limits' Redis cases are; CI sets it); keys carry the
 * test database's name, so that runs sharing the Redis stay apart.
 */

const REDIS_URL = process.env.TEST_REDIS_URL;
const ADMIN = { authorization: 'Bearer development' };
const TAG = 'training.catalogue';
const UPDATE = `mutation Update($id: ID!, $input: UpdateCourseInput!) { updateCourse(id: $id, input: $input) { id title } }`;
/** The course read, under an operation name of the test's: each name is an entry of its own. */
const courseQuery = (name: string) => `query ${name}($slug: String!) { course(idOrSlug: $slug) { id title slug } }`;

const describeWithRedis = REDIS_URL ? describe : describe.skip;
if (!REDIS_URL)
  test.skip('the response cache shared in Redis (TEST_REDIS_URL is unset: no Redis to share it in)', () => {});

describeWithRedis('the response cache shared in Redis by two replicas', () => {
  let stack: TestStack;
  let replicaA: RunningGateway;
  let replicaB: RunningGateway;
  let gatewayOptions: GatewayOptions;
  let redis: Redis;
  let prefix: string;
  let courseId: string;
  const slug = `shared-${randomBytes(4).toString('hex')}`;
  const startedHere: RunningGateway[] = [];

  async function titleOf(gateway: RunningGateway, operation: string): Promise<string> {
    const answer = await graphqlRequest<{ course: { title: string } }>(gateway.url, courseQuery(operation), { slug });
    expect(answer.errors).toBeUndefined();
    return answer.data!.course.title;
  }

  async function setTitle(url: string, title: string): Promise<void> {
    const answer = await graphqlRequest(
      url,
      UPDATE,
      { id: courseId, input: { title, slug, description: 'A course the shared cache keeps', isPublished: true } },
      ADMIN,
    );
    expect(answer.errors).toBeUndefined();
  }

  const storedEntries = async () => (await redis.keys(`${prefix}entry:*`)).length;
  /** The generation every course write bumps (the course lists', `<tag>#*`), by a replica's mutation or by its event. */
  const generation = async () => Number((await redis.get(`${prefix}generation:${TAG}#*`)) ?? 0);

  /** Events of the cache's tags each replica has heard. */
  const eventsHeard = (replicas: readonly RunningGateway[]) => replicas.map((each) => each.responseCache!.stats.events);

  /**
   * Waits until each of `replicas` has heard one more event than `before` (as `eventsHeard` counted them): a write's
   * event, which bumps in Redis only what no replica bumped for it yet. A read started before it would not be stored.
   */
  async function eventArrived(replicas: readonly RunningGateway[], before: readonly number[]): Promise<void> {
    await waitFor(() => eventsHeard(replicas).every((heard, index) => heard > before[index]) || undefined, {
      what: 'the event on every replica',
    });
  }

  /** Reads `operation` through `gateway` (a miss) and waits until its answer is in Redis. */
  async function storeThrough(gateway: RunningGateway, operation: string): Promise<string> {
    const before = await storedEntries();
    const title = await titleOf(gateway, operation);
    await waitFor(async () => (await storedEntries()) > before || undefined, { what: `${operation} stored in Redis` });
    return title;
  }

  /** A replica of the stack's with REDIS_URL at `redisUrl`, its cache on (and shared, when `shared`). */
  async function startReplica(redisUrl: string, shared: boolean): Promise<RunningGateway> {
    const replica = await startReplicaWithRedis(gatewayOptions, redisUrl, shared);
    startedHere.push(replica);
    return replica;
  }

  beforeAll(async () => {
    stack = await startTestStack({ EVENTS_EXCHANGE: `shared-cache-${randomBytes(4).toString('hex')}`, REDIS_URL });
    replicaA = stack.gateway;
    gatewayOptions = await replicaOptions(stack);
    redis = new Redis(REDIS_URL!);
    prefix = `response-cache:${new URL(stack.testDatabase.url).pathname.slice(1)}:`;
    await waitFor(() => replicaA.responseCache!.shared() || undefined, { timeoutMs: 60_000, what: 'A sharing' });
    const created = await graphqlRequest<{ createCourse: { id: string } }>(
      replicaA.url,
      `mutation Create($input: CreateCourseInput!) { createCourse(input: $input) { id } }`,
      { input: { title: 'First title', slug, description: 'A course the shared cache keeps', isPublished: true } },
      ADMIN,
    );
    expect(created.errors).toBeUndefined();
    courseId = created.data!.createCourse.id;
    // The creation's event has reached A (which also invalidated as it answered), so it invalidates nothing later.
    await eventArrived([replicaA], [0]);
  }, 240_000);

  afterAll(async () => {
    for (const replica of startedHere) await replica.stop();
    await stack?.stop();
    redis?.disconnect();
  });

  test('a replica started after another stored an answer is served it without calling the subgraph', async () => {
    expect(await storeThrough(replicaA, 'Warm')).toBe('First title');
    replicaB = await startReplica(REDIS_URL!, true);
    const sharedHits = replicaB.responseCache!.stats.sharedHits;
    let title = '';
    expect(await callsDuring(async () => (title = await titleOf(replicaB, 'Warm')))).toBe(0);
    expect(title).toBe('First title');
    expect(replicaB.responseCache!.stats.sharedHits).toBe(sharedHits + 1);
    // Kept in B's own process since: the next hit does not ask Redis.
    await titleOf(replicaB, 'Warm');
    expect(replicaB.responseCache!.stats.sharedHits).toBe(sharedHits + 1);
  });

  test('a write through one replica is read at once through it, and through a replica that only Redis could answer', async () => {
    await storeThrough(replicaA, 'AfterWrite');
    const before = await generation();
    const heard = eventsHeard([replicaA, replicaB]);
    await setTitle(replicaA.url, 'Written through A');
    // Bumped in Redis before the mutation was answered.
    expect(await generation()).toBeGreaterThan(before);
    expect(await titleOf(replicaA, 'AfterWrite')).toBe('Written through A');
    // B never held this entry itself: only Redis's could have been stale.
    expect(await titleOf(replicaB, 'AfterWrite')).toBe('Written through A');
    await eventArrived([replicaA, replicaB], heard);
    // The event bumped nothing the write had: what was read after the write is still every replica's.
    expect(await generation()).toBeLessThanOrEqual(before + 2);
    expect(await callsDuring(() => titleOf(replicaA, 'AfterWrite'))).toBe(0);
    expect(await callsDuring(() => titleOf(replicaB, 'AfterWrite'))).toBe(0);
  });

  test('an event of a write no gateway served invalidates every replica’s copies, its own and Redis’s', async () => {
    await storeThrough(replicaA, 'Evented');
    await titleOf(replicaB, 'Evented');
    expect(await callsDuring(() => titleOf(replicaB, 'Evented'))).toBe(0);
    const before = await generation();
    const heard = eventsHeard([replicaA, replicaB]);
    // Straight to the subgraph: only its event tells the gateways.
    await setTitle(stack.subgraphs.training.url, 'Written beside the gateways');
    await waitFor(async () => (await titleOf(replicaB, 'Evented')) === 'Written beside the gateways' || undefined, {
      timeoutMs: 10_000,
      what: 'B to show the write',
    });
    await eventArrived([replicaA, replicaB], heard);
    // Bumped in Redis once, by whichever replica heard it first.
    expect(await generation()).toBe(before + 1);
    expect(await titleOf(replicaA, 'Evented')).toBe('Written beside the gateways');
    // A third replica, with nothing of its own, is not served Redis's old entry either.
    const replicaC = await startReplica(REDIS_URL!, true);
    expect(await titleOf(replicaC, 'Evented')).toBe('Written beside the gateways');
  });

  test('a read under way when another replica invalidates its tags is not stored in Redis, and a lookup after a replica’s own invalidation misses', async () => {
    // Two caches of their own installation, each as a replica's: B reads while A invalidates.
    const database = `shared-cache-${randomBytes(4).toString('hex')}`;
    const installation = `postgres://127.0.0.1/${database}`;
    const log = logger('test');
    const caches = await Promise.all(
      [0, 1, 2].map(
        async () => new ResponseCache(1 << 20, await SharedResponseStore.open(REDIS_URL!, installation, log)),
      ),
    );
    try {
      for (const cache of caches) cache.setStreamConnected(true);
      await waitFor(() => caches.every((cache) => cache.sharedUsable) || undefined, { what: 'the caches sharing' });
      const [writer, reader, newcomer] = caches;
      const tags = ['courses'];
      const racing = reader.startFill('racing', tags);
      expect(await racing.stored).toBeUndefined();
      await writer.invalidate(tags);
      racing.finish({ data: { title: 'read before the write' } });
      // A read that did not race, stored after the racing one on the same connection: once it is there, so would
      // the racing one be.
      const calm = reader.startFill('calm', tags);
      expect(await calm.stored).toBeUndefined();
      calm.finish({ data: { title: 'read after the write' } });
      await waitFor(async () => (await newcomer.startFill('calm', tags).stored) ?? undefined, {
        what: 'the calm read in Redis',
      });
      expect(await redis.exists(`response-cache:${database}:entry:racing`)).toBe(0);
      expect(await newcomer.startFill('racing', tags).stored).toBeUndefined();
      expect(await newcomer.startFill('calm', tags).stored).toEqual({ data: { title: 'read after the write' } });
      // A replica's lookup right after an invalidation of its own (an event's, not awaited) already misses: Redis
      // has applied the INCR first, so no entry read before it is kept in that replica's memory again.
      void newcomer.invalidate(tags);
      expect(await newcomer.startFill('calm', tags).stored).toBeUndefined();
    } finally {
      await Promise.all(caches.map((cache) => cache.close()));
    }
  });

  test('a write one replica served is announced: the others drop their own copies before its event comes', async () => {
    // Caches of their own installation and without event streams: only Redis can tell the reader.
    const installation = `postgres://127.0.0.1/shared-cache-${randomBytes(4).toString('hex')}`;
    const log = logger('test');
    const [writer, reader] = await Promise.all(
      [0, 1].map(async () => new ResponseCache(1 << 20, await SharedResponseStore.open(REDIS_URL!, installation, log))),
    );
    try {
      for (const cache of [writer, reader]) cache.setStreamConnected(true);
      await waitFor(() => (writer.sharedUsable && reader.sharedUsable) || undefined, { what: 'the caches sharing' });
      const keep = async (key: string, tags: string[]) => {
        const fill = reader.startFill(key, tags);
        await fill.stored;
        fill.finish({ data: { key } });
        expect(reader.get(key)).toEqual({ data: { key } });
      };
      await keep('course', ['courses']);
      await keep('entity', ['entities']);
      // An event's invalidation is not announced (every replica hears the event itself) ...
      await writer.invalidate(['entities']);
      // ... a write's is, after it: once the reader dropped the course, it would have dropped the entity too.
      await writer.invalidate(['courses'], { announce: true });
      await waitFor(() => reader.get('course') === undefined || undefined, {
        what: 'the course dropped by the reader',
      });
      expect(reader.get('entity')).toEqual({ data: { key: 'entity' } });
      // The reader's lookup in Redis misses too: the writer's INCR came before its announcement.
      expect(await reader.startFill('course', ['courses']).stored).toBeUndefined();
    } finally {
      await Promise.all([writer.close(), reader.close()]);
    }
  });

  test('an event is bumped in Redis once, by the first replica to hear it, and not at all when the write that recorded it did', async () => {
    const database = `shared-cache-${randomBytes(4).toString('hex')}`;
    const installation = `postgres://127.0.0.1/${database}`;
    const log = logger('test');
    const open = async () => {
      const cache = new ResponseCache(1 << 20, await SharedResponseStore.open(REDIS_URL!, installation, log));
      cache.setStreamConnected(true);
      await waitFor(() => cache.sharedUsable || undefined, { what: 'a cache sharing' });
      return cache;
    };
    const courses = async () => Number((await redis.get(`response-cache:${database}:generation:courses`)) ?? 0);
    const caches = [await open(), await open()];
    try {
      const [writer, reader] = caches;
      await writer.invalidate(['courses'], { announce: true, events: { 'recorded-event': ['courses'] } });
      expect(await courses()).toBe(1);
      await waitFor(() => reader.stats.invalidations > 0 || undefined, { what: 'the announcement heard' });
      const fill = reader.startFill('course', ['courses']);
      expect(await fill.stored).toBeUndefined();
      fill.finish({ data: { title: 'read after the write' } });
      // A replica that never heard the write's announcement, as one started after it.
      const newcomer = await open();
      caches.push(newcomer);
      for (const cache of [writer, reader, newcomer]) await cache.invalidateEvent('recorded-event', ['courses']);
      expect(await courses()).toBe(1);
      expect(reader.get('course')).toEqual({ data: { title: 'read after the write' } });
      expect(await newcomer.startFill('course', ['courses']).stored).toEqual({
        data: { title: 'read after the write' },
      });

      // An event no write recorded: each replica drops its own copies, Redis's generation goes up once.
      for (const cache of [reader, writer, newcomer]) await cache.invalidateEvent('unlisted-event', ['courses']);
      expect(await courses()).toBe(2);
      expect(reader.get('course')).toBeUndefined();
      expect(newcomer.get('course')).toBeUndefined();
      expect(await writer.startFill('course', ['courses']).stored).toBeUndefined();
    } finally {
      await Promise.all(caches.map((cache) => cache.close()));
    }
  });

  test('a Redis that is not there leaves a replica its own cache', async () => {
    // A port nothing listens on.
    const closed = await TcpProxy.create(new URL(REDIS_URL!));
    const replicaD = await startReplica(closed.url, false);
    expect(await titleOf(replicaD, 'NoRedis')).toBe(await titleOf(replicaA, 'NoRedis'));
    expect(await callsDuring(() => titleOf(replicaD, 'NoRedis'))).toBe(0);
    expect(replicaD.responseCache!.stats.sharedHits).toBe(0);
  });

  test('a Redis that goes away leaves a replica its own cache, correct, and what it held is not trusted when it is back', async () => {
    const proxy = await TcpProxy.create(new URL(REDIS_URL!));
    await proxy.start();
    const outage = async (during: () => Promise<void>) => {
      await proxy.stop();
      await waitFor(() => !replicaE.responseCache!.shared() || undefined, { what: 'E to stop sharing' });
      expect(replicaE.responseCache!.usable()).toBe(true);
      await during();
      await proxy.start();
      await waitFor(() => replicaE.responseCache!.shared() || undefined, {
        timeoutMs: 30_000,
        what: 'E sharing again',
      });
    };
    let replicaE!: RunningGateway;
    try {
      replicaE = await startReplica(proxy.url, true);
      await storeThrough(replicaA, 'BeforeOutage');
      // Nothing is written meanwhile, but E cannot know whether an INCR of its was lost: back, it sets a new epoch,
      // and what Redis held before is served to no one (B, which never read it, would have been, as in the first test).
      await outage(() => Promise.resolve());
      expect(await callsDuring(() => titleOf(replicaB, 'BeforeOutage'))).toBeGreaterThan(0);

      await titleOf(replicaE, 'Outage');
      await outage(async () => {
        // Served from E's own process, as without Redis.
        expect(await callsDuring(() => titleOf(replicaE, 'Outage'))).toBe(0);
        // A write through E is answered (its INCR in Redis failed) and read at once through E.
        const before = await generation();
        const heard = eventsHeard([replicaA, replicaB]);
        await setTitle(replicaE.url, 'Written while Redis is away');
        expect(await titleOf(replicaE, 'Outage')).toBe('Written while Redis is away');
        // The event reaches A, which bumps the generation in Redis itself.
        await waitFor(async () => (await titleOf(replicaA, 'Outage')) === 'Written while Redis is away' || undefined, {
          timeoutMs: 10_000,
          what: 'A to show the write',
        });
        // The first of A, B and C to hear the event bumps it in Redis, where E's write could not.
        await eventArrived([replicaA, replicaB], heard);
        expect(await generation()).toBe(before + 1);
      });
      expect(await titleOf(replicaE, 'Outage')).toBe('Written while Redis is away');
      expect(await titleOf(replicaB, 'Outage')).toBe('Written while Redis is away');
    } finally {
      await proxy.stop();
    }
  }, 90_000);
});
