import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { outboxTableSql } from '../../subgraphs/shared/events/outbox-event.entity.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/database.js';
import { waitFor } from '../../test/support/wait.js';
import { EventCursors } from './cursor.js';
import type { EventStreamState } from './event-dispatcher.js';
import { eventNotification, postgresEventChannel, type EventMessage } from './messages.js';
import { PostgresEventStream, topicMatches } from './postgres-event-stream.js';

describe('topicMatches', () => {
  test.each([
    ['profile.updated.*', 'profile.updated.e1', true],
    ['profile.updated.*', 'profile.updated', false],
    ['profile.updated.*', 'profile.updated.e1.extra', false],
    ['profile.updated.e1', 'profile.updated.e1', true],
    ['profile.updated.e1', 'profile.updated.e2', false],
    ['extraction.#', 'extraction.completed.j1', true],
    ['extraction.#', 'extraction', true],
    ['extraction.#', 'profile.updated.e1', false],
    ['#.j1', 'extraction.failed.j1', true],
    ['#.j1', 'extraction.failed.j2', false],
    ['*.*.j1', 'extraction.completed.j1', true],
    ['*.*.j1', 'completed.j1', false],
    ['a.#.b', 'a.b', true],
    ['a.#.b', 'a.x.y.b', true],
    ['a.#.b', 'a.x.y.c', false],
    ['a.*.#', 'a', false],
    ['a.*.#', 'a.b', true],
    ['#.#', 'a.b.c', true],
    ['#', 'anything.at.all', true],
    ['#', '', true],
    ['*', '', false],
    ['', '', true],
    ['', 'a', false],
    ['a..b', 'a..b', true],
    ['a.*.b', 'a..b', true],
  ])('%j against %j is %j', (pattern, routingKey, expected) => {
    expect(topicMatches(pattern, routingKey)).toBe(expected);
  });
});

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

describe('PostgresEventStream', () => {
  const exchange = `test.stream.${randomUUID().slice(0, 8)}`;
  let database: TestDatabase;
  let sql: pg.Client;
  const streams: PostgresEventStream[] = [];

  /** Sends `message` exactly as the outbox relay does without a broker. */
  const notify = async (message: EventMessage) => {
    await sql.query('select pg_notify($1, $2)', [postgresEventChannel(exchange), eventNotification(message)]);
  };

  /** A stream of its own with what it received, once it listens. */
  const open = async () => {
    const stream = new PostgresEventStream({ databaseUrl: database.url, exchange });
    streams.push(stream);
    const events: EventMessage[] = [];
    const states: EventStreamState[] = [];
    stream.onEvent((event) => events.push(event));
    stream.onState((state) => states.push(state));
    await waitFor(() => (states.includes('connected') ? true : undefined), { what: 'the stream to listen' });
    /** Waits for the event of `id`, which, sent after the others, shows they were all handled. */
    const received = (id: string) => waitFor(() => events.find((event) => event.id === id), { what: `event ${id}` });
    return { stream, events, states, received };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    await sql.query('create schema compliance');
    for (const statement of outboxTableSql('compliance')) await sql.query(statement);
  });
  afterEach(async () => {
    await Promise.all(streams.splice(0).map((stream) => stream.close()));
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  test('delivers the notified events whose routing key matches a bound pattern, and no others', async () => {
    const { stream, events, received } = await open();
    await stream.bind('profile.updated.*');
    await stream.bind('extraction.completed.j1');
    const profile = eventOf('profile.updated.e1', { entityId: 'e1', version: 2 });
    const otherJob = eventOf('extraction.completed.j2');
    const tooDeep = eventOf('profile.updated.e1.extra');
    const job = eventOf('extraction.completed.j1');
    for (const message of [profile, otherJob, tooDeep, job]) await notify(message);
    await received(job.id);
    expect(events.map((event) => event.routingKey)).toEqual(['profile.updated.e1', 'extraction.completed.j1']);
    expect(events[0]).toEqual({ ...profile, createdAt: expect.any(Date) });
  });

  test('hands on each event with the cursor of its notification, in the order notified', async () => {
    const { stream, events, received } = await open();
    await stream.bind('extraction.#');
    const notified = ['extraction.completed.j1', 'extraction.failed.j2', 'extraction.completed.j3'].map((key) =>
      eventOf(key),
    );
    for (const message of notified) await notify(message);
    await received(notified[2].id);
    const cursors = events.map((event) => event.cursor);
    expect(cursors).toEqual(notified.map((message) => message.cursor));
    expect([...cursors].sort()).toEqual(cursors);
    expect(new Set(cursors).size).toBe(3);
  });

  test('drops a notification without a valid cursor', async () => {
    const { stream, events, received } = await open();
    await stream.bind('profile.updated.*');
    const { cursor: _cursor, ...withoutCursor } = eventOf('profile.updated.e0');
    await sql.query('select pg_notify($1, $2)', [postgresEventChannel(exchange), JSON.stringify(withoutCursor)]);
    await notify({ ...eventOf('profile.updated.e0'), cursor: 'FFFF' });
    const sentinel = eventOf('profile.updated.e00');
    await notify(sentinel);
    await received(sentinel.id);
    expect(events.map((event) => event.id)).toEqual([sentinel.id]);
  });

  test('stops delivering a pattern once it is unbound', async () => {
    const { stream, events, received } = await open();
    await stream.bind('extraction.#');
    await stream.bind('profile.updated.*');
    const first = eventOf('extraction.failed.j1');
    await notify(first);
    await received(first.id);
    await stream.unbind('extraction.#');
    const second = eventOf('extraction.failed.j2');
    const sentinel = eventOf('profile.updated.e9');
    await notify(second);
    await notify(sentinel);
    await received(sentinel.id);
    expect(events.map((event) => event.id)).toEqual([first.id, sentinel.id]);
  });

  test('resolves an event too large for a notification from its outbox row', async () => {
    const { stream, events, received } = await open();
    await stream.bind('profile.updated.*');
    const large = eventOf('profile.updated.e2', {
      entityId: 'e2',
      changes: [{ field: 'registeredAddress', newValue: 'x'.repeat(10_000) }],
    });
    const createdAt = new Date('2024-05-06T07:08:09.000Z');
    await sql.query(
      'insert into compliance.event_outbox (id, event_type, routing_key, payload, created_at) values ($1, $2, $3, $4, $5)',
      [large.id, large.eventType, large.routingKey, JSON.stringify(large.payload), createdAt],
    );
    expect(JSON.parse(eventNotification(large))).toEqual({
      id: large.id,
      eventType: large.eventType,
      routingKey: large.routingKey,
      cursor: large.cursor,
      ref: true,
    });
    const small = eventOf('profile.updated.e3');
    await notify(large);
    await notify(small);
    await received(small.id);
    // Read from the row, it keeps its place before the event notified after it.
    expect(events.map((event) => event.id)).toEqual([large.id, small.id]);
    expect(events[0]).toEqual({ ...large, createdAt });
  });

  test('delivers an event notified twice once', async () => {
    const { stream, events, received } = await open();
    await stream.bind('profile.updated.*');
    const twice = eventOf('profile.updated.e4');
    const sentinel = eventOf('profile.updated.e5');
    await notify(twice);
    await notify(twice);
    await notify(sentinel);
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
    const first = eventOf('profile.updated.e6');
    const second = eventOf('profile.updated.e7');
    await notify(first);
    await notify(second);
    await received(second.id);
    expect(laterListener.map((event) => event.id)).toEqual([first.id, second.id]);
  });

  test('refuses a pattern longer than a binding key may be', async () => {
    const { stream } = await open();
    await expect(stream.bind(`profile.updated.${'x'.repeat(250)}`)).rejects.toMatchObject({
      extensions: { code: 'VALIDATION_ERROR' },
    });
  });

  test('listens again after its connection is terminated, and receives later events', async () => {
    const { stream, events, states, received } = await open();
    await stream.bind('extraction.#');
    const before = eventOf('extraction.completed.j3');
    await notify(before);
    await received(before.id);

    const { rows } = await sql.query<{ terminated: boolean }>(
      `select pg_terminate_backend(pid) as terminated from pg_stat_activity
        where datname = current_database() and application_name = 'event-stream'`,
    );
    expect(rows).toEqual([{ terminated: true }]);
    await waitFor(() => (states.length === 3 ? true : undefined), { what: 'the stream to listen again' });
    expect(states).toEqual(['connected', 'reconnecting', 'connected']);

    const after = eventOf('extraction.completed.j4');
    await notify(after);
    await received(after.id);
    expect(events.map((event) => event.id)).toEqual([before.id, after.id]);
  });

  test('a closed stream stops listening', async () => {
    const { stream, events } = await open();
    await stream.bind('#');
    const listeners = async () =>
      (
        await sql.query(
          `select 1 from pg_stat_activity where datname = current_database() and application_name = 'event-stream'`,
        )
      ).rowCount;
    expect(await listeners()).toBe(1);
    await stream.close();
    await notify(eventOf('profile.updated.e8'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([]);
    expect(
      await waitFor(async () => ((await listeners()) === 0 ? 0 : undefined), {
        what: 'the listening connection to go',
      }),
    ).toBe(0);
  });
});
