import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { resetConfig } from '../../platform/config.js';
import { complianceEnv } from '../../test/support/compliance.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/database.js';
import { complianceSubgraph } from '../compliance/subgraph.js';
import { startSubgraph, type RunningSubgraph } from './server.js';

/**
 * Two replicas of one subgraph (compliance, over one database) share their rate limits: the anonymous per-address
 * limit, 100 per 15 minutes scaled by RATE_LIMIT_FACTOR = 0.05 to 5, lets 5 requests through across both, and
 * both answer the same headers. Once with the counters in PostgreSQL, once in Redis at TEST_REDIS_URL (skipped without
 * one, as the broker's cases are without AMQP_URL; CI sets it).
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
const LIMIT = 5;
const WINDOW_SECONDS = 15 * 60;

let database: TestDatabase;
let replicas: RunningSubgraph[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  replicas = [];
});
afterAll(() => database?.drop());

async function startReplicas(env: Record<string, string | undefined>): Promise<RunningSubgraph[]> {
  for (const [key, value] of Object.entries(complianceEnv({ RATE_LIMIT_FACTOR: '0.05', ...env }))) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfig();
  // One after the other: the first migrates the database.
  replicas.push(await startSubgraph(complianceSubgraph, { port: 0, databaseUrl: database.url }));
  replicas.push(await startSubgraph(complianceSubgraph, { port: 0, databaseUrl: database.url }));
  return replicas;
}

interface Answer {
  limit: string | null;
  remaining: string | null;
  reset: number;
  retryAfter: string | null;
  code?: unknown;
  bodyRetryAfter?: unknown;
}

/** An anonymous request from `address` (as the gateway forwards it) to `replica`. */
async function plans(replica: RunningSubgraph, address: string): Promise<Answer> {
  const response = await fetch(replica.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: '{ subscriptionPlans { id } }' }),
  });
  const body = (await response.json()) as { errors?: { extensions?: Record<string, unknown> }[] };
  const error = body.errors?.[0]?.extensions;
  return {
    limit: response.headers.get('x-ratelimit-limit'),
    remaining: response.headers.get('x-ratelimit-remaining'),
    reset: Number(response.headers.get('x-ratelimit-reset')),
    retryAfter: response.headers.get('retry-after'),
    ...(error ? { code: error.code, bodyRetryAfter: error.retryAfter } : {}),
  };
}

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

describe.each([['PostgreSQL', { REDIS_URL: undefined }], ...(REDIS_URL ? [['Redis', { REDIS_URL }] as const] : [])])(
  'two replicas with their counters in %s',
  (_store, env) => {
    it(`let exactly ${LIMIT} requests of one address through between them, and answer the same headers`, async () => {
      const [first, second] = await startReplicas(env);
      // Each run has a database of its own, and in Redis keys carry its name: fixed addresses count afresh.
      const address = '198.51.100.7';
      const answers: Answer[] = [];
      for (let count = 0; count < 2 * LIMIT; count++) answers.push(await plans(count % 2 ? second! : first!, address));

      expect(answers.map((answer) => answer.code ?? 'OK')).toEqual([
        ...Array<string>(LIMIT).fill('OK'),
        ...Array<string>(LIMIT).fill('RATE_LIMIT_EXCEEDED'),
      ]);
      expect(answers.map((answer) => answer.limit)).toEqual(Array(2 * LIMIT).fill(String(LIMIT)));
      // Counted down across the replicas, in the order the requests came.
      expect(answers.map((answer) => answer.remaining)).toEqual([
        ...Array.from({ length: LIMIT }, (_, index) => String(LIMIT - 1 - index)),
        ...Array<string>(LIMIT).fill('0'),
      ]);
      // One window, opened by the first request, whichever replica answers (to the second it is rounded to).
      const resets = answers.map((answer) => answer.reset);
      expect(spread(resets)).toBeLessThanOrEqual(1);
      expect(resets[0]).toBeGreaterThan(Date.now() / 1000);
      expect(resets[0]).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + WINDOW_SECONDS);
      const refused = answers.slice(LIMIT);
      for (const answer of refused) {
        expect(answer.retryAfter).toBe(String(answer.bodyRetryAfter));
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(Number(answer.retryAfter)).toBeLessThanOrEqual(WINDOW_SECONDS);
      }
      expect(spread(refused.map((answer) => Number(answer.retryAfter)))).toBeLessThanOrEqual(1);

      // Another address has its budget of its own, on either replica.
      expect((await plans(second!, '203.0.113.9')).remaining).toBe(String(LIMIT - 1));
    });
  },
);
