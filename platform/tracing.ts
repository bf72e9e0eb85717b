import { register } from 'node:module';
import { onShutdown } from './lifecycle.js';

/**
 * OpenTelemetry tracing, off unless the standard environment asks for it: `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) set, or `otlp` in `OTEL_TRACES_EXPORTER`; `OTEL_SDK_DISABLED=true` or
 * `OTEL_TRACES_EXPORTER=none` keep it off. Spans go over OTLP/HTTP (`OTEL_EXPORTER_OTLP_PROTOCOL`: `http/protobuf`
 * by default, or `http/json`), configured by the OTEL_* variables the SDK reads itself.
 */
export function tracingRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (exporters.includes('none')) return false;
  return (
    exporters.includes('otlp') || Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
  );
}

/** Requests of probes and scrapers, which would only add noise to the traces. */
const UNTRACED_PATHS: ReadonlySet<string> = new Set(['/health', '/metrics']);
const untraced = (path: string | undefined) => UNTRACED_PATHS.has((path ?? '').split('?', 1)[0]);

/**
 * Starts tracing for this process as `serviceName` (`OTEL_SERVICE_NAME` wins) when the environment asks for it,
 * with the instrumentations of http (incoming requests), undici (the gateway's subgraph calls and the REST
 * adapter's gateway calls: they carry the W3C `traceparent` on), express, graphql and pg.
 *
 * Call it, and await it, before the instrumented packages are imported: a component's `main.ts` imports its
 * modules dynamically after it. The instrumentations patch those packages as they load, through an ES module
 * loader hook (import-in-the-middle) that wraps only the modules they name. With tracing off none of this is
 * loaded (neither the SDK, nor the instrumentations, nor the hook), so start-up time and memory stay as they were.
 */
export async function startTracing(serviceName: string): Promise<void> {
  if (!tracingRequested()) return;
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [
    { NodeSDK },
    { HttpInstrumentation },
    { UndiciInstrumentation },
    { ExpressInstrumentation, ExpressLayerType },
    { GraphQLInstrumentation },
    { PgInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-graphql'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ? undefined : serviceName,
    instrumentations: [
      // Calls and queries are traced within a request's trace only: background work (pg-boss polling every
      // second, the outbox relay, health checks of the subgraphs) would otherwise start a trace each time.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => untraced(request.url),
        requireParentforOutgoingSpans: true,
      }),
      new UndiciInstrumentation({
        ignoreRequestHook: (request) => untraced(request.path),
        requireParentforSpans: true,
      }),
      // Spans of routers and route handlers (they name the route), not of every middleware a request passes.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      // One span per operation and per resolver that does work, not one per field read off an object.
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
    // Traces only: metrics are Prometheus's (`/metrics`), logs are pino's (stdout).
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  // Registered before the component's own closers, so that it runs after them and exports their spans too.
  onShutdown('tracing', () => sdk.shutdown());
}
