import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { print, type GraphQLSchema } from 'graphql';
import { config } from '../../platform/config.js';
import { ErrorCode } from '../../platform/errors.js';
import { isClientAbort } from '../../platform/http-errors.js';
import { requestCorrelationId } from '../../platform/http-observability.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../../platform/json-depth.js';
import { logger } from '../../platform/logger.js';
import { answerFailure, answerGatewayResponse, gatewayHeaders, sendError, type PreparedRoute } from './answer.js';
import { supergraphApiSchema } from './api-schema.js';
import { RouteBodies } from './conditional.js';
import { assertCredentialsDeclared, missingCredentials } from './credentials.js';
import { badRequest, errorFromRestError, errorInfo, RestError } from './errors.js';
import type { RestFrontDoor } from './front-door.js';
import type { GatewayResponse, GraphQLClient } from './graphql-client.js';
import { parseInput } from './input.js';
import { documentIdOf, operationName } from './mapping.js';
import { isMultipart, receiveMultipart, type ReceivedMultipart } from './multipart.js';
import { openApiDocument } from './openapi.js';
import { referenceRouter } from './reference.js';
import { meets } from './rules.js';
import type { RouteDefinition, RouteRequest, ServiceDefinition } from './types.js';

const log = logger('rest-adapter');

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

/** The operation's variables, from the input as the route declares it (refused with 400 if it does not match). */
function routeVariables(definition: RouteDefinition, request: RouteRequest): object | undefined {
  return definition.variables?.(parseInput(definition.input, request));
}

function handler(prepared: PreparedRoute, client: GraphQLClient, options: RouterSettings) {
  const { service, definition } = prepared;
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
          headers: gatewayHeaders(req, request.correlationId, req.ip ?? req.socket.remoteAddress),
          files: uploads?.files,
        });
      } finally {
        await uploads?.cleanup();
      }
      const answered = await answerGatewayResponse(prepared, request, req, res, response);
      if (answered && response.repeatable) options.frontDoor?.remember(prepared, req, response.repeatable);
    } catch (error) {
      answerFailure(prepared, request, res, error);
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
  /** The front door that answers again, ahead of Express, the GETs the routes answered from the gateway's cache. */
  frontDoor?: RestFrontDoor;
}

type RouterSettings = Required<Omit<ServiceRouterOptions, 'apiSchema' | 'frontDoor'>> &
  Pick<ServiceRouterOptions, 'frontDoor'>;

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
    frontDoor: options.frontDoor,
  };
  const readJson = express.json({ limit: settings.jsonLimit });
  // A body the front door read ahead (a POST that reads) comes as express.json made it.
  const parseJson = settings.frontDoor?.bodyParser(readJson) ?? readJson;
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
      service,
      definition,
      errorFields: [...(service.errorFields ?? []), ...(definition.errorFields ?? [])],
      query: print(definition.document),
      documentId: documentIdOf(definition.document),
      operationName: operationName(definition.document),
      bodies: new RouteBodies(),
      answers: new WeakMap(),
    };
    const method = definition.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](definition.path, handler(prepared, client, settings));
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
