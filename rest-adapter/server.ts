import express, { type RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InProcessExecutor } from '../gateway/in-process.js';
import type { AdmissionErrorBody } from '../platform/admission/admission.js';
import { MULTIPART_FRAMING_BYTES } from '../platform/admission/body-bounds.js';
import { appClientAddress } from '../platform/admission/client-address.js';
import { config } from '../platform/config.js';
import { AllowedOrigins, corsOriginsQuery } from '../platform/cors.js';
import { trustProxySetting } from '../platform/forwarded-headers.js';
import { answerErrorsInJson } from '../platform/http-errors.js';
import { createListener } from '../platform/http-listener.js';
import { observeHttp, observeRequest } from '../platform/http-observability.js';
import { gracefulCloser } from '../platform/http-shutdown.js';
import { logger } from '../platform/logger.js';
import { serveMetrics } from '../platform/metrics.js';
import { RestFrontDoor } from './engine/front-door.js';
import { GraphQLClient, serviceRouter, supergraphRoles, type ServiceDefinition } from './engine/index.js';
import { SERVICES } from './services/index.js';

/** How long requests under way may take to finish once the adapter stops (the same as Apollo's drain in the gateway). */
const STOP_GRACE_MS = 10_000;

export interface RestAdapterOptions {
  port: number;
  host?: string;
  /** The gateway to execute operations on; with its in-process executor when it runs in this process (see `GraphQLClient`). */
  gateway: { url: string; execute?: InProcessExecutor };
  /** The legacy surfaces to serve; all three by default (tests pass their own). */
  services?: readonly ServiceDefinition[];
  /** Proxies in front of the adapter whose X-Forwarded-For is believed; TRUSTED_PROXIES by default. */
  trustedProxies?: readonly string[];
}

export interface RunningRestAdapter {
  /** http://127.0.0.1:PORT (the legacy base URLs hang below it: /training/api/v1, ...) */
  readonly url: string;
  /** How many of its answers its front door gave, ahead of Express. */
  answeredAhead(): number;
  stop(): Promise<void>;
}

/**
 * The legacy REST surfaces, each a route table run by the generic engine against the gateway; `frontDoor`, when the
 * listener puts one ahead of the app, is told of the requests it may answer again (`engine/front-door.ts`).
 */
export function createRestApp(
  client: GraphQLClient,
  services: readonly ServiceDefinition[] = SERVICES,
  cors?: RequestHandler,
  frontDoor?: RestFrontDoor,
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Express would tag every body sent, errors and answers to POST included: the engine tags only the successful
  // answers of GET routes (`engine/conditional.ts`).
  app.disable('etag');
  app.use(observeHttp('rest-adapter', logger('rest-adapter')));
  if (cors) app.use(cors);
  // Outside every legacy base path: request rate and latency per route pattern, and the process's other series.
  app.get('/metrics', serveMetrics);
  // Longest base path first, so that a nested base (e.g. /compliance/workflow) wins over its parent.
  for (const service of [...services].sort((a, b) => b.basePath.length - a.basePath.length)) {
    app.use(service.basePath, serviceRouter(service, client, { frontDoor }));
  }
  // Outside every legacy base path (each answers its own errors in its service's shape): the training shape.
  answerErrorsInJson(app, logger('rest-adapter'), outsideServicesErrorBody);
  return app;
}

const outsideServicesErrorBody = ({ message, correlationId }: { message: string; correlationId?: string }) => ({
  status: 'error',
  message,
  correlationId,
});

/** The listener's refusals (platform/admission), in the shape of the service whose base path the request names. */
function listenerErrorBody(services: readonly ServiceDefinition[]): AdmissionErrorBody {
  const longestFirst = [...services].sort((a, b) => b.basePath.length - a.basePath.length);
  return (info, req) => {
    const service = longestFirst.find((candidate) => (req.url ?? '').startsWith(`${candidate.basePath}/`));
    return service
      ? service.errorBody({ ...info, extra: {}, correlationId: info.correlationId ?? '' })
      : outsideServicesErrorBody(info);
  };
}

/**
 * The largest body the engine accepts: a JSON body (its 2 MiB default), or the multipart request of the route with
 * the most files (MAX_UPLOAD_BYTES each, and the framing its multipart reader allows).
 */
function largestBodyBytes(services: readonly ServiceDefinition[]): number {
  const files = services.flatMap((service) =>
    service.routes.map((route) => Object.keys(route.upload?.files ?? {}).length),
  );
  return Math.max(2 * 1024 * 1024, Math.max(0, ...files) * config().MAX_UPLOAD_BYTES + MULTIPART_FRAMING_BYTES);
}

export async function startRestAdapter(options: RestAdapterOptions): Promise<RunningRestAdapter> {
  const log = logger('rest-adapter');
  const client = new GraphQLClient(options.gateway.url, { inProcess: options.gateway.execute });
  // The field is the one the checked-in supergraph declares `@gatewayRole(role: "corsOrigins")`.
  const originsField = supergraphRoles().field('corsOrigins');
  const allowedOrigins = new AllowedOrigins(async () => {
    if (!originsField) return [];
    const response = await client.execute({
      query: corsOriginsQuery(originsField),
      variables: {},
      headers: { 'x-correlation-id': randomUUID() },
    });
    const { data, errors } = response.result as {
      data?: { origins?: string[] | null };
      errors?: { message: string }[];
    };
    if (errors?.length) throw new Error(errors[0].message);
    return data?.origins ?? [];
  }, log).start();
  const cors = allowedOrigins.middleware();
  const frontDoor = new RestFrontDoor({
    observe: (req, res, servedAt) => observeRequest('rest-adapter', log, req, res, servedAt),
    cors,
    // As Express finds req.ip, with the app's `trust proxy` (set below, before the listener takes a request).
    clientAddress: (req) => appClientAddress(req, app),
    gatewayOrigin: client.origin,
  });
  const app = createRestApp(client, options.services, cors, frontDoor);
  app.set('trust proxy', trustProxySetting(options.trustedProxies ?? config().TRUSTED_PROXIES));
  const services = options.services ?? SERVICES;
  const server: Server = createListener(app, {
    maxBodyBytes: largestBodyBytes(services),
    errorBody: listenerErrorBody(services),
    ahead: (express) => frontDoor.listener(express),
  });
  const closeServer = gracefulCloser(server);

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host ?? '127.0.0.1', resolve);
    });
  } catch (error) {
    allowedOrigins.stop();
    await client.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  log.info({ url, gateway: options.gateway.url }, 'REST adapter listening');

  let stopping: Promise<void> | undefined;
  return {
    url,
    answeredAhead: () => frontDoor.answered,
    stop: () =>
      (stopping ??= (async () => {
        // Requests still running after the grace period are cut, so that stopping never hangs.
        await closeServer(STOP_GRACE_MS);
        allowedOrigins.stop();
        await client.close();
      })()),
  };
}
