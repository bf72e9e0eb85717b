import autocannon, { type Result } from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

/**
 * `npm run bench`: the same page of 20 courses with their relations fetched through the REST adapter,
 * through the gateway and straight from the training subgraph, under concurrent load. The stack runs in a
 * process of its own so that the load generator does not share its event loop.
 */
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const COURSES = 60;
const ports = { GATEWAY_PORT: 15400, TRAINING_PORT: 15401, COMPLIANCE_PORT: 15402, FACTORY_PORT: 15403, REST_PORT: 15480 };
const gatewayUrl = `http://127.0.0.1:${ports.GATEWAY_PORT}/graphql`;
const trainingUrl = `http://127.0.0.1:${ports.TRAINING_PORT}/graphql`;
const restCoursesUrl = `http://127.0.0.1:${ports.REST_PORT}/training/api/v1/courses?limit=20`;

const COURSE_PAGE_QUERY = `query CoursePage {
  courses(page: 1, limit: 20) {
    total
    items { id title slug description isPublished status deliveryMode durationDays schedule
      categories { id name slug } cities { id name slug } associations { id name slug } createdAt updatedAt }
  }
}`;

async function benchDatabaseUrl(): Promise<string | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS bench WITH (FORCE)');
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/bench';
  return url.toString();
}

function startStack(databaseUrl: string | undefined): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'error', DATA_DIR: resolve('.data/bench'), EMBEDDED_POSTGRES_PORT: '54359', RATE_LIMIT_FACTOR: '0' };
  for (const [key, value] of Object.entries(ports)) env[key] = String(value);
  for (const key of ['IDP_URL', 'IDP_SERVICE_KEY', 'AMQP_URL']) delete env[key];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else {
    // A fresh embedded database each run, so that every run measures the same data.
    rmSync(env.DATA_DIR!, { recursive: true, force: true });
    delete env.DATABASE_URL;
  }
  return spawn(process.execPath, ['dist/scripts/start-stack.js'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

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
  const stack = startStack(await benchDatabaseUrl());
  try {
    await waitFor(`http://127.0.0.1:${ports.GATEWAY_PORT}/health`);
    await waitFor(restCoursesUrl);
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
    mkdirSync('bench-results', { recursive: true });
    const file = `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, figures, ratios }, null, 2));
    console.log(`\nwritten to ${file}`);
  } finally {
    stack.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
