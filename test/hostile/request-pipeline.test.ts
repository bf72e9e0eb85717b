import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTrainingEdge, type ComponentProcess } from '../support/processes.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * The request pipeline on every channel that carries a GraphQL operation: the gateway's HTTP POST, GET and
 * multipart, its in-process executor (the REST adapter's way in) and each subgraph listener. Every check runs
 * wherever the operation came from (variables nested too deep), and no client input is answered as a server error
 * (documents that do not resolve to one operation, an APQ hash that does not match, bad file links, requests the
 * client aborts).
 */
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ RATE_LIMIT_FACTOR: '0' });
}, 120_000);

afterAll(() => stack?.stop());

interface Answer {
  status: number;
  body: { data?: unknown; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] } | undefined;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: Answer['body'];
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

/** A POST of a JSON body written as text (JSON.stringify would itself overflow on the deepest values). */
const postText = (url: string, body: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(answerOf);

const get = (url: string, search: string) =>
  fetch(`${url}?${search}`, { headers: { 'apollo-require-preflight': 'true' } }).then(answerOf);

/** 400, VALIDATION_ERROR, no data, the message matching. */
function expectRefused(answer: Answer, message: RegExp, where: string): void {
  expect({ where, status: answer.status, code: answer.body?.errors?.[0]?.extensions?.code }).toEqual({
    where,
    status: 400,
    code: 'VALIDATION_ERROR',
  });
  expect(answer.body?.data).toBeUndefined();
  expect(answer.body?.errors?.[0]?.message).toMatch(message);
}

/** Every GraphQL listener: the gateway's and each subgraph's. */
const graphqlListeners = () => [
  { name: 'gateway', url: stack.gatewayUrl },
  ...Object.entries(stack.subgraphs).map(([name, subgraph]) => ({ name: `${name} subgraph`, url: subgraph.url })),
];

describe('variables nested too deep', () => {
  const DEPTH = 7_000;
  /** An array DEPTH levels deep, as JSON text (its brackets need no percent-encoding in a query string). */
  const deepArray = `${'['.repeat(DEPTH)}1${']'.repeat(DEPTH)}`;
  // Valid on every schema: the variable is used (a directive's), so the document validates and the variables are read.
  const query = 'query Deep($deep: Boolean!) { __typename @include(if: $deep) }';
  const variables = `{"deep":${deepArray}}`;
  const nestedTooDeep = /nested deeper than 64 levels/;

  test('the gateway refuses variables nested 7,000 levels deep over GET, POST and multipart with 400 (GET answered 500)', async () => {
    const operation = `{"query":${JSON.stringify(query)},"variables":${variables}}`;
    expectRefused(
      await get(stack.gatewayUrl, `query=${encodeURIComponent(query)}&variables=${variables}`),
      nestedTooDeep,
      'gateway GET',
    );
    expectRefused(await postText(stack.gatewayUrl, operation), nestedTooDeep, 'gateway POST');
    const boundary = 'deep-variables';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const multipart = await fetch(stack.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true' },
      body: `${field('operations', operation)}${field('map', '{}')}--${boundary}--\r\n`,
    }).then(answerOf);
    expectRefused(multipart, nestedTooDeep, 'gateway multipart');
  });

  test('the gateway’s in-process executor (the REST adapter’s way in) refuses variables nested 7,000 levels deep with 400', async () => {
    const deep = JSON.parse(variables) as Record<string, unknown>;
    const answer = await stack.gateway.execute({ query, variables: deep, headers: {} });
    expectRefused({ status: answer.status, body: answer.result }, nestedTooDeep, 'gateway in-process');
  });

  test('every subgraph listener refuses variables nested 7,000 levels deep over GET and POST with 400', async () => {
    for (const { name, url } of graphqlListeners().slice(1)) {
      expectRefused(
        await get(url, `query=${encodeURIComponent(query)}&variables=${variables}`),
        nestedTooDeep,
        `${name} GET`,
      );
      expectRefused(
        await postText(url, `{"query":${JSON.stringify(query)},"variables":${variables}}`),
        nestedTooDeep,
        `${name} POST`,
      );
    }
  });
});

describe('documents that do not resolve to one operation', () => {
  const twoOperations = 'query First { __typename } query Second { __typename }';

  test('every GraphQL listener answers several operations without operationName with 400 VALIDATION_ERROR (the gateway answered 500)', async () => {
    for (const { name, url } of graphqlListeners()) {
      expectRefused(
        await postText(url, JSON.stringify({ query: twoOperations })),
        /Must provide operation name/,
        `${name} POST`,
      );
      expectRefused(
        await get(url, `query=${encodeURIComponent(twoOperations)}`),
        /Must provide operation name/,
        `${name} GET`,
      );
    }
    const inProcess = await stack.gateway.execute({ query: twoOperations, variables: {}, headers: {} });
    expectRefused({ status: inProcess.status, body: inProcess.result }, /Must provide operation name/, 'in-process');
  });

  test('every GraphQL listener answers an unknown operationName with 400 VALIDATION_ERROR (the gateway answered 500)', async () => {
    for (const { name, url } of graphqlListeners()) {
      expectRefused(
        await postText(url, JSON.stringify({ query: twoOperations, operationName: 'Third' })),
        /Unknown operation named "Third"/,
        `${name} POST`,
      );
      expectRefused(
        await get(url, `query=${encodeURIComponent(twoOperations)}&operationName=Third`),
        /Unknown operation named "Third"/,
        `${name} GET`,
      );
    }
  });
});

describe('operations a plain request cannot run', () => {
  test('every GraphQL listener answers a subscription sent as a plain HTTP request with 400 VALIDATION_ERROR (the gateway answered 500)', async () => {
    const subscription = 'subscription Watch($id: ID!) { profileUpdated(entityId: $id) { __typename } }';
    const variables = { id: '6f2c1f0e-3b9a-4c1e-9d7e-2a5b8c0d1e2f' };
    for (const { name, url } of graphqlListeners()) {
      // The subgraphs without a Subscription type validate a subscription of __typename alone.
      const query =
        name === 'gateway' || name.startsWith('compliance') ? subscription : 'subscription Watch { __typename }';
      expectRefused(
        await postText(url, JSON.stringify({ query, variables })),
        /Subscriptions are served by the gateway/,
        `${name} POST`,
      );
    }
    const inProcess = await stack.gateway.execute({ query: subscription, variables, headers: {} });
    expectRefused(
      { status: inProcess.status, body: inProcess.result },
      /Subscriptions are served by the gateway/,
      'in-process',
    );
  });
});

describe('automatic persisted queries', () => {
  test('every GraphQL listener answers an APQ hash that does not match its query with 400 and a client code (was INTERNAL_ERROR)', async () => {
    const mismatched = { version: 1, sha256Hash: '0'.repeat(64) };
    for (const { name, url } of graphqlListeners()) {
      const answer = await postText(
        url,
        JSON.stringify({ query: '{ __typename }', extensions: { persistedQuery: mismatched } }),
      );
      expectRefused(answer, /does not match/, `${name} hash mismatch`);
      const version = await postText(
        url,
        JSON.stringify({ query: '{ __typename }', extensions: { persistedQuery: { ...mismatched, version: 2 } } }),
      );
      expectRefused(version, /Unsupported persisted query version/, `${name} APQ version`);
    }
  });
});

describe('malformed requests', () => {
  test('every GraphQL listener answers malformed requests with 4xx and a client code, never INTERNAL_ERROR', async () => {
    const post = (url: string, body: string, contentType = 'application/json') =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': contentType, 'apollo-require-preflight': 'true' },
        body,
      }).then(answerOf);
    const problems: string[] = [];
    for (const { name, url } of graphqlListeners()) {
      const probes: [string, Promise<Answer>][] = [
        ['a batch', post(url, '[{"query":"{ __typename }"}]')],
        ['an empty body', post(url, '')],
        ['an empty object', post(url, '{}')],
        ['an unsupported content type', post(url, '<query/>', 'application/xml')],
        ['variables of the wrong type', post(url, '{"query":"{ __typename }","variables":[1]}')],
        ['extensions of the wrong type', post(url, '{"query":"{ __typename }","extensions":"x"}')],
        [
          'a persistedQuery of the wrong type',
          post(url, '{"query":"{ __typename }","extensions":{"persistedQuery":"x"}}'),
        ],
        ['a query of the wrong type', post(url, '{"query":5}')],
        ['an operationName of the wrong type', post(url, '{"query":"{ __typename }","operationName":5}')],
        ['a GET mutation', get(url, `query=${encodeURIComponent('mutation { __typename }')}`)],
        ['GET variables that are no JSON', get(url, `query=${encodeURIComponent('{ __typename }')}&variables=x`)],
      ];
      for (const [what, probe] of probes) {
        const { status, body } = await probe;
        const code = body?.errors?.[0]?.extensions?.code;
        if (status < 400 || status >= 500 || code !== 'VALIDATION_ERROR')
          problems.push(`${name}, ${what}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('file links', () => {
  test('the gateway answers a link of an unknown source 404 and a bad token 403, in the GraphQL error shape', async () => {
    const origin = new URL(stack.gatewayUrl).origin;
    const unknownSource = await fetch(`${origin}/files/nowhere/some-token`).then(answerOf);
    expect(unknownSource).toEqual({
      status: 404,
      body: { errors: [{ message: 'Unknown file source', extensions: { code: 'NOT_FOUND', status: 404 } }] },
    });
    const badToken = await fetch(`${origin}/files/training/not-a-token`).then(answerOf);
    expect(badToken).toEqual({
      status: 403,
      body: { errors: [{ message: expect.any(String), extensions: { code: 'FORBIDDEN', status: 403 } }] },
    });
  });
});

/**
 * Requests their clients abort, against the components as processes of their own (their log lines are their output):
 * none is logged at warn or above, none is counted as a 5xx.
 */
describe('requests aborted by their clients', () => {
  /** Rounds of aborts, one of each kind per round. */
  const ABORTS = 100;
  let database: TestDatabase;
  let training: ComponentProcess;
  let gateway: ComponentProcess;
  let rest: ComponentProcess;
  let gatewayPort: number;
  let restPort: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'aborted-requests-')),
      AMQP_URL: undefined,
      IDP_URL: undefined,
      IDP_SERVICE_KEY: undefined,
      RATE_LIMIT_FACTOR: '0',
      // Lines at warn and above only: whatever a component writes then is a finding.
      LOG_LEVEL: 'warn',
    };
    const edge = await startTrainingEdge(env);
    ({ training, gateway, rest } = edge);
    ({ gateway: gatewayPort, rest: restPort } = edge.ports);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([rest?.stop(), gateway?.stop(), training?.stop()]);
    await database?.drop();
  });

  /** Sends the head and the first bytes of a request, then closes the connection once the server has them. */
  async function abort(port: number, head: string, start: string): Promise<void> {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    await new Promise<void>((resolve) => socket.write(`${head}\r\n\r\n${start}`, () => resolve()));
    socket.destroy();
  }

  /** The `http_requests_total` counters of a component by status class, but for its scrapes (`/metrics`). */
  async function requestCounts(port: number, component: string): Promise<Record<string, number>> {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const counts: Record<string, number> = {};
    for (const line of text.split('\n')) {
      const match = /^http_requests_total\{(.*)\} (\d+)/.exec(line);
      if (!match || !match[1].includes(`component="${component}"`) || match[1].includes('route="/metrics"')) continue;
      const statusClass = /status_class="([^"]+)"/.exec(match[1])?.[1] ?? '?';
      counts[statusClass] = (counts[statusClass] ?? 0) + Number(match[2]);
    }
    return counts;
  }

  /**
   * Lines at warn (40) or above a component logged from `since` (epoch ms) on, by their own time: lines leave in
   * batches (platform/logger.ts), so a line logged before may be written after.
   */
  const warnings = (component: ComponentProcess, since: number) =>
    component
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; time: number })
      .filter((line) => line.level >= 40 && line.time >= since)
      // Without an identity provider, training's admin routes run through its development bypass, which warns.
      .filter((line) => !/development bypass/.test(line.msg));

  test('500 client-aborted requests are logged below warn and never counted as 5xx, on the gateway and the REST adapter', async () => {
    const since = Date.now();
    const [gatewayBefore, restBefore] = await Promise.all([
      requestCounts(gatewayPort, 'gateway'),
      requestCounts(restPort, 'rest-adapter'),
    ]);
    const boundary = 'aborted';
    const uploadStart =
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n` +
      `{"query":"mutation ($file: Upload!) { uploadTrainingPlan(file: $file) { __typename } }","variables":{"file":null}}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4`;
    const json = 'content-type: application/json\r\ncontent-length: 10000';
    const query = '{"query":"{ courses(limit: 50) { items { id title } } }"}';
    const kinds: [number, string, string][] = [
      // A JSON body cut short, on the gateway and on a legacy route (body-parser: "request aborted").
      [gatewayPort, `POST /graphql HTTP/1.1\r\nhost: gateway\r\n${json}`, '{"query":'],
      [restPort, `POST /training/api/v1/auth/login HTTP/1.1\r\nhost: rest\r\n${json}`, '{"email":'],
      // An upload cut short in its file, while its operation runs (graphql-upload, then the subgraph call).
      [
        gatewayPort,
        `POST /graphql HTTP/1.1\r\nhost: gateway\r\napollo-require-preflight: true\r\ncontent-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: 1000000`,
        uploadStart,
      ],
      // A complete request whose client leaves before the answer.
      [
        gatewayPort,
        `POST /graphql HTTP/1.1\r\nhost: gateway\r\ncontent-type: application/json\r\ncontent-length: ${query.length}`,
        query,
      ],
      [restPort, `GET /training/api/v1/courses HTTP/1.1\r\nhost: rest`, ''],
    ];
    for (let round = 0; round < ABORTS; round++) {
      await Promise.all(kinds.map(([port, head, start]) => abort(port, head, start)));
    }
    // Every one of them has been seen to the end and counted (as aborted, or as answered before the server noticed).
    const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);
    const [gatewayAfter, restAfter] = await waitFor(
      async () => {
        const counts = await Promise.all([
          requestCounts(gatewayPort, 'gateway'),
          requestCounts(restPort, 'rest-adapter'),
        ]);
        const seen =
          total(counts[0]) >= total(gatewayBefore) + 3 * ABORTS && total(counts[1]) >= total(restBefore) + 2 * ABORTS;
        return seen ? counts : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 250, what: 'every aborted request to be counted' },
    );
    expect(gatewayAfter.aborted ?? 0).toBeGreaterThan(gatewayBefore.aborted ?? 0);
    expect(restAfter.aborted ?? 0).toBeGreaterThan(restBefore.aborted ?? 0);
    expect({ gateway: gatewayAfter['5xx'] ?? 0, rest: restAfter['5xx'] ?? 0 }).toEqual({
      gateway: gatewayBefore['5xx'] ?? 0,
      rest: restBefore['5xx'] ?? 0,
    });
    expect([training, gateway, rest].flatMap((component) => warnings(component, since))).toEqual([]);
  }, 180_000);
});
