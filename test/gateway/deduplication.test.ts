import { composeServices } from '@apollo/composition';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { parse } from 'graphql';
import { setTimeout as sleep } from 'node:timers/promises';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { subgraphQueriesShared } from '../../platform/metrics.js';
import { startTestSubgraph, type RunningTestSubgraph } from '../support/echo-subgraph.js';
import { graphqlRequest } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * In-flight deduplication of subgraph queries: identical queries sent while one is on its way share its answer;
 * anything the subgraph could tell apart (credentials, tenant, variables) is never shared, and mutations are
 * always sent one by one. A query does not carry the client's address (limits per address are the gateway's), so
 * anonymous clients of different addresses share one call; a mutation carries it.
 */

const SDL = /* GraphQL */ `
  type Query {
    "Counts its calls; answers once the test releases it (when it holds calls), with the caller's authorization header."
    heldCount(tag: String!): Reading!
    "Reads the stored value at once, and answers it once the test releases it (when it holds reads)."
    stored: Int!
  }
  type Reading {
    calls: Int!
    authorization: String
    forwardedFor: String
  }
  type Mutation {
    "Counts its calls; answers once released (as heldCount), with the X-Forwarded-For it was sent."
    bump: String
    "Sets the stored value (what stored reads) and answers it."
    store(value: Int!): Int!
  }
`;

const CONCURRENT = 8;
let calls = 0;
/** Holds every `heldCount` and `bump` call that has been counted until released, when set. */
let callsHeld: Promise<void> | undefined;
/** What `stored` reads and `store` writes: the subgraph's data. */
let storedValue = 0;
/** Calls of `stored` that have read the value. */
let storedReads = 0;
/** Holds every `stored` read that has read its value until released (read-your-writes tests), when set. */
let held: Promise<void> | undefined;
/** How long every `stored` read takes after it has read its value: a read in flight across writes. */
let readLatencyMs = 0;
let subgraph: RunningTestSubgraph;
let sharing: RunningGateway;
let unshared: RunningGateway;

beforeAll(async () => {
  subgraph = await startTestSubgraph({
    typeDefs: SDL,
    resolvers: {
      Query: {
        stored: async () => {
          const value = storedValue;
          storedReads++;
          await held;
          if (readLatencyMs) await sleep(readLatencyMs);
          return value;
        },
        heldCount: async (_root, _args, { req }) => {
          calls++;
          await callsHeld;
          return {
            calls,
            authorization: req.headers.authorization ?? null,
            forwardedFor: req.headers['x-forwarded-for'] ?? null,
          };
        },
      },
      Mutation: {
        store: (_root, { value }: { value: number }) => (storedValue = value),
        bump: async (_root, _args, { req }) => {
          calls++;
          await callsHeld;
          return req.headers['x-forwarded-for'] ?? null;
        },
      },
    },
  });
  const composed = composeServices([{ name: 'counter', url: subgraph.url, typeDefs: parse(subgraph.sdl) }]);
  if (composed.errors) throw new Error(composed.errors.map((error) => error.message).join('\n'));
  const options = {
    port: 0,
    supergraphSdl: composed.supergraphSdl,
    subgraphUrls: { counter: subgraph.url },
    // Clients of several addresses, as a trusted REST adapter forwards them.
    trustedProxies: ['loopback'],
  };
  sharing = await startGateway(options);
  unshared = await startGateway({ ...options, deduplicateQueries: false });
});

afterAll(async () => {
  await sharing?.stop();
  await unshared?.stop();
  await subgraph?.stop();
});

/** Subgraph calls made while `run` ran. */
async function callsDuring(run: () => Promise<unknown>): Promise<number> {
  const before = calls;
  await run();
  return calls - before;
}

/** Queries the gateways of this process did not send to the subgraph, sharing an identical one's answer. */
async function sharedQueries(): Promise<number> {
  const { values } = await subgraphQueriesShared.get();
  return values.find((value) => value.labels.subgraph === 'counter')?.value ?? 0;
}

/**
 * Sends the requests `send` starts while the subgraph holds every call, and releases the calls once every request
 * is accounted for at the gateway: sent to the subgraph (counted there) or joined to an identical call in flight
 * (counted by the gateway). So the requests overlap at the gateway however slowly the machine runs them, and what
 * the subgraph was sent is known. Answers the requests' answers and the subgraph calls they made.
 */
async function sentTogether<T>(send: () => Promise<T>[]): Promise<{ answers: T[]; sent: number }> {
  const [callsBefore, sharedBefore] = [calls, await sharedQueries()];
  let release!: () => void;
  callsHeld = new Promise<void>((resolve) => (release = resolve));
  try {
    const requests = send();
    const answers = Promise.all(requests);
    // Awaited once released; a request failing meanwhile is not an unhandled rejection.
    answers.catch(() => undefined);
    await waitFor(
      async () => (calls - callsBefore + (await sharedQueries()) - sharedBefore >= requests.length ? true : undefined),
      { intervalMs: 10, what: 'every request sent to the subgraph or joined to a call in flight' },
    );
    release();
    return { answers: await answers, sent: calls - callsBefore };
  } finally {
    release();
    callsHeld = undefined;
  }
}

const query = (gateway: RunningGateway, tag: string, headers: Record<string, string> = {}) =>
  graphqlRequest<{ heldCount: { calls: number; authorization: string | null; forwardedFor: string | null } }>(
    gateway.url,
    'query Count($tag: String!) { heldCount(tag: $tag) { calls authorization forwardedFor } }',
    { tag },
    headers,
  );

describe('in-flight deduplication of subgraph queries', () => {
  test('sends identical concurrent queries once and gives every client the answer', async () => {
    const { answers, sent } = await sentTogether(() =>
      Array.from({ length: CONCURRENT }, () => query(sharing, 'same', { authorization: 'Bearer a' })),
    );
    expect(sent).toBe(1);
    expect(new Set(answers.map((answer) => answer.data?.heldCount.calls)).size).toBe(1);
    for (const answer of answers) expect(answer.data?.heldCount.authorization).toBe('Bearer a');
  });

  test('shares one call between anonymous clients of different addresses, and tells the subgraph none of them', async () => {
    const { answers, sent } = await sentTogether(() =>
      Array.from({ length: CONCURRENT }, (_, index) =>
        query(sharing, 'anonymous', { 'x-forwarded-for': `203.0.113.${index + 1}` }),
      ),
    );
    expect(sent).toBe(1);
    for (const answer of answers) expect(answer.data?.heldCount.forwardedFor).toBeNull();
  });

  test('never shares an answer between different credentials, tenants or variables', async () => {
    const variants: [string, Record<string, string>][] = [
      ['same', { authorization: 'Bearer a' }],
      ['same', { authorization: 'Bearer b' }],
      ['same', { authorization: 'Bearer a', 'x-tenant-id': '6f2c1f0e-3b9a-4c1e-9d7e-2a5b8c0d1e2f' }],
      ['other', { authorization: 'Bearer a' }],
    ];
    const { answers, sent } = await sentTogether(() =>
      variants.flatMap(([tag, headers]) => [query(sharing, tag, headers), query(sharing, tag, headers)]),
    );
    expect(sent).toBe(variants.length);
    expect(answers.map((answer) => answer.data?.heldCount.authorization)).toEqual(
      variants.flatMap(([, headers]) => [headers.authorization, headers.authorization]),
    );
  });

  test('shares only while in flight: a query after the answer is sent again', async () => {
    const sent = await callsDuring(async () => {
      await query(sharing, 'later');
      await query(sharing, 'later');
    });
    expect(sent).toBe(2);
  });

  test('sends every mutation, with the client’s address', async () => {
    const { answers, sent } = await sentTogether(() =>
      Array.from({ length: 4 }, (_, index) =>
        graphqlRequest<{ bump: string | null }>(
          sharing.url,
          'mutation { bump }',
          {},
          { 'x-forwarded-for': `198.51.100.${index + 1}` },
        ),
      ),
    );
    expect(sent).toBe(4);
    expect(answers.map((answer) => answer.data?.bump)).toEqual([
      '198.51.100.1',
      '198.51.100.2',
      '198.51.100.3',
      '198.51.100.4',
    ]);
  });

  test('can be turned off', async () => {
    const { sent } = await sentTogether(() => Array.from({ length: CONCURRENT }, () => query(unshared, 'same')));
    expect(sent).toBe(CONCURRENT);
  });
});

describe('read-your-writes', () => {
  const read = (gateway: RunningGateway, headers: Record<string, string> = {}) =>
    graphqlRequest<{ stored: number }>(gateway.url, 'query Stored { stored }', {}, headers);
  const write = async (gateway: RunningGateway, value: number, headers: Record<string, string> = {}) => {
    const answer = await graphqlRequest<{ store: number }>(
      gateway.url,
      'mutation Store($value: Int!) { store(value: $value) }',
      { value },
      headers,
    );
    expect(answer.data?.store).toBe(value);
  };

  test('a read sent after a write was acknowledged never joins an identical read that began before the write', async () => {
    await write(sharing, 1);
    let release!: () => void;
    held = new Promise<void>((resolve) => (release = resolve));
    try {
      const readsBefore = storedReads;
      // A read in flight that has read the value before the write: held at the subgraph.
      const before = read(sharing);
      await waitFor(() => (storedReads > readsBefore ? true : undefined), { what: 'the first read at the subgraph' });
      await write(sharing, 2);
      // Identical reads sent after the write was acknowledged, over HTTP and in-process (the REST adapter's way),
      // must be sent anew (they may share one call with each other): the subgraph sees it while the first is held.
      const after = read(sharing);
      const inProcess = sharing.execute({ query: 'query Stored { stored }', variables: {}, headers: {} });
      await waitFor(() => (storedReads >= readsBefore + 2 ? true : undefined), {
        timeoutMs: 15_000,
        what: 'the reads sent after the write to reach the subgraph (not to join the one in flight)',
      });
      release();
      expect((await after).data?.stored).toBe(2);
      expect((await inProcess).result.data?.stored).toBe(2);
      // The read that began before the write may answer what it read.
      expect((await before).data?.stored).toBe(1);
    } finally {
      release();
      held = undefined;
    }
  });

  test('concurrent identical readers never see a value older than the last write acknowledged before they asked', async () => {
    const READERS = 6;
    const WRITES = 40;
    // Each read answers what it read a little earlier, so that reads are in flight when writes are acknowledged.
    readLatencyMs = 25;
    let acknowledged = 0;
    let writing = true;
    const stale: string[] = [];
    let reads = 0;
    // Readers pause for different times between reads, so that they ask while reads of others are in flight.
    const reader = async (_: unknown, index: number) => {
      while (writing) {
        await sleep(index * 5);
        const floor = acknowledged;
        const value = (await read(sharing)).data?.stored ?? -1;
        reads++;
        if (value < floor) stale.push(`read ${value} after ${floor} was acknowledged`);
      }
    };
    const writer = async () => {
      for (let value = 10; value < 10 + WRITES; value++) {
        await write(sharing, value);
        acknowledged = value;
        // Reads and writes interleave however busy the machine is: a read completes after each acknowledgement.
        const readsThen = reads;
        await waitFor(() => (reads > readsThen ? true : undefined), { what: 'a read after the write' });
      }
      writing = false;
    };
    try {
      await Promise.all([writer(), ...Array.from({ length: READERS }, reader)]);
    } finally {
      readLatencyMs = 0;
    }
    expect(reads).toBeGreaterThanOrEqual(WRITES);
    expect(stale).toEqual([]);
  });
});
