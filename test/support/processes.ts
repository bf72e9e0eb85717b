import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../platform/free-port.js';
import { PROJECT_ROOT } from '../../platform/project-root.js';
import { waitFor } from './wait.js';

/**
 * Components of the stack as real child processes (`node dist/<component>/main.js`), for fault tests that kill,
 * freeze or restart them. The build must be current (`npm run test:faults` builds first).
 *
 *   const training = await startComponent({ name: 'training', script: 'dist/subgraphs/training/main.js',
 *     env: { TRAINING_PORT: String(port), DATABASE_URL }, healthUrl: `http://127.0.0.1:${port}/health` });
 *   training.signal('SIGKILL'); await training.exited;
 */

/** How a component process ended. */
export interface ProcessExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface ComponentProcess {
  readonly name: string;
  readonly pid: number;
  /** Resolves once the process has exited; never rejects. */
  readonly exited: Promise<ProcessExit>;
  /** The last output (stdout and stderr) of the process, for failure messages. */
  output(): string;
  /** Sends a signal: SIGKILL to kill it, SIGSTOP/SIGCONT to freeze and thaw it, SIGTERM for a clean shutdown. */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM (after SIGCONT, in case it is frozen), SIGKILL once `graceMs` has passed; resolves once it has exited. */
  stop(graceMs?: number): Promise<ProcessExit>;
}

export interface ComponentOptions {
  /** Names the component in failure messages. */
  name: string;
  /** The entry point, relative to the project root, e.g. `dist/subgraphs/training/main.js`. */
  script: string;
  /** Added to this process's environment; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** Options of node itself, before the entry point (e.g. `--import` of a module-loading hook). */
  nodeArgs?: readonly string[];
  /** The component's `/health`; startComponent resolves once it answers 2xx. */
  healthUrl: string;
  /** How long the component may take to become healthy (migrations on a busy machine take a while). */
  startTimeoutMs?: number;
}

const OUTPUT_LIMIT = 64 * 1024;
const DEFAULT_START_TIMEOUT_MS = 90_000;
const DEFAULT_GRACE_MS = 10_000;

/** Children still running when this (test) process exits are killed, so that a failed test leaves none behind. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A free port for a process started next (the tests' embedded PostgreSQL draws its own the same way). */
export { freePort };

/** Whether `url` answers 2xx within a second. */
export async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Spawns a component with `env` and waits until its `/health` answers; fails with its output if it exits first. */
export async function startComponent(options: ComponentOptions): Promise<ComponentProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), join(PROJECT_ROOT, options.script)], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exit: ProcessExit | undefined;
  const exited = new Promise<ProcessExit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      exit = { code, signal };
      resolve(exit);
    });
  });
  const signal = (name: NodeJS.Signals) => {
    if (!exit) child.kill(name);
  };
  const component: ComponentProcess = {
    name: options.name,
    pid: child.pid!,
    exited,
    output: () => output,
    signal,
    stop: async (graceMs = DEFAULT_GRACE_MS) => {
      signal('SIGCONT');
      signal('SIGTERM');
      const killer = setTimeout(() => signal('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(killer);
      return result;
    },
  };

  try {
    await waitFor(
      async () => {
        if (exit)
          throw new Error(`${options.name} exited (${exit.signal ?? exit.code}) before it was healthy:\n${output}`);
        return (await isHealthy(options.healthUrl)) ? true : undefined;
      },
      {
        timeoutMs: options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
        intervalMs: 200,
        what: `${options.name} at ${options.healthUrl}`,
      },
    );
  } catch (error) {
    const exitedEarly = exit !== undefined;
    await component.stop(1_000);
    // A component that never became healthy: its output says why (an early exit's message has it already).
    throw error instanceof Error && !exitedEarly ? new Error(`${error.message}\n${output}`) : error;
  }
  return component;
}

/** The training subgraph, a gateway in front of it and a REST adapter in front of the gateway, each a process. */
export interface TrainingEdge {
  readonly training: ComponentProcess;
  readonly gateway: ComponentProcess;
  readonly rest: ComponentProcess;
  readonly ports: { readonly training: number; readonly gateway: number; readonly rest: number };
  stop(): Promise<void>;
}

/**
 * A legacy request's whole path as production runs it, each component a process of its own from `dist/` with
 * `env`: the gateway reaches the training subgraph alone (the other subgraphs' URLs lead nowhere), and the REST
 * adapter calls the gateway over HTTP.
 */
export async function startTrainingEdge(env: Record<string, string | undefined>): Promise<TrainingEdge> {
  const [trainingPort, gatewayPort, restPort, nobodyPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const unreachable = `http://127.0.0.1:${nobodyPort}/graphql`;
  const training = await startComponent({
    name: 'training',
    script: 'dist/subgraphs/training/main.js',
    env: { ...env, TRAINING_PORT: String(trainingPort) },
    healthUrl: `http://127.0.0.1:${trainingPort}/health`,
  });
  const [gateway, rest] = await Promise.all([
    startComponent({
      name: 'gateway',
      script: 'dist/gateway/main.js',
      env: {
        ...env,
        GATEWAY_PORT: String(gatewayPort),
        TRAINING_URL: `http://127.0.0.1:${trainingPort}/graphql`,
        COMPLIANCE_URL: unreachable,
        FACTORY_URL: unreachable,
      },
      healthUrl: `http://127.0.0.1:${gatewayPort}/health`,
    }),
    startComponent({
      name: 'rest-adapter',
      script: 'dist/rest-adapter/main.js',
      env: { ...env, REST_PORT: String(restPort), GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/graphql` },
      healthUrl: `http://127.0.0.1:${restPort}/metrics`,
    }),
  ]);
  return {
    training,
    gateway,
    rest,
    ports: { training: trainingPort, gateway: gatewayPort, rest: restPort },
    stop: async () => {
      await Promise.all([rest.stop(), gateway.stop(), training.stop()]);
    },
  };
}
