import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { print, type GraphQLSchema } from 'graphql';
import { pipeline } from 'node:stream/promises';
import { config } from '../../platform/config.js';
import { CORRELATION_HEADER } from '../../platform/correlation.js';
import { ErrorCode } from '../../platform/errors.js';
import { forwardedHeadersOf } from '../../platform/forwarded-headers.js';
import { isClientAbort } from '../../platform/http-errors.js';
import { requestCorrelationId } from '../../platform/http-observability.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../../platform/json-depth.js';
import { logger } from '../../platform/logger.js';
import { supergraphApiSchema } from './api-schema.js';
import { cachePolicy, RouteBodies, sendJson, type CachePolicy } from './conditional.js';
import { assertCredentialsDeclared, missingCredentials } from './credentials.js';
import { badRequest, errorFromGraphQL, errorFromRestError, errorInfo, RestError } from './errors.js';
import type { GatewayResponse, GraphQLClient } from './graphql-client.js';
import { parseInput } from './input.js';
import { documentIdOf, operationName } from './mapping.js';
import { isMultipart, receiveMultipart, type ReceivedMultipart } from './multipart.js';
import { openApiDocument } from './openapi.js';
import { referenceRouter } from './reference.js';
import { meets } from './rules.js';
import {
  type ErrorInfo,
  type RouteDefinition,
  type RouteRequest,
  type RouteResponse,
  type ServiceDefinition,
} from './types.js';

const log = logger('rest-adapter');

/** Gateway response headers passed back to the client. */
const RETURNED_HEADERS = [
  'set-cookie',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
] as const;

function sendError(service: ServiceDefinition, res: Response, info: ErrorInfo): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (info.status >= 500)
    log.warn({ correlationId: info.correlationId, code: info.code, service: service.name }, info.message);
  res.status(info.status);
  sendJson(res.req, res, service.errorBody(info));
}

function routeRequest(req: Request, res: Response, gatewayOrigin: string): RouteRequest {
  return {
    method: req.method,
    params: (req.params ?? {}) as Record<string, string>,
    query: req.query ?? {},
    body: req.body as unknown,
    headers: req.headers,
    correlationId: requestCorrelationId(req, res),
    gatewayOrigin,
  };
}

function gatewayHeaders(req: Request, correlationId: string): Record<string, string> {
  const headers = forwardedHeadersOf(req.headers);
  headers[CORRELATION_HEADER] = correlationId;
  // A client asking for an answer made now asks the gateway's response cache too.
  const cacheControl = req.headers['cache-control'];
  if (cacheControl !== undefined) headers['cache-control'] = cacheControl;
  // The client's own address; with `trust proxy` set on the app, req.ip already accounts for proxies in front.
  const address = req.ip ?? req.socket.remoteAddress;
  if (address) headers['x-forwarded-for'] = address;
  return headers;
}

function returnHeaders(response: GatewayResponse, res: Response): void {
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
async function send(req: Request, res: Response, answer: RouteResponse, policy?: CachePolicy): Promise<void> {
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  res.status(answer.status);
  if ('stream' in answer) {
    await pipeline(answer.stream, res);
    return;
  }
  if (answer.body === undefined) res.end();
  else sendJson(req, res, answer.body, policy);
}

/** The operation's variables, from the input as the route declares it (refused with 400 if it does not match). */
function routeVariables(definition: RouteDefinition, request: RouteRequest): object | undefined {
  return definition.variables?.(parseInput(definition.input, request), request);
}

interface PreparedRoute {
  definition: RouteDefinition;
  query: string;
  /** The document's id in the adapter's manifest, when codegen generated it (see documentIdOf). */
  documentId: string | undefined;
  operationName: string | undefined;
  /** The bodies of its successful answers, serialised (`conditional.ts`). */
  bodies: RouteBodies;
  /** Its answers to the response cache's data, by that data (`answerOf`). */
  answers: WeakMap<object, RouteResponse>;
}

/**
 * The route's answer to `data`, a JSON body serialised by the route's `RouteBodies` (an equal body is the last one,
 * not hashed again). Data the response cache answered is its entry's deep-frozen object, the same on every hit until
 * the entry goes: the answer made of it is kept as long as the entry, so that a hit is neither mapped, serialised nor
 * hashed again. Only for answers made of the data alone: a JSON answer (a stream is read once) of a route that
 * declares `respond`, which is never handed the request (`respondWithRequest` is: the file routes', for the gateway's
 * origin).
 */
async function answerOf(prepared: PreparedRoute, data: object, request: RouteRequest): Promise<RouteResponse> {
  const { definition, answers, bodies } = prepared;
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

function handler(service: ServiceDefinition, prepared: PreparedRoute, client: GraphQLClient, options: RouterSettings) {
  const { definition } = prepared;
  const copyFields = [...(service.errorFields ?? []), ...(definition.errorFields ?? [])];
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    let request = routeRequest(req, res, client.origin);
    try {
      if (definition.when && !meets(request, definition.when)) {
        next();
        return;
      }
      // Credentials first: a request without them learns nothing about what else it got wrong.
      const unauthenticated = missingCredentials(service, definition, req.headers);
      if (unauthenticated) throw unauthenticated;
      const bodyError = res.locals[BODY_ERROR] as RestError | undefined;
      if (bodyError) throw bodyError;
      let uploads: ReceivedMultipart | undefined;
      if (definition.upload) {
        if (!isMultipart(req)) throw badRequest('Expected a multipart/form-data request');
        uploads = await receiveMultipart(req, definition.upload, { maxFileBytes: options.maxUploadBytes });
        request = { ...request, body: uploads.fields };
      }
      let response: GatewayResponse;
      try {
        const variables = { ...routeVariables(definition, request) };
        response = await client.execute({
          query: prepared.query,
          documentId: prepared.documentId,
          operationName: prepared.operationName,
          variables,
          headers: gatewayHeaders(req, request.correlationId),
          files: uploads?.files,
        });
      } finally {
        await uploads?.cleanup();
      }
      returnHeaders(response, res);
      const { data, errors } = response.result;
      // A root field null without an error is no answer a route can map (`AnsweredData`).
      if (errors?.length || !data || Object.values(data).includes(null)) {
        const info = errors?.length
          ? errorFromGraphQL(errors, request.correlationId, copyFields, service.credentials?.refusedToken)
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
        return;
      }
      await send(req, res, await answerOf(prepared, data, request), cachePolicy(definition.auth, req));
    } catch (error) {
      if (error instanceof RestError) {
        sendError(service, res, errorFromRestError(error, request.correlationId));
        return;
      }
      log.error({ err: error, correlationId: request.correlationId, route: definition.name }, 'route failed');
      sendError(service, res, errorInfo(ErrorCode.INTERNAL_ERROR, 'Internal server error', request.correlationId));
    }
  };
}

/**
 * Where a body that could not be read is kept (`res.locals`) until a route has checked the request's credentials:
 * the route answers it then, the unknown-path answer otherwise.
 */
const BODY_ERROR = 'bodyError';

/** What a body-parser failure tells the client; undefined for a failure that is not the body's fault. */
function bodyError(error: unknown): RestError | undefined {
  switch ((error as { type?: unknown }).type) {
    case 'entity.parse.failed':
      return new RestError(ErrorCode.VALIDATION_ERROR, 'Malformed JSON in request body');
    case 'entity.too.large':
      return new RestError(ErrorCode.PAYLOAD_TOO_LARGE, 'Request body too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new RestError(ErrorCode.VALIDATION_ERROR, 'Unsupported request body encoding');
    default:
      return undefined;
  }
}

/** Anything thrown before a route ran, in the service's error shape. */
function errorHandler(service: ServiceDefinition) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const correlationId = requestCorrelationId(req, res);
    if (error instanceof URIError) {
      // Express's router could not percent-decode a path parameter (`%zz`, `%E0%A4%A`): the client's fault.
      sendError(
        service,
        res,
        errorInfo(ErrorCode.VALIDATION_ERROR, 'Malformed percent-encoding in the request path', correlationId),
      );
    } else if (isClientAbort(error, req)) {
      // The client went away while sending its body: no one to answer, nothing wrong here (its request line says aborted).
      log.debug({ err: error, correlationId }, 'client aborted its request');
      res.destroy();
    } else {
      log.error({ err: error, correlationId }, 'request failed');
      sendError(service, res, errorInfo(ErrorCode.INTERNAL_ERROR, 'Internal server error', correlationId));
    }
  };
}

export interface ServiceRouterOptions {
  /** Largest JSON body accepted. */
  jsonLimit?: string | number;
  /** Largest file accepted in a multipart request. */
  maxUploadBytes?: number;
  /** The schema the OpenAPI document is typed by; the checked-in supergraph's API schema by default. */
  apiSchema?: GraphQLSchema;
}

type RouterSettings = Required<Omit<ServiceRouterOptions, 'apiSchema'>>;

/** The generic engine: turns one service definition into an express Router mounted at its base path. */
export function serviceRouter(
  service: ServiceDefinition,
  client: GraphQLClient,
  options: ServiceRouterOptions = {},
): Router {
  const router = express.Router();
  router.use((req: Request, res: Response, next: NextFunction) => {
    requestCorrelationId(req, res);
    next();
  });
  const settings: RouterSettings = {
    jsonLimit: options.jsonLimit ?? '2mb',
    maxUploadBytes: options.maxUploadBytes ?? config().MAX_UPLOAD_BYTES,
  };
  const parseJson = express.json({ limit: settings.jsonLimit });
  router.use((req: Request, res: Response, next: NextFunction) =>
    parseJson(req, res, (error?: unknown) => {
      const refused = error === undefined ? undefined : bodyError(error);
      if (error !== undefined && !refused) {
        next(error);
        return;
      }
      if (refused) res.locals[BODY_ERROR] = refused;
      else if (nestedDeeperThan(req.body, MAX_JSON_DEPTH))
        res.locals[BODY_ERROR] = badRequest(`Request body nested deeper than ${MAX_JSON_DEPTH} levels`);
      next();
    }),
  );
  // Generated once at start (it is static), just after the router is set up rather than in its way; served
  // ahead of the routes and of the unknown-path answer. Off in production, like the gateway's explorer and
  // introspection: the documents show the supergraph operation each route runs (their paths are then unknown paths).
  if (config().NODE_ENV !== 'production') {
    const document = new Promise((resolve) => setImmediate(resolve)).then(() =>
      openApiDocument(service, { schema: options.apiSchema ?? supergraphApiSchema() }),
    );
    document.catch((error: unknown) =>
      log.error({ err: error, service: service.name }, 'OpenAPI document generation failed'),
    );
    router.use(referenceRouter(service, document));
  }
  for (const definition of service.routes) {
    assertCredentialsDeclared(service, definition);
    const prepared: PreparedRoute = {
      definition,
      query: print(definition.document),
      documentId: documentIdOf(definition.document),
      operationName: operationName(definition.document),
      bodies: new RouteBodies(),
      answers: new WeakMap(),
    };
    const method = definition.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](definition.path, handler(service, prepared, client, settings));
  }
  router.use((req: Request, res: Response) => {
    const unreadable = res.locals[BODY_ERROR] as RestError | undefined;
    if (unreadable) {
      sendError(service, res, errorFromRestError(unreadable, requestCorrelationId(req, res)));
      return;
    }
    sendError(
      service,
      res,
      errorInfo(
        ErrorCode.NOT_FOUND,
        `Route not found: ${req.method} ${req.originalUrl.split('?')[0]}`,
        requestCorrelationId(req, res),
      ),
    );
  });
  router.use(errorHandler(service));
  return router;
}
