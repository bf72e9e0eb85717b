import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { residentKiB, round1, treeMemoryMiB } from './measure.js';
import { benchEnv, ports, restUrl, stopProcesses, waitUntilUp } from './stack.js';

/** Issue 24: the whole `npm start` tree, idle, in MiB of PSS. */
export const IDLE_MEMORY_TARGET_MIB = 350;

/**
 * Cold start and idle memory of `npm start` (the built stack, `dist/scripts/start-stack.js`) as a fresh machine runs
 * it, on the embedded PostgreSQL: a first start prepares the data directory (database cluster, migrations); the
 * measured start is the second, a new process over the existing data directory, timed from spawn until the gateway
 * and the REST adapter answer. Memory is taken after it has idled, over the process and its children (PostgreSQL).
 */
export interface StartupFigures {
  readonly firstStartSeconds: number;
  readonly coldStartSeconds: number;
  /** The whole tree: the Node.js process and PostgreSQL's; PSS is what the tree holds, RSS sums count shared pages once per process. */
  readonly idle: { rssMiB: number; pssMiB: number; processes: number };
  /** The Node.js process alone (all five components). */
  readonly nodeRssMiB: number;
}

const IDLE_SECONDS = 10;

async function startTimed(env: NodeJS.ProcessEnv): Promise<{ stack: ChildProcess; seconds: number }> {
  const started = performance.now();
  const stack = spawn(process.execPath, ['dist/scripts/start-stack.js'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilUp(`http://127.0.0.1:${ports.GATEWAY_PORT}/health`);
  await waitUntilUp(`${restUrl}/training/api/v1/courses?limit=1`);
  return { stack, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

export async function benchStartup(): Promise<StartupFigures> {
  const env = {
    ...benchEnv(undefined, { name: 'PostgreSQL notifications' }),
    DATA_DIR: resolve('.data/bench-startup'),
  };
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  const first = await startTimed(env);
  await stopProcesses([first.stack]);
  const second = await startTimed(env);
  try {
    await sleep(IDLE_SECONDS * 1000);
    const pid = second.stack.pid!;
    return {
      firstStartSeconds: first.seconds,
      coldStartSeconds: second.seconds,
      idle: treeMemoryMiB(pid),
      nodeRssMiB: round1(residentKiB(pid) / 1024),
    };
  } finally {
    await stopProcesses([second.stack]);
  }
}

export function printStartup(startup: StartupFigures): void {
  console.log(
    `\nStartup of the whole stack in one process (npm start) on the embedded PostgreSQL, then ${IDLE_SECONDS} s idle\n`,
  );
  console.table([
    {
      'first start s (new data dir)': startup.firstStartSeconds,
      'cold start s (existing data dir)': startup.coldStartSeconds,
      'target s': '< 10',
      'idle MiB (PSS, whole tree)': startup.idle.pssMiB,
      'target MiB': `≤ ${IDLE_MEMORY_TARGET_MIB}`,
      'Node.js RSS MiB': startup.nodeRssMiB,
      'RSS sum MiB (shared pages counted per process)': startup.idle.rssMiB,
      processes: startup.idle.processes,
    },
  ]);
}
