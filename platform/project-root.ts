import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  let directory = start;
  while (!existsSync(join(directory, 'package.json'))) {
    const parent = dirname(directory);
    if (parent === directory) throw new Error(`No package.json above ${start}`);
    directory = parent;
  }
  return directory;
}

/** The repository root, the same whether code runs from its sources (tests) or from `dist/`. */
export const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
