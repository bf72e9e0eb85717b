import { Agent, createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Logger } from 'pino';

/**
 * A small round-robin HTTP load balancer for the local cluster (`REPLICAS=N npm start`): one per component, on the
 * component's contract port, in front of its replicas. It appends the client's address to X-Forwarded-For (the
 * replicas list loopback in TRUSTED_PROXIES, so client addresses survive the hop), passes WebSocket upgrades through
 * (the gateway's subscriptions), and skips a replica that refused a connection for a moment, trying the next one:
 * a refused connection carried nothing, so a request is never sent twice. A replica that dies with requests under
 * way costs those requests a 502 or a cut connection, as behind any balancer.
 *
 * It is for trying replicas on one machine, not for production: there, the orchestrator's load balancer (named in
 * TRUSTED_PROXIES) does this job.
 */

export interface BalancerOptions {
  /** Names the component in logs and error answers. */
  name: string;
  host: string;
  port: number;
  /** The replicas, as `127.0.0.1:<port>`. */
  backends: readonly { host: string; port: number }[];
  log: Logger;
}

export interface RunningBalancer {
  readonly url: string;
  /** Stops taking connections; those still open are cut once `graceMs` has passed. */
  stop(graceMs?: number): Promise<void>;
}

/** How long a replica that refused a connection is passed over. */
const DOWN_FOR_MS = 1_000;

function forwardedFor(headers: IncomingHttpHeaders, address: string | undefined): string {
  const previous = headers['x-forwarded-for'];
  const chain = [...(Array.isArray(previous) ? previous : previous ? [previous] : []), address ?? 'unknown'];
  return chain.join(', ');
}

export async function startBalancer(options: BalancerOptions): Promise<RunningBalancer> {
  const { backends, log } = options;
  const downUntil = backends.map(() => 0);
  const agent = new Agent({ keepAlive: true });
  let next = 0;
  /** Upgraded connections, which leave the HTTP server's own bookkeeping. */
  const tunnels = new Set<Socket>();

  /** The replicas to try, in round-robin order, those refusing connections last. */
  const candidates = () => {
    const start = next++ % backends.length;
    const order = backends.map((_, offset) => (start + offset) % backends.length);
    const now = Date.now();
    return [...order.filter((index) => downUntil[index] <= now), ...order.filter((index) => downUntil[index] > now)];
  };
  const refused = (index: number, error: NodeJS.ErrnoException) => {
    downUntil[index] = Date.now() + DOWN_FOR_MS;
    log.warn({ backend: backends[index], code: error.code }, 'replica refused a connection; trying the next one');
  };
  const unavailable = (message: string) =>
    JSON.stringify({ errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });

  const forward = (client: IncomingMessage, answer: import('node:http').ServerResponse, tries: number[]) => {
    const index = tries.shift();
    if (index === undefined) {
      answer
        .writeHead(503, { 'content-type': 'application/json', connection: 'close' })
        .end(unavailable(`No ${options.name} replica is reachable`));
      return;
    }
    const backend = backends[index];
    const upstream = request({
      ...backend,
      agent,
      method: client.method,
      path: client.url,
      headers: { ...client.headers, 'x-forwarded-for': forwardedFor(client.headers, client.socket.remoteAddress) },
    });
    let sending = false;
    const send = () => {
      sending = true;
      client.pipe(upstream);
    };
    upstream.on('socket', (socket: Socket) => (socket.connecting ? socket.once('connect', send) : send()));
    upstream.on('response', (response) => {
      answer.writeHead(response.statusCode ?? 502, response.rawHeaders);
      response.pipe(answer);
      response.on('error', () => answer.destroy());
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (!sending && error.code === 'ECONNREFUSED') {
        refused(index, error);
        forward(client, answer, tries);
      } else if (!answer.headersSent) {
        // The replica went away with the request: it may have been carried out, so it is not sent again.
        answer
          .writeHead(502, { 'content-type': 'application/json', connection: 'close' })
          .end(unavailable(`The ${options.name} replica went away during the request`));
      } else {
        answer.destroy();
      }
    });
    answer.on('close', () => {
      if (!answer.writableFinished) upstream.destroy();
    });
  };

  const tunnel = (client: IncomingMessage, socket: Socket, head: Buffer, tries: number[]) => {
    const index = tries.shift();
    if (index === undefined) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    const upstream = connect(backends[index]);
    tunnels.add(socket);
    socket.once('close', () => tunnels.delete(socket));
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      const lines = [`${client.method} ${client.url} HTTP/1.1`];
      for (let at = 0; at < client.rawHeaders.length; at += 2) {
        if (client.rawHeaders[at].toLowerCase() !== 'x-forwarded-for')
          lines.push(`${client.rawHeaders[at]}: ${client.rawHeaders[at + 1]}`);
      }
      lines.push(`x-forwarded-for: ${forwardedFor(client.headers, client.socket.remoteAddress)}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && error.code === 'ECONNREFUSED') {
        refused(index, error);
        tunnel(client, socket, head, tries);
      } else socket.destroy();
    });
    socket.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  };

  const server: Server = createServer((client, answer) => forward(client, answer, candidates()));
  server.on('upgrade', (client: IncomingMessage, socket: Socket, head: Buffer) =>
    tunnel(client, socket, head, candidates()),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    stop: async (graceMs = 10_000) => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      const cut = setTimeout(() => {
        server.closeAllConnections();
        for (const socket of tunnels) socket.destroy();
      }, graceMs);
      await closed;
      clearTimeout(cut);
      agent.destroy();
    },
  };
}
