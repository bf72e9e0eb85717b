import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../../platform/project-root.js';
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

/** Starts `script` with the hook, sends it `requests` once it is healthy, stops it and answers the project files it loaded. */
async function projectModulesLoadedBy(
  script: string,
  ports: Record<string, number>,
  healthUrl: string,
  requests: string[],
): Promise<string[]> {
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
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
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
  const loaded = new Set((await readFile(file, 'utf8')).split('\n').filter((url) => url.startsWith(DIST)));
  return [...loaded].sort();
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
