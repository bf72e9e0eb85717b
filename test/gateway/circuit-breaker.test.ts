import { composeServices } from '@apollo/composition';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { GraphQLError, parse } from 'graphql';
import { randomBytes } from 'node:crypto';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { TcpProxy } from '../../scripts/tcp-proxy.js';
import { startEchoSubgraph, startTestSubgraph, type RunningTestSubgraph } from '../support/echo-subgraph.js';
import { graphqlRequest } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * The gateway's circuit breaker per subgraph, in front of real subgraphs: what counts against a subgraph (transport
 * failures) and what does not (its own error answers, a client's upload over the limit); an open circuit refuses
 * calls at once and closes again after a successful trial call. The fault suite (test/faults/subgraph-killed) does
 * the same to the real subgraphs under load.
 */

const BREAKER = { resetTimeoutMs: 500, minimumCalls: 3, rollingWindowMs: 2_000 };
const MAX_UPLOAD_BYTES = 256 * 1024;

const FRAGILE_SDL = 'type Query { refused: Boolean broken: Boolean }';

let echo: RunningTestSubgraph;
let fragile: RunningTestSubgraph;
let echoProxy: TcpProxy;
let gateway: RunningGateway;

async function circuits(): Promise<Record<string, string>> {
  const response = await fetch(new URL('/health', gateway.url));
  return ((await response.json()) as { circuits: Record<string, string> }).circuits;
}

beforeAll(async () => {
  echo = await startEchoSubgraph();
  fragile = await startTestSubgraph({
    typeDefs: FRAGILE_SDL,
    resolvers: {
      Query: {
        // A 4xx answer of the subgraph, as its rate limits give.
        refused: () => {
          throw new GraphQLError('Too many requests', {
            extensions: { code: 'RATE_LIMIT_EXCEEDED', http: { status: 429 } },
          });
        },
        broken: () => {
          throw new GraphQLError('Not allowed', { extensions: { code: 'FORBIDDEN' } });
        },
      },
    },
  });
  echoProxy = await TcpProxy.create(new URL(echo.url));
  await echoProxy.start();
  const composed = composeServices([
    { name: 'echo', url: echo.url, typeDefs: parse(echo.sdl) },
    { name: 'fragile', url: fragile.url, typeDefs: parse(fragile.sdl) },
  ]);
  if (composed.errors) throw new Error(composed.errors.map((error) => error.message).join('\n'));
  gateway = await startGateway({
    port: 0,
    supergraphSdl: composed.supergraphSdl,
    subgraphUrls: { echo: echoProxy.url, fragile: fragile.url },
    maxUploadBytes: MAX_UPLOAD_BYTES,
    subgraphTimeoutMs: 5_000,
    subgraphBreaker: BREAKER,
  });
});

afterAll(async () => {
  await gateway?.stop();
  await echoProxy?.stop();
  await echo?.stop();
  await fragile?.stop();
});

describe('the circuit breaker of each subgraph', () => {
  test('does not count the subgraph’s own error answers (4xx, GraphQL errors) against it', async () => {
    for (let round = 0; round < 4 * BREAKER.minimumCalls; round++) {
      const [refused, broken] = await Promise.all([
        graphqlRequest(gateway.url, '{ refused }'),
        graphqlRequest(gateway.url, '{ broken }'),
      ]);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Too many requests',
        extensions: { code: 'RATE_LIMIT_EXCEEDED' },
      });
      expect(broken.errors?.[0]).toMatchObject({ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } });
    }
    expect((await circuits()).fragile).toBe('closed');
  });

  test('does not count uploads over the size limit against the subgraph, and streams uploads through it', async () => {
    const upload = (size: number) => {
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: 'mutation ($file: Upload!) { uploadFile(file: $file) { size } }',
          variables: { file: null },
        }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.file'] }));
      form.append('0', new Blob([randomBytes(size)]), 'big.bin');
      return fetch(gateway.url, { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });
    };
    for (let round = 0; round < 3 * BREAKER.minimumCalls; round++)
      expect((await upload(MAX_UPLOAD_BYTES + 1024)).status).toBe(413);
    expect((await circuits()).echo).toBe('closed');
    const accepted = await upload(MAX_UPLOAD_BYTES - 1024);
    expect(await accepted.json()).toEqual({ data: { uploadFile: { size: MAX_UPLOAD_BYTES - 1024 } } });
  });

  test('refuses calls at once while open, and closes after a successful trial call once the subgraph is back', async () => {
    expect((await graphqlRequest(gateway.url, '{ echoHeaders }')).errors).toBeUndefined();
    await echoProxy.stop();
    try {
      const answers: Awaited<ReturnType<typeof graphqlRequest>>[] = [];
      // Refused connections count until their share of the rolling window trips the circuit.
      await waitFor(
        async () => {
          const answer = await graphqlRequest(gateway.url, '{ echoHeaders }');
          answers.push(answer);
          return answer.errors?.[0]?.message === 'Subgraph "echo" is unavailable (circuit open)' ? true : undefined;
        },
        { intervalMs: 20, what: 'the echo circuit to open' },
      );
      for (const answer of answers) {
        expect(answer.errors?.[0]?.extensions).toMatchObject({
          code: 'SERVICE_UNAVAILABLE',
          status: 503,
          serviceName: 'echo',
        });
      }
      expect(answers[0].errors![0].message).toBe('Subgraph "echo" is unavailable');
      expect(['open', 'half-open']).toContain((await circuits()).echo);
      // The other subgraph is not concerned.
      expect((await graphqlRequest(gateway.url, '{ broken }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await echoProxy.start();
    }
    await waitFor(async () => ((await graphqlRequest(gateway.url, '{ echoHeaders }')).errors ? undefined : true), {
      what: 'the echo subgraph to answer through the gateway again',
    });
    expect((await circuits()).echo).toBe('closed');
  });
});
