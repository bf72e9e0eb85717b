import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm install` on a fresh clone prints no warning: no peer-dependency conflict (the bench's peer gateway is a
 * package of its own under bench/peer, and OpenTelemetry's API is one version for every package), and every
 * dependency's install script is either allowed or declined in package.json's allowScripts.
 */
function npm(args: string[], cwd: string): { status: number | null; output: string } {
  const run = spawnSync('npm', args, { cwd, encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

test('resolving the dependency tree of a fresh clone warns about nothing', () => {
  const clone = mkdtempSync(join(tmpdir(), 'fresh-install-'));
  try {
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) copyFileSync(file, join(clone, file));
    // The whole resolution a fresh `npm install` makes (peer dependencies included), without downloading the packages.
    const { status, output } = npm(['install', '--package-lock-only', '--no-audit', '--no-fund'], clone);
    expect(status).toBe(0);
    expect(output.split('\n').filter((line) => /npm (warn|error)/.test(line))).toEqual([]);
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}, 120_000);

test('the installed tree has no invalid, missing or extraneous package', () => {
  const { status, output } = npm(['ls', '--all'], process.cwd());
  expect(output).not.toMatch(/invalid|missing|extraneous|ERR/);
  expect(status).toBe(0);
}, 120_000);

test('install scripts of dependencies are all reviewed: none is reported as not covered by allowScripts', () => {
  const { output } = npm(['install-scripts', 'ls'], process.cwd());
  expect(output).not.toMatch(/not yet covered|not covered/i);
}, 120_000);
