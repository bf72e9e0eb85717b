import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { freePort } from '../support/processes.js';

/**
 * The stack as a fresh machine runs it: `npm start`'s entry point with no DATABASE_URL and no AMQP_URL,
 * so the embedded PostgreSQL is started, kept under the data directory and stopped with the stack.
 */
const dataDir = resolve('.data', `stack-test-${randomBytes(4).toString('hex')}`);
/**
 * Ports drawn as every test draws them (below the ephemeral range, found free): fixed ones could be taken by another
 * test's process or, the database's, by any outgoing connection.
 */
const PORT_NAMES = [
  'GATEWAY_PORT',
  'TRAINING_PORT',
  'COMPLIANCE_PORT',
  'FACTORY_PORT',
  'REST_PORT',
  'EMBEDDED_POSTGRES_PORT',
] as const;
const ports = {} as Record<(typeof PORT_NAMES)[number], number>;
let coursesUrl: string;
/** What each stack printed, for the error when one ends before it answers. */
const outputOf = new WeakMap<ChildProcess, string>();

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
  };
  for (const [key, value] of Object.entries(ports)) env[key] = String(value);
  for (const key of ['DATABASE_URL', 'AMQP_URL', 'IDP_URL', 'IDP_SERVICE_KEY']) delete env[key];
  const child = spawn(process.execPath, ['dist/scripts/start-stack.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: asTerminalJob,
  });
  outputOf.set(child, '');
  const collect = (chunk: Buffer) =>
    outputOf.set(child, (outputOf.get(child)! + chunk.toString('utf8')).slice(-20_000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
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

/**
 * The first start creates the database cluster and runs every migration: slow on a loaded machine. A stack that ends
 * first fails the wait at once, with what it printed.
 */
async function waitUntilUp(url: string, stack: ChildProcess, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (stack.exitCode !== null || stack.signalCode !== null)
      throw new Error(
        `npm start ended (${stack.exitCode ?? stack.signalCode}) before ${url} answered; it printed:\n${outputOf.get(stack)}`,
      );
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
  beforeAll(async () => {
    mkdirSync(dataDir, { recursive: true });
    for (const name of PORT_NAMES) ports[name] = await freePort();
    coursesUrl = `http://127.0.0.1:${ports.REST_PORT}/training/api/v1/courses`;
  });
  afterEach(stopLeftovers);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('serves the gateway and the REST adapter, keeps data across restarts and stops cleanly', async () => {
    const first = startStackProcess();
    const firstExit = exitOf(first);
    await waitUntilUp(`http://127.0.0.1:${ports.GATEWAY_PORT}/health`, first);
    await waitUntilUp(coursesUrl, first);

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
    await waitUntilUp(coursesUrl, second);
    const listed = (await (await fetch(coursesUrl)).json()) as { data: { slug: string }[] };
    expect(listed.data.map((course) => course.slug)).toContain('persistent-course');
    second.kill('SIGKILL');
    await secondExit;

    const third = startStackProcess();
    const thirdExit = exitOf(third);
    await waitUntilUp(coursesUrl, third);
    const again = (await (await fetch(`${coursesUrl}/persistent-course`)).json()) as { data: { title: string } };
    expect(again.data.title).toBe('Persistent course');
    third.kill('SIGINT');
    expect(await thirdExit).toBe(0);
    expect(postmasterRunning()).toBe(false);
  }, 600_000);

  test('stops on Ctrl-C with the database last: no connection is cut, nothing is logged at warn or above', async () => {
    const stack = startStackProcess({ asTerminalJob: true });
    let output = '';
    stack.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    stack.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exit = exitOf(stack);
    try {
      await waitUntilUp(coursesUrl, stack);
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
        return (JSON.parse(line) as { level: number }).level >= pino.levels.values.warn;
      } catch {
        return true; // not a log line of ours: a warning of Node's or a stray message
      }
    });
    expect(warnings).toEqual([]);
  }, 300_000);
});
