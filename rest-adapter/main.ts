import 'reflect-metadata';
import { startTracing } from '../platform/tracing.js';

await startTracing('rest-adapter');
// Imported only now, so that tracing's instrumentations see express and undici load (platform/tracing.ts).
const [{ config, requireProductionSettings }, { onShutdown, runMain }, { startRestAdapter }] = await Promise.all([
  import('../platform/config.js'),
  import('../platform/lifecycle.js'),
  import('./server.js'),
]);

/** The REST adapter as a process of its own (`npm run start:rest`), in front of a gateway running elsewhere. */
runMain(async () => {
  const settings = config();
  requireProductionSettings(settings, ['rest-adapter']);
  const rest = await startRestAdapter({
    port: settings.REST_PORT,
    host: settings.BIND_HOST,
    gateway: { url: settings.GATEWAY_URL ?? `http://127.0.0.1:${settings.GATEWAY_PORT}/graphql` },
  });
  onShutdown('REST adapter', () => rest.stop());
});
