import type { Schema, Supergraph } from '@apollo/federation-internals';
import { ApolloGateway, type SupergraphManager } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import express, { type Express } from 'express';
import type { GraphQLSchema } from 'graphql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { Agent } from 'undici';
import { graphqlBodyBytes } from '../platform/admission/body-bounds.js';
import { appClientAddress } from '../platform/admission/client-address.js';
import { apolloMiddleware, uploadArriving } from '../platform/apollo-express.js';
import { config } from '../platform/config.js';
import { AllowedOrigins, corsOriginsQuery } from '../platform/cors.js';
import { eventStreamFromConfig, type EventStream } from '../platform/events/event-stream.js';
import { forwardedHeadersOf, trustProxySetting } from '../platform/forwarded-headers.js';
import { GatewayRoles, gatewayRolesOf, roleDocument } from '../platform/gateway-roles.js';
import { OperationMetrics, operationMetricsPlugin } from '../platform/graphql-metrics.js';
import { answerErrorsInJson } from '../platform/http-errors.js';
import { createListener } from '../platform/http-listener.js';
import { observeHttp, observeRequest, requestCorrelationId } from '../platform/http-observability.js';
import { logger } from '../platform/logger.js';
import { openSubscriptions, serveMetrics } from '../platform/metrics.js';
import { operationAdmissionPlugin } from '../platform/operation-admission.js';
import { RateLimits } from '../platform/rate-limits/index.js';
import { addressLimitsPlugin, addressPoliciesOf, type AddressPolicies } from './address-limits.js';
import { AuthorizationEnforcement, enforcingGateway } from './authorization/executor.js';
import { CallerIdentities } from './authorization/identity.js';
import { preparedSupergraph } from './authorization/supergraph.js';
import { circuitBreakerSettings, SubgraphCircuitBreaker, type CircuitBreakerSettings } from './circuit-breaker.js';
import type { GatewayContext } from './context.js';
import { SubgraphDataSource } from './data-source.js';
import { InflightDeduplicator } from './deduplication.js';
import { DemandControl, type DemandControlSettings } from './demand-control/index.js';
import { DEFAULT_DOCUMENT_LIMITS, type DocumentLimits } from './document-limits.js';
import { formatGatewayError } from './errors.js';
import { EXPLORER_PATH, explorerRouter, sandboxLandingPage } from './explorer.js';
import { fileProxy } from './files.js';
import { circuitStates, subgraphHealth } from './health.js';
import { inProcessExecutor, type InProcessExecutor } from './in-process.js';
import { DocumentGuard } from './limits.js';
import { FrontDoor } from './prepared-lane/front-door.js';
import { PreparedLane } from './prepared-lane/prepared-lane.js';
import {
  NO_RESPONSE_CACHE_POLICIES,
  ResponseCache,
  ResponseCacheInvalidation,
  SharedResponseStore,
  asksAfresh,
  responseCachePlugin,
  type CacheGateCheck,
  responseCachePoliciesOf,
  tagsOf,
  type ResponseCachePolicies,
  type ResponseCacheStats,
  type Clock,
} from './response-cache/index.js';
import { SingleFetchPlans, type SingleFetchMode } from './single-fetch/single-fetch.js';
import { isSubgraphFailure } from './subgraph-errors.js';
import { joinedSubgraphs, subgraphUrl } from './subgraph-urls.js';
import { SubscriptionHub } from './subscriptions/subscription-hub.js';
import { subscriptionSchema } from './subscriptions/subscription-schema.js';
import { startSubscriptionServer } from './subscriptions/subscription-server.js';
import { SupergraphEntities, type SupergraphQuery } from './subscriptions/supergraph-entities.js';
import { supergraphDocument } from './supergraph-directives.js';
import {
  loadRestAdapterManifest,
  REST_ADAPTER_MANIFEST,
  TrustedDocumentPolicy,
  TrustedDocumentRegistry,
  TrustedDocumentResolver,
  trustedDocumentsMiddleware,
  UnknownDocumentLog,
  type TrustedDocumentsMode,
} from './trusted-documents/index.js';
import { requireUploadPreflight } from './uploads.js';

export interface GatewayOptions {
  port: number;
  host?: string;
  /**
   * The supergraph: its SDL, served as long as the gateway runs, or a source that reloads it when it changes
   * (`supergraphSource`, ApolloGateway's own supergraph manager).
   */
  supergraphSdl: string | SupergraphManager;
  /**
   * Where some subgraphs are reached, by name (a stack that started them on ports of its own, tests); every other
   * subgraph is reached at the supergraph's URL as the configuration moves it (see subgraphUrl).
   */
  subgraphUrls?: Readonly<Record<string, string>>;
  /** The limits below default to the configuration (MAX_UPLOAD_BYTES, GRAPHQL_MAX_DEPTH, ...); tests lower them. */
  maxUploadBytes?: number;
  maxDepth?: number;
  /** Demand control's settings (GRAPHQL_MAX_COST, GRAPHQL_SUBGRAPH_MAX_COST, GRAPHQL_COST_MODE, GRAPHQL_COST_HEADERS,
   * GRAPHQL_COST_ACTUAL_SAMPLE). */
  demandControl?: Partial<DemandControlSettings>;
  /** Overrides of the other document limits (tokens, nesting, expanded selections, aliases). */
  documentLimits?: Partial<DocumentLimits>;
  subgraphTimeoutMs?: number;
  /** Overrides of the subgraph circuit breakers' settings (SUBGRAPH_BREAKER_*). */
  subgraphBreaker?: Partial<CircuitBreakerSettings>;
  /** Whether identical subgraph queries in flight share one request (see InflightDeduplicator); on by default. */
  deduplicateQueries?: boolean;
  /** Proxies whose X-Forwarded-For is believed (a REST adapter of its own, a load balancer); TRUSTED_PROXIES by default. */
  trustedProxies?: readonly string[];
  /** Size of ApolloGateway's query plan cache, in MiB (approximate); 30 by default. */
  queryPlanCacheMiB?: number;
  /**
   * The database of the stack (the one the compliance subgraph uses; DATABASE_URL by default): it keeps the
   * counters of the limits per client address unless REDIS_URL is set, and its notifications carry the compliance
   * events when AMQP_URL is unset. Subscriptions are served from RabbitMQ or from it.
   */
  databaseUrl?: string;
  /** The response cache's bound in bytes (RESPONSE_CACHE_MAX_BYTES by default); 0 turns it off. */
  responseCacheMaxBytes?: number;
  /** The wall clock by which cached answers of a bounded age expire (`@cacheable(maxAge:)`); Date.now by default. */
  responseCacheClock?: Clock;
  /** The trusted documents' mode (TRUSTED_DOCUMENTS by default, see gateway/trusted-documents/policy.ts). */
  trustedDocuments?: TrustedDocumentsMode;
  /** The REST adapter's manifest, loaded at start as the client `rest-adapter`; rest-adapter/generated/'s by default. */
  restAdapterManifest?: string;
  /** Whether an operation selecting what its caller may not see is refused whole (AUTHORIZATION_REJECT_UNAUTHORIZED). */
  rejectUnauthorized?: boolean;
  /** How single-fetch plans are executed (GATEWAY_SINGLE_FETCH, see gateway/single-fetch/). */
  singleFetch?: SingleFetchMode;
}

export interface RunningGateway {
  /** http://127.0.0.1:PORT/graphql */
  readonly url: string;
  /** Live subscriptions, and the supergraph queries their `entity` fields cost (bench and tests). */
  readonly subscriptions: { readonly live: () => number; readonly entityQueries: () => number };
  /** The HTTP server, for the protocols that share it (subscriptions over WebSocket come here). */
  readonly httpServer: Server;
  /** Executes operations without HTTP, for components in the same process (the REST adapter). */
  readonly execute: InProcessExecutor;
  /** The response cache's figures and state (bench and tests); undefined when it is off. */
  readonly responseCache?: {
    readonly stats: Readonly<ResponseCacheStats>;
    readonly usable: () => boolean;
    /** Whether it reads and stores in Redis now (REDIS_URL set, Redis answering, the event stream bound). */
    readonly shared: () => boolean;
  };
  /** The trusted documents' mode in force, and how many times this replica read them (tests wait on it). */
  readonly trustedDocuments: { readonly mode: () => TrustedDocumentsMode; readonly generation: () => number };
  /** How many requests the single-fetch path answered (tests). */
  /** How many requests single-fetch plans served, and of them how many passed the subgraph's answer on unread (tests). */
  readonly singleFetch: { readonly served: () => number; readonly passedUnread: () => number };
  /** How many requests the prepared lane answered, or in shadow mode compared (tests). */
  readonly preparedLane: {
    readonly answered: () => number;
    readonly passedThrough: () => number;
    /** How many of its answers its front door gave, ahead of Express. */
    readonly answeredAhead: () => number;
  };
  stop(): Promise<void>;
}

export const MAX_FILES = 5;
/** JSON bodies and multipart `operations` fields. */
const MAX_OPERATION_BYTES = 2 * 1024 * 1024;
/** The longest body the prepared lane's front door reads; a longer one goes to Express unread. */
const FRONT_DOOR_MAX_BODY_BYTES = 64 * 1024;

/** Each HTTP request's context, built once: the one the prepared lane built for a request it declines is Apollo Server's. */
const contexts = new WeakMap<ServerResponse, GatewayContext>();

/**
 * A request's context, from Express's request or, ahead of Express, Node's: its client is then found as Express finds
 * `req.ip`, by the app's `trust proxy`.
 */
function contextFrom(req: IncomingMessage & { ip?: string }, res: ServerResponse, app: Express): GatewayContext {
  let context = contexts.get(res);
  if (!context)
    contexts.set(
      res,
      (context = {
        correlationId: requestCorrelationId(req, res),
        clientAddress: appClientAddress(req, app),
        forwardedHeaders: forwardedHeadersOf(req.headers),
        asksAfresh: asksAfresh(req.headers['cache-control']),
        uploadReceived: uploadArriving(req),
        res,
      }),
    );
  return context;
}

/**
 * The federated gateway: ApolloGateway over the checked-in supergraph, served by Apollo Server on Express,
 * with uploads, abuse limits, our error codes, and no traffic to Apollo's cloud.
 */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const settings = config();
  const log = logger('gateway');
  const production = settings.NODE_ENV === 'production';
  const maxUploadBytes = options.maxUploadBytes ?? settings.MAX_UPLOAD_BYTES;
  const urlOf = (name: string, joinedUrl: string) =>
    options.subgraphUrls?.[name] ?? subgraphUrl(name, joinedUrl, settings);
  const documentGuard = new DocumentGuard({
    ...DEFAULT_DOCUMENT_LIMITS,
    maxDepth: options.maxDepth ?? settings.GRAPHQL_MAX_DEPTH,
    ...options.documentLimits,
  });

  const demandControl = new DemandControl(
    {
      maxCost: settings.GRAPHQL_MAX_COST,
      subgraphs: settings.GRAPHQL_SUBGRAPH_MAX_COST,
      mode: settings.GRAPHQL_COST_MODE,
      headers: settings.GRAPHQL_COST_HEADERS,
      actualSample: settings.GRAPHQL_COST_ACTUAL_SAMPLE,
      ...options.demandControl,
    },
    log.child({ component: 'demand-control' }),
  );

  const transport = {
    agent: new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000, connections: 64 }),
    timeoutMs: options.subgraphTimeoutMs ?? settings.SUBGRAPH_TIMEOUT_MS,
    log,
    deduplicator: options.deduplicateQueries === false ? undefined : new InflightDeduplicator(),
  };
  const rateLimitDatabase = options.databaseUrl ?? settings.DATABASE_URL;
  if (!rateLimitDatabase)
    throw new Error('The gateway counts limits per client address in PostgreSQL: give it a database (DATABASE_URL)');
  const rateLimits = await RateLimits.open({
    namespace: 'edge',
    factor: settings.RATE_LIMIT_FACTOR,
    databaseUrl: rateLimitDatabase,
    redisUrl: settings.REDIS_URL,
    log,
  });
  // The trusted documents every replica shares, in the same database; the REST adapter's among them.
  const trustedLog = log.child({ component: 'trusted-documents' });
  let documentRegistry: TrustedDocumentRegistry;
  try {
    documentRegistry = await TrustedDocumentRegistry.open(rateLimitDatabase, trustedLog);
    await loadRestAdapterManifest(
      documentRegistry,
      documentGuard.limits,
      trustedLog,
      options.restAdapterManifest ?? REST_ADAPTER_MANIFEST,
    ).catch(async (error: unknown) => {
      await documentRegistry.close();
      throw error;
    });
  } catch (error) {
    await rateLimits.close();
    throw error;
  }
  const documents = new TrustedDocumentResolver(
    documentRegistry,
    new TrustedDocumentPolicy(options.trustedDocuments ?? settings.TRUSTED_DOCUMENTS, production, documentRegistry),
    new UnknownDocumentLog(trustedLog),
    documentGuard.limits.maxDocumentBytes,
  );
  /** The address limits of the supergraph being served (reloaded with it). */
  let addressPolicies: AddressPolicies = new Map();
  // One event stream for subscriptions and the response cache's invalidations: RabbitMQ, or the database's
  // notifications. Without either the cache is off (nothing would tell it that data changed).
  const stream: EventStream | undefined =
    settings.AMQP_URL || options.databaseUrl
      ? eventStreamFromConfig({ databaseUrl: options.databaseUrl, log: log.child({ component: 'events' }) })
      : undefined;
  stream?.onState?.((state) => log.info({ state }, 'event stream'));
  const responseCacheMaxBytes = options.responseCacheMaxBytes ?? settings.RESPONSE_CACHE_MAX_BYTES;
  const responseCache =
    stream && responseCacheMaxBytes > 0
      ? new ResponseCache(
          responseCacheMaxBytes,
          // Every replica's entries, behind this process's own: a new replica starts warm.
          settings.REDIS_URL
            ? await SharedResponseStore.open(
                settings.REDIS_URL,
                rateLimitDatabase,
                log.child({ component: 'response-cache' }),
              )
            : undefined,
          options.responseCacheClock,
        )
      : undefined;
  const invalidation = responseCache && stream && new ResponseCacheInvalidation(responseCache, stream, log);
  /** What the supergraph being served declares cacheable, and what invalidates it (reloaded with it). */
  let cachePolicies: ResponseCachePolicies = NO_RESPONSE_CACHE_POLICIES;
  /** The fields the gateway asks for itself, by their `@gatewayRole` in the supergraph being served (reloaded with it). */
  let roles = GatewayRoles.NONE;
  // ApolloGateway reports usage metrics to Apollo's cloud every hour, having probed the metadata services of four
  // cloud providers for where it runs, unless this variable says no. Nothing of this gateway's leaves for Apollo.
  process.env.APOLLO_TELEMETRY_DISABLED = 'true';
  const breakerSettings = circuitBreakerSettings(settings, options.subgraphBreaker);
  const breakers = new Map<string, SubgraphCircuitBreaker>();
  // The authorization directives, enforced around ApolloGateway's executor (gateway/authorization/): the caller's
  // scopes are asked of the supergraph (the role callerScopes) through this same gateway, once per token.
  const identities: CallerIdentities = new CallerIdentities(
    (document, variables, authorization, queryOptions): ReturnType<SupergraphQuery> =>
      internalQuery(apollo, 'gateway-authorization')(document, variables, authorization, queryOptions),
    () => roles,
    log.child({ component: 'authorization' }),
  );
  const authorization: AuthorizationEnforcement = new AuthorizationEnforcement(identities, {
    rejectUnauthorized: options.rejectUnauthorized ?? settings.AUTHORIZATION_REJECT_UNAUTHORIZED,
  });
  const singleFetch: SingleFetchPlans = new SingleFetchPlans(
    options.singleFetch ?? settings.GATEWAY_SINGLE_FETCH,
    // ApolloGateway's own API schema (a field it keeps private): the answers of a single fetch are shaped over it.
    () => (gateway as unknown as { apiSchema?: Schema }).apiSchema,
    // Its planner's supergraph (private too), whose subgraphs it extracts once.
    (name) =>
      (gateway as unknown as { queryPlanner?: { supergraph: Supergraph } }).queryPlanner?.supergraph
        .subgraphs()
        .get(name)?.schema,
    log.child({ component: 'single-fetch' }),
    settings.GATEWAY_SINGLE_FETCH_MISMATCHES,
  );
  const gateway = new ApolloGateway({
    // Linked without the SECURITY purpose ApolloGateway refuses, since this gateway enforces those features itself.
    supergraphSdl: preparedSupergraph(options.supergraphSdl),
    buildService: ({ name, url }) => {
      if (!url) throw new Error(`No URL for subgraph "${name}"`);
      const target = urlOf(name, url);
      // One circuit per subgraph for the gateway's lifetime, kept if the gateway rebuilds its data sources.
      let breaker = breakers.get(name);
      if (!breaker)
        breakers.set(name, (breaker = new SubgraphCircuitBreaker(name, breakerSettings, isSubgraphFailure, log)));
      return singleFetch.observe(new SubgraphDataSource(name, target, transport, breaker));
    },
    experimental_didResolveQueryPlan: singleFetch.learn,
    experimental_approximateQueryPlanStoreMiB: options.queryPlanCacheMiB ?? 30,
    logger: log,
  });
  /** Where each subgraph of the supergraph being served is reached, for the health check and the file links. */
  let subgraphUrls: Readonly<Record<string, string>> = {};
  gateway.onSchemaLoadOrUpdate(({ apiSchema, coreSupergraphSdl }) => {
    const supergraph = supergraphDocument(coreSupergraphSdl);
    authorization.useSupergraph(apiSchema, supergraph);
    subgraphUrls = Object.fromEntries(
      Object.entries(joinedSubgraphs(supergraph)).map(([name, url]) => [name, urlOf(name, url)]),
    );
    addressPolicies = addressPoliciesOf(supergraph);
    demandControl.useSupergraph(supergraph);
    roles = gatewayRolesOf(supergraph);
    // The REST adapter asks for the CORS origins by the role's field of this supergraph, as text.
    const corsField = roles.field('corsOrigins');
    documentRegistry.trustBuiltIn(corsField ? [corsOriginsQuery(corsField)] : []);
    if (responseCache && invalidation) {
      cachePolicies = responseCachePoliciesOf(supergraph);
      // Answers of the previous supergraph are not this one's.
      responseCache.clear();
      invalidation.useTags(tagsOf(cachePolicies));
    }
    preparedLane.useSupergraph(apiSchema);
  });

  const app = express();
  app.disable('x-powered-by');
  // No ETag: an answer to a GraphQL POST is never revalidated, and hashing each one costs (see apollo-express).
  app.disable('etag');
  // A REST adapter in a process of its own passes its client's address in X-Forwarded-For: it is one of the
  // TRUSTED_PROXIES then (an in-process one hands the address over directly).
  app.set('trust proxy', trustProxySetting(options.trustedProxies ?? settings.TRUSTED_PROXIES));
  const operationMetrics = new OperationMetrics('gateway');
  const confirmedTenant: CacheGateCheck = (gate, context) => tenantConfirmedByGate(apollo, preparedLane, gate, context);
  const preparedLane = new PreparedLane({
    singleFetch,
    authorization,
    demandControl,
    rateLimits,
    addressPolicies: () => addressPolicies,
    responseCache: responseCache && { cache: responseCache, policies: () => cachePolicies, confirmedTenant },
    operationMetrics,
    contextOf: (req, res) => contextFrom(req, res, app),
    reportMismatch: (operationName, problems) =>
      singleFetch.reportMismatch('prepared lane answer differs from Apollo Server', { operationName, problems }),
  });
  singleFetch.onExecuted = preparedLane.captureExecution;
  const allowedOrigins = new AllowedOrigins(async () => {
    const field = roles.field('corsOrigins');
    if (!field) return [];
    const document = roleDocument(corsOriginsQuery(field));
    const { data, errors } = await internalQuery(apollo, 'gateway-cors')(document, {}, '');
    if (errors?.length) throw new Error(errors[0].message);
    return (data?.origins as string[] | null | undefined) ?? [];
  }, log);
  const cors = allowedOrigins.middleware();
  const readJson = express.json({ limit: MAX_OPERATION_BYTES });
  const frontDoor = new FrontDoor({
    path: '/graphql',
    maxBodyBytes: FRONT_DOOR_MAX_BODY_BYTES,
    lane: preparedLane,
    documents,
    parser: readJson,
    observe: (req, res) => observeRequest('gateway', log, req, res, { route: '/graphql', path: '/graphql' }),
    cors,
  });
  // The largest body of /graphql's parsers below: a JSON body, or an upload with its operations.
  const httpServer = createListener(app, {
    maxBodyBytes: graphqlBodyBytes({
      jsonBytes: MAX_OPERATION_BYTES,
      maxFileSize: maxUploadBytes,
      maxFiles: MAX_FILES,
      maxFieldSize: MAX_OPERATION_BYTES,
    }),
    ahead: (express) => frontDoor.listener(express),
  });
  const plugins: ApolloServerPlugin<GatewayContext>[] = [
    // First: its refusal (an unresolved operation, deep variables, the cost) is the one answered, on every transport.
    operationAdmissionPlugin(demandControl.check()),
    demandControl.plugin(),
    ApolloServerPluginDrainHttpServer({ httpServer }),
    ApolloServerPluginUsageReportingDisabled(),
    ApolloServerPluginSchemaReportingDisabled(),
    ApolloServerPluginInlineTraceDisabled(),
    operationMetricsPlugin(operationMetrics),
    preparedLane.plugin(),
    production ? ApolloServerPluginLandingPageDisabled() : sandboxLandingPage(),
    addressLimitsPlugin(rateLimits, () => addressPolicies),
    ...(responseCache
      ? [
          responseCachePlugin(
            responseCache,
            () => cachePolicies,
            confirmedTenant,
            (schema, document, operationName, context) =>
              authorization.visibilityOf(schema, document, operationName, context.forwardedHeaders.authorization),
          ),
        ]
      : []),
  ];
  const apollo = new ApolloServer<GatewayContext>({
    gateway: enforcingGateway(gateway, authorization, (executor) => singleFetch.wrap(executor)),
    introspection: !production,
    // Shutdown is ordered by platform/lifecycle.ts; Apollo's own handler would re-raise the signal mid-way.
    stopOnTerminationSignals: false,
    hideSchemaDetailsFromClientErrors: production,
    // csrfPrevention stays on (the default): multipart requests need `apollo-require-preflight`, which
    // requireUploadPreflight asks for by name before their files are read.
    allowBatchedHttpRequests: false,
    // The document guard refuses longer documents before this parse; this bounds the in-process callers too.
    parseOptions: { maxTokens: documentGuard.limits.maxTokens },
    formatError: formatGatewayError,
    includeStacktraceInErrorResponses: false,
    logger: log,
    plugins,
  });
  const subscriptions = stream
    ? startSubscriptions(
        gateway,
        apollo,
        httpServer,
        stream,
        documentGuard,
        demandControl,
        documents,
        () => roles,
        authorization,
        log,
      )
    : undefined;
  await apollo.start();

  allowedOrigins.start();

  // X-Correlation-Id on every response (the client's uuid, else a new one), the request log line and HTTP metrics.
  app.use(observeHttp('gateway', log));
  app.use(cors);
  app.get('/health', async (_req, res) => {
    res.json({
      service: 'gateway',
      status: 'healthy',
      subgraphs: await subgraphHealth(subgraphUrls, transport.agent),
      circuits: circuitStates(breakers),
    });
  });
  app.get('/metrics', serveMetrics);
  app.get(
    '/files/:subgraph/:token',
    fileProxy(() => subgraphUrls, transport.agent, log),
  );
  app.use(EXPLORER_PATH, explorerRouter(!production));
  app.use(
    '/graphql',
    ...(subscriptions ? [subscriptions.server.sse] : []),
    requireUploadPreflight,
    graphqlUploadExpress({ maxFileSize: maxUploadBytes, maxFiles: MAX_FILES, maxFieldSize: MAX_OPERATION_BYTES }),
    frontDoor.bodyParser(),
    // Before the guard: a document sent by id is checked as its text (a cached verdict), and a refusal of trusted
    // documents is answered before anything measures or parses what was sent.
    trustedDocumentsMiddleware(documents),
    documentGuard.middleware(),
    preparedLane.middleware(),
    apolloMiddleware(apollo, ({ req, res }) => Promise.resolve(contextFrom(req, res, app))),
  );
  answerErrorsInJson(app, log);

  /**
   * Releases everything started above, whether the gateway stops or its port could not be listened on. Completes the
   * subscriptions first (open WebSockets would keep the HTTP server from closing), then drains HTTP (the drain
   * plugin) and stops the gateway, then closes the subgraph connections.
   */
  const release = async () => {
    allowedOrigins.stop();
    await subscriptions?.stop();
    await stream?.close();
    await responseCache?.close();
    await apollo.stop();
    for (const breaker of breakers.values()) breaker.shutdown();
    await transport.agent.close();
    await rateLimits.close();
    await documentRegistry.close();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(options.port, options.host ?? '127.0.0.1', resolve);
    });
  } catch (error) {
    await release();
    throw error;
  }
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/graphql`;
  log.info({ url, subgraphs: subgraphUrls }, 'gateway listening');

  let stopping: Promise<void> | undefined;
  return {
    url,
    httpServer,
    execute: inProcessExecutor(apollo, documents, preparedLane),
    trustedDocuments: { mode: () => documents.mode, generation: () => documentRegistry.generation },
    singleFetch: { served: () => singleFetch.served, passedUnread: () => singleFetch.passedUnread },
    preparedLane: {
      answered: () => preparedLane.answered,
      passedThrough: () => preparedLane.passedThrough,
      answeredAhead: () => frontDoor.answered,
    },
    responseCache: responseCache && {
      stats: responseCache.stats,
      usable: () => responseCache.usable,
      shared: () => responseCache.sharedUsable,
    },
    subscriptions: {
      live: () => subscriptions?.hub.size ?? 0,
      entityQueries: () => subscriptions?.entities.queries ?? 0,
    },
    stop: () => (stopping ??= release()),
  };
}

/**
 * Asks a subgraph's `@cacheGate` field on behalf of a client's request (response-cache/plugin.ts): with its
 * credentials and its response (the gate's rate-limit headers are the client's), as an internal operation (neither
 * cached nor counted per address again) that must be answered afresh: the tenant it confirms them for.
 */
async function tenantConfirmedByGate(
  apollo: ApolloServer<GatewayContext>,
  lane: PreparedLane,
  gate: string,
  context: GatewayContext,
): Promise<string | undefined> {
  const query = `query CacheGate { ${gate} }`;
  const contextValue: GatewayContext = { ...context, internal: true, fresh: true };
  let result: { readonly data?: Record<string, unknown> | null; readonly errors?: readonly unknown[] } | undefined =
    await lane.internal(query, contextValue);
  if (!result) {
    const { body } = await apollo.executeOperation({ query }, { contextValue });
    if (body.kind !== 'single') return undefined;
    result = body.singleResult;
  }
  if (result.errors?.length) return undefined;
  const tenant = result.data?.[gate];
  return typeof tenant === 'string' ? tenant : undefined;
}

/** Runs an operation on this gateway in-process (no HTTP), as `clientAddress`, with an optional credential. */
function internalQuery(apollo: ApolloServer<GatewayContext>, clientAddress: string): SupergraphQuery {
  return async (document, variables, authorization, options) => {
    const response = await apollo.executeOperation(
      { query: document, variables },
      {
        contextValue: {
          correlationId: randomUUID(),
          clientAddress,
          forwardedHeaders: authorization ? { authorization } : {},
          fresh: options?.fresh,
          internal: true,
        },
      },
    );
    if (response.body.kind !== 'single') throw new Error('An internal query answered incrementally');
    return response.body.singleResult;
  };
}

/**
 * Subscriptions, which ApolloGateway does not execute: events come from the broker (or PostgreSQL) through a hub
 * bound only to what live subscriptions need, and `entity` fields are resolved by querying this gateway.
 */
function startSubscriptions(
  gateway: ApolloGateway,
  apollo: ApolloServer<GatewayContext>,
  httpServer: Server,
  stream: EventStream,
  documentGuard: DocumentGuard,
  demandControl: DemandControl,
  documents: TrustedDocumentResolver,
  roles: () => GatewayRoles,
  authorization: AuthorizationEnforcement,
  log: Logger,
) {
  let schema: GraphQLSchema | undefined;
  const query = internalQuery(apollo, 'gateway-subscriptions');
  const hub = new SubscriptionHub(stream, log);
  const entities = new SupergraphEntities(query, roles);
  const stopCounting = openSubscriptions.observe((record) => record({}, hub.size));
  const server = startSubscriptionServer({
    httpServer,
    schema: () => {
      if (!schema) throw new Error('The supergraph is not loaded yet');
      return schema;
    },
    hub,
    entities,
    query,
    roles,
    documentGuard,
    // The subscription's document as a client sent it: its `entity` selections are what the supergraph will be asked.
    admit: ({ schema: executable, document, operationName, variableValues }) =>
      demandControl.admit({
        schema: executable,
        document,
        operationName,
        variables: variableValues,
        operationType: 'subscription',
      }).refusal,
    documents,
    authorize: (args, credential) =>
      authorization.subscriptionRefusals(args.schema, args.document, args.operationName, credential),
    maxMessageBytes: MAX_OPERATION_BYTES,
    log,
  });
  // New subscriptions run on the supergraph just loaded; open ones go on unless their document no longer validates.
  gateway.onSchemaLoadOrUpdate(({ apiSchema }) => {
    schema = subscriptionSchema(apiSchema);
    server.revalidate(schema);
  });
  return {
    server,
    hub,
    entities,
    stop: async () => {
      stopCounting();
      await server.close();
    },
  };
}
