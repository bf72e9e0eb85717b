/* eslint-disable @typescript-eslint/no-explicit-any -- event bodies are checked field by field with expect */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EventSource } from 'eventsource';
import { createClient as createSseClient } from 'graphql-sse';
import { createClient, type Client } from 'graphql-ws';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { pruneOutbox } from '../../subgraphs/shared/events/retention.js';
import {
  complianceRest,
  complianceSql,
  seedEntity,
  seedTenant,
  startComplianceStack,
  TEST_JWT_SECRET,
  tokenFor,
  type TenantUser,
} from '../support/compliance.js';
import { freePort, startComponent, type ComponentProcess } from '../support/processes.js';
import { EVENT_TRANSPORTS, untilVersion } from '../support/profile-events.js';
import { graphqlRequest, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * Lossless subscriptions (CONTRACT.md §GraphQL facts, Resumption), with the real clients, through two gateway
 * replicas that run as processes of their own beside a stack (whose compliance subgraph records the events):
 * a client that goes away and comes back with its last cursor gets every event it missed, once, in order,
 * whichever replica it returns to; a replica killed with SIGKILL mid-stream loses its clients nothing; a plain
 * EventSource resumes by itself through `Last-Event-ID`; an expired token costs nothing either; a cursor that
 * is unknown or pruned is refused with CURSOR_EXPIRED, and a cursor never shows another tenant's events.
 */
const PROFILE_UPDATED = `subscription ($entityId: ID!, $after: String) {
  profileUpdated(entityId: $entityId, after: $after) { cursor version entityId tenantId }
}`;

interface Received {
  events: any[];
  errors: any[];
  completed: boolean;
  stop: () => void;
}

function collect(client: Client, variables: Record<string, unknown>, query = PROFILE_UPDATED): Received {
  const received: Received = { events: [], errors: [], completed: false, stop: () => undefined };
  received.stop = client.subscribe(
    { query, variables },
    {
      next: (result) =>
        result.errors ? received.errors.push(...result.errors) : received.events.push(result.data?.profileUpdated),
      error: (error) => received.errors.push(error),
      complete: () => (received.completed = true),
    },
  );
  return received;
}

const versions = (events: readonly any[]) => events.map((event) => event.version as number);
/** Versions `from`..`to`, each once: what a lossless subscriber of one entity receives. */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe.each(EVENT_TRANSPORTS)('lossless subscriptions through %s', (_transport, amqpUrl) => {
  let stack: TestStack;
  let owner: TenantUser;
  let stranger: TenantUser;
  let entityId: string;
  let strangerEntityId: string;
  const replicas: { process: ComponentProcess; port: number }[] = [];
  const clients: Client[] = [];
  const exchange = `test.resume.${randomUUID()}`;
  const call = complianceRest(
    () => stack,
    () => owner.headers,
  );
  const sql = complianceSql(() => stack);

  /** A gateway replica as a process of its own, on `port` (a new one unless it replaces a killed replica). */
  const startReplica = async (port?: number) => {
    const listenOn = port ?? (await freePort());
    const { subgraphs } = stack;
    const process = await startComponent({
      name: `gateway:${listenOn}`,
      script: 'dist/gateway/main.js',
      env: {
        GATEWAY_PORT: String(listenOn),
        TRAINING_URL: subgraphs.training.url,
        COMPLIANCE_URL: subgraphs.compliance.url,
        FACTORY_URL: subgraphs.factory.url,
        DATABASE_URL: stack.testDatabase.url,
        AMQP_URL: amqpUrl,
        EVENTS_EXCHANGE: exchange,
        IDP_JWT_SECRET: TEST_JWT_SECRET,
        IDP_URL: undefined,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'gateway-replica-')),
        RATE_LIMIT_FACTOR: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      healthUrl: `http://127.0.0.1:${listenOn}/health`,
    });
    return { process, port: listenOn };
  };
  const wsUrl = (replica: { port: number }) => `ws://127.0.0.1:${replica.port}/graphql`;
  const httpUrl = (replica: { port: number }) => `http://127.0.0.1:${replica.port}/graphql`;
  const connect = (replica: { port: number }, authorization = owner.headers.authorization) => {
    const client = createClient({
      url: wsUrl(replica),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: authorization },
      retryAttempts: 0,
      lazy: false,
      // A killed replica's close reaches each subscription's error callback; nothing to print besides.
      onNonLazyError: () => undefined,
    });
    clients.push(client);
    return client;
  };

  /** Changes the entity's profile `count` times through the legacy REST surface; the versions it reached. */
  const change = async (count: number, id = entityId, headers = owner.headers) => {
    const reached: number[] = [];
    for (let index = 0; index < count; index++) {
      const current = await call('GET', `/api/v1/entities/${id}`, undefined, headers);
      const answer = await call(
        'PATCH',
        `/api/v1/entities/${id}`,
        { version: current.body.version, profileData: { registeredAddress: `Street ${randomUUID()}` } },
        headers,
      );
      expect(answer.status).toBe(200);
      reached.push(answer.body.version as number);
    }
    return reached;
  };
  /** The stream's head, as a client reads it beside the state it fetches before subscribing. */
  const headCursor = async (authorization = owner.headers.authorization) => {
    const answer = await graphqlRequest<{ complianceEventCursor: string }>(
      httpUrl(replicas[1]),
      '{ complianceEventCursor }',
      {},
      { authorization },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.complianceEventCursor;
  };
  const currentVersion = async () => (await call('GET', `/api/v1/entities/${entityId}`)).body.version as number;
  const until = (received: Received, version: number, what: string) =>
    untilVersion(received.events, received.errors, version, what);

  beforeAll(async () => {
    stack = await startComplianceStack({ RATE_LIMIT_FACTOR: '0', AMQP_URL: amqpUrl, EVENTS_EXCHANGE: exchange });
    owner = await seedTenant(sql);
    stranger = await seedTenant(sql);
    entityId = await seedEntity(sql, owner.tenantId, { registeredAddress: 'Old Street 1' });
    strangerEntityId = await seedEntity(sql, stranger.tenantId, { registeredAddress: 'Elsewhere 1' });
    replicas.push(await startReplica(), await startReplica());
  }, 180_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await Promise.all(replicas.map((replica) => replica.process.stop()));
    await stack?.stop();
  }, 60_000);

  test('a graphql-ws client away for a while resumes on the other replica with its last cursor: every missed event, once, in order', async () => {
    const start = await currentVersion();
    const first = connect(replicas[0]);
    const before = collect(first, { entityId, after: await headCursor() });
    await change(2);
    await until(before, start + 2, 'the first two events');
    const cursor = before.events.at(-1).cursor as string;
    await first.dispose();

    const missed = await change(3);
    const second = connect(replicas[1]);
    const after = collect(second, { entityId, after: cursor });
    await until(after, missed.at(-1)!, 'the missed events');
    const live = await change(1);
    await until(after, live[0], 'the live event after the missed ones');

    expect(versions(before.events)).toEqual(range(start + 1, start + 2));
    expect(versions(after.events)).toEqual(range(start + 3, start + 6));
    // Cursors increase along the stream.
    const cursors = [...before.events, ...after.events].map((event) => event.cursor as string);
    expect([...cursors].sort()).toEqual(cursors);
    expect(new Set(cursors).size).toBe(cursors.length);
    after.stop();
  }, 120_000);

  test('graphql-sse’s client resumes with after, and each SSE event carries its cursor as id', async () => {
    const start = await currentVersion();
    const ids: string[] = [];
    const sse = createSseClient({
      url: httpUrl(replicas[1]),
      headers: { Authorization: owner.headers.authorization },
      retryAttempts: 0,
      // The SSE frames as they arrive, to read their ids.
      fetchFn: async (input: string | URL | Request, init?: RequestInit) => {
        const response = await fetch(input, init);
        if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) return response;
        const [mine, theirs] = response.body.tee();
        void (async () => {
          const decoder = new TextDecoder();
          let text = '';
          for await (const chunk of mine as unknown as AsyncIterable<Uint8Array>) {
            text += decoder.decode(chunk, { stream: true });
            for (const match of text.matchAll(/^id: (.+)$/gm)) if (!ids.includes(match[1])) ids.push(match[1]);
          }
        })().catch(() => undefined);
        return new Response(theirs, { status: response.status, headers: response.headers });
      },
    });
    const head = await headCursor();
    const first = await change(1);
    const events: any[] = [];
    const done = new Promise<void>((resolve, reject) => {
      sse.subscribe(
        { query: PROFILE_UPDATED, variables: { entityId, after: head } },
        { next: (result) => void events.push(result.data?.profileUpdated), error: reject, complete: resolve },
      );
    });
    const more = await change(2);
    await waitFor(() => (events.length >= 3 ? true : undefined), { what: 'the SSE events' });
    expect(versions(events)).toEqual([...first, ...more]);
    expect(first[0]).toBe(start + 1);
    // The stream says where it starts before any event: an EventSource reconnecting then resumes from there.
    expect(ids).toEqual([head, ...events.map((event) => event.cursor)]);
    sse.dispose();
    void done.catch(() => undefined);
  }, 60_000);

  test('a cursor of another tenant’s event is refused with CURSOR_EXPIRED; its holder sees only its own events', async () => {
    const ownerClient = connect(replicas[0]);
    const ownerEvents = collect(ownerClient, { entityId, after: await headCursor() });
    const ownerVersion = (await change(1))[0];
    await until(ownerEvents, ownerVersion, 'the owner’s event');
    const foreignCursor = ownerEvents.events.at(-1).cursor as string;
    await ownerClient.dispose();

    const strangerClient = connect(replicas[1], stranger.headers.authorization);
    const strangerEvents = collect(strangerClient, {
      entityId: strangerEntityId,
      after: await headCursor(stranger.headers.authorization),
    });
    const fromForeignCursor = collect(strangerClient, { entityId: strangerEntityId, after: foreignCursor });
    await waitFor(() => (fromForeignCursor.errors.length ? true : undefined), { what: 'the foreign cursor’s refusal' });
    expect(fromForeignCursor.errors[0]).toMatchObject({ extensions: { code: 'CURSOR_EXPIRED' } });
    expect(fromForeignCursor.events).toEqual([]);
    // The owner keeps writing; the stranger writes once.
    await change(2);
    const strangerVersion = (await change(1, strangerEntityId, stranger.headers))[0];
    await until(strangerEvents, strangerVersion, 'the stranger’s own event');
    for (const event of strangerEvents.events)
      expect(event).toMatchObject({ tenantId: stranger.tenantId, entityId: strangerEntityId });
    // Nor may it watch the owner's entity, cursor or not.
    const trespass = collect(strangerClient, { entityId, after: foreignCursor });
    await waitFor(() => (trespass.errors.length ? true : undefined), { what: 'the refusal' });
    expect(trespass.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(trespass.events).toEqual([]);
  }, 60_000);

  test('an unknown, malformed or pruned cursor ends the subscription with CURSOR_EXPIRED', async () => {
    const client = connect(replicas[0]);
    const future = collect(client, { entityId, after: 'ffffffffffffffff' });
    const malformed = collect(client, { entityId, after: 'not-a-cursor' });
    for (const refused of [future, malformed]) {
      await waitFor(() => (refused.errors.length ? true : undefined), { what: 'the refusal' });
      expect(refused.errors[0]).toMatchObject({ extensions: { code: 'CURSOR_EXPIRED' } });
    }
    // Pruned: the retention job has removed an event of this entity after this cursor.
    const old = await headCursor();
    await change(1);
    await waitFor(
      async () =>
        (await sql('select 1 from compliance.event_outbox where published_at is null')).length ? undefined : true,
      { what: 'the change to be published' },
    );
    // As the job does, with a retention that every published event is past.
    const { deleted } = await pruneOutbox(stack.subgraphs.compliance.orm.em.fork(), 'compliance', 1e-9);
    expect(deleted).toBeGreaterThan(0);
    const pruned = collect(client, { entityId, after: old });
    await waitFor(() => (pruned.errors.length ? true : undefined), { what: 'the refusal' });
    expect(pruned.errors[0]).toMatchObject({ extensions: { code: 'CURSOR_EXPIRED' } });
  }, 60_000);

  test('a token that expires ends the stream; the client resumes with a new token and its cursor and loses nothing', async () => {
    const start = await currentVersion();
    const shortLived = await tokenFor(owner, 3);
    let closedWith: number | undefined;
    const client = createClient({
      url: wsUrl(replicas[0]),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${shortLived}` },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => undefined,
      on: { closed: (event) => (closedWith = (event as { code: number }).code) },
    });
    clients.push(client);
    const before = collect(client, { entityId, after: await headCursor() });
    await change(1);
    await until(before, start + 1, 'the event before expiry');
    await waitFor(() => closedWith, { what: 'the expired token to end the connection' });
    expect(closedWith).toBe(4401);
    const missed = await change(2);

    const renewed = connect(replicas[1]);
    const after = collect(renewed, { entityId, after: before.events.at(-1).cursor });
    await until(after, missed.at(-1)!, 'the events missed while renewing');
    expect(versions(after.events)).toEqual(missed);
  }, 60_000);

  test('a replica killed with SIGKILL mid-stream: its client resumes on the other and receives every event once, in order', async () => {
    const start = await currentVersion();
    const client = connect(replicas[0]);
    const received = collect(client, { entityId, after: await headCursor() });
    const writing = change(12);
    await until(received, start + 3, 'the first events');
    replicas[0].process.signal('SIGKILL');
    await replicas[0].process.exited;
    const cursor = received.events.at(-1).cursor as string;
    const delivered = received.events.length;
    const survivor = connect(replicas[1]);
    const resumed = collect(survivor, { entityId, after: cursor });
    const written = await writing;
    await until(resumed, written.at(-1)!, 'every event on the surviving replica');
    expect(versions([...received.events.slice(0, delivered), ...resumed.events])).toEqual(range(start + 1, start + 12));
    replicas[0] = await startReplica(replicas[0].port);
  }, 120_000);

  test('a plain EventSource resumes by itself through Last-Event-ID when its replica dies and comes back', async () => {
    const start = await currentVersion();
    const replica = replicas[0];
    const url = new URL(httpUrl(replica));
    url.searchParams.set('query', PROFILE_UPDATED);
    url.searchParams.set('variables', JSON.stringify({ entityId, after: await headCursor() }));
    const authorization = owner.headers.authorization;
    const source = new EventSource(url, {
      fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, Authorization: authorization } }),
    });
    const events: any[] = [];
    const lastEventIds: string[] = [];
    source.addEventListener('next', (message) => {
      lastEventIds.push(message.lastEventId);
      events.push(JSON.parse(message.data).data.profileUpdated);
    });
    try {
      await change(2);
      await waitFor(() => (events.length >= 2 ? true : undefined), { what: 'the first events' });

      replica.process.signal('SIGKILL');
      await replica.process.exited;
      // Written while no replica serves this EventSource.
      await change(3);
      replicas[0] = await startReplica(replica.port);
      const last = (await change(1))[0];
      await waitFor(() => (events.some((event) => event.version === last) ? true : undefined), {
        what: 'the EventSource to reconnect and catch up',
        timeoutMs: 60_000,
      });
      expect(versions(events)).toEqual(range(start + 1, start + 6));
      expect(lastEventIds).toEqual(events.map((event) => event.cursor));
    } finally {
      source.close();
    }
  }, 120_000);
});
