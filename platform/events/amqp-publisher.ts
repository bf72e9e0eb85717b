import type { ChannelModel, ConfirmChannel } from 'amqplib';
import type { Logger } from 'pino';
import { logger } from '../logger.js';
import type { EventMessage } from './messages.js';

/**
 * Publishes events to the durable topic exchange on RabbitMQ, with publisher confirms: `publish` returns only
 * once the broker has taken every message, so that the outbox marks nothing published that could be lost.
 * The connection is opened on first use and again after it was lost.
 */
export class AmqpPublisher {
  readonly #log: Logger;
  #connecting: Promise<{ connection: ChannelModel; channel: ConfirmChannel }> | undefined;

  constructor(
    private readonly url: string,
    private readonly exchange: string,
    log: Logger = logger('events:amqp'),
  ) {
    this.#log = log;
  }

  async publish(messages: readonly EventMessage[]): Promise<void> {
    if (!messages.length) return;
    const { channel } = await this.#channel();
    try {
      for (const message of messages) {
        channel.publish(this.exchange, message.routingKey, Buffer.from(JSON.stringify(message.payload)), {
          persistent: true,
          messageId: message.id,
          type: message.eventType,
          contentType: 'application/json',
          timestamp: Math.floor(message.createdAt.getTime() / 1000),
          // Beside the body, which stays the spec's payload (CONTRACT.md §Events).
          headers: { cursor: message.cursor },
        });
      }
      await channel.waitForConfirms();
    } catch (error) {
      await this.#reset();
      throw error;
    }
  }

  /** Opens the connection unless it is open: a cheap check that the broker is back, before any event is read. */
  async connect(): Promise<void> {
    await this.#channel();
  }

  #channel(): Promise<{ connection: ChannelModel; channel: ConfirmChannel }> {
    this.#connecting ??= (async () => {
      // Loaded by the first connection: a process that publishes through PostgreSQL never loads amqplib.
      const { connect } = await import('amqplib');
      const connection = await connect(this.url, { timeout: 5000 });
      try {
        connection.on('error', (error: unknown) => this.#log.warn({ err: error }, 'broker connection error'));
        connection.on('close', () => {
          this.#connecting = undefined;
        });
        const channel = await connection.createConfirmChannel();
        channel.on('error', (error: unknown) => this.#log.warn({ err: error }, 'broker channel error'));
        await channel.assertExchange(this.exchange, 'topic', { durable: true });
        this.#log.info({ exchange: this.exchange }, 'connected to the broker');
        return { connection, channel };
      } catch (error) {
        await connection.close().catch(() => undefined);
        throw error;
      }
    })();
    this.#connecting.catch(() => {
      this.#connecting = undefined;
    });
    return this.#connecting;
  }

  async #reset(): Promise<void> {
    const current = this.#connecting;
    this.#connecting = undefined;
    const opened = await current?.catch(() => undefined);
    await opened?.connection.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.#reset();
  }
}
