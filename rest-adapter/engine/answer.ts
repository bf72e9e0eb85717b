import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { CORRELATION_HEADER } from '../../platform/correlation.js';
import { ErrorCode } from '../../platform/errors.js';
import { forwardedHeadersOf } from '../../platform/forwarded-headers.js';
import { logger } from '../../platform/logger.js';
import { cachePolicy, sendJson, type CachePolicy, type RouteBodies } from './conditional.js';
import { errorFromGraphQL, errorFromRestError, errorInfo, RestError } from './errors.js';
import type { GatewayResponse } from './graphql-client.js';
import type { ErrorInfo, RouteDefinition, RouteRequest, RouteResponse, ServiceDefinition } from './types.js';

/**
 * How a route answers what the gateway answered its operation, or its failure: one place for the route handler
 * (`router.ts`) and the front door (`front-door.ts`), both on Node's request and response.
 */

const log = logger('rest-adapter');

/** Gateway response headers passed back to the client. */
const RETURNED_HEADERS = [
  'set-cookie',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
] as const;

/** A route of a service's table, with what is made of it once when the engine starts. */
export interface PreparedRoute {
  readonly service: ServiceDefinition;
  readonly definition: RouteDefinition;
  /** The error extensions copied into its error bodies: the service's and its own. */
  readonly errorFields: readonly string[];
  readonly query: string;
  /** The document's id in the adapter's manifest, when codegen generated it (see documentIdOf). */
  readonly documentId: string | undefined;
  readonly operationName: string | undefined;
  /** The bodies of its successful answers, serialised (`conditional.ts`). */
  readonly bodies: RouteBodies;
  /** Its answers to the response cache's data, by that data (`answerOf`). */
  readonly answers: WeakMap<object, RouteResponse>;
}

export function sendError(service: ServiceDefinition, res: ServerResponse, info: ErrorInfo): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (info.status >= 500)
    log.warn({ correlationId: info.correlationId, code: info.code, service: service.name }, info.message);
  res.statusCode = info.status;
  sendJson(res.req, res, service.errorBody(info));
}

/**
 * The headers an operation is sent to the gateway with: the forwarded credentials, the correlation id, a client's
 * Cache-Control (asking for an answer made now asks the gateway's response cache too) and the client's address as the
 * adapter found it (`trust proxy`: proxies in front accounted for).
 */
export function gatewayHeaders(req: IncomingMessage, correlationId: string, clientAddress: string | undefined) {
  const headers = forwardedHeadersOf(req.headers);
  headers[CORRELATION_HEADER] = correlationId;
  const cacheControl = req.headers['cache-control'];
  if (cacheControl !== undefined) headers['cache-control'] = cacheControl;
  if (clientAddress) headers['x-forwarded-for'] = clientAddress;
  return headers;
}

function returnHeaders(response: GatewayResponse, res: ServerResponse): void {
  for (const name of RETURNED_HEADERS) {
    const value = response.headers[name];
    if (value !== undefined) res.setHeader(name, value);
  }
}

/**
 * Sends a route's answer. `policy` comes with a route's successful answer (`respond`), never with an error: a 2xx
 * JSON answer to GET or HEAD then carries an ETag and its cache policy, and a matching If-None-Match gets 304
 * (`conditional.ts`).
 */
async function send(
  req: IncomingMessage,
  res: ServerResponse,
  answer: RouteResponse,
  policy?: CachePolicy,
): Promise<void> {
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  res.statusCode = answer.status;
  if ('stream' in answer) {
    await pipeline(answer.stream, res);
    return;
  }
  if (answer.body === undefined) res.end();
  else sendJson(req, res, answer.body, policy);
}

/**
 * The route's answer to `data`, a JSON body serialised by the route's `RouteBodies` (an equal body is the last one,
 * not hashed again). Data the response cache answered is its entry's deep-frozen object, the same on every hit until
 * the entry goes: the answer made of it is kept as long as the entry, so that a hit is neither mapped, serialised nor
 * hashed again. Only for answers made of the data alone: a JSON answer (a stream is read once) of a route that
 * declares `respond`, which is never handed the request (`respondWithRequest` is: the file routes', for the gateway's
 * origin).
 */
async function answerOf(route: PreparedRoute, data: object, request: RouteRequest): Promise<RouteResponse> {
  const { definition, answers, bodies } = route;
  if (definition.respondWithRequest) return serialised(await definition.respondWithRequest(data, request), bodies);
  const frozen = Object.isFrozen(data);
  const kept = frozen ? answers.get(data) : undefined;
  if (kept) return kept;
  const answer = serialised(await definition.respond(data), bodies);
  if (frozen && !('stream' in answer) && answer.body !== undefined) answers.set(data, answer);
  return answer;
}

/** A JSON answer with its body serialised by the route's bodies (`RouteBodies`); a stream or no body as it is. */
function serialised(answer: RouteResponse, bodies: RouteBodies): RouteResponse {
  return 'stream' in answer || answer.body === undefined ? answer : { ...answer, body: bodies.serialised(answer.body) };
}

/**
 * Answers what the gateway answered the route's operation: its failure in the service's error shape (or the route's
 * own, `ownErrors`), else the route's answer to its data, with the gateway's headers that go back to the client.
 * Whether the answer was a success (the route's answer to the data).
 */
export async function answerGatewayResponse(
  route: PreparedRoute,
  request: RouteRequest,
  req: IncomingMessage,
  res: ServerResponse,
  response: GatewayResponse,
): Promise<boolean> {
  const { service, definition } = route;
  returnHeaders(response, res);
  const { data, errors } = response.result;
  // A root field null without an error is no answer a route can map (`AnsweredData`).
  if (errors?.length || !data || Object.values(data).includes(null)) {
    const info = errors?.length
      ? errorFromGraphQL(errors, request.correlationId, route.errorFields, service.credentials?.refusedToken)
      : errorInfo(ErrorCode.INTERNAL_ERROR, 'Internal server error', request.correlationId);
    if (
      info.code === ErrorCode.RATE_LIMIT_EXCEEDED &&
      (typeof info.extra.retryAfter === 'number' || typeof info.extra.retryAfter === 'string') &&
      !res.hasHeader('retry-after')
    ) {
      res.setHeader('Retry-After', String(info.extra.retryAfter));
    }
    if (definition.respondError && definition.ownErrors?.[info.code] !== undefined)
      await send(req, res, definition.respondError(info, request));
    else sendError(service, res, info);
    return false;
  }
  await send(req, res, await answerOf(route, data, request), cachePolicy(definition.auth, req));
  return true;
}

/** A route's failure: a refusal (RestError) in the service's error shape, anything else a 500, logged. */
export function answerFailure(route: PreparedRoute, request: RouteRequest, res: ServerResponse, error: unknown): void {
  if (error instanceof RestError) {
    sendError(route.service, res, errorFromRestError(error, request.correlationId));
    return;
  }
  log.error({ err: error, correlationId: request.correlationId, route: route.definition.name }, 'route failed');
  sendError(route.service, res, errorInfo(ErrorCode.INTERNAL_ERROR, 'Internal server error', request.correlationId));
}
