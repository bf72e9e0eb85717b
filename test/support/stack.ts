import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetConfig } from '../../platform/config.js';
import { startStack, type RunningStack, type StackOptions } from '../../scripts/stack.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestStack extends RunningStack {
  readonly testDatabase: TestDatabase;
  /** Base URL of the REST adapter, e.g. http://127.0.0.1:PORT */
  readonly restUrl: string;
  /** The gateway's /graphql URL. */
  readonly gatewayUrl: string;
  /** Data directory of this stack (outbox, storage, secrets). */
  readonly dataDir: string;
}

/**
 * The whole system on ephemeral ports, over a database and a data directory of its own.
 * `env` is applied before the configuration is read (for example IDP_URL of a test identity provider).
 * `database` replaces the fresh database on DATABASE_URL's server (for example one on a private server that a
 * test restarts); the stack drops it when it stops. `components` replaces the subgraphs and the REST adapter's route
 * tables (a test's own subgraph beside the others).
 */
export async function startTestStack(
  env: Record<string, string | undefined> = {},
  database?: TestDatabase,
  components: Pick<StackOptions, 'subgraphs' | 'restServices'> = {},
): Promise<TestStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stack-'));
  Object.assign(process.env, { DATA_DIR: dataDir, ...env });
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  resetConfig();
  const testDatabase = database ?? (await createTestDatabase());
  const stack = await startStack({
    databaseUrl: testDatabase.url,
    ephemeralPorts: true,
    supergraph: 'composed',
    ...components,
  });
  return {
    ...stack,
    testDatabase,
    restUrl: stack.rest.url,
    gatewayUrl: stack.gateway.url,
    // An env of the caller's own DATA_DIR (e.g. complianceEnv) is where the stack really keeps its files.
    dataDir: env.DATA_DIR ?? dataDir,
    stop: async () => {
      await stack.stop();
      await testDatabase.drop();
    },
  };
}

/** Sends a GraphQL operation to a /graphql endpoint and returns the parsed response. */
export async function graphqlRequest<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: T;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  return { status: response.status, ...body };
}

/** A GraphQL multipart request (the spec the gateway speaks to subgraphs) with one file at `variables.file`. */
export async function graphqlUpload<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  file: { bytes: Uint8Array; filename: string; type?: string },
  headers: Record<string, string> = {},
): Promise<{ status: number; data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.filename);
  const response = await fetch(url, {
    method: 'POST',
    body: form,
    headers: { 'apollo-require-preflight': 'true', ...headers },
  });
  const body = (await response.json()) as {
    data?: T;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  return { status: response.status, ...body };
}
