import { composeServices } from '@apollo/composition';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'graphql';
import { setTimeout as sleep } from 'node:timers/promises';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { startTestSubgraph, type RunningTestSubgraph } from '../support/echo-subgraph.js';
import { graphqlRequest } from '../support/stack.js';

/**
 * In-flight deduplication of subgraph queries: identical queries sent while one is on its way share its answer;
 * anything the subgraph could tell apart (credentials, tenant, variables) is never shared, and mutations are
 * always sent one by one. A query does not carry the client's address (limits per address are the gateway's), so
 * anonymous clients of different addresses share one call; a mutation carries it.
 */

const SDL = /* GraphQL */ `
  type Query {
    "Counts its calls; answers after a while, with the caller's authorization header."
    slowCount(tag: String!): Reading!
  }
  type Reading {
    calls: Int!
    authorization: String
    forwardedFor: String
  }
  type Mutation {
    "Counts its calls; answers with the X-Forwarded-For it was sent."
    bump: String
  }
`;

const CONCURRENT = 8;
let calls = 0;
let subgraph: RunningTestSubgraph;
let sharing: RunningGateway;
let unshared: RunningGateway;

beforeAll(async () => {
  subgraph = await startTestSubgraph({
    typeDefs: SDL,
    resolvers: {
      Query: {
        slowCount: async (_root, _args, { req }) => {
          calls++;
          await sleep(200);
          return {
            calls,
            authorization: req.headers.authorization ?? null,
            forwardedFor: req.headers['x-forwarded-for'] ?? null,
          };
        },
      },
      Mutation: {
        bump: async (_root, _args, { req }) => {
          await sleep(100);
          calls++;
          return req.headers['x-forwarded-for'] ?? null;
        },
      },
    },
  });
  const composed = composeServices([{ name: 'counter', url: subgraph.url, typeDefs: parse(subgraph.sdl) }]);
  if (composed.errors) throw new Error(composed.errors.map((error) => error.message).join('\n'));
  const options = {
    port: 0,
    supergraphSdl: composed.supergraphSdl!,
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

const query = (gateway: RunningGateway, tag: string, headers: Record<string, string> = {}) =>
  graphqlRequest<{ slowCount: { calls: number; authorization: string | null; forwardedFor: string | null } }>(
    gateway.url,
    'query Count($tag: String!) { slowCount(tag: $tag) { calls authorization forwardedFor } }',
    { tag },
    headers,
  );

describe('in-flight deduplication of subgraph queries', () => {
  it('sends identical concurrent queries once and gives every client the answer', async () => {
    let answers: Awaited<ReturnType<typeof query>>[] = [];
    const sent = await callsDuring(async () => {
      answers = await Promise.all(
        Array.from({ length: CONCURRENT }, () => query(sharing, 'same', { authorization: 'Bearer a' })),
      );
    });
    expect(sent).toBe(1);
    expect(new Set(answers.map((answer) => answer.data?.slowCount.calls)).size).toBe(1);
    for (const answer of answers) expect(answer.data?.slowCount.authorization).toBe('Bearer a');
  });

  it('shares one call between anonymous clients of different addresses, and tells the subgraph none of them', async () => {
    let answers: Awaited<ReturnType<typeof query>>[] = [];
    const sent = await callsDuring(async () => {
      answers = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, index) =>
          query(sharing, 'anonymous', { 'x-forwarded-for': `203.0.113.${index + 1}` }),
        ),
      );
    });
    expect(sent).toBe(1);
    for (const answer of answers) expect(answer.data?.slowCount.forwardedFor).toBeNull();
  });

  it('never shares an answer between different credentials, tenants or variables', async () => {
    const variants: [string, Record<string, string>][] = [
      ['same', { authorization: 'Bearer a' }],
      ['same', { authorization: 'Bearer b' }],
      ['same', { authorization: 'Bearer a', 'x-tenant-id': '6f2c1f0e-3b9a-4c1e-9d7e-2a5b8c0d1e2f' }],
      ['other', { authorization: 'Bearer a' }],
    ];
    let answers: Awaited<ReturnType<typeof query>>[] = [];
    const sent = await callsDuring(async () => {
      answers = await Promise.all(
        variants.flatMap(([tag, headers]) => [query(sharing, tag, headers), query(sharing, tag, headers)]),
      );
    });
    expect(sent).toBe(variants.length);
    expect(answers.map((answer) => answer.data?.slowCount.authorization)).toEqual(
      variants.flatMap(([, headers]) => [headers.authorization, headers.authorization]),
    );
  });

  it('shares only while in flight: a query after the answer is sent again', async () => {
    const sent = await callsDuring(async () => {
      await query(sharing, 'later');
      await query(sharing, 'later');
    });
    expect(sent).toBe(2);
  });

  it('sends every mutation, with the client’s address', async () => {
    let answers: Awaited<ReturnType<typeof graphqlRequest<{ bump: string | null }>>>[] = [];
    const sent = await callsDuring(async () => {
      answers = await Promise.all(
        Array.from({ length: 4 }, (_, index) =>
          graphqlRequest<{ bump: string | null }>(
            sharing.url,
            'mutation { bump }',
            {},
            {
              'x-forwarded-for': `198.51.100.${index + 1}`,
            },
          ),
        ),
      );
    });
    expect(sent).toBe(4);
    expect(answers.map((answer) => answer.data?.bump)).toEqual([
      '198.51.100.1',
      '198.51.100.2',
      '198.51.100.3',
      '198.51.100.4',
    ]);
  });

  it('can be turned off', async () => {
    const sent = await callsDuring(() =>
      Promise.all(Array.from({ length: CONCURRENT }, () => query(unshared, 'same'))),
    );
    expect(sent).toBe(CONCURRENT);
  });
});
