import 'reflect-metadata';
import { startTracing } from '../platform/tracing.js';

await startTracing('stack');
// Imported only now, so that tracing's instrumentations see express, graphql, pg and undici load (platform/tracing.ts).
const [
  { config, requireProductionSettings },
  { COMPONENT_PRODUCTION_REQUIREMENTS },
  { onShutdown, runMain },
  { releaseStartupMemory },
  { startStack },
  { startCluster },
] = await Promise.all([
  import('../platform/config.js'),
  import('../subgraphs/index.js'),
  import('../platform/lifecycle.js'),
  import('../platform/startup-memory.js'),
  import('./stack.js'),
  import('./cluster.js'),
]);

/**
 * `npm start`: the whole system in one process, on the contract's ports; with `REPLICAS=N` (N > 1), N processes of
 * each component behind round-robin balancers on those ports (scripts/cluster.ts).
 */
runMain(async () => {
  // Every component runs here (or is spawned from here): all of their requirements, before anything starts.
  requireProductionSettings(
    config(),
    Object.keys(COMPONENT_PRODUCTION_REQUIREMENTS),
    COMPONENT_PRODUCTION_REQUIREMENTS,
  );
  const replicas = config().REPLICAS;
  const running = replicas === 1 ? await startStack() : await startCluster(replicas);
  onShutdown(replicas === 1 ? 'stack' : 'cluster', () => running.stop());
  await releaseStartupMemory();
});
