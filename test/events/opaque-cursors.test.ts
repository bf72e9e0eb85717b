/* eslint-disable @typescript-eslint/no-explicit-any -- event bodies are checked field by field with expect */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createClient, type Client } from 'graphql-ws';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { EventCursors } from '../../platform/events/cursor.js';
import {
  complianceRest,
  complianceSql,
  seedEntity,
  seedTenant,
  startComplianceStack,
  type TenantUser,
} from '../support/compliance.js';
import { graphqlRequest, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * Event cursors leak nothing of other tenants (issue 32, item 9): a cursor is a position in the subscriber's own
 * tenant's stream, authenticated for that stream, so another tenant's activity moves nothing a tenant sees, and a
 * cursor of another stream, forged or altered is refused with CURSOR_EXPIRED on every channel that takes one: the
 * WebSocket's `after`, SSE's `Last-Event-ID`. (The compliance subgraph's own `complianceEvents` is covered in
 * subgraphs/compliance/subscriptions/event-replay.test.ts; resuming on another replica in
 * test/gateway/subscriptions-resume.test.ts.)
 */

const PROFILE_UPDATED = `subscription ($entityId: ID!, $after: String) {
  profileUpdated(entityId: $entityId, after: $after) { cursor version tenantId }
}`;

interface Received {
  events: any[];
  errors: any[];
}

describe('opaque event cursors through the gateway', () => {
  let stack: TestStack;
  let tenantA: TenantUser;
  let tenantB: TenantUser;
  let entityOfA: string;
  let entityOfB: string;
  let cursors: EventCursors;
  const clients: Client[] = [];
  const sql = complianceSql(() => stack);
  const rest = complianceRest(() => stack);

  const change = async (user: TenantUser, entityId: string) => {
    const current = await rest('GET', `/api/v1/entities/${entityId}`, undefined, user.headers);
    const answer = await rest(
      'PATCH',
      `/api/v1/entities/${entityId}`,
      { version: current.body.version, profileData: { registeredAddress: `Street ${randomUUID()}` } },
      user.headers,
    );
    expect(answer.status).toBe(200);
    return answer.body.version as number;
  };
  const head = async (user: TenantUser) => {
    const answer = await graphqlRequest<{ complianceEventCursor: string }>(
      stack.gatewayUrl,
      '{ complianceEventCursor }',
      {},
      { authorization: user.headers.authorization },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.complianceEventCursor;
  };
  const subscribe = (user: TenantUser, entityId: string, after: string): Received => {
    const client = createClient({
      url: stack.gatewayUrl.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: user.headers.authorization },
      retryAttempts: 0,
    });
    clients.push(client);
    const received: Received = { events: [], errors: [] };
    client.subscribe(
      { query: PROFILE_UPDATED, variables: { entityId, after } },
      {
        next: (result) =>
          result.errors ? received.errors.push(...result.errors) : received.events.push(result.data!.profileUpdated),
        error: (error) => received.errors.push(error),
        complete: () => undefined,
      },
    );
    return received;
  };
  /** Waits until every event of `user` up to `version` of its entity is published, then answers them. */
  const eventsUpTo = (received: Received, version: number) =>
    waitFor(() => (received.events.some((event) => event.version === version) ? received.events : undefined), {
      what: `the event of version ${version}`,
    });
  const refusal = async (received: Received) => {
    await waitFor(() => (received.errors.length ? true : undefined), { what: 'the refusal' });
    return received.errors[0];
  };

  beforeAll(async () => {
    stack = await startComplianceStack({
      RATE_LIMIT_FACTOR: '0',
      AMQP_URL: undefined,
      EVENTS_EXCHANGE: `test.cursors.${randomUUID()}`,
    });
    cursors = EventCursors.of();
    tenantA = await seedTenant(sql);
    tenantB = await seedTenant(sql);
    entityOfA = await seedEntity(sql, tenantA.tenantId);
    entityOfB = await seedEntity(sql, tenantB.tenantId);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await stack?.stop();
  }, 60_000);

  test('another tenant’s events change nothing a tenant sees: its head stays, its next cursor follows its last', async () => {
    const ofB = subscribe(tenantB, entityOfB, await head(tenantB));
    const first = await change(tenantB, entityOfB);
    const [afterFirst] = await eventsUpTo(ofB, first);
    const headBefore = await head(tenantB);
    expect(headBefore).toBe(afterFirst.cursor);

    // Only A publishes, five times, and B's head is what it was.
    const ofA = subscribe(tenantA, entityOfA, await head(tenantA));
    let lastOfA = 0;
    for (let index = 0; index < 5; index++) lastOfA = await change(tenantA, entityOfA);
    await eventsUpTo(ofA, lastOfA);
    expect(await head(tenantB)).toBe(headBefore);

    // B's next event is the very next position of B's stream: A's five left no trace in it.
    const second = await change(tenantB, entityOfB);
    const events = await eventsUpTo(ofB, second);
    const positions = events.map((event) => cursors.read(tenantB.tenantId, event.cursor));
    expect(positions.at(-1)).toBe(positions.at(-2)! + 1n);
    // Equal positions of two streams do not look alike.
    expect(cursors.issue(tenantA.tenantId, positions.at(-1)!)).not.toBe(events.at(-1).cursor);
  }, 60_000);

  test('a cursor of another tenant, or forged, or altered in one digit, ends a WebSocket subscription with CURSOR_EXPIRED', async () => {
    const ofA = subscribe(tenantA, entityOfA, await head(tenantA));
    const version = await change(tenantA, entityOfA);
    const [eventOfA] = await eventsUpTo(ofA, version);
    const ownOfB = await head(tenantB);
    const attempts = {
      'another tenant’s': eventOfA.cursor as string,
      forged: new EventCursors('a secret that is not the platform’s').issue(tenantB.tenantId, 1),
      'altered in its position': ownOfB.slice(0, 15) + (ownOfB[15] === '0' ? '1' : '0') + ownOfB.slice(16),
      'altered in its tag': ownOfB.slice(0, -1) + (ownOfB.endsWith('0') ? '1' : '0'),
    };
    for (const [kind, after] of Object.entries(attempts)) {
      const received = subscribe(tenantB, entityOfB, after);
      expect({ kind, code: (await refusal(received)).extensions?.code }).toEqual({ kind, code: 'CURSOR_EXPIRED' });
      expect(received.events).toEqual([]);
    }
    // B's own cursor still resumes.
    const resumed = subscribe(tenantB, entityOfB, ownOfB);
    const next = await change(tenantB, entityOfB);
    expect((await eventsUpTo(resumed, next)).map((event) => event.tenantId)).toEqual([tenantB.tenantId]);
  }, 60_000);

  test('an SSE Last-Event-ID of another tenant’s stream ends the stream with CURSOR_EXPIRED', async () => {
    const ofA = subscribe(tenantA, entityOfA, await head(tenantA));
    const version = await change(tenantA, entityOfA);
    const [eventOfA] = await eventsUpTo(ofA, version);
    const url = new URL(stack.gatewayUrl);
    url.searchParams.set('query', PROFILE_UPDATED);
    url.searchParams.set('variables', JSON.stringify({ entityId: entityOfB }));
    const response = await fetch(url, {
      headers: {
        accept: 'text/event-stream',
        authorization: tenantB.headers.authorization,
        'last-event-id': eventOfA.cursor,
      },
      signal: AbortSignal.timeout(30_000),
    });
    expect(response.status).toBe(200);
    // The refusal is the stream's one result; the stream then ends.
    const text = await response.text();
    expect(text).toContain('"CURSOR_EXPIRED"');
    expect(text).not.toContain('"data":{');
  }, 60_000);
});
