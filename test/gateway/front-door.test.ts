import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { connect } from 'node:net';
import type { RunningGateway } from '../../gateway/server.js';
import { complianceSubgraph } from '../../subgraphs/compliance/subgraph.js';
import { complianceEnv } from '../support/compliance.js';
import { scrape, total } from '../support/prometheus.js';
import { startSubgraphUnderTest, type SubgraphUnderTest } from '../support/subgraph.js';
import { waitFor } from '../support/wait.js';

/**
 * The prepared lane's front door (gateway/prepared-lane/front-door.ts): a POST whose body the lane took before is
 * answered before Express, and every other body it reads is handed to Express as express.json would have made it.
 * Each answer is compared with the same request's answer from a gateway whose fast paths are off (whose front door
 * only ever hands over), and a body the front door reads (with a Content-Length) with the same body sent chunked,
 * which it leaves to express.json unread.
 */
const PLANS = 'query Plans { subscriptionPlans { id } }';
const ORIGIN = 'https://app.example.test';
const COMPARED_HEADERS = [
  'content-type',
  'cache-control',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
  'vary',
];

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | undefined>;
  readonly body: string;
}

/** A POST to /graphql, with a Content-Length or chunked, as node:http sends it. */
function post(
  url: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
  { chunked = false } = {},
): Promise<Answer & { correlationId: string | undefined }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers[name] as string])),
            body: Buffer.concat(chunks).toString(),
            correlationId: response.headers['x-correlation-id'] as string | undefined,
          }),
        );
      },
    );
    sent.on('error', reject);
    // Chunked: the body in two writes, so that it is no single chunk either.
    if (chunked && body.length > 1) {
      sent.write(body.slice(0, 1));
      sent.end(body.slice(1));
    } else sent.end(body);
  });
}

const withoutCorrelation = ({ correlationId: _id, ...answer }: Answer & { correlationId?: string }) => answer;

describe('the front door of the prepared lane', () => {
  let compliance: SubgraphUnderTest;
  let full: RunningGateway;
  let lane: RunningGateway;

  beforeAll(async () => {
    compliance = await startSubgraphUnderTest(
      complianceSubgraph,
      complianceEnv({ RATE_LIMIT_FACTOR: '0.5', CORS_ORIGINS: ORIGIN }),
    );
    full = await compliance.gatewayInFront({ singleFetch: 'off' });
    lane = await compliance.gatewayInFront({ singleFetch: 'on' });
    await waitFor(() => (full.responseCache?.usable() && lane.responseCache?.usable()) || undefined, {
      timeoutMs: 60_000,
      what: 'both gateways’ caches on',
    });
  }, 120_000);
  afterAll(async () => {
    await compliance?.stop();
  });

  test('answers a body it answered from the cache before itself, as the full path answers it', async () => {
    const body = JSON.stringify({ query: PLANS });
    const conversation = async (gateway: RunningGateway, address: string) => {
      const answers = [];
      for (let i = 0; i < 4; i++) {
        const correlationId = randomUUID();
        const answer = await post(gateway.url, body, { 'x-forwarded-for': address, 'x-correlation-id': correlationId });
        // The client's correlation id comes back, on every path.
        expect(answer.correlationId).toBe(correlationId);
        answers.push(withoutCorrelation(answer));
      }
      // From a browser of an allowed origin, and of another one.
      for (const origin of [ORIGIN, 'https://elsewhere.example.test'])
        answers.push(withoutCorrelation(await post(gateway.url, body, { 'x-forwarded-for': address, origin })));
      return answers;
    };
    const expected = await conversation(full, '198.51.100.61');
    const aheadBefore = lane.preparedLane.answeredAhead();
    const metricsBefore = await scrape(new URL('/metrics', lane.url).toString());
    const actual = await conversation(lane, '198.51.100.62');
    const metricsAfter = await scrape(new URL('/metrics', lane.url).toString());

    expect(expected.every((answer) => answer.status === 200 && !answer.body.includes('"errors"'))).toBe(true);
    expect(expected[4].headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(expected[5].headers['access-control-allow-origin']).toBeUndefined();
    expect(actual).toEqual(expected);
    // The first request teaches the lane its shape, the second is the lane's through Express (which remembers its
    // body); the rest are answered ahead of Express, those from browsers too.
    expect(lane.preparedLane.answeredAhead() - aheadBefore).toBe(4);
    // Observed as every request is: each counted once, under its route.
    const labels = { component: 'gateway', method: 'POST', route: '/graphql', status_class: '2xx' };
    expect(
      total(metricsAfter, 'http_requests_total', labels) - total(metricsBefore, 'http_requests_total', labels),
    ).toBe(6);
  });

  test('hands every body it reads to Express as express.json makes it, valid or not', async () => {
    const bodies: readonly (string | Buffer)[] = [
      JSON.stringify({ query: '{ __typename }' }),
      // A byte-order mark, which express.json strips.
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ query: '{ __typename }' }))]),
      '{"query": ',
      '123',
      '"a string"',
      ' [] ',
      '',
      '{"query": "{ __typename }", "variables": "not an object"}',
    ];
    for (const body of bodies) {
      const read = await post(lane.url, body);
      const unread = await post(lane.url, body, {}, { chunked: true });
      const elsewhere = await post(full.url, body);
      expect(withoutCorrelation(read)).toEqual(withoutCorrelation(unread));
      expect(withoutCorrelation(read)).toEqual(withoutCorrelation(elsewhere));
      // Never a failure of the gateway's.
      expect(read.status).toBeLessThan(500);
    }
    const typename = await post(lane.url, bodies[1]);
    expect(JSON.parse(typename.body)).toEqual({ data: { __typename: 'Query' } });
    expect((await post(lane.url, '{"query": ')).status).toBe(400);
  });

  test('a client that leaves in the middle of its body costs nothing and fails nothing', async () => {
    const before = await scrape(new URL('/metrics', lane.url).toString());
    const { port } = new URL(lane.url);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":',
          () => setImmediate(() => socket.destroy()),
        );
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    const aborted = { component: 'gateway', method: 'POST', route: '/graphql', status_class: 'aborted' };
    await waitFor(
      async () =>
        total(await scrape(new URL('/metrics', lane.url).toString()), 'http_requests_total', aborted) >
          total(before, 'http_requests_total', aborted) || undefined,
      { timeoutMs: 30_000, what: 'the aborted request counted' },
    );
    const after = await scrape(new URL('/metrics', lane.url).toString());
    const failed = { component: 'gateway', method: 'POST', route: '/graphql', status_class: '5xx' };
    expect(total(after, 'http_requests_total', failed)).toBe(total(before, 'http_requests_total', failed));
    // And the gateway goes on answering.
    expect((await post(lane.url, JSON.stringify({ query: PLANS }))).status).toBe(200);
  });
});
