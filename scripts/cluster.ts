import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { config, subgraphVariables } from '../platform/config.js';
import { resolveDatabase } from '../platform/database/index.js';
import { logger } from '../platform/logger.js';
import { PROJECT_ROOT } from '../platform/project-root.js';
import { SUBGRAPHS } from '../subgraphs/index.js';
import { subgraphPort } from '../subgraphs/shared/server.js';
import { startBalancer, type RunningBalancer } from './balancer.js';

/**
 * `REPLICAS=N npm start`: N processes of each component (the three subgraphs, the gateway, the REST adapter) on
 * internal ports, each component behind a round-robin balancer on its contract port (scripts/balancer.ts), over one
 * PostgreSQL (DATABASE_URL or the embedded one, started here). The gateways reach the subgraphs through the
 * subgraphs' balancers, the REST adapters the gateways through the gateway's. A replica that exits on its own is
 * started again on its port, as an orchestrator would; stopping the cluster stops every replica (SIGTERM, each
 * shuts down gracefully), then the balancers, then PostgreSQL.
 */

export interface RunningCluster {
  /** The balancers' URLs by component. */
  readonly urls: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

interface Replica {
  readonly component: string;
  readonly port: number;
  child: ChildProcess;
  exited: Promise<void>;
}

const HEALTHY_WITHIN_MS = 120_000;
/** How long a replica may take to shut down before it is killed (its own SHUTDOWN_TIMEOUT_MS bounds it first). */
const STOP_GRACE_MS = 30_000;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function healthy(url: string, within: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + within;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${within} ms`);
}

export async function startCluster(replicas: number): Promise<RunningCluster> {
  const log = logger('cluster');
  const settings = config();
  const database = await resolveDatabase();
  const running: Replica[] = [];
  const balancers: RunningBalancer[] = [];
  let stopping = false;
  const loopback = '127.0.0.1';
  const trustedProxies = [...settings.TRUSTED_PROXIES, 'loopback'].join(',');
  const urlOf = (port: number, path = '') => `http://${loopback}:${port}${path}`;

  const spawnReplica = (replica: Omit<Replica, 'child' | 'exited'>, env: NodeJS.ProcessEnv, script: string) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, script)], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env, DATABASE_URL: database.url, BIND_HOST: loopback },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    log.info({ component: replica.component, port: replica.port, pid: child.pid }, 'replica started');
    const entry = replica as Replica;
    entry.child = child;
    entry.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        resolve();
        if (stopping) return;
        log.error({ component: replica.component, port: replica.port, code, signal }, 'replica exited; restarting it');
        setTimeout(() => {
          if (!stopping) spawnReplica(replica, env, script);
        }, 1_000).unref();
      }),
    );
    return entry;
  };

  /** `replicas` processes of one component, healthy, behind a balancer on `contractPort`. */
  const startComponent = async (
    component: string,
    script: string,
    contractPort: number,
    env: (port: number) => NodeJS.ProcessEnv,
    healthPath = '/health',
  ) => {
    const ports = await Promise.all(Array.from({ length: replicas }, freePort));
    const start = async (port: number) => {
      const replica = spawnReplica({ component, port }, env(port), script);
      running.push(replica);
      await healthy(urlOf(port, healthPath), HEALTHY_WITHIN_MS, () => replica.child.exitCode !== null).catch(
        (error: Error) => {
          throw new Error(`${component} replica on port ${port}: ${error.message}`);
        },
      );
    };
    // The first replica alone, so that what a first start creates once (migrations, generated secrets in DATA_DIR)
    // is created by one process; the others then start beside it.
    await start(ports[0]);
    await Promise.all(ports.slice(1).map(start));
    const balancer = await startBalancer({
      name: component,
      host: settings.BIND_HOST,
      port: contractPort,
      backends: ports.map((port) => ({ host: loopback, port })),
      log,
    });
    balancers.push(balancer);
    log.info({ component, url: balancer.url, replicas: ports.map((port) => urlOf(port)) }, 'component balanced');
    return balancer;
  };

  const stop = async () => {
    stopping = true;
    // Dependents first: the REST adapters, then the gateways, then the subgraphs, each shutting down gracefully.
    for (const component of ['rest-adapter', 'gateway', ...SUBGRAPHS.map((definition) => definition.name)]) {
      await Promise.all(
        running
          .filter((replica) => replica.component === component)
          .map(async (replica) => {
            replica.child.kill('SIGTERM');
            const killer = setTimeout(() => replica.child.kill('SIGKILL'), STOP_GRACE_MS);
            await replica.exited;
            clearTimeout(killer);
          }),
      );
    }
    await Promise.all(balancers.map((balancer) => balancer.stop(1_000)));
    await database.stop();
  };

  try {
    const urls: Record<string, string> = {};
    // Each gateway reaches each subgraph through its balancer: <NAME>_URL.
    const subgraphUrls: Record<string, string> = {};
    for (const definition of SUBGRAPHS) {
      const { name } = definition;
      const variables = subgraphVariables(name);
      const script = `dist/subgraphs/${name}/main.js`;
      const balancer = await startComponent(name, script, subgraphPort(definition, settings), (port) => ({
        [variables.port]: String(port),
      }));
      urls[name] = subgraphUrls[variables.url] = `${balancer.url}/graphql`;
    }
    const gateway = await startComponent('gateway', 'dist/gateway/main.js', settings.GATEWAY_PORT, (port) => ({
      GATEWAY_PORT: String(port),
      ...subgraphUrls,
      TRUSTED_PROXIES: trustedProxies,
    }));
    urls.gateway = `${gateway.url}/graphql`;
    const rest = await startComponent(
      'rest-adapter',
      'dist/rest-adapter/main.js',
      settings.REST_PORT,
      (port) => ({
        REST_PORT: String(port),
        GATEWAY_URL: urls.gateway,
        TRUSTED_PROXIES: trustedProxies,
      }),
      // The REST adapter's health is a legacy surface's (as docker-compose.yml checks it).
      '/compliance/health',
    );
    urls.rest = rest.url;
    log.info({ replicas, urls }, 'cluster started');
    let stopped: Promise<void> | undefined;
    return { urls, stop: () => (stopped ??= stop()) };
  } catch (error) {
    await stop();
    throw error;
  }
}
