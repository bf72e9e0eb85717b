import { config } from '../platform/config.js';
import { resolveDatabase } from '../platform/database/index.js';
import { onShutdown } from '../platform/lifecycle.js';
import { readSupergraph } from '../schema/supergraph.js';
import { startGateway, type RunningGateway } from './server.js';
import { subgraphUrls } from './subgraph-urls.js';

/**
 * The gateway of a process of its own, configured by the environment, over the checked-in supergraph and the
 * subgraphs it names (see subgraphUrls); stopped by the process's shutdown.
 */
export async function startGatewayFromConfig(): Promise<RunningGateway> {
  // Without a broker, subscriptions listen to the database the compliance subgraph publishes through.
  const events = config().AMQP_URL ? undefined : await resolveDatabase();
  if (events) onShutdown('database', events.stop);
  const supergraphSdl = await readSupergraph();
  const gateway = await startGateway({
    port: config().GATEWAY_PORT,
    host: config().BIND_HOST,
    supergraphSdl,
    subgraphUrls: subgraphUrls(supergraphSdl, config()),
    eventsDatabaseUrl: events?.url,
  });
  onShutdown('gateway', gateway.stop);
  return gateway;
}
