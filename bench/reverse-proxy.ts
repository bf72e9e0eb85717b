import { createServer } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Pool } from 'undici';

/**
 * The floor of a hop on this machine (issue 36): a reverse proxy that knows nothing of GraphQL, forwarding each
 * request as it came to one origin over a pool of kept-alive connections and streaming the answer back. The bench
 * runs it as a process of its own in front of a subgraph, as it runs the gateway, so that `gateway ÷ reverse proxy`
 * is what the gateway's GraphQL work costs beyond moving bytes.
 *
 *   node dist/bench/reverse-proxy.js <port> <origin>     e.g. 14101 http://127.0.0.1:4001
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

const [port, origin] = process.argv.slice(2);
if (!port || !origin) throw new Error('usage: reverse-proxy <port> <origin>');
const upstream = new Pool(origin, { connections: 128, pipelining: 1 });

const server = createServer((request, response) => {
  upstream
    .request({
      path: request.url ?? '/',
      method: request.method as 'GET' | 'POST',
      headers: forwarded(request.headers),
      body: request.method === 'GET' || request.method === 'HEAD' ? null : request,
    })
    .then(async (answer) => {
      response.writeHead(answer.statusCode, forwarded(answer.headers));
      await pipeline(answer.body, response);
    })
    .catch(() => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void upstream.close();
});
