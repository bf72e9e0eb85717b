import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { eventNotification, postgresEventChannel, type EventMessage } from '../../platform/events/messages.js';
import { PostgresEventStream } from '../../platform/events/postgres-event-stream.js';
import { logger } from '../../platform/logger.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/database.js';
import { waitFor } from '../../test/support/wait.js';
import { SubscriptionHub } from './subscription-hub.js';

/**
 * The hub over a real event stream (PostgreSQL notifications): routing by exact key and by wildcard, each
 * subscriber's own filter, and the bound on what a subscriber that stops reading can hold.
 */
const exchange = `test.hub.${randomUUID().slice(0, 8)}`;
const MAX_QUEUED = 5;
let database: TestDatabase;
let stream: PostgresEventStream;
let hub: SubscriptionHub;
let publisher: pg.Client;

const publish = async (routingKey: string, payload: Record<string, unknown>) => {
  const message: EventMessage = {
    id: randomUUID(),
    eventType: routingKey.split('.').slice(0, 2).join('.'),
    routingKey,
    payload,
    createdAt: new Date(),
  };
  await publisher.query('select pg_notify($1, $2)', [postgresEventChannel(exchange), eventNotification(message)]);
  return message;
};

beforeAll(async () => {
  database = await createTestDatabase();
  stream = new PostgresEventStream({ databaseUrl: database.url, exchange });
  hub = new SubscriptionHub(stream, logger('test:hub'), MAX_QUEUED);
  publisher = new pg.Client({ connectionString: database.url });
  await publisher.connect();
});

afterAll(async () => {
  hub?.close();
  await stream?.close();
  await publisher?.end();
  await database?.drop();
});

it('routes events by exact key and by wildcard, through each subscriber’s own filter', async () => {
  const entity = randomUUID();
  const exact = await hub.subscribe({ pattern: `profile.updated.${entity}`, accepts: () => true });
  const tenantWide = await hub.subscribe({
    pattern: 'profile.updated.*',
    accepts: (event) => event.payload.tenantId === 'tenant-a',
  });
  const other = await publish(`profile.updated.${randomUUID()}`, { tenantId: 'tenant-b' });
  const mine = await publish(`profile.updated.${entity}`, { tenantId: 'tenant-a' });

  expect((await exact.next()).value).toMatchObject({ id: mine.id });
  expect((await tenantWide.next()).value).toMatchObject({ id: mine.id });
  expect(other.id).not.toBe(mine.id);
  expect(hub.size).toBe(2);
  await exact.return!();
  await tenantWide.return!();
  expect(hub.size).toBe(0);
});

it(`cuts off a subscriber that falls ${MAX_QUEUED} events behind, instead of holding every event for it`, async () => {
  const entity = randomUUID();
  const before = hub.size;
  const slow = await hub.subscribe({ pattern: `profile.updated.${entity}`, accepts: () => true });
  const reading = await hub.subscribe({ pattern: `profile.updated.${entity}`, accepts: () => true });
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
