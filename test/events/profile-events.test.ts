import { connect, type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { EventCursors } from '../../platform/events/cursor.js';
import { postgresEventChannel } from '../../platform/events/messages.js';
import { TcpProxy } from '../../scripts/tcp-proxy.js';
import { seedEntity, seedTenant, startCompliance, type TenantUser } from '../support/compliance.js';
import type { SubgraphUnderTest } from '../support/subgraph.js';
import { waitFor } from '../support/wait.js';

/**
 * `profile.updated` from a profile update to a consumer: through a real RabbitMQ when AMQP_URL is set (CI and
 * this machine run one), and through PostgreSQL notifications, the path of a machine without a broker.
 */

const UPDATE = `mutation ($id: ID!, $version: Int, $profileData: JSONObject!) {
  updateEntityProfile(id: $id, version: $version, profileData: $profileData) { version }
}`;

const expectedPayload = (owner: TenantUser, entityId: string, version: number) => ({
  eventType: 'profile.updated',
  entityId,
  tenantId: owner.tenantId,
  userId: owner.userId,
  timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
  changes: [{ field: 'registeredAddress', oldValue: null, newValue: `Street ${version}` }],
  version,
});

/** A queue of our own bound to `profile.updated.*` on `exchange`, collecting what arrives. */
async function bindProfileQueue(url: string, exchange: string) {
  const connection: ChannelModel = await connect(url);
  const channel: Channel = await connection.createChannel();
  await channel.assertExchange(exchange, 'topic', { durable: true });
  const { queue } = await channel.assertQueue('', { exclusive: true });
  await channel.bindQueue(queue, exchange, 'profile.updated.*');
  const received: ConsumeMessage[] = [];
  await channel.consume(queue, (message) => message && received.push(message), { noAck: true });
  return {
    received,
    close: async () => {
      await channel.deleteExchange(exchange).catch(() => undefined);
      await connection.close();
    },
  };
}

const amqpUrl = process.env.AMQP_URL;
// Without a broker (a fresh machine) only the PostgreSQL path below can run; CI sets AMQP_URL.
const describeWithBroker = amqpUrl ? describe : describe.skip;

describeWithBroker('profile.updated on RabbitMQ', () => {
  const exchange = `test.events.${randomUUID()}`;
  let compliance: SubgraphUnderTest;
  let owner: TenantUser;
  let consumer: Awaited<ReturnType<typeof bindProfileQueue>>;

  beforeAll(async () => {
    consumer = await bindProfileQueue(amqpUrl!, exchange);
    compliance = await startCompliance({ AMQP_URL: amqpUrl, EVENTS_EXCHANGE: exchange });
    owner = await seedTenant(compliance.sql);
  });
  afterAll(async () => {
    await compliance?.stop();
    await consumer?.close();
  });

  test('a bound queue receives profile.updated.<entityId> as persistent JSON whose messageId is the event id', async () => {
    const entityId = await seedEntity(compliance.sql, owner.tenantId);
    await compliance.ok(
      UPDATE,
      { id: entityId, version: 1, profileData: { registeredAddress: 'Street 2' } },
      owner.headers,
    );
    const message = await waitFor(() =>
      consumer.received.find((candidate) => candidate.fields.routingKey === `profile.updated.${entityId}`),
    );
    expect(JSON.parse(message.content.toString())).toEqual(expectedPayload(owner, entityId, 2));
    expect(message.properties).toMatchObject({
      deliveryMode: 2,
      contentType: 'application/json',
      type: 'profile.updated',
    });
    // The broker confirms before the relay commits `published_at`: wait for the commit.
    const row = await waitFor(async () => {
      const [candidate] = await compliance.sql<{ id: string; published_at: Date | null; stream_position: string }>(
        `select id, published_at, stream_position from compliance.event_outbox where routing_key = ?`,
        [`profile.updated.${entityId}`],
      );
      return candidate?.published_at ? candidate : undefined;
    });
    expect(message.properties.messageId).toBe(row.id);
    // The cursor travels beside the body, which stays the spec's payload: the row's position in its tenant's stream.
    expect(message.properties.headers).toEqual({
      cursor: EventCursors.of().issue(owner.tenantId, row.stream_position),
    });
  });

  test('successive updates arrive in order, once each', async () => {
    const entityId = await seedEntity(compliance.sql, owner.tenantId);
    for (const version of [2, 3, 4]) {
      await compliance.ok(
        UPDATE,
        { id: entityId, version: version - 1, profileData: { registeredAddress: `Street ${version}` } },
        owner.headers,
      );
    }
    const messages = await waitFor(() => {
      const mine = consumer.received.filter(
        (candidate) => candidate.fields.routingKey === `profile.updated.${entityId}`,
      );
      return mine.length >= 3 ? mine : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      consumer.received.filter((candidate) => candidate.fields.routingKey === `profile.updated.${entityId}`),
    ).toHaveLength(3);
    expect(messages.map((message) => JSON.parse(message.content.toString()).version)).toEqual([2, 3, 4]);
    const cursors = messages.map((message) => (message.properties.headers as { cursor: string }).cursor);
    expect(cursors).toEqual([...new Set(cursors)].sort());
    expect(new Set(cursors).size).toBe(3);
  });
});

describeWithBroker('while the broker is unreachable', () => {
  const exchange = `test.events.${randomUUID()}`;
  let compliance: SubgraphUnderTest;
  let proxy: TcpProxy;

  beforeAll(async () => {
    proxy = await TcpProxy.create(new URL(amqpUrl!));
    compliance = await startCompliance({ AMQP_URL: proxy.url, EVENTS_EXCHANGE: exchange });
  });
  afterAll(async () => {
    await compliance?.stop();
    await proxy?.stop();
  });

  test('updates still succeed, their events wait in the outbox and are published once the broker is back', async () => {
    const owner = await seedTenant(compliance.sql);
    const entityId = await seedEntity(compliance.sql, owner.tenantId);
    await compliance.ok(
      UPDATE,
      { id: entityId, version: 1, profileData: { registeredAddress: 'Street 2' } },
      owner.headers,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const pending = await compliance.sql<{ published_at: Date | null }>(
      `select published_at from compliance.event_outbox where routing_key = ?`,
      [`profile.updated.${entityId}`],
    );
    expect(pending).toEqual([{ published_at: null }]);

    const consumer = await bindProfileQueue(amqpUrl!, exchange);
    try {
      await proxy.start();
      const message = await waitFor(
        () => consumer.received.find((candidate) => candidate.fields.routingKey === `profile.updated.${entityId}`),
        { timeoutMs: 40_000 },
      );
      expect(JSON.parse(message.content.toString())).toEqual(expectedPayload(owner, entityId, 2));
    } finally {
      await consumer.close();
    }
  }, 60_000);
});

describe('profile.updated through PostgreSQL (no broker)', () => {
  const exchange = `test.events.${randomUUID().slice(0, 8)}`;
  let compliance: SubgraphUnderTest;
  let owner: TenantUser;
  let listener: pg.Client;
  const notifications: {
    id: string;
    eventType: string;
    routingKey: string;
    cursor: string;
    payload?: Record<string, unknown>;
    ref?: boolean;
  }[] = [];

  beforeAll(async () => {
    compliance = await startCompliance({ AMQP_URL: undefined, EVENTS_EXCHANGE: exchange });
    owner = await seedTenant(compliance.sql);
    listener = new pg.Client({ connectionString: compliance.database.url });
    await listener.connect();
    listener.on('notification', (notification) => notifications.push(JSON.parse(notification.payload ?? '{}')));
    await listener.query(`listen "${postgresEventChannel(exchange)}"`);
  });
  afterAll(async () => {
    await listener?.end();
    await compliance?.stop();
  });

  test('a listener of the exchange’s channel receives the event with its id, routing key and payload', async () => {
    const entityId = await seedEntity(compliance.sql, owner.tenantId);
    await compliance.ok(
      UPDATE,
      { id: entityId, version: 1, profileData: { registeredAddress: 'Street 2' } },
      owner.headers,
    );
    const notification = await waitFor(() =>
      notifications.find((candidate) => candidate.routingKey === `profile.updated.${entityId}`),
    );
    const [row] = await compliance.sql<{ id: string; stream_position: string }>(
      `select id, stream_position from compliance.event_outbox where routing_key = ?`,
      [`profile.updated.${entityId}`],
    );
    expect(notification).toEqual({
      id: row.id,
      eventType: 'profile.updated',
      routingKey: `profile.updated.${entityId}`,
      cursor: EventCursors.of().issue(owner.tenantId, row.stream_position),
      payload: expectedPayload(owner, entityId, 2),
    });
  });

  test('successive events carry increasing cursors, their rows’ positions in the tenant’s stream', async () => {
    const entityId = await seedEntity(compliance.sql, owner.tenantId);
    for (const version of [2, 3, 4]) {
      await compliance.ok(
        UPDATE,
        { id: entityId, version: version - 1, profileData: { registeredAddress: `Street ${version}` } },
        owner.headers,
      );
    }
    const mine = await waitFor(() => {
      const received = notifications.filter((candidate) => candidate.routingKey === `profile.updated.${entityId}`);
      return received.length >= 3 ? received : undefined;
    });
    expect(mine.map((notification) => notification.payload?.version)).toEqual([2, 3, 4]);
    const rows = await compliance.sql<{ stream_position: string }>(
      `select stream_position from compliance.event_outbox where routing_key = ? order by position`,
      [`profile.updated.${entityId}`],
    );
    const cursors = mine.map((notification) => notification.cursor);
    expect(cursors).toEqual(rows.map((row) => EventCursors.of().issue(owner.tenantId, row.stream_position)));
    expect(cursors).toEqual([...new Set(cursors)].sort());
  });

  test('the events of one commit, published together, are notified in the order of their places', async () => {
    const entityId = await seedEntity(compliance.sql, owner.tenantId);
    await compliance.ok(
      UPDATE,
      { id: entityId, version: 1, profileData: { registeredAddress: 'Street 9' } },
      owner.headers,
    );
    // The update records its profile event with the cache's tag events (and its audit entry's): one batch at least.
    await waitFor(() => notifications.find((candidate) => candidate.routingKey === `profile.updated.${entityId}`));
    const received = new Set(notifications.map((notification) => notification.id));
    const rows = await compliance.sql<{ id: string }>(
      `select id from compliance.event_outbox where published_at is not null order by published_position`,
    );
    const published = rows.map((row) => row.id).filter((id) => received.has(id));
    expect(notifications.map((notification) => notification.id).filter((id) => published.includes(id))).toEqual(
      published,
    );
    const batches = await compliance.sql<{ events: number }>(
      `select count(*)::int as events from compliance.event_outbox where published_at is not null group by published_at`,
    );
    expect(Math.max(...batches.map((batch) => batch.events))).toBeGreaterThan(1);
  });

  test('an event too large for a notification is announced by reference to its outbox row', async () => {
    const entityId = await seedEntity(compliance.sql, owner.tenantId);
    const longAddress = 'x'.repeat(10_000);
    await compliance.ok(
      UPDATE,
      { id: entityId, version: 1, profileData: { registeredAddress: longAddress } },
      owner.headers,
    );
    const notification = await waitFor(() =>
      notifications.find((candidate) => candidate.routingKey === `profile.updated.${entityId}`),
    );
    expect(notification).toEqual({
      id: expect.any(String),
      eventType: 'profile.updated',
      routingKey: `profile.updated.${entityId}`,
      cursor: expect.stringMatching(/^[0-9a-f]{48}$/),
      ref: true,
    });
    const [row] = await compliance.sql<{ payload: { changes: { newValue: string }[] } }>(
      `select payload from compliance.event_outbox where id = ?`,
      [notification.id],
    );
    expect(row.payload.changes[0].newValue).toBe(longAddress);
  });

  test('a refused update records no event', async () => {
    const entityId = await seedEntity(compliance.sql, owner.tenantId);
    const failure = await compliance.failure(
      UPDATE,
      { id: entityId, version: 7, profileData: { registeredAddress: 'Nope' } },
      owner.headers,
    );
    expect(failure.code).toBe('VERSION_CONFLICT');
    expect(
      await compliance.sql(`select 1 from compliance.event_outbox where routing_key = ?`, [
        `profile.updated.${entityId}`,
      ]),
    ).toEqual([]);
  });
});
