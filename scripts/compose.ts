import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { composeSupergraph } from '../schema/composition.js';
import { schemaFile } from '../schema/supergraph.js';
import { runMain, shutdown } from '../platform/lifecycle.js';

/** `npm run compose`: writes each subgraph's SDL and the composed supergraph to `schema/`. */
runMain(async () => {
  const { subgraphs, supergraph } = await composeSupergraph();
  for (const [name, sdl] of Object.entries(subgraphs)) {
    await writeFile(schemaFile(name), sdl);
    console.log(`wrote schema/${name}.graphql`);
  }
  await writeFile(schemaFile('supergraph'), supergraph);
  console.log('wrote schema/supergraph.graphql');
  await shutdown(0);
});
