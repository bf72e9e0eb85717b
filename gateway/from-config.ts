import { config } from '../platform/config.js';
import { resolveDatabase } from '../platform/database/index.js';
import { onShutdown } from '../platform/lifecycle.js';
import { logger } from '../platform/logger.js';
import { startGateway, type RunningGateway } from './server.js';
import { supergraphLocation, supergraphSource } from './supergraph-source.js';

/**
 * The gateway of a process of its own, configured by the environment, over the supergraph of SUPERGRAPH_PATH or
 * SUPERGRAPH_URL (the checked-in one by default), reloaded when it changes, and the subgraphs it names (see
 * subgraphUrl); stopped by the process's shutdown.
 */
export async function startGatewayFromConfig(): Promise<RunningGateway> {
  // Limits per address are counted in it (unless REDIS_URL), and without a broker subscriptions listen to it.
  const database = await resolveDatabase();
  onShutdown('database', () => database.stop());
  const gateway = await startGateway({
    port: config().GATEWAY_PORT,
    host: config().BIND_HOST,
    supergraphSdl: supergraphSource(supergraphLocation(config()), config().SUPERGRAPH_POLL_MS, logger('gateway')),
    databaseUrl: database.url,
  });
  onShutdown('gateway', () => gateway.stop());
  return gateway;
}
