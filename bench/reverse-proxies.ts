import { spawn, type ChildProcess } from 'node:child_process';
import { ports, profilerFlags, stopProcesses, waitUntilUp } from './stack.js';

/** What a reverse proxy of bench/reverse-proxy.ts does: forward every request, or keep each first answer. */
export type ProxyKind = 'forwarding' | 'keeping';

/** The proxy's port in front of each subgraph port, by kind. */
const PORT_OFFSETS: Readonly<Record<ProxyKind, number>> = { forwarding: 10_000, keeping: 11_000 };

/** Reverse proxies (bench/reverse-proxy.ts), each in a process of its own, of both kinds in front of each subgraph. */
export interface ReverseProxies {
  readonly processes: readonly ChildProcess[];
  /** The proxy's URL for a subgraph's URL (same path). */
  urlOf(subgraphUrl: string, kind?: ProxyKind): string;
  pidOf(subgraphUrl: string, kind?: ProxyKind): number;
}

export async function startReverseProxies(): Promise<ReverseProxies> {
  const byPort = new Map<number, ChildProcess>();
  for (const port of [ports.TRAINING_PORT, ports.COMPLIANCE_PORT, ports.FACTORY_PORT]) {
    for (const kind of ['forwarding', 'keeping'] as const) {
      const proxyPort = port + PORT_OFFSETS[kind];
      const proxy = spawn(
        process.execPath,
        [
          ...profilerFlags('proxies'),
          'dist/bench/reverse-proxy.js',
          String(proxyPort),
          `http://127.0.0.1:${port}`,
          ...(kind === 'keeping' ? ['keep'] : []),
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      byPort.set(proxyPort, proxy);
    }
  }
  try {
    await Promise.all([...byPort.keys()].map((port) => waitUntilUp(`http://127.0.0.1:${port}/health`)));
  } catch (error) {
    // Not the caller's to stop yet: left running, they would hold the ports of the next run.
    await stopProcesses([...byPort.values()]);
    throw error;
  }
  const portOf = (subgraphUrl: string, kind: ProxyKind) => Number(new URL(subgraphUrl).port) + PORT_OFFSETS[kind];
  return {
    processes: [...byPort.values()],
    urlOf: (subgraphUrl, kind = 'forwarding') => {
      const url = new URL(subgraphUrl);
      url.port = String(portOf(subgraphUrl, kind));
      return url.toString();
    },
    pidOf: (subgraphUrl, kind = 'forwarding') => byPort.get(portOf(subgraphUrl, kind))!.pid!,
  };
}
