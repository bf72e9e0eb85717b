import autocannon, { type Result } from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchDatabaseUrl, eventTransport, gatewayUrl, ports, restUrl, startStack, trainingUrl, waitUntilUp } from './stack.js';
import { benchSubscriptions } from './subscriptions.js';

/**
 * `npm run bench`: the same page of 20 courses with their relations fetched through the REST adapter,
 * through the gateway and straight from the training subgraph, under concurrent load; then one event delivered
 * to many subscribers (see `benchSubscriptions`). The stack runs in a process of its own so that the load
 * generator does not share its event loop.
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

async function graphql(query: string, variables: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const response = await fetch(gatewayUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(`seeding failed: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

/** Seeds the catalogue through the graph itself (the development bypass admits the admin calls). */
async function seed(): Promise<void> {
  const taxonomy = async (type: string, name: string) =>
    ((await graphql('mutation($input: TaxonomyInput!) { createTaxonomy(input: $input) { id } }', { input: { type, name } })).createTaxonomy as { id: string }).id;
  const categories = await Promise.all(['Safety', 'Quality', 'Leadership', 'Finance'].map((name) => taxonomy('CATEGORY', name)));
  const cities = await Promise.all(['Pune', 'Mumbai', 'Delhi'].map((name) => taxonomy('CITY', name)));
  const associations = await Promise.all(['CII', 'FICCI'].map((name) => taxonomy('ASSOCIATION', name)));
  await taxonomy('DELIVERY_MODE', 'Classroom');
  for (let index = 0; index < COURSES; index++) {
    await graphql('mutation($input: CourseInput!) { createCourse(input: $input) { id } }', {
      input: {
        title: `Course ${index} on plant safety`,
        slug: `bench-course-${index}`,
        description: 'A realistic description of a two-day course with exercises and an assessment.',
        deliveryMode: 'classroom',
        durationDays: 1 + (index % 5),
        isPublished: true,
        categoryIds: [categories[index % 4], categories[(index + 1) % 4]],
        cityIds: [cities[index % 3]],
        associationIds: [associations[index % 2]],
      },
    });
  }
}

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

async function main(): Promise<void> {
  const transport = eventTransport();
  const stack = startStack(await benchDatabaseUrl(), transport);
  try {
    await waitUntilUp(`http://127.0.0.1:${ports.GATEWAY_PORT}/health`);
    await waitUntilUp(restCoursesUrl);
    if (stack.pid === undefined) throw new Error('the stack process did not start');
    // First, on a fresh process: memory per subscriber is only readable before load has grown the heap.
    const subscriptions = await benchSubscriptions(stack.pid, transport);
    await seed();
    const graphqlRequest = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: COURSE_PAGE_QUERY }) };
    const figures = [
      await load('subgraph (direct)', { url: trainingUrl, ...graphqlRequest }),
      await load('gateway', { url: gatewayUrl, ...graphqlRequest }),
      await load('REST adapter', { url: restCoursesUrl }),
    ];
    const [subgraph, gateway, rest] = figures as [Figures, Figures, Figures];
    console.log(`\nCourse page (20 courses with relations), ${CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`);
    console.table(figures.map((f) => ({ scenario: f.name, 'req/s': Math.round(f.requestsPerSecond), 'p50 ms': f.p50, 'p99 ms': f.p99, errors: f.errors })));
    const ratios = {
      'gateway p50 / subgraph p50': gateway.p50 / subgraph.p50,
      'REST p50 / gateway p50': rest.p50 / gateway.p50,
      'gateway req/s / subgraph req/s': gateway.requestsPerSecond / subgraph.requestsPerSecond,
      'REST req/s / gateway req/s': rest.requestsPerSecond / gateway.requestsPerSecond,
    };
    console.table(Object.fromEntries(Object.entries(ratios).map(([k, v]) => [k, Number(v.toFixed(2))])));

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
    mkdirSync('bench-results', { recursive: true });
    const file = `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, figures, ratios, subscriptions }, null, 2));
    console.log(`\nwritten to ${file}`);
  } finally {
    stack.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
