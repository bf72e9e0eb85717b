import type { Request as ExpressRequest, RequestHandler } from 'express';
import { getOperationAST, GraphQLError, parse, type GraphQLSchema } from 'graphql';
import { createHandler as createSseHandler } from 'graphql-sse/lib/use/express';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import { OpenOperations } from './open-operations.js';
import { authenticateSubscriber, credentialOf, sseRefusal, type Subscriber } from './subscriber.js';
import type { SubscriptionHub } from './subscription-hub.js';
import type { SubscriptionContext } from './subscription-schema.js';
import type { SupergraphEntities, SupergraphQuery } from './supergraph-entities.js';
import type { DocumentGuard } from '../limits.js';

export interface SubscriptionServerOptions {
  readonly httpServer: Server;
  /** The executable subscription schema of the current supergraph (see `subscriptionSchema`). */
  readonly schema: () => GraphQLSchema;
  readonly hub: SubscriptionHub;
  readonly entities: SupergraphEntities;
  readonly query: SupergraphQuery;
  /** The limits every document meets before it is parsed and validated (as on HTTP). */
  readonly documentGuard: DocumentGuard;
  readonly log: Logger;
}

export interface SubscriptionServer {
  /** Serves graphql-sse requests (`Accept: text/event-stream`) under /graphql; passes the others on. */
  readonly sse: RequestHandler;
  /** Open WebSocket connections and SSE streams. */
  readonly connections: () => number;
  /**
   * The supergraph reloaded: ends the open subscriptions whose documents no longer validate against `schema`
   * (see OpenOperations); new subscriptions already run on `options.schema()`.
   */
  revalidate(schema: GraphQLSchema): void;
  /** Completes every subscription and closes every connection (graceful shutdown). */
  close(): Promise<void>;
}

/**
 * The refusal of a document beyond the limits, or of an operation that is not a subscription (these transports
 * execute nothing else), or undefined; a document that does not parse is left to the transport, which answers
 * its syntax error.
 */
function refuseDocument(
  guard: DocumentGuard,
  query: unknown,
  operationName: string | null | undefined,
): GraphQLError[] | undefined {
  if (typeof query !== 'string') return undefined;
  const beyondLimits = guard.check(query);
  if (beyondLimits) return [beyondLimits];
  let operation;
  try {
    operation = getOperationAST(parse(query), operationName);
  } catch {
    return undefined;
  }
  if (operation?.operation === 'subscription' || !operation) return undefined;
  return [
    new GraphQLError('Only subscriptions are served here: send queries and mutations over HTTP', {
      extensions: { code: 'VALIDATION_ERROR' },
    }),
  ];
}

/**
 * Resumption of an SSE stream that carries one operation (graphql-sse's distinct connections, the mode a plain
 * EventSource uses): each `next` event is written with `id: <cursor>`, so that a reconnecting client sends it
 * back as `Last-Event-ID`, which resumes like `after`. graphql-sse writes no ids, so the cursor of each result is
 * queued as the result leaves execution (`onNext`) and put in front of the `next` event written for it; results
 * are written in the order they leave execution.
 */
interface SseResumption {
  readonly lastEventId: string | undefined;
  /** The cursor of the event being executed. */
  executing: string | undefined;
  /** The event being executed has its result: its `next` is written next. */
  executed(): undefined;
}

const LAST_EVENT_ID = /^[0-9a-f]{1,64}$/;

function sseResumption(res: ServerResponse, lastEventId: string | null | undefined): SseResumption {
  const cursors: (string | undefined)[] = [];
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (typeof chunk === 'string' && chunk.startsWith('event: next\n')) {
      const cursor = cursors.shift();
      if (cursor) return write(`id: ${cursor}\n${chunk}`, ...rest);
    }
    return write(chunk, ...rest);
  }) as typeof res.write;
  const resumption: SseResumption = {
    // Only a cursor's characters: anything else is refused by the outbox read as an unknown cursor anyway, and
    // a malformed header must not be mistaken for a request to start at the head.
    lastEventId: lastEventId ? (LAST_EVENT_ID.test(lastEventId) ? lastEventId : 'invalid') : undefined,
    executing: undefined,
    executed: () => {
      cursors.push(resumption.executing);
      resumption.executing = undefined;
      return undefined;
    },
  };
  return resumption;
}

function isAsyncIterable<V>(value: V): value is Extract<V, AsyncIterable<unknown>> {
  return typeof (value as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === 'function';
}

/** How long a shutdown waits for subscriptions to be told they are complete before closing their connections. */
const COMPLETION_GRACE_MS = 2000;

/** Runs `end` when the subscriber's token expires: an expired token ends its subscriptions. */
function atExpiry(subscriber: Subscriber, end: () => void): NodeJS.Timeout {
  // setTimeout's delay is a 32-bit number of milliseconds; a longer-lived token is rechecked then.
  const delay = Math.min(Math.max(subscriber.expiresAt.getTime() - Date.now(), 0), 2 ** 31 - 1);
  return setTimeout(end, delay);
}

/**
 * The subscription transports of the gateway's /graphql: graphql-ws over WebSocket and graphql-sse over HTTP
 * (CONTRACT.md). Both authenticate the subscriber (`connection_init` payload or Authorization header): a bad
 * or missing token is refused (WebSocket close 4401 Unauthorized, HTTP 401), an expired token ends the
 * connection and its subscriptions. Only subscription operations are executed here.
 */
export function startSubscriptionServer(options: SubscriptionServerOptions): SubscriptionServer {
  const { hub, entities, query, log } = options;
  const operations = new OpenOperations();
  const contextOf = (subscriber: Subscriber, resumption?: SseResumption): SubscriptionContext => ({
    subscriber,
    hub,
    entities,
    query,
    lastEventId: resumption?.lastEventId,
    onCursor: resumption && ((cursor) => (resumption.executing = cursor)),
  });
  const expiries = new Set<NodeJS.Timeout>();
  const watch = (subscriber: Subscriber, end: () => void) => {
    const timer = atExpiry(subscriber, () => {
      expiries.delete(timer);
      end();
    });
    expiries.add(timer);
    return () => {
      clearTimeout(timer);
      expiries.delete(timer);
    };
  };

  interface Connection {
    serial: number;
    subscriber?: Subscriber;
    unwatch?: () => void;
  }
  /** Subscriptions under way on WebSockets, as `<connection serial>:<operation id>`. */
  const openOperations = new Set<string>();
  let connections = 0;
  const webSockets = new WebSocketServer({ server: options.httpServer, path: '/graphql' });
  const graphqlWs = useServer<Record<string, unknown>, { connection: Connection }>(
    {
      schema: () => options.schema(),
      onConnect: async (ctx) => {
        const socket: WebSocket = ctx.extra.socket;
        const { subscriber, refusal } = await authenticateSubscriber(credentialOf(ctx.connectionParams), query);
        if (!subscriber) {
          socket.close(refusal.closeCode, refusal.reason);
          return false;
        }
        const connection: Connection = { serial: (connections += 1), subscriber };
        connection.unwatch = watch(subscriber, () => socket.close(CloseCode.Unauthorized, 'Access token expired'));
        ctx.extra.connection = connection;
        return true;
      },
      onSubscribe: (ctx, id, payload) => {
        const refused = refuseDocument(options.documentGuard, payload.query, payload.operationName);
        // Counted from here, not once subscribed: a subscription still reading the outbox when the gateway shuts
        // down must get its `complete` before its connection closes.
        if (!refused) openOperations.add(`${ctx.extra.connection?.serial}:${id}`);
        return refused;
      },
      context: (ctx) => contextOf(ctx.extra.connection!.subscriber!),
      onOperation: (_ctx, _id, _payload, args, result) =>
        isAsyncIterable(result) ? operations.track(args, result, 'fail') : undefined,
      onError: (ctx, id) => {
        openOperations.delete(`${ctx.extra.connection?.serial}:${id}`);
      },
      onComplete: (ctx, id) => {
        openOperations.delete(`${ctx.extra.connection?.serial}:${id}`);
      },
      onClose: (ctx) => ctx.extra.connection?.unwatch?.(),
    },
    webSockets,
  );

  const sseStreams = new Set<() => void>();
  const subscribers = new WeakMap<object, Subscriber>();
  const resumptions = new WeakMap<object, SseResumption>();
  const sseHandler = createSseHandler<SubscriptionContext>({
    schema: () => options.schema(),
    authenticate: async (req) => {
      const { subscriber, refusal } = await authenticateSubscriber(req.headers.get('authorization'), query);
      if (!subscriber) return sseRefusal(refusal);
      subscribers.set(req.raw, subscriber);
      // Distinct connections only: each request carries its own credential.
      return null;
    },
    onConnect: (req) => {
      const subscriber = subscribers.get(req.raw)!;
      const { res } = req.context;
      resumptions.set(req.raw, sseResumption(res, req.headers.get('last-event-id')));
      // A stream that lasts as long as its subscription: the listener's idle timeout is not for it (graphql-sse
      // writes a keep-alive comment every 12 s, which would be too seldom for a short HTTP_IDLE_TIMEOUT_MS).
      res.socket?.setTimeout(0);
      const end = () => res.end();
      const unwatch = watch(subscriber, end);
      sseStreams.add(end);
      res.once('close', () => {
        unwatch();
        sseStreams.delete(end);
      });
    },
    onSubscribe: (_req, params) => {
      const errors = refuseDocument(options.documentGuard, params.query, params.operationName);
      return errors ? { errors } : undefined;
    },
    context: (req) => contextOf(subscribers.get(req.raw)!, resumptions.get(req.raw)),
    onNext: (_ctx, req) => resumptions.get(req.raw)?.executed(),
    onOperation: (_ctx, _req, args, result) =>
      isAsyncIterable(result) ? operations.track(args, result, 'last result') : undefined,
  });
  const sse: RequestHandler = (req, res, next) => {
    if (!(req.headers.accept ?? '').includes('text/event-stream')) {
      next();
      return;
    }
    sseHandler(req as ExpressRequest, res).catch((error: unknown) => {
      log.error({ err: error }, 'SSE subscription failed');
      if (!res.headersSent)
        res
          .status(500)
          .json({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_ERROR' } }] });
      else res.end();
    });
  };

  return {
    sse,
    connections: () => webSockets.clients.size + sseStreams.size,
    revalidate: (schema) => operations.revalidate(schema),
    close: async () => {
      for (const timer of expiries) clearTimeout(timer);
      expiries.clear();
      // Ending the feeds lets each transport send its `complete`; the connections close once those are out.
      hub.close();
      const deadline = Date.now() + COMPLETION_GRACE_MS;
      while (openOperations.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      for (const end of [...sseStreams]) end();
      await graphqlWs.dispose();
      await new Promise<void>((resolve) => webSockets.close(() => resolve()));
    },
  };
}
