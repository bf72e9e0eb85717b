import { subgraphErrors, subgraphRequestDuration } from '../platform/metrics.js';

/** Why a subgraph call failed, as `gateway_subgraph_errors_total` counts it. */
export type SubgraphErrorReason =
  'timeout' | 'unavailable' | 'circuit_open' | 'http_status' | 'payload_too_large' | 'upload_interrupted' | 'graphql';

export function countSubgraphErrors(subgraph: string, reason: SubgraphErrorReason, count = 1): void {
  subgraphErrors.inc({ subgraph, reason }, count);
}

/** A client's call as sent (a shared one once), timed in `gateway_subgraph_request_duration_seconds`. */
export async function timed<T>(subgraph: string, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await call();
  } finally {
    subgraphRequestDuration.observe({ subgraph }, (performance.now() - started) / 1000);
  }
}
