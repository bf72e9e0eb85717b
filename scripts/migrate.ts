import 'reflect-metadata';
import { resolveDatabase } from '../platform/database/index.js';
import { onShutdown, runMain, shutdown } from '../platform/lifecycle.js';
import { SUBGRAPHS } from '../subgraphs/index.js';
import { migrate, openDatabase } from '../subgraphs/shared/database.js';

/** `npm run migrate`: applies every subgraph's pending migrations to its own schema. */
runMain(async () => {
  const database = await resolveDatabase();
  onShutdown('database', () => database.stop());
  for (const definition of SUBGRAPHS) {
    const orm = await openDatabase(database.url, definition.database);
    try {
      const applied = await migrate(orm);
      console.log(`${definition.name}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
    } finally {
      await orm.close();
    }
  }
  await shutdown(0);
});
