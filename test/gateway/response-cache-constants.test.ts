import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { responseCachePoliciesOf, tagsOf } from '../../gateway/response-cache/index.js';
import type { GatewayOptions, RunningGateway } from '../../gateway/server.js';
import { composeSupergraph } from '../../subgraphs/composition.js';
import { Cacheable, DEPLOYMENT_CONSTANT_MAX_AGE_SECONDS } from '../../subgraphs/shared/response-cache.js';
import { callsDuring, hitsOf, replicaOptions, startReplicaWithRedis } from '../support/gateway-replicas.js';
import { graphqlRequest, startTestStack, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * The constants of the code (`subscriptionPlans`, `entityTypeOptions`, `factoryRoles`): no event can say they changed
 * (only a deployment changes them), so the response cache keeps their answers for a bounded age
 * (`@cacheable(tags: [], maxAge:)`), from the moment the execution that answered them started, in a replica's memory
 * and in Redis, where the entry carries its deadline to every replica that reads it. Each replica here has a clock of
 * the test's, moved on instead of waiting.
 */

const MAX_AGE_MS = DEPLOYMENT_CONSTANT_MAX_AGE_SECONDS * 1000;
const REDIS_URL = process.env.TEST_REDIS_URL;

/** A wall clock the test moves on. */
class TestClock {
  #now = Date.now();
  readonly read = () => this.#now;
  advance(ms: number): void {
    this.#now += ms;
  }
  set(ms: number): void {
    this.#now = ms;
  }
}

interface ConstantRead {
  readonly field: string;
  readonly subgraph: string;
  /** Under an operation name of the caller's: each name is an entry of its own. */
  readonly query: (operation: string) => string;
}

const READS: readonly ConstantRead[] = [
  { field: 'subscriptionPlans', subgraph: 'compliance', query: (name) => `query ${name} { subscriptionPlans { id } }` },
  {
    field: 'entityTypeOptions',
    subgraph: 'compliance',
    query: (name) => `query ${name} { entityTypeOptions { value } }`,
  },
  { field: 'factoryRoles', subgraph: 'factory', query: (name) => `query ${name} { factoryRoles }` },
];

let stack: TestStack;
let options: GatewayOptions;
const startedHere: RunningGateway[] = [];

async function startReplica(
  clock: TestClock,
  redisUrl?: string,
  extra: Partial<GatewayOptions> = {},
): Promise<RunningGateway> {
  const replica = await startReplicaWithRedis({ ...options, ...extra, responseCacheClock: clock.read }, redisUrl);
  startedHere.push(replica);
  return replica;
}

async function answerOf(gateway: RunningGateway, read: ConstantRead, operation: string): Promise<unknown> {
  const answer = await graphqlRequest<Record<string, unknown>>(gateway.url, read.query(operation));
  expect(answer.errors).toBeUndefined();
  expect(answer.data![read.field]).toEqual(expect.any(Array));
  return answer.data;
}

/** The calls `read` cost its subgraph through `gateway`, and its answer. */
async function costOf(gateway: RunningGateway, read: ConstantRead, operation: string) {
  let answer: unknown;
  const calls = await callsDuring(async () => (answer = await answerOf(gateway, read, operation)), read.subgraph);
  return { calls, answer };
}

beforeAll(async () => {
  stack = await startTestStack({
    EVENTS_EXCHANGE: `constants-${randomBytes(4).toString('hex')}`,
    REDIS_URL: undefined,
  });
  options = await replicaOptions(stack);
}, 240_000);

afterAll(async () => {
  for (const replica of startedHere) await replica.stop();
  await stack?.stop();
});

test('the constants are cacheable without a tag, for the age the kit declares', async () => {
  const policies = responseCachePoliciesOf((await composeSupergraph()).supergraph);
  for (const { field } of READS)
    expect(policies.cacheable.get(field)).toEqual({
      tags: [],
      scope: 'PUBLIC',
      graph: expect.any(String),
      maxAgeSeconds: DEPLOYMENT_CONSTANT_MAX_AGE_SECONDS,
    });
  // No tag of theirs for the gateway to bind: no event is ever recorded under one.
  expect([...tagsOf(policies)].filter((tag) => tag.endsWith('.constants'))).toEqual([]);
});

test('a field with neither tags nor an age is not cached, and the kit refuses to declare one', async () => {
  const { supergraph } = await composeSupergraph();
  const declaration = '@cacheable(tags: [], scope: "PUBLIC", maxAge: 60)';
  expect(supergraph).toContain(declaration);
  const unbounded = supergraph.replaceAll(declaration, '@cacheable(tags: [], scope: "PUBLIC")');
  const { cacheable } = responseCachePoliciesOf(unbounded);
  for (const { field } of READS) expect(cacheable.has(field)).toBe(false);
  // The other fields are still read.
  expect(cacheable.has('courses')).toBe(true);
  expect(() => Cacheable([])).toThrow('@Cacheable needs tags, a maxAge or both');
  expect(() => Cacheable([], 'PUBLIC', { maxAge: 1 })).not.toThrow();
});

describe('in a replica’s memory (no Redis)', () => {
  let clock: TestClock;
  let replica: RunningGateway;

  beforeAll(async () => {
    clock = new TestClock();
    replica = await startReplica(clock);
  }, 120_000);

  test.each(READS)('$field is a hit until its age, then asked afresh, then a hit again', async (read) => {
    const miss = await costOf(replica, read, 'Memory');
    expect(miss.calls).toBe(1);
    const hits = hitsOf(replica);
    clock.advance(MAX_AGE_MS - 1);
    expect(await costOf(replica, read, 'Memory')).toEqual({ calls: 0, answer: miss.answer });
    expect(hitsOf(replica)).toBe(hits + 1);
    // Its age is counted from the execution's start, which the clock did not see move: it ends now.
    clock.advance(1);
    expect(await costOf(replica, read, 'Memory')).toEqual({ calls: 1, answer: miss.answer });
    expect(await costOf(replica, read, 'Memory')).toEqual({ calls: 0, answer: miss.answer });
  });

  test('a hit is served by the prepared lane too, though no tag bounds it', async () => {
    // The lane answering for real (the suite runs it in shadow mode, where Apollo Server answers).
    const lane = await startReplica(clock, undefined, { singleFetch: 'on' });
    const [plans] = READS;
    expect((await costOf(lane, plans, 'Lane')).calls).toBe(1);
    // The first hit may still teach the lane the shape; the next is the lane's.
    expect((await costOf(lane, plans, 'Lane')).calls).toBe(0);
    const answered = lane.preparedLane.answered();
    const hits = hitsOf(lane);
    expect((await costOf(lane, plans, 'Lane')).calls).toBe(0);
    expect(hitsOf(lane)).toBe(hits + 1);
    expect(lane.preparedLane.answered()).toBe(answered + 1);
  });

  test('a request with credentials is not served from the cache: it reaches the subgraph, as any public read’s', async () => {
    const [, , roles] = READS;
    await costOf(replica, roles, 'Credentials');
    const answer = graphqlRequest(replica.url, roles.query('Credentials'), {}, { authorization: 'Bearer not-a-token' });
    expect(await callsDuring(() => answer, roles.subgraph)).toBe(1);
  });
});

const describeWithRedis = REDIS_URL ? describe : describe.skip;
if (!REDIS_URL) test.skip('the constants shared in Redis (TEST_REDIS_URL is unset)', () => {});

describeWithRedis('shared in Redis by two replicas', () => {
  let redis: Redis;
  let prefix: string;
  /** The writer's clock stands still; the reader's is set against it. */
  const writerClock = new TestClock();
  const readerClock = new TestClock();
  let writer: RunningGateway;
  let reader: RunningGateway;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL!);
    prefix = `response-cache:${new URL(stack.testDatabase.url).pathname.slice(1)}:`;
    writer = await startReplica(writerClock, REDIS_URL);
    reader = await startReplica(readerClock, REDIS_URL);
  }, 120_000);

  afterAll(() => redis?.disconnect());

  /** The entries of Redis whose first line carries a deadline, with their deadline and what Redis keeps them for. */
  async function boundedEntries() {
    const entries = [];
    for (const key of await redis.keys(`${prefix}entry:*`)) {
      const value = (await redis.get(key)) ?? '';
      const deadline = /^[^\n]* expires (\d+)\n/.exec(value)?.[1];
      if (deadline) entries.push({ key, expiresAt: Number(deadline), ttlMs: await redis.pttl(key) });
    }
    return entries;
  }

  test.each(READS)(
    '$field is stored with its deadline, served to the other replica until that deadline and not after',
    async (read) => {
      const before = new Set((await boundedEntries()).map((entry) => entry.key));
      const miss = await costOf(writer, read, 'Shared');
      expect(miss.calls).toBe(1);
      // Stored in the background once answered.
      const stored = await waitFor(
        async () => {
          const added = (await boundedEntries()).filter((entry) => !before.has(entry.key));
          return added.length ? added : undefined;
        },
        { what: `${read.field} stored in Redis` },
      );
      expect(stored).toHaveLength(1);
      expect(stored[0].expiresAt).toBe(writerClock.read() + MAX_AGE_MS);
      expect(stored[0].ttlMs).toBeGreaterThan(0);
      expect(stored[0].ttlMs).toBeLessThanOrEqual(MAX_AGE_MS);

      // The reader, its clock a second before the deadline, is served Redis's entry, and keeps it in its memory…
      readerClock.set(writerClock.read() + MAX_AGE_MS - 1000);
      const sharedHits = reader.responseCache!.stats.sharedHits;
      expect(await costOf(reader, read, 'Shared')).toEqual({ calls: 0, answer: miss.answer });
      expect(await costOf(reader, read, 'Shared')).toEqual({ calls: 0, answer: miss.answer });
      expect(reader.responseCache!.stats.sharedHits).toBe(sharedHits + 1);
      // …until the writer's deadline, not for an age of its own: then neither its memory nor Redis's serves it.
      readerClock.advance(1000);
      expect(await costOf(reader, read, 'Shared')).toEqual({ calls: 1, answer: miss.answer });
      expect(reader.responseCache!.stats.sharedHits).toBe(sharedHits + 1);
    },
  );
});
