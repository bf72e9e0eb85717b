import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { RepeatableOperation } from '../../gateway/in-process.js';
import { withCorrelationId } from '../../platform/correlation.js';
import { deepFrozen } from '../../platform/frozen.js';
import type { ServedAt } from '../../platform/http-observability.js';
import { answerFailure, answerGatewayResponse, gatewayHeaders, type PreparedRoute } from './answer.js';
import { missingCredentials } from './credentials.js';
import type { GraphQLResult } from './graphql-client.js';
import type { RouteRequest } from './types.js';

/** A URL whose GET a route answered from the gateway's response cache: what answering it again takes. */
interface Remembered {
  readonly route: PreparedRoute;
  /** Its path parameters and query, as Express parsed them from the URL (its failures name them). */
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, unknown>>;
  /** Its route and logged path, as its observation would have named them behind Express. */
  readonly servedAt: ServedAt;
  readonly operation: RepeatableOperation;
}

/**
 * What the remembered URLs may hold, in characters: an entry holds its URL, its query, its operation's variables and
 * the path it logs, each about as long as the URL, and a few objects beside them.
 */
const REMEMBERED_CHARS = 4 * 1024 * 1024;
const COPIES_OF_THE_URL = 4;
const ENTRY_CHARS = 512;

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
 * The REST adapter's front door: a GET whose URL a route answered from the gateway's response cache before (through
 * the gateway's in-process executor) is answered here, on Node's request, before Express: observed and given its CORS
 * headers, its credentials checked as the route checks them, its operation sent again as the gateway resolved,
 * copied and coerced it the first time (`RepeatableOperation`), and its answer made as the route makes it (the
 * route's answer to that cache entry is kept with the entry: neither mapped nor serialised again). What depends on
 * the caller is decided per request, as behind Express: the gateway's lane decides credentials, limits and asking
 * afresh, and a request without the credentials the route needs, an operation the lane now declines (a miss) or one
 * of another supergraph goes to Express, whose route answers it in full. The URL, its path and query, is the route's
 * whole input: its route's variables are made of the parsed path and query alone, and a service whose GET routes
 * declare a rule on the request (`when`) has none of its URLs remembered.
 *
 * Everything else goes to Express as it came: other methods, a GET with a body, URLs not answered from the cache.
 */
export class RestFrontDoor {
  readonly #remembered = new LRUCache<string, Remembered>({
    maxSize: REMEMBERED_CHARS,
    sizeCalculation: (_value, url) => url.length * COPIES_OF_THE_URL + ENTRY_CHARS,
  });
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
      const remembered = takesBodyless(req) ? this.#remembered.get(url) : undefined;
      if (!remembered) return void app(req, res);
      if (!remembered.operation.current) {
        // Another supergraph or other trusted documents: the route's next answer from the cache remembers it anew.
        this.#remembered.delete(url);
        return void app(req, res);
      }
      const correlationId = this.options.observe(req, res, remembered.servedAt);
      withCorrelationId(correlationId, () => {
        const { cors } = this.options;
        const answer = () => void this.#answer(remembered, correlationId, req, res, app);
        if (cors && req.headers.origin !== undefined) cors(req as Request, res as Response, answer);
        else answer();
      });
    };
  }

  /**
   * Remembers the URL of a GET that `route` answered from the cache (its operation `repeatable`), when a request to it
   * comes here and the route's answer depends on the URL alone.
   */
  remember(route: PreparedRoute, req: Request, repeatable: () => RepeatableOperation): void {
    const { definition, service } = route;
    if (!takesBodyless(req) || definition.upload || definition.respondWithRequest) return;
    // A GET route with a rule on the request could take this URL from the route that answered it, for other headers.
    if (service.routes.some((other) => other.method === 'GET' && other.when)) return;
    if (this.#remembered.has(req.originalUrl)) return;
    const params = deepFrozen({ ...(req.params as Record<string, string>) });
    const pattern = `${service.basePath}${definition.path}`;
    this.#remembered.set(req.originalUrl, {
      route,
      params,
      query: deepFrozen(structuredClone(req.query as Record<string, unknown>)),
      // As http-observability names it: the pattern where a path parameter is a token, else the path.
      servedAt: {
        route: pattern,
        path: Object.keys(params).some((name) => /token/i.test(name)) ? pattern : req.originalUrl.split('?', 1)[0],
      },
      operation: repeatable(),
    });
  }

  async #answer(
    { route, params, query, operation }: Remembered,
    correlationId: string,
    req: IncomingMessage,
    res: ServerResponse,
    app: RequestListener,
  ): Promise<void> {
    const request: RouteRequest = {
      method: 'GET',
      params,
      query,
      body: undefined,
      headers: req.headers,
      correlationId,
      gatewayOrigin: this.options.gatewayOrigin,
    };
    try {
      // Without the credentials it needs, the route's own 401 (Express's, as it always was).
      if (missingCredentials(route.service, route.definition, req.headers)) return app(req, res);
      const response = await operation.answer(gatewayHeaders(req, correlationId, this.options.clientAddress(req)));
      if (!response) return app(req, res);
      const { status, headers, result } = response;
      await answerGatewayResponse(route, request, req, res, { status, headers, result: result as GraphQLResult });
      this.#answered += 1;
    } catch (error) {
      answerFailure(route, request, res, error);
    }
  }
}

/** A GET without a body (neither a length nor chunks): one whose URL is all of its input. */
function takesBodyless(req: IncomingMessage): boolean {
  const { headers } = req;
  return (
    req.method === 'GET' &&
    headers['transfer-encoding'] === undefined &&
    (headers['content-length'] === undefined || headers['content-length'] === '0')
  );
}
