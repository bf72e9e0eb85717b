import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { StoreRequestCounter } from '../../scripts/store-request-counter.js';
import { TcpProxy } from '../../scripts/tcp-proxy.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/database.js';
import { freePort } from '../../test/support/processes.js';
import { SqlConnection } from '../../test/support/sql-connection.js';
import { waitFor } from '../../test/support/wait.js';
import { AppError, ErrorCode } from '../errors.js';
import { createLogger } from '../logger.js';
import { rateLimitStoreFailures } from '../metrics.js';
import { STORE_TIMEOUT_MS } from '../store-timeout.js';
import { RateLimits, type RateLimitPolicy, type RateLimitsOptions } from './index.js';

/**
 * The shared limiter against real stores: the machine's PostgreSQL (a database of this file's own) and Redis at
 * TEST_REDIS_URL (keys carry the test database's name, so parallel runs count apart). Without a Redis the Redis
 * cases are skipped, as the broker's are without AMQP_URL; CI sets it (.ci/run).
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
/** The stores the counting cases run against, by name. */
const STORES: [string, Partial<RateLimitsOptions>][] = [
  ['PostgreSQL', {}],
  ...(REDIS_URL ? [['Redis', { redisUrl: REDIS_URL }] as [string, Partial<RateLimitsOptions>]] : []),
];
const POLICY: RateLimitPolicy = { name: 'test-policy', points: 10, windowSeconds: 60 };

let database: TestDatabase;
const opened: RateLimits[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((limits) => limits.close()));
});
afterAll(() => database?.drop());

/** The log lines a component writes, as objects. */
function capturedLog() {
  const lines: { level: number; msg: string; failures?: number }[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

async function open(options: Partial<RateLimitsOptions> = {}): Promise<RateLimits> {
  const limits = await RateLimits.open({
    namespace: 'test',
    factor: 0.3,
    databaseUrl: database.url,
    log: capturedLog().log,
    ...options,
  });
  opened.push(limits);
  return limits;
}

interface Decision {
  allowed: boolean;
  headers: Record<string, string>;
  retryAfter?: unknown;
}

async function consume(limits: RateLimits, key: string, policy = POLICY): Promise<Decision> {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) };
  try {
    await limits.consume(policy, key, response);
    return { allowed: true, headers };
  } catch (error) {
    if (!(error instanceof AppError) || error.extensions.code !== ErrorCode.RATE_LIMIT_EXCEEDED) throw error;
    return { allowed: false, headers, retryAfter: error.extensions.retryAfter };
  }
}

const failures = async (store: string, namespace: string) =>
  (await rateLimitStoreFailures.get()).values.find(
    (value) => value.labels.store === store && value.labels.namespace === namespace,
  )?.value ?? 0;

describe.each(STORES)('counters in %s', (store, storeOptions) => {
  test('are shared by replicas: a limit of 3 lets 3 through across two of them, whose headers agree', async () => {
    const replicas = [await open(storeOptions), await open(storeOptions)];
    expect(replicas[0].storeKind).toBe(store === 'Redis' ? 'redis' : 'postgres');
    const key = randomUUID();
    const decisions: Decision[] = [];
    for (let count = 0; count < 6; count++) decisions.push(await consume(replicas[count % 2], key));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false, false]);
    expect(decisions.map((decision) => decision.headers['x-ratelimit-limit'])).toEqual(Array(6).fill('3'));
    expect(decisions.map((decision) => decision.headers['x-ratelimit-remaining'])).toEqual([
      '2',
      '1',
      '0',
      '0',
      '0',
      '0',
    ]);
    const resets = decisions.map((decision) => Number(decision.headers['x-ratelimit-reset']));
    // One window, started by the first request: every answer names the same end (to the second it is rounded to).
    expect(Math.max(...resets) - Math.min(...resets)).toBeLessThanOrEqual(1);
    expect(resets[0]).toBeGreaterThan(Date.now() / 1000);
    expect(resets[0]).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + POLICY.windowSeconds);
    for (const refused of decisions.slice(3)) {
      expect(refused.headers['retry-after']).toBe(String(refused.retryAfter));
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(POLICY.windowSeconds);
    }
    const retryAfters = decisions.slice(3).map((decision) => Number(decision.retryAfter));
    expect(Math.max(...retryAfters) - Math.min(...retryAfters)).toBeLessThanOrEqual(1);
    // Another key has a budget of its own.
    expect((await consume(replicas[1], randomUUID())).headers['x-ratelimit-remaining']).toBe('2');
  });

  test('count each namespace apart, and a policy whose numbers change afresh', async () => {
    const training = await open({ ...storeOptions, namespace: 'training' });
    const factory = await open({ ...storeOptions, namespace: 'factory' });
    const key = randomUUID();
    for (let count = 0; count < 3; count++) expect((await consume(training, key)).allowed).toBe(true);
    expect((await consume(training, key)).allowed).toBe(false);
    expect((await consume(factory, key)).headers['x-ratelimit-remaining']).toBe('2');
    // A plan's limit raised: its own counter, not the exhausted one.
    const raised = { ...POLICY, points: 20 };
    expect((await consume(training, key, raised)).headers).toMatchObject({
      'x-ratelimit-limit': '6',
      'x-ratelimit-remaining': '5',
    });
  });

  test('scale by RATE_LIMIT_FACTOR, which turns scaled limits off at 0 and leaves unscaled ones (plans) alone', async () => {
    const off = await open({ ...storeOptions, factor: 0 });
    const key = randomUUID();
    for (let count = 0; count < 20; count++) expect(await consume(off, key)).toEqual({ allowed: true, headers: {} });
    const plan: RateLimitPolicy = { name: 'plan', points: 2, windowSeconds: 60, scaled: false };
    expect((await consume(off, key, plan)).headers['x-ratelimit-limit']).toBe('2');
    expect((await consume(off, key, plan)).allowed).toBe(true);
    expect((await consume(off, key, plan)).allowed).toBe(false);
  });

  test('lease from what the store has left: remaining counts down by one in a replica, and shows another’s leases', async () => {
    const plan: RateLimitPolicy = { name: 'large-plan', points: 100_000, windowSeconds: 60, scaled: false };
    const [first, second] = [await open(storeOptions), await open(storeOptions)];
    const key = randomUUID();
    const remaining: number[] = [];
    for (let count = 0; count < 1_500; count++) {
      const decision = await consume(first, key, plan);
      expect(decision.allowed).toBe(true);
      remaining.push(Number(decision.headers['x-ratelimit-remaining']));
    }
    // One point for the first request, then leases of 1,000 (a quarter of what is left, at most 1,000).
    expect(remaining.slice(0, 3)).toEqual([99_999, 99_998, 99_997]);
    expect(remaining[1_499]).toBe(100_000 - 2_001 + 501);
    // The other replica's first request takes one point: the store has counted 2,002.
    expect((await consume(second, key, plan)).headers['x-ratelimit-remaining']).toBe(String(100_000 - 2_002));
  });

  test('ask the store about once per 100 requests of a busy key, and once per request of an idle one', async () => {
    const counter = await StoreRequestCounter.start(storeOptions.redisUrl ?? database.url);
    try {
      const limits = await open(storeOptions.redisUrl ? { redisUrl: counter.url } : { databaseUrl: counter.url });
      await consume(limits, randomUUID());
      const requestsOf = async (run: () => Promise<unknown>) => {
        const before = counter.requests;
        await run();
        return counter.requests - before;
      };
      // A production limit of 100 a minute and an address that asks 2,000 times: 100 let through, the rest refused
      // here once the store had nothing left.
      const production: RateLimitPolicy = { name: 'busy', points: 100, windowSeconds: 60, scaled: false };
      const busy = randomUUID();
      const decisions: Decision[] = [];
      const busyRequests = await requestsOf(async () => {
        for (let count = 0; count < 2_000; count++) decisions.push(await consume(limits, busy, production));
      });
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(100);
      expect(decisions.slice(0, 100).every((decision) => decision.allowed)).toBe(true);
      expect(busyRequests).toBeLessThanOrEqual(2_000 / 100);
      // A limit too large to reach (a plan, or the bench's factor): leases of 1,000.
      const large: RateLimitPolicy = { name: 'busy-large', points: 10_000_000, windowSeconds: 60, scaled: false };
      const largeRequests = await requestsOf(async () => {
        for (let count = 0; count < 5_000; count++) expect((await consume(limits, busy, large)).allowed).toBe(true);
      });
      expect(largeRequests).toBeLessThanOrEqual(5_000 / 100);
      const idleRequests = await requestsOf(async () => {
        for (let count = 0; count < 20; count++) await consume(limits, randomUUID(), production);
      });
      expect(idleRequests).toBe(20);
    } finally {
      await Promise.all(opened.splice(0).map((limits) => limits.close()));
      await counter.stop();
    }
  });

  test('never let more than a production limit through across replicas that each see a busy address', async () => {
    const production: RateLimitPolicy = { name: 'shared-busy', points: 100, windowSeconds: 60, scaled: false };
    const replicas = [await open(storeOptions), await open(storeOptions), await open(storeOptions)];
    const key = randomUUID();
    let allowed = 0;
    // Bursts of concurrent requests on every replica, one after another, as a load balancer spreads a busy client.
    for (let burst = 0; burst < 20; burst++) {
      const decisions = await Promise.all(
        Array.from({ length: 30 }, (_, index) => consume(replicas[index % replicas.length], key, production)),
      );
      allowed += decisions.filter((decision) => decision.allowed).length;
    }
    expect(allowed).toBe(100);
  });

  test('never let more than the limit through across replicas leasing at once, and give back what they hold at stop', async () => {
    const plan: RateLimitPolicy = { name: 'odd-plan', points: 2_001, windowSeconds: 60, scaled: false };
    const replicas = [await open(storeOptions), await open(storeOptions), await open(storeOptions)];
    const key = randomUUID();
    const decisions = await Promise.all(
      Array.from({ length: 2_400 }, (_, index) => consume(replicas[index % replicas.length], key, plan)),
    );
    const allowed = decisions.filter((decision) => decision.allowed).length;
    expect(allowed).toBeLessThanOrEqual(2_001);
    // A replica may hold a lease its share of the burst did not use: at most a quarter of what was left.
    expect(allowed).toBeGreaterThanOrEqual(2_001 * 0.75);
    for (const decision of decisions.filter((decision) => !decision.allowed))
      expect(Number(decision.retryAfter)).toBeGreaterThan(0);
    // Stopped, the replicas give their leases back: a replica started since admits exactly the rest of the limit.
    await Promise.all(opened.splice(0).map((limits) => limits.close()));
    const late = await open(storeOptions);
    let lateAllowed = 0;
    while ((await consume(late, key, plan)).allowed) lateAllowed++;
    expect(allowed + lateAllowed).toBe(2_001);
  });
});

describe('the PostgreSQL table', () => {
  test('is created once when several replicas start at the same moment on a fresh database', async () => {
    const fresh = await createTestDatabase();
    try {
      const replicas = await Promise.all(
        Array.from({ length: 6 }, () =>
          RateLimits.open({ namespace: 'test', factor: 1, databaseUrl: fresh.url, log: capturedLog().log }),
        ),
      );
      opened.push(...replicas);
      const key = randomUUID();
      const decisions = await Promise.all(replicas.map((replica) => consume(replica, key)));
      // Ten points, six concurrent requests: each saw a different count.
      expect(decisions.map((decision) => decision.headers['x-ratelimit-remaining']).sort()).toEqual([
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
      ]);
      await Promise.all(opened.splice(0).map((limits) => limits.close()));
    } finally {
      await fresh.drop();
    }
  });

  /**
   * Starts a replica on a fresh database through `arrange`'s URL, then counts one request through it: the count the
   * shared table holds for it afterwards (0 if the replica counted in its own process).
   */
  async function startOn(arrange: (fresh: TestDatabase) => Promise<string>, started = () => {}): Promise<number> {
    const fresh = await createTestDatabase();
    try {
      const databaseUrl = await arrange(fresh);
      const limits = await RateLimits.open({ namespace: 'test', factor: 1, databaseUrl, log: capturedLog().log });
      opened.push(limits);
      started();
      const key = randomUUID();
      await consume(limits, key);
      const reader = await SqlConnection.open(fresh.url);
      try {
        const counted = await reader.sql<{ points: number }>(
          'select points from rate_limits.counters where key like ?',
          [`%:${key}`],
        );
        return counted[0]?.points ?? 0;
      } finally {
        await reader.close();
      }
    } finally {
      await Promise.all(opened.splice(0).map((limits) => limits.close()));
      await fresh.drop();
    }
  }

  test('is made by a start that waits longer than a decision may for another replica to finish making it', async () => {
    const counted = await startOn(async (fresh) => {
      const replica = await SqlConnection.open(fresh.url, 'test-lock-holder');
      await replica.sql('begin');
      await replica.sql(`select pg_advisory_xact_lock(hashtext('rate_limits.counters'))`);
      setTimeout(() => void replica.sql('commit').finally(() => replica.close()), 2 * STORE_TIMEOUT_MS);
      return fresh.url;
    });
    expect(counted).toBe(1);
  });

  test('is made by a start whose server takes longer to accept a connection than a decision may wait', async () => {
    let proxy: TcpProxy | undefined;
    try {
      const counted = await startOn(
        async (fresh) => {
          proxy = await TcpProxy.create(new URL(fresh.url));
          proxy.connectDelayMs = 2 * STORE_TIMEOUT_MS;
          await proxy.start();
          return proxy.url;
        },
        () => (proxy!.connectDelayMs = 0),
      );
      expect(counted).toBe(1);
    } finally {
      await proxy?.stop();
    }
  });

  test('holds one row per key and window, named by namespace, policy and its numbers', async () => {
    const limits = await open();
    const key = randomUUID();
    await consume(limits, key);
    const reader = await SqlConnection.open(database.url);
    try {
      const rows = await reader.sql<{ key: string; points: number; expire: string }>(
        'select key, points, expire from rate_limits.counters where key like ?',
        [`%:${key}`],
      );
      expect(rows).toEqual([{ key: `test:test-policy:3:60:${key}`, points: 1, expire: expect.any(String) }]);
      expect(Number(rows[0].expire)).toBeGreaterThan(Date.now());
    } finally {
      await reader.close();
    }
  });
});

describe('a store that does not answer', () => {
  test('Redis not listening: each process counts on its own, with one warning and a failure counted per decision', async () => {
    const { log, lines } = capturedLog();
    const namespace = `redis-down-${randomUUID()}`;
    const limits = await open({ redisUrl: `redis://127.0.0.1:${await freePort()}`, namespace, log });
    const key = randomUUID();
    const decisions: Decision[] = [];
    for (let count = 0; count < 5; count++) decisions.push(await consume(limits, key));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions.map((decision) => decision.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0', '0', '0']);
    expect(decisions[3].headers['retry-after']).toMatch(/^\d+$/);
    expect(await failures('redis', namespace)).toBe(5);
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({ msg: 'rate-limit store unavailable: counting in this process until it answers' }),
    ]);
  });

  test.each(STORES)(
    '%s cut off and back: counted in the process meanwhile, then in the shared store again',
    async (_name, { redisUrl }) => {
      const kind = redisUrl ? 'redis' : 'postgres';
      const proxy = await TcpProxy.create(new URL(redisUrl ?? database.url));
      await proxy.start();
      try {
        const { log, lines } = capturedLog();
        const namespace = `${kind}-cut-${randomUUID()}`;
        const policy: RateLimitPolicy = { name: 'cut', points: 5, windowSeconds: 60, scaled: false };
        const limits = await open(
          kind === 'redis' ? { redisUrl: proxy.url, namespace, log } : { databaseUrl: proxy.url, namespace, log },
        );
        expect(limits.storeKind).toBe(kind);
        const key = randomUUID();
        expect((await consume(limits, key, policy)).headers['x-ratelimit-remaining']).toBe('4');

        await proxy.stop();
        const during = [await consume(limits, key, policy), await consume(limits, key, policy)];
        // The process's own counters start from nothing: the shared one's count is not known to them.
        expect(during.map((decision) => [decision.allowed, decision.headers['x-ratelimit-remaining']])).toEqual([
          [true, '4'],
          [true, '3'],
        ]);
        expect(await failures(kind, namespace)).toBe(2);
        expect(lines.filter((line) => line.level === 40)).toHaveLength(1);

        await proxy.start();
        // A client reconnects in the background (Redis) or at the next query (PostgreSQL): wait until a decision of
        // another key is the store's again.
        await waitFor(
          async () => {
            const before = await failures(kind, namespace);
            await consume(limits, randomUUID(), policy);
            return (await failures(kind, namespace)) === before ? true : undefined;
          },
          { what: 'the store to answer again' },
        );
        expect(lines.filter((line) => line.msg === 'rate-limit store answers again')).toHaveLength(1);
        // The shared count resumes where it was: one request before the cut, this one now.
        expect((await consume(limits, key, policy)).headers['x-ratelimit-remaining']).toBe('3');
      } finally {
        await proxy.stop();
      }
    },
  );
});
