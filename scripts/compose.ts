import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import { runMain, shutdown } from '../platform/lifecycle.js';
import { schemaFile } from '../schema/supergraph.js';
import { composeSupergraph } from '../subgraphs/composition.js';

/**
 * `npm run compose`: writes each subgraph's SDL and the composed supergraph to `schema/`. With `--check`
 * (`npm run compose -- --check`) it writes nothing and fails when a checked-in file differs from what it would write.
 */
runMain(async () => {
  const check = process.argv.includes('--check');
  const { subgraphs, supergraph } = await composeSupergraph();
  const stale: string[] = [];
  for (const [name, sdl] of [...Object.entries(subgraphs), ['supergraph', supergraph] as const]) {
    const file = schemaFile(name);
    if (check) {
      const current = await readFile(file, 'utf8').catch(() => undefined);
      if (current !== sdl) stale.push(`schema/${name}.graphql`);
    } else {
      await writeFile(file, sdl);
      console.log(`wrote schema/${name}.graphql`);
    }
  }
  if (stale.length) console.error(`stale (run npm run compose): ${stale.join(', ')}`);
  else if (check) console.log('schema/ is what the subgraphs compose');
  await shutdown(stale.length ? 1 : 0);
});
