import { connect } from 'amqplib';
import { randomUUID } from 'node:crypto';
import { TcpProxy } from '../../scripts/tcp-proxy.js';
import { waitFor } from '../../test/support/wait.js';
import { AmqpEventStream } from './amqp-event-stream.js';
import { AmqpPublisher } from './amqp-publisher.js';
import { EventCursors } from './cursor.js';
import type { EventStreamState } from './event-dispatcher.js';
import type { EventMessage } from './messages.js';

/**
 * The stream against a real RabbitMQ, fed by the outbox relay's own publisher; a TCP proxy in front of the
 * broker plays its outage.
 */

const amqpUrl = process.env.AMQP_URL;
// Without a broker (a fresh machine) only the PostgreSQL stream can be tested; CI sets AMQP_URL.
const describeWithBroker = amqpUrl ? describe : describe.skip;

/** Publication positions, as the relay takes them: each event made here comes after the previous one. */
/** Cursors as the relay issues them, here of the stream of events of no tenant. */
const cursors = new EventCursors('a-secret-for-the-stream-tests');
let lastPosition = 0;
const eventOf = (routingKey: string, payload: Record<string, unknown> = { routingKey }): EventMessage => ({
  id: randomUUID(),
  eventType: routingKey.split('.').slice(0, 2).join('.'),
  routingKey,
  payload,
  createdAt: new Date(),
  cursor: cursors.issue('', ++lastPosition),
});

describeWithBroker('AmqpEventStream', () => {
  const exchange = `test.stream.${randomUUID()}`;
  let publisher: AmqpPublisher;
  let proxy: TcpProxy | undefined;
  const streams: AmqpEventStream[] = [];

  /** A stream with what it received and the states it went through, optionally once it is connected. */
  const open = async (url = amqpUrl!, { connected = true } = {}) => {
    const stream = new AmqpEventStream({ url, exchange });
    streams.push(stream);
    const events: EventMessage[] = [];
    const states: EventStreamState[] = [];
    stream.onEvent((event) => events.push(event));
    stream.onState((state) => states.push(state));
    if (connected)
      await waitFor(() => (states.includes('connected') ? true : undefined), { what: 'the stream to connect' });
    /** Waits for the event of `id`, which, published after the others, shows they all arrived before it. */
    const received = (id: string) => waitFor(() => events.find((event) => event.id === id), { what: `event ${id}` });
    return { stream, events, states, received };
  };

  beforeAll(() => {
    publisher = new AmqpPublisher(amqpUrl!, exchange);
  });
  afterEach(async () => {
    await Promise.all(streams.splice(0).map((stream) => stream.close()));
    await proxy?.stop();
    proxy = undefined;
  });
  afterAll(async () => {
    await publisher?.close();
    const connection = await connect(amqpUrl!);
    const channel = await connection.createChannel();
    await channel.deleteExchange(exchange);
    await connection.close();
  });

  test('delivers the events whose routing key matches a bound pattern, and no others', async () => {
    const { stream, events, received } = await open();
    await stream.bind('profile.updated.*');
    await stream.bind('extraction.completed.j1');
    const profile = eventOf('profile.updated.e1', { entityId: 'e1', version: 2 });
    const otherJob = eventOf('extraction.completed.j2');
    const tooDeep = eventOf('profile.updated.e1.extra');
    const job = eventOf('extraction.completed.j1');
    await publisher.publish([profile, otherJob, tooDeep, job]);
    await received(job.id);
    expect(events.map((event) => event.routingKey)).toEqual(['profile.updated.e1', 'extraction.completed.j1']);
    // AMQP timestamps carry whole seconds.
    expect(events[0]).toEqual({
      ...profile,
      createdAt: new Date(Math.floor(profile.createdAt.getTime() / 1000) * 1000),
    });
  });

  test('hands on each event with the cursor of its headers, increasing in the order published; the body stays the payload', async () => {
    const { stream, events, received } = await open();
    await stream.bind('extraction.#');
    const batch = ['extraction.completed.j1', 'extraction.failed.j2', 'extraction.completed.j3'].map((key) =>
      eventOf(key),
    );
    await publisher.publish(batch);
    await received(batch[2].id);
    expect(events.map((event) => event.cursor)).toEqual(batch.map((event) => event.cursor));
    expect([...events.map((event) => event.cursor)].sort()).toEqual(events.map((event) => event.cursor));
    expect(new Set(events.map((event) => event.cursor)).size).toBe(3);

    // What the publisher puts on the wire: the cursor in the headers, nothing added to the spec's payload.
    const connection = await connect(amqpUrl!);
    try {
      const channel = await connection.createChannel();
      const { queue } = await channel.assertQueue('', { exclusive: true });
      await channel.bindQueue(queue, exchange, 'profile.updated.wire');
      const event = eventOf('profile.updated.wire', { entityId: 'wire', version: 3 });
      await publisher.publish([event]);
      const message = await waitFor(async () => (await channel.get(queue, { noAck: true })) || undefined, {
        what: 'the message on the wire',
      });
      expect(message.properties.headers).toEqual({ cursor: event.cursor });
      expect(JSON.parse(message.content.toString())).toEqual({ entityId: 'wire', version: 3 });
    } finally {
      await connection.close();
    }
  });

  test('drops a message without a cursor header (it could be neither delivered nor resumed after)', async () => {
    const { stream, events, received } = await open();
    await stream.bind('profile.updated.*');
    const connection = await connect(amqpUrl!);
    try {
      const channel = await connection.createConfirmChannel();
      const bare = { persistent: true, messageId: randomUUID(), type: 'profile.updated' };
      channel.publish(exchange, 'profile.updated.e0', Buffer.from('{"entityId":"e0"}'), bare);
      channel.publish(exchange, 'profile.updated.e0', Buffer.from('{"entityId":"e0"}'), {
        ...bare,
        messageId: randomUUID(),
        headers: { cursor: 'not-a-cursor' },
      });
      await channel.waitForConfirms();
    } finally {
      await connection.close();
    }
    const sentinel = eventOf('profile.updated.e00');
    await publisher.publish([sentinel]);
    await received(sentinel.id);
    expect(events.map((event) => event.id)).toEqual([sentinel.id]);
  });

  test('stops delivering a pattern once it is unbound', async () => {
    const { stream, events, received } = await open();
    await stream.bind('extraction.#');
    await stream.bind('profile.updated.*');
    const first = eventOf('extraction.failed.j1');
    await publisher.publish([first]);
    await received(first.id);
    await stream.unbind('extraction.#');
    const second = eventOf('extraction.failed.j2');
    const sentinel = eventOf('profile.updated.e9');
    await publisher.publish([second, sentinel]);
    await received(sentinel.id);
    expect(events.map((event) => event.id)).toEqual([first.id, sentinel.id]);
  });

  test('two replicas each receive their own copy', async () => {
    const replicas = [await open(), await open()];
    for (const { stream } of replicas) await stream.bind('profile.updated.#');
    const event = eventOf('profile.updated.e2');
    await publisher.publish([event]);
    for (const { received } of replicas) await received(event.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(replicas.map(({ events }) => events.length)).toEqual([1, 1]);
  });

  test('delivers a message published twice with the same messageId once', async () => {
    const { stream, events, received } = await open();
    await stream.bind('profile.updated.*');
    const twice = eventOf('profile.updated.e3');
    const sentinel = eventOf('profile.updated.e4');
    await publisher.publish([twice]);
    await publisher.publish([twice, sentinel]);
    await received(sentinel.id);
    expect(events.map((event) => event.id)).toEqual([twice.id, sentinel.id]);
  });

  test('a failing listener neither stops the others nor later events', async () => {
    const { stream, received } = await open();
    const laterListener: EventMessage[] = [];
    stream.onEvent(() => {
      throw new Error('a broken subscriber');
    });
    stream.onEvent((event) => laterListener.push(event));
    await stream.bind('profile.updated.*');
    const first = eventOf('profile.updated.e5');
    const second = eventOf('profile.updated.e6');
    await publisher.publish([first]);
    await received(first.id);
    await publisher.publish([second]);
    await received(second.id);
    expect(laterListener.map((event) => event.id)).toEqual([first.id, second.id]);
  });

  test('refuses a pattern longer than a binding key may be', async () => {
    const { stream } = await open();
    await expect(stream.bind(`profile.updated.${'x'.repeat(250)}`)).rejects.toMatchObject({
      extensions: { code: 'VALIDATION_ERROR' },
    });
  });

  test('survives the broker going away: reconnects, binds every pattern again and receives later events', async () => {
    proxy = await TcpProxy.create(new URL(amqpUrl!));
    await proxy.start();
    const { stream, events, states, received } = await open(proxy.url);
    await stream.bind('profile.updated.*');
    const before = eventOf('profile.updated.e7');
    await publisher.publish([before]);
    await received(before.id);

    await proxy.stop();
    await waitFor(() => (states.includes('reconnecting') ? true : undefined), {
      what: 'the stream to notice the outage',
    });
    // While disconnected a binding is only remembered, for the next connection.
    await stream.bind('extraction.#');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await proxy.start();
    await waitFor(() => (states.length === 3 ? true : undefined), {
      timeoutMs: 20_000,
      what: 'the stream to reconnect',
    });
    expect(states).toEqual(['connected', 'reconnecting', 'connected']);

    const profile = eventOf('profile.updated.e8');
    const extraction = eventOf('extraction.completed.j3');
    await publisher.publish([profile, extraction]);
    await received(extraction.id);
    expect(events.map((event) => event.id)).toEqual([before.id, profile.id, extraction.id]);
  }, 40_000);

  test('a stream started while the broker is unreachable connects when it appears', async () => {
    proxy = await TcpProxy.create(new URL(amqpUrl!));
    const { stream, states, received } = await open(proxy.url, { connected: false });
    await stream.bind('profile.updated.*');
    await waitFor(() => (states.includes('reconnecting') ? true : undefined), { what: 'a failed attempt' });
    await proxy.start();
    await waitFor(() => (states.includes('connected') ? true : undefined), {
      timeoutMs: 20_000,
      what: 'the stream to connect',
    });
    const event = eventOf('profile.updated.e9');
    await publisher.publish([event]);
    await received(event.id);
  }, 40_000);

  test('a closed stream stops reconnecting', async () => {
    proxy = await TcpProxy.create(new URL(amqpUrl!));
    const { stream, states } = await open(proxy.url, { connected: false });
    await waitFor(() => (states.includes('reconnecting') ? true : undefined), { what: 'a failed attempt' });
    await stream.close();
    await proxy.start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(proxy.accepted).toBe(0);
    expect(states).toEqual(['reconnecting']);
  });
});
