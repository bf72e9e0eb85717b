import type { GatewayOptions } from '../../gateway/server.js';
import { subgraphRequestDuration } from '../../platform/metrics.js';
import { composeSupergraph } from '../../subgraphs/composition.js';
import type { TestStack } from './stack.js';

/** Calls the gateways sent to a subgraph so far (every replica of this process). */
export async function subgraphCalls(subgraph: string): Promise<number> {
  const { values } = await subgraphRequestDuration.get();
  return (
    values.find(
      (value) =>
        value.metricName === 'gateway_subgraph_request_duration_seconds_count' && value.labels.subgraph === subgraph,
    )?.value ?? 0
  );
}

/** The calls to `subgraph` while `run` ran: 0 when a cache answered it. */
export async function callsDuring(run: () => Promise<unknown>, subgraph = 'training'): Promise<number> {
  const before = await subgraphCalls(subgraph);
  await run();
  return (await subgraphCalls(subgraph)) - before;
}

/** The options of another gateway replica over the stack's subgraphs and database (the stack's is the first). */
export async function replicaOptions(stack: TestStack): Promise<GatewayOptions> {
  return {
    port: 0,
    supergraphSdl: (await composeSupergraph()).supergraph,
    subgraphUrls: {
      training: stack.subgraphs.training.url,
      compliance: stack.subgraphs.compliance.url,
      factory: stack.subgraphs.factory.url,
    },
    databaseUrl: stack.testDatabase.url,
  };
}
