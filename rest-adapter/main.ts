import 'reflect-metadata';
import { config } from '../platform/config.js';
import { onShutdown, runMain } from '../platform/lifecycle.js';
import { startRestAdapter } from './server.js';

/** The REST adapter as a process of its own (`npm run start:rest`), in front of a gateway running elsewhere. */
runMain(async () => {
  const settings = config();
  const rest = await startRestAdapter({
    port: settings.REST_PORT,
    host: settings.BIND_HOST,
    gateway: { url: settings.GATEWAY_URL ?? `http://127.0.0.1:${settings.GATEWAY_PORT}/graphql` },
  });
  onShutdown('REST adapter', rest.stop);
});
