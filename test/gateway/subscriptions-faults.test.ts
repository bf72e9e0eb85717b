/* eslint-disable @typescript-eslint/no-explicit-any -- event bodies are checked field by field with expect */
import { createClient, type Client } from 'graphql-ws';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { TcpProxy } from '../../scripts/tcp-proxy.js';
import {
  complianceRest,
  complianceSql,
  seedEntity,
  seedTenant,
  startComplianceStack,
  type TenantUser,
} from '../support/compliance.js';
import type { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * Subscriptions under faults: the broker restarting, the database dropping the gateway's listening connection,
 * and the gateway itself shutting down. Subscribers stay connected through the first two and keep receiving
 * events, without the gateway being restarted; a shutdown completes their subscriptions.
 */
const PROFILE_UPDATED = `subscription ($entityId: ID!) { profileUpdated(entityId: $entityId) { version entity { id version } } }`;

interface Subscription {
  events: any[];
  errors: unknown[];
  completed: boolean;
}

/** One stack, one tenant and entity, and a subscriber connected to the gateway. */
function scenario(env: () => Record<string, string | undefined>) {
  const state = {} as { stack: TestStack; owner: TenantUser; entityId: string; client: Client };
  const call = complianceRest(
    () => state.stack,
    () => state.owner.headers,
  );

  beforeAll(async () => {
    state.stack = await startComplianceStack({
      RATE_LIMIT_FACTOR: '0',
      EVENTS_EXCHANGE: `test.faults.${randomUUID()}`,
      ...env(),
    });
    const sql = complianceSql(() => state.stack);
    state.owner = await seedTenant(sql);
    state.entityId = await seedEntity(sql, state.owner.tenantId);
    state.client = createClient({
      url: state.stack.gatewayUrl.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: state.owner.headers.authorization },
      retryAttempts: 0,
    });
  }, 120_000);
  afterAll(async () => {
    await state.client?.dispose();
    await state.stack?.stop();
  });

  const subscribe = async (): Promise<Subscription> => {
    const before = state.stack.gateway.subscriptions.live();
    const subscription: Subscription = { events: [], errors: [], completed: false };
    state.client.subscribe(
      { query: PROFILE_UPDATED, variables: { entityId: state.entityId } },
      {
        next: (result) => subscription.events.push(result.data?.profileUpdated),
        error: (error) => subscription.errors.push(error),
        complete: () => (subscription.completed = true),
      },
    );
    await waitFor(() => (state.stack.gateway.subscriptions.live() > before ? true : undefined), {
      what: 'the subscription to be live',
    });
    return subscription;
  };

  /** Changes the profile until the subscriber has an event of a version after `after` (events sent while the path was down may be gone). */
  const deliveredAfter = async (subscription: Subscription, after: number, timeoutMs = 45_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const current = (await call('GET', `/api/v1/entities/${state.entityId}`)).body.version as number;
      expect(
        (
          await call('PATCH', `/api/v1/entities/${state.entityId}`, {
            version: current,
            profileData: { registeredAddress: `Street ${current}` },
          })
        ).status,
      ).toBe(200);
      const found = await waitFor(() => subscription.events.find((event) => event.version > after), {
        timeoutMs: 1500,
        what: 'an event',
      }).catch(() => undefined);
      if (found) return found;
    }
    throw new Error('no event reached the subscriber after the fault');
  };

  /** Writes that go on while a path of the events is down: the versions they reached. */
  const changeWhileDown = async (count: number) => {
    const reached: number[] = [];
    for (let index = 0; index < count; index++) {
      const current = (await call('GET', `/api/v1/entities/${state.entityId}`)).body.version as number;
      const answer = await call('PATCH', `/api/v1/entities/${state.entityId}`, {
        version: current,
        profileData: { registeredAddress: `Outage Street ${current}` },
      });
      expect(answer.status).toBe(200);
      reached.push(answer.body.version as number);
    }
    return reached;
  };

  /** Lossless: the subscriber has every version from its first event to its last, once, in order, and no error. */
  const expectEveryEvent = (subscription: Subscription) => {
    expect(subscription.errors).toEqual([]);
    const versions = subscription.events.map((event) => event.version as number);
    const first = versions[0];
    expect(versions).toEqual(versions.map((_, index) => first + index));
  };

  return { state, subscribe, deliveredAfter, changeWhileDown, expectEveryEvent };
}

const amqpUrl = process.env.AMQP_URL;
const describeWithBroker = amqpUrl ? describe : describe.skip;

describeWithBroker('a broker restart', () => {
  let proxy: TcpProxy;
  // Registered before the scenario's own hooks, which start the stack on the proxy.
  beforeAll(async () => {
    proxy = await TcpProxy.create(new URL(amqpUrl!));
    await proxy.start();
  });
  afterAll(() => proxy?.stop());
  const { state, subscribe, deliveredAfter, changeWhileDown, expectEveryEvent } = scenario(() => ({
    AMQP_URL: proxy.url,
  }));

  test('is survived: the subscriber, still connected, receives every event written during the outage once the broker is back', async () => {
    const subscription = await subscribe();
    await deliveredAfter(subscription, 0);
    const connectionsBefore = proxy.accepted;
    await proxy.stop();
    // Writes go on: their events wait in the outbox, and the gateway's stream hears none of them.
    const duringOutage = await changeWhileDown(3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await proxy.start();
    const after = await deliveredAfter(subscription, duringOutage.at(-1)!);
    // The entity is read when the event is delivered: a write made since (deliveredAfter retries) may show.
    expect(after.entity.id).toBe(state.entityId);
    expect(after.entity.version).toBeGreaterThanOrEqual(after.version);
    expect(proxy.accepted).toBeGreaterThan(connectionsBefore);
    expectEveryEvent(subscription);
    expect(subscription.completed).toBe(false);
  }, 120_000);
});

describe('a database dropping the gateway’s listening connection (no broker)', () => {
  const { state, subscribe, deliveredAfter, changeWhileDown, expectEveryEvent } = scenario(() => ({
    AMQP_URL: undefined,
  }));

  test('is survived: the gateway listens again, and the subscriber receives every event, those of the gap too', async () => {
    const subscription = await subscribe();
    const before = await deliveredAfter(subscription, 0);
    const admin = new pg.Client({ connectionString: state.stack.testDatabase.url });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) as terminated from pg_stat_activity where application_name = 'event-stream' and datname = current_database()`,
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Written while the gateway listens again or not yet: notifications of the gap reach no listener.
    const duringGap = await changeWhileDown(3);
    const after = await deliveredAfter(subscription, duringGap.at(-1)!);
    expect(after.version).toBeGreaterThan(before.version);
    expectEveryEvent(subscription);
  }, 120_000);

  test('a gateway shutdown completes open subscriptions', async () => {
    const subscription = await subscribe();
    await state.stack.gateway.stop();
    await waitFor(() => (subscription.completed || subscription.errors.length ? true : undefined), {
      what: 'the subscription to end',
    });
    expect(subscription.errors).toEqual([]);
    expect(subscription.completed).toBe(true);
    expect(subscription.errors).toEqual([]);
  });
});
