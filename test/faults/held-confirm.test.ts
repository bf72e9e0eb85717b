import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { connect, type ChannelModel } from 'amqplib';
import { createClient, type Client } from 'graphql-ws';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { TcpProxy } from '../../scripts/tcp-proxy.js';
import { TestCluster } from '../support/cluster.js';
import { seedEntity, seedTenant, type TenantUser } from '../support/compliance.js';
import { graphqlRequest } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * A lost publisher confirm (issue 33, item 1), end to end: the compliance subgraph reaches RabbitMQ through a proxy
 * that forwards its publishes and holds the broker's replies, then cuts the link. The broker took the batch and
 * delivered it (the gateway, which consumes from RabbitMQ directly, hands it to its subscribers), but the relay never
 * hears the confirm: its transaction rolls back and it publishes the batch again once the link is back. Subscribers
 * hold the first copy's cursor; resuming from any cursor they were given must bring every event once, in order.
 * Each round every client resumes on a new connection, as a client does after a network blip.
 */

const amqpUrl = process.env.AMQP_URL ?? '';
// The fault is the broker's confirm lost on its way back: without a broker (events through PostgreSQL
// notifications, which are delivered on commit) there is no such confirm; CI sets AMQP_URL.
const describeWithBroker = amqpUrl ? describe : describe.skip;

const CLIENTS = 20;
const ROUNDS = 5;

const PROFILE_UPDATED = `subscription ($entityId: ID!, $after: String) {
  profileUpdated(entityId: $entityId, after: $after) { cursor version }
}`;
const UPDATE = `mutation ($id: ID!, $version: Int, $profileData: JSONObject!) {
  updateEntityProfile(id: $id, version: $version, profileData: $profileData) { version }
}`;

interface Subscriber {
  client: Client;
  /** Every event received, over all of its connections, in the order received. */
  readonly events: { cursor: string; version: number }[];
  readonly errors: unknown[];
}

describeWithBroker('a publisher confirm lost after the broker delivered the batch', () => {
  const exchange = `test.held.${randomUUID()}`;
  let proxy: TcpProxy;
  let cluster: TestCluster;
  let owner: TenantUser;
  let entityId: string;
  /** A consumer of our own on the real broker: how many times each messageId was delivered. */
  let broker: ChannelModel;
  const deliveries = new Map<string, number>();
  const subscribers: Subscriber[] = [];

  beforeAll(async () => {
    proxy = await TcpProxy.create(new URL(amqpUrl));
    await proxy.start();
    cluster = await TestCluster.start(
      1,
      { AMQP_URL: amqpUrl, EVENTS_EXCHANGE: exchange, RATE_LIMIT_FACTOR: '0' },
      // Only the relay's link is faulty: the gateway consumes from RabbitMQ directly.
      { compliance: { AMQP_URL: proxy.url } },
    );
    owner = await seedTenant(cluster.connection.sql);
    entityId = await seedEntity(cluster.connection.sql, owner.tenantId, { registeredAddress: 'Old Street 1' });

    broker = await connect(amqpUrl);
    const channel = await broker.createChannel();
    await channel.assertExchange(exchange, 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true });
    await channel.bindQueue(queue, exchange, 'profile.updated.*');
    await channel.consume(
      queue,
      (message) => {
        if (!message) return;
        const id = String(message.properties.messageId);
        deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
      },
      { noAck: true },
    );
  }, 240_000);

  afterAll(async () => {
    await Promise.all(subscribers.map(({ client }) => client.dispose()));
    await cluster?.stop();
    await proxy?.stop();
    if (broker) {
      const admin = await broker.createChannel();
      await admin.deleteExchange(exchange).catch(() => undefined);
      await broker.close();
    }
  }, 60_000);

  const gatewayUrl = () => cluster.graphqlUrl('gateway', 0);
  const openSubscriptions = async () => {
    const metrics = await (await fetch(gatewayUrl().replace(/\/graphql$/, '/metrics'))).text();
    return Number(/^gateway_subscriptions_open(?:\{[^}]*\})? (\d+)/m.exec(metrics)?.[1] ?? 0);
  };
  const untilOpen = (count: number, what: string) =>
    waitFor(async () => ((await openSubscriptions()) === count ? true : undefined), { what, timeoutMs: 60_000 });

  /** A new connection (a WebSocket of its own) for `subscriber`, subscribed after its last cursor when it has one. */
  const subscribe = (subscriber: Omit<Subscriber, 'client'> & { client?: Client }): Subscriber => {
    const client = createClient({
      url: gatewayUrl().replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: owner.headers.authorization },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: (error) => subscriber.errors.push(error),
    });
    client.subscribe(
      { query: PROFILE_UPDATED, variables: { entityId, after: subscriber.events.at(-1)?.cursor } },
      {
        next: (result) =>
          result.errors
            ? subscriber.errors.push(...result.errors)
            : subscriber.events.push(result.data?.profileUpdated as Subscriber['events'][number]),
        error: (error) => subscriber.errors.push(error),
        complete: () => undefined,
      },
    );
    return Object.assign(subscriber, { client });
  };

  const untilEveryoneHas = (version: number, what: string) =>
    waitFor(
      () => {
        const failed = subscribers.find((subscriber) => subscriber.errors.length);
        if (failed) throw new Error(`${what}: ${JSON.stringify(failed.errors)}`);
        return subscribers.every((subscriber) => subscriber.events.some((event) => event.version === version))
          ? true
          : undefined;
      },
      { what, timeoutMs: 60_000 },
    );

  let version: number;
  const change = async () => {
    const answer = await graphqlRequest<{ updateEntityProfile: { version: number } }>(
      gatewayUrl(),
      UPDATE,
      { id: entityId, version, profileData: { registeredAddress: `Street ${randomUUID()}` } },
      owner.headers,
    );
    expect(answer.errors).toBeUndefined();
    version = answer.data!.updateEntityProfile.version;
    return version;
  };
  const outboxRow = async (of: number) => {
    const [row] = await cluster.connection.sql<{ id: string; published: boolean }>(
      `select id, published_at is not null as published from compliance.event_outbox
        where payload->>'entityId' = ? and (payload->>'version')::int = ?`,
      [entityId, of],
    );
    return row;
  };

  test(`${ROUNDS} rounds of held confirms with ${CLIENTS} clients resuming each round: every event once, in order`, async () => {
    const answer = await graphqlRequest<{ businessEntity: { version: number } }>(
      gatewayUrl(),
      'query ($id: ID!) { businessEntity(id: $id) { version } }',
      { id: entityId },
      owner.headers,
    );
    version = answer.data!.businessEntity.version;
    const start = version;
    const heldIds: string[] = [];
    for (let index = 0; index < CLIENTS; index++) subscribers.push(subscribe({ events: [], errors: [] }));
    await untilOpen(CLIENTS, 'every client subscribed');
    // The relay connects to the broker on its first publish: a handshake whose replies were held would never end.
    await untilEveryoneHas(await change(), 'every client to receive the first event, through a relay connected');

    for (let round = 1; round <= ROUNDS; round++) {
      proxy.holdReplies();
      const held = await change();
      // The first copy: the broker took the publish and delivered it, though no confirm reached the relay.
      await untilEveryoneHas(held, `every client to receive version ${held} while its confirm is held`);
      await waitFor(() => (proxy.heldReplyBytes > 0 ? true : undefined), { what: 'the broker’s confirm, held' });
      const row = await outboxRow(held);
      expect({ round, row }).toEqual({ round, row: { id: expect.any(String), published: false } });
      heldIds.push(row.id);

      // The link cut: the relay's wait for confirms fails, its transaction rolls back, and it publishes again.
      await proxy.stop();
      await proxy.start();
      await waitFor(async () => ((await outboxRow(held))?.published ? true : undefined), {
        what: `the relay to publish version ${held} again and commit`,
        timeoutMs: 60_000,
      });
      await waitFor(() => ((deliveries.get(row.id) ?? 0) >= 2 ? true : undefined), {
        what: `the broker to deliver version ${held}'s messageId a second time`,
      });

      // Every client goes away and resumes on a new connection from the last cursor it was given.
      await Promise.all(subscribers.map(({ client }) => client.dispose()));
      await untilOpen(0, 'every old subscription to end');
      subscribers.forEach(subscribe);
      await untilOpen(CLIENTS, 'every client to resume');
    }

    const last = await change();
    await untilEveryoneHas(last, `every client to receive the last version, ${last}`);

    const expected = Array.from({ length: last - start }, (_, index) => start + 1 + index);
    const received = subscribers.map(({ events }) => events.map((event) => event.version));
    const duplicates = received.reduce((sum, versions) => sum + versions.length - new Set(versions).size, 0);
    const lost = received.reduce((sum, versions) => sum + expected.filter((v) => !versions.includes(v)).length, 0);
    expect({ duplicates, lost, errors: subscribers.flatMap(({ errors }) => errors), first: received[0] }).toEqual({
      duplicates: 0,
      lost: 0,
      errors: [],
      first: expected,
    });
    expect(received).toEqual(subscribers.map(() => expected));
    // Each round's event did reach the broker twice: the fault happened, and the subscribers were spared it.
    expect(heldIds.map((id) => deliveries.get(id))).toEqual(Array<number>(ROUNDS).fill(2));
  }, 170_000);
});
