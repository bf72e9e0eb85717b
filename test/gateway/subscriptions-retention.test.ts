/* eslint-disable @typescript-eslint/no-explicit-any -- results and logger internals are read field by field */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EventSource } from 'eventsource';
import { createClient as createSseClient } from 'graphql-sse';
import { createClient, type Client } from 'graphql-ws';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import WebSocket from 'ws';
import { logger } from '../../platform/logger.js';
import { TcpProxy } from '../../scripts/tcp-proxy.js';
import { pruneOutbox } from '../../subgraphs/shared/events/retention.js';
import {
  complianceRest,
  complianceSql,
  seedEntity,
  seedTenant,
  startComplianceStack,
  tokenFor,
  type TenantUser,
} from '../support/compliance.js';
import { EVENT_TRANSPORTS } from '../support/profile-events.js';
import { graphqlRequest, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * Issue 33, item 2, end to end with the real clients (graphql-ws, graphql-sse's client, a plain EventSource): a
 * subscription whose entity stays quiet while the retention job prunes the tenant's stream past where it started
 * is still good. The gateway's event listener then goes away for a moment; the subscription reads what it missed
 * after its starting cursor, which is older than the retention but newer than every event of its entity, and must
 * get the event written meanwhile, once, instead of CURSOR_EXPIRED. A client that comes back with that cursor
 * resumes the same way. And an SSE stream that has to end (its token expired) says why before it completes.
 */
const PROFILE_UPDATED = `subscription ($entityId: ID!, $after: String) {
  profileUpdated(entityId: $entityId, after: $after) { cursor version entityId }
}`;

/** Short, so that the test can outwait it, and long enough that nothing written after the prune is old enough to go. */
const RETENTION_SECONDS = 12;
const RETENTION_HOURS = RETENTION_SECONDS / 3600;
/** The lifetime of the token that expires mid-stream: enough to connect and subscribe on a busy machine. */
const SHORT_TOKEN_SECONDS = 6;

/** One subscriber as the test sees it, whatever its client. */
interface Watcher {
  readonly name: string;
  /** Versions of the events received, in order. */
  readonly versions: number[];
  /** What it ended with or received instead of data: GraphQL errors, a close event, a network error. */
  readonly errors: unknown[];
  completed: boolean;
  /** An EventSource's requests: the Last-Event-ID header each carried (null: none). */
  readonly requests?: (string | null)[];
  /** An EventSource that stopped for good (a refused reconnection). */
  readonly gaveUp?: () => boolean;
  close(): void;
}

const describeError = (error: any): string => {
  // graphql-ws hands a subscription's `error` message to the sink as the array of its errors.
  if (Array.isArray(error)) return error.map(describeError).join('; ');
  if (error?.extensions?.code) return `${error.extensions.code}: ${error.message}`;
  if (typeof error?.code === 'number') return `closed ${error.code} ${error.reason ?? ''}`.trim();
  return String(error?.message ?? error);
};

/** Everything that must not happen to a subscriber that stays connected. */
const troubles = (watcher: Watcher): string[] => [
  ...watcher.errors.map(describeError),
  ...(watcher.completed ? ['completed'] : []),
  ...(watcher.requests ?? [])
    .slice(1)
    .filter((lastEventId) => lastEventId === null)
    .map(() => 'reconnected without Last-Event-ID'),
  ...(watcher.gaveUp?.() ? ['the EventSource gave up'] : []),
];

const stateOf = (watcher: Watcher) => ({ name: watcher.name, versions: watcher.versions, troubles: troubles(watcher) });

/**
 * Waits until each watcher has `version` or has come to grief, and gives up after a while: the assertion that
 * follows says what each one got, which is more than a timeout would.
 */
const settled = (watchers: readonly Watcher[], version: number) =>
  waitFor(
    () =>
      watchers.every((watcher) => watcher.versions.includes(version) || troubles(watcher).length) ? true : undefined,
    { timeoutMs: 45_000, what: `every subscriber to receive version ${version} or fail` },
  ).catch(() => undefined);

/** The result of a `next` as the watcher keeps it. */
const received = (watcher: Watcher, result: any) => {
  if (result?.errors?.length) watcher.errors.push(...result.errors);
  else watcher.versions.push(result.data.profileUpdated.version as number);
};

/**
 * What the in-process gateway logs. Every logger of the process is a child of the root one (tests run it silent),
 * so raising the root's level and pointing its stream here captures them all.
 */
const gatewayLog = (() => {
  const lines: string[] = [];
  let restore: (() => void) | undefined;
  const gatewayLines = () =>
    lines
      .filter((line) => line.includes('"component":"gateway"'))
      .map((line) => JSON.parse(line) as Record<string, any>);
  return {
    capture() {
      const root = logger() as any;
      const { streamSym } = pino.symbols;
      const original = { stream: root[streamSym], level: root.level as string };
      root[streamSym] = { write: (line: string) => void lines.push(line) };
      root.level = 'info';
      restore = () => {
        root[streamSym] = original.stream;
        root.level = original.level;
      };
    },
    restore: () => restore?.(),
    clear: () => void lines.splice(0),
    /** Its lines at error level or above (pino: 50 error, 60 fatal). */
    errors: () => gatewayLines().filter((line) => line.level >= 50),
    /** The states its event stream reported ('reconnecting', 'connected'), oldest first. */
    streamStates: () =>
      gatewayLines()
        .filter((line) => line.msg === 'event stream')
        .map((line) => line.state as string),
  };
})();

beforeAll(() => gatewayLog.capture());
afterAll(() => gatewayLog.restore());

describe.each(EVENT_TRANSPORTS)('subscriptions past the retention, through %s', (_transport, amqpUrl) => {
  let proxy: TcpProxy | undefined;
  let stack: TestStack;
  let owner: TenantUser;
  /** Quiet and watched. */
  let quiet: string;
  /** Noisy and not watched: its events are what the retention prunes. */
  let noisy: string;
  const clients: Client[] = [];
  const watchers: Watcher[] = [];
  const call = complianceRest(
    () => stack,
    () => owner.headers,
  );
  const sql = complianceSql(() => stack);
  const live = () => stack.gateway.subscriptions.live();

  beforeAll(async () => {
    // RabbitMQ's path goes through a proxy that can cut it; the relay's link to the broker goes through it too.
    if (amqpUrl) {
      proxy = await TcpProxy.create(new URL(amqpUrl));
      await proxy.start();
    }
    stack = await startComplianceStack({
      RATE_LIMIT_FACTOR: '0',
      AMQP_URL: proxy?.url,
      EVENTS_EXCHANGE: `test.retention.${randomUUID()}`,
      EVENT_RETENTION_HOURS: String(RETENTION_HOURS),
    });
    owner = await seedTenant(sql);
    quiet = await seedEntity(sql, owner.tenantId, { registeredAddress: 'Quiet Street 1' }, 'Quiet Limited');
    noisy = await seedEntity(sql, owner.tenantId, { registeredAddress: 'Noisy Street 1' }, 'Noisy Limited');
  }, 120_000);

  afterAll(async () => {
    for (const watcher of watchers) watcher.close();
    await Promise.all(clients.map((client) => client.dispose()));
    await stack?.stop();
    await proxy?.stop();
  }, 60_000);

  /** Changes an entity's profile once through the REST surface; the version it reached. */
  const change = async (entityId: string) => {
    const current = await call('GET', `/api/v1/entities/${entityId}`);
    const answer = await call('PATCH', `/api/v1/entities/${entityId}`, {
      version: current.body.version,
      profileData: { registeredAddress: `Street ${randomUUID()}` },
    });
    expect(answer.status).toBe(200);
    return answer.body.version as number;
  };
  const published = () =>
    waitFor(
      async () =>
        (await sql('select 1 from compliance.event_outbox where published_at is null limit 1')).length
          ? undefined
          : true,
      { what: 'the changes to be published' },
    );
  const headCursor = async () => {
    const answer = await graphqlRequest<{ complianceEventCursor: string }>(
      stack.gatewayUrl,
      '{ complianceEventCursor }',
      {},
      { authorization: owner.headers.authorization },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.complianceEventCursor;
  };

  const wsClient = (authorization = owner.headers.authorization) => {
    const client = createClient({
      url: stack.gatewayUrl.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: authorization },
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  };
  const watchOverWebSocket = (name: string, client: Client, variables: Record<string, unknown>): Watcher => {
    const watcher: Watcher = { name, versions: [], errors: [], completed: false, close: () => undefined };
    watcher.close = client.subscribe(
      { query: PROFILE_UPDATED, variables },
      {
        next: (result) => received(watcher, result),
        error: (error) => void watcher.errors.push(error),
        complete: () => (watcher.completed = true),
      },
    );
    return watcher;
  };
  const watchWithGraphqlSse = (name: string, variables: Record<string, unknown>): Watcher => {
    const client = createSseClient({
      url: stack.gatewayUrl,
      headers: { Authorization: owner.headers.authorization },
      retryAttempts: 0,
    });
    const watcher: Watcher = { name, versions: [], errors: [], completed: false, close: () => undefined };
    const stop = client.subscribe(
      { query: PROFILE_UPDATED, variables },
      {
        next: (result) => received(watcher, result),
        error: (error) => void watcher.errors.push(error),
        complete: () => (watcher.completed = true),
      },
    );
    watcher.close = () => {
      stop();
      client.dispose();
    };
    return watcher;
  };
  /** A plain EventSource (GET, the operation in the URL); `lastEventId` is sent on its first request, as a reconnection would. */
  const watchWithEventSource = (name: string, variables: Record<string, unknown>, lastEventId?: string): Watcher => {
    const url = new URL(stack.gatewayUrl);
    url.searchParams.set('query', PROFILE_UPDATED);
    url.searchParams.set('variables', JSON.stringify(variables));
    const requests: (string | null)[] = [];
    const source = new EventSource(url, {
      fetch: (input, init) => {
        const headers: Record<string, string> = {
          ...(init?.headers as Record<string, string> | undefined),
          Authorization: owner.headers.authorization,
        };
        if (!requests.length && lastEventId) headers['Last-Event-ID'] = lastEventId;
        requests.push(headers['Last-Event-ID'] ?? null);
        return fetch(input, { ...init, headers });
      },
    });
    const watcher: Watcher = {
      name,
      versions: [],
      errors: [],
      completed: false,
      requests,
      gaveUp: () => source.readyState === source.CLOSED,
      close: () => source.close(),
    };
    source.addEventListener('next', (message) => received(watcher, JSON.parse(message.data)));
    source.addEventListener('complete', () => (watcher.completed = true));
    return watcher;
  };

  /** The gateway's event listener goes away and comes back; `during` runs while it is away. */
  const listenerOutage = async (during: () => Promise<void>) => {
    if (proxy) {
      await proxy.stop();
      try {
        await during();
      } finally {
        await proxy.start();
      }
      return;
    }
    const admin = new pg.Client({ connectionString: stack.testDatabase.url });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'event-stream' and datname = current_database()`,
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await during();
  };

  test('a quiet subscription outlives the prune of its start and a listener outage: it gets the event made meanwhile once, and so does a client resuming from its old cursor', async () => {
    gatewayLog.clear();
    // Quiet has an event of its own before the head, which the prune deletes too: the head is newer than all of them.
    await change(quiet);
    await published();
    const head = await headCursor();
    const headPosition = BigInt(`0x${head.slice(0, 16)}`);

    const connected = wsClient();
    try {
      watchers.push(
        watchOverWebSocket('graphql-ws without after', connected, { entityId: quiet }),
        watchOverWebSocket('graphql-ws with after: the head', connected, { entityId: quiet, after: head }),
        watchWithGraphqlSse('graphql-sse without after', { entityId: quiet }),
        watchWithEventSource('EventSource without after', { entityId: quiet }),
        watchWithEventSource('EventSource with after: the head', { entityId: quiet, after: head }),
      );
      await waitFor(() => (live() >= watchers.length ? true : undefined), { what: 'the subscriptions to be live' });

      for (let index = 0; index < 3; index++) await change(noisy);
      await published();
      // The retention job's own work, once everything of the tenant written so far is older than the retention.
      const em = stack.subgraphs.compliance.orm.em;
      await waitFor(
        async () => {
          await pruneOutbox(em.fork(), 'compliance', RETENTION_HOURS);
          const [left] = await sql<{ count: number }>(
            `select count(*)::int as count from compliance.event_outbox where lower(payload->>'tenantId') = ?`,
            [owner.tenantId.toLowerCase()],
          );
          return left.count === 0 ? true : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 1000, what: 'the retention to delete the tenant’s events' },
      );
      const [stream] = await sql<{ pruned_through: string }>(
        `select pruned_through::text as pruned_through from compliance.event_outbox_streams where stream = ?`,
        [owner.tenantId.toLowerCase()],
      );
      // Every subscriber started at the head or later, and the stream is pruned past it.
      expect(BigInt(stream.pruned_through)).toBeGreaterThan(headPosition);

      let version = 0;
      await listenerOutage(async () => {
        version = await change(quiet);
      });
      await settled(watchers, version);
      const states = gatewayLog.streamStates();
      expect({
        subscribers: watchers.map(stateOf),
        gatewayErrors: gatewayLog.errors(),
        // The outage did reach the gateway's listener, which came back (whereupon its subscriptions read the outbox).
        listener: { wentAway: states.includes('reconnecting'), isBack: states.at(-1) === 'connected' },
      }).toEqual({
        subscribers: watchers.map(({ name }) => ({ name, versions: [version], troubles: [] })),
        gatewayErrors: [],
        listener: { wentAway: true, isBack: true },
      });

      // Newcomers with the old head: older than the retention, newer than every event of Quiet.
      const newcomers = [
        watchOverWebSocket('a new graphql-ws client with after: the old head', wsClient(), {
          entityId: quiet,
          after: head,
        }),
        watchWithEventSource('a new EventSource with Last-Event-ID: the old head', { entityId: quiet }, head),
      ];
      watchers.push(...newcomers);
      await settled(newcomers, version);
      expect(newcomers.map(stateOf)).toEqual(
        newcomers.map(({ name }) => ({ name, versions: [version], troubles: [] })),
      );

      // One more change: each subscriber gets it right after the outage's, so nothing came twice or in between.
      const next = await change(quiet);
      await settled(watchers, next);
      expect({ subscribers: watchers.map(stateOf), gatewayErrors: gatewayLog.errors() }).toEqual({
        subscribers: watchers.map(({ name }) => ({ name, versions: [version, next], troubles: [] })),
        gatewayErrors: [],
      });
    } finally {
      for (const watcher of watchers.splice(0)) watcher.close();
    }
  }, 180_000);

  test('an SSE stream that must end sends its error first: a token expiring mid-stream ends it with a last next carrying UNAUTHORIZED, then complete', async () => {
    gatewayLog.clear();
    await waitFor(() => (live() === 0 ? true : undefined), { what: 'the earlier subscriptions to end' });
    const shortLived = `Bearer ${await tokenFor(owner, SHORT_TOKEN_SECONDS)}`;

    /** What each SSE client saw, in order: `next:<version>`, `next:<error code>`, `complete`, `error: …`. */
    const sseClientSaw: string[] = [];
    const sseClient = createSseClient({
      url: stack.gatewayUrl,
      headers: { Authorization: shortLived },
      retryAttempts: 0,
    });
    const sseEnded = new Promise<void>((resolve) => {
      sseClient.subscribe(
        { query: PROFILE_UPDATED, variables: { entityId: quiet } },
        {
          next: (result: any) =>
            void sseClientSaw.push(
              result.errors?.length
                ? `next:${result.errors[0].extensions?.code}`
                : `next:${result.data.profileUpdated.version}`,
            ),
          error: (error) => {
            sseClientSaw.push(`error: ${describeError(error)}`);
            resolve();
          },
          complete: () => {
            sseClientSaw.push('complete');
            resolve();
          },
        },
      );
    });

    const eventSourceSaw: string[] = [];
    const url = new URL(stack.gatewayUrl);
    url.searchParams.set('query', PROFILE_UPDATED);
    url.searchParams.set('variables', JSON.stringify({ entityId: quiet }));
    const source = new EventSource(url, {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Authorization: shortLived } }),
    });
    source.addEventListener('next', (message) => {
      const result = JSON.parse(message.data);
      eventSourceSaw.push(
        result.errors?.length
          ? `next:${result.errors[0].extensions?.code}`
          : `next:${result.data.profileUpdated.version}`,
      );
    });
    // A plain EventSource reconnects whenever a stream ends: its client closes it on `complete`.
    source.addEventListener('complete', () => {
      eventSourceSaw.push('complete');
      source.close();
    });
    source.addEventListener('error', () => {
      eventSourceSaw.push('error: the stream was cut');
      source.close();
    });

    // The same over graphql-ws: the connection closes with 4401 Unauthorized, which ends the subscription.
    let closedWith: number | undefined;
    const ws = createClient({
      url: stack.gatewayUrl.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: shortLived },
      retryAttempts: 0,
      on: { closed: (event) => (closedWith = (event as { code: number }).code) },
    });
    clients.push(ws);
    const overWebSocket: Watcher = watchOverWebSocket('graphql-ws', ws, { entityId: quiet });

    await waitFor(() => (live() === 3 ? true : undefined), { what: 'the three subscriptions to be live' });
    await sseEnded;
    await waitFor(() => (source.readyState === source.CLOSED ? true : undefined), {
      what: 'the EventSource’s stream to end',
    });
    await waitFor(() => (overWebSocket.errors.length || overWebSocket.completed ? true : undefined), {
      what: 'the graphql-ws subscription to end',
    });

    expect({
      graphqlSse: sseClientSaw,
      eventSource: eventSourceSaw,
      graphqlWs: { closedWith, completed: overWebSocket.completed, errors: overWebSocket.errors.map(describeError) },
      gatewayErrors: gatewayLog.errors(),
    }).toEqual({
      graphqlSse: ['next:UNAUTHORIZED', 'complete'],
      eventSource: ['next:UNAUTHORIZED', 'complete'],
      // The WebSocket's way of saying the same: the connection closes with 4401 Unauthorized, which ends each of its
      // subscriptions (or an error message with UNAUTHORIZED comes first).
      graphqlWs: { closedWith: 4401, completed: false, errors: [expect.stringMatching(/^(closed 4401|UNAUTHORIZED)/)] },
      gatewayErrors: [],
    });
    sseClient.dispose();
  }, 60_000);
});
