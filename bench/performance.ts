import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { sha256Of } from '../gateway/trusted-documents/document-id.js';
import { cpuMilliseconds, percentile, positiveInteger, round1 } from './measure.js';
import { peerUrl, startPeerGateway } from './peer/peer-gateway.js';
import { graphqlTwinOf, type RestCall } from './rest-twin.js';
import { startReverseProxies } from './reverse-proxies.js';
import { seedCourses, seedFactoryProduction, seedFactoryTenant, seedTenantEntity } from './seed.js';
import {
  captureSubgraphPage,
  checkReplay,
  replayLoad,
  replayPool,
  subgraphPoolSize,
  type CapturedPage,
  type ReplayedSubgraph,
} from './sql-replay.js';
import {
  componentEnv,
  componentLogFile,
  gatewayUrl,
  launchComponent,
  loggedErrors,
  ports,
  restUrl,
  runCli,
  startComponents,
  startOutsideServices,
  stopProcesses,
  trainingAdminHeaders,
  waitUntilUp,
  type EventTransport,
} from './stack.js';

/**
 * The performance scenarios of `npm run bench`: the course page, a compliance entity with its documents and
 * workflow instances, a factory report and a mixed workload, each under the same concurrent load through every
 * path that serves it: straight from its subgraph, through our gateway, through the peer (Hive Gateway over the
 * same supergraph and the same subgraph processes), through the REST adapter, and through our gateway with the very
 * operations the REST adapter sends (what the adapter adds is measured against that). SQL statements per request
 * are read from the subgraphs' `/metrics`. The course page and the entity page also have their limit measured: the
 * very statements the subgraph sends for one request, replayed straight through `pg` (bench/sql-replay.ts).
 *
 * Layout: each subgraph a process; our gateway and REST adapter together in one (`npm run start:edge`, the adapter
 * executing in-process); the peer a process; the load from this process.
 */
const DURATION_SECONDS = positiveInteger('BENCH_DURATION', 10);
const WARM_UP_SECONDS = positiveInteger('BENCH_WARM_UP', 3);
export const CONNECTIONS = positiveInteger('BENCH_CONNECTIONS', 32);

export const PERFORMANCE_SETTINGS = {
  connections: CONNECTIONS,
  durationSeconds: DURATION_SECONDS,
  warmUpSeconds: WARM_UP_SECONDS,
};

export const COURSE_PAGE = `query CoursePage {
  courses(page: 1, limit: 20) {
    total
    items { id title slug description isPublished status deliveryMode durationDays schedule
      categories { id name slug } cities { id name slug } associations { id name slug } createdAt updatedAt }
  }
}`;

export const ENTITY_PAGE = `query EntityWithDocumentsAndWorkflows($id: ID!) {
  businessEntity(id: $id) {
    id name entityType profileData version createdAt updatedAt
    documents { id documentType source filename contentType size sha256 uploadedAt }
  }
  workflowInstances(entityId: $id, limit: 20) {
    total
    items { id status completedAt createdAt template { id workflowName legalReference } }
  }
}`;

const FACTORY_REPORT_FIELDS = `groupBy
    groups { key label steps pieces amount }
    totals { steps pieces amount }`;

const FACTORY_REPORT = `query FactoryReport {
  factoryTaskReport(input: { groupBy: WORKER }) {
    ${FACTORY_REPORT_FIELDS}
  }
}`;

/** The course page at a size of the caller's own, for loads where no two requests are alike. */
const COURSE_PAGE_OF_SIZE = COURSE_PAGE.replace('query CoursePage {', 'query CoursePageOfSize($limit: Int!) {').replace(
  'limit: 20',
  'limit: $limit',
);

/** The factory report from a day of the caller's own, for loads where no two requests are alike. */
const FACTORY_REPORT_FROM = `query FactoryReportFrom($from: String!) {
  factoryTaskReport(input: { groupBy: WORKER, from: $from }) {
    ${FACTORY_REPORT_FIELDS}
  }
}`;

export const WORKFLOW_TEMPLATES = `query WorkflowTemplates {
  workflowTemplates(limit: 20) { total items { id workflowName legalReference isActive tenantId createdAt } }
}`;

const FACTORY_WORKERS = `query FactoryWorkers { factoryWorkers(limit: 20) { total items { id name skills } } }`;

/** One of the ways a scenario is served. */
const PATH_NAMES = [
  'subgraph',
  'SQL replay',
  'reverse proxy',
  'gateway',
  'gateway, limits in Redis',
  'gateway, uncached',
  'peer',
  'REST',
  'gateway, REST operations',
  'reverse proxy, answers kept',
] as const;
export type PathName = (typeof PATH_NAMES)[number];

/**
 * Headers with which the response cache leaves a request alone: the same operation executed by the subgraph
 * (identical requests in flight still share its call, as on every other path). `Cache-Control: no-cache` asks the
 * gateway for a fresh answer; the cookie, a header the gateway forwards, keeps REST calls (which pass no
 * Cache-Control on) out of the public cache; a per-tenant REST read is still served from the cache.
 */
const BYPASS_RESPONSE_CACHE = { cookie: 'bench=uncached', 'cache-control': 'no-cache' };

/** The caller's GraphQL operations, each asking for a fresh answer: the hop alone, never the response cache. */
function uncached(caller: Caller): Caller {
  return {
    ...caller,
    operations: caller.operations.map((operation) => ({
      ...operation,
      headers: { ...operation.headers, ...BYPASS_RESPONSE_CACHE },
    })),
  };
}

interface GraphQLOperation {
  readonly query: string;
  readonly operationName?: string;
  readonly variables?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
}

/** What one connection of the load sends, in turn: as GraphQL operations, and as the legacy REST calls. */
export interface Caller {
  readonly operations: readonly GraphQLOperation[];
  readonly restCalls: readonly RestCall[];
}

export interface Scenario {
  readonly name: string;
  /** The subgraph that alone serves it, for the direct path; none for a workload spanning several. */
  readonly subgraphUrl?: string;
  /**
   * The subgraph (its component) whose SQL for the scenario's one request is captured and replayed through `pg`
   * beside the subgraph path: the 'SQL replay' path.
   */
  readonly replay?: ReplayedSubgraph;
  /** Issue 24's bound on the CPU its subgraph spends per request, on the subgraph path, in ms. */
  readonly subgraphCpuTargetMs?: number;
  /**
   * Whether the gateway's response cache serves it: then it is also measured with the cache bypassed, and beside a
   * reverse proxy that keeps each first answer (the least a hit can cost).
   */
  readonly cacheable?: boolean;
  /**
   * Whether the gateway’s cache serves it per tenant (scope TENANT): every hit still asks the subgraph's gate, and
   * the cache cannot be bypassed by a header (any header is part of the key), so the gain shows against the subgraph.
   */
  readonly cachedPerTenant?: boolean;
  /**
   * A single-fetch plan under a load where no two requests are alike (issue 36): the gateway's hop is held to the
   * reverse proxy's, the subgraph's and the peer's, and its CPU per request to a bound.
   */
  readonly hopTargets?: boolean;
  /**
   * Connection i sends what caller i (modulo their number) sends. One caller: every connection sends the same
   * requests, which gateways may share while in flight; one per connection: no two requests alike.
   */
  readonly callers: readonly Caller[];
}

export interface PathFigures {
  readonly path: PathName;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly sqlPerRequest: number;
  /**
   * CPU time the process the load enters by (gateway, peer or REST adapter; the bench process itself for the SQL
   * replay, its pg clients) spent per request; none for a subgraph.
   */
  readonly frontCpuMsPerRequest?: number;
  /** CPU time the three subgraph processes spent per request. */
  readonly subgraphCpuMsPerRequest: number;
}

export interface ScenarioFigures {
  readonly scenario: string;
  readonly paths: PathFigures[];
  readonly ratios: Ratio[];
  /** What the SQL replay path sent for each page: the statements captured from the subgraph. */
  readonly replayedPage?: CapturedPage;
}

/** A figure of ours over a reference, with the target it must meet. */
export interface Ratio {
  readonly name: string;
  readonly value: number;
  /** The bound it must stay within: at least (`≥`) or at most (`≤`). */
  readonly target: { readonly atLeast?: number; readonly atMost?: number };
  readonly met: boolean;
  /**
   * The best any hop could do on this figure in the same run, where that is measured: the reverse proxy's own value
   * (a hop that does nothing but move bytes), or the subgraph's alone (a hop that costs nothing at all). A target
   * the bound itself misses is out of reach on this machine, whatever the gateway does.
   */
  readonly bound?: { readonly name: string; readonly value: number; readonly reachable: boolean };
}

const subgraphUrlOf = (port: number) => `http://127.0.0.1:${port}/graphql`;

const entityRestCalls = (entityId: string, headers: Record<string, string>): RestCall[] => [
  { method: 'GET', path: `/compliance/api/v1/entities/${entityId}`, headers },
  { method: 'GET', path: `/compliance/api/v1/entities/${entityId}/documents`, headers },
  { method: 'GET', path: `/compliance/api/v1/workflows/instances?entityId=${entityId}`, headers },
];

/** A tenant of its own with an entity, its documents and workflow instances: the entity page as GraphQL and as REST. */
async function seedEntityCaller(name: string, documents: number, workflows: number): Promise<Caller> {
  const { tenant, entity } = await seedTenantEntity(name, documents, workflows);
  return {
    operations: [{ query: ENTITY_PAGE, variables: { id: entity.id }, headers: tenant.headers }],
    restCalls: entityRestCalls(entity.id, tenant.headers),
  };
}

/** The data the scenarios read, made through the REST adapter and the gateway as clients would. */
export async function seedScenarios(trainingAdmin: Record<string, string> = {}): Promise<Scenario[]> {
  await seedCourses(60, trainingAdmin);
  const entity = await seedEntityCaller('Bench', 8, 4);
  const tenants: Caller[] = [];
  for (let index = 0; index < CONNECTIONS; index++) tenants.push(await seedEntityCaller(`Bench ${index}`, 2, 1));
  const factory = await seedFactoryTenant(20);
  await seedFactoryProduction(factory, 10, 80);

  const coursePage: Caller = {
    operations: [{ query: COURSE_PAGE }],
    restCalls: [{ method: 'GET', path: '/training/api/v1/courses?limit=20' }],
  };
  // Each connection a tenant of its own, reading its workflow templates (global ones and its own).
  const templates = tenants.map((tenant): Caller => {
    const headers = tenant.operations[0].headers;
    return {
      operations: [{ query: WORKFLOW_TEMPLATES, headers }],
      restCalls: [{ method: 'GET', path: '/compliance/api/v1/workflows/templates?limit=20', headers }],
    };
  });
  const factoryReport: Caller = {
    operations: [{ query: FACTORY_REPORT, headers: factory.headers }],
    restCalls: [
      {
        method: 'POST',
        path: '/factory/api/v1/report/getTaskReportByGroup',
        headers: factory.headers,
        body: { groupBy: 'worker' },
      },
    ],
  };
  // No two requests alike, and none served from the response cache: the hop alone.
  const coursePages = Array.from({ length: CONNECTIONS }, (_, index): Caller => {
    const limit = 5 + index;
    return {
      operations: [{ query: COURSE_PAGE_OF_SIZE, variables: { limit }, headers: BYPASS_RESPONSE_CACHE }],
      restCalls: [{ method: 'GET', path: `/training/api/v1/courses?limit=${limit}`, headers: BYPASS_RESPONSE_CACHE }],
    };
  });
  const factoryReports = Array.from({ length: CONNECTIONS }, (_, index): Caller => {
    const from = new Date(Date.UTC(2000, 0, 1 + index)).toISOString().slice(0, 10);
    return {
      operations: [{ query: FACTORY_REPORT_FROM, variables: { from }, headers: factory.headers }],
      restCalls: [
        {
          method: 'POST',
          path: '/factory/api/v1/report/getTaskReportByGroup',
          headers: factory.headers,
          body: { groupBy: 'worker', from },
        },
      ],
    };
  });
  const factoryWorkers: Caller = {
    operations: [{ query: FACTORY_WORKERS, headers: factory.headers }],
    restCalls: [{ method: 'GET', path: '/factory/api/v1/worker?limit=20', headers: factory.headers }],
  };
  // Each connection its own tenant, and a mix of the three services in an order of its own.
  const mixed = tenants.map((tenant, index): Caller => {
    const turn = [coursePage, tenant, factoryReport, tenant, factoryWorkers];
    const rotated = [...turn.slice(index % turn.length), ...turn.slice(0, index % turn.length)];
    return {
      operations: rotated.flatMap((caller) => caller.operations),
      restCalls: rotated.flatMap((caller) => caller.restCalls),
    };
  });
  return [
    {
      name: 'course page (20 courses with relations)',
      subgraphUrl: subgraphUrlOf(ports.TRAINING_PORT),
      replay: 'training',
      subgraphCpuTargetMs: 1.0,
      cacheable: true,
      callers: [coursePage],
    },
    {
      name: 'compliance entity, documents, workflow instances',
      subgraphUrl: subgraphUrlOf(ports.COMPLIANCE_PORT),
      replay: 'compliance',
      subgraphCpuTargetMs: 0.6,
      callers: [entity],
    },
    {
      name: `course page, ${CONNECTIONS} page sizes (no two requests alike)`,
      subgraphUrl: subgraphUrlOf(ports.TRAINING_PORT),
      hopTargets: true,
      callers: coursePages,
    },
    {
      name: `compliance entity, ${CONNECTIONS} tenants (no two requests alike)`,
      subgraphUrl: subgraphUrlOf(ports.COMPLIANCE_PORT),
      hopTargets: true,
      callers: tenants.map(uncached),
    },
    {
      name: `workflow templates, ${CONNECTIONS} tenants (cached per tenant)`,
      subgraphUrl: subgraphUrlOf(ports.COMPLIANCE_PORT),
      cachedPerTenant: true,
      callers: templates,
    },
    {
      name: 'factory report by worker',
      subgraphUrl: subgraphUrlOf(ports.FACTORY_PORT),
      subgraphCpuTargetMs: 0.35,
      callers: [factoryReport],
    },
    {
      name: `factory report, ${CONNECTIONS} periods (no two requests alike)`,
      subgraphUrl: subgraphUrlOf(ports.FACTORY_PORT),
      hopTargets: true,
      callers: factoryReports.map(uncached),
    },
    { name: `mixed workload (three services, ${CONNECTIONS} tenants)`, callers: mixed },
  ];
}

interface LoadTarget {
  readonly kind: 'http';
  readonly origin: string;
  /** Per caller: connection i sends the requests of caller i modulo their number. */
  readonly requests: autocannon.Request[][];
  /** GraphQL answers carry their failures in `errors` with status 200. */
  readonly graphql: boolean;
}

/** An operation as the load sends it: its text, or the id of a trusted document (as the REST adapter sends its own). */
type SentOperation = Omit<GraphQLOperation, 'query'> & { readonly query?: string; readonly documentId?: string };

function graphqlTarget(url: string, operationsPerCaller: readonly (readonly SentOperation[])[]): LoadTarget {
  const { origin, pathname } = new URL(url);
  return {
    kind: 'http',
    origin,
    graphql: true,
    requests: operationsPerCaller.map((operations) =>
      operations.map((operation) => ({
        method: 'POST',
        path: pathname,
        headers: { 'content-type': 'application/json', ...operation.headers },
        body: JSON.stringify({
          query: operation.query,
          documentId: operation.documentId,
          operationName: operation.operationName,
          variables: operation.variables ?? {},
        }),
      })),
    ),
  };
}

function restTarget(callsPerCaller: readonly (readonly RestCall[])[]): LoadTarget {
  return {
    kind: 'http',
    origin: restUrl,
    graphql: false,
    requests: callsPerCaller.map((calls) =>
      calls.map((call) => ({
        method: call.method,
        path: call.path,
        headers: { 'content-type': 'application/json', ...call.headers },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      })),
    ),
  };
}

/** The SQL replay's load: the statements of one page, straight to PostgreSQL through `pool`. */
interface ReplayTarget {
  readonly kind: 'sql replay';
  readonly pool: pg.Pool;
  readonly page: CapturedPage;
}

/** Each request once, before any load: a scenario measuring failures would measure nothing. */
async function verify(target: LoadTarget | ReplayTarget, path: PathName): Promise<void> {
  if (target.kind === 'sql replay') return checkReplay(target.pool, target.page);
  for (const request of target.requests.flat()) {
    const response = await fetch(`${target.origin}${request.path}`, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body as string | undefined,
    });
    const text = await response.text();
    const errors = target.graphql ? (JSON.parse(text) as { errors?: unknown[] }).errors : undefined;
    if (!response.ok || errors?.length)
      throw new Error(`${path}: ${request.method} ${request.path} answered ${response.status}: ${text.slice(0, 500)}`);
  }
}

/** SQL statements the subgraphs have sent so far for requests (their `db_queries_total{origin="request"}`). */
async function sqlStatementsSoFar(): Promise<number> {
  let total = 0;
  for (const port of [ports.TRAINING_PORT, ports.COMPLIANCE_PORT, ports.FACTORY_PORT]) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const match of text.matchAll(/^db_queries_total\{[^}]*origin="request"[^}]*\} (\d+)$/gm))
      total += Number(match[1]);
  }
  return total;
}

/** autocannon under load, with every response time kept: its own histogram rounds to whole milliseconds. */
async function load(options: autocannon.Options): Promise<{ result: autocannon.Result; sortedMs: number[] }> {
  const responseTimes: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error as Error) : resolve(finished)));
    instance.on('response', (_client, _status, _bytes, responseTime) => responseTimes.push(responseTime));
  });
  return { result, sortedMs: responseTimes.sort((a, b) => a - b) };
}

/** The processes whose CPU time a measurement reads: the one the load enters by (none for a subgraph) and the subgraphs. */
interface MeasuredProcesses {
  readonly front?: number;
  readonly subgraphs: readonly number[];
}

/** One way of serving a scenario, with what is read while it is under load. */
interface PathUnderLoad {
  readonly path: PathName;
  readonly target: LoadTarget | ReplayTarget;
  readonly processes: MeasuredProcesses;
}

/** What one stretch of load on one path measured. */
interface Sample {
  /** Requests answered within the stretch: throughput. */
  readonly requests: number;
  /**
   * Requests sent, including those still in flight when the load stopped, which the servers finish anyway: what
   * SQL and CPU per request are divided by.
   */
  readonly sent: number;
  readonly responseTimesMs: number[];
  readonly errors: number;
  readonly statements: number;
  readonly frontCpuMs: number;
  readonly subgraphCpuMs: number;
}

const cpuOf = (pids: readonly number[]) => pids.reduce((sum, pid) => sum + cpuMilliseconds(pid), 0);

function loadOptions(target: LoadTarget): autocannon.Options {
  let connection = 0;
  return {
    url: target.origin,
    requests: target.requests[0],
    connections: CONNECTIONS,
    setupClient: (client) => client.setRequests(target.requests[connection++ % target.requests.length]),
  };
}

/** What one stretch of load answered, whoever sent it. */
interface Stretch {
  readonly requests: number;
  readonly sent: number;
  readonly errors: number;
  readonly sortedMs: number[];
}

/** `seconds` of load on `target` under CONNECTIONS concurrent clients: autocannon's, or the SQL replay's. */
async function drive(target: LoadTarget | ReplayTarget, seconds: number): Promise<Stretch> {
  if (target.kind === 'sql replay') return replayLoad(target.pool, target.page, CONNECTIONS, seconds);
  const { result, sortedMs } = await load({ ...loadOptions(target), duration: seconds });
  return {
    requests: result.requests.total,
    // autocannon's result has `sent` (its aggregate of requests written), though its typings leave it out.
    sent: (result.requests as { sent?: number }).sent ?? result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    sortedMs,
  };
}

async function sample({ target, processes }: PathUnderLoad, seconds: number): Promise<Sample> {
  const front = processes.front ? [processes.front] : [];
  const statementsBefore = await sqlStatementsSoFar();
  const frontCpuBefore = cpuOf(front);
  const subgraphCpuBefore = cpuOf(processes.subgraphs);
  const stretch = await drive(target, seconds);
  // The replay's statements go around the subgraphs' counters: each page sent is the page's statements.
  const statements =
    target.kind === 'sql replay'
      ? stretch.sent * target.page.statements
      : (await settledStatements()) - statementsBefore;
  return {
    requests: stretch.requests,
    sent: stretch.sent,
    responseTimesMs: stretch.sortedMs,
    errors: stretch.errors,
    frontCpuMs: cpuOf(front) - frontCpuBefore,
    subgraphCpuMs: cpuOf(processes.subgraphs) - subgraphCpuBefore,
    statements,
  };
}

/** The statements so far, once the requests the load left in flight are done (two reads 100 ms apart agree; 3 s at most). */
async function settledStatements(): Promise<number> {
  let previous = await sqlStatementsSoFar();
  for (let attempt = 0; attempt < 30; attempt++) {
    await sleep(100);
    const now = await sqlStatementsSoFar();
    if (now === previous) return now;
    previous = now;
  }
  return previous;
}

function figuresOf({ path, processes }: PathUnderLoad, samples: readonly Sample[], seconds: number): PathFigures {
  const sum = (figure: (each: Sample) => number) => samples.reduce((total, each) => total + figure(each), 0);
  const requests = sum((each) => each.requests);
  const sent = sum((each) => each.sent);
  const sortedMs = samples.flatMap((each) => each.responseTimesMs).sort((a, b) => a - b);
  const perRequest = (total: number) => Math.round((total / sent) * 100) / 100;
  return {
    path,
    requestsPerSecond: Math.round(requests / seconds),
    p50: round1(percentile(sortedMs, 50)),
    p99: round1(percentile(sortedMs, 99)),
    errors: sum((each) => each.errors),
    sqlPerRequest: perRequest(sum((each) => each.statements)),
    frontCpuMsPerRequest: processes.front ? perRequest(sum((each) => each.frontCpuMs)) : undefined,
    subgraphCpuMsPerRequest: perRequest(sum((each) => each.subgraphCpuMs)),
  };
}

/**
 * Measures the paths of one scenario, each for DURATION_SECONDS in two halves: in order, then in mirrored order
 * (A B C, C B A). On a shared machine the capacity drifts (other processes, autovacuum, caches): measured one after
 * the other, a drift would fall on whichever path came first; mirrored, it falls on every path alike, so that their
 * ratios hold.
 */
/** BENCH_PATHS='gateway|reverse proxy' measures only the paths named (a profile of one path); all by default. */
function chosenPaths(paths: readonly PathUnderLoad[]): readonly PathUnderLoad[] {
  const chosen = process.env.BENCH_PATHS?.split('|');
  return chosen ? paths.filter((under) => chosen.includes(under.path)) : paths;
}

async function measurePaths(all: readonly PathUnderLoad[]): Promise<PathFigures[]> {
  const paths = chosenPaths(all);
  for (const under of paths) {
    await verify(under.target, under.path);
    await drive(under.target, WARM_UP_SECONDS);
  }
  const half = DURATION_SECONDS / 2;
  const samples = new Map<PathName, Sample[]>(paths.map((under) => [under.path, []]));
  for (const under of [...paths, ...[...paths].reverse()]) samples.get(under.path)!.push(await sample(under, half));
  return paths.map((under) => figuresOf(under, samples.get(under.path)!, DURATION_SECONDS));
}

const rounded = (value: number) => Math.round(value * 100) / 100;
const within = (value: number, target: Ratio['target']) =>
  (target.atLeast === undefined || value >= target.atLeast) && (target.atMost === undefined || value <= target.atMost);

function ratio(name: string, value: number, target: Ratio['target'], bound?: { name: string; value: number }): Ratio {
  const figure = rounded(value);
  const measured = { name, value: figure, target, met: within(figure, target) };
  if (!bound) return measured;
  const best = rounded(bound.value);
  return { ...measured, bound: { name: bound.name, value: best, reachable: within(best, target) } };
}

/** A path's CPU per request as the bound of a CPU target, when the path was measured with its front process. */
const cpuBoundOf = (name: string, figures: PathFigures | undefined) =>
  figures?.frontCpuMsPerRequest !== undefined ? { name, value: figures.frontCpuMsPerRequest } : undefined;

/** The issues' targets: ratios between the paths of one scenario, and the subgraph's CPU per request. */
export function ratiosOf(
  paths: readonly PathFigures[],
  scenario: Pick<Scenario, 'subgraphCpuTargetMs' | 'cachedPerTenant' | 'hopTargets' | 'cacheable'>,
): Ratio[] {
  const { subgraphCpuTargetMs } = scenario;
  const of = (name: PathName) => paths.find((figures) => figures.path === name);
  const [subgraph, replay, proxy, gateway, redisGateway, uncached, peer, rest, twin, keepingProxy] = PATH_NAMES.map(of);
  const hop = scenario.hopTargets === true;
  const ratios: Ratio[] = [];
  if (subgraph && subgraphCpuTargetMs !== undefined)
    ratios.push(ratio('subgraph CPU ms/req', subgraph.subgraphCpuMsPerRequest, { atMost: subgraphCpuTargetMs }));
  // How close the subgraph comes to its own SQL sent straight through pg (issue 24).
  if (subgraph && replay)
    ratios.push(
      ratio('subgraph ÷ SQL replay, req/s', subgraph.requestsPerSecond / replay.requestsPerSecond, { atLeast: 0.4 }),
    );
  // What the response cache gives (issue 24: at least 5 times the uncached throughput).
  if (gateway && uncached)
    ratios.push(
      ratio('gateway ÷ gateway uncached, req/s', gateway.requestsPerSecond / uncached.requestsPerSecond, {
        atLeast: 5,
      }),
    );
  // What a hop costs on this machine beyond moving bytes (issue 36: single-fetch plans at the floor).
  if (gateway && proxy) {
    ratios.push(
      ratio('gateway ÷ reverse proxy, req/s', gateway.requestsPerSecond / proxy.requestsPerSecond, {
        atLeast: hop ? 0.85 : undefined,
      }),
    );
    ratios.push(ratio('gateway ÷ reverse proxy, p50', gateway.p50 / proxy.p50, { atMost: hop ? 1.15 : undefined }));
  }
  // The same gateway with its limits (and, shared, its response cache) in Redis rather than PostgreSQL.
  if (gateway && redisGateway)
    ratios.push(
      ratio('gateway (Redis) ÷ gateway, req/s', redisGateway.requestsPerSecond / gateway.requestsPerSecond, {}),
    );
  if (gateway && peer) {
    // Every request of a hop scenario needs the subgraph: no gateway serves more of them than it does alone.
    const ceiling =
      hop && subgraph
        ? { name: 'subgraph ÷ peer', value: subgraph.requestsPerSecond / peer.requestsPerSecond }
        : undefined;
    ratios.push(
      ratio(
        'gateway ÷ peer, req/s',
        gateway.requestsPerSecond / peer.requestsPerSecond,
        { atLeast: hop ? 2.5 : 1 },
        ceiling,
      ),
    );
    ratios.push(ratio('gateway ÷ peer, p99', gateway.p99 / peer.p99, {}));
  }
  if (gateway && subgraph) {
    const floor = hop && proxy ? { name: 'reverse proxy ÷ subgraph', value: proxy.p50 / subgraph.p50 } : undefined;
    ratios.push(ratio('gateway ÷ subgraph, p50', gateway.p50 / subgraph.p50, { atMost: hop ? 1.15 : 1.3 }, floor));
  }
  if (gateway?.frontCpuMsPerRequest !== undefined && hop)
    ratios.push(
      ratio(
        'gateway CPU ms/req',
        gateway.frontCpuMsPerRequest,
        { atMost: 0.12 },
        cpuBoundOf('reverse proxy CPU ms/req', proxy),
      ),
    );
  // What a response cache hit costs the gateway, beside what the least a process answering from memory costs.
  if (gateway?.frontCpuMsPerRequest !== undefined && scenario.cacheable)
    ratios.push(
      ratio(
        'gateway CPU ms/req on a cache hit',
        gateway.frontCpuMsPerRequest,
        { atMost: 0.05 },
        cpuBoundOf('reverse proxy, answers kept, CPU ms/req', keepingProxy),
      ),
    );
  // What the per-caller cache gives: a hit costs the subgraph one gate call instead of the operation.
  if (gateway && subgraph && scenario.cachedPerTenant)
    ratios.push(ratio('gateway ÷ subgraph, req/s', gateway.requestsPerSecond / subgraph.requestsPerSecond, {}));
  if (rest && twin) ratios.push(ratio('REST ÷ gateway (same operations), p50', rest.p50 / twin.p50, { atMost: 1.05 }));
  return ratios;
}

/**
 * The SQL replay of a scenario's one request: its statements captured from an instance of `subgraph` of its own (see
 * `captureSubgraphPage`), sent through a pool of the subgraph's size.
 */
async function replayTargetOf(
  subgraph: ReplayedSubgraph,
  callers: readonly Caller[],
  databaseUrl: string,
  transport: EventTransport,
): Promise<ReplayTarget> {
  const [operation, ...others] = callers.flatMap((caller) => caller.operations);
  if (!operation || others.length)
    throw new Error('a replayed scenario sends one request, the same on every connection');
  const page = await captureSubgraphPage(subgraph, operation, databaseUrl, transport);
  return { kind: 'sql replay', page, pool: replayPool(databaseUrl, await subgraphPoolSize(subgraph)) };
}

/** Runs every scenario through every path; the stack and the peer are started here and stopped after. */
export async function benchPerformance(databaseUrl: string, transport: EventTransport): Promise<ScenarioFigures[]> {
  const processes: ChildProcess[] = [];
  const pools: pg.Pool[] = [];
  const stops: (() => Promise<void>)[] = [];
  try {
    const outside = await startOutsideServices();
    stops.push(() => outside.stop());
    const layout = { edge: true, inspect: false, production: outside };
    const components = await startComponents(databaseUrl, transport, layout);
    processes.push(...Object.values(components));
    const stackEnv = componentEnv(databaseUrl, transport, layout);
    const redisEdge = await startRedisEdge(componentEnv(databaseUrl, transport, layout, 'edge'), processes);
    const peer = await startPeerGateway();
    processes.push(peer);
    const proxies = await startReverseProxies();
    processes.push(...proxies.processes);
    const subgraphs = [components.training, components.compliance, components.factory].map((child) => child!.pid!);
    const edge = { front: components.edge!.pid!, subgraphs };
    const scenarios = await seedScenarios(await trainingAdminHeaders(outside, stackEnv));
    await trustScenarioDocuments(scenarios, stackEnv);
    const figures: ScenarioFigures[] = [];
    // BENCH_ONLY=mixed measures only the scenarios whose name contains it, BENCH_ONLY='course|documents' those whose
    // name contains either (all are seeded either way).
    const only = process.env.BENCH_ONLY?.toLowerCase().split('|');
    for (const scenario of scenarios.filter(
      (each) => !only || only.some((part) => each.name.toLowerCase().includes(part)),
    )) {
      console.error(`bench: ${scenario.name}`);
      const operations = scenario.callers.map((caller) => caller.operations);
      const twins = await Promise.all(
        scenario.callers.map((caller) => Promise.all(caller.restCalls.map(graphqlTwinOf))),
      );
      const replay = scenario.replay
        ? await replayTargetOf(scenario.replay, scenario.callers, databaseUrl, transport)
        : undefined;
      if (replay) pools.push(replay.pool);
      const paths = await measurePaths([
        ...(scenario.subgraphUrl
          ? [
              {
                path: 'subgraph' as const,
                target: graphqlTarget(scenario.subgraphUrl, operations),
                processes: { subgraphs },
              },
            ]
          : []),
        // Beside the subgraph, so that the two alternate closest: subgraph, replay, …, replay, subgraph.
        // Its front is the bench process itself, which runs the replay's pg clients.
        ...(replay
          ? [{ path: 'SQL replay' as const, target: replay, processes: { front: process.pid, subgraphs } }]
          : []),
        ...(scenario.subgraphUrl
          ? [
              {
                path: 'reverse proxy' as const,
                target: graphqlTarget(proxies.urlOf(scenario.subgraphUrl), operations),
                processes: { front: proxies.pidOf(scenario.subgraphUrl), subgraphs },
              },
            ]
          : []),
        // Beside the gateway, whose cache answers every request of such a scenario: the floor of a hit.
        ...(scenario.subgraphUrl && scenario.cacheable
          ? [
              {
                path: 'reverse proxy, answers kept' as const,
                target: graphqlTarget(proxies.urlOf(scenario.subgraphUrl, 'keeping'), operations),
                processes: { front: proxies.pidOf(scenario.subgraphUrl, 'keeping'), subgraphs },
              },
            ]
          : []),
        { path: 'gateway', target: graphqlTarget(gatewayUrl, operations), processes: edge },
        ...(redisEdge
          ? [
              {
                path: 'gateway, limits in Redis' as const,
                target: graphqlTarget(redisEdge.url, operations),
                processes: { front: redisEdge.process.pid!, subgraphs },
              },
            ]
          : []),
        ...(scenario.cacheable
          ? [
              {
                path: 'gateway, uncached' as const,
                target: graphqlTarget(
                  gatewayUrl,
                  operations.map((each) =>
                    each.map((operation) => ({
                      ...operation,
                      headers: { ...operation.headers, ...BYPASS_RESPONSE_CACHE },
                    })),
                  ),
                ),
                processes: edge,
              },
            ]
          : []),
        { path: 'peer', target: graphqlTarget(peerUrl, operations), processes: { front: peer.pid!, subgraphs } },
        { path: 'gateway, REST operations', target: graphqlTarget(gatewayUrl, twins), processes: edge },
        { path: 'REST', target: restTarget(scenario.callers.map((caller) => caller.restCalls)), processes: edge },
      ]);
      figures.push({
        scenario: scenario.name,
        paths,
        ratios: ratiosOf(paths, scenario),
        replayedPage: replay?.page,
      });
    }
    return figures;
  } finally {
    await Promise.all(pools.map((pool) => pool.end()));
    await stopProcesses(processes);
    await Promise.all(stops.map((stop) => stop()));
    const errors = loggedErrors(['training', 'compliance', 'factory', 'edge', 'edge-redis']);
    console.error(`bench: the stack logged ${errors.length} lines at error level`);
    for (const line of errors.slice(0, 5)) console.error(`  ${line}`);
  }
}

/** The port of the second edge, whose limits are counted in Redis. */
const REDIS_EDGE_PORT = 15430;

/**
 * With REDIS_URL, a second edge (gateway and REST adapter) over the same subgraphs and database, counting its limits
 * in that Redis (and sharing its response cache there) rather than in PostgreSQL: the store production uses when it
 * has one, measured beside the other.
 */
async function startRedisEdge(
  edgeEnv: NodeJS.ProcessEnv,
  processes: ChildProcess[],
): Promise<{ process: ChildProcess; url: string } | undefined> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) return undefined;
  const env = {
    ...edgeEnv,
    REDIS_URL: redisUrl,
    GATEWAY_PORT: String(REDIS_EDGE_PORT),
    REST_PORT: String(REDIS_EDGE_PORT + 1),
  };
  const edge = launchComponent('edge', env, false, false, componentLogFile('edge-redis'));
  processes.push(edge);
  await waitUntilUp(`http://127.0.0.1:${REDIS_EDGE_PORT}/health`);
  return { process: edge, url: `http://127.0.0.1:${REDIS_EDGE_PORT}/graphql` };
}

/**
 * Production enforces trusted documents once a client's manifest is loaded: the bench loads one of every operation
 * its load sends through the gateway (as client `bench`, with the CLI, as a client's build pipeline would), after
 * seeding (the seed's writes are an operator's, not the client's). The REST adapter's are its own manifest's.
 */
async function trustScenarioDocuments(scenarios: readonly Scenario[], env: NodeJS.ProcessEnv): Promise<void> {
  await trustDocuments(
    scenarios.flatMap((scenario) => scenario.callers.flatMap((caller) => caller.operations.map((each) => each.query))),
    env,
  );
}

/**
 * Loads `bodies` as client `bench`'s trusted documents, in the `persisted-documents` format (each body under its
 * SHA-256), which names no operation: the gateway reads each one's name and type from its text.
 */
export async function trustDocuments(bodies: Iterable<string>, env: NodeJS.ProcessEnv): Promise<void> {
  const manifest = Object.fromEntries([...new Set(bodies)].map((body) => [sha256Of(body), body]));
  const file = resolve('.data/bench-logs/bench-manifest.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(manifest));
  await runCli(['documents:load', file, '--client', 'bench', '--version', String(Date.now())], env);
}

export function printPerformance(figures: readonly ScenarioFigures[]): void {
  console.log(
    `\nPerformance: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per path in two mirrored halves (A B C, C B A) after a ${WARM_UP_SECONDS} s warm-up; SQL: statements per request; CPU: milliseconds of CPU time per request, in the process the load enters by (front) and in the three subgraphs`,
  );
  for (const scenario of figures) {
    console.log(`\n${scenario.scenario}`);
    console.table(
      scenario.paths.map((f) => ({
        path: f.path,
        'req/s': f.requestsPerSecond,
        'p50 ms': f.p50,
        'p99 ms': f.p99,
        'SQL/req': f.sqlPerRequest,
        'front CPU ms/req': f.frontCpuMsPerRequest ?? '',
        'subgraphs CPU ms/req': f.subgraphCpuMsPerRequest,
        errors: f.errors,
      })),
    );
    console.table(
      scenario.ratios.map((r) => ({
        ratio: r.name,
        value: r.value,
        target:
          r.target.atLeast !== undefined
            ? `≥ ${r.target.atLeast}`
            : r.target.atMost !== undefined
              ? `≤ ${r.target.atMost}`
              : '(shown)',
        met: r.target.atLeast === undefined && r.target.atMost === undefined ? '' : r.met ? 'yes' : 'NO',
        'best a hop reaches here': r.bound
          ? `${r.bound.value} (${r.bound.name}${r.bound.reachable ? '' : ': out of reach'})`
          : '',
      })),
    );
    if (scenario.replayedPage) printReplayedPage(scenario.replayedPage, scenario.paths);
  }
}

/** The statements the SQL replay sent for each page, numbered, with what each waited for and the rows it returned. */
function printReplayedPage(page: CapturedPage, paths: readonly PathFigures[]): void {
  const measured = paths.find((figures) => figures.path === 'subgraph')?.sqlPerRequest;
  console.log(
    `SQL replay: ${page.statements} statements per page, captured on the wire from the subgraph's answer to one request` +
      (measured !== undefined && Math.abs(measured - page.statements) > 0.05
        ? ` (NOTE: the subgraph path counted ${measured} per request)`
        : ''),
  );
  page.units.forEach((unit, index) => {
    const after = unit.after.length ? `after ${unit.after.map((other) => other + 1).join(', ')}: ` : '';
    const transaction = unit.statements.length > 1 ? ' (one transaction)' : '';
    console.log(`  ${index + 1}. ${after}${unit.statements.length} statement(s)${transaction}`);
    for (const statement of unit.statements) {
      const text = statement.text.replace(/\s+/g, ' ');
      console.log(`     ${text.length > 140 ? `${text.slice(0, 140)}…` : text} → ${statement.rows} rows`);
    }
  });
}
