import { createClient, type Client } from 'graphql-ws';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import { cpuMilliseconds, percentile, positiveInteger, residentKiB, round1 } from './measure.js';
import {
  createEntity,
  signUpComplianceTenant,
  updateProfile,
  type BenchEntity,
  type ComplianceTenant,
} from './seed.js';
import { gatewayUrl, ports, startComponents, stopProcesses, type ComponentName, type EventTransport } from './stack.js';

/**
 * Floods (issue 32): what ONE hostile client, from one address, does to the ordinary clients of the gateway and to
 * its memory. The stack runs as a deployment runs it (each component a process of its own) with every limit at its
 * default: rate limits on (RATE_LIMIT_FACTOR unset), and only the REST adapter's address trusted as a proxy, so that
 * the gateway tells the clients apart by their socket addresses (all in 127.0.0.0/8, which Linux routes to the
 * loopback interface).
 *
 * Each phase lasts BENCH_FLOOD_SECONDS. Throughout it the ordinary clients do what they always do, and the phase's
 * hostile client (none in the first and last) floods the gateway, then lets everything go:
 * - the ordinary clients: ORDINARY_ADDRESSES.length clients, each from an address of its own, send a public query
 *   (training's taxonomies, a cached answer) at most 8 times a second each (training's public-read limit is 600 a
 *   minute per address), each on a new connection, as a client arriving during the flood would; one of them opens a
 *   new graphql-ws connection with its token again and again (time to the server's acknowledgement); and one
 *   subscriber, connected before the first phase, watches its entity while the client updates it through the REST
 *   adapter (update sent → event received);
 * - the hostile client, on a thread of its own (see `onHostileThread`): (a) WebSocket upgrades without a token, (b) requests that declare a body and send one byte,
 *   (c) bodies trickled a byte every 5 s, (d) 90 MiB `connection_init` messages, (e) many subscriptions on one token
 *   and one WebSocket, with events fanned out to them, (f) GET requests with deeply nested variables.
 *
 * Every loop is bounded in count and time; every connection is closed at the end of its phase.
 */

/** The one proxy the gateway trusts: the REST adapter, which calls it from the default loopback address. */
const REST_ADAPTER_ADDRESS = '127.0.0.1';
const ORDINARY_ADDRESSES = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14'] as const;
const HOSTILE_ADDRESS = '127.0.0.66';

const FLOOD_SECONDS = positiveInteger('BENCH_FLOOD_SECONDS', 10);
/** Connections the hostile keeps open in floods (a)-(c): the connection cap of every listener was 2,048. */
const FLOOD_CONNECTIONS = positiveInteger('BENCH_FLOOD_CONNECTIONS', 2100);
/** Subscriptions the hostile asks for in flood (e). */
const FLOOD_SUBSCRIPTIONS = positiveInteger('BENCH_FLOOD_SUBSCRIPTIONS', 10_000);

/** Each ordinary client sends at most one query per this interval (8 a second). */
const QUERY_INTERVAL_MS = 125;
const ORDINARY_QUERY = '{ taxonomies { categories { id name } } }';
/** An answer (or a WebSocket acknowledgement, or an event) not received within this counts as an error. */
const ANSWER_TIMEOUT_MS = 10_000;
const DELIVERY_TIMEOUT_MS = 5_000;
/** Pauses of the ordinary WebSocket and subscriber probes between two tries. */
const PROBE_PAUSE_MS = 250;
const SETTLE_MS = 2_000;

/** Connections opened at once: more would overflow the gateway's listen backlog and measure TCP retries. */
const CONNECT_BATCH = 100;
/** A connection the server closed is opened again after this, at most this many times per connection kept. */
const REOPEN_DELAY_MS = 1_000;
const ATTEMPTS_PER_CONNECTION = 4;
const DECLARED_BODY_BYTES = 1_000;
const TRICKLE_INTERVAL_MS = 5_000;
/** Flood (d): this many 90 MiB messages at once, in at most this many rounds. */
const INIT_BYTES = 90 * 2 ** 20;
const INITS_AT_ONCE = 3;
const INIT_ROUNDS = 2;
/** Flood (e): the hostile updates its entity this often, each update an event fanned out to every subscription. */
const FAN_OUT_INTERVAL_MS = 1_000;
/** Flood (f): requests in flight at once, and at most this many in all. */
const DEEP_GETS_AT_ONCE = 2;
const DEEP_GETS = 2_000;
const DEEP_VARIABLES_DEPTH = 7_000;

const PROFILE_UPDATED = `subscription FloodProfileUpdated($entityId: ID!) {
  profileUpdated(entityId: $entityId) { entityId version }
}`;

type Millis = { p50: number; p99: number; max: number };

/** What one phase did: the ordinary clients' figures, the hostile's outcomes and the gateway's memory. */
export interface FloodPhaseFigures {
  readonly flood: string;
  readonly queries: { count: number; ms: Millis; errors: Record<string, number> };
  readonly webSocketConnects: { count: number; ms: Millis; errors: Record<string, number> };
  readonly deliveries: { count: number; ms: Millis; errors: Record<string, number> };
  /** What the hostile tried and what became of it, `outcome: count`. */
  readonly hostile: Record<string, number>;
  /** The gateway process's resident memory before the phase, its highest sample during it, and after it settled. */
  readonly gatewayRssMiB: { before: number; peak: number; after: number };
  /** CPU time the gateway process and the bench process (ordinary and hostile clients alike) spent in the phase. */
  readonly cpuSeconds: { gateway: number; bench: number };
  /**
   * The ordinary clients' own event-loop delay (p99, ms; the bench's main thread, the hostile client runs on
   * another): a large value would mean the figures above measure the bench (or the machine) rather than the gateway.
   */
  readonly benchLoopDelayP99Ms: number;
  /** The machine's one-minute load average at the end of the phase (2 cores shared with everything else). */
  readonly loadAverage: number;
}

export interface FloodFigures {
  readonly seconds: number;
  readonly ordinaryClients: number;
  readonly phases: readonly FloodPhaseFigures[];
}

/** Counts of outcomes, by what happened. */
class Tally {
  readonly counts = new Map<string, number>();
  add(outcome: string, count = 1): void {
    this.counts.set(outcome, (this.counts.get(outcome) ?? 0) + count);
  }
  total(): number {
    return [...this.counts.values()].reduce((sum, count) => sum + count, 0);
  }
  record(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }
}

/** Latencies of successes, and failures by kind. */
class Samples {
  readonly ms: number[] = [];
  readonly errors = new Tally();
  figures(): { count: number; ms: Millis; errors: Record<string, number> } {
    const sorted = [...this.ms].sort((a, b) => a - b);
    return {
      count: sorted.length + this.errors.total(),
      ms: {
        p50: round1(percentile(sorted, 50)),
        p99: round1(percentile(sorted, 99)),
        max: round1(sorted.at(-1) ?? Number.NaN),
      },
      errors: this.errors.record(),
    };
  }
}

const errorKind = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code ?? (error instanceof Error ? error.message : String(error));

/** Settles when `deadline` (a performance.now() time) comes. */
const untilDeadline = (deadline: number) => sleep(Math.max(0, deadline - performance.now()));

/** `promise`, or an error `what within <ms> ms` once `timeoutMs` passed (its timer cleared either way). */
async function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  const timer = new AbortController();
  const timeout = sleep(Math.max(0, timeoutMs), undefined, { signal: timer.signal }).then(() => {
    throw new Error(`${what} within ${Math.round(timeoutMs)} ms`);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    timer.abort();
    timeout.catch(() => undefined);
  }
}

/** Polls `done` until it holds or `timeoutMs` passes; answers whether it held. */
async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await sleep(5);
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// The stack

/**
 * The components as processes of their own, with production's limits: the bench's environment but rate limits at
 * their default, and only the REST adapter trusted as a proxy (a hostile client on another loopback address must
 * not be one).
 */
function startFloodStack(
  databaseUrl: string,
  transport: EventTransport,
): Promise<Partial<Record<ComponentName, ChildProcess>>> {
  return startComponents(databaseUrl, transport, {
    edge: false,
    inspect: false,
    env: { TRUSTED_PROXIES: REST_ADAPTER_ADDRESS, RATE_LIMIT_FACTOR: undefined },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Clients

/** `ws`'s WebSocket bound to a local address, for graphql-ws (which constructs it with a URL and a protocol). */
function webSocketFrom(localAddress: string) {
  return class extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { localAddress });
    }
  };
}

interface GraphqlWs {
  readonly client: Client;
  /** Settles once the server acknowledged the connection; rejects when it closed it first. */
  readonly connected: Promise<void>;
  /** The close code once the connection closed (also when the client disposed of it). */
  closeCode(): number | undefined;
}

function openGraphqlWs(localAddress: string, authorization: string): GraphqlWs {
  let closeCode: number | undefined;
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const connected = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  connected.catch(() => undefined);
  const client = createClient({
    url: gatewayUrl.replace(/^http/, 'ws'),
    webSocketImpl: webSocketFrom(localAddress),
    connectionParams: { Authorization: authorization },
    lazy: false,
    // Reported through `closed` below, rather than to the console.
    onNonLazyError: () => undefined,
    retryAttempts: 0,
    on: {
      connected: () => settle.resolve(),
      closed: (event) => {
        closeCode = (event as { code?: number }).code;
        settle.reject(new Error(`closed ${closeCode}`));
      },
      error: (error) => settle.reject(new Error(`failed: ${errorKind(error)}`)),
    },
  });
  return { client, connected, closeCode: () => closeCode };
}

/**
 * What ended a subscription, from graphql-ws's error sink: the server's error message (GraphQL errors), or the
 * connection's close event.
 */
function subscriptionEnding(error: unknown): string {
  if (Array.isArray(error))
    return `subscription refused: ${(error[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code ?? 'without a code'}`;
  return `subscription ended: ${errorKind(error)}`;
}

/** One ordinary query on a new connection from `localAddress`: its time, or what went wrong. */
function ordinaryQuery(localAddress: string): Promise<{ ms: number } | { error: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const body = JSON.stringify({ query: ORDINARY_QUERY });
    const call = request(
      gatewayUrl,
      {
        method: 'POST',
        localAddress,
        agent: false,
        timeout: ANSWER_TIMEOUT_MS,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => resolve({ error: errorKind(error) }));
        response.on('end', () => {
          if (response.statusCode !== 200) return resolve({ error: `answered ${response.statusCode}` });
          const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            errors?: { extensions?: { code?: string } }[];
          };
          if (answer.errors?.length)
            return resolve({ error: `error ${answer.errors[0]?.extensions?.code ?? 'without a code'}` });
          resolve({ ms: performance.now() - started });
        });
      },
    );
    call.on('timeout', () => call.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)));
    call.on('error', (error) => resolve({ error: errorKind(error) }));
    call.end(body);
  });
}

/** The ordinary clients' credentials, entity and standing subscriber. */
interface Ordinary {
  readonly tenant: ComplianceTenant;
  readonly entity: BenchEntity;
  subscriber?: { readonly ws: GraphqlWs; readonly arrivals: Map<number, number> };
  /** Why the standing subscriber is not live, when it is not. */
  subscriberDown?: string;
}

/**
 * A standing subscriber of the ordinary tenant's entity, live once it received an event (bounded tries); answers
 * why not when it is not (the stack under measurement may refuse it: the scenario measures whatever it does).
 */
async function subscribeOrdinary(ordinary: Ordinary): Promise<string | undefined> {
  await ordinary.subscriber?.ws.client.dispose();
  const ws = openGraphqlWs(ORDINARY_ADDRESSES[0], ordinary.tenant.headers.authorization);
  const arrivals = new Map<number, number>();
  ws.client.subscribe<{ profileUpdated: { version: number } }>(
    { query: PROFILE_UPDATED, variables: { entityId: ordinary.entity.id } },
    {
      next: (result) => {
        const arrivedAt = performance.now();
        if (result.data) arrivals.set(result.data.profileUpdated.version, arrivedAt);
      },
      error: (error) => (refusal ??= subscriptionEnding(error)),
      complete: () => undefined,
    },
  );
  let refusal: string | undefined;
  ordinary.subscriber = { ws, arrivals };
  try {
    await ws.connected;
    for (let attempt = 1; attempt <= 10 && !refusal; attempt++) {
      const version = await updateProfile(ordinary.tenant, ordinary.entity, `Warm-up Street ${attempt}`);
      if (await until(() => arrivals.has(version) || refusal !== undefined, 3_000)) return refusal;
    }
    return refusal ?? 'no warm-up event of 10 received';
  } catch (error) {
    return `subscriber not connected: ${errorKind(error)}`;
  }
}

/** The ordinary clients until `deadline`: queries, new WebSocket connections, and event deliveries. */
async function ordinaryClients(
  ordinary: Ordinary,
  deadline: number,
): Promise<Pick<FloodPhaseFigures, 'queries' | 'webSocketConnects' | 'deliveries'>> {
  const queries = new Samples();
  const connects = new Samples();
  const deliveries = new Samples();
  const queryLoop = async (address: string) => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const outcome = await ordinaryQuery(address);
      if ('ms' in outcome) queries.ms.push(outcome.ms);
      else queries.errors.add(outcome.error);
      await sleep(Math.max(0, QUERY_INTERVAL_MS - (performance.now() - started)));
    }
  };
  const connectLoop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const ws = openGraphqlWs(ORDINARY_ADDRESSES[1], ordinary.tenant.headers.authorization);
      try {
        await within(ws.connected, ANSWER_TIMEOUT_MS, 'no acknowledgement');
        connects.ms.push(performance.now() - started);
      } catch (error) {
        connects.errors.add(errorKind(error));
      }
      await ws.client.dispose();
      await sleep(PROBE_PAUSE_MS);
    }
  };
  const deliveryLoop = async () => {
    for (let round = 1; performance.now() < deadline; round++) {
      const subscriber = ordinary.subscriber;
      if (ordinary.subscriberDown || !subscriber || subscriber.ws.closeCode() !== undefined) {
        deliveries.errors.add(ordinary.subscriberDown ?? `subscriber closed ${subscriber?.ws.closeCode()}`);
        return;
      }
      const sentAt = performance.now();
      try {
        const version = await updateProfile(ordinary.tenant, ordinary.entity, `Flood Street ${round}`);
        if (await until(() => subscriber.arrivals.has(version), DELIVERY_TIMEOUT_MS))
          deliveries.ms.push(subscriber.arrivals.get(version)! - sentAt);
        else deliveries.errors.add(`no event within ${DELIVERY_TIMEOUT_MS} ms`);
      } catch (error) {
        deliveries.errors.add(`update failed: ${errorKind(error)}`);
      }
      await sleep(PROBE_PAUSE_MS);
    }
  };
  await Promise.all([...ORDINARY_ADDRESSES.map(queryLoop), connectLoop(), deliveryLoop()]);
  return { queries: queries.figures(), webSocketConnects: connects.figures(), deliveries: deliveries.figures() };
}

// ---------------------------------------------------------------------------------------------------------------
// The hostile client

/** A raw TCP connection of the hostile's to the gateway: the first bytes it received, and whether it closed. */
class RawConnection {
  readonly socket: Socket;
  readonly connected: Promise<void>;
  readonly closed: Promise<void>;
  /** Settles with the status of the first answer's status line. */
  readonly answered: Promise<number>;
  private head = Buffer.alloc(0);
  private error?: string;

  constructor() {
    this.socket = connect({ host: '127.0.0.1', port: ports.GATEWAY_PORT, localAddress: HOSTILE_ADDRESS });
    this.socket.on('error', (error) => (this.error ??= errorKind(error)));
    // Settle on their events alone (events.once would reject `closed` on the socket's error, which precedes it).
    this.connected = new Promise((resolve) => this.socket.once('connect', () => resolve()));
    this.closed = new Promise((resolve) => this.socket.once('close', () => resolve()));
    this.answered = new Promise((resolve) => {
      const onData = (chunk: Buffer) => {
        // The answer's head and the first frame after it are all the hostile reads.
        if (this.head.length < 4096) this.head = Buffer.concat([this.head, chunk]);
        const status = this.status();
        if (status !== undefined) resolve(status);
      };
      this.socket.on('data', onData);
    });
  }

  status(): number | undefined {
    const line = /^HTTP\/1\.1 (\d{3}) /.exec(this.head.toString('latin1'));
    return line ? Number(line[1]) : undefined;
  }

  /** The close code of the server's first WebSocket frame after the 101, when it is a close frame. */
  closeCode(): number | undefined {
    const end = this.head.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const frame = this.head.subarray(end + 4);
    if (frame.length < 4 || (frame[0] & 0x0f) !== 0x8) return undefined;
    return frame.readUInt16BE(2);
  }

  /** How the server ended the connection, once it did. */
  ending(): string {
    const status = this.status();
    if (status === 101) return `upgraded, then closed ${this.closeCode() ?? 'without a close frame'}`;
    if (status !== undefined) return `answered ${status}`;
    return `closed unanswered${this.error ? ` (${this.error})` : ''}`;
  }

  get isClosed(): boolean {
    return this.socket.destroyed;
  }

  /** Settles once the socket's buffer drained (see `write`). */
  drained(): Promise<void> {
    return new Promise((resolve) => this.socket.once('drain', () => resolve()));
  }

  write(data: string | Buffer): boolean {
    return !this.socket.destroyed && this.socket.write(data);
  }

  release(): void {
    this.socket.destroy();
  }
}

const upgradeRequest = () =>
  `GET /graphql HTTP/1.1\r\nHost: 127.0.0.1:${ports.GATEWAY_PORT}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
  `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n` +
  'Sec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n';

const bodyRequestHead = () =>
  `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${ports.GATEWAY_PORT}\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${DECLARED_BODY_BYTES}\r\n\r\n`;

/** One connection a flood holds: started (connected, its request sent) and ended by the server, or still held. */
interface Held {
  readonly raw: RawConnection;
  /** Settles with how the server ended it. */
  readonly ended: Promise<string>;
  /** What it is when the hostile lets it go at the deadline. */
  held(): string;
}

/**
 * Keeps `count` connections open until `deadline`, opened CONNECT_BATCH at a time: one the server ends is opened
 * again after REOPEN_DELAY_MS, at most ATTEMPTS_PER_CONNECTION × `count` in all. Every connection is closed
 * before it returns.
 */
async function keepOpen(count: number, deadline: number, tally: Tally, open: () => Held): Promise<void> {
  let attempts = 0;
  const atDeadline = untilDeadline(deadline).then(() => undefined);
  const slot = async (opened: (held: Held) => void) => {
    for (let again = false; performance.now() < deadline && attempts < count * ATTEMPTS_PER_CONNECTION; again = true) {
      attempts += 1;
      const held = open();
      if (!again) opened(held);
      const ending = await Promise.race([held.ended, atDeadline]);
      tally.add(ending ?? `${held.held()}, held to the end`);
      held.raw.release();
      if (ending === undefined) return;
      await Promise.race([sleep(REOPEN_DELAY_MS), atDeadline]);
    }
  };
  const slots: Promise<void>[] = [];
  for (let first = 0; first < count && performance.now() < deadline; first += CONNECT_BATCH) {
    const batch: Promise<unknown>[] = [];
    for (let index = first; index < Math.min(count, first + CONNECT_BATCH); index++)
      slots.push(slot((held) => batch.push(Promise.race([held.raw.connected, held.ended]).catch(() => undefined))));
    await Promise.race([Promise.all(batch), atDeadline]);
  }
  await Promise.all(slots);
}

/** (a) WebSocket upgrades that never send `connection_init`. */
function upgradeWithoutToken(): Held {
  const raw = new RawConnection();
  void raw.connected.then(() => raw.write(upgradeRequest()));
  return {
    raw,
    ended: raw.closed.then(() => raw.ending()),
    held: () => (raw.status() === 101 ? 'upgraded' : raw.status() ? `answered ${raw.status()}` : 'unanswered'),
  };
}

/** (b), (c) A request that declares a body of DECLARED_BODY_BYTES and sends one byte, then one every `trickleMs`. */
function bodyNeverSent(trickleMs?: number): Held {
  const raw = new RawConnection();
  let timer: NodeJS.Timeout | undefined;
  void raw.connected.then(() => {
    raw.write(`${bodyRequestHead()}{`);
    if (trickleMs) timer = setInterval(() => raw.write('a'), trickleMs);
  });
  const ended = Promise.race([
    raw.answered.then((status) => `answered ${status}`),
    raw.closed.then(() => raw.ending()),
  ]);
  // The connection is closed once ended (see keepOpen), which ends the trickle.
  void raw.closed.then(() => clearInterval(timer));
  return { raw, ended, held: () => 'unanswered' };
}

/** A masked WebSocket text frame's head declaring `length` bytes; the mask key is zero, so the payload goes as is. */
function frameHead(length: number): Buffer {
  const head = Buffer.alloc(14);
  head[0] = 0x81; // FIN, text
  head[1] = 0x80 | 127; // masked, 64-bit length
  head.writeBigUInt64BE(BigInt(length), 2);
  return head; // bytes 10-13: the mask key, zero
}

const PADDING = Buffer.alloc(2 ** 20, 'a');

/** (d) One 90 MiB `connection_init`, written as fast as the server reads it, until it is all sent or cut. */
async function oversizedInit(deadline: number): Promise<string> {
  const raw = new RawConnection();
  const atDeadline = untilDeadline(deadline).then(() => undefined);
  try {
    await Promise.race([raw.connected, raw.closed]);
    raw.write(upgradeRequest());
    const status = await Promise.race([raw.answered, raw.closed.then(() => undefined), atDeadline]);
    if (status !== 101) return status === undefined ? raw.ending() : `answered ${status}`;
    const prefix = Buffer.from('{"type":"connection_init","payload":{"padding":"');
    const suffix = Buffer.from('"}}');
    let sent = 0;
    const send = async (data: Buffer) => {
      if (raw.isClosed || performance.now() > deadline) return false;
      sent += data.length;
      if (!raw.write(data)) await Promise.race([raw.drained(), raw.closed, atDeadline]);
      return true;
    };
    let more = (await send(frameHead(INIT_BYTES))) && (await send(prefix));
    let padding = INIT_BYTES - prefix.length - suffix.length;
    while (more && padding > 0) {
      const chunk = padding >= PADDING.length ? PADDING : PADDING.subarray(0, padding);
      padding -= chunk.length;
      more = await send(chunk);
    }
    if (more) await send(suffix);
    const mib = `${Math.round(sent / 2 ** 20)} MiB written`;
    const ended = await Promise.race([raw.closed.then(() => true), atDeadline]);
    return ended ? `${mib}, then closed ${raw.closeCode() ?? 'without a close frame'}` : `${mib}, held to the end`;
  } finally {
    raw.release();
  }
}

/** (e) FLOOD_SUBSCRIPTIONS subscriptions on one WebSocket with the hostile's token, and events fanned out to them. */
async function manySubscriptions(
  hostile: { tenant: ComplianceTenant; entity: BenchEntity },
  deadline: number,
  tally: Tally,
): Promise<void> {
  const ws = openGraphqlWs(HOSTILE_ADDRESS, hostile.tenant.headers.authorization);
  const received = new Map<string, number>();
  const errors = new Tally();
  try {
    await within(ws.connected, deadline - performance.now(), 'no acknowledgement');
    for (let index = 0; index < FLOOD_SUBSCRIPTIONS; index++) {
      const id = String(index);
      ws.client.subscribe(
        { query: PROFILE_UPDATED, variables: { entityId: hostile.entity.id } },
        {
          next: () => received.set(id, (received.get(id) ?? 0) + 1),
          error: (error) => errors.add(subscriptionEnding(error)),
          complete: () => undefined,
        },
      );
    }
    tally.add('subscriptions asked', FLOOD_SUBSCRIPTIONS);
    while (performance.now() < deadline && ws.closeCode() === undefined) {
      const started = performance.now();
      try {
        await updateProfile(hostile.tenant, hostile.entity, `Fan-out Street ${Math.round(started)}`);
        tally.add('events triggered');
      } catch (error) {
        tally.add(`update failed: ${errorKind(error)}`);
      }
      await Promise.race([
        sleep(Math.max(0, FAN_OUT_INTERVAL_MS - (performance.now() - started))),
        untilDeadline(deadline),
      ]);
    }
  } catch (error) {
    tally.add(`connection failed: ${errorKind(error)}`);
  } finally {
    tally.add('subscriptions that received an event', received.size);
    tally.add(
      'events delivered',
      [...received.values()].reduce((sum, count) => sum + count, 0),
    );
    for (const [outcome, count] of errors.counts) tally.add(outcome, count);
    if (ws.closeCode() !== undefined) tally.add(`closed by the server ${ws.closeCode()}`);
    await ws.client.dispose();
  }
}

/** (f) A GET whose variables nest DEEP_VARIABLES_DEPTH arrays (brackets unencoded, as the request line allows). */
function deepGet(): Promise<string> {
  const variables = encodeURIComponent(`{"v":${'['.repeat(DEEP_VARIABLES_DEPTH)}${']'.repeat(DEEP_VARIABLES_DEPTH)}}`)
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']');
  const query = encodeURIComponent('query Deep($v: [[ID]]) { __typename }');
  return new Promise((resolve) => {
    const call = request(
      `${gatewayUrl}?query=${query}&variables=${variables}`,
      {
        localAddress: HOSTILE_ADDRESS,
        agent: false,
        timeout: ANSWER_TIMEOUT_MS,
        headers: { 'apollo-require-preflight': 'true' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(`answered ${response.statusCode}`));
        response.on('error', (error) => resolve(`failed: ${errorKind(error)}`));
      },
    );
    call.on('timeout', () => call.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)));
    call.on('error', (error) => resolve(`failed: ${errorKind(error)}`));
    call.end();
  });
}

async function deepGets(deadline: number, tally: Tally): Promise<void> {
  let sent = 0;
  const loop = async () => {
    while (performance.now() < deadline && sent < DEEP_GETS) {
      sent += 1;
      tally.add(await deepGet());
    }
  };
  await Promise.all(Array.from({ length: DEEP_GETS_AT_ONCE }, loop));
}

// ---------------------------------------------------------------------------------------------------------------
// The scenario

type Hostile = (deadline: number, tally: Tally) => Promise<void>;

/** The hostile client's own tenant and entity (flood (e) subscribes to the entity and updates it). */
interface HostileSetup {
  readonly tenant: ComplianceTenant;
  readonly entity: BenchEntity;
}

const FLOODS = {
  upgrades: (_setup: HostileSetup, deadline: number, tally: Tally) =>
    keepOpen(FLOOD_CONNECTIONS, deadline, tally, upgradeWithoutToken),
  bodies: (_setup: HostileSetup, deadline: number, tally: Tally) =>
    keepOpen(FLOOD_CONNECTIONS, deadline, tally, () => bodyNeverSent()),
  trickles: (_setup: HostileSetup, deadline: number, tally: Tally) =>
    keepOpen(FLOOD_CONNECTIONS, deadline, tally, () => bodyNeverSent(TRICKLE_INTERVAL_MS)),
  inits: async (_setup: HostileSetup, deadline: number, tally: Tally) => {
    for (let round = 0; round < INIT_ROUNDS && performance.now() < deadline; round++)
      for (const outcome of await Promise.all(Array.from({ length: INITS_AT_ONCE }, () => oversizedInit(deadline))))
        tally.add(outcome);
  },
  subscriptions: (setup: HostileSetup, deadline: number, tally: Tally) => manySubscriptions(setup, deadline, tally),
  deepGets: (_setup: HostileSetup, deadline: number, tally: Tally) => deepGets(deadline, tally),
} as const;
type FloodName = keyof typeof FLOODS;

/** What the hostile client's thread is given (see `onHostileThread`). */
interface HostileThreadData {
  readonly flood: FloodName;
  readonly setup: HostileSetup;
  readonly milliseconds: number;
}

/**
 * The hostile client on a thread of its own (a worker running this module): thousands of its sockets on the
 * ordinary clients' event loop would delay them in the bench rather than in the gateway. It answers its outcomes
 * once it has let everything go.
 */
function onHostileThread(flood: FloodName, setup: HostileSetup): Hostile {
  return async (deadline, tally) => {
    const data: HostileThreadData = { flood, setup, milliseconds: deadline - performance.now() };
    const worker = new Worker(new URL(import.meta.url), { workerData: data });
    try {
      const [outcomes] = (await once(worker, 'message')) as [Record<string, number>];
      for (const [outcome, count] of Object.entries(outcomes)) tally.add(outcome, count);
    } finally {
      await worker.terminate();
    }
  };
}

/** One phase: the ordinary clients for FLOOD_SECONDS beside `hostile` (if any), the gateway's memory sampled. */
async function phase(
  flood: string,
  ordinary: Ordinary,
  gatewayPid: number,
  hostile?: Hostile,
): Promise<FloodPhaseFigures> {
  if (ordinary.subscriberDown || ordinary.subscriber?.ws.closeCode() !== undefined)
    ordinary.subscriberDown = await subscribeOrdinary(ordinary);
  // NaN once the gateway is gone (a flood that ends it is a finding, not a failure of the bench).
  const ofGateway = (figure: (pid: number) => number) => {
    try {
      return figure(gatewayPid);
    } catch {
      return Number.NaN;
    }
  };
  const rss = () => ofGateway(residentKiB) / 1024;
  const gatewayCpuBefore = ofGateway(cpuMilliseconds);
  const benchCpuBefore = process.cpuUsage();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 200);
  const tally = new Tally();
  const deadline = performance.now() + FLOOD_SECONDS * 1000;
  try {
    const [figures] = await Promise.all([ordinaryClients(ordinary, deadline), hostile?.(deadline, tally)]);
    peak = Math.max(peak, rss());
    clearInterval(sampler);
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const cpuSeconds = {
      gateway: round1((ofGateway(cpuMilliseconds) - gatewayCpuBefore) / 1000),
      bench: round1((benchCpu.user + benchCpu.system) / 1e6),
    };
    const loadAverage = round1(loadavg()[0]);
    loopDelay.disable();
    const benchLoopDelayP99Ms = round1(loopDelay.percentile(99) / 1e6);
    await sleep(SETTLE_MS);
    return {
      flood,
      ...figures,
      hostile: tally.record(),
      gatewayRssMiB: { before: round1(before), peak: round1(peak), after: round1(rss()) },
      cpuSeconds,
      benchLoopDelayP99Ms,
      loadAverage,
    };
  } finally {
    clearInterval(sampler);
    loopDelay.disable();
  }
}

export async function benchFloods(databaseUrl: string, transport: EventTransport): Promise<FloodFigures> {
  const processes = await startFloodStack(databaseUrl, transport);
  let ordinary: Ordinary | undefined;
  try {
    const gatewayPid = processes.gateway!.pid!;
    const ordinaryTenant = await signUpComplianceTenant('Bench Floods Ordinary');
    ordinary = { tenant: ordinaryTenant, entity: await createEntity(ordinaryTenant, 'Ordinary Private Limited') };
    const hostileTenant = await signUpComplianceTenant('Bench Floods Hostile');
    const hostile = { tenant: hostileTenant, entity: await createEntity(hostileTenant, 'Hostile Private Limited') };
    ordinary.subscriberDown = await subscribeOrdinary(ordinary);
    // Warm-up: the first queries compile plans and fill the response cache.
    await ordinaryClients(ordinary, performance.now() + 2_000);

    const phases: FloodPhaseFigures[] = [];
    const run = async (name: string, flood?: FloodName) =>
      phases.push(await phase(name, ordinary!, gatewayPid, flood && onHostileThread(flood, hostile)));
    await run('none (baseline)');
    await run(`(a) ${FLOOD_CONNECTIONS} WebSocket upgrades, no token`, 'upgrades');
    await run(`(b) ${FLOOD_CONNECTIONS} bodies declared, 1 byte sent`, 'bodies');
    await run(`(c) ${FLOOD_CONNECTIONS} bodies trickled 1 byte/5 s`, 'trickles');
    await run(`(d) ${INITS_AT_ONCE} × 90 MiB connection_init at once`, 'inits');
    await run(`(e) ${FLOOD_SUBSCRIPTIONS} subscriptions, one token, fan-out`, 'subscriptions');
    await run(`(f) GET variables ${DEEP_VARIABLES_DEPTH} deep`, 'deepGets');
    await run('none (after the floods)');
    return { seconds: FLOOD_SECONDS, ordinaryClients: ORDINARY_ADDRESSES.length, phases };
  } finally {
    await ordinary?.subscriber?.ws.client.dispose();
    await stopProcesses(Object.values(processes));
  }
}

const errorCount = (figures: { errors: Record<string, number> }) =>
  Object.values(figures.errors).reduce((sum, count) => sum + count, 0);

/** A figure, or a dash where there was nothing to measure (every try failed). */
const shown = (value: number) => (Number.isFinite(value) ? value : '—');

const outcomes = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([outcome, count]) => `${outcome} ×${count}`)
    .join(', ') || 'none';

export function printFloods(figures: FloodFigures): void {
  const [baseline] = figures.phases;
  const ratio = (value: number, alone: number | undefined) =>
    alone && Number.isFinite(value) ? round1(value / Math.max(alone, 0.1)) : '—';
  console.log(
    `\nFloods: ${figures.ordinaryClients} ordinary clients (a query every ${QUERY_INTERVAL_MS} ms each, each on a new connection; new graphql-ws connections; one subscriber's events) for ${figures.seconds} s beside one hostile client on one address; each component a process of its own, every limit at its default`,
  );
  console.log(
    'errors: every ordinary query, WebSocket connection or event that failed (refused, reset, timed out, not 200); RSS: the gateway process\n',
  );
  console.table(
    figures.phases.map((phase) => ({
      flood: phase.flood,
      queries: phase.queries.count,
      'p50 ms': shown(phase.queries.ms.p50),
      'p99 ms': shown(phase.queries.ms.p99),
      '÷ alone p50': ratio(phase.queries.ms.p50, baseline?.queries.ms.p50),
      '÷ alone p99': ratio(phase.queries.ms.p99, baseline?.queries.ms.p99),
      'query errors': errorCount(phase.queries),
      'WS ack p50 ms': shown(phase.webSocketConnects.ms.p50),
      'WS errors': `${errorCount(phase.webSocketConnects)}/${phase.webSocketConnects.count}`,
      'event p50 ms': shown(phase.deliveries.ms.p50),
      'event max ms': shown(phase.deliveries.ms.max),
      'event errors': `${errorCount(phase.deliveries)}/${phase.deliveries.count}`,
      'RSS MiB before/peak/after': `${phase.gatewayRssMiB.before}/${phase.gatewayRssMiB.peak}/${phase.gatewayRssMiB.after}`,
      'CPU s gateway/bench': `${phase.cpuSeconds.gateway}/${phase.cpuSeconds.bench}`,
      'ordinary loop p99 ms': phase.benchLoopDelayP99Ms,
      load: phase.loadAverage,
    })),
  );
  for (const phase of figures.phases) {
    console.log(`${phase.flood}:`);
    if (Object.keys(phase.hostile).length) console.log(`  hostile: ${outcomes(phase.hostile)}`);
    const errors = { ...phase.queries.errors, ...phase.webSocketConnects.errors, ...phase.deliveries.errors };
    if (Object.keys(errors).length)
      console.log(
        `  ordinary errors: queries ${outcomes(phase.queries.errors)}; WebSocket ${outcomes(phase.webSocketConnects.errors)}; events ${outcomes(phase.deliveries.errors)}`,
      );
  }
}

// The hostile client's thread (see `onHostileThread`).
if (!isMainThread && (workerData as Partial<HostileThreadData> | undefined)?.flood) {
  const { flood, setup, milliseconds } = workerData as HostileThreadData;
  const tally = new Tally();
  await FLOODS[flood](setup, performance.now() + milliseconds, tally);
  parentPort!.postMessage(tally.record());
}
