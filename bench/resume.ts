import { createClient, type Client } from 'graphql-ws';
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import WebSocket from 'ws';
import { TcpProxy } from '../scripts/tcp-proxy.js';
import { cpuMilliseconds, percentile, positiveInteger, round1 } from './measure.js';
import { createEntity, signUpComplianceTenant, type BenchEntity, type ComplianceTenant } from './seed.js';
import {
  componentEnv,
  capsForOneUser,
  gatewayUrl,
  launchComponent,
  ports,
  startComponents,
  stopProcesses,
  waitUntilUp,
  type ComponentLayout,
  type EventTransport,
} from './stack.js';

/**
 * The resume scenario of `npm run bench` (issue 22's lossless subscriptions): N graphql-ws clients, each on a
 * WebSocket of its own, watch `profileUpdated` of a few entities from the stream's head, while a writer updates
 * every entity at a steady rate. Mid-stream the gateway (a process of its own) is killed with SIGKILL and started
 * again on the same port; each client reconnects with graphql-ws's own retry (randomised exponential backoff) and
 * subscribes again with `after:` the cursor of the last event it received. The writes go on meanwhile, straight to
 * the compliance subgraph, as another gateway replica would carry them. Once the writer stops and the stream has
 * drained, every client must have received every version written of its entity, once, in order.
 *
 * Through RabbitMQ, rounds of lost publisher confirms come first, before the steady writes (see
 * `heldConfirmRounds`): the compliance subgraph reaches the broker through a proxy that holds the broker's replies,
 * then cuts the link, and every client resumes once the relay has published the event again.
 *
 * Catch-up is timed per reconnection, from the moment the new connection is acknowledged (graphql-ws sends the
 * subscription at once) until the client receives the newest version the writer had written at that moment.
 */
const SUBSCRIBERS = positiveInteger('BENCH_SUBSCRIBERS', 1000);
const ENTITIES = positiveInteger('BENCH_RESUME_ENTITIES', 4);
/** Profile updates per second, per entity. */
const RATE = positiveInteger('BENCH_RESUME_RATE', 5);
/** The stream runs this long with every subscriber live before the gateway is killed. */
const BEFORE_SECONDS = positiveInteger('BENCH_RESUME_BEFORE_SECONDS', 5);
/** How long the gateway stays down before it is started again. */
const DOWN_SECONDS = positiveInteger('BENCH_RESUME_DOWN_SECONDS', 2);
/** Writes go on this long once every subscriber has caught up. */
const AFTER_SECONDS = positiveInteger('BENCH_RESUME_AFTER_SECONDS', 5);
/** Rounds of a publisher confirm lost after the broker delivered the event (RabbitMQ only). */
const HELD_CONFIRMS = positiveInteger('BENCH_RESUME_HELD_CONFIRMS', 5);
/** Connections opened at once: more would overflow the gateway's listen backlog and measure TCP retries. */
const CONNECT_BATCH = 100;
const LIVE_TIMEOUT_MS = 180_000;
const WARM_UP_WAIT_MS = 5000;
const CATCH_UP_TIMEOUT_MS = 120_000;
const DRAIN_TIMEOUT_MS = 120_000;
/** Each step of a held-confirm round (a delivery, the relay's republish, every client's resumption) within this. */
const ROUND_STEP_TIMEOUT_MS = 60_000;
/** Listened for after the drain, so that a late duplicate is counted. */
const QUIET_MS = 1000;

const PROFILE_UPDATED = `subscription BenchResume($entityId: ID!, $after: String) {
  profileUpdated(entityId: $entityId, after: $after) { cursor version }
}`;
const UPDATE_PROFILE = `mutation BenchResumeWrite($id: ID!, $version: Int, $profileData: JSONObject!) {
  updateEntityProfile(id: $id, version: $version, profileData: $profileData) { version }
}`;
const ENTITY_VERSION = `query BenchResumeVersion($id: ID!) { businessEntity(id: $id) { version } }`;
const HEAD_CURSOR = `query BenchResumeHead { complianceEventCursor }`;

const complianceUrl = `http://127.0.0.1:${ports.COMPLIANCE_PORT}/graphql`;

export interface ResumeFigures {
  transport: EventTransport['name'];
  subscribers: number;
  entities: number;
  /** Profile updates per second per entity. */
  rate: number;
  /** Profile updates written over the run (every entity). */
  eventsWritten: number;
  /** Events received over all subscribers. */
  deliveries: number;
  /** Versions of its entity written during the run that a subscriber never received. */
  lost: number;
  /** The first subscribers with a gap, and the versions missing. */
  gaps: string[];
  /** Versions above the highest a subscriber received when the drain ended: it was still behind. */
  undelivered: number;
  /** Deliveries of a version the subscriber already had. */
  duplicates: number;
  /** Deliveries of a new version below the highest received so far, or with a cursor not above the last one. */
  outOfOrder: number;
  /** Subscriptions ended by the server, or results with errors (each subscribed again with its last cursor). */
  errors: number;
  errorSamples: string[];
  /** Writes the compliance subgraph refused (the writer reads the version and goes on). */
  writeErrors: number;
  /** Reconnections after the restart that the gateway acknowledged, and those never caught up. */
  reconnections: number;
  stalled: number;
  /** Per reconnection: versions of its entity written and not yet received when it reconnected. */
  behindAtReconnect: { p50: number; max: number };
  /** Per reconnection: acknowledged → received the newest version written at that moment. */
  catchUpMs: { p50: number; p99: number; max: number };
  /** Per reconnection: acknowledged → its first event. */
  firstEventMs: { p50: number; p99: number; max: number };
  gateway: {
    /** SIGKILL → its /health answers again (including DOWN_SECONDS with no gateway). */
    downSeconds: number;
    /** Its process started → its /health answers. */
    startSeconds: number;
  };
  /** SIGKILL → every subscriber reconnected and caught up. */
  secondsUntilAllCaughtUp: number;
  /** The gateway's /health answering again → every subscriber caught up. */
  secondsFromUpUntilCaughtUp: number;
  /** CPU time each process spent meanwhile (the bench process runs the clients and the writer). */
  cpuUntilCaughtUpMs: { gateway: number; compliance: number; bench: number };
  /** The machine's 1-minute load average when every subscriber had caught up (other work on the machine included). */
  loadAverage: number;
  /** The subscribers connected → every one received an update written after it subscribed (from the head). */
  secondsUntilAllLive: number;
  /**
   * The rounds of lost publisher confirms (see `heldConfirmRounds`); undefined through PostgreSQL notifications,
   * which are delivered on commit: there is no confirm to lose.
   */
  heldConfirms?: {
    rounds: number;
    /** Events the broker delivered while their confirm was held, published again by the relay after the cut. */
    republished: number;
    /** Resumptions with `after:` the last cursor received, once each event was republished (acknowledged). */
    resumes: number;
    seconds: number;
  };
}

/** Failures that fail the bench: a lossless stream has none. */
export function resumeFailures(figures: ResumeFigures): string[] {
  const failures: string[] = [];
  if (figures.lost) failures.push(`${figures.transport}: ${figures.lost} events lost`);
  if (figures.undelivered)
    failures.push(`${figures.transport}: ${figures.undelivered} events not delivered by the end of the drain`);
  if (figures.duplicates) failures.push(`${figures.transport}: ${figures.duplicates} duplicates`);
  if (figures.outOfOrder) failures.push(`${figures.transport}: ${figures.outOfOrder} out-of-order deliveries`);
  // 0 duplicates proves nothing of a round whose event was not republished.
  const held = figures.heldConfirms;
  if (held && held.republished < held.rounds)
    failures.push(`${figures.transport}: ${held.rounds - held.republished} held-confirm rounds republished nothing`);
  return failures;
}

interface Watched {
  readonly tenant: ComplianceTenant;
  readonly entity: BenchEntity;
  /** The stream's head before the first write: every version written after it is due to every subscriber. */
  readonly head: string;
}

/** A call to `url` that must answer data; the first GraphQL error otherwise. */
async function graphqlCall<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!response.ok || body.errors?.length || !body.data)
    throw new Error(`${response.status} ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
  return body.data;
}

/**
 * Updates every entity's profile at RATE a second, one update after the other per entity (so its versions are
 * consecutive), straight on the compliance subgraph: the gateway is away for part of the run.
 */
class Writer {
  /** Per entity: the newest version an update was acknowledged with. */
  readonly latest: number[];
  readonly first: number[];
  errors = 0;
  #writes = 0;
  #stopped = false;
  #running: Promise<void[]> | undefined;

  constructor(private readonly watched: readonly Watched[]) {
    this.latest = watched.map((w) => w.entity.version);
    this.first = [...this.latest];
  }

  /** Writes at RATE a second per entity until stopped. */
  start(): void {
    const interval = 1000 / RATE;
    const startedAt = performance.now();
    this.#running = Promise.all(
      this.watched.map(async (_, index) => {
        for (let turn = 0; !this.#stopped; turn++) {
          const due = startedAt + turn * interval - performance.now();
          if (due > 0) await sleep(due);
          await this.write(index);
        }
      }),
    );
  }

  /** One update of entity `index`; answers the version it reached. */
  async write(index: number): Promise<number> {
    const { tenant, entity } = this.watched[index];
    try {
      const answer = await graphqlCall<{ updateEntityProfile: { version: number } }>(
        complianceUrl,
        UPDATE_PROFILE,
        {
          id: entity.id,
          version: entity.version,
          profileData: { registeredAddress: `Resume Street ${++this.#writes}` },
        },
        tenant.headers,
      );
      entity.version = answer.updateEntityProfile.version;
    } catch {
      this.errors++;
      // The update may have committed before its answer was lost: go on from the version the subgraph has.
      entity.version = await this.#versionOf(index).catch(() => entity.version);
    }
    this.latest[index] = entity.version;
    return entity.version;
  }

  /** Stops writing; answers each entity's final version, as the subgraph has it. */
  async stop(): Promise<number[]> {
    this.#stopped = true;
    await this.#running;
    return Promise.all(this.watched.map((_, index) => this.#versionOf(index)));
  }

  async #versionOf(index: number): Promise<number> {
    const { tenant, entity } = this.watched[index];
    const answer = await graphqlCall<{ businessEntity: { version: number } }>(
      complianceUrl,
      ENTITY_VERSION,
      { id: entity.id },
      tenant.headers,
    );
    return answer.businessEntity.version;
  }
}

interface Reconnection {
  /** When the gateway acknowledged the new connection (graphql-ws then sends the subscription). */
  readonly at: number;
  /** The newest version of the entity written at that moment. */
  readonly target: number;
  readonly behind: number;
  /** The first event after it (the first page of the outbox, or a live event). */
  firstEventAt?: number;
  caughtUpAt?: number;
}

/** One client: what it received, and its reconnections. */
interface Subscriber {
  readonly client: Client;
  readonly watched: number;
  readonly versions: Set<number>;
  highest: number;
  deliveries: number;
  duplicates: number;
  outOfOrder: number;
  readonly reconnections: Reconnection[];
}

interface Tally {
  errors: number;
  readonly samples: string[];
}

function recordError(tally: Tally, what: string): void {
  tally.errors++;
  if (tally.samples.length < 5) tally.samples.push(what.slice(0, 300));
}

/**
 * A graphql-ws client as an application would keep one: it retries any lost connection (graphql-ws's randomised
 * exponential backoff), and graphql-ws subscribes again with the same payload object on every new connection, so
 * the `after` it carries is kept at the cursor of the last event received. A subscription the server ends (an
 * error) is subscribed again after a pause, from the same cursor.
 */
function openSubscriber(
  watched: Watched,
  index: number,
  writer: () => Writer | undefined,
  tally: Tally,
  closing: () => boolean,
): { subscriber: Subscriber; connected: Promise<void> } {
  let connected!: () => void;
  const acknowledged = new Promise<void>((resolve) => (connected = resolve));
  const client = createClient({
    url: gatewayUrl.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: watched.tenant.headers.authorization },
    lazy: false,
    retryAttempts: 20,
    // graphql-ws retries only close events by default; a refused connection (the gateway not yet back) is an error.
    shouldRetry: () => true,
    onNonLazyError: (error) => recordError(tally, `connection given up: ${String(error)}`),
    on: {
      connected: (_socket, _payload, wasRetry) => {
        connected();
        if (!wasRetry) return;
        const target = writer()?.latest[index] ?? subscriber.highest;
        const reconnection: Reconnection = {
          at: performance.now(),
          target,
          behind: Math.max(0, target - subscriber.highest),
        };
        if (subscriber.highest >= target) reconnection.caughtUpAt = reconnection.at;
        subscriber.reconnections.push(reconnection);
      },
    },
  });
  const subscriber: Subscriber = {
    client,
    watched: index,
    versions: new Set(),
    highest: 0,
    deliveries: 0,
    duplicates: 0,
    outOfOrder: 0,
    reconnections: [],
  };
  const variables: { entityId: string; after: string } = { entityId: watched.entity.id, after: watched.head };
  let lastCursor = watched.head;
  const subscribe = () =>
    client.subscribe<{ profileUpdated: { cursor: string; version: number } }>(
      { query: PROFILE_UPDATED, variables },
      {
        next: (result) => {
          const arrivedAt = performance.now();
          if (result.errors?.length || !result.data) {
            recordError(tally, `result: ${JSON.stringify(result.errors)}`);
            return;
          }
          const { cursor, version } = result.data.profileUpdated;
          subscriber.deliveries++;
          if (subscriber.versions.has(version)) subscriber.duplicates++;
          else {
            if (version < subscriber.highest || cursor <= lastCursor) subscriber.outOfOrder++;
            subscriber.versions.add(version);
          }
          if (cursor > lastCursor) variables.after = lastCursor = cursor;
          subscriber.highest = Math.max(subscriber.highest, version);
          const pending = subscriber.reconnections.at(-1);
          if (pending) pending.firstEventAt ??= arrivedAt;
          if (pending && pending.caughtUpAt === undefined && version >= pending.target) pending.caughtUpAt = arrivedAt;
        },
        error: (error) => {
          if (closing()) return;
          recordError(tally, `subscription ended: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
          void sleep(1000 + Math.random() * 2000).then(() => closing() || subscribe());
        },
        complete: () => {
          if (closing()) return;
          recordError(tally, 'subscription completed by the server');
          void sleep(1000 + Math.random() * 2000).then(() => closing() || subscribe());
        },
      },
    );
  subscribe();
  return { subscriber, connected: acknowledged };
}

/** Polls `done` until it holds or `timeoutMs` passes; answers whether it held. */
async function until(done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!(await done())) {
    if (performance.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

/** ENTITIES tenants with an entity each (a self-service tenant's free plan allows one entity), and the head. */
async function seed(): Promise<Watched[]> {
  const watched: Watched[] = [];
  for (let index = 0; index < ENTITIES; index++) {
    const tenant = await signUpComplianceTenant(`Bench Resume ${index}`, '6h');
    const entity = await createEntity(tenant, `Bench Resume ${index} Private Limited`);
    const { complianceEventCursor } = await graphqlCall<{ complianceEventCursor: string }>(
      gatewayUrl,
      HEAD_CURSOR,
      {},
      tenant.headers,
    );
    watched.push({ tenant, entity, head: complianceEventCursor });
  }
  return watched;
}

const sortedNumbers = (values: number[]) => values.sort((a, b) => a - b);

/** Waits until `done` holds; throws `what` after ROUND_STEP_TIMEOUT_MS. */
async function untilOrThrow(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  if (!(await until(done, ROUND_STEP_TIMEOUT_MS))) throw new Error(`no ${what} within ${ROUND_STEP_TIMEOUT_MS} ms`);
}

/**
 * HELD_CONFIRMS rounds of a publisher confirm lost after RabbitMQ delivered the event (issue 33): the compliance
 * subgraph reaches the broker through `proxy`, the gateway directly. A round holds the broker's replies and updates
 * one entity (each in turn: the relay has one batch in flight at a time, so one update is what a held confirm
 * stops). Once every subscriber of that entity has the event, which the relay has not seen confirmed, the round
 * cuts the relay's link: its transaction rolls back, and it publishes the event again once the link is back. Then
 * every client drops its connection and resumes with `after:` the last cursor it received, the held event's, as
 * after a network blip: a copy republished under another cursor would come to it a second time (`duplicates`).
 */
async function heldConfirmRounds(
  proxy: TcpProxy,
  databaseUrl: string,
  watched: readonly Watched[],
  writer: Writer,
  subscribers: readonly Subscriber[],
): Promise<NonNullable<ResumeFigures['heldConfirms']>> {
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  const startedAt = performance.now();
  let republished = 0;
  let resumes = 0;
  try {
    for (let round = 1; round <= HELD_CONFIRMS; round++) {
      const index = (round - 1) % watched.length;
      const before = writer.latest[index];
      proxy.holdReplies();
      const version = await writer.write(index);
      if (version <= before) throw new Error(`held-confirm round ${round}: the update of entity ${index} failed`);
      const due = subscribers.filter((subscriber) => subscriber.watched === index);
      await untilOrThrow(
        () => proxy.heldReplyBytes > 0 && due.every((subscriber) => subscriber.versions.has(version)),
        `held-confirm round ${round}: version ${version} of entity ${index} to every subscriber of it, its confirm held`,
      );
      // Nothing else is written meanwhile: what is pending is the batch in flight, whose confirm is held.
      const { rows: pending } = await database.query<{ id: string; delivered: boolean }>(
        `select id, payload->>'entityId' = $1 and (payload->>'version')::int = $2 as delivered
           from compliance.event_outbox where published_at is null`,
        [watched[index].entity.id, version],
      );
      await proxy.stop();
      await proxy.start();
      await untilOrThrow(async () => {
        const { rows } = await database.query<{ left: number }>(
          'select count(*)::int as left from compliance.event_outbox where id = any($1::uuid[]) and published_at is null',
          [pending.map((row) => row.id)],
        );
        return rows[0].left === 0;
      }, `held-confirm round ${round}: the relay to publish its batch again`);
      republished += pending.filter((row) => row.delivered).length;

      const droppedAt = performance.now();
      for (const subscriber of subscribers) subscriber.client.terminate();
      await untilOrThrow(
        () => subscribers.every((subscriber) => subscriber.reconnections.some((r) => r.at > droppedAt)),
        `held-confirm round ${round}: every client to resume`,
      );
      resumes += subscribers.length;
    }
  } finally {
    await database.end();
  }
  return { rounds: HELD_CONFIRMS, republished, resumes, seconds: round1((performance.now() - startedAt) / 1000) };
}

/**
 * Runs the scenario on a database of its own (`databaseUrl`): the subgraphs and the REST adapter (for seeding)
 * each in a process, the gateway in one of its own that is killed and started again.
 */
export async function benchResume(databaseUrl: string, transport: EventTransport): Promise<ResumeFigures> {
  // Only the relay's link to the broker is faulty: the gateway consumes from RabbitMQ directly.
  const proxy = transport.amqpUrl ? await TcpProxy.create(new URL(transport.amqpUrl)) : undefined;
  await proxy?.start();
  try {
    return await resumeRun(databaseUrl, transport, proxy);
  } finally {
    await proxy?.stop();
  }
}

async function resumeRun(
  databaseUrl: string,
  transport: EventTransport,
  proxy: TcpProxy | undefined,
): Promise<ResumeFigures> {
  const layout: ComponentLayout = {
    edge: false,
    inspect: false,
    env: capsForOneUser(SUBSCRIBERS),
    componentEnv: proxy && { compliance: { AMQP_URL: proxy.url } },
  };
  const processes = await startComponents(databaseUrl, transport, layout);
  const subscribers: Subscriber[] = [];
  const tally: Tally = { errors: 0, samples: [] };
  let closing = false;
  let writer: Writer | undefined;
  try {
    const watched = await seed();
    for (let first = 0; first < SUBSCRIBERS; first += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, SUBSCRIBERS - first) }, (_, offset) => {
        const index = (first + offset) % watched.length;
        return openSubscriber(
          watched[index],
          index,
          () => writer,
          tally,
          () => closing,
        );
      });
      subscribers.push(...batch.map((opened) => opened.subscriber));
      await Promise.all(batch.map((opened) => opened.connected));
    }
    // Live: every subscriber has received an update of its entity written after it subscribed. The steady writes
    // start then, so that the restart, not 1000 subscriptions reading from the head at once, is what is measured.
    const openedAt = performance.now();
    writer = new Writer(watched);
    let live = false;
    while (!live && performance.now() - openedAt < LIVE_TIMEOUT_MS) {
      const mark = await Promise.all(watched.map((_, index) => writer!.write(index)));
      live = await until(() => subscribers.every((s) => s.highest >= mark[s.watched]), WARM_UP_WAIT_MS);
    }
    if (!live) {
      const waiting = subscribers.filter((s) => s.highest < writer!.latest[s.watched]);
      throw new Error(
        `${waiting.length} subscribers were not live within ${LIVE_TIMEOUT_MS} ms (${waiting.filter((s) => !s.deliveries).length} had received nothing); ${tally.errors} errors: ${tally.samples.join(' | ')}`,
      );
    }
    const secondsUntilAllLive = round1((performance.now() - openedAt) / 1000);
    const heldConfirms = proxy && (await heldConfirmRounds(proxy, databaseUrl, watched, writer, subscribers));
    writer.start();
    await sleep(BEFORE_SECONDS * 1000);

    const gateway = processes.gateway!;
    const killedAt = performance.now();
    const exited = new Promise((resolve) => gateway.once('exit', resolve));
    gateway.kill('SIGKILL');
    await exited;
    await sleep(DOWN_SECONDS * 1000);
    const launchedAt = performance.now();
    processes.gateway = launchComponent('gateway', componentEnv(databaseUrl, transport, layout, 'gateway'), false);
    await waitUntilUp(`http://127.0.0.1:${ports.GATEWAY_PORT}/health`);
    const upAt = performance.now();
    // CPU time spent from the gateway's return until every subscriber has caught up, per process.
    const cpuAtUp = {
      gateway: cpuMilliseconds(processes.gateway.pid!),
      compliance: cpuMilliseconds(processes.compliance!.pid!),
      bench: process.cpuUsage(),
    };
    const caughtUp = () =>
      subscribers.every((s) => s.reconnections.some((r) => r.at > killedAt && r.caughtUpAt !== undefined));
    await until(caughtUp, CATCH_UP_TIMEOUT_MS);
    const allCaughtUpAt = caughtUp() ? performance.now() : Number.NaN;
    const benchCpu = process.cpuUsage(cpuAtUp.bench);
    const cpuUntilCaughtUp = {
      gateway: cpuMilliseconds(processes.gateway.pid!) - cpuAtUp.gateway,
      compliance: cpuMilliseconds(processes.compliance!.pid!) - cpuAtUp.compliance,
      bench: Math.round((benchCpu.user + benchCpu.system) / 1000),
    };
    // The machine is shared: its load says how much of the wall time above was spent waiting for a core.
    const loadAverage = round1(loadavg()[0]);

    await sleep(AFTER_SECONDS * 1000);
    const final = await writer.stop();
    await until(() => subscribers.every((s) => s.highest >= final[s.watched]), DRAIN_TIMEOUT_MS);
    await sleep(QUIET_MS);

    // Delivery is in order, so a version missing below the highest one received never comes: it is lost. One above
    // it may still be on its way (the subscriber is behind).
    let lost = 0;
    let undelivered = 0;
    const gaps: string[] = [];
    for (const [index, subscriber] of subscribers.entries()) {
      const missing: number[] = [];
      for (let version = writer.first[subscriber.watched] + 1; version <= final[subscriber.watched]; version++)
        if (!subscriber.versions.has(version)) {
          if (version < subscriber.highest) missing.push(version);
          else undelivered++;
        }
      lost += missing.length;
      if (missing.length && gaps.length < 10)
        gaps.push(
          `subscriber ${index} (entity ${subscriber.watched}, versions ${writer.first[subscriber.watched] + 1}..${final[subscriber.watched]}, reconnected when it had ${subscriber.reconnections.map((r) => r.target - r.behind).join(', ')}): missing ${missing.join(', ')}`,
        );
    }
    const reconnections = subscribers.flatMap((s) => s.reconnections).filter((r) => r.at > killedAt);
    const catchUps = sortedNumbers(
      reconnections.filter((r) => r.caughtUpAt !== undefined).map((r) => r.caughtUpAt! - r.at),
    );
    const firstEvents = sortedNumbers(
      reconnections.filter((r) => r.firstEventAt !== undefined).map((r) => r.firstEventAt! - r.at),
    );
    const behind = sortedNumbers(reconnections.map((r) => r.behind));
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    return {
      transport: transport.name,
      subscribers: SUBSCRIBERS,
      entities: ENTITIES,
      rate: RATE,
      eventsWritten: sum(final.map((version, index) => version - writer!.first[index])),
      deliveries: sum(subscribers.map((s) => s.deliveries)),
      lost,
      gaps,
      undelivered,
      duplicates: sum(subscribers.map((s) => s.duplicates)),
      outOfOrder: sum(subscribers.map((s) => s.outOfOrder)),
      errors: tally.errors,
      errorSamples: tally.samples,
      writeErrors: writer.errors,
      reconnections: reconnections.length,
      stalled: reconnections.filter((r) => r.caughtUpAt === undefined).length,
      behindAtReconnect: { p50: percentile(behind, 50), max: behind.at(-1) ?? Number.NaN },
      catchUpMs: {
        p50: round1(percentile(catchUps, 50)),
        p99: round1(percentile(catchUps, 99)),
        max: round1(catchUps.at(-1) ?? Number.NaN),
      },
      firstEventMs: {
        p50: round1(percentile(firstEvents, 50)),
        p99: round1(percentile(firstEvents, 99)),
        max: round1(firstEvents.at(-1) ?? Number.NaN),
      },
      gateway: { downSeconds: round1((upAt - killedAt) / 1000), startSeconds: round1((upAt - launchedAt) / 1000) },
      secondsUntilAllCaughtUp: round1((allCaughtUpAt - killedAt) / 1000),
      secondsUntilAllLive,
      loadAverage,
      cpuUntilCaughtUpMs: cpuUntilCaughtUp,
      secondsFromUpUntilCaughtUp: round1((allCaughtUpAt - upAt) / 1000),
      heldConfirms,
    };
  } finally {
    closing = true;
    await Promise.all(subscribers.map((subscriber) => subscriber.client.dispose()));
    await stopProcesses(Object.values(processes).filter((child): child is ChildProcess => child !== undefined));
  }
}
