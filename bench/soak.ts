import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { liveHeapMiB } from './inspector.js';
import { percentile, positiveInteger, residentKiB, round1 } from './measure.js';
import {
  createEntity,
  seedCourses,
  seedFactoryTenant,
  signUpComplianceTenant,
  type BenchEntity,
  type ComplianceTenant,
  type FactoryTenant,
} from './seed.js';
import {
  gatewayUrl,
  INSPECTOR_PORTS,
  restUrl,
  startComponents,
  stopProcesses,
  type ComponentName,
  type EventTransport,
} from './stack.js';

/**
 * The soak scenario of `npm run bench`: many clients send a mix of REST and GraphQL reads and writes over all three
 * services for minutes, against the components each in a process of its own. It reports throughput, latency,
 * errors (the run fails with any) and the memory of every process after a warm-up and at the end: resident memory,
 * and the live heap after a full collection (see `liveHeapMiB`); a live heap grown by more than the bound fails the
 * run too, as a leak would.
 */
const SOAK_SECONDS = positiveInteger('BENCH_SOAK_SECONDS', 180);
const CLIENTS = positiveInteger('BENCH_SOAK_CLIENTS', 48);
/** The first part of the run, after which memory is taken as the baseline (heaps and pools have grown to size). */
const WARM_UP_SECONDS = Math.max(10, Math.round(SOAK_SECONDS / 3));
/** Growth of the live heap (after a full collection) allowed per process between the baseline and the end. */
export const HEAP_GROWTH_BOUND_MIB = positiveInteger('BENCH_SOAK_HEAP_BOUND_MIB', 16);
const REQUEST_TIMEOUT_MS = 30_000;

const COURSE_PAGE = `query SoakCoursePage { courses(page: 1, limit: 20) { total items { id title slug categories { id name } cities { id name } } } }`;
const ENTITY = `query SoakEntity($id: ID!) { businessEntity(id: $id) { id name version profileData documents { id } } }`;
const WORKERS = `query SoakWorkers { factoryWorkers(limit: 20) { total items { id name skills } } }`;

/** What one client works on: its own entity and worker, so that its writes never conflict with another's. */
interface ClientState {
  readonly index: number;
  readonly compliance: ComplianceTenant;
  readonly entity: BenchEntity;
  readonly factory: FactoryTenant;
  readonly workerId: string;
  writes: number;
}

interface Call {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Reads what the answer changes in the client's state (e.g. the entity's next version). */
  after?(body: Record<string, unknown>): void;
}

interface Operation {
  readonly name: string;
  readonly weight: number;
  call(client: ClientState): Call;
}

const graphqlCall = (
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Call => ({
  method: 'POST',
  url: gatewayUrl,
  headers,
  body: { query, variables },
});

/** The mix: mostly reads, as in production; every write changes state a later read returns. */
const OPERATIONS: readonly Operation[] = [
  {
    name: 'REST training: course list',
    weight: 4,
    call: () => ({ method: 'GET', url: `${restUrl}/training/api/v1/courses?limit=20` }),
  },
  { name: 'GraphQL training: course page', weight: 4, call: () => graphqlCall(COURSE_PAGE) },
  {
    name: 'REST compliance: entity',
    weight: 3,
    call: ({ compliance, entity }) => ({
      method: 'GET',
      url: `${restUrl}/compliance/api/v1/entities/${entity.id}`,
      headers: compliance.headers,
    }),
  },
  {
    name: 'GraphQL compliance: entity',
    weight: 2,
    call: ({ compliance, entity }) => graphqlCall(ENTITY, { id: entity.id }, compliance.headers),
  },
  {
    name: 'REST compliance: profile update',
    weight: 1,
    call: (client) => ({
      method: 'PATCH',
      url: `${restUrl}/compliance/api/v1/entities/${client.entity.id}`,
      headers: client.compliance.headers,
      body: { version: client.entity.version, profileData: { registeredAddress: `Soak Street ${++client.writes}` } },
      after: (body) => {
        client.entity.version = body.version as number;
      },
    }),
  },
  {
    name: 'REST factory: workers',
    weight: 3,
    call: ({ factory }) => ({
      method: 'GET',
      url: `${restUrl}/factory/api/v1/worker?limit=20`,
      headers: factory.headers,
    }),
  },
  { name: 'GraphQL factory: workers', weight: 2, call: ({ factory }) => graphqlCall(WORKERS, {}, factory.headers) },
  {
    name: 'REST factory: worker update',
    weight: 1,
    call: (client) => ({
      method: 'PATCH',
      url: `${restUrl}/factory/api/v1/worker/${client.workerId}`,
      headers: client.factory.headers,
      body: { phone: `+91 98450 ${String(++client.writes).padStart(5, '0')}` },
    }),
  },
  {
    name: 'REST factory: report',
    weight: 1,
    call: ({ factory }) => ({
      method: 'POST',
      url: `${restUrl}/factory/api/v1/report/getTaskReportByGroup`,
      headers: factory.headers,
      body: { groupBy: 'worker' },
    }),
  },
];

const WEIGHTED = OPERATIONS.flatMap((operation) => Array.from({ length: operation.weight }, () => operation));

interface OperationFigures {
  operation: string;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
}

/** Resident memory (what the machine gives the process) and live heap (what survives a full collection). */
interface Memory {
  rssMiB: number;
  heapMiB: number;
}

export interface ProcessMemory {
  process: ComponentName;
  baseline: Memory;
  end: Memory;
  heapGrowthMiB: number;
  withinBound: boolean;
}

export interface SoakFigures {
  seconds: number;
  clients: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The first few failures, to tell what went wrong. */
  errorSamples: string[];
  operations: OperationFigures[];
  heapGrowthBoundMiB: number;
  memory: ProcessMemory[];
}

interface Sample {
  operation: number;
  /** When it was sent, on performance.now()'s clock. */
  sent: number;
  ms: number;
  failed: boolean;
}

async function send(agent: Agent, call: Call): Promise<{ ok: boolean; detail: string }> {
  const response = await request(call.url, {
    method: call.method,
    dispatcher: agent,
    headers: { 'content-type': 'application/json', ...call.headers },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  });
  const body = (await response.body.json()) as Record<string, unknown>;
  const graphqlErrors = call.url === gatewayUrl ? (body.errors as unknown[] | undefined) : undefined;
  const ok = response.statusCode < 300 && !graphqlErrors?.length;
  if (ok) call.after?.(body);
  return { ok, detail: ok ? '' : `${response.statusCode} ${JSON.stringify(body).slice(0, 300)}` };
}

async function memoryOf(
  processes: Partial<Record<ComponentName, ChildProcess>>,
): Promise<Record<ComponentName, Memory>> {
  const entries = await Promise.all(
    (Object.keys(processes) as ComponentName[]).map(async (name) => {
      const rssMiB = residentKiB(processes[name]!.pid!) / 1024;
      return [name, { rssMiB: round1(rssMiB), heapMiB: round1(await liveHeapMiB(INSPECTOR_PORTS[name])) }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ComponentName, Memory>;
}

/** Runs the soak on a database of its own (`databaseUrl`), the stack's processes started and stopped here. */
export async function benchSoak(databaseUrl: string, transport: EventTransport): Promise<SoakFigures> {
  const processes = (await startComponents(databaseUrl, transport, { edge: false, inspect: true })) as Record<
    Exclude<ComponentName, 'edge'>,
    ChildProcess
  >;
  const agent = new Agent({ connections: CLIENTS, keepAliveTimeout: 30_000 });
  try {
    await seedCourses(60);
    const factory = await seedFactoryTenant(CLIENTS);
    const clients: ClientState[] = [];
    for (let index = 0; index < CLIENTS; index++) {
      // A tenant per client: a self-service tenant starts on the free plan, which allows one entity.
      const compliance = await signUpComplianceTenant(`Soak Tenant ${index}`);
      const entity = await createEntity(compliance, `Soak Entity ${index} Private Limited`);
      clients.push({ index, compliance, entity, factory, workerId: factory.workerIds[index], writes: 0 });
    }

    const samples: Sample[] = [];
    const errorSamples: string[] = [];
    let baseline: Record<ComponentName, Memory> | undefined;
    const started = performance.now();
    const endsAt = started + SOAK_SECONDS * 1000;
    const warmUpEndsAt = started + WARM_UP_SECONDS * 1000;
    const warmUp = sleep(WARM_UP_SECONDS * 1000).then(async () => {
      baseline = await memoryOf(processes);
    });
    await Promise.all(
      clients.map(async (client) => {
        let turn = client.index;
        while (performance.now() < endsAt) {
          const operationIndex = OPERATIONS.indexOf(WEIGHTED[turn++ % WEIGHTED.length]);
          const call = OPERATIONS[operationIndex].call(client);
          const sent = performance.now();
          let outcome: { ok: boolean; detail: string };
          try {
            outcome = await send(agent, call);
          } catch (error) {
            outcome = { ok: false, detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
          }
          if (!outcome.ok && errorSamples.length < 5)
            errorSamples.push(`${OPERATIONS[operationIndex].name}: ${outcome.detail}`);
          samples.push({ operation: operationIndex, sent, ms: performance.now() - sent, failed: !outcome.ok });
        }
      }),
    );
    // Throughput and latency after the warm-up; errors over the whole run.
    const measuredSeconds = (performance.now() - warmUpEndsAt) / 1000;
    const measured = samples.filter((sample) => sample.sent >= warmUpEndsAt);
    await warmUp;
    // Idle for a moment, so that the end figure is not the peak of requests still in flight.
    await sleep(3000);
    const end = await memoryOf(processes);

    const latencies = measured.map((sample) => sample.ms).sort((a, b) => a - b);
    const operations = OPERATIONS.map((operation, index) => {
      const sorted = measured
        .filter((sample) => sample.operation === index)
        .map((sample) => sample.ms)
        .sort((a, b) => a - b);
      const errors = samples.filter((sample) => sample.operation === index && sample.failed).length;
      return {
        operation: operation.name,
        requests: sorted.length,
        errors,
        p50: round1(percentile(sorted, 50)),
        p99: round1(percentile(sorted, 99)),
      };
    });
    return {
      seconds: round1(measuredSeconds),
      clients: CLIENTS,
      requests: measured.length,
      requestsPerSecond: Math.round(measured.length / measuredSeconds),
      p50: round1(percentile(latencies, 50)),
      p99: round1(percentile(latencies, 99)),
      errors: samples.filter((sample) => sample.failed).length,
      errorSamples,
      operations,
      heapGrowthBoundMiB: HEAP_GROWTH_BOUND_MIB,
      memory: (Object.keys(processes) as ComponentName[]).map((name) => {
        const growth = end[name].heapMiB - baseline![name].heapMiB;
        return {
          process: name,
          baseline: baseline![name],
          end: end[name],
          heapGrowthMiB: round1(growth),
          withinBound: growth <= HEAP_GROWTH_BOUND_MIB,
        };
      }),
    };
  } finally {
    await agent.close();
    await stopProcesses(Object.values(processes));
  }
}
