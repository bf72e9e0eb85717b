import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Every environment variable of CONTRACT.md, validated once at start so that a bad value fails loudly
 * with the variable's name instead of surfacing later as an odd runtime error.
 */
const portNumber = z.coerce.number().int().min(1).max(65535);
const port = (fallback: number) => portNumber.default(fallback);
const optionalUrl = z.string().url().optional();
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Express's names for the reserved ranges (`loopback` is 127.0.0.0/8 and ::1), which proxy-addr expands. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** An address, a CIDR range of one (IPv4 prefix 0-32, IPv6 0-128), or one of PROXY_RANGE_NAMES. */
function isProxyRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('.data'),

  /**
   * How long a component may take to stop after SIGTERM/SIGINT (requests and jobs under way finishing) before it
   * exits anyway with code 1; keep it below the orchestrator's own grace period (docker-compose.yml: stop_grace_period).
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),

  /** Interface every component listens on; containers set 0.0.0.0. */
  BIND_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_PORT: port(4000),
  REST_PORT: port(8080),
  /** Where the REST adapter finds the gateway when it runs in its own process. */
  GATEWAY_URL: optionalUrl,
  /**
   * Where the gateway reads the supergraph, which it reloads when it changes, without a restart: a file
   * (SUPERGRAPH_PATH, by default the checked-in schema/supergraph.graphql), watched, or an http(s) URL
   * (SUPERGRAPH_URL) polled every SUPERGRAPH_POLL_MS with conditional requests. The file is re-read as often too,
   * for file systems that do not report changes. Give one of the two or neither.
   */
  SUPERGRAPH_PATH: z.string().min(1).optional(),
  SUPERGRAPH_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http(s):// URL')
    .optional(),
  SUPERGRAPH_POLL_MS: z.coerce.number().int().min(100).default(10_000),

  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  EMBEDDED_POSTGRES_PORT: port(54329),
  /** `npm start` only: processes of each component behind local balancers (scripts/cluster.ts); 1 is one process. */
  REPLICAS: z.coerce.number().int().min(1).max(16).default(1),
  AMQP_URL: z
    .string()
    .regex(/^amqps?:\/\//, 'must be an amqp:// URL')
    .optional(),
  EVENTS_EXCHANGE: z.string().min(1).default('compliance.events'),
  /**
   * Reverse proxies (addresses, CIDR ranges, or `loopback`) whose X-Forwarded-For the gateway and the REST adapter
   * believe, comma-separated; none by default, so a client's own socket address is its address and a header it
   * sends is ignored. A REST adapter in a process of its own calls the gateway as such a proxy.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isProxyRange), {
      message: 'must be comma-separated addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
    }),
  /**
   * How long published events stay in the outbox (`subgraphs/shared/events/retention.ts` prunes older ones), and so
   * how far back a subscription can resume with `after`.
   */
  EVENT_RETENTION_HOURS: z.coerce.number().positive().default(168),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
  /**
   * How a mail the mail server did not take is retried (see `subgraphs/shared/mail.ts`): retries after the first
   * attempt, and the wait before the first one, which doubles (with jitter) up to 10 minutes. The defaults bridge
   * a mail server that is away for about 75 minutes; tests shorten them.
   */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(12),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /** Base of the gateway's own links (file downloads); defaults to http://localhost:GATEWAY_PORT. */
  GATEWAY_PUBLIC_URL: optionalUrl,

  IDP_URL: optionalUrl,
  IDP_SERVICE_KEY: z.string().min(1).optional(),
  IDP_JWT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * The `aud` an identity-provider access token must carry wherever one is accepted (platform/auth/access-token.ts),
   * and the one `compliance:token` mints. GoTrue (the Supabase Auth API) issues `authenticated` to signed-in users;
   * its anon and service-role keys carry none, so neither passes as a user's token.
   */
  IDP_JWT_AUDIENCE: z.string().trim().min(1).default('authenticated'),
  TRAINING_TENANT_SLUG: z.string().min(1).default('training'),

  CHALLENGE_VERIFY_URL: optionalUrl,
  CHALLENGE_SECRET: z.string().min(1).optional(),
  CHALLENGE_ALLOWED_HOSTNAMES: z.string().optional(),

  AUDIT_LOG_URL: optionalUrl,
  FACTORY_JWT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  FACTORY_SUPERADMIN_EMAIL: z.string().email().optional(),
  FACTORY_SUPERADMIN_PASSWORD: z.string().min(8).optional(),
  FACTORY_BASE_DOMAIN: z.string().min(1).default('localhost'),
  FACTORY_PROVISIONER_URL: optionalUrl,
  STORAGE_DIR: z.string().optional(),
  /**
   * Signs the kit's file links (subgraphs/shared/file-links.ts). Like IDP_JWT_SECRET and FACTORY_JWT_SECRET it is
   * generated once under DATA_DIR when unset (platform/data-dir.ts, GENERATED_SECRETS): replicas that do not share
   * DATA_DIR must be given the same value, or one refuses the links another signed.
   */
  FILE_LINK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Authenticates event cursors (platform/events/cursor.ts): the outbox relay issues them and the compliance subgraph
   * checks them, so every replica of both must share it. Generated once under DATA_DIR when unset, like
   * FILE_LINK_SECRET; a new one makes every cursor handed out before CURSOR_EXPIRED (clients refetch and subscribe).
   */
  EVENT_CURSOR_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  RATE_LIMIT_FACTOR: z.coerce.number().min(0).default(1),
  /**
   * Redis for the rate-limit counters every replica shares (see `platform/rate-limits/`) and the gateways' response
   * cache (`gateway/response-cache/shared-store.ts`); without it the counters are kept in PostgreSQL, and each
   * gateway's cache in its own memory.
   */
  REDIS_URL: z
    .string()
    .url()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),

  /**
   * An S3-compatible bucket for stored files, so that several replicas share them; without S3_BUCKET files
   * stay in STORAGE_DIR. S3_ENDPOINT names a non-AWS service (MinIO, R2, ...), addressed path-style.
   */
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Prefix of every object key in the bucket, so that one bucket can hold several installations. */
  S3_KEY_PREFIX: z.string().default(''),

  /**
   * Which extractor reads compliance documents: `builtin` (text layer and OCR, no network) or `openai`, an
   * OpenAI-compatible chat-completions endpoint at EXTRACTION_LLM_URL (its base URL, e.g. https://api.openai.com/v1).
   */
  DOCUMENT_EXTRACTOR: z.enum(['builtin', 'openai']).default('builtin'),
  EXTRACTION_LLM_URL: optionalUrl,
  EXTRACTION_LLM_API_KEY: z.string().min(1).optional(),
  EXTRACTION_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long one call of the chat-completions endpoint may take before the attempt fails. */
  EXTRACTION_LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),

  /**
   * Every HTTP listener (gateway, REST adapter, subgraphs; see platform/http-listener.ts), with the defaults a
   * reverse proxy would use: a connection must send its whole request head within HTTP_HEADERS_TIMEOUT_MS (so one
   * that sends nothing is closed then) and its whole request, body included, within HTTP_REQUEST_TIMEOUT_MS; an
   * idle kept-alive connection is closed after HTTP_KEEP_ALIVE_TIMEOUT_MS (behind a load balancer, set it above
   * the balancer's own idle timeout), any connection on which nothing moves for HTTP_IDLE_TIMEOUT_MS is closed,
   * and connections beyond HTTP_MAX_CONNECTIONS per listener are closed at once. Upgraded WebSockets and
   * event streams answer as long as they live: these limits concern receiving requests.
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(2_048),
  /**
   * The admission layer of every listener (platform/admission/admission.ts), so that no one client takes the slots
   * of the others. A client is an address: a direct client's connections are counted from accept (the one beyond
   * HTTP_MAX_CONNECTIONS_PER_CLIENT is closed at once); behind TRUSTED_PROXIES, the requests and WebSockets a proxy
   * forwards are counted by the client address it forwards (429 beyond). A request without credentials (no
   * Authorization, no Cookie) gets a smaller share, HTTP_MAX_ANONYMOUS_REQUESTS_PER_CLIENT in flight, and must
   * deliver its body within HTTP_ANONYMOUS_REQUEST_TIMEOUT_MS (or HTTP_REQUEST_TIMEOUT_MS if shorter: every request
   * is held to that one too). Any body arriving slower than HTTP_MIN_BODY_BYTES_PER_SECOND on average, once
   * HTTP_MIN_BODY_RATE_GRACE_MS have passed, is answered 408 and closed (Kestrel's MinRequestBodyDataRate, 240 B/s
   * after 5 s).
   */
  HTTP_MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).default(128),
  HTTP_MAX_ANONYMOUS_REQUESTS_PER_CLIENT: z.coerce.number().int().min(1).default(32),
  HTTP_ANONYMOUS_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  HTTP_MIN_BODY_BYTES_PER_SECOND: z.coerce.number().int().min(1).default(240),
  HTTP_MIN_BODY_RATE_GRACE_MS: z.coerce.number().int().min(100).default(5_000),

  /** Largest accepted upload, in bytes; compliance documents are capped at 10 MB by their spec. */
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /** Browser origins always allowed by the gateway and the REST adapter (comma-separated), besides the dynamic ones. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** How often the dynamic CORS origins are polled. */
  CORS_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  /** GraphQL abuse limits enforced by the gateway. */
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(12),
  /**
   * Demand control (gateway/demand-control/): the largest estimated cost of an operation, by the IBM GraphQL Cost
   * Directive specification over the supergraph's @cost and @listSize (see the README's weights).
   */
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(50_000),
  /**
   * Budgets per subgraph of the estimated cost of the fields each resolves, `name:cost` separated by commas
   * (`training:2000,factory:1000`); a subgraph not named has none but GRAPHQL_MAX_COST.
   */
  GRAPHQL_SUBGRAPH_MAX_COST: z
    .string()
    .default('')
    .transform((value, context) => {
      const budgets: Record<string, number> = {};
      for (const entry of value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const match = /^([a-z][a-z0-9-]*):([1-9][0-9]*)$/.exec(entry);
        if (!match) {
          context.addIssue({ code: 'custom', message: `"${entry}" is not subgraph:cost (a positive integer)` });
          return z.NEVER;
        }
        budgets[match[1]] = Number(match[2]);
      }
      return budgets;
    }),
  /** enforce: refuse an operation over a budget (COST_ESTIMATED_TOO_EXPENSIVE); measure: only record and log it. */
  GRAPHQL_COST_MODE: z.enum(['enforce', 'measure']).default('enforce'),
  /** Whether answers carry X-Cost-Estimated, X-Cost-Actual and X-Cost-Max (Hive Router's names). */
  GRAPHQL_COST_HEADERS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * The share of answers whose actual cost is measured (walking the whole answer) when neither the headers nor
   * measure mode need every one: a sample is enough for the metrics, and the walk is a large part of the gateway's
   * CPU on a long list.
   */
  GRAPHQL_COST_ACTUAL_SAMPLE: z.coerce.number().min(0).max(1).default(0.01),
  /**
   * Trusted documents (gateway/trusted-documents/): `off` runs any document (ids that are known are still accepted,
   * and Apollo's APQ registers new ones), `audit` runs unknown documents and logs and counts them, `enforce` refuses
   * them before they are parsed. Unset: `enforce` in production once a client's manifest is loaded (the REST
   * adapter's own does not count), `off` otherwise.
   */
  TRUSTED_DOCUMENTS: z.enum(['off', 'audit', 'enforce']).optional(),
  /**
   * What the gateway does with an operation selecting fields its caller may not see (the supergraph's
   * `@authenticated`, `@requiresScopes`, `@policy`): `false` removes them and answers the rest with an error
   * UNAUTHORIZED_FIELD_OR_TYPE at each one's path (Apollo Router's default); `true` refuses the whole operation.
   */
  AUTHORIZATION_REJECT_UNAUTHORIZED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Operations whose query plan is one fetch from one subgraph (gateway/single-fetch/): `on` serves them without
   * ApolloGateway's executor, and a query of such a shape seen before without Apollo Server's pipeline
   * (gateway/prepared-lane/); `off` leaves every operation to both; `shadow` (the test suite) lets both answer, runs
   * the fast paths on the same outcomes and reports any difference.
   */
  GATEWAY_SINGLE_FETCH: z.enum(['on', 'off', 'shadow']).default('on'),
  /** In `shadow` mode, a file each difference is appended to as a line of JSON (the test suite's teardown reads it). */
  GATEWAY_SINGLE_FETCH_MISMATCHES: z.string().optional(),
  /**
   * The gateway's response cache of `@cacheable` answers (gateway/response-cache.ts): its bound in bytes of JSON,
   * least recently used answers leaving first; 0 turns it off.
   */
  RESPONSE_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(33_554_432),
  /** How long the gateway waits for a subgraph before answering with SERVICE_UNAVAILABLE. */
  SUBGRAPH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * The gateway's circuit breaker per subgraph: it opens when more than SUBGRAPH_BREAKER_ERROR_PERCENT of the
   * calls within the last SUBGRAPH_BREAKER_WINDOW_MS failed in transport or timed out (once the window holds at
   * least SUBGRAPH_BREAKER_MIN_CALLS calls); an open circuit answers SERVICE_UNAVAILABLE at once, and after
   * SUBGRAPH_BREAKER_RESET_MS lets one trial call through, which closes it again when it succeeds.
   */
  SUBGRAPH_BREAKER_RESET_MS: z.coerce.number().int().positive().default(10_000),
  SUBGRAPH_BREAKER_ERROR_PERCENT: z.coerce.number().int().min(1).max(99).default(50),
  SUBGRAPH_BREAKER_MIN_CALLS: z.coerce.number().int().min(1).default(10),
  SUBGRAPH_BREAKER_WINDOW_MS: z.coerce.number().int().min(100).default(10_000),

  /**
   * The gateway's subscription transports (gateway/subscriptions/). A WebSocket must have its `connection_init`
   * authorized within SUBSCRIPTION_INIT_TIMEOUT_MS (closed 4408 otherwise), and may send at most
   * SUBSCRIPTION_INIT_MAX_BYTES before then (closed 1009): a connection_init with a token is about 2 KB, and an
   * unauthenticated socket must not cost the gateway a whole message's buffer. After that a message may be as long
   * as an HTTP body (2 MiB).
   */
  SUBSCRIPTION_INIT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  SUBSCRIPTION_INIT_MAX_BYTES: z.coerce.number().int().min(1024).default(32_768),
  /**
   * Work one identity (the token's `sub`) may hold on one gateway process: subscriptions on one WebSocket, its
   * subscriptions across WebSockets and SSE streams, and its connections (a WebSocket, or an SSE stream, which
   * carries one subscription). A subscription beyond a cap is refused with RATE_LIMIT_EXCEEDED for its id alone; a
   * WebSocket beyond the connection cap is closed 1008, an SSE request answered 429. Counted per process.
   */
  SUBSCRIPTION_MAX_PER_CONNECTION: z.coerce.number().int().min(1).default(100),
  SUBSCRIPTION_MAX_PER_USER: z.coerce.number().int().min(1).default(200),
  SUBSCRIPTION_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).default(64),
});

export type Config = Readonly<z.infer<typeof environmentSchema>>;

/**
 * The environment each configuration was parsed from, for the variables named after a subgraph (subgraphAddress),
 * which the schema above cannot list: the platform knows no subgraph by name.
 */
const environmentOf = new WeakMap<Config, Readonly<Record<string, unknown>>>();

/**
 * The variables that place the subgraph `name` (CONTRACT.md): `<NAME>_PORT`, where it listens, and `<NAME>_URL`,
 * where the gateway reaches it (`training`: TRAINING_PORT, TRAINING_URL).
 */
export function subgraphVariables(name: string): { readonly port: string; readonly url: string } {
  const prefix = name.toUpperCase().replaceAll('-', '_');
  return { port: `${prefix}_PORT`, url: `${prefix}_URL` };
}

/** What the configuration says of a subgraph's place; unset variables are undefined. */
export interface SubgraphAddress {
  /** `<NAME>_PORT`: where the subgraph listens (its own default otherwise), and where a local gateway finds it. */
  readonly port?: number;
  /** `<NAME>_URL`: where the gateway reaches it (a deployment); the supergraph's URL otherwise. */
  readonly url?: string;
}

/**
 * `<NAME>_PORT` and `<NAME>_URL` of the subgraph `name`, validated like every other variable: a bad value is a
 * ConfigurationError naming it. Read from the environment `settings` was parsed from, so that the subgraphs, the
 * gateway (which learns the names from the supergraph) and the stack read them in one way.
 */
export function subgraphAddress(name: string, settings: Config = config()): SubgraphAddress {
  const variables = subgraphVariables(name);
  const environment = environmentOf.get(settings) ?? {};
  const result = z
    .object({ [variables.port]: portNumber.optional(), [variables.url]: optionalUrl })
    .safeParse({ [variables.port]: environment[variables.port], [variables.url]: environment[variables.url] });
  if (!result.success) {
    throw invalidVariables(result.error);
  }
  const listensOn = result.data[variables.port] as number | undefined;
  const reachedAt = result.data[variables.url] as string | undefined;
  return {
    ...(listensOn === undefined ? {} : { port: listensOn }),
    ...(reachedAt === undefined ? {} : { url: reachedAt }),
  };
}

/** The name of every variable the configuration knows (deployment files are checked against it). */
export const CONFIGURATION_VARIABLES: readonly string[] = Object.keys(environmentSchema.shape);

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/** A ConfigurationError naming each variable zod refused, and why, one per line. */
function invalidVariables(error: z.ZodError): ConfigurationError {
  const problems = error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  return new ConfigurationError(`Invalid configuration:\n${problems.join('\n')}`);
}

/** Variables a component needs in production, and what it would do in their place (its development stand-in). */
export interface ProductionRequirement {
  readonly variables: readonly (keyof Config)[];
  readonly standIn: string;
}

/** What each component refuses to start without in production, by component. */
export type ProductionRequirements = Readonly<Record<string, readonly ProductionRequirement[]>>;

/**
 * What each component refuses to start without when NODE_ENV is production (CONTRACT.md, `NODE_ENV`): the outside
 * services it would otherwise stand in for. Only the component that would use a stand-in checks it, so that no
 * process is refused for a variable it has no use for (the gateway never calls the identity provider, so it needs
 * no IDP_SERVICE_KEY). These are the gateway's and the REST adapter's; each subgraph declares its own in its
 * definition (`productionRequirements`, gathered in subgraphs/index.ts). RATE_LIMIT_FACTOR=0 is refused by
 * parseConfig for every component, since each applies limits.
 */
export const PRODUCTION_REQUIREMENTS = {
  gateway: [
    {
      variables: ['IDP_JWT_SECRET'],
      standIn: 'subscribers’ tokens would be checked against a generated secret, which signs development tokens only',
    },
  ],
  'rest-adapter': [
    {
      variables: ['IDP_URL'],
      standIn: 'the adapter would take training for its development bypass and ask for no credentials',
    },
  ],
} as const satisfies ProductionRequirements;

/** The platform's own processes beside the subgraphs; each checks its own production requirements as it starts. */
export type ComponentName = keyof typeof PRODUCTION_REQUIREMENTS;

/**
 * Refuses to start `components` (one, or all of them in `npm start`'s single process) in production while a variable
 * of their `requirements` is unset: a ConfigurationError naming every missing variable and what it stands for.
 */
export function requireProductionSettings(
  settings: Config,
  components: readonly string[],
  requirements: ProductionRequirements = PRODUCTION_REQUIREMENTS,
): void {
  for (const component of components)
    if (!requirements[component]) throw new Error(`No production requirements are given for ${component}`);
  if (settings.NODE_ENV !== 'production') return;
  const problems = new Set<string>();
  for (const component of components) {
    for (const { variables, standIn } of requirements[component]) {
      const missing = variables.filter((variable) => settings[variable] === undefined);
      if (missing.length)
        problems.add(
          `  ${missing.join(', ')}: required in production (${component}: without ${missing.length > 1 ? 'them' : 'it'} ${standIn})`,
        );
    }
  }
  if (problems.size) throw new ConfigurationError(`Invalid configuration:\n${[...problems].join('\n')}`);
}

export function parseConfig(environment: NodeJS.ProcessEnv): Config {
  const cleaned = Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, emptyAsUndefined(value)]));
  const result = environmentSchema.safeParse(cleaned);
  if (!result.success) {
    throw invalidVariables(result.error);
  }
  const config = result.data;
  if (config.NODE_ENV === 'production') {
    if (config.RATE_LIMIT_FACTOR === 0) {
      throw new ConfigurationError(
        'Invalid configuration:\n  RATE_LIMIT_FACTOR: 0 (rate limiting off) is refused in production',
      );
    }
  }
  if (config.HTTP_HEADERS_TIMEOUT_MS > config.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigurationError(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS (the head is part of the request)',
    );
  }
  if (config.DOCUMENT_EXTRACTOR === 'openai' && !config.EXTRACTION_LLM_URL) {
    throw new ConfigurationError(
      'Invalid configuration:\n  EXTRACTION_LLM_URL: required when DOCUMENT_EXTRACTOR is openai',
    );
  }
  if (config.SUPERGRAPH_PATH && config.SUPERGRAPH_URL) {
    throw new ConfigurationError(
      'Invalid configuration:\n  SUPERGRAPH_PATH, SUPERGRAPH_URL: give one or neither (the supergraph comes from one place)',
    );
  }
  if (config.S3_BUCKET && !config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
    throw new ConfigurationError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither',
    );
  }
  const frozen = Object.freeze(config);
  environmentOf.set(frozen, cleaned);
  return frozen;
}

let current: Config | undefined;

/** The process-wide configuration, parsed on first use. */
export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}

/** Forgets the parsed configuration, so that tests can start components with another environment. */
export function resetConfig(): void {
  current = undefined;
}
