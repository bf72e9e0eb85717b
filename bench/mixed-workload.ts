import { getOperationAST, parse } from 'graphql';
import type { ChildProcess } from 'node:child_process';
import { Pool } from 'undici';
import { FRESHNESS_TARGET, staleWindow, untilBothCache, windowFigures } from './freshness.js';
import { cacheLookupsOf, percentile, positiveInteger, round1 } from './measure.js';
import { ENTITY_PAGE, PERFORMANCE_SETTINGS, trustDocuments, WORKFLOW_TEMPLATES } from './performance.js';
import { graphql, seedCourses, seedTenantEntity, type BenchEntity, type ComplianceTenant } from './seed.js';
import {
  componentEnv,
  componentLogFile,
  gatewayUrl,
  launchComponent,
  loggedErrors,
  ports,
  SECOND_GATEWAY_PORT,
  secondGatewayUrl,
  startComponents,
  startOutsideServices,
  stopProcesses,
  trainingAdminHeaders,
  waitUntilUp,
  type ComponentLayout,
  type EventTransport,
} from './stack.js';

/**
 * The response cache under a mixed workload with 5% writes (issue 36, item 5): two gateway replicas, each a process
 * of its own, over the same subgraphs, sharing the cache in Redis when REDIS_URL is set (else each caches in its own
 * memory), on a stack run as production runs it (as the performance scenarios'). Each connection of the load keeps to
 * one replica (half on each) and sends, in turns of 20 requests, one write, the read of what it wrote through the same
 * replica, and 18 reads drawn from the spread below: 5% writes, 95% cacheable reads.
 *
 * - Reads: half the public catalogue (anonymous: a course by slug, a page of the course list, the taxonomies), half a
 *   tenant's compliance reads (the entity page, the entity list, the workflow templates) with that tenant's
 *   credentials; courses, pages and tenants drawn from a Zipf distribution (a few popular, a long tail).
 * - Writes, through the supergraph: one in five a training admin renaming a course, four in five a tenant updating
 *   its entity's profile. Each connection writes courses and an entity no other connection writes, so that its read
 *   right after must show its write.
 *
 * Every read the load can draw is answered once through each replica first, then the load warms up for
 * BENCH_WARM_UP seconds. Figures: the hit ratio, from both replicas' /metrics over a stretch of the load alone (hits
 * over every lookup; a read that waited for another's fill in flight counts as a miss);
 * then, under the same load, a prober writes a course and an entity of its own in turn, alternating replicas, each
 * first read through both so that both may have it cached, and measures as the freshness scenario does
 * (`staleWindow`): a read through the writer right after the write's answer (stale reads there: target 0, the load's
 * own read-backs counted too) and reads through the other until one shows it (window p99 < 100 ms).
 */

export const MIXED_TARGETS = { hitRatio: 0.8, ...FRESHNESS_TARGET } as const;

const CONNECTIONS = positiveInteger('BENCH_MIXED_CONNECTIONS', 16);
const { durationSeconds: DURATION_SECONDS, warmUpSeconds: WARM_UP_SECONDS } = PERFORMANCE_SETTINGS;
const PROBE_ROUNDS = 100;
/** Requests of a connection's turn: one write, its read-back, the rest reads (1 in 20: 5% writes). */
const TURN = 20;
const COURSES = 60;
const COURSE_PAGES = 3;
const ZIPF_EXPONENT = 1;

const COURSE = `query MixedCourse($slug: String!) {
  course(idOrSlug: $slug) { id title slug description durationDays categories { id name } cities { id name } }
}`;
const COURSE_PAGE = `query MixedCoursePage($page: Int!) {
  courses(page: $page, limit: 20) { total items { id title slug durationDays categories { id name } cities { id name } } }
}`;
const TAXONOMIES = `query MixedTaxonomies {
  taxonomies { categories { id name slug } cities { id name slug } associations { id name slug } deliveryModes { id name slug } }
}`;
const ENTITY_LIST = `query MixedEntities { businessEntities(limit: 20) { total items { id name entityType version } } }`;
const UPDATE_COURSE = `mutation MixedUpdateCourse($id: ID!, $input: UpdateCourseInput!) {
  updateCourse(id: $id, input: $input) { id title }
}`;
const UPDATE_ENTITY = `mutation MixedUpdateEntity($id: ID!, $version: Int!, $profileData: JSONObject!) {
  updateEntityProfile(id: $id, version: $version, profileData: $profileData) { version }
}`;
/** What the seed reads back to rewrite a course whole (an update replaces its relations). */
const COURSES_FOR_UPDATE = `query MixedCoursesForUpdate($page: Int!) {
  courses(page: $page, limit: 20) {
    items { id title slug description deliveryMode durationDays categories { id } cities { id } associations { id } }
  }
}`;

export interface MixedWorkloadFigures {
  readonly transport: EventTransport['name'];
  /** Whether the replicas shared their cache in Redis (REDIS_URL), or each had its own. */
  readonly sharedCache: boolean;
  readonly connections: number;
  readonly tenants: number;
  readonly seconds: number;
  readonly requests: number;
  readonly writes: number;
  readonly requestsPerSecond: number;
  readonly latencyMs: { readonly p50: number; readonly p99: number };
  readonly errors: number;
  readonly errorSamples: readonly string[];
  /** Both replicas' lookups over the measured stretch, by outcome. */
  readonly lookups: Readonly<Record<string, number>>;
  readonly hitRatio: number;
  /**
   * Per read operation over the measured stretch: reads sent, and executions the subgraph answered for them (the
   * gateway's first fetch of the operation's plan, from the subgraph's `graphql_operations_total`): what the cache
   * kept from the subgraph, per kind of read.
   */
  readonly operations: readonly { readonly operation: string; readonly reads: number; readonly executed: number }[];
  /** Reads through the writing replica right after a write's answer: the load's read-backs and the prober's. */
  readonly readsAfterWrite: number;
  readonly staleOnWriter: number;
  readonly probeRounds: number;
  readonly roundsStaleOnOther: number;
  readonly otherWindowMs: { readonly p50: number; readonly p99: number; readonly max: number };
  readonly met: { readonly hitRatio: boolean; readonly staleOnWriter: boolean; readonly otherWindow: boolean };
}

type Headers = Record<string, string>;

interface Operation {
  readonly query: string;
  readonly variables?: Record<string, unknown>;
  readonly headers?: Headers;
  /** For a read after a write: whether its answer shows the write. */
  readonly shows?: (data: Record<string, unknown>) => boolean;
}

/** A course as the seed made it, to be sent back whole with a new title. */
interface SeededCourse {
  readonly id: string;
  readonly slug: string;
  readonly description: string;
  readonly deliveryMode: string | null;
  readonly durationDays: number | null;
  readonly categories: readonly { id: string }[];
  readonly cities: readonly { id: string }[];
  readonly associations: readonly { id: string }[];
}

interface Tenant {
  readonly tenant: ComplianceTenant;
  readonly entity: BenchEntity;
}

/** A reproducible stream of numbers in [0, 1) (mulberry32), so that every run sends the same requests. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An index in [0, size) drawn with probability proportional to 1 / (rank + 1)^s: a few popular, a long tail. */
function zipf(size: number): (next: () => number) => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 0; rank < size; rank++) cumulative.push((total += 1 / (rank + 1) ** ZIPF_EXPONENT));
  return (next) => {
    const drawn = next() * total;
    const index = cumulative.findIndex((bound) => drawn < bound);
    return index === -1 ? size - 1 : index;
  };
}

const courseRead = (course: SeededCourse, title?: string): Operation => ({
  query: COURSE,
  variables: { slug: course.slug },
  shows: title === undefined ? undefined : (data) => (data.course as { title: string }).title === title,
});

const entityRead = ({ tenant, entity }: Tenant, address?: string): Operation => ({
  query: ENTITY_PAGE,
  variables: { id: entity.id },
  headers: tenant.headers,
  shows:
    address === undefined
      ? undefined
      : (data) =>
          (data.businessEntity as { profileData: { registeredAddress?: string } }).profileData.registeredAddress ===
          address,
});

const coursePageRead = (page: number): Operation => ({ query: COURSE_PAGE, variables: { page } });
const entityListRead = ({ tenant }: Tenant): Operation => ({ query: ENTITY_LIST, headers: tenant.headers });
const templatesRead = ({ tenant }: Tenant): Operation => ({ query: WORKFLOW_TEMPLATES, headers: tenant.headers });

function courseUpdate(course: SeededCourse, title: string, admin: Headers): Operation {
  return {
    query: UPDATE_COURSE,
    headers: admin,
    variables: {
      id: course.id,
      input: {
        title,
        slug: course.slug,
        description: course.description,
        deliveryMode: course.deliveryMode,
        durationDays: course.durationDays,
        isPublished: true,
        categoryIds: course.categories.map((each) => each.id),
        cityIds: course.cities.map((each) => each.id),
        associationIds: course.associations.map((each) => each.id),
      },
    },
  };
}

const entityUpdate = ({ tenant, entity }: Tenant, address: string): Operation => ({
  query: UPDATE_ENTITY,
  headers: tenant.headers,
  variables: { id: entity.id, version: entity.version, profileData: { registeredAddress: address } },
});

/** An operation through a replica's pool: its data, or why it failed. */
async function send(pool: Pool, operation: Operation): Promise<{ data?: Record<string, unknown>; error?: string }> {
  const { statusCode, body } = await pool.request({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...operation.headers },
    body: JSON.stringify({ query: operation.query, variables: operation.variables ?? {} }),
  });
  const answer = (await body.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (statusCode !== 200 || answer.errors?.length || !answer.data)
    return { error: `${statusCode} ${JSON.stringify(answer.errors ?? answer).slice(0, 300)}` };
  return { data: answer.data };
}

/** What the load counts while `measuring` is on. */
interface LoadCounts {
  measuring: boolean;
  requests: number;
  /** Reads sent, by operation name. */
  readsByOperation: Map<string, number>;
  writes: number;
  latencies: number[];
  errors: number;
  errorSamples: string[];
  readsAfterWrite: number;
  staleOnWriter: number;
}

/**
 * One connection of the load, until `stopped()`: turns of TURN requests, the write at a place of its own in the turn
 * (so that the connections' writes do not come together), then the read of it through the same replica.
 */
async function connection(
  index: number,
  pool: Pool,
  reads: (next: () => number) => Operation,
  write: (turn: number) => {
    operation: Operation;
    readBack: Operation;
    done?: (data: Record<string, unknown>) => void;
  },
  counts: LoadCounts,
  stopped: () => boolean,
): Promise<void> {
  const next = random(index + 1);
  const writeAt = Math.floor((index * TURN) / CONNECTIONS);
  let readBack: Operation | undefined;
  for (let request = 0; !stopped(); request++) {
    const turn = Math.floor(request / TURN);
    const isWrite = request % TURN === writeAt;
    const planned = isWrite ? write(turn) : undefined;
    const operation = planned?.operation ?? readBack ?? reads(next);
    const isReadBack = !planned && readBack !== undefined;
    readBack = undefined;
    const started = performance.now();
    const { data, error } = await send(pool, operation).catch((failure: unknown) => ({
      data: undefined,
      error: String(failure),
    }));
    if (!counts.measuring) {
      if (data && planned) {
        planned.done?.(data);
        readBack = planned.readBack;
      }
      continue;
    }
    counts.requests++;
    counts.latencies.push(performance.now() - started);
    if (planned) counts.writes++;
    else counts.readsByOperation.set(nameOf(operation), (counts.readsByOperation.get(nameOf(operation)) ?? 0) + 1);
    if (error || !data) {
      counts.errors++;
      if (counts.errorSamples.length < 5) counts.errorSamples.push(error ?? 'no data');
      continue;
    }
    if (planned) {
      planned.done?.(data);
      readBack = planned.readBack;
    } else if (isReadBack) {
      counts.readsAfterWrite++;
      if (!operation.shows!(data)) counts.staleOnWriter++;
    }
  }
}

/** The seeded courses, with what an update must send back (an update replaces the course whole). */
async function seededCourses(): Promise<SeededCourse[]> {
  const courses: SeededCourse[] = [];
  for (let page = 1; page <= COURSES / 20; page++) {
    const data = (await graphql(COURSES_FOR_UPDATE, { page })) as { courses: { items: SeededCourse[] } };
    courses.push(...data.courses.items);
  }
  return courses;
}

const operationNames = new Map<string, string>();

/** An operation's name, as its text names it. */
function nameOf(operation: Operation): string {
  let name = operationNames.get(operation.query);
  if (name === undefined) {
    name = getOperationAST(parse(operation.query))?.name?.value ?? 'anonymous';
    operationNames.set(operation.query, name);
  }
  return name;
}

/**
 * Executions of each client operation by the subgraphs that serve the reads so far: the gateway names the fetches of
 * its plans `<operation>__<subgraph>__<index>`; the first fetch (index 0) is one execution of the operation.
 */
async function executionsByOperation(): Promise<Map<string, number>> {
  const executions = new Map<string, number>();
  for (const port of [ports.TRAINING_PORT, ports.COMPLIANCE_PORT]) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const [, name, count] of text.matchAll(
      /^graphql_operations_total\{[^}]*\boperation_name="(\w+?)__\w+__0"[^}]*\} (\S+)$/gm,
    ))
      executions.set(name, (executions.get(name) ?? 0) + Number(count));
  }
  return executions;
}

/** Both replicas' lookups, summed by outcome. */
async function lookupsOf(urls: readonly string[]): Promise<Record<string, number>> {
  const sum: Record<string, number> = {};
  for (const url of urls)
    for (const [outcome, count] of Object.entries(await cacheLookupsOf(url)))
      sum[outcome] = (sum[outcome] ?? 0) + count;
  return sum;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchMixedWorkload(
  databaseUrl: string,
  transport: EventTransport,
): Promise<MixedWorkloadFigures> {
  const redisUrl = process.env.REDIS_URL;
  const processes: ChildProcess[] = [];
  const outside = await startOutsideServices();
  const pools: Pool[] = [];
  try {
    const layout: ComponentLayout = {
      edge: false,
      inspect: false,
      production: outside,
      env: redisUrl ? { REDIS_URL: redisUrl } : undefined,
    };
    processes.push(...Object.values(await startComponents(databaseUrl, transport, layout)));
    const env = componentEnv(databaseUrl, transport, layout, 'gateway');
    processes.push(
      launchComponent(
        'gateway',
        { ...env, GATEWAY_PORT: String(SECOND_GATEWAY_PORT) },
        false,
        false,
        componentLogFile('gateway-2'),
      ),
    );
    await waitUntilUp(`http://127.0.0.1:${SECOND_GATEWAY_PORT}/health`);
    const replicas = [gatewayUrl, secondGatewayUrl] as const;

    const admin = await trainingAdminHeaders(outside, componentEnv(databaseUrl, transport, layout));
    await seedCourses(COURSES, admin);
    const courses = await seededCourses();
    // One tenant a connection (its entity written by it alone), and the prober's.
    const tenants: Tenant[] = [];
    for (let index = 0; index <= CONNECTIONS; index++) tenants.push(await seedTenantEntity(`Mixed ${index}`, 2, 1));
    await trustDocuments(
      [COURSE, COURSE_PAGE, TAXONOMIES, ENTITY_PAGE, ENTITY_LIST, WORKFLOW_TEMPLATES, UPDATE_COURSE, UPDATE_ENTITY],
      componentEnv(databaseUrl, transport, layout),
    );
    const [probeCourse, ...loadCourses] = courses;
    const probeTenant = tenants[CONNECTIONS];
    await untilBothCache(replicas, (url) => graphql(COURSE, { slug: probeCourse.slug }, url));

    // Every read of the workload answered once through each replica before the load starts: the long tail's first
    // reads are the cache's cold start, not its steady hit ratio, and how many of them would fall in the measured
    // stretch depends on the machine's speed.
    const everyRead: Operation[] = [
      ...courses.map((course) => courseRead(course)),
      ...Array.from({ length: COURSE_PAGES }, (_, page) => coursePageRead(page + 1)),
      { query: TAXONOMIES },
      ...tenants.flatMap((tenant) => [entityRead(tenant), entityListRead(tenant), templatesRead(tenant)]),
    ];
    for (const url of replicas)
      for (const operation of everyRead) await graphql(operation.query, operation.variables, url, operation.headers);

    const courseRank = zipf(courses.length);
    const pageRank = zipf(COURSE_PAGES);
    const tenantRank = zipf(tenants.length);
    const reads = (next: () => number): Operation => {
      const kind = next();
      if (kind < 0.5) {
        if (kind < 0.3) return courseRead(courses[courseRank(next)]);
        if (kind < 0.45) return coursePageRead(1 + pageRank(next));
        return { query: TAXONOMIES };
      }
      const tenant = tenants[tenantRank(next)];
      if (kind < 0.75) return entityRead(tenant);
      if (kind < 0.875) return entityListRead(tenant);
      return templatesRead(tenant);
    };
    /** Connection i's writes: every fifth a course of its own, the others its tenant's entity. */
    const writesOf = (index: number) => {
      const own = loadCourses.filter((_, course) => course % CONNECTIONS === index);
      return (turn: number) => {
        const value = `Mixed ${index}.${turn}`;
        if (turn % 5 === 0 && own.length) {
          const course = own[(turn / 5) % own.length];
          return { operation: courseUpdate(course, value, admin), readBack: courseRead(course, value) };
        }
        const tenant = tenants[index];
        return {
          operation: entityUpdate(tenant, value),
          readBack: entityRead(tenant, value),
          done: (data: Record<string, unknown>) =>
            (tenant.entity.version = (data.updateEntityProfile as { version: number }).version),
        };
      };
    };

    const counts: LoadCounts = {
      measuring: false,
      requests: 0,
      readsByOperation: new Map(),
      writes: 0,
      latencies: [],
      errors: 0,
      errorSamples: [],
      readsAfterWrite: 0,
      staleOnWriter: 0,
    };
    let stopped = false;
    const perReplica = Math.ceil(CONNECTIONS / 2);
    pools.push(...replicas.map((url) => new Pool(new URL(url).origin, { connections: perReplica })));
    const load = Promise.all(
      Array.from({ length: CONNECTIONS }, (_, index) =>
        connection(index, pools[index % 2], reads, writesOf(index), counts, () => stopped),
      ),
    );
    const lookups: Record<string, number> = {};
    let operations: MixedWorkloadFigures['operations'] = [];
    let seconds = 0;
    const probeWindows: number[] = [];
    let probeStaleOnWriter = 0;
    try {
      await sleep(WARM_UP_SECONDS * 1000);
      const before = await lookupsOf(replicas);
      const executedBefore = await executionsByOperation();
      const started = performance.now();
      counts.measuring = true;
      await sleep(DURATION_SECONDS * 1000);
      counts.measuring = false;
      seconds = (performance.now() - started) / 1000;
      const after = await lookupsOf(replicas);
      const executedAfter = await executionsByOperation();
      operations = [...counts.readsByOperation].map(([operation, reads]) => ({
        operation,
        reads,
        executed: (executedAfter.get(operation) ?? 0) - (executedBefore.get(operation) ?? 0),
      }));
      for (const outcome of new Set([...Object.keys(before), ...Object.keys(after)]))
        lookups[outcome] = (after[outcome] ?? 0) - (before[outcome] ?? 0);

      // Under the same load: the prober's writes, each read through the writer and the other replica.
      const fetchThrough = (url: string, operation: Operation) =>
        graphql(operation.query, operation.variables, url, operation.headers);
      for (let round = 1; round <= PROBE_ROUNDS; round++) {
        const [writer, reader] = round % 2 ? replicas : ([replicas[1], replicas[0]] as const);
        const value = `Probe ${round}`;
        const onCourse = Math.ceil(round / 2) % 2 === 1;
        const read = onCourse ? courseRead(probeCourse, value) : entityRead(probeTenant, value);
        for (const url of [writer, reader, writer, reader]) await fetchThrough(url, read);
        const measured = await staleWindow(
          writer,
          reader,
          async () => {
            if (!onCourse) {
              const data = await fetchThrough(writer, entityUpdate(probeTenant, value));
              probeTenant.entity.version = (data.updateEntityProfile as { version: number }).version;
            } else await fetchThrough(writer, courseUpdate(probeCourse, value, admin));
          },
          async (url) => read.shows!(await fetchThrough(url, read)),
        );
        if (measured.staleOnWriter) probeStaleOnWriter++;
        probeWindows.push(measured.windowMs);
      }
    } finally {
      stopped = true;
      await load;
    }

    const lookupTotal = Object.values(lookups).reduce((sum, count) => sum + count, 0);
    const hitRatio = lookupTotal ? Math.round(((lookups.hit ?? 0) / lookupTotal) * 1000) / 1000 : 0;
    const latencies = counts.latencies.sort((a, b) => a - b);
    const otherWindowMs = windowFigures(probeWindows);
    const staleOnWriter = counts.staleOnWriter + probeStaleOnWriter;
    return {
      transport: transport.name,
      sharedCache: redisUrl !== undefined,
      connections: CONNECTIONS,
      tenants: tenants.length,
      seconds: round1(seconds),
      requests: counts.requests,
      writes: counts.writes,
      requestsPerSecond: Math.round(counts.requests / seconds),
      latencyMs: { p50: round1(percentile(latencies, 50)), p99: round1(percentile(latencies, 99)) },
      errors: counts.errors,
      errorSamples: counts.errorSamples,
      lookups,
      hitRatio,
      operations,
      readsAfterWrite: counts.readsAfterWrite + PROBE_ROUNDS,
      staleOnWriter,
      probeRounds: PROBE_ROUNDS,
      roundsStaleOnOther: probeWindows.filter((window) => window > 0).length,
      otherWindowMs,
      met: {
        hitRatio: hitRatio >= MIXED_TARGETS.hitRatio,
        staleOnWriter: staleOnWriter === MIXED_TARGETS.staleOnWriter,
        otherWindow: otherWindowMs.p99 < MIXED_TARGETS.otherP99Ms,
      },
    };
  } finally {
    await Promise.all(pools.map((pool) => pool.close()));
    await stopProcesses(processes);
    await outside.stop();
    const errors = loggedErrors(['training', 'compliance', 'factory', 'gateway', 'gateway-2', 'rest']);
    console.error(`bench: the stack logged ${errors.length} lines at error level`);
    for (const line of errors.slice(0, 5)) console.error(`  ${line}`);
  }
}

export function printMixedWorkload(run: MixedWorkloadFigures): void {
  const mark = (met: boolean) => (met ? 'yes' : 'NO');
  console.log(
    `\nMixed workload, 5% writes: two gateway replicas (processes), ${run.sharedCache ? 'sharing their response cache in Redis (REDIS_URL)' : 'each with a response cache of its own (no REDIS_URL: nothing shared between them)'}; ${run.connections} connections (half on each replica), ${run.tenants} tenants, events through ${run.transport}`,
  );
  console.log(
    `load: ${run.requests} requests in ${run.seconds} s (${run.writes} writes), ${run.requestsPerSecond} req/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, ${run.errors} errors; lookups ${Object.entries(
      run.lookups,
    )
      .map(([outcome, count]) => `${outcome} ${count}`)
      .join(', ')}\n`,
  );
  console.table([
    {
      figure: 'hit ratio (hits ÷ lookups, both replicas)',
      value: run.hitRatio,
      target: `≥ ${MIXED_TARGETS.hitRatio}`,
      samples: Object.values(run.lookups).reduce((sum, count) => sum + count, 0),
      met: mark(run.met.hitRatio),
    },
    {
      figure: 'stale reads on the writing replica, right after the answer',
      value: run.staleOnWriter,
      target: `${MIXED_TARGETS.staleOnWriter}`,
      samples: run.readsAfterWrite,
      met: mark(run.met.staleOnWriter),
    },
    {
      figure: 'other replica: answer → last stale read, p99 ms',
      value: run.otherWindowMs.p99,
      target: `< ${MIXED_TARGETS.otherP99Ms}`,
      samples: run.probeRounds,
      met: mark(run.met.otherWindow),
    },
  ]);
  console.log(
    `other replica: p50 ${run.otherWindowMs.p50} ms, max ${run.otherWindowMs.max} ms; ${run.roundsStaleOnOther} of ${run.probeRounds} rounds served a stale read there before the event came`,
  );
  console.log(
    '\nPer read: reads sent, executions by the subgraph (a miss executes once; a hit or a shared miss never)\n',
  );
  console.table(
    run.operations.map((each) => ({
      operation: each.operation,
      reads: each.reads,
      'executed by the subgraph': each.executed,
      'answered without an execution': round2(1 - each.executed / each.reads),
    })),
  );
  for (const sample of run.errorSamples) console.log(`  error: ${sample}`);
}
