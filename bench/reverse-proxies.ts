import { spawn, type ChildProcess } from 'node:child_process';
import { ports, stopProcesses, waitUntilUp } from './stack.js';

/** The reverse proxy's port in front of each subgraph port. */
const PROXY_PORT_OFFSET = 10_000;

/** A reverse proxy (bench/reverse-proxy.ts) in a process of its own in front of each subgraph. */
export interface ReverseProxies {
  readonly processes: readonly ChildProcess[];
  /** The proxy's URL for a subgraph's URL (same path). */
  urlOf(subgraphUrl: string): string;
  pidOf(subgraphUrl: string): number;
}

export async function startReverseProxies(): Promise<ReverseProxies> {
  const byPort = new Map<number, ChildProcess>();
  for (const port of [ports.TRAINING_PORT, ports.COMPLIANCE_PORT, ports.FACTORY_PORT]) {
    const proxy = spawn(
      process.execPath,
      ['dist/bench/reverse-proxy.js', String(port + PROXY_PORT_OFFSET), `http://127.0.0.1:${port}`],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    byPort.set(port, proxy);
  }
  try {
    await Promise.all(
      [...byPort.keys()].map((port) => waitUntilUp(`http://127.0.0.1:${port + PROXY_PORT_OFFSET}/health`)),
    );
  } catch (error) {
    // Not the caller's to stop yet: left running, they would hold the ports of the next run.
    await stopProcesses([...byPort.values()]);
    throw error;
  }
  const portOf = (subgraphUrl: string) => Number(new URL(subgraphUrl).port);
  return {
    processes: [...byPort.values()],
    urlOf: (subgraphUrl) => {
      const url = new URL(subgraphUrl);
      url.port = String(portOf(subgraphUrl) + PROXY_PORT_OFFSET);
      return url.toString();
    },
    pidOf: (subgraphUrl) => byPort.get(portOf(subgraphUrl))!.pid!,
  };
}
