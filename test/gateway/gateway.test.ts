import { composeServices } from '@apollo/composition';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { parse } from 'graphql';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { startGateway, type GatewayOptions, type RunningGateway } from '../../gateway/server.js';
import { resetConfig } from '../../platform/config.js';
import { startEchoSubgraph, startTestSubgraph, type RunningTestSubgraph } from '../support/echo-subgraph.js';

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: unknown[]; extensions?: Record<string, unknown> }[];
}

const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;
// Long enough for a 3 MB upload on a loaded machine, short against the 5-second slow subgraph.
const TIMEOUT_MS = 2000;

function compose(subgraphs: Record<string, RunningTestSubgraph>): string {
  const result = composeServices(
    Object.entries(subgraphs).map(([name, subgraph]) => ({ name, url: subgraph.url, typeDefs: parse(subgraph.sdl) })),
  );
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('\n'));
  return result.supergraphSdl;
}

async function post(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: GraphQLBody }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as GraphQLBody };
}

const UPLOAD_MUTATION = 'mutation ($file: Upload!) { uploadFile(file: $file) { filename mimetype size sha256 } }';

function uploadForm(bytes: Uint8Array, filename = 'report.bin'): FormData {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: UPLOAD_MUTATION, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([bytes], { type: 'application/octet-stream' }), filename);
  return form;
}

describe('gateway in front of test subgraphs', () => {
  let echo: RunningTestSubgraph;
  let other: RunningTestSubgraph;
  let gateway: RunningGateway;
  let options: GatewayOptions;

  beforeAll(async () => {
    echo = await startEchoSubgraph();
    other = await startTestSubgraph({
      typeDefs: 'type Query { ping: String }',
      resolvers: { Query: { ping: () => 'pong' } },
    });
    options = {
      port: 0,
      supergraphSdl: compose({ echo, other }),
      subgraphUrls: { echo: echo.url, other: other.url },
      // The test client stands for a REST adapter of its own, a proxy the gateway trusts on loopback.
      trustedProxies: ['loopback'],
      maxUploadBytes: MAX_UPLOAD_BYTES,
      maxDepth: 5,
      demandControl: { maxCost: 1000 },
      subgraphTimeoutMs: TIMEOUT_MS,
    };
    gateway = await startGateway(options);
  });

  afterAll(async () => {
    await gateway?.stop();
    await echo?.stop();
    await other?.stop();
  });

  const identityHeaders = (correlationId: string) => ({
    authorization: 'Bearer token-1',
    'x-tenant-id': 'tenant-1',
    'x-admin': 'true',
    'x-audit-access': 'yes',
    cookie: 'session=abc',
    'x-correlation-id': correlationId,
    // The test client is on loopback, which this gateway trusts as a proxy (a REST adapter of its own).
    'x-forwarded-for': '203.0.113.7',
  });

  test('forwards identity headers and the correlation id to the subgraph, and a query without the client address', async () => {
    const correlationId = randomUUID();
    const { status, headers, body } = await post(gateway.url, '{ echoHeaders }', {}, identityHeaders(correlationId));
    expect(status).toBe(200);
    expect(headers.get('x-correlation-id')).toBe(correlationId);
    const received = body.data?.echoHeaders as Record<string, string>;
    const { 'x-forwarded-for': _address, ...identity } = identityHeaders(correlationId);
    expect(received).toMatchObject(identity);
    // Limits per address are the gateway's: a query does not tell the subgraph whose it is.
    expect(received['x-forwarded-for']).toBeUndefined();
    expect(received.ip).toBe('127.0.0.1');
    // No internal marker of the gateway's reaches a subgraph.
    expect(Object.keys(received).filter((name) => name.startsWith('x-gateway-'))).toEqual([]);
  });

  test('forwards the client address with a mutation (for audit entries and bot challenges)', async () => {
    const correlationId = randomUUID();
    const { body } = await post(gateway.url, 'mutation { echoWriteHeaders }', {}, identityHeaders(correlationId));
    expect(body.data?.echoWriteHeaders).toMatchObject({
      authorization: 'Bearer token-1',
      'x-correlation-id': correlationId,
      'x-forwarded-for': '203.0.113.7',
      ip: '203.0.113.7',
    });
  });

  test('generates a correlation id when the client sent none and passes it on', async () => {
    const { headers, body } = await post(gateway.url, 'mutation { echoWriteHeaders }');
    const correlationId = headers.get('x-correlation-id');
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
    const received = body.data?.echoWriteHeaders as Record<string, string>;
    expect(received['x-correlation-id']).toBe(correlationId);
    expect(received['x-forwarded-for']).toBe('127.0.0.1');
    expect(received.authorization).toBeUndefined();
  });

  test('answers a query sent by GET, as Apollo Server does (a request without a body to read)', async () => {
    const response = await fetch(`${gateway.url}?query=${encodeURIComponent('{ ping slow(ms: 1) }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { ping: 'pong', slow: true } });
  });

  test("passes the subgraphs' Set-Cookie headers back to the client", async () => {
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { a: setCookie(name: "a", value: "1") b: setCookie(name: "b", value: "2") }',
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { a: true, b: true } });
    expect(response.headers.getSetCookie().sort()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/; HttpOnly']);
  });

  test('streams an upload on to the subgraph that owns the field, intact', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true' },
      body: uploadForm(bytes, 'report.bin'),
    });
    const body = (await response.json()) as GraphQLBody;
    expect(body.errors).toBeUndefined();
    expect(response.status).toBe(200);
    expect(body.data?.uploadFile).toEqual({
      filename: 'report.bin',
      mimetype: 'application/octet-stream',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  });

  test('refuses an upload over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true' },
      body: uploadForm(randomBytes(MAX_UPLOAD_BYTES + 1024)),
    });
    const body = (await response.json()) as GraphQLBody;
    expect(response.status).toBe(413);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    expect(body.errors?.[0]?.message).toMatch(/size limit/);
  });

  test('refuses a multipart request without a CSRF preflight header, naming the header to send', async () => {
    const response = await fetch(gateway.url, { method: 'POST', body: uploadForm(randomBytes(1024)) });
    const body = (await response.json()) as GraphQLBody;
    expect(response.status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Cross-Site Request Forgery/);
    // What a standard upload client (apollo-upload-client) must be configured with, spelled as it is sent.
    expect(body.errors?.[0]?.message).toContain('"Apollo-Require-Preflight: true"');
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'VALIDATION_ERROR', status: 400 });
  });

  test('refuses an operation deeper than the limit, stating depth and limit', async () => {
    const { status, body } = await post(
      gateway.url,
      '{ tree { child { child { child { child { child { id } } } } } } }',
    );
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: 'Operation depth 6 exceeds the maximum depth of 5',
        extensions: { code: 'VALIDATION_ERROR', status: 400 },
      },
    ]);
    const allowed = await post(gateway.url, '{ tree { child { child { child { child { id } } } } } }');
    expect(allowed.status).toBe(200);
    expect(allowed.body.errors).toBeUndefined();
  });

  test('refuses an operation whose estimated cost is over the limit, stating estimate and limit (COST_ESTIMATED_TOO_EXPENSIVE)', async () => {
    const { status, body } = await post(
      gateway.url,
      'query ($n: Int!) { tree { children(limit: $n) { children(limit: $n) { id } } } }',
      {
        n: 40,
      },
    );
    expect(status).toBe(400);
    // tree 1, 40 children of 1 each with 40 children of 1: 1 + 40 × (1 + 40).
    expect(body.errors?.[0]).toEqual({
      message: "The operation's estimated cost 1641 exceeds the maximum cost of 1000",
      extensions: { code: 'COST_ESTIMATED_TOO_EXPENSIVE', status: 400, cost: { estimated: 1641, max: 1000 } },
    });
    const allowed = await post(
      gateway.url,
      'query ($n: Int!) { tree { children(limit: $n) { children(limit: $n) { id } } } }',
      { n: 5 },
    );
    expect(allowed.body.errors).toBeUndefined();
    expect((allowed.body.data?.tree as { children: unknown[] }).children).toHaveLength(5);
  });

  test('refuses more than 20 aliases of one field', async () => {
    const aliases = Array.from({ length: 21 }, (_, index) => `a${index}: echoHeaders`).join(' ');
    const { status, body } = await post(gateway.url, `{ ${aliases} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe(
      'Field "echoHeaders" is selected 21 times in one selection set; the limit is 20',
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
  });

  test('answers a slow subgraph with SERVICE_UNAVAILABLE after the timeout, not a hang', async () => {
    const started = Date.now();
    const { status, body } = await post(gateway.url, '{ slow(ms: 5000) ping }');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect(status).toBe(200);
    expect(body.data).toBeNull(); // slow is non-null at the root
    expect(body.errors?.[0]).toMatchObject({
      message: `Subgraph "echo" did not answer within ${TIMEOUT_MS} ms`,
      extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 },
    });
  });

  test('masks internal errors and keeps our codes on validation errors', async () => {
    const { status, body } = await post(gateway.url, '{ nope }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'VALIDATION_ERROR', status: 400 });
  });

  test('serves the Apollo Sandbox to a browser outside production', async () => {
    const response = await fetch(gateway.url, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/embeddable-sandbox/);
    expect(response.headers.get('x-correlation-id')).toBeTruthy();
  });

  test('answers /health with per-subgraph reachability', async () => {
    const response = await fetch(new URL('/health', gateway.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-correlation-id')).toBeTruthy();
    expect(await response.json()).toEqual({
      service: 'gateway',
      status: 'healthy',
      subgraphs: { echo: 'reachable', other: 'reachable' },
      circuits: { echo: 'closed', other: 'closed' },
    });
  });

  test('answers the fields of a stopped subgraph with SERVICE_UNAVAILABLE and the others normally', async () => {
    const spare = await startTestSubgraph({
      typeDefs: 'type Query { ping: String }',
      resolvers: { Query: { ping: () => 'pong' } },
    });
    const partial = await startGateway({
      ...options,
      supergraphSdl: compose({ echo, other: spare }),
      subgraphUrls: { echo: echo.url, other: spare.url },
    });
    try {
      expect((await post(partial.url, '{ ping }')).body).toEqual({ data: { ping: 'pong' } });
      await spare.stop();
      const started = Date.now();
      const { status, body } = await post(partial.url, '{ ping echoHeaders }');
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
      expect(status).toBe(200);
      expect(body.data?.ping).toBeNull();
      expect(body.data?.echoHeaders).toBeTruthy();
      expect(body.errors).toHaveLength(1);
      expect(body.errors?.[0]).toMatchObject({
        message: 'Subgraph "other" is unavailable',
        extensions: { code: 'SERVICE_UNAVAILABLE', status: 503, serviceName: 'other' },
      });
      const health = (await (await fetch(new URL('/health', partial.url))).json()) as Record<string, unknown>;
      expect(health).toMatchObject({ status: 'healthy', subgraphs: { echo: 'reachable', other: 'unreachable' } });
    } finally {
      await partial.stop();
    }
  });
});

describe('gateway in production mode', () => {
  const saved = { ...process.env };
  let echo: RunningTestSubgraph;
  let gateway: RunningGateway;

  beforeAll(async () => {
    Object.assign(process.env, {
      NODE_ENV: 'production',
      CHALLENGE_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
      CHALLENGE_SECRET: 'dummy-secret',
    });
    resetConfig();
    echo = await startEchoSubgraph();
    gateway = await startGateway({
      port: 0,
      supergraphSdl: compose({ echo }),
      subgraphUrls: { echo: echo.url },
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await echo?.stop();
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
    resetConfig();
  });

  test('refuses introspection', async () => {
    const { status, body } = await post(gateway.url, '{ __schema { queryType { name } } }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  test('serves no landing page', async () => {
    const response = await fetch(gateway.url, { headers: { accept: 'text/html' } });
    const text = await response.text();
    expect(text).not.toMatch(/embeddable-sandbox|apollographql\.com/);
    expect(response.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
  });

  test('still answers queries', async () => {
    const { status, body } = await post(gateway.url, '{ echoHeaders }');
    expect(status).toBe(200);
    expect(body.data?.echoHeaders).toBeTruthy();
  });
});
