import autocannon, { type Result } from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { seedCourses } from './seed.js';
import { benchSoak, type SoakFigures } from './soak.js';
import { benchDatabaseUrl, eventTransport, gatewayUrl, ports, restUrl, sharedBenchDatabase, startStack, stopProcesses, trainingUrl, waitUntilUp } from './stack.js';
import { benchSubscriptions, type SubscriptionFigures } from './subscriptions.js';

/**
 * `npm run bench`: the same page of 20 courses with their relations fetched through the REST adapter,
 * through the gateway and straight from the training subgraph, under concurrent load; then one event delivered
 * to many subscribers (see `benchSubscriptions`); then the soak (see `benchSoak`). The stack runs in processes of its
 * own so that the load generator does not share their event loops. BENCH_SCENARIOS picks scenarios.
 */
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const COURSES = 60;
const restCoursesUrl = `${restUrl}/training/api/v1/courses?limit=20`;

const COURSE_PAGE_QUERY = `query CoursePage {
  courses(page: 1, limit: 20) {
    total
    items { id title slug description isPublished status deliveryMode durationDays schedule
      categories { id name slug } cities { id name slug } associations { id name slug } createdAt updatedAt }
  }
}`;

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, options: autocannon.Options): Promise<Figures> {
  const result: Result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

type Scenario = 'course' | 'subscriptions' | 'soak';
const ALL_SCENARIOS: readonly Scenario[] = ['subscriptions', 'course', 'soak'];

/** BENCH_SCENARIOS=course,soak runs only those; all by default. */
function selectedScenarios(): Set<Scenario> {
  const named = process.env.BENCH_SCENARIOS?.split(',').map((name) => name.trim()).filter(Boolean);
  if (!named?.length) return new Set(ALL_SCENARIOS);
  const unknown = named.filter((name) => !ALL_SCENARIOS.includes(name as Scenario));
  if (unknown.length) throw new Error(`Unknown scenarios ${unknown.join(', ')}; known: ${ALL_SCENARIOS.join(', ')}`);
  return new Set(named as Scenario[]);
}

/** The course page and subscription scenarios, against the whole stack in one process (`npm start`). */
async function benchOneProcessStack(scenarios: Set<Scenario>) {
  const transport = eventTransport();
  const stack = startStack(await benchDatabaseUrl(), transport);
  try {
    await waitUntilUp(`http://127.0.0.1:${ports.GATEWAY_PORT}/health`);
    await waitUntilUp(restCoursesUrl);
    if (stack.pid === undefined) throw new Error('the stack process did not start');
    // First, on a fresh process: memory per subscriber is only readable before load has grown the heap.
    const subscriptions = scenarios.has('subscriptions') ? await benchSubscriptions(stack.pid, transport) : undefined;
    if (!scenarios.has('course')) return { subscriptions };
    await seedCourses(COURSES);
    const graphqlRequest = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: COURSE_PAGE_QUERY }) };
    const figures = [
      await load('subgraph (direct)', { url: trainingUrl, ...graphqlRequest }),
      await load('gateway', { url: gatewayUrl, ...graphqlRequest }),
      await load('REST adapter', { url: restCoursesUrl }),
    ];
    const [subgraph, gateway, rest] = figures as [Figures, Figures, Figures];
    const ratios = {
      'gateway p50 / subgraph p50': gateway.p50 / subgraph.p50,
      'REST p50 / gateway p50': rest.p50 / gateway.p50,
      'gateway req/s / subgraph req/s': gateway.requestsPerSecond / subgraph.requestsPerSecond,
      'REST req/s / gateway req/s': rest.requestsPerSecond / gateway.requestsPerSecond,
    };
    return { subscriptions, course: { figures, ratios } };
  } finally {
    await stopProcesses([stack]);
  }
}

function printCourse(course: { figures: Figures[]; ratios: Record<string, number> }): void {
  console.log(`\nCourse page (20 courses with relations), ${CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`);
  console.table(course.figures.map((f) => ({ scenario: f.name, 'req/s': Math.round(f.requestsPerSecond), 'p50 ms': f.p50, 'p99 ms': f.p99, errors: f.errors })));
  console.table(Object.fromEntries(Object.entries(course.ratios).map(([k, v]) => [k, Number(v.toFixed(2))])));
}

function printSubscriptions(subscriptions: SubscriptionFigures): void {
  console.log(`\nprofileUpdated to ${subscriptions.subscribers} graphql-ws subscribers, ${subscriptions.events} events, through ${subscriptions.transport}`);
  console.log('latency: PATCH sent → event received, over every delivery; memory: the stack process only, not the bench process\n');
  console.table([
    {
      subscribers: subscriptions.subscribers,
      deliveries: subscriptions.deliveries,
      missing: subscriptions.missing,
      errors: subscriptions.errors,
      'first ms': subscriptions.latencyMs.first,
      'p50 ms': subscriptions.latencyMs.p50,
      'p99 ms': subscriptions.latencyMs.p99,
      'max ms': subscriptions.latencyMs.max,
      'PATCH p50 ms': subscriptions.patchMs.p50,
      'all live s': subscriptions.secondsUntilAllLive,
      'KiB/subscriber': subscriptions.memoryPerSubscriberKiB,
    },
  ]);
}

function printSoak(soak: SoakFigures): void {
  console.log(`\nSoak: ${soak.clients} clients, mixed REST and GraphQL reads and writes on the three services, each component a process of its own`);
  console.log(`${soak.requests} requests in ${soak.seconds} s after the warm-up: ${soak.requestsPerSecond} req/s, p50 ${soak.p50} ms, p99 ${soak.p99} ms, errors ${soak.errors}\n`);
  console.table(soak.operations.map((o) => ({ operation: o.operation, requests: o.requests, 'p50 ms': o.p50, 'p99 ms': o.p99, errors: o.errors })));
  for (const sample of soak.errorSamples) console.log(`  error: ${sample}`);
  console.log(`\nMemory after the warm-up and at the end (RSS, and the live heap after a full collection); bound: live heap growth ≤ ${soak.heapGrowthBoundMiB} MiB per process\n`);
  console.table(
    soak.memory.map((m) => ({
      process: m.process,
      'RSS MiB': `${m.baseline.rssMiB} → ${m.end.rssMiB}`,
      'live heap MiB': `${m.baseline.heapMiB} → ${m.end.heapMiB}`,
      'heap growth MiB': m.heapGrowthMiB,
      'within bound': m.withinBound,
    })),
  );
}

async function main(): Promise<void> {
  const scenarios = selectedScenarios();
  const results: { subscriptions?: SubscriptionFigures; course?: { figures: Figures[]; ratios: Record<string, number> }; soak?: SoakFigures } = {};
  if (scenarios.has('course') || scenarios.has('subscriptions')) Object.assign(results, await benchOneProcessStack(scenarios));
  if (scenarios.has('soak')) {
    const database = await sharedBenchDatabase('bench_soak');
    try {
      results.soak = await benchSoak(database.url, eventTransport());
    } finally {
      await database.stop();
    }
  }

  if (results.course) printCourse(results.course);
  if (results.subscriptions) printSubscriptions(results.subscriptions);
  if (results.soak) printSoak(results.soak);
  mkdirSync('bench-results', { recursive: true });
  const file = `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, ...results }, null, 2));
  console.log(`\nwritten to ${file}`);
  // The soak's promises: no errors, no process growing past the bound.
  if (results.soak && (results.soak.errors > 0 || results.soak.memory.some((m) => !m.withinBound))) {
    console.error('\nThe soak failed: errors, or memory growth beyond the bound (see above).');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
