import pg from 'pg';
import type { Logger } from 'pino';
import { NotificationListener } from '../database/notification-listener.js';
import { logger } from '../logger.js';
import { isEventCursor } from './cursor.js';
import { checkTopicPattern, EventDispatcher, type EventStreamState } from './event-dispatcher.js';
import type { EventStream } from './event-stream.js';
import { postgresEventChannel, type EventMessage } from './messages.js';

export interface PostgresEventStreamOptions {
  databaseUrl: string;
  /** The exchange the events stand for; they arrive on its channel (`postgresEventChannel`). */
  exchange: string;
  /** Schema of the `event_outbox` that large events are read from. */
  schema?: string;
  log?: Logger;
  /** Longest wait between two reconnection attempts. */
  maxReconnectDelayMs?: number;
}

/** A notification as `eventNotification` writes it: the whole event, or a reference to its outbox row. */
interface EventNotice {
  id: string;
  eventType: string;
  routingKey: string;
  cursor: string;
  payload?: unknown;
  ref?: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A routing key's or pattern's words; the empty key has none, as RabbitMQ splits it. */
const wordsOf = (key: string) => (key === '' ? [] : key.split('.'));

/**
 * Whether `routingKey` matches the binding `pattern` as a RabbitMQ topic exchange decides: words separated by
 * dots, `*` standing for exactly one word and `#` for zero or more.
 */
export function topicMatches(pattern: string, routingKey: string): boolean {
  const words = wordsOf(routingKey);
  // matched[j]: the pattern's words read so far match the key's first j words. Dynamic programming keeps
  // patterns with several `#` linear in each word instead of exponential backtracking.
  let matched = words.map(() => false);
  matched.unshift(true);
  for (const part of wordsOf(pattern)) {
    const next = new Array<boolean>(words.length + 1).fill(false);
    for (let j = 0; j <= words.length; j++) {
      if (part === '#') next[j] = matched[j] || (j > 0 && next[j - 1]);
      else next[j] = j > 0 && matched[j - 1] && (part === '*' || part === words[j - 1]);
    }
    matched = next;
  }
  return matched[words.length];
}

const hasWildcard = (pattern: string) => wordsOf(pattern).some((word) => word === '*' || word === '#');

/**
 * Events from PostgreSQL notifications, the transport without a broker: one connection LISTENs on the
 * exchange's channel, and notifications whose routing key matches a bound pattern become events; one too large
 * to travel whole is read from the outbox row it references. Every replica listening receives each notification.
 * After losing its connection (a database restart, `pg_terminate_backend`) it listens again with backoff;
 * notifications sent meanwhile are not seen (subscriptions are live).
 */
export class PostgresEventStream implements EventStream {
  /** Plain keys are looked up, so that thousands of per-entity bindings cost nothing per event. */
  readonly #exactPatterns = new Set<string>();
  readonly #wildcardPatterns = new Set<string>();
  readonly #log: Logger;
  readonly #dispatcher: EventDispatcher;
  readonly #channel: string;
  readonly #outboxTable: string;
  readonly #listener: NotificationListener;
  /** Notifications are handled one after the other, so that an event read from the outbox keeps its place. */
  #handling: Promise<void> = Promise.resolve();
  /** The first attempt to listen, which a binding made right after start waits for (so that it is live). */
  readonly #firstConnection: Promise<void>;

  constructor(private readonly options: PostgresEventStreamOptions) {
    this.#log = options.log ?? logger('events:pg-stream');
    this.#dispatcher = new EventDispatcher(this.#log);
    this.#channel = postgresEventChannel(options.exchange);
    this.#outboxTable = `${pg.escapeIdentifier(options.schema ?? 'compliance')}.${pg.escapeIdentifier('event_outbox')}`;
    this.#listener = new NotificationListener({
      databaseUrl: options.databaseUrl,
      channels: [this.#channel],
      applicationName: 'event-stream',
      name: 'event stream',
      log: this.#log,
      maxReconnectDelayMs: options.maxReconnectDelayMs,
      onNotification: (notification, client) => {
        this.#handling = this.#handling
          .then(() => this.#handle(client, notification.payload ?? ''))
          .catch((error: unknown) => this.#log.warn({ err: error }, 'an event notification could not be handled'));
      },
      onListening: () => this.#dispatcher.setState('connected'),
      onLost: () => this.#dispatcher.setState('reconnecting'),
    });
    // A failed first attempt is retried like a lost connection: the stream reports `reconnecting` meanwhile.
    this.#firstConnection = this.#listener.start().catch(() => undefined);
  }

  async bind(pattern: string): Promise<void> {
    checkTopicPattern(pattern);
    (hasWildcard(pattern) ? this.#wildcardPatterns : this.#exactPatterns).add(pattern);
    await this.#firstConnection;
  }

  unbind(pattern: string): Promise<void> {
    this.#exactPatterns.delete(pattern);
    this.#wildcardPatterns.delete(pattern);
    return Promise.resolve();
  }

  onEvent(listener: (event: EventMessage) => void): void {
    this.#dispatcher.onEvent(listener);
  }

  onState(listener: (state: EventStreamState) => void): void {
    this.#dispatcher.onState(listener);
  }

  async close(): Promise<void> {
    await this.#listener.close();
    await this.#handling;
  }

  #wants(routingKey: string): boolean {
    if (this.#exactPatterns.has(routingKey)) return true;
    for (const pattern of this.#wildcardPatterns) if (topicMatches(pattern, routingKey)) return true;
    return false;
  }

  async #handle(client: pg.Client, text: string): Promise<void> {
    const notice = this.#noticeOf(text);
    if (!notice || !this.#wants(notice.routingKey)) return;
    let payload = notice.payload;
    let createdAt = new Date();
    if (notice.ref === true) {
      const { rows } = await client.query<{ payload: unknown; created_at: Date }>(
        `select payload, created_at from ${this.#outboxTable} where id = $1`,
        [notice.id],
      );
      if (!rows[0]) {
        this.#log.warn(
          { eventId: notice.id, routingKey: notice.routingKey },
          'the outbox row of a referenced event is gone; event dropped',
        );
        return;
      }
      ({ payload, created_at: createdAt } = rows[0]);
    }
    if (!isObject(payload)) {
      this.#log.warn(
        { eventId: notice.id, routingKey: notice.routingKey },
        'dropped an event without a JSON object payload',
      );
      return;
    }
    const event: EventMessage = {
      id: notice.id,
      eventType: notice.eventType,
      routingKey: notice.routingKey,
      payload,
      createdAt,
      cursor: notice.cursor,
    };
    if (!this.#dispatcher.dispatch(event)) this.#log.debug({ eventId: event.id }, 'duplicate event dropped');
  }

  #noticeOf(text: string): EventNotice | undefined {
    let notice: unknown;
    try {
      notice = JSON.parse(text);
    } catch {
      notice = undefined;
    }
    if (
      isObject(notice) &&
      typeof notice.id === 'string' &&
      typeof notice.eventType === 'string' &&
      typeof notice.routingKey === 'string' &&
      typeof notice.cursor === 'string' &&
      isEventCursor(notice.cursor)
    ) {
      return notice as unknown as EventNotice;
    }
    this.#log.warn(
      { notification: text.slice(0, 200) },
      'dropped a notification that is not an event (id, eventType, routingKey and cursor)',
    );
    return undefined;
  }
}
