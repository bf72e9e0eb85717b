import 'reflect-metadata';
import { startTracing } from '../../platform/tracing.js';
import type { SubgraphDefinition } from './server.js';

/**
 * Starts one subgraph as a process of its own (`npm run start:<name>`, `node dist/subgraphs/<name>/main.js`), so
 * that it can be scaled alone: it listens on `<NAME>_PORT` (else the port its definition declares). `load` imports
 * the definition only once tracing runs, so that tracing's instrumentations see express, graphql and pg load
 * (platform/tracing.ts); so does everything else here. The configuration is read inside runMain, so that a bad one
 * ends the process with its message and no stack.
 */
export async function runSubgraphProcess(name: string, load: () => Promise<SubgraphDefinition>): Promise<void> {
  await startTracing(`${name}-subgraph`);
  const [{ config, requireProductionSettings }, { resolveDatabase }, { onShutdown, runMain }, server, definition] =
    await Promise.all([
      import('../../platform/config.js'),
      import('../../platform/database/index.js'),
      import('../../platform/lifecycle.js'),
      import('./server.js'),
      load(),
    ]);
  if (definition.name !== name) throw new Error(`The subgraph loaded for "${name}" is named "${definition.name}"`);
  runMain(async () => {
    const settings = config();
    requireProductionSettings(settings, [definition.name], {
      [definition.name]: definition.productionRequirements ?? [],
    });
    const port = server.subgraphPort(definition, settings);
    const database = await resolveDatabase();
    onShutdown('database', () => database.stop());
    const subgraph = await server.startSubgraph(definition, { port, databaseUrl: database.url });
    onShutdown(`${definition.name} subgraph`, () => subgraph.stop());
  });
}
