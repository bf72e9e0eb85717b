import 'reflect-metadata';
import { resolveDatabase } from '../../platform/database/index.js';
import { onShutdown, runMain } from '../../platform/lifecycle.js';
import { startSubgraph, type SubgraphDefinition } from './server.js';

/** Starts one subgraph as a process of its own (`npm run start:<name>`), so that it can be scaled alone. */
export function runSubgraphMain(definition: SubgraphDefinition, port: number): void {
  runMain(async () => {
    const database = await resolveDatabase();
    onShutdown('database', database.stop);
    const subgraph = await startSubgraph(definition, { port, databaseUrl: database.url });
    onShutdown(`${definition.name} subgraph`, subgraph.stop);
  });
}
