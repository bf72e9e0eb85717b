import { resetConfig } from '../config.js';
import { AmqpEventStream } from './amqp-event-stream.js';
import { eventStreamFromConfig, type EventStream } from './event-stream.js';
import { PostgresEventStream } from './postgres-event-stream.js';

/** Which transport the configuration selects (CONTRACT.md: without AMQP_URL events travel through PostgreSQL). */
describe('eventStreamFromConfig', () => {
  const original = process.env.AMQP_URL;
  let stream: EventStream | undefined;

  afterEach(async () => {
    await stream?.close();
    stream = undefined;
    if (original === undefined) delete process.env.AMQP_URL;
    else process.env.AMQP_URL = original;
    resetConfig();
  });

  test('listens to PostgreSQL notifications without AMQP_URL', () => {
    delete process.env.AMQP_URL;
    resetConfig();
    stream = eventStreamFromConfig({ databaseUrl: process.env.DATABASE_URL! });
    expect(stream).toBeInstanceOf(PostgresEventStream);
  });

  test('consumes from RabbitMQ with AMQP_URL', () => {
    // Nothing listens on port 1: the stream only has to be chosen, and closed while it retries.
    process.env.AMQP_URL = 'amqp://guest:guest@127.0.0.1:1';
    resetConfig();
    stream = eventStreamFromConfig({ databaseUrl: process.env.DATABASE_URL! });
    expect(stream).toBeInstanceOf(AmqpEventStream);
  });
});
