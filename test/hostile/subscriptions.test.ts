/* eslint-disable @typescript-eslint/no-explicit-any -- event bodies are checked field by field with expect */
import { createClient, type Client } from 'graphql-ws';
import { randomBytes } from 'node:crypto';
import { connect as connectTcp, type Socket } from 'node:net';
import WebSocket from 'ws';
import {
  complianceRest,
  complianceSql,
  seedEntity,
  seedTenant,
  seedUser,
  startComplianceStack,
  type TenantUser,
} from '../support/compliance.js';
import type { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * A hostile client against the gateway's subscription transports (graphql-ws over WebSocket, graphql-sse over
 * HTTP), on a real stack: sizes before and after authentication, the time a socket has to authenticate, caps per
 * identity, a fan-out that takes turns, and errors answered for one subscription with a code.
 */
const MAX_PER_CONNECTION = 150;
const MAX_PER_USER = 200;
const MAX_CONNECTIONS_PER_USER = 3;
const INIT_TIMEOUT_MS = 8_000;
const INIT_MAX_BYTES = 32_768;
const MIB = 1024 * 1024;

const PROFILE_UPDATED = `subscription ($entityId: ID!) {
  profileUpdated(entityId: $entityId) { entityId version }
}`;

let stack: TestStack;
const sql = complianceSql(() => stack);
const clients: Client[] = [];
const sockets: (WebSocket | Socket)[] = [];

const wsUrl = () => stack.gatewayUrl.replace(/^http/, 'ws');

beforeAll(async () => {
  stack = await startComplianceStack({
    RATE_LIMIT_FACTOR: '0',
    SUBSCRIPTION_INIT_TIMEOUT_MS: String(INIT_TIMEOUT_MS),
    SUBSCRIPTION_INIT_MAX_BYTES: String(INIT_MAX_BYTES),
    SUBSCRIPTION_MAX_PER_CONNECTION: String(MAX_PER_CONNECTION),
    SUBSCRIPTION_MAX_PER_USER: String(MAX_PER_USER),
    SUBSCRIPTION_MAX_CONNECTIONS_PER_USER: String(MAX_CONNECTIONS_PER_USER),
  });
}, 120_000);

afterAll(async () => {
  for (const socket of sockets)
    if (socket instanceof WebSocket) socket.terminate();
    else socket.destroy();
  await Promise.all(clients.map((client) => client.dispose()));
  await stack?.stop();
});

/** A graphql-ws client that does not retry, with what became of its connection. */
function graphqlWs(user: TenantUser) {
  const state = { connected: false, closed: undefined as number | undefined };
  const client = createClient({
    url: wsUrl(),
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: user.headers.authorization },
    retryAttempts: 0,
    lazy: false,
    // A close is what these tests expect and read from `state`: graphql-ws would print each one to the console.
    onNonLazyError: () => undefined,
    on: {
      connected: () => (state.connected = true),
      closed: (event) => (state.closed = (event as { code: number }).code),
    },
  });
  clients.push(client);
  return { client, state };
}

interface Received {
  events: any[];
  errors: any[];
  completed: boolean;
  stop: () => void;
}

function subscribe(client: Client, query: string, variables: Record<string, unknown>, onEvent?: () => void) {
  const received: Received = { events: [], errors: [], completed: false, stop: () => undefined };
  received.stop = client.subscribe(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) received.errors.push(...result.errors);
        else {
          received.events.push(result.data);
          onEvent?.();
        }
      },
      error: (error) => received.errors.push(...(Array.isArray(error) ? error : [error])),
      complete: () => (received.completed = true),
    },
  );
  return received;
}

const live = () => stack.gateway.subscriptions.live();

/** Opens `count` subscriptions to `entityId` on `client`, and waits until the gateway holds them all. */
async function openMany(client: Client, entityId: string, count: number, onEvent?: () => void): Promise<Received[]> {
  const before = live();
  const opened = Array.from({ length: count }, () => subscribe(client, PROFILE_UPDATED, { entityId }, onEvent));
  await waitFor(() => (live() >= before + count ? true : undefined), {
    what: `${count} subscriptions to be live`,
    timeoutMs: 60_000,
  });
  return opened;
}

async function patchProfile(owner: TenantUser, entityId: string, profileData: Record<string, unknown>) {
  const call = complianceRest(
    () => stack,
    () => owner.headers,
  );
  const current = (await call('GET', `/api/v1/entities/${entityId}`)).body.version as number;
  const answer = await call('PATCH', `/api/v1/entities/${entityId}`, { version: current, profileData });
  expect(answer.status).toBe(200);
}

/** A WebSocket client frame header (masked with a zero key, so the payload goes as it is). */
function frameHeader(length: number, opcode = 0x1): Buffer {
  const mask = Buffer.alloc(4);
  if (length < 126) return Buffer.concat([Buffer.from([0x80 | opcode, 0x80 | length]), mask]);
  if (length < 65536) {
    const header = Buffer.from([0x80 | opcode, 0x80 | 126, 0, 0]);
    header.writeUInt16BE(length, 2);
    return Buffer.concat([header, mask]);
  }
  const header = Buffer.alloc(10);
  header[0] = 0x80 | opcode;
  header[1] = 0x80 | 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  return Buffer.concat([header, mask]);
}

/**
 * A WebSocket opened by hand on a TCP socket (graphql-transport-ws), so that the test controls every byte it sends;
 * `closeCode` is the code of the first close frame the gateway sends.
 */
async function rawWebSocket() {
  const url = new URL(stack.gatewayUrl);
  const socket = connectTcp(Number(url.port), url.hostname);
  sockets.push(socket);
  const state = { closeCode: undefined as number | undefined, ended: false };
  let buffered = Buffer.alloc(0);
  let upgraded = false;
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (!upgraded) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        expect(buffered.subarray(0, end).toString()).toMatch(/^HTTP\/1\.1 101/);
        buffered = buffered.subarray(end + 4);
        upgraded = true;
        resolve();
      }
      // Server frames are unmasked; only the close frame matters here.
      while (buffered.length >= 2) {
        const opcode = buffered[0] & 0x0f;
        const length = buffered[1] & 0x7f;
        if (length >= 126 || buffered.length < 2 + length) break;
        if (opcode === 0x8 && state.closeCode === undefined) state.closeCode = buffered.readUInt16BE(2);
        buffered = buffered.subarray(2 + length);
      }
    });
    socket.once('close', () => (state.ended = true));
    socket.write(
      `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n` +
        `Sec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n`,
    );
  });
  socket.on('error', () => undefined);
  /**
   * Writes one text message of `length` bytes (spaces) as fast as the socket takes it, until it is all written or
   * the gateway closes; answers how many payload bytes were written when its close frame arrived.
   */
  const sendHuge = async (length: number): Promise<{ writtenAtClose: number | undefined; written: number }> => {
    socket.write(frameHeader(length));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let written = 0;
    let writtenAtClose: number | undefined;
    while (written < length && !state.ended) {
      if (state.closeCode !== undefined && writtenAtClose === undefined) writtenAtClose = written;
      if (writtenAtClose !== undefined) break;
      const piece = chunk.subarray(0, Math.min(chunk.length, length - written));
      written += piece.length;
      if (!socket.write(piece))
        await new Promise<void>((resolve) => {
          const done = () => {
            clearInterval(poll);
            resolve();
          };
          // The gateway may stop reading: a close frame or the end of the socket ends the wait too.
          const poll = setInterval(() => (state.closeCode !== undefined || state.ended) && done(), 20);
          socket.once('drain', done);
        });
    }
    if (state.closeCode !== undefined && writtenAtClose === undefined) writtenAtClose = written;
    return { writtenAtClose, written };
  };
  return { socket, state, sendHuge };
}

/** A `ws` client speaking graphql-transport-ws by hand: its messages and its close code. */
async function plainWebSocket() {
  const socket = new WebSocket(wsUrl(), 'graphql-transport-ws');
  sockets.push(socket);
  const state = { messages: [] as any[], closeCode: undefined as number | undefined };
  socket.on('message', (data) => state.messages.push(JSON.parse((data as Buffer).toString())));
  socket.on('close', (code) => (state.closeCode = code));
  socket.on('error', () => undefined);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, state };
}

/** An SSE request (graphql-sse's distinct connection) with `body`, as the graphql-sse client sends it. */
function ssePost(user: TenantUser, body: RequestInit['body'], extraHeaders: Record<string, string> = {}) {
  return fetch(stack.gatewayUrl, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      authorization: user.headers.authorization,
      ...extraHeaders,
    },
    body,
    duplex: 'half',
  });
}

describe('sizes', () => {
  test('a WebSocket message over 2 MiB before connection_init is refused with 1009 while the client is still writing it', async () => {
    const { state, sendHuge } = await rawWebSocket();
    const total = 64 * MIB;
    const { writtenAtClose } = await sendHuge(total);
    expect(state.closeCode).toBe(1009);
    // Refused from the frame's header: the gateway did not wait for (or buffer) the message.
    expect(writtenAtClose).toBeDefined();
    expect(writtenAtClose!).toBeLessThan(total);
  });

  test('a connection_init longer than SUBSCRIPTION_INIT_MAX_BYTES is refused with 1009, even with a valid token', async () => {
    const owner = await seedTenant(sql);
    const { socket, state } = await plainWebSocket();
    socket.send(
      JSON.stringify({
        type: 'connection_init',
        payload: { Authorization: owner.headers.authorization, padding: 'x'.repeat(MIB) },
      }),
    );
    await waitFor(() => state.closeCode, { what: 'the close' });
    expect(state.closeCode).toBe(1009);
    expect(state.messages).toEqual([]);
  });

  test('once acknowledged, a WebSocket message over 2 MiB is refused with 1009', async () => {
    const owner = await seedTenant(sql);
    const { socket, state } = await plainWebSocket();
    socket.send(JSON.stringify({ type: 'connection_init', payload: { Authorization: owner.headers.authorization } }));
    await waitFor(() => (state.messages.some((message) => message.type === 'connection_ack') ? true : undefined), {
      what: 'connection_ack',
    });
    // Within the limit after authentication: a 1 MiB message is taken (and its document refused for its id).
    const padded = (bytes: number) =>
      `subscription { profileUpdated(entityId: "x") { version } } #${'x'.repeat(bytes)}`;
    socket.send(JSON.stringify({ id: 'within', type: 'subscribe', payload: { query: padded(MIB) } }));
    await waitFor(() => (state.messages.some((message) => message.id === 'within') ? true : undefined), {
      what: 'the answer to the 1 MiB message',
    });
    expect(state.closeCode).toBeUndefined();
    socket.send(JSON.stringify({ id: 'beyond', type: 'subscribe', payload: { query: padded(3 * MIB) } }));
    await waitFor(() => state.closeCode, { what: 'the close' });
    expect(state.closeCode).toBe(1009);
    expect(state.messages.some((message) => message.id === 'beyond')).toBe(false);
  });

  test('an SSE request body over 2 MiB is answered 413 PAYLOAD_TOO_LARGE in GraphQL JSON', async () => {
    const owner = await seedTenant(sql);
    const entityId = await seedEntity(sql, owner.tenantId);
    const body = JSON.stringify({
      query: PROFILE_UPDATED,
      variables: { entityId, padding: 'x'.repeat(3 * MIB) },
    });
    const answer = await ssePost(owner, body);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  test('a chunked SSE request body over 2 MiB is answered 413 PAYLOAD_TOO_LARGE', async () => {
    const owner = await seedTenant(sql);
    const entityId = await seedEntity(sql, owner.tenantId);
    const piece = new TextEncoder().encode('x'.repeat(256 * 1024));
    let sent = 0;
    // A body without Content-Length (chunked) of 8 MiB.
    const body = new ReadableStream<Uint8Array>({
      start: (controller) =>
        controller.enqueue(
          new TextEncoder().encode(
            `{"query":${JSON.stringify(PROFILE_UPDATED)},"variables":{"entityId":"${entityId}","padding":"`,
          ),
        ),
      pull: (controller) => {
        sent += piece.length;
        if (sent > 8 * MIB) {
          controller.enqueue(new TextEncoder().encode('"}}'));
          controller.close();
        } else controller.enqueue(piece);
      },
    });
    const answer = await ssePost(owner, body);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });
});

describe('nesting', () => {
  test('WebSocket subscribe variables nested deeper than 64 levels are answered with VALIDATION_ERROR for that id, and the connection goes on', async () => {
    const owner = await seedTenant(sql);
    const entityId = await seedEntity(sql, owner.tenantId);
    const { client, state } = graphqlWs(owner);
    let deep: unknown = 'x';
    for (let level = 0; level < 2_000; level += 1) deep = { deeper: deep };
    const refused = subscribe(client, PROFILE_UPDATED, { entityId, deep });
    await waitFor(() => (refused.errors.length ? true : undefined), { what: 'the refusal' });
    expect(refused.errors[0]).toMatchObject({ extensions: { code: 'VALIDATION_ERROR' } });
    expect(refused.errors[0].message).toMatch(/nested deeper than 64/);
    const before = live();
    const fine = subscribe(client, PROFILE_UPDATED, { entityId });
    await waitFor(() => (live() > before ? true : undefined), { what: 'the next subscription to be live' });
    expect(state.closed).toBeUndefined();
    fine.stop();
  });

  test('SSE variables nested deeper than 64 levels are refused with 400 VALIDATION_ERROR, in a POST body and in a GET URL', async () => {
    const owner = await seedTenant(sql);
    let deep: unknown = 'x';
    for (let level = 0; level < 2_000; level += 1) deep = [deep];
    const post = await ssePost(owner, JSON.stringify({ query: PROFILE_UPDATED, variables: { entityId: deep } }));
    expect(post.status).toBe(400);
    expect(await post.json()).toMatchObject({ errors: [{ extensions: { code: 'VALIDATION_ERROR' } }] });

    const url = new URL(stack.gatewayUrl);
    url.searchParams.set('query', PROFILE_UPDATED);
    url.searchParams.set('variables', JSON.stringify({ entityId: deep }));
    const get = await fetch(url, {
      headers: { accept: 'text/event-stream', authorization: owner.headers.authorization },
    });
    expect(get.status).toBe(400);
    expect(await get.json()).toMatchObject({ errors: [{ extensions: { code: 'VALIDATION_ERROR' } }] });
  });
});

describe('time', () => {
  test('a WebSocket whose connection_init is not authorized within SUBSCRIPTION_INIT_TIMEOUT_MS is closed with 4408, and one that sends it in time is acknowledged', async () => {
    const owner = await seedTenant(sql);
    const silent = await plainWebSocket();
    const late = await plainWebSocket();
    // Later than graphql-ws's own 3 s default, well within the configured budget.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    late.socket.send(
      JSON.stringify({ type: 'connection_init', payload: { Authorization: owner.headers.authorization } }),
    );
    await waitFor(() => (late.state.messages.some((message) => message.type === 'connection_ack') ? true : undefined), {
      what: 'the late connection_ack',
    });
    expect(late.state.closeCode).toBeUndefined();
    await waitFor(() => silent.state.closeCode, { what: 'the silent socket to be closed' });
    expect(silent.state.closeCode).toBe(4408);
    // The acknowledged one is not closed by the budget.
    expect(late.state.closeCode).toBeUndefined();
  }, 60_000);
});

describe('error shape', () => {
  test('a subscribe with a syntax error is answered with an error for its id, and another subscription on the same WebSocket still receives events', async () => {
    const owner = await seedTenant(sql);
    const entityId = await seedEntity(sql, owner.tenantId);
    const { client, state } = graphqlWs(owner);
    const before = live();
    const good = subscribe(client, PROFILE_UPDATED, { entityId });
    await waitFor(() => (live() > before ? true : undefined), { what: 'the subscription to be live' });

    const refusals: [string, Record<string, unknown>][] = [
      ['subscription { profileUpdated(entityId: "x") { version }', {}], // syntax error
      ['subscription { noSuchField }', {}], // does not validate
      ['query { __typename }', {}], // not a subscription
      [PROFILE_UPDATED, {}], // a required variable missing
      [PROFILE_UPDATED, { entityId: { not: 'an id' } }], // a variable of the wrong type
      [
        'subscription A { profileUpdated(entityId: "x") { version } } subscription B { profileUpdated(entityId: "y") { version } }',
        {},
      ], // no operationName
    ];
    for (const [query, variables] of refusals) {
      const refused = subscribe(client, query, variables);
      await waitFor(() => (refused.errors.length || refused.completed ? true : undefined), {
        what: `the answer to ${query}`,
      });
      expect({ query, errors: refused.errors }).toMatchObject({
        query,
        errors: [{ message: expect.any(String), extensions: { code: 'VALIDATION_ERROR' } }],
      });
    }
    expect(state.closed).toBeUndefined();

    await patchProfile(owner, entityId, { registeredAddress: 'After The Refusals 1' });
    await waitFor(() => (good.events.length ? true : undefined), { what: 'the event on the other subscription' });
    expect(good.events[0].profileUpdated).toMatchObject({ entityId });
    expect(state.closed).toBeUndefined();
    good.stop();
  });

  test('an SSE request with a syntax error, or that is no subscription request, is answered 400 VALIDATION_ERROR in GraphQL JSON', async () => {
    const owner = await seedTenant(sql);
    for (const body of [
      JSON.stringify({ query: 'subscription { profileUpdated(' }),
      JSON.stringify({ query: 'subscription { noSuchField }' }),
      JSON.stringify({ variables: {} }),
      JSON.stringify(['not', 'an', 'object']),
      JSON.stringify({ query: PROFILE_UPDATED, variables: 'text' }),
    ]) {
      const answer = await ssePost(owner, body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect({ body, answer: await answer.json() }).toMatchObject({
        body,
        answer: { errors: [{ message: expect.any(String), extensions: { code: 'VALIDATION_ERROR' } }] },
      });
    }
  });
});

describe('counts', () => {
  test('a subscription beyond SUBSCRIPTION_MAX_PER_CONNECTION is refused with RATE_LIMIT_EXCEEDED for its id alone, and a place freed by a complete is taken again', async () => {
    const owner = await seedTenant(sql);
    const entityId = await seedEntity(sql, owner.tenantId);
    const { client, state } = graphqlWs(owner);
    const opened = await openMany(client, entityId, MAX_PER_CONNECTION);
    const beyond = subscribe(client, PROFILE_UPDATED, { entityId });
    await waitFor(() => (beyond.errors.length ? true : undefined), { what: 'the refusal' });
    expect(beyond.errors[0]).toMatchObject({ extensions: { code: 'RATE_LIMIT_EXCEEDED' } });
    expect(state.closed).toBeUndefined();

    opened[0].stop();
    const before = live();
    await waitFor(() => (live() < before ? true : undefined), { what: 'the completed subscription to end' });
    const again = subscribe(client, PROFILE_UPDATED, { entityId });
    await waitFor(() => (live() === before ? true : undefined), { what: 'the new subscription to be live' });
    await patchProfile(owner, entityId, { registeredAddress: 'Per Connection 1' });
    await waitFor(() => (again.events.length ? true : undefined), { what: 'the event on the new subscription' });
    expect(again.errors).toEqual([]);
    for (const subscription of [...opened, again]) subscription.stop();
  }, 120_000);

  test('a subscription beyond SUBSCRIPTION_MAX_PER_USER across WebSockets and SSE is refused with RATE_LIMIT_EXCEEDED, and closing a connection releases its places', async () => {
    const owner = await seedTenant(sql);
    const entityId = await seedEntity(sql, owner.tenantId);
    const first = graphqlWs(owner);
    const second = graphqlWs(owner);
    await openMany(first.client, entityId, MAX_PER_CONNECTION);
    const more = await openMany(second.client, entityId, MAX_PER_USER - MAX_PER_CONNECTION);
    const beyond = subscribe(second.client, PROFILE_UPDATED, { entityId });
    await waitFor(() => (beyond.errors.length ? true : undefined), { what: 'the refusal' });
    expect(beyond.errors[0]).toMatchObject({ extensions: { code: 'RATE_LIMIT_EXCEEDED' } });
    expect(second.state.closed).toBeUndefined();
    // An SSE stream is a subscription of the same user: 429.
    const sse = await ssePost(owner, JSON.stringify({ query: PROFILE_UPDATED, variables: { entityId } }));
    expect(sse.status).toBe(429);
    expect(await sse.json()).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMIT_EXCEEDED' } }] });

    const before = live();
    await first.client.dispose();
    await waitFor(() => (live() <= before - MAX_PER_CONNECTION ? true : undefined), {
      what: "the closed connection's subscriptions to end",
    });
    const again = subscribe(second.client, PROFILE_UPDATED, { entityId });
    await patchProfile(owner, entityId, { registeredAddress: 'Per User 1' });
    await waitFor(() => (again.events.length ? true : undefined), { what: 'the event on the new subscription' });
    expect(again.errors).toEqual([]);
    for (const subscription of [...more, again]) subscription.stop();
  }, 120_000);

  test('a WebSocket beyond SUBSCRIPTION_MAX_CONNECTIONS_PER_USER is closed with 1008, an SSE stream beyond it is answered 429, and a closed connection frees its place', async () => {
    const owner = await seedTenant(sql);
    const entityId = await seedEntity(sql, owner.tenantId);
    const held = Array.from({ length: MAX_CONNECTIONS_PER_USER }, () => graphqlWs(owner));
    await waitFor(() => (held.every(({ state }) => state.connected) ? true : undefined), {
      what: 'the connections to be acknowledged',
    });
    const beyond = graphqlWs(owner);
    await waitFor(() => beyond.state.closed, { what: 'the connection beyond the cap to be closed' });
    expect(beyond.state.closed).toBe(1008);
    expect(beyond.state.connected).toBe(false);

    const sse = await ssePost(owner, JSON.stringify({ query: PROFILE_UPDATED, variables: { entityId } }));
    expect(sse.status).toBe(429);
    expect(await sse.json()).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMIT_EXCEEDED' } }] });

    // Another user is not concerned.
    const other = graphqlWs(await seedTenant(sql));
    await waitFor(() => (other.state.connected ? true : undefined), { what: "another user's connection" });

    await held[0].client.dispose();
    const again = graphqlWs(owner);
    await waitFor(() => (again.state.connected || again.state.closed ? true : undefined), {
      what: 'the new connection to be answered',
    });
    expect(again.state).toEqual({ connected: true, closed: undefined });
  });

  test('an event that fans out to many subscriptions of one client reaches the subscription of another client before that fan-out is through', async () => {
    const owner = await seedTenant(sql);
    // Another user of the tenant (a real member: the gateway confirms membership).
    const neighbour = await seedUser(sql, owner.tenantId);
    const entityId = await seedEntity(sql, owner.tenantId);
    const many = graphqlWs(owner);
    let manyReceived = 0;
    const opened = await openMany(many.client, entityId, MAX_PER_CONNECTION, () => (manyReceived += 1));
    // Subscribed last: without turns, its event would be written after all of the others.
    let manyReceivedWhenNeighbourGotIt: number | undefined;
    const other = graphqlWs(neighbour);
    const [watching] = await openMany(other.client, entityId, 1, () => (manyReceivedWhenNeighbourGotIt = manyReceived));

    await patchProfile(owner, entityId, { registeredAddress: 'Fan Out 1' });
    await waitFor(() => (manyReceived === MAX_PER_CONNECTION && watching.events.length ? true : undefined), {
      what: 'every subscription to receive the event',
    });
    expect(manyReceivedWhenNeighbourGotIt).toBeDefined();
    expect(manyReceivedWhenNeighbourGotIt!).toBeLessThan(MAX_PER_CONNECTION);
    // Nothing lost or doubled by taking turns.
    expect(opened.map((subscription) => subscription.events.length)).toEqual(opened.map(() => 1));
    expect(watching.events).toHaveLength(1);
    for (const subscription of [...opened, watching]) subscription.stop();
  }, 120_000);
});
