import type { Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus registry, served at `/metrics` by the gateway, each subgraph and the REST adapter. One
 * registry per process: when several components share a process (`npm start`), each endpoint serves all of their
 * series, told apart by the `component` and `subgraph` labels, so that scraping one of them is enough.
 */
export const metrics = new Registry();

// Once per process: the registry is, and so are the process's CPU, memory, event loop and GC.
collectDefaultMetrics({ register: metrics });

/** Seconds, from a millisecond to ten seconds: the span of an answer, from a cached read to a timed-out call. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * SQL statements sent to PostgreSQL through MikroORM, per subgraph and origin: `request` for those of a GraphQL
 * request, `background` for jobs, the outbox relay and start-up (the bench divides the first by requests).
 */
export const sqlStatements = new Counter({
  name: 'db_queries_total',
  help: 'SQL statements sent to PostgreSQL through the ORM',
  labelNames: ['subgraph', 'origin'] as const,
  registers: [metrics],
});

const HTTP_LABELS = ['component', 'method', 'route', 'status_class'] as const;

/** HTTP requests answered, per component and route pattern (see `http-observability.ts`). */
export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by component, method, route pattern and status class (2xx, 4xx, 5xx, aborted)',
  labelNames: HTTP_LABELS,
  registers: [metrics],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from an HTTP request arriving to its answer being sent, by component, method, route pattern and status class',
  labelNames: HTTP_LABELS,
  buckets: LATENCY_BUCKETS,
  registers: [metrics],
});

/** GraphQL operations executed by Apollo Server, on the gateway and on each subgraph (see `graphql-metrics.ts`). */
export const graphqlOperations = new Counter({
  name: 'graphql_operations_total',
  help: 'GraphQL operations answered, by component, operation name and type',
  labelNames: ['component', 'operation_name', 'operation_type'] as const,
  registers: [metrics],
});

export const graphqlOperationDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'Time to answer a GraphQL operation, by component and operation type',
  labelNames: ['component', 'operation_type'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metrics],
});

export const graphqlErrors = new Counter({
  name: 'graphql_errors_total',
  help: 'Errors in GraphQL answers, by component, operation name and error code',
  labelNames: ['component', 'operation_name', 'code'] as const,
  registers: [metrics],
});

/** The gateway's calls of its subgraphs (see `gateway/data-source.ts`). */
export const subgraphRequestDuration = new Histogram({
  name: 'gateway_subgraph_request_duration_seconds',
  help: 'Time the gateway waited for a subgraph call, by subgraph (its count is the number of calls sent)',
  labelNames: ['subgraph'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metrics],
});

/** Subgraph queries the gateway did not send, answered by an identical one in flight (`gateway/deduplication.ts`). */
export const subgraphQueriesShared = new Counter({
  name: 'gateway_subgraph_queries_shared_total',
  help: 'Subgraph queries the gateway did not send because an identical one was in flight, whose answer they shared, by subgraph',
  labelNames: ['subgraph'] as const,
  registers: [metrics],
});

export const subgraphErrors = new Counter({
  name: 'gateway_subgraph_errors_total',
  help: 'Failed subgraph calls of the gateway, and GraphQL errors in subgraph answers, by subgraph and reason (timeout, unavailable, circuit_open, http_status, payload_too_large, upload_interrupted, graphql)',
  labelNames: ['subgraph', 'reason'] as const,
  registers: [metrics],
});

/** Operation costs, by the IBM GraphQL Cost Directive specification: from 1 to a million, ten per decade. */
const COST_BUCKETS = [1, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000, 25_000, 100_000, 1_000_000];

/** The gateway's demand control (`gateway/demand-control/`): estimated cost of every operation admitted or refused. */
export const operationCostEstimated = new Histogram({
  name: 'gateway_operation_cost_estimated',
  help: 'Estimated cost of GraphQL operations before execution, by operation type and result (COST_OK, COST_ESTIMATED_TOO_EXPENSIVE)',
  labelNames: ['operation_type', 'result'] as const,
  buckets: COST_BUCKETS,
  registers: [metrics],
});

export const operationCostActual = new Histogram({
  name: 'gateway_operation_cost_actual',
  help: 'Actual cost of executed GraphQL operations, measured from their answers, by operation type',
  labelNames: ['operation_type'] as const,
  buckets: COST_BUCKETS,
  registers: [metrics],
});

/** Estimate minus actual, in absolute value: how far the declared sizes are from the answers (Apollo Router's cost.delta). */
export const operationCostDelta = new Histogram({
  name: 'gateway_operation_cost_delta',
  help: 'Absolute difference between the estimated and the actual cost of executed GraphQL operations',
  labelNames: ['operation_type'] as const,
  buckets: COST_BUCKETS,
  registers: [metrics],
});

/** Operations over a budget: refused in enforce mode, only counted in measure mode. */
export const operationCostRefusals = new Counter({
  name: 'gateway_operation_cost_refusals_total',
  help: 'GraphQL operations whose estimate was over a budget, by reason (max_cost, subgraph_budget, slicing_argument), the subgraph of a budget, and mode (enforce: refused; measure: only counted)',
  labelNames: ['reason', 'subgraph', 'mode'] as const,
  registers: [metrics],
});

type Labels<TName extends string> = Partial<Record<TName, string>>;
/** Reports one value of a scraped gauge; values reported twice for the same labels add up. */
export type GaugeRecorder<TName extends string> = (labels: Labels<TName>, value: number) => void;
export type GaugeSource<TName extends string> = (record: GaugeRecorder<TName>) => void | Promise<void>;

/**
 * A gauge read when Prometheus scrapes, from the sources that are live at that moment (a circuit breaker, a job
 * queue): nothing is computed between scrapes, and a component that stops takes its series with it. Sources
 * that report the same labels add up (two gateways in one process: their subscriptions together).
 */
export class ScrapedGauge<TName extends string> {
  readonly #sources = new Set<GaugeSource<TName>>();

  constructor(configuration: { name: string; help: string; labelNames?: readonly TName[] }) {
    const sources = this.#sources;
    new Gauge<TName>({
      ...configuration,
      labelNames: configuration.labelNames ?? [],
      registers: [metrics],
      async collect() {
        this.reset();
        const record: GaugeRecorder<TName> = (labels, value) => this.inc(labels, value);
        // A source that cannot answer (its database away) leaves its series out of this scrape, not the others.
        await Promise.allSettled([...sources].map(async (source) => source(record)));
      },
    });
  }

  /** Adds a source; the function returned removes it again (when its component stops). */
  observe(source: GaugeSource<TName>): () => void {
    this.#sources.add(source);
    return () => void this.#sources.delete(source);
  }
}

/** The state of each subgraph's circuit breaker, 1 for the current state and 0 for the others. */
export const circuitBreakerStates = new ScrapedGauge({
  name: 'gateway_subgraph_circuit_state',
  help: 'State of the circuit breaker of each subgraph: 1 for the current state (closed, half-open, open), 0 for the others',
  labelNames: ['subgraph', 'state'] as const,
});

export const openSubscriptions = new ScrapedGauge({
  name: 'gateway_subscriptions_open',
  help: 'Live GraphQL subscriptions on the gateway, over WebSocket and SSE',
});

/** pg-boss queues, from the counts pg-boss keeps per queue (refreshed by its monitor every few seconds). */
export const jobQueueDepth = new ScrapedGauge({
  name: 'job_queue_jobs',
  help: 'Jobs in each background queue, by schema, queue and state (ready, deferred, active, failed)',
  labelNames: ['schema', 'queue', 'state'] as const,
});

export const outboxPendingEvents = new ScrapedGauge({
  name: 'event_outbox_pending_events',
  help: 'Events recorded in the transactional outbox and not yet published, by schema',
  labelNames: ['schema'] as const,
});

export const outboxOldestPendingAge = new ScrapedGauge({
  name: 'event_outbox_oldest_pending_age_seconds',
  help: 'Age of the oldest event waiting in the outbox (0 when none waits), by schema',
  labelNames: ['schema'] as const,
});

/** The gateway's response cache (gateway/response-cache/): each cacheable-looking query's outcome. */
export const responseCacheLookups = new Counter({
  name: 'gateway_response_cache_lookups_total',
  help: 'Queries of cacheable root fields at the gateway, by outcome: hit, miss (executed to fill the cache), shared (answered by an identical miss), bypass (credentials, cache unusable while the event stream is away)',
  labelNames: ['outcome'] as const,
  registers: [metrics],
});

/** The relay's tries to publish, so that a retry storm while the broker is away shows (and a test can bound it). */
export const outboxPublishAttempts = new Counter({
  name: 'event_outbox_publish_attempts_total',
  help: 'Attempts of the outbox relay to publish its pending events, by schema and outcome (published, failed)',
  labelNames: ['schema', 'outcome'] as const,
  registers: [metrics],
});

/**
 * Rate-limit decisions that the shared store (PostgreSQL or Redis) could not make, taken by the process's own counters
 * instead (see `platform/rate-limits/`): while it is above zero, a limit holds per replica rather than across them.
 */
export const rateLimitStoreFailures = new Counter({
  name: 'rate_limit_store_failures_total',
  help: "Rate-limit decisions the shared store could not make, taken by the process's own counters, by namespace and store (postgres, redis)",
  labelNames: ['namespace', 'store'] as const,
  registers: [metrics],
});

/**
 * `read`, called at most once per `ttlMs`: a gauge that queries a database answers scrapes that come in quick
 * succession (several endpoints of one process, several scrapers) with one query.
 */
export function cachedFor<T>(ttlMs: number, read: () => Promise<T>): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = performance.now();
    if (!cached || now - cached.at > ttlMs) {
      const value = read();
      cached = { at: now, value };
      // A failed read is not kept: the next scrape tries again.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}

/** Express handler for `GET /metrics` in the Prometheus text format. */
export async function serveMetrics(_req: Request, res: Response): Promise<void> {
  res.type(metrics.contentType).send(await metrics.metrics());
}
