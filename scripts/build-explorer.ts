import { build, type BuildOptions } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPLORER_ASSETS_DIR } from '../gateway/explorer.js';
import { PROJECT_ROOT } from '../platform/project-root.js';

/**
 * Part of `npm run build`: bundles the gateway's explorer (GraphiQL, React, Monaco and its workers, the styles with
 * their fonts inlined) into EXPLORER_ASSETS_DIR, so that /explorer loads nothing from anywhere but the gateway.
 * Prints nothing (`npm run cli` builds first), and skips the bundling when none of its inputs changed.
 */
const source = join(PROJECT_ROOT, 'gateway', 'explorer-ui');
const inputs = [
  join(source, 'main.ts'),
  join(source, 'page.css'),
  fileURLToPath(import.meta.url),
  join(PROJECT_ROOT, 'package-lock.json'),
];
const fingerprintFile = join(EXPLORER_ASSETS_DIR, '.inputs');

const hash = createHash('sha256');
for (const input of inputs) hash.update(await readFile(input));
const fingerprint = hash.digest('hex');
const previous = await readFile(fingerprintFile, 'utf8').catch(() => undefined);

if (previous !== fingerprint) {
  const common: BuildOptions = {
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    minify: true,
    legalComments: 'linked',
    outdir: EXPLORER_ASSETS_DIR,
    define: { 'process.env.NODE_ENV': '"production"' },
    target: 'es2022',
    logLevel: 'warning',
  };
  await rm(EXPLORER_ASSETS_DIR, { recursive: true, force: true });
  await Promise.all([
    // Monaco's JavaScript imports its CSS, which graphiql/style.css (in page.css) already holds whole.
    build({
      ...common,
      entryPoints: { explorer: join(source, 'main.ts') },
      format: 'esm',
      loader: { '.css': 'empty' },
    }),
    build({
      ...common,
      entryPoints: {
        'editor.worker': 'monaco-editor/esm/vs/editor/editor.worker.js',
        'json.worker': 'monaco-editor/esm/vs/language/json/json.worker.js',
        'graphql.worker': 'monaco-graphql/esm/graphql.worker.js',
      },
      format: 'iife',
    }),
    build({ ...common, entryPoints: { explorer: join(source, 'page.css') } }),
  ]);
  await writeFile(fingerprintFile, fingerprint);
}
