import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { installationOf, openFailFastRedis } from '../../platform/redis.js';
import type { EventsApplied } from './generations.js';

/**
 * The response cache's entries in Redis (REDIS_URL), shared by every gateway replica, so that a replica serves what
 * another stored (a new one starts warm). It follows the in-process rules (index.ts) across replicas:
 *
 * - **Generations in Redis.** Each generation (a tag's, a tag and tenant's, a tag and partition value's: generations.ts) has a counter,
 *   `INCR`ed by every invalidation (an `@invalidates` mutation before it answers, an event as it arrives): an event's
 *   once, by whichever replica comes first, and not at all when the write that recorded it has bumped the same
 *   generations already (the event's id names them in Redis for ten minutes). An entry is stored with the generations of
 *   its tags read before its execution, by a script that stores it only if they are still those (check-and-set), and
 *   is served only if they still are: one `MGET` of the entry and its tags' counters a lookup.
 * - **An epoch for what no counter saw.** The entries are stored with the installation's epoch too, a random value
 *   set anew whenever an invalidation may have been missed: a replica whose Redis commands failed or whose connection
 *   dropped (an `INCR` may be lost, or Redis restarted from an older snapshot) sets it before it uses Redis again, and
 *   so does a replica whose event stream was away. A replica that starts while no other listens to the events (the
 *   set of listeners, each refreshed while its stream is bound, is empty) sets it too: events published while no
 *   gateway listened were seen by none.
 * - **Deadlines carried.** An entry of a bounded age (`@cacheable(maxAge:)`) is stored with the deadline its execution
 *   set, and expires in Redis then: a replica that reads it keeps it in its memory until that deadline, never for a
 *   fresh age (store.ts), so no replica serves it later than the age after the execution started.
 * - **Never in the way.** Until a replica has joined (its stream bound, the epoch checked) and while Redis fails, it
 *   neither reads nor stores there: the cache is in-process only, as without REDIS_URL, with a warning at most once a
 *   minute. Commands fail at once while Redis is away (no offline queue) and wait at most STORE_TIMEOUT_MS
 *   (platform/store-timeout.ts).
 *
 * Keys start with `response-cache:<database name>:`, so that installations (and test databases) sharing one Redis
 * stay apart, as the rate limits' keys do.
 */

/** An entry nobody reads again leaves Redis after this (its generations would keep it correct for ever). */
const ENTRY_TTL_MS = 24 * 60 * 60_000;
/** A listener that has not said it still listens for this long is gone. */
const LISTENER_TTL_MS = 15_000;
const WARNING_INTERVAL_MS = 60_000;

/** What a read saw in Redis before it executed: its answer is stored only if it is still so. */
export interface SharedSnapshot {
  readonly epoch: string;
  readonly generations: readonly string[];
}

export interface SharedLookup {
  /** The stored answer's JSON, when it is current. */
  readonly json?: string;
  /** The deadline it was stored with (by the clock of store.ts), when its age is bounded. */
  readonly expiresAt?: number;
  readonly snapshot: SharedSnapshot;
}

/** An entry's deadline (ms since the epoch), and how long it has until then. */
export interface Expiry {
  readonly at: number;
  readonly remainingMs: number;
}

/**
 * An entry's first line: the snapshot it was stored at, then its deadline when it has one. A replica that knows no
 * deadlines (an older one, during a rolling deployment) compares the whole line with its snapshot: it never serves
 * an entry that has one.
 */
const DEADLINE_SEPARATOR = ' expires ';

/** Stores `ARGV[2]` under `KEYS[1]` for `ARGV[3]` ms if the epoch (`KEYS[2]`) and generations (`KEYS[3..]`) are `ARGV[1]`'s. */
const STORE_IF_CURRENT = `
local expected = cjson.decode(ARGV[1])
for index = 2, #KEYS do
  if (redis.call('GET', KEYS[index]) or '') ~= expected[index - 1] then return 0 end
end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

/**
 * Joins the listeners (`KEYS[2]`, a sorted set scored by expiry) as `ARGV[1]` until `ARGV[2]` ms from now, first
 * setting the epoch (`KEYS[1]`) to `ARGV[3]` if `ARGV[4]` is 'reset' or nobody else listens.
 */
const JOIN = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
redis.call('ZREM', KEYS[2], ARGV[1])
if ARGV[4] == 'reset' or redis.call('ZCARD', KEYS[2]) == 0 then redis.call('SET', KEYS[1], ARGV[3]) end
redis.call('ZADD', KEYS[2], now + tonumber(ARGV[2]), ARGV[1])
return 1`;

/** Says `ARGV[1]` still listens, until `ARGV[2]` ms from now. */
const LISTENING = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
return 1`;

/**
 * Bumps, for the event whose applied set is `KEYS[1]` (kept `ARGV[1]` ms), each generation of `KEYS[2..]` that no replica
 * has bumped for it yet.
 */
const BUMP_FOR_EVENT = `
for index = 2, #KEYS do
  if redis.call('SADD', KEYS[1], KEYS[index]) == 1 then redis.call('INCR', KEYS[index]) end
end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

/** How long Redis remembers which generations an event has bumped; an event later than that bumps them again. */
const APPLIED_TTL_MS = 10 * 60_000;

/**
 * What a replica publishes when a write it served invalidated generations: the other replicas drop them at once, and
 * do not again for the events it bumped them for.
 */
interface WriteAnnouncement {
  readonly replica: string;
  readonly generations: readonly string[];
  readonly events?: EventsApplied;
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function announcementOf(message: string): WriteAnnouncement | undefined {
  try {
    const { replica, generations, events } = JSON.parse(message) as Partial<WriteAnnouncement>;
    if (typeof replica !== 'string' || !isStrings(generations)) return undefined;
    const eventsValid =
      events === undefined || (typeof events === 'object' && events !== null && Object.values(events).every(isStrings));
    return { replica, generations, events: eventsValid ? events : undefined };
  } catch {
    return undefined;
  }
}

export class SharedResponseStore {
  readonly #prefix: string;
  readonly #epochKey: string;
  readonly #listenersKey: string;
  /** The channel of the writes' announcements (`announce` in `invalidate`). */
  readonly #writesChannel: string;
  #subscriber: Redis | undefined;
  #onWriteElsewhere: ((generations: readonly string[], events?: EventsApplied) => void) | undefined;
  readonly #replica = randomUUID();
  /** Whether this replica may read and store here: joined since it last failed or its stream came back. */
  #joined = false;
  /** Whether the next join must set a new epoch: an invalidation may have been missed since the last one. */
  #missedInvalidations = false;
  /** Whether this replica listens to the events (its stream connected and bound): only then it joins. */
  #listening = false;
  #joining: Promise<void> | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #failuresSinceWarning = 0;
  #lastWarningAt = -Infinity;
  /** Whether a warning said Redis is away since this replica last joined (the join then says it is back). */
  #warned = false;
  #closing = false;

  private constructor(
    private readonly client: Redis,
    installation: string,
    private readonly log: Logger,
  ) {
    this.#prefix = `response-cache:${installation}:`;
    this.#epochKey = `${this.#prefix}epoch`;
    this.#listenersKey = `${this.#prefix}listeners`;
    this.#writesChannel = `${this.#prefix}writes`;
    // A lost connection may have lost an INCR, or Redis may come back from an older snapshot.
    client.on('close', () => {
      if (!this.#closing) this.#failed(new Error('the connection to Redis is lost'));
    });
    client.on('ready', () => this.#join());
  }

  static async open(redisUrl: string, databaseUrl: string, log: Logger): Promise<SharedResponseStore> {
    return new SharedResponseStore(await openFailFastRedis(redisUrl), installationOf(databaseUrl), log);
  }

  /**
   * Hears the generations a write served by another replica invalidated, as soon as that replica has bumped them in
   * Redis (before its client hears of the write): this replica's own copies can then go at once, rather than when the
   * write's event has come through the subgraph's outbox relay and the event stream, which stays the way that never
   * misses one (a message published while this replica's subscription was down is simply not heard).
   */
  onWriteElsewhere(drop: (generations: readonly string[], events?: EventsApplied) => void): void {
    this.#onWriteElsewhere = drop;
    if (this.#subscriber) return;
    const subscriber = (this.#subscriber = this.client.duplicate());
    subscriber.on('error', () => undefined);
    // On every connection, though ioredis resubscribes by itself (a second SUBSCRIBE changes nothing): a subscription
    // that failed is then made on the next connection.
    subscriber.on('ready', () => {
      subscriber.subscribe(this.#writesChannel).catch((error: unknown) => this.#warn(error));
    });
    subscriber.on('message', (_channel: string, message: string) => {
      const announcement = announcementOf(message);
      if (announcement && announcement.replica !== this.#replica)
        this.#onWriteElsewhere?.(announcement.generations, announcement.events);
    });
  }

  /** Whether reads may be looked up and stored here now. */
  get usable(): boolean {
    return this.#joined;
  }

  #entryKey = (key: string) => `${this.#prefix}entry:${key}`;
  #generationKey = (tag: string) => `${this.#prefix}generation:${tag}`;
  /** The generations an event has been bumped for, by any replica. */
  #appliedKey = (eventId: string) => `${this.#prefix}applied:${eventId}`;

  /** The current entry of `key` and what a read of `tags` must store it with; undefined when Redis is not usable. */
  async lookup(key: string, tags: readonly string[]): Promise<SharedLookup | undefined> {
    if (!this.#joined) return undefined;
    let values: (string | null)[];
    try {
      values = await this.client.mget(this.#entryKey(key), this.#epochKey, ...tags.map(this.#generationKey));
    } catch (error) {
      this.#failed(error);
      return undefined;
    }
    const [entry, epoch, ...generations] = values.map((value) => value ?? '');
    const snapshot: SharedSnapshot = { epoch, generations };
    const separator = entry.indexOf('\n');
    const header = entry.slice(0, Math.max(separator, 0));
    const stamp = JSON.stringify(snapshot);
    if (separator < 0 || !header.startsWith(stamp)) return { snapshot };
    const json = entry.slice(separator + 1);
    if (header.length === stamp.length) return { json, snapshot };
    const deadline = header.slice(stamp.length);
    const expiresAt = deadline.startsWith(DEADLINE_SEPARATOR) ? Number(deadline.slice(DEADLINE_SEPARATOR.length)) : NaN;
    return Number.isFinite(expiresAt) ? { json, expiresAt, snapshot } : { snapshot };
  }

  /**
   * Stores `json` under `key` if no invalidation of `tags` (nor a new epoch) came since `snapshot`; with `expiry`, until
   * its deadline, which the entry carries to the replicas that read it.
   */
  store(key: string, tags: readonly string[], snapshot: SharedSnapshot, json: string, expiry?: Expiry): void {
    if (!this.#joined) return;
    const stamp = expiry ? `${JSON.stringify(snapshot)}${DEADLINE_SEPARATOR}${expiry.at}` : JSON.stringify(snapshot);
    this.client
      .eval(
        STORE_IF_CURRENT,
        2 + tags.length,
        this.#entryKey(key),
        this.#epochKey,
        ...tags.map(this.#generationKey),
        JSON.stringify([snapshot.epoch, ...snapshot.generations]),
        `${stamp}\n${json}`,
        expiry ? Math.min(ENTRY_TTL_MS, Math.ceil(expiry.remainingMs)) : ENTRY_TTL_MS,
      )
      // A store that fails loses only the entry; nothing missed an invalidation.
      .catch((error: unknown) => this.#warn(error));
  }

  /**
   * Bumps the generations of `tags` for every replica; resolved once Redis has (or is known to have missed) them.
   * The commands are written at once, on the connection every later lookup of this replica takes, so Redis applies
   * them before any lookup this replica makes after the invalidation: an entry read before it is never kept again
   * here from Redis once the tag's event (or mutation) has reached this replica. `events`: the generations bumped for
   * each event the write recorded, which no replica bumps again when the event arrives (`invalidateEvent`).
   */
  async invalidate(
    tags: readonly string[],
    { announce = false, events = {} }: { readonly announce?: boolean; readonly events?: EventsApplied } = {},
  ): Promise<void> {
    const bumped = await this.#commands(() => [
      ...tags.map((tag) => this.client.incr(this.#generationKey(tag))),
      // After the INCRs: an event arriving at any replica then bumps none of these again.
      ...Object.entries(events).flatMap(([id, generations]) => [
        this.client.sadd(this.#appliedKey(id), ...generations.map(this.#generationKey)),
        this.client.pexpire(this.#appliedKey(id), APPLIED_TTL_MS),
      ]),
    ]);
    // Only once they are in Redis: a replica that hears it bumps neither these nor their events' again, and then
    // misses what was read before.
    if (!bumped || !announce) return;
    const announcement: WriteAnnouncement = { replica: this.#replica, generations: tags, events };
    await this.#commands(() => [this.client.publish(this.#writesChannel, JSON.stringify(announcement))]);
  }

  /** `invalidate` for an event: bumps only the generations no replica has bumped for it yet. */
  async invalidateEvent(id: string, tags: readonly string[]): Promise<void> {
    const keys = [this.#appliedKey(id), ...tags.map(this.#generationKey)];
    await this.#commands(() => [this.client.eval(BUMP_FOR_EVENT, keys.length, ...keys, APPLIED_TTL_MS)]);
  }

  /**
   * Sends the commands at once, on the connection every later lookup of this replica takes; whether they all succeeded
   * (a failure means a bump may be lost: a new epoch follows).
   */
  async #commands(send: () => Promise<unknown>[]): Promise<boolean> {
    if (this.client.status !== 'ready') {
      this.#failed();
      return false;
    }
    try {
      await Promise.all(send());
      return true;
    } catch (error) {
      this.#failed(error);
      return false;
    }
  }

  /**
   * Whether this replica hears every tag's events now (its stream connected and bound): only then it joins. `lost`
   * says its stream dropped: it may have missed events, and so may every replica when the broker is the one away.
   */
  setListening(listening: boolean, lost = false): void {
    if (lost) this.#missedInvalidations = true;
    if (listening === this.#listening) return;
    this.#listening = listening;
    if (listening) {
      this.#join();
      return;
    }
    this.#joined = false;
    clearInterval(this.#heartbeat);
    if (this.client.status === 'ready') this.client.zrem(this.#listenersKey, this.#replica).catch(() => undefined);
  }

  #failed(error?: unknown): void {
    this.#joined = false;
    this.#missedInvalidations = true;
    if (error !== undefined) this.#warn(error);
    // A command that failed while the connection stays up: join again (with a new epoch) once Redis answers.
    if (this.client.status === 'ready') this.#join();
  }

  #join(): void {
    if (!this.#listening || this.#joining || this.client.status !== 'ready') return;
    const reset = this.#missedInvalidations;
    this.#missedInvalidations = false;
    this.#joining = this.client
      .eval(
        JOIN,
        2,
        this.#epochKey,
        this.#listenersKey,
        this.#replica,
        LISTENER_TTL_MS,
        randomUUID(),
        reset ? 'reset' : 'join',
      )
      .then(
        () => {
          // Something failed meanwhile: the next join sets another epoch.
          if (this.#missedInvalidations || !this.#listening) return;
          this.#joined = true;
          if (this.#warned) this.log.info('response cache shared in Redis again');
          this.#warned = false;
          this.#startHeartbeat();
        },
        (error: unknown) => {
          this.#missedInvalidations = true;
          this.#warn(error);
        },
      )
      .finally(() => {
        this.#joining = undefined;
        if (!this.#joined && !this.#closing) setTimeout(() => this.#join(), 1_000).unref();
      });
  }

  #startHeartbeat(): void {
    clearInterval(this.#heartbeat);
    this.#heartbeat = setInterval(() => {
      this.client
        .eval(LISTENING, 1, this.#listenersKey, this.#replica, LISTENER_TTL_MS)
        .catch((error: unknown) => this.#failed(error));
    }, LISTENER_TTL_MS / 3);
    this.#heartbeat.unref();
  }

  #warn(error: unknown): void {
    this.#failuresSinceWarning++;
    const now = performance.now();
    if (now - this.#lastWarningAt < WARNING_INTERVAL_MS) return;
    this.log.warn(
      { err: error, failures: this.#failuresSinceWarning },
      'response cache: Redis unavailable, caching in this process only until it answers',
    );
    this.#lastWarningAt = now;
    this.#failuresSinceWarning = 0;
    this.#warned = true;
  }

  async close(): Promise<void> {
    this.#closing = true;
    clearInterval(this.#heartbeat);
    this.#listening = false;
    this.#joined = false;
    if (this.client.status === 'ready')
      await this.client.zrem(this.#listenersKey, this.#replica).catch(() => undefined);
    this.client.disconnect();
    this.#subscriber?.disconnect();
  }
}
