import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createLogger } from '../../platform/logger.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/database.js';
import { DEFAULT_DOCUMENT_LIMITS } from '../document-limits.js';
import { sha256Of } from './document-id.js';
import { readManifest } from './manifest.js';
import { REST_ADAPTER_CLIENT, TrustedDocumentRegistry } from './registry.js';
import { loadRestAdapterManifest } from './rest-adapter-manifest.js';
import { TrustedDocumentStore, VERSIONS_KEPT } from './store.js';

/**
 * The REST adapter's manifest as gateways of successive builds load it at start, against a real PostgreSQL: each
 * build adds its version and the versions beyond the VERSIONS_KEPT latest go, the other clients' stay as they were.
 */
const LIMITS = { ...DEFAULT_DOCUMENT_LIMITS, maxDepth: 12 };
const log = createLogger('silent');

let database: TestDatabase;
let files: string;
let registry: TrustedDocumentRegistry;

beforeAll(async () => {
  database = await createTestDatabase();
  files = await mkdtemp(join(tmpdir(), 'rest-adapter-manifests-'));
  registry = await TrustedDocumentRegistry.open(database.url, log);
});

afterAll(async () => {
  await registry?.close();
  await database?.drop();
  if (files) await rm(files, { recursive: true, force: true });
});

/** The manifest of build `n` of the REST adapter: its own document, and one every build shares. */
const buildDocument = (n: number) => `query Build${n} { __typename }`;
const SHARED = 'query Shared { __typename }';

async function manifestOfBuild(n: number): Promise<string> {
  const path = join(files, `build-${n}.json`);
  const documents = [buildDocument(n), SHARED];
  await writeFile(
    path,
    JSON.stringify(Object.fromEntries(documents.map((text) => [`sha256:${sha256Of(text)}`, text]))),
  );
  return path;
}

async function rows(client: string): Promise<{ version: string; id: string; loaded_at: Date }[]> {
  const connection = new pg.Client({ connectionString: database.url });
  await connection.connect();
  try {
    return (
      await connection.query<{ version: string; id: string; loaded_at: Date }>(
        'select version, id, loaded_at from trusted_documents.documents where client = $1 order by version, id',
        [client],
      )
    ).rows;
  } finally {
    await connection.end();
  }
}

const versionsOf = async (client: string) => [...new Set((await rows(client)).map((row) => row.version))].sort();

test("each build adds its version; the REST adapter keeps its latest versions, other clients' stay", async () => {
  const connection = new pg.Client({ connectionString: database.url });
  await connection.connect();
  try {
    for (const version of ['1', '2', '3', '4', '5', '6', '7'])
      await new TrustedDocumentStore(connection).load(
        'web',
        version,
        readManifest({ [sha256Of(`query Web${version} { __typename }`)]: `query Web${version} { __typename }` }, LIMITS)
          .documents,
      );
  } finally {
    await connection.end();
  }
  const web = await rows('web');

  const loaded: string[] = [];
  for (let build = 1; build <= VERSIONS_KEPT + 2; build += 1) {
    loaded.push(await loadRestAdapterManifest(registry, LIMITS, log, await manifestOfBuild(build)));
    expect(await versionsOf(REST_ADAPTER_CLIENT)).toEqual(loaded.slice(-VERSIONS_KEPT).sort());
  }
  expect(new Set(loaded).size).toBe(VERSIONS_KEPT + 2);
  // The registry holds the documents of the kept builds and of no removed one; the document they share stays.
  expect(registry.byId(sha256Of(buildDocument(VERSIONS_KEPT + 2)))).toBeDefined();
  expect(registry.byId(sha256Of(buildDocument(3)))).toBeDefined();
  expect(registry.byId(sha256Of(buildDocument(2)))).toBeUndefined();
  expect(registry.byId(sha256Of(buildDocument(1)))).toBeUndefined();
  expect(registry.byId(sha256Of(SHARED))).toBeDefined();

  // A gateway of a build already loaded changes nothing; one of a removed build (a rollback) loads it again, as
  // the latest, and the oldest kept goes.
  const before = await rows(REST_ADAPTER_CLIENT);
  expect(await loadRestAdapterManifest(registry, LIMITS, log, await manifestOfBuild(5))).toBe(loaded[4]);
  expect(await rows(REST_ADAPTER_CLIENT)).toEqual(before);
  expect(await loadRestAdapterManifest(registry, LIMITS, log, await manifestOfBuild(1))).toBe(loaded[0]);
  expect(await versionsOf(REST_ADAPTER_CLIENT)).toEqual([loaded[0], ...loaded.slice(-(VERSIONS_KEPT - 1))].sort());
  expect(registry.byId(sha256Of(buildDocument(1)))).toBeDefined();
  expect(registry.byId(sha256Of(buildDocument(3)))).toBeUndefined();

  expect(await rows('web')).toEqual(web);
});
