import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import pino from 'pino';

/**
 * The stack as a fresh machine runs it: `npm start`'s entry point with no DATABASE_URL and no AMQP_URL,
 * so the embedded PostgreSQL is started, kept under the data directory and stopped with the stack.
 */
const dataDir = resolve('.data', `stack-test-${randomBytes(4).toString('hex')}`);
const ports = {
  GATEWAY_PORT: 14400,
  TRAINING_PORT: 14401,
  COMPLIANCE_PORT: 14402,
  FACTORY_PORT: 14403,
  REST_PORT: 14480,
};
const coursesUrl = `http://127.0.0.1:${ports.REST_PORT}/training/api/v1/courses`;

/**
 * `asTerminalJob`: in a process group of its own with its output collected, as a terminal runs `npm start` in the
 * foreground; Ctrl-C there signals the whole group, the stack's child processes included.
 */
/** Every stack a test started, so that one left running by a failed assertion is stopped before the next test. */
const started = new Set<ChildProcess>();

function startStackProcess({ asTerminalJob = false } = {}): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: asTerminalJob ? 'debug' : 'warn',
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: '54349',
  };
  for (const [key, value] of Object.entries(ports)) env[key] = String(value);
  for (const key of ['DATABASE_URL', 'AMQP_URL', 'IDP_URL', 'IDP_SERVICE_KEY']) delete env[key];
  const stdio = asTerminalJob ? 'pipe' : 'ignore';
  const child = spawn(process.execPath, ['dist/scripts/start-stack.js'], {
    env,
    stdio: ['ignore', stdio, stdio],
    detached: asTerminalJob,
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** Stops what a failed test left running: its stacks, and the embedded PostgreSQL they leave behind when killed. */
async function stopLeftovers(): Promise<void> {
  for (const child of started) {
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
    child.kill('SIGKILL');
    await exited;
  }
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (postmasterRunning()) process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGQUIT');
}

/** The first start creates the database cluster and runs every migration: slow on a loaded machine. */
async function waitUntilUp(url: string, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
}

function postmasterRunning(): boolean {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start on a machine without PostgreSQL', () => {
  beforeAll(() => mkdirSync(dataDir, { recursive: true }));
  afterEach(stopLeftovers);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the gateway and the REST adapter, keeps data across restarts and stops cleanly', async () => {
    const first = startStackProcess();
    const firstExit = exitOf(first);
    await waitUntilUp(`http://127.0.0.1:${ports.GATEWAY_PORT}/health`);
    await waitUntilUp(coursesUrl);

    // No identity provider configured: the training spec's development bypass admits the admin call.
    const created = await fetch(coursesUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Persistent course',
        slug: 'persistent-course',
        description: 'Kept across restarts',
        is_published: true,
      }),
    });
    expect(created.status).toBe(201);

    first.kill('SIGTERM');
    expect(await firstExit).toBe(0);
    expect(postmasterRunning()).toBe(false);

    // Killed without a chance to clean up: the next start must cope with what was left behind.
    const second = startStackProcess();
    const secondExit = exitOf(second);
    await waitUntilUp(coursesUrl);
    const listed = (await (await fetch(coursesUrl)).json()) as { data: { slug: string }[] };
    expect(listed.data.map((course) => course.slug)).toContain('persistent-course');
    second.kill('SIGKILL');
    await secondExit;

    const third = startStackProcess();
    const thirdExit = exitOf(third);
    await waitUntilUp(coursesUrl);
    const again = (await (await fetch(`${coursesUrl}/persistent-course`)).json()) as { data: { title: string } };
    expect(again.data.title).toBe('Persistent course');
    third.kill('SIGINT');
    expect(await thirdExit).toBe(0);
    expect(postmasterRunning()).toBe(false);
  }, 600_000);

  it('stops on Ctrl-C with the database last: no connection is cut, nothing is logged at warn or above', async () => {
    const stack = startStackProcess({ asTerminalJob: true });
    let output = '';
    stack.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    stack.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exit = exitOf(stack);
    try {
      await waitUntilUp(coursesUrl);
      // A terminal's Ctrl-C: SIGINT to every process of the foreground group.
      process.kill(-stack.pid!, 'SIGINT');
      expect(await exit).toBe(0);
    } finally {
      if (stack.exitCode === null) process.kill(-stack.pid!, 'SIGKILL');
    }
    expect(postmasterRunning()).toBe(false);
    // At debug level the output holds PostgreSQL's own log too, where a cut connection says so.
    expect(output).toContain('database system is shut down');
    expect(output).not.toContain('terminating connection due to administrator command');
    const lines = output.split('\n').filter((line) => line.trim());
    const warnings = lines.filter((line) => {
      try {
        return (JSON.parse(line) as { level: number }).level >= pino.levels.values.warn!;
      } catch {
        return true; // not a log line of ours: a warning of Node's or a stray message
      }
    });
    expect(warnings).toEqual([]);
  }, 300_000);
});
