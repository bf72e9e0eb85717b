/* eslint-disable @typescript-eslint/no-explicit-any -- event bodies are checked field by field with expect */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createClient, type Client } from 'graphql-ws';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { loadRound, randomAddress, seedLoadFixtures, send, type LoadFixtures } from '../support/cluster-load.js';
import { TestCluster } from '../support/cluster.js';
import { seedEntity, seedUser, type TenantUser } from '../support/compliance.js';
import { EVENT_TRANSPORTS } from '../support/profile-events.js';
import { waitFor } from '../support/wait.js';

/**
 * Two of every component as processes of their own (the cluster of `REPLICAS=2 npm start`) over one PostgreSQL and,
 * when AMQP_URL is set, RabbitMQ: load spread over both sets of replicas reads its own writes on the other set, a
 * subscriber on one gateway receives writes made through the other REST adapter and gateway, and a per-user limit
 * lets exactly its number of requests through both replicas together. Once with RabbitMQ (when AMQP_URL is set), once
 * on PostgreSQL notifications. Replicas killed under load and the outbox relay taken over are in
 * test/faults/replicas.test.ts.
 */

/** Every limit a fiftieth of its size: the compliance per-user limit is 20 requests an hour. */
const RATE_LIMIT_FACTOR = 0.02;
const PER_USER_LIMIT = Math.ceil(1000 * RATE_LIMIT_FACTOR);

describe.each(EVENT_TRANSPORTS)('two replicas of each component, events through %s', (_transport, amqpUrl) => {
  let cluster: TestCluster;
  let fixtures: LoadFixtures;
  const clients: Client[] = [];

  beforeAll(async () => {
    cluster = await TestCluster.start(2, {
      AMQP_URL: amqpUrl,
      EVENTS_EXCHANGE: `test.replicas.${randomUUID()}`,
      RATE_LIMIT_FACTOR: String(RATE_LIMIT_FACTOR),
    });
    fixtures = await seedLoadFixtures(cluster);
  }, 420_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await cluster?.stop();
  }, 120_000);

  test('round-robin load over both sets: every write and read succeeds, and each read on one set shows the write made on the other', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 3 }, async (_, client) => {
        const results = [];
        for (let round = 0; round < 4; round++) results.push(await loadRound(cluster, fixtures, (client + round) % 2));
        return results;
      }),
    );
    const outcomes = rounds.flat().flatMap((round) => round.outcomes);
    expect(outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 201)).toEqual([]);
    expect(rounds.flat().map((round) => round.consistent)).toEqual(Array(12).fill(true));
    // Both sets served writes and reads.
    expect(new Set(outcomes.map((outcome) => outcome.set))).toEqual(new Set([0, 1]));
  }, 180_000);

  test('a subscriber on gateway A receives, in order, writes made through REST adapter B and gateway B', async () => {
    const owner: TenantUser = await seedUser(cluster.connection.sql, fixtures.complianceTenantId, 'OWNER');
    const entityId = await seedEntity(cluster.connection.sql, fixtures.complianceTenantId);
    const head = await send(cluster.graphqlUrl('gateway', 1), {
      what: 'head cursor',
      set: 1,
      method: 'POST',
      body: { query: '{ complianceEventCursor }' },
      headers: owner.headers,
    });
    expect(head.status).toBe(200);
    const after = head.body.data.complianceEventCursor as string;

    const client = createClient({
      url: cluster.graphqlUrl('gateway', 0).replace('http:', 'ws:'),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: owner.headers.authorization },
      retryAttempts: 0,
    });
    clients.push(client);
    const events: any[] = [];
    const errors: unknown[] = [];
    client.subscribe(
      {
        query: `subscription ($entityId: ID!, $after: String) { profileUpdated(entityId: $entityId, after: $after) { version entityId } }`,
        variables: { entityId, after },
      },
      {
        next: (result) => (result.errors ? errors.push(...result.errors) : events.push(result.data?.profileUpdated)),
        error: (error) => errors.push(error),
        complete: () => undefined,
      },
    );

    const throughRest = await send(`${cluster.restUrl(1)}/compliance/api/v1/entities/${entityId}`, {
      what: 'write through REST adapter B',
      set: 1,
      method: 'PATCH',
      body: { version: 1, profileData: { registeredAddress: 'Street 2' } },
      headers: owner.headers,
    });
    expect(throughRest.status).toBe(200);
    const throughGateway = await send(cluster.graphqlUrl('gateway', 1), {
      what: 'write through gateway B',
      set: 1,
      method: 'POST',
      body: {
        query: `mutation ($id: ID!) { updateEntityProfile(id: $id, version: 2, profileData: { registeredAddress: "Street 3" }) { version } }`,
        variables: { id: entityId },
      },
      headers: owner.headers,
    });
    expect(throughGateway.body).toEqual({ data: { updateEntityProfile: { version: 3 } } });

    await waitFor(
      () => {
        if (errors.length) throw new Error(JSON.stringify(errors));
        return events.length >= 2 ? true : undefined;
      },
      { timeoutMs: 60_000, what: 'both events on gateway A' },
    );
    expect(events).toEqual([
      { version: 2, entityId },
      { version: 3, entityId },
    ]);
  }, 120_000);

  test('a per-user limit lets exactly its number of requests through, across both REST adapters and both subgraph replicas', async () => {
    // Fails until the limits are shared between replicas (issue 23, item 1): each process counts alone, so twice the
    // limit passes.
    const user = await seedUser(cluster.connection.sql, fixtures.complianceTenantId, 'OWNER');
    const entityId = await seedEntity(cluster.connection.sql, fixtures.complianceTenantId);
    const address = randomAddress();
    const statuses: (number | string)[] = [];
    for (let index = 0; index < PER_USER_LIMIT * 2 + 4; index++) {
      const answer = await send(`${cluster.restUrl(index % 2)}/compliance/api/v1/entities/${entityId}`, {
        what: 'limited read',
        set: index % 2,
        headers: { ...user.headers, 'x-forwarded-for': address },
      });
      statuses.push(answer.status);
    }
    expect({
      passed: statuses.filter((status) => status === 200).length,
      limited: statuses.filter((status) => status === 429).length,
    }).toEqual({ passed: PER_USER_LIMIT, limited: PER_USER_LIMIT + 4 });
  }, 120_000);
});
