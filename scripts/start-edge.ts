import 'reflect-metadata';
import { config } from '../platform/config.js';
import { onShutdown, runMain } from '../platform/lifecycle.js';
import { startGatewayFromConfig } from '../gateway/from-config.js';
import { startRestAdapter } from '../rest-adapter/server.js';

/**
 * `npm run start:edge`: the gateway and the REST adapter in one process, in front of subgraphs running elsewhere.
 * The adapter then executes its operations on the gateway in-process, without an HTTP hop between the two.
 */
runMain(async () => {
  const gateway = await startGatewayFromConfig();
  const rest = await startRestAdapter({ port: config().REST_PORT, host: config().BIND_HOST, gateway });
  onShutdown('REST adapter', rest.stop);
});
