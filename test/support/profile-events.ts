import { connect } from 'amqplib';
import pg from 'pg';
import { postgresEventChannel } from '../../platform/events/messages.js';
import { waitFor } from './wait.js';

/**
 * The ways events travel, for tests that run once per transport: RabbitMQ when the machine has it (AMQP_URL, CI
 * sets it), and PostgreSQL notifications always (a fresh machine's path). The URL is the AMQP_URL to run with.
 */
export const EVENT_TRANSPORTS: readonly (readonly [name: string, amqpUrl: string | undefined])[] = [
  ...(process.env.AMQP_URL ? [['RabbitMQ', process.env.AMQP_URL] as const] : []),
  ['PostgreSQL notifications', undefined],
];

export interface SeenProfileEvent {
  /** The event's id, its AMQP messageId. */
  readonly id: string;
  readonly entityId: string;
  readonly version: number;
}

/**
 * A consumer of profile events bound straight to the transport (a queue of its own on the broker, or LISTEN on the
 * notification channel), which drops what it has seen already by id, as CONTRACT.md §Events says consumers may.
 */
export class DeduplicatingConsumer {
  /** Events in the order they were first seen. */
  readonly seen: SeenProfileEvent[] = [];
  /** Deliveries dropped as duplicates. */
  duplicates = 0;
  readonly #ids = new Set<string>();
  #close: () => Promise<void> = () => Promise.resolve();

  /** Bound to `exchange` through the broker at `amqpUrl`, or without one through `databaseUrl`'s notifications. */
  static async bind(
    exchange: string,
    amqpUrl: string | undefined,
    databaseUrl?: string,
  ): Promise<DeduplicatingConsumer> {
    const consumer = new DeduplicatingConsumer();
    if (amqpUrl) {
      const connection = await connect(amqpUrl);
      const channel = await connection.createChannel();
      await channel.assertExchange(exchange, 'topic', { durable: true });
      const { queue } = await channel.assertQueue('', { exclusive: true });
      await channel.bindQueue(queue, exchange, 'profile.updated.*');
      await channel.consume(queue, (message) => {
        if (!message) return;
        const payload = JSON.parse(message.content.toString()) as { entityId: string; version: number };
        consumer.#receive(String(message.properties.messageId), payload);
        channel.ack(message);
      });
      consumer.#close = async () => {
        const admin = await connection.createChannel();
        await admin.deleteExchange(exchange).catch(() => undefined);
        await connection.close();
      };
    } else {
      if (!databaseUrl) throw new Error('Without a broker, events are read from a database: give its URL');
      const client = new pg.Client({ connectionString: databaseUrl, application_name: 'test-consumer' });
      await client.connect();
      client.on('notification', (notification) => {
        const event = JSON.parse(notification.payload!) as {
          id: string;
          routingKey: string;
          payload: { entityId: string; version: number };
        };
        if (event.routingKey.startsWith('profile.updated.')) consumer.#receive(event.id, event.payload);
      });
      await client.query(`listen "${postgresEventChannel(exchange)}"`);
      consumer.#close = () => client.end();
    }
    return consumer;
  }

  #receive(id: string, payload: { entityId: string; version: number }): void {
    if (this.#ids.has(id)) this.duplicates++;
    else {
      this.#ids.add(id);
      this.seen.push({ id, entityId: payload.entityId, version: payload.version });
    }
  }

  /** The events seen of these entities, in the order first seen. */
  of(entityIds: readonly string[]): SeenProfileEvent[] {
    return this.seen.filter((event) => entityIds.includes(event.entityId));
  }

  close(): Promise<void> {
    return this.#close();
  }
}

/**
 * Waits until a subscriber's `events` (filled as they arrive) hold one of `version` or later; an error in its
 * `failures` ends the wait with it, instead of a timeout that would not say why.
 */
export const untilVersion = (
  events: readonly { readonly version: number }[],
  failures: readonly unknown[],
  version: number,
  what: string,
): Promise<true> =>
  waitFor(
    () => {
      if (failures.length) throw new Error(`${what}: ${JSON.stringify(failures)}`);
      return events.some((event) => event.version >= version) ? true : undefined;
    },
    { what, timeoutMs: 45_000 },
  );
