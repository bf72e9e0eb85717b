import express, { type Request as ExpressRequest, type RequestHandler, type Response } from 'express';
import { GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Response as SseResponse } from 'graphql-sse';
import { createHandler as createSseHandler } from 'graphql-sse/lib/use/express';
import { CloseCode } from 'graphql-ws';
import { STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import { config } from '../../platform/config.js';
import { ErrorCode, httpStatusOf } from '../../platform/errors.js';
import type { GatewayRoles } from '../../platform/gateway-roles.js';
import type { DocumentGuard } from '../limits.js';
import {
  documentRequestInUrl,
  urlWithDocument,
  bodyWithDocument,
  type TrustedDocumentResolver,
} from '../trusted-documents/index.js';
import { OpenOperations, type OpenOperation } from './open-operations.js';
import { SubscriberBudget, type ConnectionBudget } from './subscriber-budget.js';
import { authenticateSubscriber, credentialOf, sseRefusal, type Subscriber } from './subscriber.js';
import type { SubscriptionHub } from './subscription-hub.js';
import {
  acceptDocumentIds,
  formatSubscriptionErrors,
  formatSubscriptionResult,
  prepareSubscription,
  refuseRequestShape,
  type SubscriptionAdmission,
  resolveSubscriptionDocument,
  type SubscriptionArgs,
} from './subscription-request.js';
import type { SubscriptionContext } from './subscription-schema.js';
import type { SupergraphEntities, SupergraphQuery } from './supergraph-entities.js';
import { serveGraphqlWs } from './websocket-transport.js';

export interface SubscriptionServerOptions {
  readonly httpServer: Server;
  /** The executable subscription schema of the current supergraph (see `subscriptionSchema`). */
  readonly schema: () => GraphQLSchema;
  readonly hub: SubscriptionHub;
  readonly entities: SupergraphEntities;
  readonly query: SupergraphQuery;
  /** The fields of the current supergraph's `@gatewayRole`s: who a subscriber is, what it may receive. */
  readonly roles: () => GatewayRoles;
  /** The limits every document meets before it is parsed and validated (as on HTTP). */
  readonly documentGuard: DocumentGuard;
  /** What admits a subscription once it validated, as HTTP operations are admitted (the gateway's demand control). */
  readonly admit?: SubscriptionAdmission;
  /** Trusted documents: a subscription by id, and the mode's refusals (as on HTTP). */
  readonly documents: TrustedDocumentResolver;
  /**
   * What the subscription selects that its subscriber may not see (the supergraph's authorization directives), as
   * the errors that refuse it; none when it may see everything it selects.
   */
  readonly authorize: (args: SubscriptionArgs, authorization: string) => Promise<readonly GraphQLError[]>;
  /** The longest WebSocket message and SSE request body: the HTTP body limit. */
  readonly maxMessageBytes: number;
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

/** Refusals of a request, or the arguments to execute it with. */
const isRefusal = (prepared: SubscriptionArgs | readonly GraphQLError[]): prepared is readonly GraphQLError[] =>
  Array.isArray(prepared);

/** WebSocket close code 1008 (RFC 6455): the connection breaks a policy, here the user's connection cap. */
const POLICY_VIOLATION = 1008;

/** A refusal as graphql-sse answers it: GraphQL errors in JSON, with the first error's status. */
function sseAnswer(errors: readonly GraphQLError[]): SseResponse {
  const status = httpStatusOf(errors[0]?.extensions.code);
  return [
    JSON.stringify({ errors: formatSubscriptionErrors(errors) }),
    { status, statusText: STATUS_CODES[status] ?? '', headers: { 'content-type': 'application/json; charset=utf-8' } },
  ];
}

/** The same refusal, answered by the SSE route itself (before graphql-sse reads the request). */
function answerRefusal(res: Response, errors: readonly GraphQLError[]): void {
  res.status(httpStatusOf(errors[0]?.extensions.code)).json({ errors: formatSubscriptionErrors(errors) });
}

/** The request of a GET (an EventSource's): `query`, `operationName` and `variables` (JSON) in the URL. */
function requestInUrl(url: string): unknown {
  const search = new URLSearchParams(url.split('?')[1] ?? '');
  const variables = search.get('variables');
  let parsed: unknown;
  try {
    parsed = variables ? JSON.parse(variables) : undefined;
  } catch {
    return { query: search.get('query'), variables: 'not JSON' };
  }
  return { query: search.get('query'), operationName: search.get('operationName') ?? undefined, variables: parsed };
}

/**
 * Resumption of an SSE stream that carries one operation (graphql-sse's distinct connections, the mode a plain
 * EventSource uses): each `next` event is written with `id: <cursor>`, so that a reconnecting client sends it
 * back as `Last-Event-ID`, which resumes like `after`. graphql-sse writes no ids, so the cursor of each result is
 * queued as the result leaves execution (`onNext`) and put in front of the `next` event written for it; results
 * are written in the order they leave execution. Before anything else the stream carries `id: <where it starts>`
 * alone (a message without data, which sets an EventSource's last event id and dispatches nothing; graphql-sse's
 * client skips it): a client that reconnects before its first event resumes from where it started, not from
 * wherever the head has moved meanwhile.
 */
interface SseResumption {
  readonly lastEventId: string | undefined;
  /** The cursor of the event being executed. */
  executing: string | undefined;
  /** The event being executed has its result: its `next` is written next. */
  executed(): undefined;
  /** The subscription was granted, starting after `cursor`. */
  readonly started: (cursor: string) => void;
}

const LAST_EVENT_ID = /^[0-9a-f]{1,64}$/;

function sseResumption(res: ServerResponse, lastEventId: string | null | undefined): SseResumption {
  const cursors: (string | undefined)[] = [];
  let start: string | undefined;
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    let text = chunk;
    if (typeof text === 'string' && text.startsWith('event: next\n')) {
      const cursor = cursors.shift();
      if (cursor) text = `id: ${cursor}\n${text}`;
    }
    if (start !== undefined && typeof text === 'string') {
      text = `id: ${start}\n\n${text}`;
      start = undefined;
    }
    return write(text, ...rest);
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
    started: (cursor) => {
      // Written with the stream's first bytes, which graphql-sse writes once the subscription is set up.
      if (LAST_EVENT_ID.test(cursor)) start = cursor;
    },
  };
  return resumption;
}

function isAsyncIterable<V>(value: V): value is Extract<V, AsyncIterable<unknown>> {
  return typeof (value as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === 'function';
}

/** What ends an SSE stream whose token expired (graphql-ws closes the socket with 4401 instead). */
const tokenExpired = () => new GraphQLError('Access token expired', { extensions: { code: ErrorCode.UNAUTHORIZED } });

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
  const { hub, entities, query, roles, log } = options;
  const operations = new OpenOperations();
  const contextOf = (subscriber: Subscriber, resumption?: SseResumption): SubscriptionContext => ({
    subscriber,
    hub,
    entities,
    query,
    roles,
    lastEventId: resumption?.lastEventId,
    onCursor: resumption && ((cursor) => (resumption.executing = cursor)),
    onStart: resumption?.started,
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

  const settings = config();
  const budget = new SubscriberBudget({
    subscriptionsPerConnection: settings.SUBSCRIPTION_MAX_PER_CONNECTION,
    subscriptionsPerUser: settings.SUBSCRIPTION_MAX_PER_USER,
    connectionsPerUser: settings.SUBSCRIPTION_MAX_CONNECTIONS_PER_USER,
  });

  interface Connection {
    serial: number;
    subscriber: Subscriber;
    budget: ConnectionBudget;
    unwatch?: () => void;
  }
  /** Subscriptions under way on WebSockets, as `<connection serial>:<operation id>`. */
  const openOperations = new Set<string>();
  let connections = 0;
  const graphqlWs = serveGraphqlWs<{ connection: Connection }>(
    options.httpServer,
    '/graphql',
    {
      maxMessageBytes: options.maxMessageBytes,
      initMaxBytes: settings.SUBSCRIPTION_INIT_MAX_BYTES,
      initTimeoutMs: settings.SUBSCRIPTION_INIT_TIMEOUT_MS,
    },
    {
      jsonMessageReviver: acceptDocumentIds,
      onConnect: async (ctx) => {
        const socket: WebSocket = ctx.extra.socket;
        const { subscriber, refusal } = await authenticateSubscriber(
          credentialOf(ctx.connectionParams),
          query,
          roles(),
        );
        if (!subscriber) {
          socket.close(refusal.closeCode, refusal.reason);
          return false;
        }
        // Closed while it was authenticated (by its client, or the init budget): its `onClose` has run already, and
        // would never release what is taken now.
        if (socket.readyState !== socket.OPEN) return false;
        const place = budget.connect(subscriber.userId);
        if (!place) {
          socket.close(POLICY_VIOLATION, 'Too many connections for this user');
          return false;
        }
        const connection: Connection = { serial: (connections += 1), subscriber, budget: place };
        connection.unwatch = watch(subscriber, () => socket.close(CloseCode.Unauthorized, 'Access token expired'));
        ctx.extra.connection = connection;
        return true;
      },
      // graphql-ws closes a socket that subscribes before its connection is acknowledged: `connection` is set here.
      onSubscribe: async (ctx, id, payload) => {
        const connection = ctx.extra.connection!;
        // The budget first: a client asking beyond it again and again must cost a count, not a parse and a
        // validation each time (a refusal of either releases the place through onError).
        const overBudget = connection.budget.admit(id);
        if (overBudget) return [overBudget];
        const resolved = resolveSubscriptionDocument(payload, options.documents, 'graphql-ws');
        if ('refusal' in resolved) return [resolved.refusal];
        const prepared = prepareSubscription(resolved.request, options.documentGuard, options.schema, options.admit);
        if (isRefusal(prepared)) return prepared;
        const unauthorized = await options.authorize(prepared, connection.subscriber.authorization);
        if (unauthorized.length) return unauthorized;
        // Counted from here, not once subscribed: a subscription still reading the outbox when the gateway shuts
        // down must get its `complete` before its connection closes.
        openOperations.add(`${connection.serial}:${id}`);
        return { ...prepared, contextValue: contextOf(connection.subscriber) };
      },
      onOperation: (ctx, _id, _payload, args, result) =>
        isAsyncIterable(result)
          ? operations.track(args, result, 'fail', ctx.extra.connection?.subscriber.userId)
          : undefined,
      onNext: (_ctx, _id, _payload, _args, result) => formatSubscriptionResult(result),
      onError: (ctx, id, _payload, errors) => {
        openOperations.delete(`${ctx.extra.connection?.serial}:${id}`);
        ctx.extra.connection?.budget.release(id);
        return formatSubscriptionErrors(errors);
      },
      onComplete: (ctx, id) => {
        openOperations.delete(`${ctx.extra.connection?.serial}:${id}`);
        ctx.extra.connection?.budget.release(id);
      },
      onClose: (ctx) => {
        ctx.extra.connection?.unwatch?.();
        ctx.extra.connection?.budget.close();
      },
    },
    log,
  );

  const sseStreams = new Set<() => void>();
  const subscribers = new WeakMap<object, Subscriber>();
  const resumptions = new WeakMap<object, SseResumption>();
  const sseOperations = new WeakMap<object, Pick<OpenOperation, 'end'>>();
  const sseHandler = createSseHandler<SubscriptionContext>({
    authenticate: async (req) => {
      const { subscriber, refusal } = await authenticateSubscriber(req.headers.get('authorization'), query, roles());
      if (!subscriber) return sseRefusal(refusal);
      subscribers.set(req.raw, subscriber);
      // A stream is a connection with one subscription, both within the user's budget until the answer ends.
      const place = budget.connect(subscriber.userId);
      const overBudget = place ? place.admit('') : budget.connectionRefusal();
      if (overBudget) {
        place?.close();
        return sseAnswer([overBudget]);
      }
      req.context.res.once('close', () => place!.close());
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
      // An expired token ends the stream with its reason, as a last result (before its subscription runs: at once).
      const expire = () => {
        const operation = sseOperations.get(req.raw);
        if (operation) operation.end(tokenExpired());
        else end();
      };
      const unwatch = watch(subscriber, expire);
      sseStreams.add(end);
      res.once('close', () => {
        unwatch();
        sseStreams.delete(end);
      });
    },
    onSubscribe: async (req, params) => {
      const prepared = prepareSubscription(params, options.documentGuard, options.schema, options.admit);
      if (isRefusal(prepared)) return sseAnswer(prepared);
      const subscriber = subscribers.get(req.raw)!;
      const unauthorized = await options.authorize(prepared, subscriber.authorization);
      if (unauthorized.length) return sseAnswer(unauthorized);
      return { ...prepared, contextValue: contextOf(subscriber, resumptions.get(req.raw)) };
    },
    onNext: (_ctx, req, result) => {
      resumptions.get(req.raw)?.executed();
      return formatSubscriptionResult(result as ExecutionResult) as ExecutionResult | undefined;
    },
    onOperation: (ctx, req, args, result) => {
      if (!isAsyncIterable(result)) return undefined;
      const operation = operations.track(args, result, 'last result', ctx.subscriber.userId);
      sseOperations.set(req.raw, operation);
      return operation;
    },
  });
  // The body as on HTTP: at most the HTTP body limit, counted as it arrives (a chunked one too), in JSON.
  const readJsonBody = express.json({ limit: options.maxMessageBytes });
  const sse: RequestHandler = (req, res, next) => {
    const method = req.method;
    if (!(req.headers.accept ?? '').includes('text/event-stream') || (method !== 'GET' && method !== 'POST')) {
      next();
      return;
    }
    // graphql-sse streams only for an Accept of exactly text/event-stream.
    req.headers.accept = 'text/event-stream';
    readJsonBody(req, res, (bodyError?: unknown) => {
      // Too large (413) or malformed: answered in JSON by the gateway's error handler, as on HTTP.
      if (bodyError) return next(bodyError);
      if (method === 'POST' && req.body === undefined)
        return answerRefusal(res, [
          new GraphQLError('Send the subscription as application/json', {
            extensions: { code: ErrorCode.VALIDATION_ERROR },
          }),
        ]);
      // A subscription by id becomes one with its trusted document's text, before anything reads it.
      const sent: unknown = method === 'GET' ? documentRequestInUrl(req.url) : req.body;
      const resolved = resolveSubscriptionDocument(sent, options.documents, 'sse');
      if ('refusal' in resolved) return answerRefusal(res, [resolved.refusal]);
      if (resolved.request !== sent) {
        const { query } = resolved.request as { query: string };
        if (method === 'GET') req.url = urlWithDocument(req.url, query);
        else req.body = bodyWithDocument(req.body as Record<string, unknown>, query);
      }
      const malformed = refuseRequestShape(method === 'GET' ? requestInUrl(req.url) : req.body);
      if (malformed) return answerRefusal(res, malformed);
      sseHandler(req as ExpressRequest, res).catch((error: unknown) => {
        // A client that left mid-stream, or a subscription ended with a coded error (a cursor expired, a
        // subscriber cut off), is no fault of the gateway's.
        const code = error instanceof GraphQLError ? error.extensions.code : undefined;
        const clientGone = res.destroyed || !res.writable;
        if (clientGone || (typeof code === 'string' && code !== ErrorCode.INTERNAL_ERROR))
          log.info({ err: error }, 'SSE subscription ended');
        else log.error({ err: error }, 'SSE subscription failed');
        if (!res.headersSent) answerRefusal(res, [new GraphQLError('Internal server error')]);
        else res.end();
      });
    });
  };

  return {
    sse,
    connections: () => graphqlWs.size() + sseStreams.size,
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
    },
  };
}
