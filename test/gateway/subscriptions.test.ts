/* eslint-disable @typescript-eslint/no-explicit-any -- event bodies are checked field by field with expect */
import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient as createSseClient } from 'graphql-sse';
import { createClient, type Client } from 'graphql-ws';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
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
import { incorporationCertificatePdf } from '../support/sample-documents.js';
import type { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * Subscriptions on the gateway, against the running stack, through each event transport this machine has:
 * RabbitMQ (when AMQP_URL is set, as in CI) and PostgreSQL notifications (always). Changes are made through the
 * legacy REST surface, as clients make them; subscribers use graphql-ws, graphql-sse and Apollo Client.
 */
const PROFILE_UPDATED = `subscription ($entityId: ID!) {
  profileUpdated(entityId: $entityId) {
    eventType entityId tenantId userId timestamp version
    changes { field oldValue newValue }
    entity { id name version profileData }
  }
}`;

const EXTRACTION_COMPLETED = `subscription ($entityId: ID) {
  extractionCompleted(entityId: $entityId) { eventType jobId entityId tenantId documentType extractedData entity { id name } }
}`;

/** A subscriber's view of one subscription: what arrived, and how it ended. */
interface Received {
  events: any[];
  errors: unknown[];
  completed: boolean;
  stop: () => void;
}

function subscribe(client: Client, query: string, variables: Record<string, unknown>): Received {
  const received: Received = { events: [], errors: [], completed: false, stop: () => undefined };
  received.stop = client.subscribe(
    { query, variables },
    {
      next: (result) => (result.errors ? received.errors.push(...result.errors) : received.events.push(result.data)),
      error: (error) => received.errors.push(error),
      complete: () => (received.completed = true),
    },
  );
  return received;
}

describe.each(EVENT_TRANSPORTS)('subscriptions through %s', (_transport, amqpUrl) => {
  let stack: TestStack;
  let owner: TenantUser;
  let stranger: TenantUser;
  let entityId: string;
  const clients: Client[] = [];
  const call = complianceRest(
    () => stack,
    () => owner.headers,
  );
  const sql = complianceSql(() => stack);

  const wsUrl = () => stack.gatewayUrl.replace(/^http/, 'ws');
  const connect = (authorization: string | undefined, onClosed?: (code: number) => void) => {
    const client = createClient({
      url: wsUrl(),
      webSocketImpl: WebSocket,
      connectionParams: authorization ? { Authorization: authorization } : {},
      retryAttempts: 0,
      lazy: false,
      on: { closed: (event) => onClosed?.((event as { code: number }).code) },
    });
    clients.push(client);
    return client;
  };
  const liveNow = () => stack.gateway.subscriptions.live();
  /**
   * Waits for the subscriptions of earlier tests to be gone, then answers a wait for `count` new ones to be live
   * (subscribed and bound: the first event after that must arrive).
   */
  const live = async (count = 1) => {
    await waitFor(() => (liveNow() === 0 ? true : undefined), { what: 'earlier subscriptions to end' });
    return () => waitFor(() => (liveNow() >= count ? true : undefined), { what: 'the subscriptions to be live' });
  };
  const patch = async (version: number, profileData: Record<string, unknown>) => {
    const answer = await call('PATCH', `/api/v1/entities/${entityId}`, { version, profileData });
    expect(answer.status).toBe(200);
    return answer.body.version as number;
  };

  beforeAll(async () => {
    stack = await startComplianceStack({
      RATE_LIMIT_FACTOR: '0',
      AMQP_URL: amqpUrl,
      EVENTS_EXCHANGE: `test.subscriptions.${randomUUID()}`,
    });
    owner = await seedTenant(sql);
    stranger = await seedTenant(sql);
    entityId = await seedEntity(
      sql,
      owner.tenantId,
      { registeredAddress: 'Old Street 1' },
      'Acme Subscriptions Private Limited',
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await stack?.stop();
  });

  test('a REST profile update reaches a graphql-ws subscriber with the changes, the version and the entity resolved through the supergraph', async () => {
    const ready = await live();
    const received = subscribe(connect(owner.headers.authorization), PROFILE_UPDATED, { entityId });
    await ready();
    const current = (await call('GET', `/api/v1/entities/${entityId}`)).body.version;
    const version = await patch(current, { registeredAddress: 'New Street 2' });

    const [event] = await waitFor(() => (received.events.length ? received.events : undefined), {
      what: 'profileUpdated',
    });
    expect(event.profileUpdated).toEqual({
      eventType: 'profile.updated',
      entityId,
      tenantId: owner.tenantId,
      userId: owner.userId,
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      version,
      changes: [{ field: 'registeredAddress', oldValue: 'Old Street 1', newValue: 'New Street 2' }],
      entity: {
        id: entityId,
        name: 'Acme Subscriptions Private Limited',
        version,
        profileData: { registeredAddress: 'New Street 2' },
      },
    });
    received.stop();
  });

  test("another tenant's subscriber receives nothing, and subscribing to another tenant's entity is refused", async () => {
    const strangerClient = connect(stranger.headers.authorization);
    const refused = subscribe(strangerClient, PROFILE_UPDATED, { entityId });
    await waitFor(() => (refused.errors.length ? true : undefined), { what: 'the refusal' });
    expect(refused.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(refused.events).toEqual([]);

    const ready = await live(2);
    refused.stop();
    const tenantWide = subscribe(strangerClient, EXTRACTION_COMPLETED, {});
    const ownerSees = subscribe(connect(owner.headers.authorization), PROFILE_UPDATED, { entityId });
    await ready();
    const current = (await call('GET', `/api/v1/entities/${entityId}`)).body.version;
    await patch(current, { registeredAddress: `Street ${current}` });
    await waitFor(() => (ownerSees.events.length ? true : undefined), { what: "the owner's event" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tenantWide.events).toEqual([]);
    tenantWide.stop();
    ownerSees.stop();
  });

  test("the compliance subgraph's rules refuse a malformed id and a job or entity outside the subscriber's tenant", async () => {
    const client = connect(owner.headers.authorization);
    const cases: [string, Record<string, unknown>, string][] = [
      [PROFILE_UPDATED, { entityId: 'profile.updated.*' }, 'VALIDATION_ERROR'],
      [`subscription ($jobId: ID) { extractionFailed(jobId: $jobId) { jobId } }`, { jobId: randomUUID() }, 'FORBIDDEN'],
      [EXTRACTION_COMPLETED, { entityId: randomUUID() }, 'FORBIDDEN'],
    ];
    for (const [query, variables, code] of cases) {
      const refused = subscribe(client, query, variables);
      await waitFor(() => (refused.errors.length ? true : undefined), { what: 'the refusal' });
      expect({ variables, error: refused.errors[0] }).toMatchObject({ variables, error: { extensions: { code } } });
      expect(refused.events).toEqual([]);
    }
  });

  test('an upload through REST produces extractionCompleted for the entity', async () => {
    const ready = await live();
    const received = subscribe(connect(owner.headers.authorization), EXTRACTION_COMPLETED, { entityId });
    await ready();
    const form = new FormData();
    form.append('entityId', entityId);
    form.append('documentType', 'CERTIFICATE_OF_INCORPORATION');
    form.append('file', new Blob([await incorporationCertificatePdf()]), 'certificate.pdf');
    const upload = await fetch(`${stack.restUrl}/compliance/api/v1/documents/upload`, {
      method: 'POST',
      body: form,
      headers: owner.headers,
    });
    const { jobId } = (await upload.json()) as { jobId: string };

    const [event] = await waitFor(() => (received.events.length ? received.events : undefined), {
      timeoutMs: 60_000,
      what: 'extractionCompleted',
    });
    expect(event.extractionCompleted).toMatchObject({
      eventType: 'extraction.completed',
      jobId,
      entityId,
      tenantId: owner.tenantId,
      documentType: 'CERTIFICATE_OF_INCORPORATION',
      extractedData: expect.objectContaining({ cin: expect.any(String) }),
      entity: { id: entityId, name: 'Acme Subscriptions Private Limited' },
    });
    received.stop();
  });

  test('subscribers of one event and selection cost one supergraph query, not one each', async () => {
    const client = connect(owner.headers.authorization);
    const ready = await live(20);
    const subscribers = Array.from({ length: 20 }, () => subscribe(client, PROFILE_UPDATED, { entityId }));
    await ready();
    const before = stack.gateway.subscriptions.entityQueries();
    const current = (await call('GET', `/api/v1/entities/${entityId}`)).body.version;
    await patch(current, { registeredAddress: `Shared ${current}` });
    await waitFor(() => (subscribers.every((received) => received.events.length) ? true : undefined), {
      what: 'every subscriber',
    });
    expect(stack.gateway.subscriptions.entityQueries() - before).toBe(1);
    expect(new Set(subscribers.map((received) => JSON.stringify(received.events[0])))).toHaveProperty('size', 1);
    for (const received of subscribers) received.stop();
  });

  test('a missing or bad token closes the connection with 4401 Unauthorized; so does an expiring one, ending its subscriptions', async () => {
    for (const authorization of [undefined, 'Bearer not-a-token', `Bearer ${await tokenFor(owner, -60)}`]) {
      let code: number | undefined;
      const received = subscribe(
        connect(authorization, (closed) => (code = closed)),
        PROFILE_UPDATED,
        { entityId },
      );
      await waitFor(() => code, { what: 'the connection to close' });
      expect(code).toBe(4401);
      expect(received.events).toEqual([]);
    }

    let code: number | undefined;
    const shortLived = `Bearer ${await tokenFor(owner, 3)}`;
    const ready = await live();
    const received = subscribe(
      connect(shortLived, (closed) => (code = closed)),
      PROFILE_UPDATED,
      { entityId },
    );
    await ready();
    await waitFor(() => code, { timeoutMs: 15_000, what: 'the expired connection to close' });
    expect(code).toBe(4401);
    await waitFor(() => (liveNow() === 0 ? true : undefined), { what: 'the expired subscription to end' });
    expect(received.events).toEqual([]);
  });

  test('queries are refused on the subscription transports', async () => {
    const received = subscribe(connect(owner.headers.authorization), '{ plans { id } }', {});
    await waitFor(() => (received.errors.length ? true : undefined), { what: 'the refusal' });
    expect(JSON.stringify(received.errors)).toContain('Only subscriptions');
  });

  test('graphql-sse subscribers receive the same events; a request without a token is 401', async () => {
    const sse = createSseClient({
      url: stack.gatewayUrl,
      headers: { authorization: owner.headers.authorization },
      retryAttempts: 0,
    });
    const events: any[] = [];
    const ready = await live();
    const stop = sse.subscribe(
      { query: PROFILE_UPDATED, variables: { entityId } },
      { next: (result) => events.push(result.data), error: () => undefined, complete: () => undefined },
    );
    await ready();
    const current = (await call('GET', `/api/v1/entities/${entityId}`)).body.version;
    const version = await patch(current, { registeredAddress: `Streamed ${current}` });
    await waitFor(() => (events.length ? true : undefined), { what: 'the SSE event' });
    expect(events[0].profileUpdated).toMatchObject({ entityId, version, entity: { id: entityId, version } });
    stop();
    sse.dispose();

    const anonymous = await fetch(stack.gatewayUrl, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ query: PROFILE_UPDATED, variables: { entityId } }),
    });
    expect(anonymous.status).toBe(401);
  });

  test('Apollo Client with GraphQLWsLink receives profileUpdated', async () => {
    const client = connect(owner.headers.authorization);
    const apollo = new ApolloClient({ link: new GraphQLWsLink(client), cache: new InMemoryCache() });
    const events: any[] = [];
    const ready = await live();
    const subscription = apollo
      .subscribe({ query: gql(PROFILE_UPDATED), variables: { entityId } })
      .subscribe({ next: (result) => events.push(result.data) });
    await ready();
    const current = (await call('GET', `/api/v1/entities/${entityId}`)).body.version;
    const version = await patch(current, { registeredAddress: `Apollo ${current}` });
    await waitFor(() => (events.length ? true : undefined), { what: "Apollo Client's event" });
    expect(events[0].profileUpdated).toMatchObject({
      __typename: 'ProfileUpdatedEvent',
      version,
      entity: { __typename: 'BusinessEntity', id: entityId },
    });
    subscription.unsubscribe();
    apollo.stop();
  });
});
