import type { Logger } from 'pino';
import { config } from '../config.js';
import { logger } from '../logger.js';
import { AmqpEventStream } from './amqp-event-stream.js';
import type { EventStreamState } from './event-dispatcher.js';
import type { EventMessage } from './messages.js';
import { PostgresEventStream } from './postgres-event-stream.js';

export type { EventStreamState } from './event-dispatcher.js';

/**
 * The compliance events arriving in this process, whichever way they travel (RabbitMQ or PostgreSQL
 * notifications). Only events whose routing key matches a bound pattern arrive; each replica of the process
 * receives its own copy. Events are live: what was published while the stream was disconnected is not replayed.
 */
export interface EventStream {
  /** Starts receiving events whose routing key matches `pattern` (AMQP topic syntax: `*` one word, `#` any). */
  bind(pattern: string): Promise<void>;
  /** Stops receiving `pattern` (when the last subscriber needing it has gone). */
  unbind(pattern: string): Promise<void>;
  /** Every received event, once per event id (duplicates from redelivery are dropped by id, bounded memory). */
  onEvent(listener: (event: EventMessage) => void): void;
  /** Connection state changes, for logs/metrics: 'connected' | 'reconnecting'. */
  onState?(listener: (state: EventStreamState) => void): void;
  close(): Promise<void>;
}

/**
 * The stream of the configured transport: RabbitMQ when AMQP_URL is set, else notifications of the database
 * that the compliance subgraph's outbox relay publishes through (CONTRACT.md §Configuration).
 */
export function eventStreamFromConfig(options: { databaseUrl?: string; log?: Logger }): EventStream {
  const { AMQP_URL, EVENTS_EXCHANGE } = config();
  const log = options.log ?? logger('events:stream');
  if (AMQP_URL) return new AmqpEventStream({ url: AMQP_URL, exchange: EVENTS_EXCHANGE, log });
  if (!options.databaseUrl)
    throw new Error('Events need AMQP_URL or the database the compliance subgraph publishes through');
  return new PostgresEventStream({ databaseUrl: options.databaseUrl, exchange: EVENTS_EXCHANGE, log });
}
