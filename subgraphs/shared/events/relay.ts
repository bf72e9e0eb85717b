import { QueryOrder, raw } from '@mikro-orm/core';
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
import { OutboxEvent, outboxPublicationSequence, outboxWakeChannel } from './outbox-event.entity.js';

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
/**
 * Waits until no relay is between handing a batch to the broker and committing it (takes and at once releases the
 * relay's lock, shared). Over AMQP a batch reaches consumers before its rows commit: a reader that binds to the
 * broker, then calls this, then takes its snapshot sees every event it was too late to receive live. A relay that
 * tries the lock in that instant tries again LOCK_BUSY_RETRY_MS later: a short delay, never a loss.
 */
export async function awaitPublicationsInFlight(em: EntityManager, schema: string): Promise<void> {
  // The CTE is evaluated first: the lock is held before it is released, on one connection, for an instant.
  await em.execute(
    `with locked as materialized (select pg_advisory_lock_shared(hashtext(?), hashtext(?)))
     select pg_advisory_unlock_shared(hashtext(?), hashtext(?)) from locked`,
    [RELAY_LOCK_CLASS, schema, RELAY_LOCK_CLASS, schema],
  );
}

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
 * Each event published takes the next publication position (`published_position`) inside that
 * transaction, once the lock is held: positions are drawn by one relay at a time, which commits before the next
 * can take the lock, so they become visible in commit order and `published_position > X` misses nothing. A batch
 * rolled back after the broker took it is published again under new positions (the same `messageId`). Each also
 * takes the next position of its stream (its tenant's events), which its cursor carries (`platform/events/cursor.ts`;
 * reserved as `#reserveStreamPositions` says).
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

  async #publishBatch(): Promise<number> {
    return this.orm.em.fork().transactional(async (em) => {
      const [lock] = await em.execute<{ held: boolean }[]>(
        'select pg_try_advisory_xact_lock(hashtext(?), hashtext(?)) as held',
        [RELAY_LOCK_CLASS, this.options.schema],
      );
      // Another instance is publishing, or a replay is waiting out a batch in flight (awaitPublicationsInFlight):
      // tried again shortly, since a reader's instant on the lock must not hold events back until the next poll.
      if (!lock?.held) {
        this.#lockBusy = true;
        return 0;
      }
      const batch = await em.find(
        OutboxEvent,
        { publishedAt: null },
        { orderBy: { [raw((alias) => `${alias}."position"`)]: QueryOrder.ASC }, limit: BATCH_SIZE },
      );
      if (!batch.length) return 0;
      const positions = await this.#nextPositions(em, batch.length);
      const streams = batch.map((event) => eventStreamOf(event.payload));
      const streamPositions = await this.#reserveStreamPositions(streams);
      const messages: EventMessage[] = batch.map((event, index) => {
        event.publishedPosition = positions[index]!;
        event.streamPosition = streamPositions[index]!;
        const { id, eventType, routingKey, payload, createdAt } = event;
        const cursor = this.#cursors.issue(streams[index]!, event.streamPosition);
        return { id, eventType, routingKey, payload, createdAt, cursor };
      });
      if (this.#publisher) {
        await this.#publisher.publish(messages);
      } else {
        // Delivered on commit, together with the rows' publishedAt: a rolled-back batch notifies nobody.
        for (const message of messages)
          await em.execute('select pg_notify(?, ?)', [this.#channel, eventNotification(message)]);
      }
      const now = new Date();
      for (const event of batch) event.publishedAt = now;
      await em.flush();
      return batch.length;
    });
  }

  /** `count` publication positions, ascending (only the lock's holder draws them, so they follow each other). */
  async #nextPositions(em: EntityManager, count: number): Promise<bigint[]> {
    const rows = await em.execute<{ position: string }[]>(
      `select nextval('${outboxPublicationSequence(this.options.schema)}')::text as position from generate_series(1, ?)`,
      [count],
    );
    return rows.map((row) => BigInt(row.position)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /**
   * The next positions of each event's stream, in the order given. They are reserved in a statement of their own,
   * committed at once, outside the publishing transaction: a batch rolled back after the broker took it is published
   * again under later positions, never under ones a consumer may already have seen (it would take a different event
   * under a seen position for one it had). Only the lock's holder reserves, so positions still become visible in
   * commit order within each stream; a crash leaves unused positions, which nothing needs.
   */
  async #reserveStreamPositions(streams: readonly string[]): Promise<bigint[]> {
    const counts = new Map<string, number>();
    for (const stream of streams) counts.set(stream, (counts.get(stream) ?? 0) + 1);
    const rows = await this.orm.em.getConnection().execute<{ stream: string; last: string }[]>(
      `insert into "${this.options.schema}"."event_outbox_streams" as streams ("stream", "last_position")
           values ${[...counts.keys()].map(() => '(?, ?::bigint)').join(', ')}
         on conflict ("stream") do update set "last_position" = streams."last_position" + excluded."last_position"
         returning "stream", "last_position"::text as last`,
      [...counts].flat(),
    );
    const next = new Map(rows.map((row) => [row.stream, BigInt(row.last) - BigInt(counts.get(row.stream)!) + 1n]));
    return streams.map((stream) => {
      const position = next.get(stream)!;
      next.set(stream, position + 1n);
      return position;
    });
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
