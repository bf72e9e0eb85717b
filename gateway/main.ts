import 'reflect-metadata';
import { startTracing } from '../platform/tracing.js';

await startTracing('gateway');
// Imported only now, so that tracing's instrumentations see express, graphql and undici load (platform/tracing.ts).
const [{ config, requireProductionSettings }, { runMain }, { startGatewayFromConfig }] = await Promise.all([
  import('../platform/config.js'),
  import('../platform/lifecycle.js'),
  import('./from-config.js'),
]);

/** The gateway as a process of its own (`npm run start:gateway`), in front of subgraphs running elsewhere. */
runMain(async () => {
  requireProductionSettings(config(), ['gateway']);
  await startGatewayFromConfig();
});
