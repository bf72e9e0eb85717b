import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres.js';
import { TestChallengeServer } from '../test/support/challenge-server.js';
import { TestIdentityProvider } from '../test/support/identity-provider.js';

/** The stack under measurement: its own process, on fixed ports, with a database of its own. */
export const ports = {
  GATEWAY_PORT: 15400,
  TRAINING_PORT: 15401,
  COMPLIANCE_PORT: 15402,
  FACTORY_PORT: 15403,
  REST_PORT: 15480,
};
export const gatewayUrl = `http://127.0.0.1:${ports.GATEWAY_PORT}/graphql`;
/** A second gateway replica over the same subgraphs, for the scenarios that compare two (`launchComponent`). */
export const SECOND_GATEWAY_PORT = ports.GATEWAY_PORT + 10;
export const secondGatewayUrl = `http://127.0.0.1:${SECOND_GATEWAY_PORT}/graphql`;
export const restUrl = `http://127.0.0.1:${ports.REST_PORT}`;

/** The stack's access-token secret, so that the bench can mint tokens the gateway and compliance accept. */
export const BENCH_JWT_SECRET = 'bench-access-token-secret-0123456789';

/** How events travel from the outbox relay to the gateway in the stack under measurement. */
export interface EventTransport {
  readonly name: 'RabbitMQ' | 'PostgreSQL notifications';
  readonly amqpUrl?: string;
}

/** PostgreSQL notifications by default; RabbitMQ (the parent's AMQP_URL) with BENCH_AMQP=1. */
export function eventTransport(): EventTransport {
  if (process.env.BENCH_AMQP !== '1') return { name: 'PostgreSQL notifications' };
  const amqpUrl = process.env.AMQP_URL;
  if (!amqpUrl) throw new Error('BENCH_AMQP=1 needs AMQP_URL');
  return { name: 'RabbitMQ', amqpUrl };
}

/**
 * Every transport this machine offers, for a scenario that compares them: PostgreSQL notifications, and RabbitMQ
 * when AMQP_URL is set.
 */
export function availableEventTransports(): EventTransport[] {
  const amqpUrl = process.env.AMQP_URL;
  return [{ name: 'PostgreSQL notifications' }, ...(amqpUrl ? [{ name: 'RabbitMQ' as const, amqpUrl }] : [])];
}

/** A fresh database `name` on the DATABASE_URL server, or undefined when there is none. */
export async function benchDatabaseUrl(name = 'bench'): Promise<string | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database for processes that share one: a fresh `name` database on the DATABASE_URL server, or a fresh embedded
 * PostgreSQL run by the bench process itself.
 */
export async function sharedBenchDatabase(name: string): Promise<{ url: string; stop(): Promise<void> }> {
  const url = await benchDatabaseUrl(name);
  if (url) return { url, stop: () => Promise.resolve() };
  const dataDir = resolve(`.data/${name}-postgres`);
  rmSync(dataDir, { recursive: true, force: true });
  return startEmbeddedPostgres(dataDir, 54358);
}

/** The factory super-admin the stack creates at start (FACTORY_SUPERADMIN_*), who sets up the bench's factory. */
export const BENCH_SUPERADMIN = { email: 'superadmin@bench.example.com', password: 'bench-superadmin-password' };

/** The environment of the stack's processes, on the bench's ports. */
export function benchEnv(databaseUrl: string | undefined, transport: EventTransport): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    DATA_DIR: resolve('.data/bench'),
    EMBEDDED_POSTGRES_PORT: '54359',
    RATE_LIMIT_FACTOR: '0',
    // The REST adapter calls the gateway over loopback as a proxy of its clients.
    TRUSTED_PROXIES: 'loopback',
    IDP_JWT_SECRET: BENCH_JWT_SECRET,
    FACTORY_SUPERADMIN_EMAIL: BENCH_SUPERADMIN.email,
    FACTORY_SUPERADMIN_PASSWORD: BENCH_SUPERADMIN.password,
    // An exchange (and notification channel) of the bench's own, so that other stacks on the same broker neither
    // receive the bench's events nor add theirs to its measurements.
    EVENTS_EXCHANGE: 'bench.compliance.events',
  };
  for (const [key, value] of Object.entries(ports)) env[key] = String(value);
  for (const key of [
    'IDP_URL',
    'IDP_SERVICE_KEY',
    // Limits in PostgreSQL unless a scenario says otherwise (the performance scenario measures both).
    'REDIS_URL',
    'AMQP_URL',
    'DATABASE_URL',
    'SMTP_URL',
    'AUDIT_LOG_URL',
    'FACTORY_PROVISIONER_URL',
  ])
    delete env[key];
  if (transport.amqpUrl) env.AMQP_URL = transport.amqpUrl;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/**
 * The gateway's per-user subscription caps (64 connections a user by default, gateway/subscriptions/subscriber-budget.ts)
 * raised to `subscribers`: the delivery scenarios' subscribers all hold one user's token, where production's are a
 * user each. The floods scenario keeps the defaults, which it measures.
 */
export const capsForOneUser = (subscribers: number): NodeJS.ProcessEnv => ({
  SUBSCRIPTION_MAX_CONNECTIONS_PER_USER: String(subscribers),
  SUBSCRIPTION_MAX_PER_USER: String(subscribers),
});

/**
 * The whole stack in one process (`npm start`); without a database URL, on a fresh embedded PostgreSQL; `env` over
 * the bench's own.
 */
export function startStack(
  databaseUrl: string | undefined,
  transport: EventTransport,
  overrides: NodeJS.ProcessEnv = {},
): ChildProcess {
  const env = { ...benchEnv(databaseUrl, transport), ...overrides };
  // A fresh data directory (and embedded database) each run, so that every run measures the same data.
  rmSync(env.DATA_DIR!, { recursive: true, force: true });
  return spawn(process.execPath, ['dist/scripts/start-stack.js'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** The stack's components as processes, as a deployment runs them. */
export const COMPONENTS = {
  training: 'dist/subgraphs/training/main.js',
  compliance: 'dist/subgraphs/compliance/main.js',
  factory: 'dist/subgraphs/factory/main.js',
  gateway: 'dist/gateway/main.js',
  rest: 'dist/rest-adapter/main.js',
  /** The gateway and the REST adapter together (`npm run start:edge`). */
  edge: 'dist/scripts/start-edge.js',
} as const;

export type ComponentName = keyof typeof COMPONENTS;

/** Inspector ports of the components (see `liveHeapMiB`). */
export const INSPECTOR_PORTS: Readonly<Record<ComponentName, number>> = {
  training: 15491,
  compliance: 15492,
  factory: 15493,
  gateway: 15494,
  rest: 15495,
  edge: 15496,
};

export interface ComponentLayout {
  /** The gateway and the REST adapter in one process (the adapter then executes in-process), or each in its own. */
  readonly edge: boolean;
  /** Each process with its inspector on INSPECTOR_PORTS (for `liveHeapMiB`). */
  readonly inspect: boolean;
  /** Changes to the bench's environment for this stack; `undefined` removes a variable (its default applies). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Further changes for one component alone (e.g. the compliance subgraph reaching the broker through a proxy). */
  readonly componentEnv?: Partial<Record<ComponentName, Readonly<Record<string, string | undefined>>>>;
  /** The stack as production runs it (see `productionEnv`), with these stand-ins for the outside services. */
  readonly production?: OutsideServices;
}

/**
 * The outside services a production stack needs and that are not ours, played by the tests' stand-ins in the bench
 * process, as the tests play them: the identity provider (GoTrue's protocol) and the bot challenge (Turnstile's).
 */
export interface OutsideServices {
  readonly identityProvider: TestIdentityProvider;
  readonly challenge: TestChallengeServer;
  stop(): Promise<void>;
}

export async function startOutsideServices(): Promise<OutsideServices> {
  const identityProvider = new TestIdentityProvider();
  const challenge = new TestChallengeServer();
  await Promise.all([identityProvider.start(), challenge.start()]);
  return {
    identityProvider,
    challenge,
    stop: async () => {
      await Promise.all([identityProvider.stop(), challenge.stop()]);
    },
  };
}

/**
 * What production sets that costs time per request: NODE_ENV=production (no development bypasses: admins and
 * members are checked against the identity provider, bot challenges are verified, no explorer or introspection),
 * logging at its default level (a line per request, to a file: `componentLogFile`), and the rate limits on, with a
 * factor (1000) that lets the bench's load through while every request is still counted in the shared store.
 */
export function productionEnv(outside: OutsideServices): Record<string, string | undefined> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: undefined,
    RATE_LIMIT_FACTOR: '1000',
    IDP_URL: outside.identityProvider.url,
    IDP_SERVICE_KEY: outside.identityProvider.serviceKey,
    ...outside.challenge.env(),
  };
}

/** Runs a command of the project's CLI (`npm run cli`) as an operator would, with the stack's environment. */
export async function runCli(args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ['dist/cli/main.js', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`cli ${args.join(' ')} exited with ${code}: ${output}`);
}

/**
 * The headers of a training admin of a production stack: a user of the identity provider, signed in, made a member
 * of the training tenant with `training:add-admin`.
 */
export async function trainingAdminHeaders(
  outside: OutsideServices,
  env: NodeJS.ProcessEnv,
): Promise<Record<string, string>> {
  const { token, user } = outside.identityProvider.issueToken({ email: 'bench-admin@example.com' });
  await runCli(['training:add-admin', user.id], env);
  return { authorization: `Bearer ${token}` };
}

/** Where a component of a production stack writes its log (its standard output), one file per run. */
export function componentLogFile(name: string): string {
  return resolve(`.data/bench-logs/${name}.log`);
}

/** The lines at error level or above that the components of a production stack logged, for the bench's report. */
export function loggedErrors(names: readonly string[]): string[] {
  return names.flatMap((name) => {
    let text: string;
    try {
      text = readFileSync(componentLogFile(name), 'utf8');
    } catch {
      return [];
    }
    return text
      .split('\n')
      .filter((line) => /"level":(5|6)0\b/.test(line))
      .map((line) => `${name}: ${line.slice(0, 400)}`);
  });
}

/**
 * BENCH_CPU_PROFILE=edge,training (component names, or `proxies` for the bench's reverse proxies) runs those with
 * V8's CPU profiler; each writes a .cpuprofile under .data/bench-profiles when it stops (open it in Chrome DevTools).
 */
export function profilerFlags(name: ComponentName | 'proxies'): string[] {
  const profiled = (process.env.BENCH_CPU_PROFILE ?? '').split(',').map((entry) => entry.trim());
  return profiled.includes(name) ? ['--cpu-prof', `--cpu-prof-dir=${resolve('.data/bench-profiles')}`] : [];
}

/**
 * One component as a process of its own, with `env` (see `benchEnv`); it is up once its port answers (see
 * `waitUntilUp`). A component stopped (or killed) can be launched again on the same port.
 */
export function launchComponent(
  name: ComponentName,
  env: NodeJS.ProcessEnv,
  inspect: boolean,
  /** false: never under the CPU profiler (an extra instance, not the one measured). */
  profile = true,
  /** A file its standard output (its log) goes to, rather than the bench's console. */
  logFile?: string,
): ChildProcess {
  const inspectFlags = inspect ? [`--inspect=127.0.0.1:${INSPECTOR_PORTS[name]}`] : [];
  if (logFile) mkdirSync(dirname(logFile), { recursive: true });
  const stdout = logFile ? openSync(logFile, 'w') : 'inherit';
  const child = spawn(process.execPath, [...inspectFlags, ...(profile ? profilerFlags(name) : []), COMPONENTS[name]], {
    env,
    stdio: ['ignore', stdout, 'pipe'],
  });
  // The child has its own copy of the descriptor.
  if (typeof stdout === 'number') closeSync(stdout);
  // Everything the process says but the inspector's greeting.
  createInterface({ input: child.stderr! }).on('line', (line) => {
    if (!/^(Debugger listening on|For help, see|Debugger attached|Waiting for the debugger)/.test(line))
      console.error(line);
  });
  return child;
}

/** The environment of a component of `layout` (of the CLI run beside them, without a name). */
export function componentEnv(
  databaseUrl: string,
  transport: EventTransport,
  layout: ComponentLayout,
  name?: ComponentName,
): NodeJS.ProcessEnv {
  const env = {
    ...benchEnv(databaseUrl, transport),
    ...(layout.production && productionEnv(layout.production)),
    ...layout.env,
    ...(name && layout.componentEnv?.[name]),
  };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  return env;
}

/**
 * The components in processes of their own over `databaseUrl` (a server the processes share: each would otherwise
 * start an embedded PostgreSQL of its own); answers once every one is up.
 */
export async function startComponents(
  databaseUrl: string,
  transport: EventTransport,
  layout: ComponentLayout,
): Promise<Partial<Record<ComponentName, ChildProcess>>> {
  const envOf = (name?: ComponentName) => componentEnv(databaseUrl, transport, layout, name);
  rmSync(envOf().DATA_DIR!, { recursive: true, force: true });
  const started: Partial<Record<ComponentName, ChildProcess>> = {};
  const launch = (name: ComponentName) => {
    started[name] = launchComponent(
      name,
      envOf(name),
      layout.inspect,
      true,
      layout.production && componentLogFile(name),
    );
  };
  try {
    (['training', 'compliance', 'factory'] as const).forEach(launch);
    await Promise.all(
      [ports.TRAINING_PORT, ports.COMPLIANCE_PORT, ports.FACTORY_PORT].map((port) =>
        waitUntilUp(`http://127.0.0.1:${port}/health`),
      ),
    );
    launch(layout.edge ? 'edge' : 'gateway');
    await waitUntilUp(`http://127.0.0.1:${ports.GATEWAY_PORT}/health`);
    if (!layout.edge) launch('rest');
    await waitUntilUp(`${restUrl}/training/api/v1/courses?limit=1`);
    return started;
  } catch (error) {
    await stopProcesses(Object.values(started));
    throw error;
  }
}

/** SIGTERM (a graceful shutdown) and the exit of each. */
export async function stopProcesses(processes: readonly ChildProcess[]): Promise<void> {
  await Promise.all(
    processes.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
    ),
  );
}

export async function waitUntilUp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}
