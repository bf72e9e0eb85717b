import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { correlationIdFrom, CORRELATION_HEADER } from '../correlation.js';
import { ErrorCode, HTTP_STATUS_BY_CODE } from '../errors.js';
import type { HttpErrorInfo } from '../http-errors.js';
import { BodyWatch } from './body-watch.js';
import { clientKey, forwardedClient, isTrustedProxy, type TrustProxy } from './client-address.js';
import { ClientCounts, type Release } from './client-counts.js';

/** What the admission layer allows each client (HTTP_* in platform/config.ts). */
export interface AdmissionLimits {
  readonly maxConnectionsPerClient: number;
  readonly maxAnonymousRequestsPerClient: number;
  readonly anonymousRequestTimeoutMs: number;
  readonly minBodyBytesPerSecond: number;
  readonly minBodyRateGraceMs: number;
}

/** How a listener's refusals look: its components' own error body (a GraphQL error body, a REST service's shape). */
export type AdmissionErrorBody = (info: HttpErrorInfo, req: IncomingMessage) => unknown;

export interface AdmissionOptions {
  readonly limits: AdmissionLimits;
  /** The largest body the listener's parsers accept (see body-bounds.ts). */
  readonly maxBodyBytes: number;
  readonly errorBody: AdmissionErrorBody;
  /** The proxies whose X-Forwarded-For is believed, asked at every connection (the app's own `trust proxy`). */
  readonly trustProxy: () => TrustProxy;
}

/** A request that carries credentials (a bearer token, a session cookie): it gets the full budget. */
function hasCredentials(req: IncomingMessage): boolean {
  return Boolean(req.headers.authorization || req.headers.cookie);
}

function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers['content-length'];
  return header === undefined ? undefined : Number(header);
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || (declaredLength(req) ?? 0) > 0;
}

interface Refusal {
  readonly code: ErrorCode;
  readonly message: string;
  /** The limit that refused it, told in X-RateLimit-Limit. */
  readonly limit?: number;
}

/** Node's own answer to a request that timed out (http server's requestTimeoutResponse). */
const REQUEST_TIMEOUT_RESPONSE = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

/**
 * The admission layer of every HTTP listener (platform/http-listener.ts): what a connection, a request or a
 * WebSocket upgrade must pass before a component sees it, decided from its head alone, so that a refusal costs
 * nothing but the answer.
 *
 * - Clients are counted by address. A direct client's connections are counted from accept to close, and the one
 *   beyond `maxConnectionsPerClient` is closed at once. A trusted proxy's connections are not counted by its own
 *   address (it carries many clients); the requests and WebSockets it forwards with X-Forwarded-For are, by the
 *   client address Express resolves from it, in the same count, for as long as each is in flight (a request until
 *   its answer ends, a WebSocket until its socket closes), and the one beyond is answered 429. A proxy's requests
 *   without X-Forwarded-For are its own, and only the listener's HTTP_MAX_CONNECTIONS bounds them.
 * - Requests without credentials (no Authorization, no Cookie) get a smaller share: at most
 *   `maxAnonymousRequestsPerClient` in flight per client (the one beyond is answered 429), and
 *   `anonymousRequestTimeoutMs` for their body instead of HTTP_REQUEST_TIMEOUT_MS (then 408 and closed).
 * - A declared length beyond the listener's largest body is answered 413 before anything is read, and before
 *   `100 Continue` when the client asked for one; a body without a declared length is cut once it grows beyond it.
 * - A body trickled below `minBodyBytesPerSecond` after `minBodyRateGraceMs` is answered 408 and closed.
 */
export class Admission {
  readonly #connections: ClientCounts;
  readonly #anonymous: ClientCounts;
  readonly #bodies: BodyWatch;
  /** Sockets of trusted proxies, whose clients are counted per request. */
  readonly #proxies = new WeakSet<Socket>();

  constructor(private readonly options: AdmissionOptions) {
    const { limits } = options;
    this.#connections = new ClientCounts(limits.maxConnectionsPerClient);
    this.#anonymous = new ClientCounts(limits.maxAnonymousRequestsPerClient);
    this.#bodies = new BodyWatch(
      {
        minBytesPerSecond: limits.minBodyBytesPerSecond,
        minRateGraceMs: limits.minBodyRateGraceMs,
        maxBodyBytes: options.maxBodyBytes,
      },
      (req, res, status) => this.#cut(req, res, status),
      Math.max(
        50,
        Math.min(1_000, Math.floor(Math.min(limits.minBodyRateGraceMs, limits.anonymousRequestTimeoutMs) / 4)),
      ),
    );
  }

  /** A connection just accepted: false when it was closed for its client's cap. */
  connection(socket: Socket): boolean {
    const address = socket.remoteAddress;
    if (isTrustedProxy(address, this.options.trustProxy())) {
      this.#proxies.add(socket);
      return true;
    }
    const release = this.#connections.acquire(clientKey(address));
    if (!release) {
      socket.destroy();
      return false;
    }
    socket.once('close', release);
    return true;
  }

  /**
   * A request whose head has arrived (before `100 Continue` when it expects one): false when it was answered here,
   * and the component must not see it.
   */
  request(req: IncomingMessage, res: ServerResponse): boolean {
    const declared = declaredLength(req);
    if (declared !== undefined && declared > this.options.maxBodyBytes) {
      this.#refuse(req, res, {
        code: ErrorCode.PAYLOAD_TOO_LARGE,
        message: `The request body exceeds the limit of ${this.options.maxBodyBytes} bytes`,
      });
      return false;
    }
    const holds: Release[] = [];
    const refusal = this.#count(req, holds);
    const releaseAll = () => holds.forEach((release) => release());
    if (refusal) {
      releaseAll();
      this.#refuse(req, res, refusal);
      return false;
    }
    res.once('close', releaseAll);
    if (hasBody(req))
      this.#bodies.watch(req, res, hasCredentials(req) ? undefined : this.options.limits.anonymousRequestTimeoutMs);
    return true;
  }

  /** A WebSocket upgrade request: false when it was answered here. Its count lasts as long as its socket. */
  upgrade(req: IncomingMessage, socket: Socket): boolean {
    const client = this.#proxies.has(socket) ? forwardedClient(req, this.options.trustProxy()) : undefined;
    if (client === undefined) return true;
    const release = this.#connections.acquire(client);
    if (!release) {
      if (socket.writable) socket.write(this.#rawAnswer(req, this.#tooManyConnections()));
      socket.destroy();
      return false;
    }
    socket.once('close', release);
    return true;
  }

  #tooManyConnections(): Refusal {
    return {
      code: ErrorCode.RATE_LIMIT_EXCEEDED,
      message: 'Too many connections from this client',
      limit: this.options.limits.maxConnectionsPerClient,
    };
  }

  /** Counts a request in its client's shares (adding what to release to `holds`); the refusal when one is full. */
  #count(req: IncomingMessage, holds: Release[]): Refusal | undefined {
    const proxied = this.#proxies.has(req.socket);
    const client = proxied ? forwardedClient(req, this.options.trustProxy()) : clientKey(req.socket.remoteAddress);
    // A proxy's own request: not a client's.
    if (client === undefined) return undefined;
    if (proxied) {
      const release = this.#connections.acquire(client);
      if (!release) return this.#tooManyConnections();
      holds.push(release);
    }
    if (!hasCredentials(req)) {
      const release = this.#anonymous.acquire(client);
      if (!release)
        return {
          code: ErrorCode.RATE_LIMIT_EXCEEDED,
          message: 'Too many requests without credentials from this client',
          limit: this.options.limits.maxAnonymousRequestsPerClient,
        };
      holds.push(release);
    }
    return undefined;
  }

  #body(req: IncomingMessage, refusal: Refusal) {
    const status = HTTP_STATUS_BY_CODE[refusal.code];
    const correlationId = correlationIdFrom(req.headers[CORRELATION_HEADER]);
    const body = JSON.stringify(
      this.options.errorBody({ status, code: refusal.code, message: refusal.message, correlationId }, req),
    );
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'X-Correlation-Id': correlationId,
      ...(refusal.limit === undefined
        ? {}
        : {
            'Retry-After': '1',
            'X-RateLimit-Limit': String(refusal.limit),
            'X-RateLimit-Remaining': '0',
            'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + 1),
          }),
    };
    return { status, headers, body };
  }

  /**
   * Answers a request the component never saw. Its connection closes after the answer when a body was coming (it is
   * not read), and stays open for the next request otherwise.
   */
  #refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
    const { status, headers, body } = this.#body(req, refusal);
    res.writeHead(status, { ...headers, ...(hasBody(req) ? { Connection: 'close' } : {}) });
    res.end(body);
  }

  #rawAnswer(req: IncomingMessage, refusal: Refusal): string {
    const { status, headers, body } = this.#body(req, refusal);
    const lines = Object.entries({ ...headers, Connection: 'close' }).map(([name, value]) => `${name}: ${value}\r\n`);
    return `HTTP/1.1 ${status} ${status === 413 ? 'Payload Too Large' : 'Too Many Requests'}\r\n${lines.join('')}\r\n${body}`;
  }

  /**
   * Cuts a body being received: the answer is written on the socket itself (the component may be reading the body
   * and answer later, onto a closed socket, as after Node's own request timeout), unless it answered already.
   */
  #cut(req: IncomingMessage, res: ServerResponse, status: 408 | 413): void {
    const { socket } = req;
    if (!res.headersSent && socket.writable)
      socket.write(
        status === 408
          ? REQUEST_TIMEOUT_RESPONSE
          : this.#rawAnswer(req, {
              code: ErrorCode.PAYLOAD_TOO_LARGE,
              message: `The request body exceeds the limit of ${this.options.maxBodyBytes} bytes`,
            }),
      );
    socket.destroy();
  }
}
