import express, { type Request, type RequestHandler, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { RepeatableOperation } from '../../gateway/in-process.js';
import { BodiesReadAhead, readableAhead } from '../../platform/body-ahead.js';
import { withCorrelationId } from '../../platform/correlation.js';
import { deepFrozen } from '../../platform/frozen.js';
import { servedAtOf, type ServedAt } from '../../platform/http-observability.js';
import { answerFailure, answerGatewayResponse, gatewayHeaders, type PreparedRoute } from './answer.js';
import { missingCredentials } from './credentials.js';
import type { GraphQLResult } from './graphql-client.js';
import type { RouteRequest } from './types.js';

/** A request a route answered from the gateway's response cache: what answering it again takes. */
interface Remembered {
  readonly route: PreparedRoute;
  /** Its path parameters, query and body, as Express parsed them (its failures may name them). */
  readonly parsed: Pick<RouteRequest, 'params' | 'query' | 'body'>;
  /** Its route and logged path, as its observation would have named them behind Express. */
  readonly servedAt: ServedAt;
  readonly operation: RepeatableOperation;
}

/**
 * What the remembered requests may hold, in characters: an entry holds its key (its URL, and a POST's body), its
 * query, body and operation's variables and the path it logs, each at most about as long as the key, and a few
 * objects beside them.
 */
const REMEMBERED_CHARS = 4 * 1024 * 1024;
const COPIES_OF_THE_KEY = 4;
const ENTRY_CHARS = 512;
/**
 * What the URLs of POSTs that read (factory's legacy lists and reports) answered from the cache may hold, in
 * characters (a URL and the path it logs): their bodies are read here.
 */
const READ_BY_POST_CHARS = 1024 * 1024;
/** The largest POST body read here; a longer one, or one of unknown length, goes to Express unread. */
const MAX_BODY_BYTES = 64 * 1024;

export interface RestFrontDoorOptions {
  /** Starts the observation of a request it takes, as Express's observation would (platform/http-observability.ts). */
  readonly observe: (req: IncomingMessage, res: ServerResponse, servedAt: ServedAt) => string;
  /** The CORS middleware every other request passes. */
  readonly cors?: RequestHandler;
  /** The client's address as the app finds it (Express's req.ip, with the app's `trust proxy`). */
  readonly clientAddress: (req: IncomingMessage) => string | undefined;
  /** The gateway's origin, as routes see it (`RouteRequest.gatewayOrigin`). */
  readonly gatewayOrigin: string;
}

/**
 * The REST adapter's front door: a request a route answered from the gateway's response cache before (through the
 * gateway's in-process executor) is answered here, on Node's request, before Express: a GET by its URL, a POST that
 * reads (the factory's legacy lists and reports) by its URL and JSON body. It is observed and given its CORS headers,
 * its credentials checked as the route checks them, its operation sent again as the gateway resolved, copied and
 * coerced it the first time (`RepeatableOperation`), and its answer made as the route makes it (the route's answer to
 * that cache entry is kept with the entry: neither mapped nor serialised again). What depends on the caller is decided
 * per request, as behind Express: the gateway's lane decides credentials, limits and asking afresh, and a request
 * without the credentials the route needs, an operation the lane now declines (a miss) or one of another supergraph
 * goes to Express, whose route answers it in full. The URL and body are the route's whole input: its variables are
 * made of the parsed path, query and body alone, and a service whose routes of that method declare a rule on the
 * request (`when`) has none of its requests remembered.
 *
 * Everything else goes to Express as it came: other methods, a GET with a body, a POST to a URL that never read from
 * the cache, a body that is not JSON or is chunked, encoded or long. A POST body read here that was not remembered is
 * handed to Express read (`bodyParser`), as express.json makes it.
 */
export class RestFrontDoor {
  readonly #remembered = new LRUCache<string, Remembered>({
    maxSize: REMEMBERED_CHARS,
    sizeCalculation: (_value, key) => key.length * COPIES_OF_THE_KEY + ENTRY_CHARS,
  });
  /** The URLs of POSTs a route answered from the cache, with their route and logged path. */
  readonly #readByPost = new LRUCache<string, ServedAt>({
    maxSize: READ_BY_POST_CHARS,
    sizeCalculation: (_value, url) => url.length * 2 + ENTRY_CHARS,
  });
  readonly #bodies = new BodiesReadAhead(express.json());
  #answered = 0;

  constructor(private readonly options: RestFrontDoorOptions) {}

  /** How many requests were answered here (tests). */
  get answered(): number {
    return this.#answered;
  }

  /** The listener of the HTTP server: requests the front door takes, else `app`'s. */
  listener(app: RequestListener): RequestListener {
    return (req, res) => {
      const url = req.url!;
      if (req.method === 'GET' && bodyless(req)) {
        const key = `GET ${url}`;
        const remembered = this.#remembered.get(key);
        if (!remembered) return void app(req, res);
        const correlationId = this.options.observe(req, res, remembered.servedAt);
        return withCorrelationId(correlationId, () =>
          this.#take(key, remembered, correlationId, req, res, () => app(req, res)),
        );
      }
      const servedAt = req.method === 'POST' ? this.#readByPost.get(url) : undefined;
      if (!servedAt || !readableAhead(req, MAX_BODY_BYTES)) return void app(req, res);
      // Observed from its start, as Express would have: a client that leaves mid-body is counted and logged too.
      const correlationId = this.options.observe(req, res, servedAt);
      this.#bodies.read(req, (bytes) =>
        withCorrelationId(correlationId, () => {
          if (bytes === undefined) return this.#bodies.handOver(req, res, app, bytes);
          const text = bytes.toString();
          const key = `POST ${url}\0${text}`;
          const handOver = () => this.#bodies.handOver(req, res, app, bytes, text);
          const remembered = this.#remembered.get(key);
          if (!remembered) return handOver();
          this.#take(key, remembered, correlationId, req, res, handOver);
        }),
      );
    };
  }

  /** The route's JSON parser (`json`), unless the front door read the body: then what express.json made of it. */
  bodyParser(json: RequestHandler): RequestHandler {
    return this.#bodies.parser(json);
  }

  /**
   * Remembers a request that `route` answered from the cache (its operation `repeatable`), when its route's answer
   * depends on its URL and body alone: a GET without a body by its URL; a POST by its URL and body once the front door
   * read that body (the first such POST to a URL only marks the URL, whose next bodies the front door then reads).
   */
  remember(route: PreparedRoute, req: Request, repeatable: () => RepeatableOperation): void {
    const { definition, service } = route;
    if (definition.upload || definition.respondWithRequest) return;
    // A route with a rule on the request could take this request from the route that answered it, for other headers.
    if (service.routes.some((other) => other.method === req.method && other.when)) return;
    const url = req.originalUrl;
    let key: string;
    if (req.method === 'GET' && bodyless(req)) key = `GET ${url}`;
    else if (req.method === 'POST') {
      const text = this.#bodies.textOf(req);
      if (text === undefined) {
        if (!this.#readByPost.has(url)) this.#readByPost.set(url, servedAtOf(req));
        return;
      }
      key = `POST ${url}\0${text}`;
    } else return;
    if (this.#remembered.has(key)) return;
    this.#remembered.set(key, {
      route,
      parsed: deepFrozen({
        params: { ...(req.params as Record<string, string>) },
        query: structuredClone(req.query as Record<string, unknown>),
        body: structuredClone(req.body as unknown),
      }),
      servedAt: servedAtOf(req),
      operation: repeatable(),
    });
  }

  /** A remembered request: answered here while its operation is current, else forgotten and passed on. */
  #take(
    key: string,
    remembered: Remembered,
    correlationId: string,
    req: IncomingMessage,
    res: ServerResponse,
    passOn: () => void,
  ): void {
    if (!remembered.operation.current) {
      // Another supergraph or other trusted documents: the route's next answer from the cache remembers it anew.
      this.#remembered.delete(key);
      return passOn();
    }
    const { cors } = this.options;
    const answer = () => void this.#answer(remembered, correlationId, req, res, passOn);
    if (cors && req.headers.origin !== undefined) cors(req as Request, res as Response, answer);
    else answer();
  }

  async #answer(
    { route, parsed, operation }: Remembered,
    correlationId: string,
    req: IncomingMessage,
    res: ServerResponse,
    passOn: () => void,
  ): Promise<void> {
    const request: RouteRequest = {
      method: req.method!,
      ...parsed,
      headers: req.headers,
      correlationId,
      gatewayOrigin: this.options.gatewayOrigin,
    };
    try {
      // Without the credentials it needs, the route's own 401 (Express's, as it always was).
      if (missingCredentials(route.service, route.definition, req.headers)) return passOn();
      const response = await operation.answer(gatewayHeaders(req, correlationId, this.options.clientAddress(req)));
      if (!response) return passOn();
      const { status, headers, result } = response;
      await answerGatewayResponse(route, request, req, res, { status, headers, result: result as GraphQLResult });
      this.#answered += 1;
    } catch (error) {
      answerFailure(route, request, res, error);
    }
  }
}

/** A request without a body (neither a length nor chunks). */
function bodyless(req: IncomingMessage): boolean {
  const { headers } = req;
  return (
    headers['transfer-encoding'] === undefined &&
    (headers['content-length'] === undefined || headers['content-length'] === '0')
  );
}
