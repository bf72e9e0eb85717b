import { connect, type Socket } from 'node:net';
import { startTestStack, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * Every listener (the gateway, the REST adapter and a subgraph) with its HTTP limits lowered: a connection that
 * sends nothing, one that trickles its request head and one that trickles its body are answered 408 and closed by
 * the server; connections beyond the cap are closed at once, while kept-alive clients under it are served.
 */
const HEADERS_TIMEOUT_MS = 1_000;
const MAX_CONNECTIONS = 24;
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: '2000',
    // Long enough for the held connections of the cap test to stay open through it.
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '30000',
    HTTP_MAX_CONNECTIONS: String(MAX_CONNECTIONS),
  });
}, 120_000);

afterAll(() => stack?.stop());

/** `path` is answered without calling another component (the gateway's /health would call the subgraphs'). */
const listeners = () => [
  { name: 'gateway', origin: new URL(stack.gatewayUrl).origin, path: '/unknown', post: '/graphql' },
  { name: 'REST adapter', origin: stack.restUrl, path: '/training/api/v1/unknown', post: '/training/api/v1/contact' },
  {
    name: 'training subgraph',
    origin: new URL(stack.subgraphs.training.url).origin,
    path: '/unknown',
    post: '/graphql',
  },
];

/** A raw connection: what it received, and whether the server closed it. */
interface Raw {
  readonly socket: Socket;
  received(): string;
  readonly closed: Promise<void>;
}

async function open(origin: string): Promise<Raw> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  return { socket, received: () => received, closed };
}

/** Waits (well beyond the lowered limits) for the server to close the connection; the test fails if it never does. */
async function closedByServer(raw: Raw): Promise<string> {
  await waitFor(() => (raw.socket.destroyed || raw.socket.readableEnded ? true : undefined), {
    timeoutMs: 20_000,
    intervalMs: 50,
    what: 'the server to close the connection',
  });
  return raw.received();
}

/** Sends `line` every 200 ms until the connection closes. */
function trickle(raw: Raw, line: () => string): void {
  const timer = setInterval(() => {
    if (raw.socket.destroyed) clearInterval(timer);
    else raw.socket.write(line());
  }, 200);
  void raw.closed.then(() => clearInterval(timer));
}

const statusLines = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));

describe.each(['gateway', 'REST adapter', 'training subgraph'])('the %s', (name) => {
  const listener = () => listeners().find((candidate) => candidate.name === name)!;

  test('closes a connection that sends nothing', async () => {
    const raw = await open(listener().origin);
    expect(statusLines(await closedByServer(raw))).toEqual([408]);
  });

  test('closes a connection that trickles its request head', async () => {
    const raw = await open(listener().origin);
    raw.socket.write(`GET ${listener().path} HTTP/1.1\r\nHost: localhost\r\n`);
    let header = 0;
    trickle(raw, () => `X-Slow-${(header += 1)}: a\r\n`);
    expect(statusLines(await closedByServer(raw))).toEqual([408]);
  });

  test('closes a connection that trickles its request body', async () => {
    const raw = await open(listener().origin);
    raw.socket.write(
      `POST ${listener().post} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"query":"`,
    );
    trickle(raw, () => 'a');
    expect(statusLines(await closedByServer(raw))).toEqual([408]);
  });

  test('closes connections beyond its cap at once, and keeps serving the kept-alive clients under it', async () => {
    const request = `GET ${listener().path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
    // One connection after the other, each answered before the next, until one is closed unanswered: the
    // components' own connections to this listener (the gateway's to a subgraph, say) count towards the cap too.
    const held: Raw[] = [];
    let refused: Raw | undefined;
    while (!refused && held.length <= MAX_CONNECTIONS) {
      const raw = await open(listener().origin);
      raw.socket.write(request);
      const answered = await waitFor(
        () =>
          statusLines(raw.received()).length
            ? true
            : raw.socket.destroyed || raw.socket.readableEnded
              ? false
              : undefined,
        {
          what: 'an answer or the end of the connection',
        },
      );
      if (answered) held.push(raw);
      else refused = raw;
    }
    expect(refused?.received()).toBe('');
    expect(held.length).toBeGreaterThan(0);
    expect(held.length).toBeLessThanOrEqual(MAX_CONNECTIONS);
    // The held connections outlive the header timeout and serve a second request on the same connection.
    await new Promise((resolve) => setTimeout(resolve, HEADERS_TIMEOUT_MS * 1.5));
    for (const raw of held) raw.socket.write(request);
    await waitFor(() => (held.every((raw) => statusLines(raw.received()).length === 2) ? true : undefined), {
      what: 'every held connection to be answered again',
    });
    for (const raw of held) raw.socket.destroy();
    // Room again once the listener has seen them go: a new client is served.
    const status = await waitFor(
      () =>
        fetch(`${listener().origin}${listener().path}`).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => undefined,
        ),
      { what: 'a new client to be served' },
    );
    expect(status).toBeLessThan(500);
  });
});
