import { createServer, type RequestListener, type Server } from 'node:http';
import { config, type Config } from './config.js';

/** What every component's HTTP listener allows a connection (HTTP_* in platform/config.ts). */
export interface ListenerLimits {
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  readonly keepAliveTimeoutMs: number;
  readonly idleTimeoutMs: number;
  readonly maxConnections: number;
}

export function listenerLimits(settings: Config = config()): ListenerLimits {
  return {
    headersTimeoutMs: settings.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: settings.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: settings.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    idleTimeoutMs: settings.HTTP_IDLE_TIMEOUT_MS,
    maxConnections: settings.HTTP_MAX_CONNECTIONS,
  };
}

/**
 * The HTTP server of every component (gateway, REST adapter, subgraphs), so that none of them can be held by
 * connections that send nothing, send slowly or never leave: Node's own limits, set as a reverse proxy would.
 *
 * - A request whose head is not complete within `headersTimeoutMs` is answered 408 and its connection closed; so is
 *   a connection that never sends a byte (the head is then "not complete").
 * - A request whose body is not complete within `requestTimeoutMs` likewise. Only receiving counts: an answer may
 *   stream for as long as it needs (file downloads, subscriptions over SSE).
 * - A kept-alive connection waiting for its next request is closed after `keepAliveTimeoutMs`.
 * - A connection on which nothing moves either way for `idleTimeoutMs` is closed (a client that stopped reading its
 *   answer, say). WebSockets take their sockets over from the server and keep their own heartbeat (ws clears this
 *   timeout); graphql-sse writes a keep-alive comment every 12 s.
 * - Connections beyond `maxConnections` are closed as soon as they are accepted.
 *
 * Node checks the two request timeouts on an interval; it runs often enough for them to hold to within a quarter.
 */
export function createListener(app: RequestListener, limits: ListenerLimits = listenerLimits()): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
    },
    app,
  );
  server.maxConnections = limits.maxConnections;
  server.setTimeout(limits.idleTimeoutMs);
  return server;
}
