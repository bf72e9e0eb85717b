import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from 'pino';
import { AmqpPublisher } from '../../../platform/events/amqp-publisher.js';
import { EventCursors, eventStreamOf } from '../../../platform/events/cursor.js';
import { eventNotification, postgresEventChannel, type EventMessage } from '../../../platform/events/messages.js';
import { logger } from '../../../platform/logger.js';
import {
  cachedFor,
  outboxOldestPendingAge,
  outboxPendingEvents,
  outboxPublishAttempts,
} from '../../../platform/metrics.js';
import { OUTBOX_STREAM, OutboxEvent, outboxPublicationSequence, outboxWakeChannel } from './outbox-event.entity.js';

export interface OutboxRelayOptions {
  databaseUrl: string;
  /** The subgraph's schema, whose `event_outbox` is relayed. */
  schema: string;
  /** RabbitMQ; without it events are published as PostgreSQL notifications. */
  amqpUrl?: string;
  /** EVENTS_EXCHANGE of the subgraph's configuration (its PostgreSQL notification channel too, without a broker). */
  exchange: string;
  /** Fallback polling interval, for wake-ups lost while the listening connection was down. */
  pollIntervalMs?: number;
}

const BATCH_SIZE = 100;
const FIRST_RETRY_DELAY_MS = 100;
/** Events flow again within this long of the broker's return; a retry while it is away costs a refused connection. */
const MAX_RETRY_DELAY_MS = 1_000;

/** How long the relay waits after its `failures`-th failure in a row before it tries again: doubling, up to a second. */
export function retryDelayMs(failures: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** (failures - 1));
}
/** First key of the relay's advisory lock (the second is the schema's): one publisher per outbox at a time. */
export const RELAY_LOCK_CLASS = 'outbox-relay';
/** How soon a relay that found its lock taken tries again. */
const LOCK_BUSY_RETRY_MS = 50;
/** How long one reading of the backlog answers scrapes. */
const BACKLOG_READING_TTL_MS = 2_000;

/**
 * Publishes the outbox: waits for a commit of new events (a notification of the outbox trigger) or the next
 * poll, then takes pending rows in outbox order (`position`, a sequence), publishes them and marks them
 * published in one transaction. Delivery is at least once: a crash between the broker's confirm and the commit
 * publishes again, with the same `messageId`. While the broker is down events wait in the table and the relay
 * retries with backoff (`retryDelayMs`), which nothing else cuts short: commits keep notifying meanwhile, and each
 * would otherwise be a failed attempt of its own.
 *
 * An event's places are given once, the first time the relay takes it, and kept (`#place`): the next publication
 * position (`published_position`, which replays follow) and the next position of its stream (its tenant's events,
 * which its cursor carries, `platform/events/cursor.ts`). They are committed before the batch is handed to the
 * broker, so a batch that fails after the broker took it goes out again under the same cursors (and `messageId`s),
 * and every event a consumer may have had is already visible to a replay. Positions are drawn by one relay at a time
 * (the lock's holder), which publishes what it placed before it places more, so they become visible in that order
 * and `published_position > X` misses nothing.
 *
 * Order: the events of one entity reach a consumer in the order their changes committed. A change inserts its
 * event while it holds the entity's row lock, so the next change's event takes a later `position`; and only one
 * relay of all the instances publishes at a time (a transaction-scoped advisory lock), always from the oldest
 * pending event. Relays that shared the work instead (SKIP LOCKED) let a later batch overtake an earlier one
 * that failed and was retried. A batch republished after a failure repeats events a consumer may have had
 * already: after dropping those by `messageId` the order still holds.
 */
export class OutboxRelay {
  readonly #log: Logger;
  readonly #publisher: AmqpPublisher | undefined;
  readonly #channel: string;
  readonly #cursors = EventCursors.of();
  #listener: pg.Client | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  /** Set when the relay's lock was taken by someone else: the relay tries again in LOCK_BUSY_RETRY_MS. */
  #lockBusy = false;
  /** Set while the relay waits out its backoff: only the retry timer publishes then. */
  #backingOff = false;
  #stopped = false;
  #failures = 0;
  #stopReportingBacklog: (() => void)[] = [];

  private constructor(
    private readonly orm: MikroORM,
    private readonly options: OutboxRelayOptions,
  ) {
    this.#log = logger(`events:${options.schema}`);
    const { exchange } = options;
    this.#publisher = options.amqpUrl ? new AmqpPublisher(options.amqpUrl, exchange, this.#log) : undefined;
    this.#channel = postgresEventChannel(exchange);
  }

  /** The outbox's backlog in `event_outbox_pending_events` and `..._oldest_pending_age_seconds` (its partial index answers). */
  #reportBacklog(): (() => void)[] {
    const { schema } = this.options;
    const readBacklog = cachedFor(BACKLOG_READING_TTL_MS, async () => {
      const [row] = await this.orm.em.fork().execute<{ pending: number; oldest_age: number | null }[]>(
        `select count(*)::int as pending, extract(epoch from now() - min(created_at))::float8 as oldest_age
           from "${schema}"."event_outbox" where published_at is null`,
      );
      return { pending: row?.pending ?? 0, oldestAge: row?.oldest_age ?? 0 };
    });
    return [
      outboxPendingEvents.observe(async (record) => record({ schema }, (await readBacklog()).pending)),
      outboxOldestPendingAge.observe(async (record) => record({ schema }, (await readBacklog()).oldestAge)),
    ];
  }

  static async start(orm: MikroORM, options: OutboxRelayOptions): Promise<OutboxRelay> {
    const relay = new OutboxRelay(orm, options);
    await relay.#listen();
    relay.#stopReportingBacklog = relay.#reportBacklog();
    relay.wake();
    return relay;
  }

  /** Publishes what is pending now (and again, if more arrives meanwhile), unless it is backing off after a failure. */
  wake(): void {
    if (this.#stopped || this.#backingOff) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#drain().finally(() => {
      this.#running = undefined;
      if (this.#stopped) return;
      if (this.#failures) {
        // The retry publishes whatever arrived meanwhile too.
        this.#again = false;
        this.#backingOff = true;
        this.#schedule(retryDelayMs(this.#failures), () => {
          this.#backingOff = false;
          this.wake();
        });
        return;
      }
      if (this.#again) {
        this.#again = false;
        this.wake();
        return;
      }
      if (this.#lockBusy) {
        this.#lockBusy = false;
        this.#schedule(LOCK_BUSY_RETRY_MS, () => this.wake());
        return;
      }
      this.#schedule(this.options.pollIntervalMs ?? 2000, () => this.wake());
    });
  }

  #schedule(delayMs: number, then: () => void): void {
    this.#timer = setTimeout(then, delayMs);
    this.#timer.unref();
  }

  /** Publishes pending events until none is left. */
  async #drain(): Promise<void> {
    const { schema } = this.options;
    try {
      // After a failure the broker is asked first: while it is away a retry costs a refused connection, and no
      // transaction or read of the outbox.
      if (this.#failures) await this.#publisher?.connect();
      for (;;) {
        if (this.#stopped) break;
        const published = await this.#publishBatch();
        if (published) outboxPublishAttempts.inc({ schema, outcome: 'published' });
        if (published < BATCH_SIZE) break;
      }
      if (this.#failures) this.#log.info('events are published again');
      this.#failures = 0;
    } catch (error) {
      outboxPublishAttempts.inc({ schema, outcome: 'failed' });
      this.#failures++;
      if (this.#failures === 1 || this.#failures % 10 === 0) {
        this.#log.warn(
          { err: error, failures: this.#failures },
          'publishing events failed; they stay in the outbox and are retried',
        );
      }
    }
  }

  /**
   * Places what is pending, then publishes the oldest placed events, holding the relay's lock. To a broker: in two
   * transactions, a place committed before the event goes to the broker (see `#place`), and in a transaction of its
   * own, since a publishing transaction that waited on another connection's statement could deadlock with a
   * migration's lock on the table, unseen by PostgreSQL. As notifications: in one, since they are delivered on its
   * commit, with the places and the rows' publishedAt, or not at all; an event's way to the consumers is then one
   * transaction shorter, which counts most when the subgraph is busy (each statement waits its turn in its loop).
   */
  async #publishBatch(): Promise<number> {
    if (!this.#publisher) {
      const published = await this.#holdingTheLock(async (em) => {
        await this.#place(em);
        return this.#publishPlaced(em);
      });
      return published ?? 0;
    }
    const placing = await this.#holdingTheLock((em) => this.#place(em));
    if (placing === undefined) return 0;
    return (await this.#holdingTheLock((em) => this.#publishPlaced(em))) ?? 0;
  }

  /** Publishes the oldest placed events, and marks them published: how many. */
  async #publishPlaced(em: EntityManager): Promise<number> {
    const batch = await em.find(
      OutboxEvent,
      { publishedAt: null, publishedPosition: { $ne: null } },
      { orderBy: { publishedPosition: QueryOrder.ASC }, limit: BATCH_SIZE },
    );
    if (!batch.length) return 0;
    const messages: EventMessage[] = batch.map((event) => {
      const { id, eventType, routingKey, payload, createdAt } = event;
      const cursor = this.#cursors.issue(eventStreamOf(payload), event.streamPosition!);
      return { id, eventType, routingKey, payload, createdAt, cursor };
    });
    if (this.#publisher) {
      await this.#publisher.publish(messages);
    } else {
      // Delivered on commit, together with the rows' publishedAt: a rolled-back batch notifies nobody. One statement
      // for the batch, its notifications queued in the array's order.
      await em.execute('select pg_notify(?, notification) from json_array_elements_text(?::json) as notification', [
        this.#channel,
        JSON.stringify(messages.map(eventNotification)),
      ]);
    }
    const now = new Date();
    for (const event of batch) event.publishedAt = now;
    await em.flush();
    return batch.length;
  }

  /** Runs `work` in a transaction holding the relay's lock; undefined, and a retry soon, when another holds it. */
  async #holdingTheLock<T>(work: (em: EntityManager) => Promise<T>): Promise<T | undefined> {
    return this.orm.em.fork().transactional(async (em) => {
      const [lock] = await em.execute<{ held: boolean }[]>(
        'select pg_try_advisory_xact_lock(hashtext(?), hashtext(?)) as held',
        [RELAY_LOCK_CLASS, this.options.schema],
      );
      // Another instance is publishing: tried again shortly, in case it is about to stop.
      if (!lock?.held) {
        this.#lockBusy = true;
        return undefined;
      }
      return work(em);
    });
  }

  /**
   * Gives the oldest pending events that have no place yet (in outbox order) their places for good: the next
   * publication positions, and the next positions of their streams, which their cursors carry. Committed before the
   * events are handed to the broker: a batch the broker took but whose confirm was lost (the link cut after the
   * broker received it) rolls back, and is published again under the same cursors, so that a subscriber holding the
   * first copy's cursor resumes after that event, never before its second copy; and a replay reads every event the
   * broker may have had. Only the lock's holder places events, and placed events are published, in the order of
   * their places, before any later one: positions become visible in that order, and within a stream the
   * publication order is the order of the positions.
   */
  async #place(em: EntityManager): Promise<number> {
    const { schema } = this.options;
    const pending = await em.execute<{ id: string; stream: string }[]>(
      `select "id", ${OUTBOX_STREAM} as "stream" from "${schema}"."event_outbox"
        where "published_at" is null and "published_position" is null order by "position" limit ?`,
      [BATCH_SIZE],
    );
    if (!pending.length) return 0;
    const positions = await this.#nextPositions(em, pending.length);
    const rows = pending.map((event, index) => [event.id, event.stream, positions[index].toString(), index]);
    await em.execute(
      `with batch ("id", "stream", "published_position", "rank") as (
         values ${rows.map(() => '(?::uuid, ?::text, ?::bigint, ?::int)').join(', ')}
       ), counts as (
         select "stream", count(*)::bigint as "events" from batch group by "stream"
       ), reserved as (
         insert into "${schema}"."event_outbox_streams" as streams ("stream", "last_position")
           select "stream", "events" from counts
         on conflict ("stream") do update set "last_position" = streams."last_position" + excluded."last_position"
         returning streams."stream", streams."last_position"
       ), numbered as (
         select batch."id", batch."published_position",
                reserved."last_position" - counts."events"
                  + row_number() over (partition by batch."stream" order by batch."rank") as "stream_position"
           from batch join counts using ("stream") join reserved using ("stream")
       )
       update "${schema}"."event_outbox" as event
          set "published_position" = numbered."published_position", "stream_position" = numbered."stream_position"
         from numbered where event."id" = numbered."id"`,
      rows.flat(),
    );
    return pending.length;
  }

  /** `count` publication positions, ascending (only the lock's holder draws them, so they follow each other). */
  async #nextPositions(em: EntityManager, count: number): Promise<bigint[]> {
    const rows = await em.execute<{ position: string }[]>(
      `select nextval('${outboxPublicationSequence(this.options.schema)}')::text as position from generate_series(1, ?)`,
      [count],
    );
    return rows.map((row) => BigInt(row.position)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** A connection of its own that LISTENs for commits of new events; it reconnects after losing the server. */
  async #listen(): Promise<void> {
    if (this.#stopped) return;
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: `outbox-relay:${this.options.schema}`,
    });
    const retry = () => {
      if (this.#listener !== client || this.#stopped) return;
      this.#listener = undefined;
      client.end().catch(() => undefined);
      setTimeout(() => void this.#listen().catch(() => retry()), 2000).unref();
    };
    client.on('error', (error) => {
      this.#log.warn({ err: error }, 'outbox listener lost its connection; polling until it is back');
      retry();
    });
    client.on('notification', () => this.wake());
    this.#listener = client;
    try {
      await client.connect();
      await client.query(`listen "${outboxWakeChannel(this.options.schema)}"`);
    } catch (error) {
      this.#log.warn({ err: error }, 'outbox listener could not connect; polling meanwhile');
      retry();
    }
  }

  async stop(): Promise<void> {
    for (const stopReporting of this.#stopReportingBacklog) stopReporting();
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
    const listener = this.#listener;
    this.#listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.#publisher?.close();
  }
}
