import type { Channel, ChannelModel, ConsumeMessage, RecoveringChannelModel } from 'amqplib';
import type { Logger } from 'pino';
import { logger } from '../logger.js';
import { isEventCursor } from './cursor.js';
import { checkTopicPattern, EventDispatcher, type EventStreamState } from './event-dispatcher.js';
import type { EventStream } from './event-stream.js';
import type { EventMessage } from './messages.js';

export interface AmqpEventStreamOptions {
  url: string;
  /** The durable topic exchange the outbox relay publishes to. */
  exchange: string;
  log?: Logger;
  /** Deliveries in flight before acknowledgement: bounds what a burst can hold in this process. */
  prefetch?: number;
  /** Longest wait between two reconnection attempts. */
  maxReconnectDelayMs?: number;
}

/** What one connection to the broker holds; all of it is gone, queue included, when that connection is. */
interface Session {
  readonly model: ChannelModel;
  readonly channel: Channel;
  readonly queue: string;
}

/**
 * Events from the topic exchange, through a queue of this process alone: exclusive, auto-deleted and named by
 * the broker, so that every replica receives its own copy, and bound only with the patterns currently wanted.
 * amqplib's connection recovery reconnects with backoff; each new connection declares a new queue and binds
 * every remembered pattern again, so callers never re-bind. While disconnected, `bind`/`unbind` only change what
 * will be bound; events published meanwhile are not seen (subscriptions are live).
 */
export class AmqpEventStream implements EventStream {
  readonly #patterns = new Set<string>();
  readonly #log: Logger;
  readonly #dispatcher: EventDispatcher;
  readonly #connection: Promise<RecoveringChannelModel>;
  #session: Session | undefined;
  #closed = false;

  constructor(private readonly options: AmqpEventStreamOptions) {
    this.#log = options.log ?? logger('events:amqp-stream');
    this.#dispatcher = new EventDispatcher(this.#log);
    // With `waitForConnect: false` the first attempt waits for the next turn of the event loop, so the listeners
    // attached below see every attempt, and a broker that is down at start delays nothing. amqplib is loaded
    // only here, so that a process whose events travel through PostgreSQL never loads it.
    this.#connection = import('amqplib').then(({ connect }) =>
      connect(options.url, {
        timeout: 5000,
        recovery: {
          initialDelay: 200,
          maxDelay: options.maxReconnectDelayMs ?? 5000,
          maxRetries: Infinity,
          waitForConnect: false,
          setup: (model: ChannelModel) => this.#setUp(model),
        },
      }),
    );
    this.#connection.then(
      (connection) => this.#watch(connection),
      (error: unknown) => this.#log.error({ err: error }, 'event stream cannot use the broker'),
    );
  }

  async bind(pattern: string): Promise<void> {
    checkTopicPattern(pattern);
    this.#patterns.add(pattern);
    const session = this.#session;
    if (!session) return;
    try {
      await session.channel.bindQueue(session.queue, this.options.exchange, pattern);
    } catch (error) {
      this.#log.warn({ err: error, pattern }, 'binding failed; it is made again when the connection is back');
    }
  }

  async unbind(pattern: string): Promise<void> {
    this.#patterns.delete(pattern);
    const session = this.#session;
    if (!session) return;
    try {
      await session.channel.unbindQueue(session.queue, this.options.exchange, pattern);
    } catch (error) {
      // The queue dies with its connection, and the next one is bound without this pattern.
      this.#log.warn({ err: error, pattern }, 'unbinding failed; the next connection does without it');
    }
  }

  onEvent(listener: (event: EventMessage) => void): void {
    this.#dispatcher.onEvent(listener);
  }

  onState(listener: (state: EventStreamState) => void): void {
    this.#dispatcher.onState(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#session = undefined;
    const connection = await this.#connection.catch(() => undefined);
    await connection?.close();
  }

  /** Runs on every (re)connection, before it counts as connected: a failure here is retried like a lost connection. */
  async #setUp(model: ChannelModel): Promise<void> {
    // Until recovery takes this connection over, an 'error' without a listener would be thrown out of a socket callback.
    model.on('error', (error: Error) => this.#log.warn({ err: error }, 'broker connection error'));
    const channel = await model.createChannel();
    channel.on('error', (error: Error) => this.#log.warn({ err: error }, 'broker channel error'));
    channel.on('close', () => this.#channelClosed(model, channel));
    await channel.assertExchange(this.options.exchange, 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
    await channel.prefetch(this.options.prefetch ?? 256);
    const session: Session = { model, channel, queue };
    // Published before binding, so that a `bind` arriving meanwhile binds at once; the loop below also visits
    // patterns added while it runs (a Set iterates over additions made during iteration).
    this.#session = session;
    for (const pattern of this.#patterns) await channel.bindQueue(queue, this.options.exchange, pattern);
    await channel.consume(queue, (message) => this.#receive(session, message));
  }

  #watch(connection: RecoveringChannelModel): void {
    connection.on('connect', () => {
      this.#log.info(
        { exchange: this.options.exchange, patterns: this.#patterns.size },
        'event stream connected to the broker',
      );
      this.#dispatcher.setState('connected');
    });
    connection.on('disconnect', (error: Error) => {
      this.#session = undefined;
      this.#log.warn({ err: error }, 'event stream lost the broker; reconnecting');
      this.#dispatcher.setState('reconnecting');
    });
    connection.on('connect-failed', () => {
      this.#session = undefined;
      this.#dispatcher.setState('reconnecting');
    });
    connection.on(
      'reconnect-scheduled',
      ({ attempt, delay, error }: { attempt: number; delay: number; error: Error }) => {
        if (attempt === 1 || attempt % 10 === 0)
          this.#log.warn({ err: error, attempt, delay }, 'event stream cannot reach the broker; retrying');
      },
    );
    connection.on('reconnect-failed', (error: Error) =>
      this.#log.error({ err: error }, 'event stream gave up reconnecting'),
    );
    connection.on('error', (error: Error) => this.#log.warn({ err: error }, 'broker connection error'));
    connection.on('handler-error', (error: Error, event: string) =>
      this.#log.error({ err: error, event }, 'event stream handler failed'),
    );
  }

  /**
   * A channel closed while its connection stays up (an error of the channel, such as the exchange deleted under
   * it) would leave the stream deaf; closing the connection hands the recovery to amqplib.
   */
  #channelClosed(model: ChannelModel, channel: Channel): void {
    if (this.#session?.channel === channel) this.#session = undefined;
    if (!this.#closed) model.close().catch(() => undefined);
  }

  #receive(session: Session, message: ConsumeMessage | null): void {
    if (!message) {
      // The broker cancelled the consumer (its queue was deleted): start over with a new connection and queue.
      this.#log.warn('the broker cancelled the event consumer; reconnecting');
      session.model.close().catch(() => undefined);
      return;
    }
    try {
      const event = this.#eventOf(message);
      if (event && !this.#dispatcher.dispatch(event)) this.#log.debug({ eventId: event.id }, 'duplicate event dropped');
    } finally {
      try {
        session.channel.ack(message);
      } catch {
        // The channel is gone, and with it the exclusive queue holding the message: nothing left to acknowledge.
      }
    }
  }

  #eventOf(message: ConsumeMessage): EventMessage | undefined {
    const { messageId, type, timestamp, headers } = message.properties as {
      messageId?: unknown;
      type?: unknown;
      timestamp?: unknown;
      headers?: Record<string, unknown>;
    };
    const cursor = headers?.cursor;
    const routingKey = message.fields.routingKey;
    let payload: unknown;
    try {
      payload = JSON.parse(message.content.toString('utf8'));
    } catch {
      payload = undefined;
    }
    if (
      typeof messageId !== 'string' ||
      !messageId ||
      !payload ||
      typeof payload !== 'object' ||
      Array.isArray(payload)
    ) {
      this.#log.warn(
        { routingKey, messageId },
        'dropped a message that is not an event (no messageId or no JSON object)',
      );
      return undefined;
    }
    // Without its cursor an event could be neither delivered (the payload types require it) nor resumed after.
    if (!isEventCursor(cursor)) {
      this.#log.warn({ routingKey, messageId }, 'dropped an event without a cursor header');
      return undefined;
    }
    const body = payload as Record<string, unknown>;
    return {
      id: messageId,
      eventType: typeof type === 'string' ? type : typeof body.eventType === 'string' ? body.eventType : '',
      routingKey,
      payload: body,
      // AMQP timestamps are whole seconds.
      createdAt: typeof timestamp === 'number' ? new Date(timestamp * 1000) : new Date(),
      cursor,
    };
  }
}
