// Part of `npm run build`, after require-node.mjs: compiles the TypeScript of tsconfig.build.json into dist/, and
// does nothing when dist/ is up to date, so that `npm run cli` on an unchanged tree starts at once.
//
// `tsc -b` decides from dist/.tsbuildinfo without loading the program: a source or tsconfig file newer than the build
// info is hashed and compared with the hash recorded there; nothing newer means nothing to do (0.1 s, where `tsc -p`
// spends 3 s loading every declaration to find the same). It does not look at the dependencies' declarations, which
// can change what is emitted (decorator metadata names the imported types): when the dependencies were installed
// after the last build (npm rewrites node_modules/.package-lock.json on every install), `tsc -p` compiles instead,
// which hashes every file of the program. A failed build records its errors in the build info, so the next one
// compiles again.
//
// The build info's time becomes the moment this compilation began: a source saved while tsc was reading the tree
// (another editor, a `git checkout` under way) is then newer than the build info, and the next build looks at it.
import { spawnSync } from 'node:child_process';
import { statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildInfo = `${root}dist/.tsbuildinfo`;
const modified = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs;

const built = modified(buildInfo);
const installed = modified(`${root}node_modules/.package-lock.json`);
// Two seconds early, since file systems that keep times to the second (or two) would give a file saved just after
// this moment the same time as the build info; but not before the install, which tsc has seen.
const now = Date.now();
const began = new Date(Math.min(now, Math.max(now - 2000, Math.ceil(installed ?? 0))));
const mode = built !== undefined && (installed === undefined || installed > built) ? '-p' : '-b';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const { status, error } = spawnSync(process.execPath, [tsc, mode, 'tsconfig.build.json'], {
  cwd: root,
  stdio: 'inherit',
});
if (error) throw error;
if (status === 0 && modified(buildInfo) !== undefined) utimesSync(buildInfo, began, began);
process.exit(status ?? 1);
