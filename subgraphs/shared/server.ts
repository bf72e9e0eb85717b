import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import type { GraphQLSchema } from 'graphql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { AuthChecker, MiddlewareFn, NonEmptyArray, PubSub } from 'type-graphql';
import { graphqlBodyBytes } from '../../platform/admission/body-bounds.js';
import { apolloMiddleware } from '../../platform/apollo-express.js';
import { config, subgraphAddress, type Config, type ProductionRequirement } from '../../platform/config.js';
import { forbidden } from '../../platform/errors.js';
import { OperationMetrics, operationMetricsPlugin } from '../../platform/graphql-metrics.js';
import { answerErrorsInJson } from '../../platform/http-errors.js';
import { createListener } from '../../platform/http-listener.js';
import { observeHttp } from '../../platform/http-observability.js';
import { logger } from '../../platform/logger.js';
import { serveMetrics } from '../../platform/metrics.js';
import { operationAdmissionPlugin, withRequestErrorCode } from '../../platform/operation-admission.js';
import { RateLimits } from '../../platform/rate-limits/index.js';
import { dataAlonePlugin } from '../../platform/subgraph-answers.js';
import type { AreaStartup, BackgroundWork } from './area.js';
import { compiledExecution } from './compiled-execution.js';
import type { SubgraphContext } from './context.js';
import { migrate, openDatabase, REQUEST_LOGGER_CONTEXT, type SubgraphDatabaseOptions } from './database.js';
import { formatSubgraphError } from './errors.js';
import { listingRecordedEvents } from './events/outbox.js';
import { buildFederatedSchema, type FieldGuards, type ReferenceResolvers } from './federation.js';
import { serveFileLinks } from './file-links.js';
import { refuseUnstorableText } from './input-text.js';
import { JobQueue, type JobDefinition } from './jobs.js';
import { configuredStorage } from './storage.js';
import { validateArguments } from './validation.js';

/**
 * Everything that makes one subgraph: its name and port, its data, its resolvers and what its requests carry. Each
 * subgraph declares one in its `subgraph.ts`, and `subgraphs/index.ts` lists them: the supergraph, the stack, the
 * start scripts and the configuration's `<NAME>_PORT`/`<NAME>_URL` all follow from that list.
 */
export interface SubgraphDefinition<TContext extends SubgraphContext = SubgraphContext, Name extends string = string> {
  /** Its name in the supergraph, lowercase words joined by `-`; `<NAME>_PORT` and `<NAME>_URL` are named after it. */
  name: Name;
  /** Where it listens unless `<NAME>_PORT` says otherwise (CONTRACT.md gives the three theirs, 4001 to 4003). */
  port: number;
  database: SubgraphDatabaseOptions;
  /**
   * What it refuses to start without when NODE_ENV is production: the outside services its development stand-ins
   * replace (platform/config.ts, requireProductionSettings).
   */
  productionRequirements?: readonly ProductionRequirement[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers: NonEmptyArray<Function>;
  referenceResolvers?: ReferenceResolvers;
  /** Decides `@Authorized()` operations; it may throw an AppError (UNAUTHORIZED, FORBIDDEN) itself. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  authChecker?: AuthChecker<any, any>;
  /** Background jobs this subgraph runs (mail, forwarding), on a pg-boss queue in `<schema>_jobs`. */
  jobs?: readonly JobDefinition[];
  /** Work beside the requests, from its areas (the outbox's relay, `shared/events/outbox-area.ts`); see gatherAreas. */
  startBackgroundWork?(startup: AreaStartup): Promise<BackgroundWork>;
  /**
   * A limit per client address on every Query and Mutation field without an `@AddressLimit` of its own, counted
   * by the gateway (see shared/address-limits.ts).
   */
  addressLimit?: FieldGuards['addressLimit'];
  /** type-graphql middlewares run before every Query and Mutation field of this subgraph (e.g. request-wide rate limits). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  rootFieldMiddlewares?: MiddlewareFn<any>[];
  /**
   * type-graphql builds a `Subscription` type only with a PubSub at hand; a subgraph that declares
   * subscriptions (served by the gateway, see `gateway/subscriptions/`) passes one, though nothing publishes to it.
   */
  pubSub?: PubSub;
  /** Runs once the database is migrated, before the subgraph serves (e.g. seeding an operator account). */
  onStart?(orm: MikroORM, settings: Config): Promise<void>;
  /** Releases what the subgraph holds besides its database and queue (e.g. OCR workers), at stop. */
  onStop?(): Promise<void>;
  /** Extends the common context with the subgraph's own per-request state (loaders, auth). */
  createContext(base: SubgraphContext, orm: MikroORM): TContext | Promise<TContext>;
}

export interface RunningSubgraph {
  readonly name: string;
  readonly url: string;
  readonly orm: MikroORM;
  readonly schema: GraphQLSchema;
  readonly jobs: JobQueue;
  stop(): Promise<void>;
}

/** Where a subgraph listens: `<NAME>_PORT` when it is set, else the port it declares. */
export function subgraphPort(definition: Pick<SubgraphDefinition, 'name' | 'port'>, settings = config()): number {
  return subgraphAddress(definition.name, settings).port ?? definition.port;
}

/** Where the gateway reaches a subgraph: `<NAME>_URL` when it is set, else its port on this host. */
export function subgraphUrl(definition: Pick<SubgraphDefinition, 'name' | 'port'>, settings = config()): string {
  return (
    subgraphAddress(definition.name, settings).url ?? `http://127.0.0.1:${subgraphPort(definition, settings)}/graphql`
  );
}

const refuseAuthorized: AuthChecker = () => {
  throw forbidden('This subgraph has no authorization rule for this operation');
};

export function buildDefinitionSchema(definition: SubgraphDefinition): Promise<GraphQLSchema> {
  return buildFederatedSchema(
    {
      resolvers: definition.resolvers,
      validateFn: validateArguments,
      emitSchemaFile: false,
      // type-graphql checks `@Authorized` across every resolver class loaded in the process, not only this
      // subgraph's, so a subgraph without rules of its own gets one that refuses.
      authChecker: definition.authChecker ?? refuseAuthorized,
      authMode: 'error',
      ...(definition.pubSub ? { pubSub: definition.pubSub } : {}),
    },
    definition.referenceResolvers,
    {
      checkArguments: refuseUnstorableText,
      rootFieldMiddlewares: definition.rootFieldMiddlewares,
      addressLimit: definition.addressLimit,
    },
  );
}

/** The health body of the specs: 200 when a trivial query answers, 500 with the reason when not. */
async function checkHealth(name: string, orm: MikroORM): Promise<{ status: number; body: object }> {
  try {
    await orm.em.getConnection().execute('select 1');
    return { status: 200, body: { service: `${name}-subgraph`, status: 'healthy', database: 'connected' } };
  } catch (error) {
    return {
      status: 500,
      body: { status: 'unhealthy', error: error instanceof Error ? error.message : String(error) },
    };
  }
}

/** Migrations, then the job queue and the areas' background work; on any failure what was started is stopped again. */
async function startBackgroundWork(
  definition: SubgraphDefinition,
  orm: MikroORM,
  databaseUrl: string,
  log: Logger,
  runJobWorkers: boolean,
  settings: Config,
) {
  let jobs: JobQueue | undefined;
  try {
    const applied = await migrate(orm);
    if (applied.length) log.info({ applied }, 'migrations applied');
    jobs = await JobQueue.start({
      databaseUrl,
      schema: `${definition.database.schema}_jobs`,
      jobs: definition.jobs ?? [],
      orm,
      config: settings,
      runWorkers: runJobWorkers,
    });
    const background = await definition.startBackgroundWork?.({
      orm,
      databaseUrl,
      schema: definition.database.schema,
      settings,
    });
    return { jobs, background };
  } catch (error) {
    await jobs?.stop();
    await orm.close(true);
    throw error;
  }
}

export async function startSubgraph(
  definition: SubgraphDefinition,
  options: {
    port: number;
    databaseUrl: string;
    host?: string;
    /** false: an API-only instance that enqueues jobs but leaves working them to other instances (default true). */
    runJobWorkers?: boolean;
  },
): Promise<RunningSubgraph> {
  // Read once: the instance, its requests and its domain code work with the configuration it was started with.
  const settings = config();
  const log = logger(`subgraph:${definition.name}`);
  const orm = await openDatabase(options.databaseUrl, definition.database);
  const { jobs, background } = await startBackgroundWork(
    definition,
    orm,
    options.databaseUrl,
    log,
    options.runJobWorkers ?? true,
    settings,
  );
  let rateLimits: RateLimits;
  try {
    await definition.onStart?.(orm, settings);
    rateLimits = await RateLimits.open({
      namespace: definition.name,
      factor: settings.RATE_LIMIT_FACTOR,
      databaseUrl: options.databaseUrl,
      redisUrl: settings.REDIS_URL,
      log,
    });
  } catch (error) {
    await background?.stop();
    await jobs.stop();
    await orm.close(true);
    throw error;
  }

  const schema = await buildDefinitionSchema(definition);
  const app = express();
  app.disable('x-powered-by');
  // Only the gateway reads a subgraph's answers, and never conditionally: hashing each for an ETag would be waste.
  app.disable('etag');
  // Only the gateway talks to a subgraph; the client's address arrives in X-Forwarded-For, with mutations only
  // (their audit entries and bot challenges name it; queries are counted per address at the gateway).
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  // What /graphql's parsers below accept (graphql-upload's default field size), and so the listener's largest body.
  const bodyLimits = { jsonBytes: 2 * 1024 * 1024, maxFileSize: settings.MAX_UPLOAD_BYTES, maxFiles: 5 };
  const httpServer: Server = createListener(app, { maxBodyBytes: graphqlBodyBytes(bodyLimits) });
  const apollo = new ApolloServer<SubgraphContext>({
    // The subgraph's schema, executed by compiled plans (see compiled-execution.ts).
    gateway: compiledExecution(schema),
    formatError: (formatted, thrown) => formatSubgraphError(withRequestErrorCode(formatted, thrown), thrown),
    // Shutdown is ordered by platform/lifecycle.ts; Apollo's own handler would re-raise the signal mid-way.
    stopOnTerminationSignals: false,
    introspection: settings.NODE_ENV !== 'production',
    plugins: [
      // First: an unresolved operation or deep variables are refused (400) on every transport before anything runs.
      operationAdmissionPlugin(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginInlineTraceDisabled(),
      // Cache hints are unused (the gateway's response cache follows `@cacheable`), and the plugin would wrap every
      // field's resolver to compute them.
      ApolloServerPluginCacheControlDisabled(),
      operationMetricsPlugin(new OperationMetrics(definition.name)),
      // Last: it reads the answer as the plugins before it left it.
      dataAlonePlugin(),
    ],
  });
  await apollo.start();

  // X-Correlation-Id (the gateway's, else a new one), the request log line and HTTP metrics.
  app.use(observeHttp(definition.name, log));
  app.get('/health', async (_req, res) => {
    const { status, body } = await checkHealth(definition.name, orm);
    res.status(status).json(body);
  });
  app.get('/metrics', serveMetrics);
  app.get('/files/:token', serveFileLinks(settings, definition.name, configuredStorage(settings)));
  app.use(
    '/graphql',
    graphqlUploadExpress({ maxFileSize: bodyLimits.maxFileSize, maxFiles: bodyLimits.maxFiles }),
    express.json({ limit: bodyLimits.jsonBytes }),
    // After the body is read: what runs from here on is this request's, and the events it records are its answer's.
    (_req, res, next) =>
      listingRecordedEvents((name, value) => void (res.headersSent || res.setHeader(name, value)), next),
    apolloMiddleware(apollo, async ({ req, res }) => {
      const correlationId = res.locals.correlationId as string;
      const base: SubgraphContext = {
        em: orm.em.fork({ loggerContext: REQUEST_LOGGER_CONTEXT }),
        request: { headers: req.headers, clientAddress: req.ip ?? 'unknown', correlationId },
        response: { setHeader: (name, value) => void (res.headersSent || res.setHeader(name, value)) },
        log: log.child({ correlationId }),
        jobs,
        rateLimits,
        config: settings,
      };
      return definition.createContext(base, orm);
    }),
  );
  answerErrorsInJson(app, log);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.host ?? settings.BIND_HOST, resolve);
  });
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/graphql`;
  log.info({ url }, 'subgraph listening');

  let stopping: Promise<void> | undefined;
  return {
    name: definition.name,
    url,
    orm,
    schema,
    jobs,
    stop: () =>
      (stopping ??= (async () => {
        await apollo.stop();
        await background?.stop();
        await jobs.stop();
        await definition.onStop?.();
        await rateLimits.close();
        await orm.close();
      })()),
  };
}
