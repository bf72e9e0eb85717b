// Placeholder: the gateway helper replaces this file.
import type { SubgraphName } from '../subgraphs/shared/server.js';

export interface GatewayOptions {
  port: number;
  host?: string;
  supergraphSdl: string;
  subgraphUrls: Record<SubgraphName, string>;
}

export interface RunningGateway {
  /** http://127.0.0.1:PORT/graphql */
  readonly url: string;
  stop(): Promise<void>;
}

export async function startGateway(_options: GatewayOptions): Promise<RunningGateway> {
  throw new Error('not yet built');
}
