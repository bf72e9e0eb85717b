import 'reflect-metadata';
import { config } from '../platform/config.js';
import { resolveDatabase } from '../platform/database/index.js';
import { onShutdown, runMain } from '../platform/lifecycle.js';
import { readSupergraph } from '../schema/composition.js';
import { SUBGRAPHS, subgraphUrl } from '../subgraphs/index.js';
import { startGateway } from './server.js';

/** The gateway as a process of its own (`npm run start:gateway`), in front of subgraphs running elsewhere. */
runMain(async () => {
  // Without a broker, subscriptions listen to the database the compliance subgraph publishes through.
  const events = config().AMQP_URL ? undefined : await resolveDatabase();
  if (events) onShutdown('database', events.stop);
  const gateway = await startGateway({
    port: config().GATEWAY_PORT,
    host: config().BIND_HOST,
    supergraphSdl: await readSupergraph(),
    subgraphUrls: Object.fromEntries(SUBGRAPHS.map((definition) => [definition.name, subgraphUrl(definition.name)])),
    eventsDatabaseUrl: events?.url,
  });
  onShutdown('gateway', gateway.stop);
});
