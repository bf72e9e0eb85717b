import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../platform/project-root.js';
import { SERVICES } from '../services/index.js';
import { supergraphApiSchema } from './api-schema.js';
import { openApiDocument } from './openapi.js';

/**
 * Every OpenAPI document the adapter serves passes Redocly's linter (its `recommended` rules, as
 * `npx redocly lint <file>` runs them) with no error, and lists no component that no operation uses. The real
 * CLI runs in a process of its own, on the documents the adapter generates at start from the route tables and the
 * checked-in supergraph.
 */
const CLI = join(PROJECT_ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

/** `redocly lint --format=json` on one file, from a directory of its own (no project configuration applies). */
function lint(directory: string, file: string): Promise<LintReport> {
  return new Promise((resolve, reject) => {
    // No telemetry and no update check: the test needs no network.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    const child = spawn(process.execPath, [CLI, 'lint', file, '--format=json'], {
      cwd: directory,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      try {
        resolve(JSON.parse(stdout) as LintReport);
      } catch {
        reject(new Error(`redocly lint ${file} exited ${code} without a JSON report:\n${stdout}\n${stderr}`));
      }
    });
  });
}

let directory: string;

beforeAll(() => {
  directory = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
});

afterAll(() => rmSync(directory, { recursive: true, force: true }));

test.each(SERVICES.map((service) => [service.name, service] as const))(
  'the %s document has no Redocly lint error',
  async (name, service) => {
    const document = openApiDocument(service, { schema: supergraphApiSchema() });
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    const file = `${name}.json`;
    writeFileSync(join(directory, file), JSON.stringify(document));
    const report = await lint(directory, file);
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
    // Nor a component no operation refers to (an error status no route answers, such as a subscription's 410).
    const unused = report.problems.filter((problem) => problem.ruleId === 'no-unused-components');
    expect(unused.map((problem) => problem.location[0]?.pointer)).toEqual([]);
  },
  60_000,
);
