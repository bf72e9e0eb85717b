import 'reflect-metadata';
import { startTracing } from '../platform/tracing.js';

await startTracing('edge');
// Imported only now, so that tracing's instrumentations see express, graphql and undici load (platform/tracing.ts).
const [
  { config, requireProductionSettings },
  { onShutdown, runMain },
  { startGatewayFromConfig },
  { startRestAdapter },
] = await Promise.all([
  import('../platform/config.js'),
  import('../platform/lifecycle.js'),
  import('../gateway/from-config.js'),
  import('../rest-adapter/server.js'),
]);

/**
 * `npm run start:edge`: the gateway and the REST adapter in one process, in front of subgraphs running elsewhere.
 * The adapter then executes its operations on the gateway in-process, without an HTTP hop between the two.
 */
runMain(async () => {
  requireProductionSettings(config(), ['gateway', 'rest-adapter']);
  const gateway = await startGatewayFromConfig();
  const rest = await startRestAdapter({ port: config().REST_PORT, host: config().BIND_HOST, gateway });
  onShutdown('REST adapter', () => rest.stop());
});
