import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import type { IncomingMessage, Server } from 'node:http';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';

/** What a WebSocket may send (see SUBSCRIPTION_INIT_* in platform/config.ts). */
export interface WebSocketLimits {
  /**
   * The longest message once the connection is acknowledged, the HTTP body limit: ws refuses a longer one from its
   * frame header (close 1009), before buffering it.
   */
  readonly maxMessageBytes: number;
  /** Bytes the connection may send before its `connection_init` is acknowledged (close 1009 beyond). */
  readonly initMaxBytes: number;
  /** How long the connection may take to have its `connection_init` acknowledged (close 4408 after). */
  readonly initTimeoutMs: number;
}

/** graphql-ws's `ctx.extra` on this transport. */
export interface WebSocketExtra {
  readonly socket: WebSocket;
  readonly request: IncomingMessage;
}

export interface WebSocketTransport {
  /** Open WebSockets. */
  readonly size: () => number;
  /** Closes every WebSocket (1001 Going away) and stops accepting new ones. */
  dispose(): Promise<void>;
}

/** WebSocket close code 1009 (RFC 6455): a message too big to process. */
const MESSAGE_TOO_BIG = 1009;
/** How long a refused socket has to take its close frame before it is cut. */
const CLOSE_GRACE_MS = 1_000;
/** graphql-ws's own keep-alive: a ping every 12 s, and a socket that does not answer within as long is cut. */
const KEEP_ALIVE_MS = 12_000;

/**
 * graphql-ws (the `graphql-transport-ws` protocol) on a ws server at `path`, through graphql-ws's documented
 * `makeServer`, the way its `useServer` does it, with the gateway's limits added where only the socket can enforce
 * them: the message size (ws `maxPayload`), the bytes and the time a connection has before its `connection_init` is
 * acknowledged (counted on the TCP socket, so an unauthenticated client cannot make the gateway buffer a whole
 * message), and errors that a client's bad frames cause are logged as such, not as internal errors.
 */
export function serveGraphqlWs<E extends object>(
  httpServer: Server,
  path: string,
  limits: WebSocketLimits,
  options: ServerOptions<Record<string, unknown>, WebSocketExtra & Partial<E>>,
  log: Logger,
): WebSocketTransport {
  const webSockets = new WebSocketServer({
    server: httpServer,
    path,
    maxPayload: limits.maxMessageBytes,
    handleProtocols: (protocols) => handleProtocols(protocols),
  });
  // ws repeats the HTTP server's own errors (a port in use) here, which would throw without a listener; the
  // server's owner handles them where it listens.
  webSockets.on('error', (error) => log.debug({ err: error }, 'HTTP server error, seen by the WebSocket server'));
  /** Stops each connection's pre-authorization limits, once its `connection_init` is acknowledged. */
  const acknowledged = new WeakMap<WebSocket, () => void>();
  const server = makeServer<Record<string, unknown>, WebSocketExtra & Partial<E>>({
    ...options,
    // Replaced by the stricter budget below, which runs until the connection is acknowledged, not just initialised.
    connectionInitWaitTimeout: 0,
    onConnect: async (ctx) => {
      const permitted = (await options.onConnect?.(ctx)) ?? true;
      if (permitted !== false) acknowledged.get(ctx.extra.socket)?.();
      return permitted;
    },
  });

  webSockets.on('connection', (socket, request) => {
    // A refused socket reads nothing more (`pause`), is told why, and is cut if it does not close in turn.
    const refuse = (code: number, reason: string) => {
      endInitBudget();
      socket.pause();
      socket.close(code, reason);
      setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
    };
    let received = 0;
    const countBytes = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.initMaxBytes)
        refuse(MESSAGE_TOO_BIG, `At most ${limits.initMaxBytes} bytes before connection_init is acknowledged`);
    };
    const initTimer = setTimeout(
      () => refuse(CloseCode.ConnectionInitialisationTimeout, 'Connection initialisation timeout'),
      limits.initTimeoutMs,
    );
    function endInitBudget() {
      clearTimeout(initTimer);
      request.socket.off('data', countBytes);
    }
    // The socket ws reads from (ws's own listener comes first, so a chunk is counted as ws takes it).
    request.socket.on('data', countBytes);
    acknowledged.set(socket, endInitBudget);

    // ws closes the socket itself on a malformed or oversized frame (1002, 1007, 1009); the client's doing.
    socket.on('error', (error) => log.info({ err: error }, 'WebSocket closed on a bad frame from its client'));

    let pongWait: NodeJS.Timeout | undefined;
    const pings = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      pongWait = setTimeout(() => socket.terminate(), KEEP_ALIVE_MS);
      socket.once('pong', () => clearTimeout(pongWait));
      socket.ping();
    }, KEEP_ALIVE_MS);

    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            // A write that fails means the socket is going: its `close` ends the subscriptions.
            socket.send(data, () => resolve());
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          // ws hands a message as one Buffer under its default binaryType ('nodebuffer').
          socket.on('message', (data) => {
            handle((data as Buffer).toString()).catch((error: unknown) => {
              log.error({ err: error }, 'graphql-ws message handling failed');
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            });
          }),
      },
      { socket, request } as WebSocketExtra & Partial<E>,
    );
    socket.once('close', (code, reason) => {
      endInitBudget();
      clearInterval(pings);
      clearTimeout(pongWait);
      closed(code, String(reason)).catch((error: unknown) =>
        log.error({ err: error }, 'graphql-ws connection cleanup failed'),
      );
    });
  });

  return {
    size: () => webSockets.clients.size,
    dispose: async () => {
      for (const client of webSockets.clients) client.close(1001, 'Going away');
      await new Promise<void>((resolve) => webSockets.close(() => resolve()));
    },
  };
}
