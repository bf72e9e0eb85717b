import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { installationOf, openFailFastRedis } from '../redis.js';
import { STORE_TIMEOUT_MS } from '../store-timeout.js';

/**
 * Where every replica of every component keeps its rate-limit counters, so that a limit of 100 lets 100 requests
 * through however many replicas share it: PostgreSQL (the table `rate_limits.counters`, in the component's own
 * database) by default, Redis when REDIS_URL is set. The counting itself is rate-limiter-flexible's: one atomic
 * statement (an upsert, a Lua script) per lease (see `leases.ts`).
 */
export interface RateLimitStore {
  readonly kind: 'postgres' | 'redis';
  /** A limiter of `points` per `seconds`, whose keys start with `prefix` (distinct limiters need distinct prefixes). */
  limiter(prefix: string, points: number, seconds: number): RateLimiterAbstract;
  /**
   * Returns `points` counted under `storeKey` (a limiter's `getKey`) in the window that ends at `windowEndsAt`
   * (this process's clock, as the limiter's answer gave it), and never to a later window, whose count it would lower.
   */
  readonly giveBack: (storeKey: string, points: number, windowEndsAt: number) => Promise<void>;
  close(): Promise<void>;
}

export interface RateLimitStoreOptions {
  /** The component's PostgreSQL (DATABASE_URL or the embedded server); in Redis, keys carry its database's name. */
  readonly databaseUrl: string;
  /** Redis (REDIS_URL), which then holds the counters instead of PostgreSQL. */
  readonly redisUrl?: string;
}

const SCHEMA = 'rate_limits';
const TABLE = 'counters';
/** Rows whose window ended this long ago are deleted (rate-limiter-flexible's own rule, kept). */
const EXPIRED_ROWS_KEPT_MS = 60 * 60_000;
const SWEEP_INTERVAL_MS = 5 * 60_000;

export async function openRateLimitStore(options: RateLimitStoreOptions): Promise<RateLimitStore> {
  return options.redisUrl
    ? openRedisStore(options.redisUrl, installationOf(options.databaseUrl))
    : openPostgresStore(options.databaseUrl);
}

/**
 * The table, made once per database whoever comes first: replicas starting at the same moment take turns under an
 * advisory lock (two concurrent `create ... if not exists` may otherwise both try, and one fail). Its shape is the
 * one RateLimiterPostgres would create itself. It has a connection of its own, without the decisions' one-second
 * limits: a start on a loaded server may take longer to connect, or wait on another replica's lock, and must not
 * fail for it.
 */
async function createTable(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'rate-limits' });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('${SCHEMA}.${TABLE}'))`);
    await client.query(`create schema if not exists ${SCHEMA}`);
    await client.query(`create table if not exists ${SCHEMA}.${TABLE} (
      key varchar(255) primary key,
      points integer not null default 0,
      expire bigint
    )`);
    await client.query(`create index if not exists ${TABLE}_expire on ${SCHEMA}.${TABLE} (expire)`);
    await client.query('commit');
  } finally {
    // Ending the connection rolls back whatever did not commit.
    await client.end().catch(() => undefined);
  }
}

async function openPostgresStore(databaseUrl: string): Promise<RateLimitStore> {
  await createTable(databaseUrl);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    application_name: 'rate-limits',
    max: 4,
    connectionTimeoutMillis: STORE_TIMEOUT_MS,
    query_timeout: STORE_TIMEOUT_MS,
  });
  // An idle connection that the server ends (a restart) is dropped by the pool; the next decision opens another.
  pool.on('error', () => undefined);
  // Once per store rather than once per limiter, as rate-limiter-flexible would (a timer for each).
  const sweeper = setInterval(() => {
    pool
      .query(`delete from ${SCHEMA}.${TABLE} where expire < $1`, [Date.now() - EXPIRED_ROWS_KEPT_MS])
      .catch(() => undefined);
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  return {
    kind: 'postgres',
    limiter: (prefix, points, seconds) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        schemaName: SCHEMA,
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: prefix,
        points,
        duration: seconds,
      }),
    // rate-limiter-flexible writes a window's end from the client's clock, which the answer's msBeforeNext is
    // counted from: a later window's row ends at least a window later. An ended row is reset by its next request.
    giveBack: async (storeKey, points, windowEndsAt) => {
      await pool.query(`update ${SCHEMA}.${TABLE} set points = points - $2 where key = $1 and expire <= $3`, [
        storeKey,
        points,
        Math.ceil(windowEndsAt),
      ]);
    },
    close: async () => {
      clearInterval(sweeper);
      await pool.end();
    },
  };
}

/** The clocks' disagreement a Redis give-back allows for (less than any window, which is at least a second). */
const GIVE_BACK_SLACK_MS = 500;
const GIVE_BACK_SCRIPT = `local ttl = redis.call('pttl', KEYS[1])
if ttl > 0 and ttl <= tonumber(ARGV[2]) then redis.call('decrby', KEYS[1], ARGV[1]) end
return 0`;

async function openRedisStore(redisUrl: string, installation: string): Promise<RateLimitStore> {
  // Connection errors are reported through the decisions that fail meanwhile (see RateLimits).
  const client = await openFailFastRedis(redisUrl);
  // A Redis that is not there at start is not fatal: the component counts in its own process until it answers.
  await new Promise<void>((resolve) => {
    const settled = () => {
      client.off('ready', settled).off('error', settled);
      resolve();
    };
    client.once('ready', settled).once('error', settled);
  });
  return {
    kind: 'redis',
    limiter: (prefix, points, seconds) =>
      new RateLimiterRedis({
        storeClient: client,
        rejectIfRedisNotReady: true,
        // Installations (and test databases) that share one Redis count apart.
        keyPrefix: `rate-limits:${installation}:${prefix}`,
        points,
        duration: seconds,
      }),
    // A key's time to live is what is left of its window: a later window's key lives at least a window longer.
    giveBack: async (storeKey, points, windowEndsAt) => {
      await client.eval(
        GIVE_BACK_SCRIPT,
        1,
        storeKey,
        points,
        Math.ceil(windowEndsAt - Date.now()) + GIVE_BACK_SLACK_MS,
      );
    },
    close: () => {
      client.disconnect();
      return Promise.resolve();
    },
  };
}
