import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../platform/project-root.js';

const run = promisify(execFile);

/**
 * Runs the built CLI (`npm test` builds first) in a process of its own, as operators do; never throws. Its logs are
 * off unless `env` sets LOG_LEVEL; a variable given as undefined is unset.
 */
export async function cli(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(PROJECT_ROOT, 'dist', 'cli', 'main.js'), ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
