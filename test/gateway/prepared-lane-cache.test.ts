import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { replicaOptions } from '../support/gateway-replicas.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * The prepared lane and the response cache (gateway/prepared-lane/), the lane answering for real: a public answer the
 * cache holds is served by the lane (a hit without Apollo Server's pipeline), a request asking afresh is executed by
 * it, and what it cannot serve from the cache (a miss, a request with a cookie) goes the full path, which fills the
 * cache. The same conversation with a gateway whose fast paths are off finds every answer and every hit the same.
 */
const PAGE = `query LanePage($limit: Int) {
  courses(limit: $limit, sort: [{ field: TITLE, direction: ASC }]) { total items { id title slug categories { name } } }
}`;
const TAXONOMIES = 'query LaneTaxonomies { taxonomies { categories { id name } } }';
const REPORTED_HEADERS = ['content-type', 'cache-control', 'x-ratelimit-limit', 'x-ratelimit-remaining'];

let stack: TestStack;
let full: RunningGateway;
let lane: RunningGateway;

beforeAll(async () => {
  stack = await startTestStack({ EVENTS_EXCHANGE: `prepared-lane-${randomBytes(4).toString('hex')}` });
  const options = await replicaOptions(stack);
  // Each its own client address (as a trusted proxy forwards it), so that each counts its limits afresh.
  full = await startGateway({ ...options, trustedProxies: ['loopback'], singleFetch: 'off' });
  lane = await startGateway({ ...options, trustedProxies: ['loopback'], singleFetch: 'on' });
  await waitFor(() => (full.responseCache?.usable() && lane.responseCache?.usable()) || undefined, {
    timeoutMs: 60_000,
    what: 'both gateways’ caches on',
  });
}, 120_000);
afterAll(async () => {
  await full?.stop();
  await lane?.stop();
  await stack?.stop();
});

interface Call {
  readonly query: string;
  readonly variables?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
}

const CONVERSATION: readonly Call[] = [
  // A miss (filled by the full path), then hits.
  ...[1, 1, 1].map((limit) => ({ query: PAGE, variables: { limit } })),
  { query: TAXONOMIES },
  { query: TAXONOMIES },
  // Asked afresh: executed, the cache neither read nor filled.
  { query: PAGE, variables: { limit: 1 }, headers: { 'cache-control': 'no-cache' } },
  { query: PAGE, variables: { limit: 2 }, headers: { 'cache-control': 'no-cache' } },
  // With a cookie (it may change a public answer): executed, never from the cache.
  { query: PAGE, variables: { limit: 1 }, headers: { cookie: 'session=1' } },
  // Another page size: a miss first, then a hit.
  { query: PAGE, variables: { limit: 2 } },
  { query: PAGE, variables: { limit: 2 } },
];

async function send(gateway: RunningGateway, address: string, call: Call) {
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...call.headers },
    body: JSON.stringify({ query: call.query, variables: call.variables }),
  });
  const headers = Object.fromEntries(REPORTED_HEADERS.map((name) => [name, response.headers.get(name)]));
  return { status: response.status, headers, body: await response.text() };
}

test('serves the public answers the cache holds, and answers everything as the full path does', async () => {
  const expected = [];
  for (const call of CONVERSATION) expected.push(await send(full, '198.51.100.41', call));
  const actual = [];
  for (const call of CONVERSATION) actual.push(await send(lane, '198.51.100.42', call));

  expect(expected.every((answer) => answer.status === 200 && !answer.body.includes('"errors"'))).toBe(true);
  expect(actual).toEqual(expected);
  // The same hits, in the same places: two of the first page, one of the taxonomies, one of the second page.
  expect(lane.responseCache!.stats.hits).toBe(4);
  expect(full.responseCache!.stats.hits).toBe(4);
  expect(full.preparedLane.answered()).toBe(0);
  // The lane answered the hits and the requests asked afresh after the first of their shape.
  expect(lane.preparedLane.answered()).toBeGreaterThanOrEqual(5);
});
