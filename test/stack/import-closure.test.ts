import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../../platform/project-root.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { freePort, startComponent } from '../support/processes.js';

/**
 * The gateway and the REST adapter know only the supergraph: their processes load no subgraph code (type-graphql,
 * MikroORM, pg-boss, PDF rendering, OCR, the S3 client...). Each entry point runs as a real process under a
 * module-loading hook that records every module it loads, static and dynamic imports alike, until it has
 * answered a request on each of its listeners.
 */
const HOOK = join(PROJECT_ROOT, 'test', 'support', 'record-loaded-modules.mjs');
const DIST = pathToFileURL(join(PROJECT_ROOT, 'dist')).href;
const SUBGRAPH_CODE = `${DIST}/subgraphs/`;
const UNREACHABLE = 'http://127.0.0.1:9/graphql';

let recordings: string;

beforeAll(async () => {
  recordings = await mkdtemp(join(tmpdir(), 'import-closure-'));
});

afterAll(async () => {
  await rm(recordings, { recursive: true, force: true });
});

/** Starts `script` with the hook, sends it `requests` once it is healthy, stops it and answers the modules it loaded. */
async function modulesLoadedBy(
  script: string,
  env: Record<string, string | undefined>,
  healthUrl: string,
  requests: string[],
): Promise<Set<string>> {
  const file = join(recordings, `${script.replaceAll('/', '_')}.txt`);
  const component = await startComponent({
    name: script,
    script,
    nodeArgs: ['--import', pathToFileURL(HOOK).href],
    env: {
      LOADED_MODULES_FILE: file,
      LOG_LEVEL: 'warn',
      AMQP_URL: undefined,
      GATEWAY_URL: undefined,
      TRAINING_URL: UNREACHABLE,
      COMPLIANCE_URL: UNREACHABLE,
      FACTORY_URL: UNREACHABLE,
      ...env,
    },
    healthUrl,
  });
  try {
    for (const url of requests) {
      const response = await fetch(
        url,
        url.endsWith('/graphql')
          ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }
          : {},
      );
      await response.arrayBuffer();
    }
  } finally {
    await component.stop();
  }
  return new Set((await readFile(file, 'utf8')).split('\n').filter(Boolean));
}

/** The project files `script` loaded (see `modulesLoadedBy`), its ports given as numbers. */
async function projectModulesLoadedBy(
  script: string,
  ports: Record<string, number>,
  healthUrl: string,
  requests: string[],
): Promise<string[]> {
  const env = Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)]));
  const loaded = await modulesLoadedBy(script, env, healthUrl, requests);
  return [...loaded].filter((url) => url.startsWith(DIST)).sort();
}

describe('the processes of the gateway and the REST adapter load no subgraph code', () => {
  test('the gateway (gateway/main.ts)', async () => {
    const port = await freePort();
    const loaded = await projectModulesLoadedBy(
      'dist/gateway/main.js',
      { GATEWAY_PORT: port },
      `http://127.0.0.1:${port}/health`,
      [`http://127.0.0.1:${port}/graphql`],
    );
    expect(loaded).toContain(`${DIST}/gateway/server.js`);
    expect(loaded.filter((url) => url.startsWith(SUBGRAPH_CODE))).toEqual([]);
  });

  test('the REST adapter (rest-adapter/main.ts)', async () => {
    const [port, gatewayPort] = [await freePort(), await freePort()];
    const loaded = await projectModulesLoadedBy(
      'dist/rest-adapter/main.js',
      { REST_PORT: port, GATEWAY_PORT: gatewayPort },
      `http://127.0.0.1:${port}/metrics`,
      [`http://127.0.0.1:${port}/training/api/v1/courses`],
    );
    expect(loaded).toContain(`${DIST}/rest-adapter/server.js`);
    expect(loaded.filter((url) => url.startsWith(SUBGRAPH_CODE))).toEqual([]);
  });

  test('the gateway and the REST adapter in one process (scripts/start-edge.ts)', async () => {
    const [port, restPort] = [await freePort(), await freePort()];
    const loaded = await projectModulesLoadedBy(
      'dist/scripts/start-edge.js',
      { GATEWAY_PORT: port, REST_PORT: restPort },
      `http://127.0.0.1:${restPort}/metrics`,
      [`http://127.0.0.1:${port}/graphql`, `http://127.0.0.1:${restPort}/training/api/v1/courses`],
    );
    expect(loaded).toEqual(expect.arrayContaining([`${DIST}/gateway/server.js`, `${DIST}/rest-adapter/server.js`]));
    expect(loaded.filter((url) => url.startsWith(SUBGRAPH_CODE))).toEqual([]);
  });
});

/**
 * What only some requests or some configurations use is loaded on first use, not at start (platform/lazy.ts): a
 * subgraph that has served a request without files, mail, PDFs or extraction, with its files in a directory, its
 * events in PostgreSQL and its rate-limit counters there too, has loaded none of these packages.
 */
const LOADED_ON_FIRST_USE = [
  'pdfkit',
  'nodemailer',
  '@aws-sdk/client-s3',
  'file-type',
  'form-data',
  'tesseract.js',
  'openai',
  'ioredis',
  'amqplib',
];

const packagesOf = (loaded: Set<string>) =>
  LOADED_ON_FIRST_USE.filter((name) => [...loaded].some((url) => url.includes(`/node_modules/${name}/`)));

describe('packages that only some requests or configurations use are not loaded at start', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  test.each([
    ['training', 'TRAINING_PORT'],
    ['compliance', 'COMPLIANCE_PORT'],
    ['factory', 'FACTORY_PORT'],
  ])('the %s subgraph', async (name, portVariable) => {
    const port = await freePort();
    const loaded = await modulesLoadedBy(
      `dist/subgraphs/${name}/main.js`,
      { [portVariable]: String(port), DATABASE_URL: database.url, REDIS_URL: undefined, S3_BUCKET: undefined },
      `http://127.0.0.1:${port}/health`,
      [`http://127.0.0.1:${port}/graphql`],
    );
    expect(loaded).toContain(`${DIST}/subgraphs/${name}/subgraph.js`);
    expect(packagesOf(loaded)).toEqual([]);
  });

  test('the gateway and the REST adapter in one process', async () => {
    const [port, restPort] = [await freePort(), await freePort()];
    const loaded = await modulesLoadedBy(
      'dist/scripts/start-edge.js',
      { GATEWAY_PORT: String(port), REST_PORT: String(restPort), REDIS_URL: undefined },
      `http://127.0.0.1:${restPort}/metrics`,
      [`http://127.0.0.1:${port}/graphql`, `http://127.0.0.1:${restPort}/training/api/v1/courses`],
    );
    expect(packagesOf(loaded)).toEqual([]);
  });
});
