import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestChallengeServer } from '../support/challenge-server.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import { freePort, startComponent, type ComponentProcess } from '../support/processes.js';

/**
 * NODE_ENV=production as CONTRACT.md's `NODE_ENV` row says, on real processes started from dist/ (build first): a
 * component whose development stand-in would be needed refuses to start, with one message naming the variable to set
 * (exit code 1, no stack trace), and only the component that would use the stand-in refuses; with everything set
 * they start, and introspection, Apollo Sandbox, the explorer and the REST adapter's OpenAPI pages are off.
 */

const SCRIPTS = {
  gateway: 'dist/gateway/main.js',
  training: 'dist/subgraphs/training/main.js',
  compliance: 'dist/subgraphs/compliance/main.js',
  factory: 'dist/subgraphs/factory/main.js',
  'rest-adapter': 'dist/rest-adapter/main.js',
} as const;
type Component = keyof typeof SCRIPTS;

const JWT_SECRET = 'production-test-jwt-secret-0123456789';
const identityProvider = new TestIdentityProvider();
const challenges = new TestChallengeServer();

/** Every variable a production component could need, set; a test unsets the one it is about. */
const complete = (): Record<string, string | undefined> => ({
  NODE_ENV: 'production',
  IDP_URL: identityProvider.url,
  IDP_SERVICE_KEY: identityProvider.serviceKey,
  IDP_JWT_SECRET: JWT_SECRET,
  ...challenges.env(),
  RATE_LIMIT_FACTOR: '1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'production-')),
  LOG_LEVEL: 'warn',
  AMQP_URL: undefined,
  SUPERGRAPH_URL: undefined,
});

/** Starts `component` expecting it to refuse: the output of a process that exited before it was healthy. */
async function refusal(component: Component, env: Record<string, string | undefined>): Promise<string> {
  const port = await freePort();
  const portVariable = component === 'rest-adapter' ? 'REST_PORT' : `${component.toUpperCase()}_PORT`;
  const started = startComponent({
    name: component,
    script: SCRIPTS[component],
    // Refused before anything else: no database is ever reached (this one does not exist).
    env: { ...env, [portVariable]: String(port), DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' },
    healthUrl: `http://127.0.0.1:${port}/health`,
    startTimeoutMs: 60_000,
  });
  const error = await started.then(
    async (running) => {
      await running.stop();
      throw new Error(`${component} started in production with ${JSON.stringify(env)}`);
    },
    (failure: unknown) => failure as Error,
  );
  expect(error.message).toMatch(/exited \(1\) before it was healthy/);
  return error.message;
}

beforeAll(async () => {
  await Promise.all([identityProvider.start(), challenges.start()]);
});

afterAll(async () => {
  await Promise.all([identityProvider.stop(), challenges.stop()]);
});

describe('a component refuses to start in production without what its development stand-in replaces', () => {
  test.each([
    ['training', 'IDP_URL unset', /IDP_URL: required in production \(training: .*development bypass/],
    ['training', 'IDP_SERVICE_KEY unset', /IDP_SERVICE_KEY: required in production \(training: .*development bypass/],
    [
      'training',
      'CHALLENGE_VERIFY_URL unset',
      /CHALLENGE_VERIFY_URL: required in production \(training: .*bot-challenge/,
    ],
    ['compliance', 'IDP_URL unset', /IDP_URL: required in production \(compliance: .*local only/],
    ['compliance', 'IDP_JWT_SECRET unset', /IDP_JWT_SECRET: required in production \(compliance: .*development tokens/],
    ['gateway', 'IDP_JWT_SECRET unset', /IDP_JWT_SECRET: required in production \(gateway: .*development tokens/],
    ['rest-adapter', 'IDP_URL unset', /IDP_URL: required in production \(rest-adapter: .*no credentials/],
    ['factory', 'RATE_LIMIT_FACTOR=0', /RATE_LIMIT_FACTOR: 0 \(rate limiting off\) is refused in production/],
  ] as const)('%s with %s exits 1 naming it, with no stack trace', async (component, setting, message) => {
    const [, variable, value] = /^(\w+)(?: unset|=(.*))$/.exec(setting)!;
    const env = complete();
    env[variable] = value;
    const output = await refusal(component, env);
    expect(output).toMatch(message);
    expect(output).not.toMatch(/^\s+at /m);
  });

  test('only the component that would use a stand-in refuses: the gateway needs no identity-provider URL or key, nor a bot challenge', async () => {
    // Everything the gateway does not use is unset, and what it uses is not: it starts.
    const port = await freePort();
    const gateway = await startComponent({
      name: 'gateway',
      script: SCRIPTS.gateway,
      env: {
        ...complete(),
        IDP_URL: undefined,
        IDP_SERVICE_KEY: undefined,
        CHALLENGE_VERIFY_URL: undefined,
        CHALLENGE_SECRET: undefined,
        GATEWAY_PORT: String(port),
        // The subgraphs are not needed to start: the gateway reads the checked-in supergraph.
        TRAINING_URL: 'http://127.0.0.1:9/graphql',
        COMPLIANCE_URL: 'http://127.0.0.1:9/graphql',
        FACTORY_URL: 'http://127.0.0.1:9/graphql',
        DATABASE_URL: process.env.DATABASE_URL,
      },
      healthUrl: `http://127.0.0.1:${port}/health`,
    });
    await gateway.stop();
  }, 120_000);
});

describe('with everything set, every listener starts with introspection, Sandbox, the explorer and the OpenAPI pages off', () => {
  let database: TestDatabase;
  const running: ComponentProcess[] = [];
  const urls = { training: '', compliance: '', gateway: '', rest: '' };

  const start = async (
    component: Component,
    portVariable: string,
    env: Record<string, string | undefined>,
    healthPath = '/health',
  ) => {
    const port = await freePort();
    running.push(
      await startComponent({
        name: component,
        script: SCRIPTS[component],
        env: { ...complete(), ...env, [portVariable]: String(port), DATABASE_URL: database.url },
        healthUrl: `http://127.0.0.1:${port}${healthPath}`,
      }),
    );
    return `http://127.0.0.1:${port}`;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    // One after the other: the subgraphs migrate the same new database.
    urls.training = await start('training', 'TRAINING_PORT', {});
    urls.compliance = await start('compliance', 'COMPLIANCE_PORT', {});
    urls.gateway = await start('gateway', 'GATEWAY_PORT', {
      TRAINING_URL: `${urls.training}/graphql`,
      COMPLIANCE_URL: `${urls.compliance}/graphql`,
      FACTORY_URL: 'http://127.0.0.1:9/graphql',
    });
    // Its health is a legacy surface's (as docker-compose.yml checks it).
    urls.rest = await start(
      'rest-adapter',
      'REST_PORT',
      { GATEWAY_URL: `${urls.gateway}/graphql` },
      '/compliance/health',
    );
  }, 300_000);

  afterAll(async () => {
    await Promise.all(running.map((component) => component.stop()));
    await database?.drop();
  }, 60_000);

  const post = async (url: string, query: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        data?: unknown;
        errors?: { message: string; extensions?: { code?: string } }[];
      },
    };
  };

  test('introspection is refused on the gateway and on each subgraph listener', async () => {
    for (const url of [urls.gateway, urls.training, urls.compliance]) {
      const { body } = await post(`${url}/graphql`, '{ __schema { queryType { name } } }');
      expect({ url, data: body.data ?? null, message: body.errors?.[0]?.message }).toEqual({
        url,
        data: null,
        message: expect.stringMatching(/introspection/i),
      });
    }
  });

  test('training answers an anonymous admin query UNAUTHORIZED: its development bypass is off', async () => {
    const { body } = await post(`${urls.training}/graphql`, '{ enrollments { __typename } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect(body.data ?? { enrollments: null }).toEqual({ enrollments: null });
  });

  test('the gateway serves no Apollo Sandbox and no explorer', async () => {
    const landing = await fetch(`${urls.gateway}/graphql`, { headers: { accept: 'text/html' } });
    expect(await landing.text()).not.toMatch(/sandbox|embeddable/i);
    const explorer = await fetch(`${urls.gateway}/explorer`, { headers: { accept: 'text/html' } });
    expect(explorer.status).toBe(404);
  });

  test('the REST adapter serves no OpenAPI document or reference page', async () => {
    for (const path of [
      '/training/api/v1/openapi.json',
      '/training/api/v1/docs',
      '/compliance/docs',
      '/factory/api/v1/openapi.json',
    ]) {
      const response = await fetch(`${urls.rest}${path}`);
      await response.body?.cancel();
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
  });
});
