import { connect, type Socket } from 'node:net';
import { startTestStack, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * The admission layer of every listener (platform/admission/), with raw sockets against the gateway, the REST
 * adapter and each subgraph, its limits lowered: one client (an address; behind a trusted proxy, the address the
 * proxy forwards) cannot take the slots of the others, a body must keep to a minimum rate, a request without
 * credentials has a shorter deadline and a smaller share, and a declared length over the listener's largest body is
 * answered 413 before `100 Continue`. Attacker and bystander are other loopback addresses (Linux routes all of
 * 127/8 to lo), so that the test's own connections (on 127.0.0.1) are no part of the counts.
 */
const PER_CLIENT = 6;
const ANONYMOUS_PER_CLIENT = 3;
const TRUSTED_PROXY = '127.0.0.3';
const ATTACKER = '127.0.0.5';
const BYSTANDER = '127.0.0.6';
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    HTTP_HEADERS_TIMEOUT_MS: '30000',
    HTTP_REQUEST_TIMEOUT_MS: '120000',
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '30000',
    HTTP_MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT),
    HTTP_MAX_ANONYMOUS_REQUESTS_PER_CLIENT: String(ANONYMOUS_PER_CLIENT),
    // Long enough for the held requests of the share tests to stay held through them; far below the request timeout.
    HTTP_ANONYMOUS_REQUEST_TIMEOUT_MS: '12000',
    HTTP_MIN_BODY_BYTES_PER_SECOND: '100',
    HTTP_MIN_BODY_RATE_GRACE_MS: '1500',
    TRUSTED_PROXIES: TRUSTED_PROXY,
    // Small uploads, so that a listener's largest body (five files and the operation's fields) is a few MiB.
    MAX_UPLOAD_BYTES: '65536',
  });
}, 120_000);

afterAll(() => stack?.stop());

/**
 * Who sends a request: a direct client by its socket's address, or a client forwarded by a trusted proxy (the
 * subgraphs trust every loopback address as one: only gateways reach them).
 */
interface Client {
  readonly localAddress: string;
  readonly forwardedFor?: string;
}

interface Listener {
  readonly origin: () => string;
  /** A path under which a JSON body is read (a POST answered without calling another component once read). */
  readonly post: string;
  /** A path answered without calling another component. */
  readonly get: string;
  /** The attacker and the bystander, as this listener tells clients apart. */
  readonly attacker: Client;
  readonly bystander: Client;
  /** The listener's error body, as its components answer errors. */
  readonly errorShape: (body: Record<string, unknown>, code: string) => void;
}

const graphqlError = (body: Record<string, unknown>, code: string) =>
  expect(body).toEqual({ errors: [expect.objectContaining({ extensions: expect.objectContaining({ code }) })] });

const direct = { attacker: { localAddress: ATTACKER }, bystander: { localAddress: BYSTANDER } };
const behindProxy = {
  attacker: { localAddress: TRUSTED_PROXY, forwardedFor: '203.0.113.5' },
  bystander: { localAddress: TRUSTED_PROXY, forwardedFor: '203.0.113.6' },
};
/** A subgraph trusts loopback: the gateway's connections are a proxy's, its clients arrive in X-Forwarded-For. */
const throughGateway = {
  attacker: { localAddress: ATTACKER, forwardedFor: '198.51.100.5' },
  bystander: { localAddress: BYSTANDER, forwardedFor: '198.51.100.6' },
};

const gateway: Listener = {
  origin: () => new URL(stack.gatewayUrl).origin,
  post: '/graphql',
  get: '/unknown',
  ...direct,
  errorShape: graphqlError,
};
const subgraph = (name: 'training' | 'compliance' | 'factory'): Listener => ({
  origin: () => new URL(stack.subgraphs[name].url).origin,
  post: '/graphql',
  get: '/unknown',
  ...throughGateway,
  errorShape: graphqlError,
});
const rest = (base: string, errorShape: Listener['errorShape']): Listener => ({
  origin: () => stack.restUrl,
  post: `${base}/unknown`,
  get: `${base}/unknown`,
  ...direct,
  errorShape,
});
const restTraining = rest('/training/api/v1', (body) =>
  expect(body).toEqual({ status: 'error', message: expect.any(String), correlationId: expect.any(String) }),
);
const restCompliance = rest('/compliance/api/v1', (body, code) =>
  expect(body).toEqual({ error: expect.any(String), code, correlationId: expect.any(String) }),
);
const restFactory = rest('/factory/api/v1', (body) =>
  expect(body).toEqual({ status: 'error', message: expect.any(String) }),
);
const viaProxy = (listener: Listener): Listener => ({ ...listener, ...behindProxy });

/** A raw connection: what it received, and whether the server closed it. */
interface Raw {
  readonly socket: Socket;
  received(): string;
  closed(): boolean;
}

async function open(listener: Listener, client: Client): Promise<Raw> {
  const { hostname, port } = new URL(listener.origin());
  const socket = connect({ port: Number(port), host: hostname, localAddress: client.localAddress });
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  socket.on('close', () => (closed = true));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  return { socket, received: () => received, closed: () => closed || socket.destroyed || socket.readableEnded };
}

function head(method: string, path: string, client: Client, headers: Record<string, string> = {}): string {
  const all = {
    Host: 'localhost',
    ...(client.forwardedFor ? { 'X-Forwarded-For': client.forwardedFor } : {}),
    ...headers,
  };
  return `${method} ${path} HTTP/1.1\r\n${Object.entries(all)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
}

const statusLines = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));

/** The first answer on a connection: its status and its JSON body. */
function answerOf(text: string): { status: number; body: Record<string, unknown> } {
  const [headPart = '', ...rest] = text.split('\r\n\r\n');
  return { status: statusLines(headPart)[0], body: JSON.parse(rest.join('\r\n\r\n')) as Record<string, unknown> };
}

/** Waits (with a generous bound) until `probe` holds. */
const until = (probe: () => boolean, what: string, timeoutMs = 30_000) =>
  waitFor(() => (probe() ? true : undefined), { timeoutMs, intervalMs: 25, what });

/** Whether a complete answer (head and the body its Content-Length announces) has arrived. */
function answered(raw: Raw): boolean {
  const text = raw.received();
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /content-length: (\d+)/i.exec(text.slice(0, end));
  return text.length >= end + 4 + Number(length?.[1] ?? 0);
}

/** A bystander's plain GET is answered (by the component: no 5xx, no refusal of the admission layer). */
async function servedGet(listener: Listener, client: Client): Promise<void> {
  const raw = await open(listener, client);
  raw.socket.write(head('GET', listener.get, client));
  await until(() => answered(raw) || raw.closed(), 'an answer to the bystander');
  const [status] = statusLines(raw.received());
  expect(status).toBeGreaterThanOrEqual(200);
  expect(status).toBeLessThan(429);
  raw.socket.destroy();
}

/**
 * A request that declares a large JSON body and keeps sending it, above the minimum rate, so that it stays in
 * flight until the test ends it.
 */
async function heldRequest(listener: Listener, client: Client, headers: Record<string, string> = {}): Promise<Raw> {
  const raw = await open(listener, client);
  raw.socket.write(
    head('POST', listener.post, client, {
      'Content-Type': 'application/json',
      'Content-Length': '1000000',
      ...headers,
    }) + '{"query":"',
  );
  const timer = setInterval(() => (raw.closed() ? clearInterval(timer) : raw.socket.write('a'.repeat(100))), 200);
  raw.socket.once('close', () => clearInterval(timer));
  return raw;
}

/**
 * The requests of one client beyond `share` are answered 429 in the listener's error shape while the first `share`
 * hold their bodies, and another client is served meanwhile; once they end, the client is served again.
 */
async function refusesBeyondShare(listener: Listener, share: number, headers: Record<string, string> = {}) {
  const held: Raw[] = [];
  for (let index = 0; index < share; index++) held.push(await heldRequest(listener, listener.attacker, headers));
  const refused = await heldRequest(listener, listener.attacker, headers);
  await until(() => answered(refused), 'the refusal of the request beyond the share');
  const { status, body } = answerOf(refused.received());
  expect(status).toBe(429);
  listener.errorShape(body, 'RATE_LIMIT_EXCEEDED');
  // The held requests were still in flight when it was refused.
  expect(held.map((raw) => raw.received())).toEqual(held.map(() => ''));
  await servedGet(listener, listener.bystander);
  for (const raw of [...held, refused]) raw.socket.destroy();
  // Released however they ended: the attacker is served again.
  await waitFor(
    async () => {
      const raw = await heldRequest(listener, listener.attacker, headers);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const refusedAgain = raw.received().startsWith('HTTP/1.1 429');
      raw.socket.destroy();
      return refusedAgain ? undefined : true;
    },
    { what: 'the attacker to be admitted again', intervalMs: 200 },
  );
}

/** Plain connections of one direct client beyond its cap are closed at accept; another client is served. */
async function refusesConnectionsBeyondCap(listener: Listener) {
  const held: Raw[] = [];
  for (let index = 0; index < PER_CLIENT; index++) held.push(await open(listener, listener.attacker));
  const refused = await open(listener, listener.attacker);
  await until(() => refused.closed(), 'the connection beyond the cap to be closed');
  expect(refused.received()).toBe('');
  expect(held.filter((raw) => raw.closed())).toEqual([]);
  await servedGet(listener, listener.bystander);
  for (const raw of held) raw.socket.destroy();
  await until(() => held.every((raw) => raw.closed()), 'the held connections to close');
  await waitFor(
    async () => {
      const raw = await open(listener, listener.attacker);
      raw.socket.write(head('GET', listener.get, listener.attacker));
      await until(() => answered(raw) || raw.closed(), 'an answer or a refusal');
      const served = statusLines(raw.received()).length > 0;
      raw.socket.destroy();
      return served ? true : undefined;
    },
    { what: 'the attacker to be admitted again', intervalMs: 200 },
  );
}

/** A WebSocket handshake on the gateway, without a token (credentials go in connection_init). */
function upgradeHead(client: Client): string {
  return head('GET', '/graphql', client, {
    Connection: 'Upgrade',
    Upgrade: 'websocket',
    'Sec-WebSocket-Version': '13',
    'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
    'Sec-WebSocket-Protocol': 'graphql-transport-ws',
  });
}

/**
 * WebSocket upgrades of one client without a token, opened one after the other until one is refused: it is refused
 * only once `PER_CLIENT` of them are open at once (graphql-ws may close some meanwhile, for want of a
 * connection_init), and another client's WebSocket is accepted then.
 */
async function refusesUpgradesBeyondCap(listener: Listener, refusal: (raw: Raw) => void) {
  const opened: Raw[] = [];
  let refused: Raw | undefined;
  while (!refused && opened.length < 10 * PER_CLIENT) {
    const raw = await open(listener, listener.attacker);
    raw.socket.write(upgradeHead(listener.attacker));
    await until(() => raw.received().includes('\r\n\r\n') || raw.closed(), 'a handshake or a refusal');
    if (raw.received().startsWith('HTTP/1.1 101')) opened.push(raw);
    else refused = raw;
  }
  expect(refused).toBeDefined();
  refusal(refused!);
  const bystander = await open(listener, listener.bystander);
  bystander.socket.write(upgradeHead(listener.bystander));
  await until(() => bystander.received().includes('\r\n\r\n') || bystander.closed(), 'the bystander handshake');
  expect(bystander.received()).toMatch(/^HTTP\/1\.1 101 /);
  for (const raw of [...opened, bystander]) raw.socket.destroy();
}

/** A body trickled far below the minimum rate (5 B/s), with credentials, is answered 408 and closed. */
async function cutsTrickledBody(
  listener: Listener,
  body: { headers: Record<string, string>; start: string } = {
    headers: { 'Content-Type': 'application/json' },
    start: '{"query":"',
  },
) {
  const raw = await open(listener, listener.bystander);
  raw.socket.write(
    head('POST', listener.post, listener.bystander, {
      Authorization: 'Bearer not-checked-before-the-body',
      'Content-Length': '100000',
      ...body.headers,
    }) + body.start,
  );
  const timer = setInterval(() => (raw.closed() ? clearInterval(timer) : raw.socket.write('a')), 200);
  // Well within HTTP_REQUEST_TIMEOUT_MS (120 s), which alone cut it before.
  await until(() => raw.closed(), 'the server to cut the trickled body', 45_000);
  clearInterval(timer);
  expect(statusLines(raw.received())).toEqual([408]);
}

/** A request without credentials whose body keeps above the minimum rate is cut at the shorter deadline. */
async function cutsAnonymousBodyAtDeadline(listener: Listener) {
  const raw = await heldRequest(listener, listener.bystander);
  // Well within HTTP_REQUEST_TIMEOUT_MS (120 s), which alone cut it before.
  await until(() => raw.closed(), 'the server to cut the anonymous body', 45_000);
  expect(statusLines(raw.received())).toEqual([408]);
}

/** A declared length over the listener's largest body: 413 in its error shape, before `100 Continue`. */
async function refusesDeclaredOversize(listener: Listener, expectContinue: boolean) {
  const raw = await open(listener, listener.bystander);
  raw.socket.write(
    head('POST', listener.post, listener.bystander, {
      'Content-Type': 'application/json',
      'Content-Length': String(10 * 1024 ** 3),
      ...(expectContinue ? { Expect: '100-continue' } : {}),
    }),
  );
  await until(() => answered(raw), 'the answer to the declared length');
  expect(raw.received()).not.toContain('100 Continue');
  const { status, body } = answerOf(raw.received());
  expect(status).toBe(413);
  listener.errorShape(body, 'PAYLOAD_TOO_LARGE');
  await until(() => raw.closed(), 'the connection to close after the refusal');
  raw.socket.destroy();
}

const BOUNDARY = 'endless';
/** The start of a GraphQL multipart upload, up to its file's first bytes. */
const UPLOAD_START =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n` +
  `{"query":"mutation ($file: Upload!) { uploadTrainingPlan(file: $file) { __typename } }","variables":{"file":null}}\r\n` +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;

/**
 * A chunked multipart upload (no declared length) whose file never ends, sent as fast as the server takes it: the
 * file's parser refuses it at MAX_UPLOAD_BYTES but goes on reading the body to its end (graphql-upload answers once
 * the whole body is in; the REST adapter's reader likewise), so only the listener's bound ends the connection.
 */
async function cutsEndlessChunkedUpload(
  listener: Listener,
  path: string,
  start: string,
  headers: Record<string, string> = {},
) {
  const raw = await open(listener, listener.bystander);
  raw.socket.write(
    head('POST', path, listener.bystander, {
      Authorization: 'Bearer not-checked-before-the-body',
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      'Transfer-Encoding': 'chunked',
      ...headers,
    }),
  );
  const chunk = (text: string | Buffer) => `${Buffer.byteLength(text).toString(16)}\r\n${text.toString()}\r\n`;
  raw.socket.write(chunk(start));
  const filler = chunk('x'.repeat(64 * 1024));
  let sent = 0;
  const pump = () => {
    while (!raw.closed() && raw.socket.write(filler)) sent += filler.length;
    if (!raw.closed()) raw.socket.once('drain', pump);
  };
  pump();
  // Well within HTTP_REQUEST_TIMEOUT_MS (120 s), which alone ended it before.
  await until(() => raw.closed(), 'the server to cut the endless body', 45_000);
  expect(sent).toBeGreaterThan(2 * 1024 * 1024);
  raw.socket.destroy();
}

describe('connections: one client cannot take every slot', () => {
  test('the gateway closes the connections of one client beyond its cap at accept and serves another client', () =>
    refusesConnectionsBeyondCap(gateway));
  test('the REST adapter closes the connections of one client beyond its cap at accept and serves another client', () =>
    refusesConnectionsBeyondCap(restTraining));

  test('the gateway answers 429 to POST requests without credentials beyond one client share while they hold their bodies', () =>
    refusesBeyondShare(gateway, ANONYMOUS_PER_CLIENT));
  test('the REST adapter answers 429 in the training shape to requests without credentials beyond one client share', () =>
    refusesBeyondShare(restTraining, ANONYMOUS_PER_CLIENT));
  test('the REST adapter answers 429 in the compliance shape to requests without credentials beyond one client share', () =>
    refusesBeyondShare(restCompliance, ANONYMOUS_PER_CLIENT));
  test('the REST adapter answers 429 in the factory shape to requests without credentials beyond one client share', () =>
    refusesBeyondShare(restFactory, ANONYMOUS_PER_CLIENT));
  test('the training subgraph answers 429 to requests without credentials beyond the share of the client the gateway forwards', () =>
    refusesBeyondShare(subgraph('training'), ANONYMOUS_PER_CLIENT));
  test('the compliance subgraph answers 429 to requests without credentials beyond the share of the client the gateway forwards', () =>
    refusesBeyondShare(subgraph('compliance'), ANONYMOUS_PER_CLIENT));
  test('the factory subgraph answers 429 to requests without credentials beyond the share of the client the gateway forwards', () =>
    refusesBeyondShare(subgraph('factory'), ANONYMOUS_PER_CLIENT));

  const withToken = { Authorization: 'Bearer not-checked-before-the-body' };
  test('the gateway counts the requests a trusted proxy forwards by forwarded client and answers 429 beyond the cap', () =>
    refusesBeyondShare(viaProxy(gateway), PER_CLIENT, withToken));
  test('the REST adapter counts the requests a trusted proxy forwards by forwarded client and answers 429 beyond the cap', () =>
    refusesBeyondShare(viaProxy(restTraining), PER_CLIENT, withToken));
  test('the training subgraph counts the requests the gateway forwards by forwarded client and answers 429 beyond the cap', () =>
    refusesBeyondShare(subgraph('training'), PER_CLIENT, withToken));
  test('the compliance subgraph counts the requests the gateway forwards by forwarded client and answers 429 beyond the cap', () =>
    refusesBeyondShare(subgraph('compliance'), PER_CLIENT, withToken));
  test('the factory subgraph counts the requests the gateway forwards by forwarded client and answers 429 beyond the cap', () =>
    refusesBeyondShare(subgraph('factory'), PER_CLIENT, withToken));

  test('the gateway closes WebSocket upgrades without a token of one client beyond its cap and accepts another client', () =>
    refusesUpgradesBeyondCap(gateway, (raw) => expect(raw.received()).toBe('')));
  test('the gateway answers 429 to WebSocket upgrades a trusted proxy forwards for one client beyond its cap', () =>
    refusesUpgradesBeyondCap(viaProxy(gateway), (raw) => {
      const { status, body } = answerOf(raw.received());
      expect(status).toBe(429);
      graphqlError(body, 'RATE_LIMIT_EXCEEDED');
    }));
});

describe('time: a body must keep coming', () => {
  test('the gateway cuts a body trickled below the minimum rate once the grace has passed', () =>
    cutsTrickledBody(gateway));
  test('the gateway cuts an upload whose file is trickled below the minimum rate once the grace has passed', () =>
    cutsTrickledBody(gateway, {
      headers: { 'Apollo-Require-Preflight': 'true', 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      start: UPLOAD_START,
    }));
  test('the REST adapter cuts a training body trickled below the minimum rate once the grace has passed', () =>
    cutsTrickledBody(restTraining));
  test('the REST adapter cuts a compliance body trickled below the minimum rate once the grace has passed', () =>
    cutsTrickledBody(restCompliance));
  test('the REST adapter cuts a factory body trickled below the minimum rate once the grace has passed', () =>
    cutsTrickledBody(restFactory));
  test('the training subgraph cuts a body trickled below the minimum rate once the grace has passed', () =>
    cutsTrickledBody(subgraph('training')));
  test('the compliance subgraph cuts a body trickled below the minimum rate once the grace has passed', () =>
    cutsTrickledBody(subgraph('compliance')));
  test('the factory subgraph cuts a body trickled below the minimum rate once the grace has passed', () =>
    cutsTrickledBody(subgraph('factory')));

  test('the gateway cuts the body of a request without credentials at the shorter deadline', () =>
    cutsAnonymousBodyAtDeadline(gateway));
  test('the REST adapter cuts the body of a request without credentials at the shorter deadline', () =>
    cutsAnonymousBodyAtDeadline(restTraining));
  test('the training subgraph cuts the body of a request without credentials at the shorter deadline', () =>
    cutsAnonymousBodyAtDeadline(subgraph('training')));
});

describe('sizes: a declared length over the largest body is refused before it is read', () => {
  test('the gateway answers 413 without 100 Continue to a POST that expects one with a length over its largest body', () =>
    refusesDeclaredOversize(gateway, true));
  test('the gateway answers 413 before reading a POST body declared over its largest body', () =>
    refusesDeclaredOversize(gateway, false));
  test('the REST adapter answers 413 in the training shape without 100 Continue to a length over its largest body', () =>
    refusesDeclaredOversize(restTraining, true));
  test('the REST adapter answers 413 in the compliance shape without 100 Continue to a length over its largest body', () =>
    refusesDeclaredOversize(restCompliance, true));
  test('the REST adapter answers 413 in the factory shape without 100 Continue to a length over its largest body', () =>
    refusesDeclaredOversize(restFactory, true));
  test('the training subgraph answers 413 without 100 Continue to a length over its largest body', () =>
    refusesDeclaredOversize(subgraph('training'), true));
  test('the compliance subgraph answers 413 without 100 Continue to a length over its largest body', () =>
    refusesDeclaredOversize(subgraph('compliance'), true));
  test('the factory subgraph answers 413 without 100 Continue to a length over its largest body', () =>
    refusesDeclaredOversize(subgraph('factory'), true));

  test('the gateway cuts a chunked upload whose file never ends once it grows beyond its largest body', () =>
    cutsEndlessChunkedUpload(gateway, '/graphql', UPLOAD_START, { 'Apollo-Require-Preflight': 'true' }));
  // Without the preflight header the operation is refused (CSRF prevention) before any resolver reads the file, while
  // graphql-upload still reads the body to its end.
  test('the training subgraph cuts a chunked upload whose file never ends once it grows beyond its largest body', () =>
    cutsEndlessChunkedUpload(subgraph('training'), '/graphql', UPLOAD_START));
  test('the REST adapter cuts a chunked training upload whose file never ends once it grows beyond its largest body', () =>
    cutsEndlessChunkedUpload(
      restTraining,
      '/training/api/v1/upload/training-plan',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    ));
});
