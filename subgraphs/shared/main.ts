import 'reflect-metadata';
import { config, requireProductionSettings } from '../../platform/config.js';
import { resolveDatabase } from '../../platform/database/index.js';
import { onShutdown, runMain } from '../../platform/lifecycle.js';
import { startSubgraph, type SubgraphDefinition } from './server.js';

/**
 * Starts one subgraph as a process of its own (`npm run start:<name>`), so that it can be scaled alone. Its
 * configuration is read inside runMain, so that a bad one ends the process with its message and no stack.
 */
export function runSubgraphMain(
  definition: SubgraphDefinition,
  portVariable: 'TRAINING_PORT' | 'COMPLIANCE_PORT' | 'FACTORY_PORT',
): void {
  runMain(async () => {
    const settings = config();
    requireProductionSettings(settings, [definition.name]);
    const database = await resolveDatabase();
    onShutdown('database', () => database.stop());
    const subgraph = await startSubgraph(definition, { port: settings[portVariable], databaseUrl: database.url });
    onShutdown(`${definition.name} subgraph`, () => subgraph.stop());
  });
}
