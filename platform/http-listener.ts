import { Server, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Admission, type AdmissionErrorBody, type AdmissionLimits } from './admission/admission.js';
import { TRUST_NO_PROXY, type TrustProxy } from './admission/client-address.js';
import { config, type Config } from './config.js';
import { graphqlErrorBody } from './http-errors.js';

/** What every component's HTTP listener allows a connection (HTTP_* in platform/config.ts). */
export interface ListenerLimits extends AdmissionLimits {
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
    maxConnectionsPerClient: settings.HTTP_MAX_CONNECTIONS_PER_CLIENT,
    maxAnonymousRequestsPerClient: settings.HTTP_MAX_ANONYMOUS_REQUESTS_PER_CLIENT,
    anonymousRequestTimeoutMs: settings.HTTP_ANONYMOUS_REQUEST_TIMEOUT_MS,
    minBodyBytesPerSecond: settings.HTTP_MIN_BODY_BYTES_PER_SECOND,
    minBodyRateGraceMs: settings.HTTP_MIN_BODY_RATE_GRACE_MS,
  };
}

/** An Express app (or any request listener); an app's `trust proxy` decides which peers are proxies. */
export type ListenerApp = RequestListener & { get?: (setting: string) => unknown };

export interface ListenerOptions {
  /** The largest body the listener's parsers accept (platform/admission/body-bounds.ts). */
  readonly maxBodyBytes: number;
  /** How refusals are shaped: a GraphQL error body by default. */
  readonly errorBody?: AdmissionErrorBody;
  readonly limits?: ListenerLimits;
  /** What serves requests ahead of the app (and hands it the rest): the gateway's front door. */
  readonly ahead?: (app: RequestListener) => RequestListener;
}

/**
 * An HTTP server whose connections, requests and upgrades pass the admission layer before any listener of theirs
 * (Node's own parser setup, the component's app, a WebSocket server) sees them.
 */
class AdmittedServer extends Server {
  constructor(
    options: ServerOptions,
    private readonly admission: Admission,
  ) {
    super(options);
    // Node answers `100 Continue` itself unless someone listens for checkContinue: the admission answers it (in
    // emit below), after the request's head has passed.
    this.on('checkContinue', () => undefined);
  }

  override emit(event: string, ...args: unknown[]): boolean {
    switch (event) {
      case 'connection':
        if (!this.admission.connection(args[0] as Socket)) return false;
        break;
      case 'request':
        if (!this.admission.request(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
        break;
      case 'checkContinue': {
        const [req, res] = args as [IncomingMessage, ServerResponse];
        if (!this.admission.request(req, res)) return true;
        res.writeContinue();
        return super.emit('request', req, res);
      }
      case 'upgrade':
        if (!this.admission.upgrade(args[0] as IncomingMessage, args[1] as Socket)) return true;
        break;
    }
    return super.emit(event, ...args);
  }
}

/**
 * The HTTP server of every component (gateway, REST adapter, subgraphs), so that none of them can be held by
 * connections that send nothing, send slowly or never leave, nor by one client: Node's own limits, set as a reverse
 * proxy would, and the admission layer (platform/admission/admission.ts) in front of everything else.
 *
 * - A request whose head is not complete within `headersTimeoutMs` is answered 408 and its connection closed; so is
 *   a connection that never sends a byte (the head is then "not complete").
 * - A request whose body is not complete within `requestTimeoutMs` likewise (`anonymousRequestTimeoutMs` without
 *   credentials), and one whose body arrives slower than `minBodyBytesPerSecond`. Only receiving counts: an answer
 *   may stream for as long as it needs (file downloads, subscriptions over SSE).
 * - A kept-alive connection waiting for its next request is closed after `keepAliveTimeoutMs`.
 * - A connection on which nothing moves either way for `idleTimeoutMs` is closed (a client that stopped reading its
 *   answer, say). WebSockets take their sockets over from the server and keep their own heartbeat (ws clears this
 *   timeout); graphql-sse writes a keep-alive comment every 12 s.
 * - Connections beyond `maxConnections`, or beyond `maxConnectionsPerClient` from one client, are closed as soon as
 *   they are accepted; a declared body beyond `maxBodyBytes` is answered 413 before it is read.
 *
 * Node checks the two request timeouts on an interval; it runs often enough for them to hold to within a quarter.
 */
export function createListener(app: ListenerApp, options: ListenerOptions): Server {
  const limits = options.limits ?? listenerLimits();
  const admission = new Admission({
    limits,
    maxBodyBytes: options.maxBodyBytes,
    errorBody: options.errorBody ?? graphqlErrorBody,
    // The app's compiled `trust proxy` (Express keeps it as 'trust proxy fn'), read when needed: one rule for
    // `req.ip` and for the admission layer, whenever the app sets it.
    trustProxy: () => (app.get?.('trust proxy fn') as TrustProxy | undefined) ?? TRUST_NO_PROXY,
  });
  const server = new AdmittedServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
    },
    admission,
  );
  server.on('request', options.ahead ? options.ahead(app) : app);
  server.maxConnections = limits.maxConnections;
  server.setTimeout(limits.idleTimeoutMs);
  return server;
}
