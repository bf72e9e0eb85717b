import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../platform/project-root.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { OtlpCollector, type ReceivedSpan } from '../support/otlp-collector.js';
import { startTrainingEdge, type ComponentProcess } from '../support/processes.js';
import { waitFor } from '../support/wait.js';

/**
 * Traces and logs across components running as processes of their own, as in production (tracing is set up as a
 * process starts): the training subgraph, the gateway and the REST adapter, with OpenTelemetry switched on by the
 * standard environment and exporting to a local OTLP/HTTP collector, and logging at info. One legacy request
 * crosses all three: its spans share one trace, and its correlation id is on the log lines of each.
 */

const SPAN_KIND_SERVER = 2;
const ADMIN_PATH = '/training/api/v1/interests';

let database: TestDatabase;
let collector: OtlpCollector;
let training: ComponentProcess;
let gateway: ComponentProcess;
let rest: ComponentProcess;
const correlationId = randomUUID();
const credential = `observability-secret-${randomUUID()}`;
let answer: { status: number; correlationId: string | null };

beforeAll(async () => {
  database = await createTestDatabase();
  collector = new OtlpCollector();
  await collector.start();
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'observability-')),
    AMQP_URL: undefined,
    IDP_URL: undefined,
    IDP_SERVICE_KEY: undefined,
    RATE_LIMIT_FACTOR: '0',
    LOG_LEVEL: 'info',
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    // Spans are exported 200 ms after they end, rather than 5 s.
    OTEL_BSP_SCHEDULE_DELAY: '200',
    OTEL_SERVICE_NAME: undefined,
    OTEL_TRACES_EXPORTER: undefined,
    OTEL_SDK_DISABLED: undefined,
  };
  const edge = await startTrainingEdge(env);
  ({ training, gateway, rest } = edge);
  // An admin route: without an identity provider the training subgraph admits it and logs a warning (dev bypass).
  const response = await fetch(`http://127.0.0.1:${edge.ports.rest}${ADMIN_PATH}`, {
    headers: { authorization: `Bearer ${credential}`, 'x-correlation-id': correlationId },
  });
  await response.arrayBuffer();
  answer = { status: response.status, correlationId: response.headers.get('x-correlation-id') };
}, 240_000);

afterAll(async () => {
  await Promise.all([rest?.stop(), gateway?.stop(), training?.stop()]);
  await collector?.stop();
  await database?.drop();
});

test('answers the request through all three components', () => {
  expect(answer).toEqual({ status: 200, correlationId });
});

describe('tracing', () => {
  const mentionsPath = (span: ReceivedSpan, path: string) =>
    span.name.includes(path) ||
    Object.values(span.attributes).some((value) => typeof value === 'string' && value.includes(path));

  test('exports the spans of the REST adapter, the gateway and the subgraph in one trace', async () => {
    const restServer = await waitFor(
      () =>
        collector.spans.find(
          (span) => span.service === 'rest-adapter' && span.kind === SPAN_KIND_SERVER && mentionsPath(span, ADMIN_PATH),
        ),
      { what: "the REST adapter's server span" },
    );
    const trace = () => collector.spans.filter((span) => span.traceId === restServer.traceId);
    const serverSpanOf = (service: string) =>
      trace().find((span) => span.service === service && span.kind === SPAN_KIND_SERVER);
    const [gatewayServer, trainingServer] = await waitFor(
      () => {
        const servers = [serverSpanOf('gateway'), serverSpanOf('training-subgraph')];
        return servers.every(Boolean) ? (servers as ReceivedSpan[]) : undefined;
      },
      { what: 'the server spans of the gateway and the training subgraph in the same trace' },
    );
    expect(new Set(trace().map((span) => span.service))).toEqual(
      new Set(['rest-adapter', 'gateway', 'training-subgraph']),
    );
    // Each hop's server span is the child of the previous hop's call: the traceparent header went along.
    const spanIdsOf = (service: string) =>
      trace()
        .filter((span) => span.service === service)
        .map((span) => span.spanId);
    expect(spanIdsOf('rest-adapter')).toContain(gatewayServer.parentSpanId);
    expect(spanIdsOf('gateway')).toContain(trainingServer.parentSpanId);
    // And inside each: the operation the gateway planned, the resolvers, the SQL statements.
    await waitFor(
      () => (trace().some((span) => span.service === 'gateway' && span.name.startsWith('graphql')) ? true : undefined),
      {
        what: "the gateway's graphql spans",
      },
    );
    await waitFor(
      () =>
        trace().some((span) => span.service === 'training-subgraph' && span.name.startsWith('pg.query'))
          ? true
          : undefined,
      {
        what: "the training subgraph's SQL spans",
      },
    );
  });

  test('sends no span of health checks, scrapes or background work', () => {
    expect(collector.spans.filter((span) => mentionsPath(span, '/health') || mentionsPath(span, '/metrics'))).toEqual(
      [],
    );
    // The job queue polls PostgreSQL every second: none of that is a trace of its own.
    expect(collector.spans.filter((span) => span.parentSpanId === '' && span.name.startsWith('pg'))).toEqual([]);
  });
});

describe('logs', () => {
  const linesOf = (component: ComponentProcess): Record<string, unknown>[] =>
    component
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  test("writes one JSON line per request with the client's correlation id in each component", async () => {
    for (const [component, path] of [
      [rest, ADMIN_PATH],
      [gateway, '/graphql'],
      [training, '/graphql'],
    ] as const) {
      const requestLines = () =>
        linesOf(component).filter((line) => line.correlationId === correlationId && line.msg === 'request completed');
      // Lines leave in batches (platform/logger.ts): within a quarter second.
      const lines = await waitFor(() => (requestLines().length ? requestLines() : undefined), {
        what: `${component.name}'s request line`,
      });
      expect({ component: component.name, lines }).toEqual({
        component: component.name,
        lines: [
          expect.objectContaining({
            level: 30,
            method: expect.stringMatching(/^(GET|POST)$/),
            path,
            status: 200,
            durationMs: expect.any(Number),
          }),
        ],
      });
    }
  });

  test('puts the correlation id on the lines logged while the request is served', async () => {
    const bypassWarning = await waitFor(
      () => linesOf(training).find((line) => String(line.msg).includes('development bypass')),
      { what: "training's warning of the development bypass" },
    );
    expect(bypassWarning).toMatchObject({ level: 40, correlationId });
  });

  test('never writes the credential', () => {
    for (const component of [rest, gateway, training]) expect(component.output()).not.toContain(credential);
  });
});

describe('tracing switched by the environment', () => {
  /**
   * What tracing would add to a process that starts it and then loads the gateway: the trace SDK, the
   * instrumentations, the loader hook. (Apollo's gateway loads OpenTelemetry's API and metrics SDK itself.)
   */
  async function openTelemetryModulesLoaded(env: Record<string, string>): Promise<string[]> {
    const probe = `
      import { registerHooks } from 'node:module';
      const loaded = new Set();
      registerHooks({ resolve: (specifier, context, next) => { const resolved = next(specifier, context); loaded.add(resolved.url); return resolved; } });
      const { startTracing } = await import('./dist/platform/tracing.js');
      await startTracing('probe');
      await import('./dist/gateway/server.js');
      console.log(JSON.stringify([...loaded].filter((url) => /@opentelemetry\\/(sdk-node|sdk-trace|instrumentation)|import-in-the-middle/.test(url))));
      process.exit(0);
    `;
    const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('OTEL_')));
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', probe], {
      cwd: PROJECT_ROOT,
      env: { ...clean, ...env },
    });
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
  }

  test('loads nothing of the trace SDK while it is off, and the SDK and its instrumentations once it is on', async () => {
    expect(await openTelemetryModulesLoaded({})).toEqual([]);
    const loaded = await openTelemetryModulesLoaded({
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    });
    for (const name of [
      'sdk-node',
      'instrumentation-http',
      'instrumentation-undici',
      'instrumentation-express',
      'instrumentation-graphql',
      'instrumentation-pg',
    ]) {
      expect(loaded.some((url) => url.includes(`/@opentelemetry/${name}/`))).toBe(true);
    }
  });
});
