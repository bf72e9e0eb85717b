import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { subgraphVariables } from '../../platform/config.js';
import { startBalancer, type RunningBalancer } from '../../scripts/balancer.js';
import { SUBGRAPHS, type SubgraphName } from '../../subgraphs/index.js';
import { TEST_JWT_SECRET } from './compliance.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { factoryEnv } from './factory.js';
import { freePort, startComponent, type ComponentProcess } from './processes.js';
import { SqlConnection } from './sql-connection.js';

/**
 * The system as a cluster of processes, as `REPLICAS=N npm start` runs it: `replicas` processes of each component
 * (`dist/.../main.js`) over one fresh database (and AMQP_URL when given), with the launcher's balancer
 * (scripts/balancer.ts) in front of each subgraph's replicas for the gateways and in front of the gateways for the
 * REST adapters. Tests reach each gateway and REST adapter replica directly (`gatewayUrl(i)`, `restUrl(i)`), to
 * spread their load over both sets themselves, and kill and restart replicas by name.
 */

export type ClusterComponent = SubgraphName | 'gateway' | 'rest';

export interface ClusterReplica {
  readonly component: ClusterComponent;
  readonly index: number;
  readonly port: number;
  process: ComponentProcess;
}

/** Each component's entry point, the variable of its port and its health path; a subgraph's from its name. */
const SCRIPTS: Record<ClusterComponent, string> = {
  ...(Object.fromEntries(SUBGRAPHS.map(({ name }) => [name, `dist/subgraphs/${name}/main.js`])) as Record<
    SubgraphName,
    string
  >),
  gateway: 'dist/gateway/main.js',
  rest: 'dist/rest-adapter/main.js',
};
const PORT_VARIABLES: Record<ClusterComponent, string> = {
  ...(Object.fromEntries(SUBGRAPHS.map(({ name }) => [name, subgraphVariables(name).port])) as Record<
    SubgraphName,
    string
  >),
  gateway: 'GATEWAY_PORT',
  rest: 'REST_PORT',
};
const healthPath = (component: ClusterComponent) => (component === 'rest' ? '/compliance/health' : '/health');

export class TestCluster {
  readonly replicas: ClusterReplica[] = [];
  readonly #balancers: RunningBalancer[] = [];
  #env: Record<string, string | undefined> = {};
  #componentEnv: Partial<Record<ClusterComponent, Record<string, string | undefined>>> = {};

  private constructor(
    readonly database: TestDatabase,
    readonly connection: SqlConnection,
  ) {}

  /**
   * Starts the cluster; `env` is every component's (e.g. AMQP_URL, EVENTS_EXCHANGE, RATE_LIMIT_FACTOR) over the test
   * defaults: the compliance and factory test secrets, no identity provider, one data directory. `componentEnv` is
   * over that, per component (e.g. only the compliance subgraph reaching the broker through a faulty link).
   */
  static async start(
    replicas: number,
    env: Record<string, string | undefined>,
    componentEnv: Partial<Record<ClusterComponent, Record<string, string | undefined>>> = {},
  ): Promise<TestCluster> {
    const database = await createTestDatabase();
    const cluster = new TestCluster(database, await SqlConnection.open(database.url, 'cluster-test'));
    cluster.#componentEnv = componentEnv;
    try {
      await cluster.#start(replicas, env);
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  async #start(replicas: number, env: Record<string, string | undefined>): Promise<void> {
    const balance = async (component: ClusterComponent, ports: number[]) => {
      const balancer = await startBalancer({
        name: component,
        host: '127.0.0.1',
        port: 0,
        backends: ports.map((port) => ({ host: '127.0.0.1', port })),
        log: pino({ level: 'silent' }),
      });
      this.#balancers.push(balancer);
      return balancer.url;
    };
    const ports = async () => Promise.all(Array.from({ length: replicas }, freePort));
    const subgraphPorts = Object.fromEntries(
      await Promise.all(SUBGRAPHS.map(async ({ name }) => [name, await ports()] as const)),
    ) as Record<SubgraphName, number[]>;
    // The gateways reach each subgraph through its balancer (<NAME>_URL).
    const subgraphUrls: Record<string, string> = {};
    for (const { name } of SUBGRAPHS)
      subgraphUrls[subgraphVariables(name).url] = `${await balance(name, subgraphPorts[name])}/graphql`;
    const gatewayPorts = await ports();
    const restPorts = await ports();
    this.#env = {
      ...factoryEnv(),
      IDP_JWT_SECRET: TEST_JWT_SECRET,
      IDP_URL: undefined,
      IDP_SERVICE_KEY: undefined,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cluster-')),
      DATABASE_URL: this.database.url,
      ...subgraphUrls,
      GATEWAY_URL: `${await balance('gateway', gatewayPorts)}/graphql`,
      // The REST adapters call the gateways through a balancer on loopback, and tests name clients' addresses.
      TRUSTED_PROXIES: 'loopback',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    };
    const startAll = (component: ClusterComponent, ports: readonly number[]) =>
      Promise.all(ports.map((port, index) => this.#startReplica(component, index, port)));
    // One replica of each subgraph first, so that migrations and generated secrets are made by one process each.
    await Promise.all(SUBGRAPHS.map(({ name }) => startAll(name, subgraphPorts[name].slice(0, 1))));
    await Promise.all(
      SUBGRAPHS.map(({ name }) =>
        Promise.all(subgraphPorts[name].slice(1).map((port, index) => this.#startReplica(name, index + 1, port))),
      ),
    );
    await startAll('gateway', gatewayPorts);
    await startAll('rest', restPorts);
  }

  async #startReplica(component: ClusterComponent, index: number, port: number): Promise<ClusterReplica> {
    const process = await startComponent({
      name: `${component} ${index}`,
      script: SCRIPTS[component],
      env: { ...this.#env, ...this.#componentEnv[component], [PORT_VARIABLES[component]]: String(port) },
      healthUrl: `http://127.0.0.1:${port}${healthPath(component)}`,
      startTimeoutMs: 180_000,
    });
    const existing = this.replica(component, index, false);
    if (existing) {
      existing.process = process;
      return existing;
    }
    const replica: ClusterReplica = { component, index, port, process };
    this.replicas.push(replica);
    return replica;
  }

  replica(component: ClusterComponent, index: number): ClusterReplica;
  replica(component: ClusterComponent, index: number, required: false): ClusterReplica | undefined;
  replica(component: ClusterComponent, index: number, required = true): ClusterReplica | undefined {
    const found = this.replicas.find((replica) => replica.component === component && replica.index === index);
    if (!found && required) throw new Error(`no ${component} replica ${index}`);
    return found;
  }

  /** The /graphql of gateway replica `index`, or of a subgraph's replica. */
  graphqlUrl(component: 'gateway' | SubgraphName, index: number): string {
    return `http://127.0.0.1:${this.replica(component, index).port}/graphql`;
  }

  /** The base URL of REST adapter replica `index` (the legacy base paths hang below it). */
  restUrl(index: number): string {
    return `http://127.0.0.1:${this.replica('rest', index).port}`;
  }

  /** SIGKILL: the replica dies where it is, without its shutdown. */
  async kill(replica: ClusterReplica): Promise<void> {
    replica.process.signal('SIGKILL');
    await replica.process.exited;
  }

  /** Starts a killed replica again on its port. */
  async restart(replica: ClusterReplica): Promise<void> {
    await this.#startReplica(replica.component, replica.index, replica.port);
  }

  /** The output of every replica, for a failure message. */
  output(): string {
    return this.replicas.map((replica) => `--- ${replica.process.name}\n${replica.process.output()}`).join('\n');
  }

  async stop(): Promise<void> {
    // Dependents first: the REST adapters, then the gateways, then every subgraph.
    for (const component of ['rest', 'gateway'] as const)
      await Promise.all(this.replicas.filter((r) => r.component === component).map((r) => r.process.stop()));
    await Promise.all(
      this.replicas.filter((r) => r.component !== 'rest' && r.component !== 'gateway').map((r) => r.process.stop()),
    );
    await Promise.all(this.#balancers.map((balancer) => balancer.stop(1_000)));
    await this.connection.close();
    await this.database.drop();
  }
}
