import { startGateway, type GatewayOptions, type RunningGateway } from '../../gateway/server.js';
import { resetConfig } from '../../platform/config.js';
import { composeSupergraph } from '../../subgraphs/composition.js';
import { startSubgraph, type RunningSubgraph, type SubgraphDefinition } from '../../subgraphs/shared/server.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { graphqlRequest } from './stack.js';

type Variables = Record<string, unknown>;
type Headers = Record<string, string>;

/** The first error of an operation that was meant to fail, as tests compare it. */
export interface GraphQLFailure {
  code: unknown;
  status: unknown;
  message: string;
}

export interface SubgraphUnderTest {
  readonly subgraph: RunningSubgraph;
  readonly database: TestDatabase;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Variables,
    headers?: Headers,
  ): ReturnType<typeof graphqlRequest<T>>;
  /** The data of an operation that must succeed; its errors, if any, fail the test. */
  ok<T>(query: string, variables?: Variables, headers?: Headers): Promise<T>;
  /** The first error of an operation that must fail; data instead fails the test. */
  failure(query: string, variables?: Variables, headers?: Headers): Promise<GraphQLFailure>;
  /**
   * A gateway in front of this subgraph alone (started on first use, stopped with the subgraph), trusting loopback
   * callers' X-Forwarded-For: what counts limits per client address (see gateway/address-limits.ts).
   */
  throughGateway(): Promise<{ readonly url: string; gql: SubgraphUnderTest['gql'] }>;
  /** Another gateway in front of this subgraph alone, as `throughGateway`'s with `options` (stopped with the subgraph). */
  gatewayInFront(options?: Partial<GatewayOptions>): Promise<RunningGateway>;
  /** Rows of a query on the subgraph's database (its tables are in the schema of the subgraph's name). */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/** A subgraph over HTTP on an ephemeral port, with a database of its own and the given environment. */
export async function startSubgraphUnderTest(
  definition: SubgraphDefinition,
  env: Record<string, string | undefined> = {},
): Promise<SubgraphUnderTest> {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfig();
  const database = await createTestDatabase();
  const subgraph = await startSubgraph(definition, { port: 0, databaseUrl: database.url });
  const gql = <T>(query: string, variables: Variables = {}, headers: Headers = {}) =>
    graphqlRequest<T>(subgraph.url, query, variables, headers);
  let gateway: Promise<RunningGateway> | undefined;
  const others: Promise<RunningGateway>[] = [];
  const startGatewayInFront = async (options: Partial<GatewayOptions> = {}) =>
    startGateway({
      port: 0,
      supergraphSdl: (await composeSupergraph([definition], () => subgraph.url)).supergraph,
      subgraphUrls: { [definition.name]: subgraph.url },
      trustedProxies: ['loopback'],
      databaseUrl: database.url,
      ...options,
    });
  return {
    subgraph,
    database,
    gql,
    ok: async <T>(query: string, variables?: Variables, headers?: Headers) => {
      const response = await gql<T>(query, variables, headers);
      if (response.errors) throw new Error(JSON.stringify(response.errors));
      return response.data as T;
    },
    failure: async (query, variables, headers) => {
      const response = await gql(query, variables, headers);
      const [first] = response.errors ?? [];
      if (!first) throw new Error(`Expected an error, got ${JSON.stringify(response.data)}`);
      return { code: first.extensions?.code, status: first.extensions?.status, message: first.message };
    },
    throughGateway: async () => {
      const { url } = await (gateway ??= startGatewayInFront());
      return {
        url,
        gql: <T>(query: string, variables: Variables = {}, headers: Headers = {}) =>
          graphqlRequest<T>(url, query, variables, headers),
      };
    },
    gatewayInFront: (options) => {
      const started = startGatewayInFront(options);
      others.push(started);
      return started;
    },
    sql: <T>(query: string, params: unknown[] = []) => subgraph.orm.em.fork().execute<T[]>(query, params),
    stop: async () => {
      for (const started of [gateway, ...others]) await (await started?.catch(() => undefined))?.stop();
      await subgraph.stop();
      await database.drop();
    },
  };
}
