import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { complianceSql, seedEntity, seedTenant, startComplianceStack } from '../support/compliance.js';
import { samplesOf, scrape, total, type Sample } from '../support/prometheus.js';
import { graphqlRequest, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * The Prometheus metrics of a running stack: after REST and GraphQL requests, a failing operation, a subscription,
 * a deferred job and a held-back event, the series of the gateway, each subgraph and the REST adapter have moved.
 * The stack runs in one process, so every endpoint serves the same registry: each series names its component.
 */
let stack: TestStack;
const sql = complianceSql(() => stack);
const metricsOf = (url: string) => new URL('/metrics', url).toString();
const gatewayMetrics = () => scrape(metricsOf(stack.gatewayUrl));

const CATALOGUE = 'query ObservedCatalogue { courses(limit: 5) { total } }';
const MISSING_COURSE = 'query ObservedMissingCourse { course(idOrSlug: "no-such-course") { id } }';

beforeAll(async () => {
  stack = await startComplianceStack();
});

afterAll(async () => {
  await stack?.stop();
});

describe('HTTP requests and GraphQL operations', () => {
  let before: Sample[];
  let after: Sample[];

  beforeAll(async () => {
    before = await gatewayMetrics();
    const rest = await fetch(`${stack.restUrl}/training/api/v1/courses`);
    expect(rest.status).toBe(200);
    await rest.arrayBuffer();
    expect(await graphqlRequest(stack.gatewayUrl, CATALOGUE)).toMatchObject({
      status: 200,
      data: { courses: { total: 0 } },
    });
    const missing = await graphqlRequest(stack.gatewayUrl, MISSING_COURSE);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const invalid = await graphqlRequest(stack.gatewayUrl, '{ noSuchField }');
    expect(invalid.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    after = await gatewayMetrics();
  });

  const moved = (name: string, labels: Record<string, string>) =>
    total(after, name, labels) - total(before, name, labels);

  test('counts and times the gateway HTTP requests by route and status class', () => {
    const graphqlPosts = { component: 'gateway', method: 'POST', route: '/graphql' };
    // The failing operations answer 200 (a NOT_FOUND field) and 400 (an invalid document).
    expect(moved('http_requests_total', { ...graphqlPosts, status_class: '2xx' })).toBeGreaterThanOrEqual(2);
    expect(moved('http_requests_total', { ...graphqlPosts, status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(
      moved('http_request_duration_seconds_count', { ...graphqlPosts, status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(2);
    expect(moved('http_request_duration_seconds_sum', graphqlPosts)).toBeGreaterThan(0);
    // Buckets are cumulative: the largest finite one holds every request that took less than 10 s.
    expect(moved('http_request_duration_seconds_bucket', { ...graphqlPosts, status_class: '2xx', le: '+Inf' })).toBe(
      moved('http_request_duration_seconds_count', { ...graphqlPosts, status_class: '2xx' }),
    );
  });

  test('counts the REST adapter requests by route pattern, and its operations on the gateway', async () => {
    const rest = await scrape(metricsOf(stack.restUrl));
    expect(
      total(rest, 'http_requests_total', {
        component: 'rest-adapter',
        method: 'GET',
        route: '/training/api/v1/courses',
        status_class: '2xx',
      }),
    ).toBe(1);
    expect(
      total(rest, 'http_request_duration_seconds_count', {
        component: 'rest-adapter',
        route: '/training/api/v1/courses',
      }),
    ).toBe(1);
    // In one process the adapter executes on the gateway in-process: an operation of the gateway, not an HTTP request.
    expect(moved('graphql_operations_total', { component: 'gateway', operation_type: 'query' })).toBeGreaterThanOrEqual(
      3,
    );
  });

  test('counts the gateway operations by name and type, and their errors by code', () => {
    expect(
      moved('graphql_operations_total', {
        component: 'gateway',
        operation_name: 'ObservedCatalogue',
        operation_type: 'query',
      }),
    ).toBe(1);
    expect(
      moved('graphql_operations_total', {
        component: 'gateway',
        operation_name: 'ObservedMissingCourse',
        operation_type: 'query',
      }),
    ).toBe(1);
    expect(
      moved('graphql_errors_total', {
        component: 'gateway',
        operation_name: 'ObservedMissingCourse',
        code: 'NOT_FOUND',
      }),
    ).toBe(1);
    // A document that does not validate has no operation yet.
    expect(
      moved('graphql_errors_total', { component: 'gateway', operation_name: 'unknown', code: 'VALIDATION_ERROR' }),
    ).toBe(1);
    expect(
      moved('graphql_operation_duration_seconds_count', { component: 'gateway', operation_type: 'query' }),
    ).toBeGreaterThanOrEqual(3);
  });

  test("counts and times the gateway's subgraph calls, their errors, and shows each circuit's state", () => {
    expect(moved('gateway_subgraph_request_duration_seconds_count', { subgraph: 'training' })).toBeGreaterThanOrEqual(
      3,
    );
    expect(moved('gateway_subgraph_errors_total', { subgraph: 'training', reason: 'graphql' })).toBe(1);
    for (const subgraph of ['training', 'compliance', 'factory']) {
      expect(
        samplesOf(after, 'gateway_subgraph_circuit_state', { subgraph })
          .map(({ labels, value }) => [labels.state, value])
          .sort(),
      ).toEqual([
        ['closed', 1],
        ['half-open', 0],
        ['open', 0],
      ]);
    }
  });

  test("serves each subgraph's requests, operations and SQL statements under its own name", async () => {
    const training = await scrape(metricsOf(stack.subgraphs.training.url));
    expect(
      total(training, 'http_requests_total', {
        component: 'training',
        method: 'POST',
        route: '/graphql',
        status_class: '2xx',
      }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      total(training, 'graphql_operations_total', { component: 'training', operation_type: 'query' }),
    ).toBeGreaterThanOrEqual(3);
    expect(total(training, 'graphql_errors_total', { component: 'training', code: 'NOT_FOUND' })).toBe(1);
    expect(total(training, 'db_queries_total', { subgraph: 'training', origin: 'request' })).toBeGreaterThan(0);
    for (const subgraph of ['compliance', 'factory'] as const) {
      expect((await fetch(new URL('/health', stack.subgraphs[subgraph].url))).status).toBe(200);
      const samples = await scrape(metricsOf(stack.subgraphs[subgraph].url));
      expect(
        total(samples, 'http_requests_total', {
          component: subgraph,
          method: 'GET',
          route: '/health',
          status_class: '2xx',
        }),
      ).toBeGreaterThanOrEqual(1);
      // One registry per process: every endpoint of it serves every component's series.
      expect(total(samples, 'http_requests_total', { component: 'training' })).toBeGreaterThanOrEqual(
        total(training, 'http_requests_total', { component: 'training' }),
      );
    }
  });

  test("collects Node.js's own metrics once for the whole process", () => {
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect({ name, series: samplesOf(after, name).length }).toEqual({ name, series: 1 });
    }
  });
});

describe('subscriptions, queues and the outbox, read when scraped', () => {
  test('shows the open subscriptions on the gateway while they last', async () => {
    const owner = await seedTenant(sql);
    const entityId = await seedEntity(sql, owner.tenantId);
    const openNow = async () => total(await gatewayMetrics(), 'gateway_subscriptions_open');
    expect(await openNow()).toBe(0);
    const client: Client = createClient({
      url: stack.gatewayUrl.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: owner.headers.authorization },
      retryAttempts: 0,
    });
    try {
      const unsubscribe = client.subscribe(
        {
          query: 'subscription ($entityId: ID!) { profileUpdated(entityId: $entityId) { version } }',
          variables: { entityId },
        },
        { next: () => undefined, error: () => undefined, complete: () => undefined },
      );
      await waitFor(async () => ((await openNow()) === 1 ? true : undefined), {
        what: 'one open subscription in the metrics',
      });
      unsubscribe();
      await waitFor(async () => ((await openNow()) === 0 ? true : undefined), {
        what: 'no open subscription in the metrics',
      });
    } finally {
      await client.dispose();
    }
  });

  test('shows the jobs waiting in each pg-boss queue', async () => {
    const training = stack.subgraphs.training;
    const deferred = { schema: 'training_jobs', queue: 'mail.send', state: 'deferred' };
    const metrics = metricsOf(training.url);
    expect(total(await scrape(metrics), 'job_queue_jobs', deferred)).toBe(0);
    // Due in an hour: it waits in the queue for as long as the test looks at it.
    await training.jobs.enqueue(training.orm.em.fork(), 'mail.send', { observability: true }, { startAfter: 3600 });
    // pg-boss refreshes its queue counts every 10 s.
    await waitFor(async () => (total(await scrape(metrics), 'job_queue_jobs', deferred) === 1 ? true : undefined), {
      timeoutMs: 45_000,
      intervalMs: 1_000,
      what: 'the deferred job in job_queue_jobs',
    });
    const samples = await scrape(metrics);
    for (const state of ['ready', 'active', 'failed'])
      expect(samplesOf(samples, 'job_queue_jobs', { schema: 'compliance_jobs', state }).length).toBeGreaterThan(0);
  });

  test('shows the events waiting in the outbox, and how long the oldest has waited', async () => {
    const metrics = metricsOf(stack.subgraphs.compliance.url);
    const backlog = async () => {
      const samples = await scrape(metrics);
      return {
        pending: total(samples, 'event_outbox_pending_events', { schema: 'compliance' }),
        oldestAge: total(samples, 'event_outbox_oldest_pending_age_seconds', { schema: 'compliance' }),
      };
    };
    await waitFor(async () => ((await backlog()).pending === 0 ? true : undefined), { what: 'an empty outbox' });
    // The relay publishes only while it holds this advisory lock: holding it keeps the event in the outbox.
    const relayLock = new pg.Client({ connectionString: stack.testDatabase.url });
    await relayLock.connect();
    try {
      await relayLock.query('begin');
      await relayLock.query("select pg_advisory_xact_lock(hashtext('outbox-relay'), hashtext('compliance'))");
      await sql(
        `insert into compliance.event_outbox (id, event_type, routing_key, payload) values (gen_random_uuid(), 'observability.test', 'observability.test', '{}')`,
      );
      const held = await waitFor(
        async () => {
          const reading = await backlog();
          return reading.pending === 1 && reading.oldestAge > 0 ? reading : undefined;
        },
        { what: 'the held-back event in event_outbox_pending_events' },
      );
      expect(held.oldestAge).toBeLessThan(60);
      await relayLock.query('rollback');
      await waitFor(async () => ((await backlog()).pending === 0 ? true : undefined), {
        what: 'the relay to publish the held-back event',
      });
    } finally {
      await relayLock.end();
    }
  });
});
