import { createClient, type Client } from 'graphql-ws';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { percentile, positiveInteger, residentKiB, round1 } from './measure.js';
import {
  createEntity,
  signUpComplianceTenant,
  updateProfile,
  type BenchEntity,
  type ComplianceTenant,
} from './seed.js';
import { gatewayUrl, type EventTransport } from './stack.js';

/**
 * The subscription scenario of `npm run bench`: N graphql-ws clients, each on a WebSocket of its own, watch one
 * business entity; R profile updates are made through the REST adapter, and each event's delivery latency is
 * measured from just before the PATCH is sent to its arrival at every subscriber (REST write, outbox relay,
 * event transport, entity resolution and fan-out). The stack's memory per subscriber is its resident memory
 * after the subscribers are live, less before, over N.
 */
export const SUBSCRIBERS = positiveInteger('BENCH_SUBSCRIBERS', 1000);
const EVENTS = positiveInteger('BENCH_SUBSCRIPTION_EVENTS', 5);
/** Connections opened at once: more would overflow the gateway's listen backlog and measure TCP retries. */
const CONNECT_BATCH = 100;
const SETTLE_MS = 2000;
const DELIVERY_TIMEOUT_MS = 15_000;
const WARM_UP_ATTEMPTS = 10;
const WARM_UP_WAIT_MS = 3000;

const PROFILE_UPDATED = `subscription BenchProfileUpdated($entityId: ID!) {
  profileUpdated(entityId: $entityId) {
    eventType entityId tenantId userId timestamp version
    changes { field oldValue newValue }
    entity { id name version }
  }
}`;

export interface SubscriptionFigures {
  transport: EventTransport['name'];
  subscribers: number;
  events: number;
  /** Events received over all measured rounds (subscribers × events when none is missing). */
  deliveries: number;
  missing: number;
  /** Subscription errors and connections closed by the server. */
  errors: number;
  /**
   * Arrival at a subscriber − the moment the PATCH was sent, over every delivery of every round; `first` (the
   * earliest) is the pipeline without the fan-out's queueing.
   */
  latencyMs: { first: number; p50: number; p99: number; max: number };
  /** The PATCH's own response time (REST adapter → gateway → compliance), per round. */
  patchMs: { p50: number; max: number };
  /** Opening every connection until all subscriptions received the warm-up event. */
  secondsUntilAllLive: number;
  /** The stack process's resident memory (the bench process is not included). */
  stackRssMiB: { before: number; after: number };
  memoryPerSubscriberKiB: number;
}

/** One subscriber: when each event (by entity version) reached it. */
interface Subscriber {
  readonly client: Client;
  readonly arrivals: Map<number, number>;
}

interface Seeded {
  readonly tenant: ComplianceTenant;
  readonly entity: BenchEntity;
}

/** A tenant of the bench's own and one entity, whose profile the rounds update. */
async function seed(): Promise<Seeded> {
  // The bench may outlast the default hour when N is large; an expired token would end every subscription.
  const tenant = await signUpComplianceTenant('Bench Subscriptions', '6h');
  return { tenant, entity: await createEntity(tenant, 'Bench Subscriptions Private Limited') };
}

/**
 * Opens a connection and subscribes. `connected` settles once the server acknowledged the connection (the
 * subscription may still be binding) or refused it.
 */
function openSubscriber(
  seeded: Seeded,
  onError: (error: unknown) => void,
): { subscriber: Subscriber; connected: Promise<void> } {
  let acknowledged = false;
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const connected = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const failed = (error: Error) => (acknowledged ? onError(error) : settle.reject(error));
  const client = createClient({
    url: gatewayUrl.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: seeded.tenant.headers.authorization },
    lazy: false,
    retryAttempts: 0,
    on: {
      connected: () => {
        acknowledged = true;
        settle.resolve();
      },
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        failed(new Error(`connection closed: ${code} ${reason}`));
      },
      error: (error) => failed(error instanceof Error ? error : new Error(`connection failed: ${String(error)}`)),
    },
  });
  const subscriber: Subscriber = { client, arrivals: new Map() };
  client.subscribe<{ profileUpdated: { version: number } }>(
    { query: PROFILE_UPDATED, variables: { entityId: seeded.entity.id } },
    {
      next: (result) => {
        // Taken first, so that the bookkeeping below is not part of the latency.
        const arrivedAt = performance.now();
        if (result.errors?.length || !result.data) onError(new Error(JSON.stringify(result.errors)));
        else subscriber.arrivals.set(result.data.profileUpdated.version, arrivedAt);
      },
      error: onError,
      complete: () => undefined,
    },
  );
  return { subscriber, connected };
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

/**
 * Runs the scenario against the stack running as process `stackPid` (seeding a tenant and entity of its own) and
 * answers its figures; every client is closed before it returns.
 */
export async function benchSubscriptions(stackPid: number, transport: EventTransport): Promise<SubscriptionFigures> {
  const seeded = await seed();
  const subscribers: Subscriber[] = [];
  const errors: unknown[] = [];
  const onError = (error: unknown) => errors.push(error);
  const received = (version: number) =>
    subscribers.reduce((count, subscriber) => count + (subscriber.arrivals.has(version) ? 1 : 0), 0);
  try {
    await sleep(SETTLE_MS);
    const rssBefore = residentKiB(stackPid);

    const openingStarted = performance.now();
    for (let first = 0; first < SUBSCRIBERS; first += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, SUBSCRIBERS - first) }, () =>
        openSubscriber(seeded, onError),
      );
      subscribers.push(...batch.map((opened) => opened.subscriber));
      await Promise.all(batch.map((opened) => opened.connected));
    }
    // There is no "subscription bound" message in graphql-ws: a subscriber is live once it receives an event.
    let allLive = false;
    for (let attempt = 1; attempt <= WARM_UP_ATTEMPTS && !allLive && !errors.length; attempt++) {
      const version = await updateProfile(seeded.tenant, seeded.entity, `Warm-up Street ${attempt}`);
      allLive = await until(() => received(version) === SUBSCRIBERS || errors.length > 0, WARM_UP_WAIT_MS);
    }
    if (errors.length)
      throw new Error(`${errors.length} subscriber errors while warming up, the first: ${String(errors[0])}`);
    if (!allLive) throw new Error(`after ${WARM_UP_ATTEMPTS} warm-up events not every subscriber is live`);
    const secondsUntilAllLive = (performance.now() - openingStarted) / 1000;
    await sleep(SETTLE_MS);
    const rssAfter = residentKiB(stackPid);

    const latencies: number[] = [];
    const patchTimes: number[] = [];
    let missing = 0;
    for (let round = 1; round <= EVENTS; round++) {
      const sentAt = performance.now();
      const version = await updateProfile(seeded.tenant, seeded.entity, `Bench Street ${round}`);
      patchTimes.push(performance.now() - sentAt);
      await until(() => received(version) === SUBSCRIBERS, DELIVERY_TIMEOUT_MS);
      for (const subscriber of subscribers) {
        const arrivedAt = subscriber.arrivals.get(version);
        if (arrivedAt === undefined) missing++;
        else latencies.push(arrivedAt - sentAt);
      }
    }
    latencies.sort((a, b) => a - b);
    patchTimes.sort((a, b) => a - b);
    return {
      transport: transport.name,
      subscribers: SUBSCRIBERS,
      events: EVENTS,
      deliveries: latencies.length,
      missing,
      errors: errors.length,
      latencyMs: {
        first: round1(latencies[0] ?? Number.NaN),
        p50: round1(percentile(latencies, 50)),
        p99: round1(percentile(latencies, 99)),
        max: round1(latencies.at(-1) ?? Number.NaN),
      },
      patchMs: { p50: round1(percentile(patchTimes, 50)), max: round1(patchTimes.at(-1) ?? Number.NaN) },
      secondsUntilAllLive: round1(secondsUntilAllLive),
      stackRssMiB: { before: round1(rssBefore / 1024), after: round1(rssAfter / 1024) },
      memoryPerSubscriberKiB: round1((rssAfter - rssBefore) / SUBSCRIBERS),
    };
  } finally {
    await Promise.all(subscribers.map((subscriber) => subscriber.client.dispose()));
  }
}
