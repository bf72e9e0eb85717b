import 'reflect-metadata';
import { config } from '../platform/config.js';
import { onShutdown, runMain } from '../platform/lifecycle.js';
import { readSupergraph } from '../schema/composition.js';
import { SUBGRAPHS, subgraphUrl } from '../subgraphs/index.js';
import { startGateway } from './server.js';

/** The gateway as a process of its own (`npm run start:gateway`), in front of subgraphs running elsewhere. */
runMain(async () => {
  const gateway = await startGateway({
    port: config().GATEWAY_PORT,
    host: config().BIND_HOST,
    supergraphSdl: await readSupergraph(),
    subgraphUrls: Object.fromEntries(SUBGRAPHS.map((definition) => [definition.name, subgraphUrl(definition.name)])),
  });
  onShutdown('gateway', gateway.stop);
});
