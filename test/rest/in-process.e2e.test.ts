/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are compared whole */
import { randomUUID } from 'node:crypto';
import { startRestAdapter, type RunningRestAdapter } from '../../rest-adapter/server.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { answerOf, type Answer } from '../support/training-rest.js';

/**
 * The REST adapter in the gateway's process executes its operations in-process (as `npm start` and
 * `npm run start:edge` run it); alone, it calls the gateway over HTTP. A legacy client must not tell them apart:
 * the same requests answer the same status, body and passed-back headers either way.
 */
let stack: TestStack;
let overHttp: RunningRestAdapter;
const suffix = randomUUID().slice(0, 8);

beforeAll(async () => {
  stack = await startTestStack({ IDP_URL: undefined, IDP_SERVICE_KEY: undefined });
  overHttp = await startRestAdapter({ port: 0, gateway: { url: stack.gatewayUrl } });
}, 120_000);

afterAll(async () => {
  await overHttp?.stop();
  await stack?.stop();
});

async function send(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${origin}/training/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return answerOf(response);
}

/** A body without its per-request correlation id. */
function comparable(body: any): any {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { correlationId: _correlationId, ...rest } = body;
  return rest;
}

/** The same request through the in-process adapter, then through the one over HTTP. */
async function both(
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<[Answer, Answer]> {
  const inProcess = await send(stack.restUrl, method, path, body, headers);
  const viaHttp = await send(overHttp.url, method, path, body, headers);
  return [inProcess, viaHttp];
}

describe('the REST adapter in-process and over HTTP', () => {
  test('answer reads, writes and their refusals alike', async () => {
    const created = await send(stack.restUrl, 'POST', '/courses', {
      title: 'Parity',
      slug: `parity-${suffix}`,
      description: 'D',
      is_published: true,
    });
    expect(created.status).toBe(201);

    const cases: [string, string, unknown?][] = [
      ['GET', '/courses?limit=5'],
      ['GET', `/courses/parity-${suffix}`],
      ['GET', `/courses/missing-${suffix}`],
      ['POST', '/courses', { title: '' }],
      ['POST', '/courses', '{"title": '],
      ['GET', '/courses?limit=abc'],
    ];
    const statuses: number[] = [];
    for (const [method, path, body] of cases) {
      const [inProcess, viaHttp] = await both(method, path, body);
      expect({ method, path, status: viaHttp.status, body: comparable(viaHttp.body) }).toEqual({
        method,
        path,
        status: inProcess.status,
        body: comparable(inProcess.body),
      });
      statuses.push(inProcess.status);
    }
    // The cases cover success, not found and invalid input.
    expect(new Set(statuses)).toEqual(new Set([200, 404, 400]));
  });

  test('pass the subgraph’s rate-limit headers back, counted once per request', async () => {
    const [inProcess, viaHttp] = await both('GET', '/courses?limit=1');
    expect(inProcess.headers.get('x-ratelimit-limit')).not.toBeNull();
    expect(viaHttp.headers.get('x-ratelimit-limit')).toBe(inProcess.headers.get('x-ratelimit-limit'));
    // Both clients are 127.0.0.1: the second request is the next one of the same allowance.
    expect(Number(viaHttp.headers.get('x-ratelimit-remaining'))).toBe(
      Number(inProcess.headers.get('x-ratelimit-remaining')) - 1,
    );
  });

  test('carry the client’s correlation id through to the error body', async () => {
    const correlationId = randomUUID();
    const [inProcess, viaHttp] = await both('GET', `/courses/missing-${suffix}`, undefined, {
      'x-correlation-id': correlationId,
    });
    for (const answer of [inProcess, viaHttp]) {
      expect(answer.headers.get('x-correlation-id')).toBe(correlationId);
      expect(JSON.stringify(answer.body)).toContain(correlationId);
    }
  });
});
