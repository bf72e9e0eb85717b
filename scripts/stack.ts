import { startGateway, type RunningGateway } from '../gateway/server.js';
import { supergraphLocation, supergraphSource } from '../gateway/supergraph-source.js';
import { config } from '../platform/config.js';
import { resolveDatabase, type Database } from '../platform/database/index.js';
import { logger } from '../platform/logger.js';
import type { ServiceDefinition } from '../rest-adapter/engine/index.js';
import { startRestAdapter, type RunningRestAdapter } from '../rest-adapter/server.js';
import { composeSupergraph } from '../subgraphs/composition.js';
import { SUBGRAPHS, type SubgraphName } from '../subgraphs/index.js';
import {
  startSubgraph,
  subgraphPort,
  type RunningSubgraph,
  type SubgraphDefinition,
} from '../subgraphs/shared/server.js';

export interface StackOptions {
  /** Use this database instead of DATABASE_URL or the embedded one. */
  databaseUrl?: string;
  /** Listen on ephemeral ports (tests), instead of the contract's ports. */
  ephemeralPorts?: boolean;
  /**
   * The gateway's supergraph: the configured one (default: SUPERGRAPH_PATH or SUPERGRAPH_URL, else the checked-in
   * file, what runs being what was reviewed), reloaded when it changes, or composed from the subgraph code at start
   * (tests: the checked-in file's freshness is a test of its own).
   */
  supergraph?: 'configured' | 'composed';
  /** The subgraphs to run (those of subgraphs/index.ts by default; a test adds one of its own, composed). */
  subgraphs?: readonly SubgraphDefinition[];
  /** The REST adapter's route tables (its SERVICES by default). */
  restServices?: readonly ServiceDefinition[];
}

export interface RunningStack {
  readonly database: Database;
  /** Each running subgraph by name: those of subgraphs/index.ts (and any other the options gave, under its name). */
  readonly subgraphs: Record<SubgraphName, RunningSubgraph>;
  readonly gateway: RunningGateway;
  readonly rest: RunningRestAdapter;
  stop(): Promise<void>;
}

/**
 * Every component in one process: the subgraphs (subgraphs/index.ts), the gateway over the configured supergraph,
 * and the REST adapter in front of the gateway. Each also starts alone (`npm run start:<component>`).
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const log = logger('stack');
  const database: Database = options.databaseUrl
    ? { url: options.databaseUrl, stop: () => Promise.resolve() }
    : await resolveDatabase();
  const started: { stop(): Promise<void> }[] = [database];
  const stopAll = async () => {
    for (const component of started.reverse()) await component.stop();
  };
  try {
    const subgraphs: Record<string, RunningSubgraph> = {};
    await Promise.all(
      (options.subgraphs ?? SUBGRAPHS).map(async (definition) => {
        const port = options.ephemeralPorts ? 0 : subgraphPort(definition);
        subgraphs[definition.name] = await startSubgraph(definition, { port, databaseUrl: database.url });
        started.push(subgraphs[definition.name]);
      }),
    );
    const gateway = await startGateway({
      port: options.ephemeralPorts ? 0 : config().GATEWAY_PORT,
      supergraphSdl:
        options.supergraph === 'composed'
          ? (await composeSupergraph(options.subgraphs)).supergraph
          : supergraphSource(supergraphLocation(config()), config().SUPERGRAPH_POLL_MS, logger('gateway')),
      subgraphUrls: Object.fromEntries(Object.values(subgraphs).map((subgraph) => [subgraph.name, subgraph.url])),
      databaseUrl: database.url,
    });
    started.push(gateway);
    const rest = await startRestAdapter({
      port: options.ephemeralPorts ? 0 : config().REST_PORT,
      gateway,
      ...(options.restServices ? { services: options.restServices } : {}),
    });
    started.push(rest);
    log.info({ gateway: gateway.url, rest: rest.url }, 'stack started');
    let stopping: Promise<void> | undefined;
    return {
      database,
      subgraphs: subgraphs,
      gateway,
      rest,
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
