import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { EventCursors } from '../../platform/events/cursor.js';
import { eventNotification, postgresEventChannel, type EventMessage } from '../../platform/events/messages.js';
import { PostgresEventStream, topicMatches } from '../../platform/events/postgres-event-stream.js';
import { logger } from '../../platform/logger.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/database.js';
import { waitFor } from '../../test/support/wait.js';
import type { MissedEvents } from './event-feed.js';
import { SubscriptionHub, type EventInterest } from './subscription-hub.js';

/**
 * The hub over a real event stream (PostgreSQL notifications): routing by exact key and by wildcard, each
 * subscriber's own filter, the bound on what a subscriber that stops reading can hold, and the hand-over from
 * the outbox to live events: missed events first, then live ones, none twice, none lost, also across the
 * stream losing its connection. The outbox here is a list of events in publication order, read a page at a
 * time as the compliance subgraph's `complianceEvents` reads its table.
 */
const exchange = `test.hub.${randomUUID().slice(0, 8)}`;
const MAX_QUEUED = 6;
const PAGE = 2;
let database: TestDatabase;
let stream: PostgresEventStream;
let hub: SubscriptionHub;
let publisher: pg.Client;

/** Cursors as the relay issues them (here of the stream of events of no tenant): they compare in publication order. */
const cursors = new EventCursors('a-secret-for-the-hub-tests');
const cursorOf = (position: number) => cursors.issue('', position);

/** Events in publication order, each with the next cursor: what the outbox holds. */
const outbox: EventMessage[] = [];
/** Outbox pages read so far. */
let pagesRead = 0;

const missedFrom =
  (interest: EventInterest): MissedEvents =>
  (cursor) => {
    pagesRead++;
    const after = outbox.filter(
      (event) => event.cursor > cursor && topicMatches(interest.pattern, event.routingKey) && interest.accepts(event),
    );
    return Promise.resolve({ events: after.slice(0, PAGE), hasMore: after.length > PAGE });
  };

/** Records an event in the outbox; `live` also sends it as the relay does (a notification, in cursor order). */
const publish = async (routingKey: string, payload: Record<string, unknown>, live = true) => {
  const message: EventMessage = {
    id: randomUUID(),
    eventType: routingKey.split('.').slice(0, 2).join('.'),
    routingKey,
    payload,
    createdAt: new Date(),
    cursor: cursorOf(outbox.length + 1),
  };
  outbox.push(message);
  if (live)
    await publisher.query('select pg_notify($1, $2)', [postgresEventChannel(exchange), eventNotification(message)]);
  return message;
};
const head = () => cursorOf(outbox.length);

const subscribe = (interest: EventInterest, from = head(), readKey: string = randomUUID()) =>
  hub.subscribe({ interest, missed: missedFrom(interest), from, readKey });

/** Reads `count` events of a subscription. */
const take = async (feed: AsyncIterableIterator<EventMessage>, count: number) => {
  const events: EventMessage[] = [];
  while (events.length < count) {
    const next = await feed.next();
    if (next.done) break;
    events.push(next.value);
  }
  return events;
};

beforeAll(async () => {
  database = await createTestDatabase();
  stream = new PostgresEventStream({ databaseUrl: database.url, exchange, maxReconnectDelayMs: 200 });
  hub = new SubscriptionHub(stream, logger('test:hub'), {
    maxQueued: MAX_QUEUED,
    readRetry: { firstMs: 1_000, laterMs: 5_000 },
  });
  publisher = new pg.Client({ connectionString: database.url });
  await publisher.connect();
});

afterAll(async () => {
  hub?.close();
  await stream?.close();
  await publisher?.end();
  await database?.drop();
});

test('routes events by exact key and by wildcard, through each subscriber’s own filter', async () => {
  const entity = randomUUID();
  const exact = await subscribe({ pattern: `profile.updated.${entity}`, accepts: () => true });
  const tenantWide = await subscribe({
    pattern: 'profile.updated.*',
    accepts: (event) => event.payload.tenantId === 'tenant-a',
  });
  const other = await publish(`profile.updated.${randomUUID()}`, { tenantId: 'tenant-b' });
  const mine = await publish(`profile.updated.${entity}`, { tenantId: 'tenant-a' });

  expect((await exact.next()).value).toMatchObject({ id: mine.id, cursor: mine.cursor });
  expect((await tenantWide.next()).value).toMatchObject({ id: mine.id });
  expect(other.id).not.toBe(mine.id);
  expect(hub.size).toBe(2);
  await exact.return!();
  await tenantWide.return!();
  expect(hub.size).toBe(0);
});

test(`cuts off a subscriber that falls ${MAX_QUEUED} live events behind, instead of holding every event for it`, async () => {
  const entity = randomUUID();
  const before = hub.size;
  const slow = await subscribe({ pattern: `profile.updated.${entity}`, accepts: () => true });
  const reading = await subscribe({ pattern: `profile.updated.${entity}`, accepts: () => true });
  const received: EventMessage[] = [];
  const reader = (async () => {
    for await (const event of reading) received.push(event);
  })();

  const sent: EventMessage[] = [];
  for (let index = 0; index <= MAX_QUEUED; index++)
    sent.push(await publish(`profile.updated.${entity}`, { tenantId: 'tenant-a', index }));
  await waitFor(() => (received.length === sent.length ? true : undefined), {
    what: 'the reading subscriber to get every event',
  });

  // The slow one held at most MAX_QUEUED events; the next one ended its feed with an error and let them go.
  await expect(slow.next()).rejects.toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
  expect(await slow.next()).toEqual({ value: undefined, done: true });
  expect(hub.size).toBe(before + 1);
  await reading.return!();
  await reader;
});

test('resumes after a cursor: the missed events first, oldest first, then live ones, none twice', async () => {
  const entity = randomUUID();
  const pattern = `profile.updated.${entity}`;
  const resumeAt = head();
  // Missed while away: only in the outbox.
  const missed = [];
  for (let index = 0; index < 5; index++) missed.push(await publish(pattern, { index }, false));
  // Of another entity: not this subscription's.
  await publish(`profile.updated.${randomUUID()}`, {}, false);

  const feed = await subscribe({ pattern, accepts: () => true }, resumeAt);
  // Published while the outbox is being read: live and in the outbox alike.
  const live = [];
  for (let index = 5; index < 8; index++) live.push(await publish(pattern, { index }));

  const received = await take(feed, 8);
  expect(received.map((event) => event.id)).toEqual([...missed, ...live].map((event) => event.id));
  // Nothing more: no duplicate arrives after the last event.
  const after = await publish(pattern, { index: 8 });
  expect((await feed.next()).value).toMatchObject({ id: after.id });
  await feed.return!();
});

test('delivers an event published twice (a relay crashed between the broker and its commit) once', async () => {
  const pattern = `profile.updated.${randomUUID()}`;
  const resumeAt = head();
  const once = await publish(pattern, { index: 0 });
  // The same event under a later cursor, as the relay's retry publishes it.
  outbox.push({ ...once, cursor: cursorOf(outbox.length + 1) });
  const next = await publish(pattern, { index: 1 });
  const feed = await subscribe({ pattern, accepts: () => true }, resumeAt);
  expect((await take(feed, 2)).map((event) => event.id)).toEqual([once.id, next.id]);
  await feed.return!();
});

test('makes a read that many subscriptions need at once once: one read per page, not one per subscriber', async () => {
  const pattern = `profile.updated.${randomUUID()}`;
  const resumeAt = head();
  const backlog = [];
  for (let index = 0; index < 3; index++) backlog.push(await publish(pattern, { index }, false));
  const pagesBefore = pagesRead;
  const interest = { pattern, accepts: () => true };
  // One subscriber's credential, field and arguments: the same read key.
  const feeds = await Promise.all(Array.from({ length: 20 }, () => subscribe(interest, resumeAt, 'one subscriber')));
  for (const feed of feeds)
    expect((await take(feed, 3)).map((event) => event.id)).toEqual(backlog.map((event) => event.id));
  // Two pages of PAGE events each, read once for all twenty.
  expect(pagesRead - pagesBefore).toBe(2);
  await Promise.all(feeds.map((feed) => feed.return!()));
});

test('reads the outbox only as fast as the subscriber reads: a page at a time, never the whole backlog', async () => {
  const entity = randomUUID();
  const pattern = `profile.updated.${entity}`;
  const resumeAt = head();
  const backlog = [];
  for (let index = 0; index < 40; index++) backlog.push(await publish(pattern, { index }, false));
  const pagesBefore = pagesRead;
  const feed = await subscribe({ pattern, accepts: () => true }, resumeAt);
  // Unread, the feed stops reading once it holds half its queue.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(pagesRead - pagesBefore).toBeLessThanOrEqual(MAX_QUEUED / 2 / PAGE + 1);
  const received = await take(feed, backlog.length);
  expect(received.map((event) => event.id)).toEqual(backlog.map((event) => event.id));
  await feed.return!();
});

test('fills the gap of a lost event-stream connection from the outbox, without the subscriber noticing', async () => {
  const entity = randomUUID();
  const pattern = `profile.updated.${entity}`;
  const feed = await subscribe({ pattern, accepts: () => true });
  const first = await publish(pattern, { index: 0 });
  expect((await feed.next()).value).toMatchObject({ id: first.id });

  // The stream's connection is cut; what is published until it listens again reaches no listener.
  const states: string[] = [];
  stream.onState((state) => states.push(state));
  await publisher.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'event-stream'`,
  );
  await waitFor(() => (states.includes('reconnecting') ? true : undefined), { what: 'the stream to notice' });
  const duringOutage = [];
  for (let index = 1; index < 4; index++) duringOutage.push(await publish(pattern, { index }));
  await waitFor(() => (states.at(-1) === 'connected' ? true : undefined), { what: 'the stream to listen again' });
  const afterwards = await publish(pattern, { index: 4 });

  const received = await take(feed, 4);
  expect(received.map((event) => event.id)).toEqual([...duringOutage, afterwards].map((event) => event.id));
  await feed.return!();
});

test('retries a gap read that fails while the outbox is unreachable, holding live events meanwhile', async () => {
  const pattern = `profile.updated.${randomUUID()}`;
  const interest = { pattern, accepts: () => true };
  const outboxRead = missedFrom(interest);
  let failures = 0;
  let unreachable = false;
  const feed = await hub.subscribe({
    interest,
    from: head(),
    readKey: randomUUID(),
    missed: async (cursor) => {
      if (unreachable && failures < 3) {
        failures++;
        throw new Error('connect ECONNREFUSED');
      }
      return outboxRead(cursor);
    },
  });
  unreachable = true;
  const states: string[] = [];
  stream.onState((state) => states.push(state));
  await publisher.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'event-stream'`,
  );
  await waitFor(() => (states.includes('reconnecting') ? true : undefined), { what: 'the stream to notice' });
  const duringOutage = await publish(pattern, { index: 0 }, false);
  await waitFor(() => (states.at(-1) === 'connected' ? true : undefined), { what: 'the stream to listen again' });
  const live = await publish(pattern, { index: 1 });

  expect((await take(feed, 2)).map((event) => event.id)).toEqual([duringOutage.id, live.id]);
  expect(failures).toBe(3);
  await feed.return!();
});

test('ends a subscription whose cursor the outbox refuses at once, with the refusal; a failed read as unavailable', async () => {
  const interest = { pattern: `profile.updated.${randomUUID()}`, accepts: () => true };
  const expired = new GraphQLError('This cursor is unknown', { extensions: { code: 'CURSOR_EXPIRED' } });
  let reads = 0;
  const refusing = () => {
    reads++;
    return Promise.reject(expired);
  };
  await expect(hub.subscribe({ interest, missed: refusing, from: head(), readKey: 'refused' })).rejects.toBe(expired);
  expect(reads).toBe(1);
  // A passing failure is retried, as a client would, then refused as unavailable.
  const failing = () => {
    reads++;
    return Promise.reject(new Error('connection refused'));
  };
  await expect(hub.subscribe({ interest, missed: failing, from: head(), readKey: 'failing' })).rejects.toMatchObject({
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
  expect(reads).toBeGreaterThan(2);
  expect(hub.size).toBe(0);
});
