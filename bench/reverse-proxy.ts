import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Pool } from 'undici';

/**
 * The floor of a hop on this machine (issue 36): a reverse proxy that knows nothing of GraphQL, forwarding each
 * request as it came to one origin over a pool of kept-alive connections and streaming the answer back. The bench
 * runs it as a process of its own in front of a subgraph, as it runs the gateway, so that `gateway ÷ reverse proxy`
 * is what the gateway's GraphQL work costs beyond moving bytes.
 *
 * With `keep`, the floor of a cache hit: the first successful answer to each request (method, path and body, the
 * bytes alone) is kept and every later one is answered from memory, with no key, scope, invalidation or limit.
 *
 *   node dist/bench/reverse-proxy.js <port> <origin> [keep]     e.g. 14101 http://127.0.0.1:4001
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
]);

/** The end-to-end headers of a request or an answer, as they are passed on. */
function forwarded(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

const [port, origin, mode] = process.argv.slice(2);
if (!port || !origin || (mode !== undefined && mode !== 'keep'))
  throw new Error('usage: reverse-proxy <port> <origin> [keep]');
const upstream = new Pool(origin, { connections: 128, pipelining: 1 });

interface KeptAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[]>;
  readonly body: Buffer;
}

const kept = new Map<string, KeptAnswer>();

/** The request sent on to the origin as it came: its path, method, end-to-end headers and `body`. */
const sentOn = (request: IncomingMessage, body: Buffer | IncomingMessage) =>
  upstream.request({
    path: request.url ?? '/',
    method: request.method as 'GET' | 'POST',
    headers: forwarded(request.headers),
    body: request.method === 'GET' || request.method === 'HEAD' ? null : body,
  });

/** A request the origin could not answer: 502, or the connection ended if the answer had begun. */
function unanswered(response: ServerResponse): void {
  if (!response.headersSent) response.writeHead(502);
  response.end();
}

async function keptAnswerTo(request: IncomingMessage): Promise<KeptAnswer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const key = `${request.method} ${request.url}\0${body.toString('latin1')}`;
  const found = kept.get(key);
  if (found) return found;
  const answer = await sentOn(request, body);
  const made = {
    status: answer.statusCode,
    headers: forwarded(answer.headers),
    body: Buffer.from(await answer.body.arrayBuffer()),
  };
  if (made.status === 200) kept.set(key, made);
  return made;
}

const keeping = (request: IncomingMessage, response: ServerResponse) => {
  keptAnswerTo(request)
    .then(({ status, headers, body }) => response.writeHead(status, headers).end(body))
    .catch(() => unanswered(response));
};

const forwarding = (request: IncomingMessage, response: ServerResponse) => {
  sentOn(request, request)
    .then(async (answer) => {
      response.writeHead(answer.statusCode, forwarded(answer.headers));
      await pipeline(answer.body, response);
    })
    .catch(() => unanswered(response));
};

const server = createServer(mode === 'keep' ? keeping : forwarding);
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void upstream.close();
});
