import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sha256Of, VERSIONS_KEPT } from '../../gateway/trusted-documents/index.js';
import { schemaFile } from '../../schema/supergraph.js';
import { cli } from '../../test/support/cli.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/database.js';

/**
 * `documents:load` as operators run it (the built CLI in a process of its own) against a real PostgreSQL: every
 * document validated against the supergraph the gateway serves, or the one `--supergraph` names, a manifest with one
 * invalid document refused whole with the table as it was; and the client's versions beyond `--keep` removed as a
 * version is loaded, every other client's left alone.
 */
const ENTITY = 'query Entity($id: ID!) { businessEntity(id: $id) { id name } }';
const UNKNOWN_FIELD = 'query EntityColour($id: ID!) { businessEntity(id: $id) { id colour } }';
const WRONG_ARGUMENT = 'query EntityByNumber { businessEntity(id: 1, page: 2) { id } }';
const ANONYMOUS = '{ noSuchRoot }';
/** Valid once BusinessEntity has a `nickname` (the next supergraph below), not before. */
const NICKNAME = 'query EntityNickname($id: ID!) { businessEntity(id: $id) { id nickname } }';

let database: TestDatabase;
let dir: string;
let nextSupergraph: string;
const env = () => ({ DATABASE_URL: database.url });

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'documents-cli-'));
  const current = await readFile(schemaFile('supergraph'), 'utf8');
  const entity = 'type BusinessEntity\n  @join__type(graph: COMPLIANCE, key: "id")\n{\n';
  expect(current).toContain(entity);
  nextSupergraph = join(dir, 'next-supergraph.graphql');
  await writeFile(nextSupergraph, current.replace(entity, `${entity}  nickname: String\n`));
});

afterAll(async () => {
  await database?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

let files = 0;
/** A codegen persisted-documents.json of `bodies`, ids their SHA-256 unless given. */
async function manifest(...bodies: (string | [id: string, body: string])[]): Promise<string> {
  const path = join(dir, `manifest-${++files}.json`);
  const entries = bodies.map((body) => (typeof body === 'string' ? [`sha256:${sha256Of(body)}`, body] : body));
  await writeFile(path, JSON.stringify(Object.fromEntries(entries)));
  return path;
}

/** Every row of the table, as it is: a refused load must leave each one, its loaded_at included. */
async function table(client?: string): Promise<Record<string, unknown>[]> {
  const connection = new pg.Client({ connectionString: database.url });
  await connection.connect();
  try {
    return (
      await connection.query(
        `select * from trusted_documents.documents where $1::text is null or client = $1 order by client, version, id`,
        [client ?? null],
      )
    ).rows;
  } finally {
    await connection.end();
  }
}

const versionsOf = async (client: string) => [...new Set((await table(client)).map((row) => row.version))];

describe('validation against the supergraph', () => {
  test('a manifest with invalid documents is refused whole, each named with its messages; the table is unchanged', async () => {
    const loaded = await cli(['documents:load', await manifest(ENTITY), '--client', 'web', '--version', '1'], env());
    expect(loaded).toMatchObject({ code: 0 });
    expect(loaded.stdout).toContain(
      `Loaded 1 trusted documents (persisted-documents) for web 1, valid against the supergraph at ${schemaFile('supergraph')}.`,
    );
    const before = await table();
    expect(before).toHaveLength(1);

    // The same version again, which would replace it: one valid document beside three invalid ones.
    const refused = await cli(
      [
        'documents:load',
        await manifest(ENTITY, UNKNOWN_FIELD, ['wrong-argument', WRONG_ARGUMENT], ['anonymous', ANONYMOUS]),
        '--client',
        'web',
        '--version',
        '1',
      ],
      env(),
    );
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('The manifest is refused, nothing was loaded (3 problems)');
    expect(refused.stderr).toContain(
      `id ${sha256Of(UNKNOWN_FIELD)} (query EntityColour) does not validate against the supergraph: Cannot query field "colour" on type "BusinessEntity".`,
    );
    expect(refused.stderr).toMatch(
      /id wrong-argument \(query EntityByNumber\) does not validate against the supergraph: .*Unknown argument "page" on field "Query\.businessEntity"/,
    );
    expect(refused.stderr).toContain(
      'id anonymous (an anonymous query) does not validate against the supergraph: Cannot query field "noSuchRoot" on type "Query".',
    );
    expect(refused.stderr).not.toContain(sha256Of(ENTITY));
    expect(refused.stderr).toContain('--supergraph <file-or-url>');
    expect(await table()).toEqual(before);
  });

  test('ahead of a supergraph change: --supergraph validates against the next one, --no-validate against none', async () => {
    const file = await manifest(NICKNAME);
    const before = await table();
    const current = await cli(['documents:load', file, '--client', 'next'], env());
    expect(current.code).toBe(2);
    expect(current.stderr).toContain('Cannot query field "nickname" on type "BusinessEntity"');
    expect(await table()).toEqual(before);

    // Against the next supergraph, NICKNAME is valid and ENTITY still is; what is invalid there is refused.
    const stale = 'query EntityCreated($id: ID!) { businessEntity(id: $id) { createdOn } }';
    const nextRefused = await cli(
      ['documents:load', await manifest(stale), '--client', 'next', '--supergraph', nextSupergraph],
      env(),
    );
    expect(nextRefused.code).toBe(2);
    expect(nextRefused.stderr).toContain(`Validated against the supergraph at ${nextSupergraph}`);
    const next = await cli(
      ['documents:load', await manifest(NICKNAME, ENTITY), '--client', 'next', '--supergraph', nextSupergraph],
      env(),
    );
    expect(next).toMatchObject({ code: 0 });
    expect(next.stdout).toContain(`for next current, valid against the supergraph at ${nextSupergraph}.`);

    const unchecked = await cli(['documents:load', file, '--client', 'unchecked', '--no-validate'], env());
    expect(unchecked).toMatchObject({ code: 0 });
    expect(unchecked.stdout).toContain('for unchecked current, not validated against a supergraph.');
    expect((await table('next')).map((row) => row.id)).toEqual([sha256Of(ENTITY), sha256Of(NICKNAME)].sort());

    // The supergraph the gateway would serve: SUPERGRAPH_PATH's, when set.
    const configured = await cli(['documents:load', file, '--client', 'configured'], {
      ...env(),
      SUPERGRAPH_PATH: nextSupergraph,
    });
    expect(configured).toMatchObject({ code: 0 });

    for (const [args, message] of [
      [['--supergraph', join(dir, 'missing.graphql')], /Cannot read the supergraph at .*missing\.graphql/],
      [['--supergraph', nextSupergraph, '--no-validate'], /--supergraph and --no-validate: give one or neither/],
    ] as const) {
      const answer = await cli(['documents:load', file, '--client', 'bad', ...args], env());
      expect(answer.code).toBe(2);
      expect(answer.stderr).toMatch(message);
    }
    expect(await versionsOf('bad')).toEqual([]);
  });
});

describe("pruning a client's versions", () => {
  const load = async (client: string, version: string, ...args: string[]) => {
    const text = `query ${client.replace(/\W/g, '')}${version.replace(/\W/g, '')} { __typename }`;
    const answer = await cli(
      ['documents:load', await manifest(text), '--client', client, '--version', version, ...args],
      env(),
    );
    expect(answer).toMatchObject({ code: 0 });
    return answer.stdout;
  };

  test('loading a version removes none by default (installed apps of old builds run for months)', async () => {
    const help = await cli(['documents:load', '--help'], {});
    expect(help.stdout).toContain('(default: "all")');
    const versions = ['0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7'];
    for (const version of versions) expect(await load('installed', version)).not.toContain('Removed');
    expect(await versionsOf('installed')).toEqual(versions);
  });

  test(`--keep ${VERSIONS_KEPT} keeps the client's ${VERSIONS_KEPT} latest; other clients are untouched`, async () => {
    for (const version of ['a', 'b']) await load('other', version);
    const other = await table('other');
    const versions = Array.from({ length: VERSIONS_KEPT + 2 }, (_, index) => `1.${index}`);
    for (const [index, version] of versions.entries()) {
      const stdout = await load('app', version, '--keep', String(VERSIONS_KEPT));
      if (index < VERSIONS_KEPT) expect(stdout).not.toContain('Removed');
      else
        expect(stdout).toContain(
          `Removed the older versions of app beyond the latest ${VERSIONS_KEPT}: ${versions[index - VERSIONS_KEPT]}.`,
        );
      expect(await versionsOf('app')).toEqual(versions.slice(Math.max(0, index + 1 - VERSIONS_KEPT), index + 1));
    }
    expect(await table('other')).toEqual(other);
  });

  test('--keep sets how many stay (the version loaded again counts as the latest); --keep all removes none', async () => {
    for (const version of ['1', '2', '3', '4']) await load('mobile', version, '--keep', 'all');
    expect(await versionsOf('mobile')).toEqual(['1', '2', '3', '4']);
    // Loading 2 again makes it the latest: 2 and 4 stay.
    expect(await load('mobile', '2', '--keep', '2')).toContain(
      'Removed the older versions of mobile beyond the latest 2: 3, 1.',
    );
    expect(await versionsOf('mobile')).toEqual(['2', '4']);
    expect(await load('mobile', '5', '--keep', '1')).toContain('beyond the latest 1: 2, 4.');
    expect(await versionsOf('mobile')).toEqual(['5']);
    for (const keep of ['0', 'some', '1.5']) {
      const answer = await cli(
        ['documents:load', await manifest('{ __typename }'), '--client', 'mobile', '--keep', keep],
        env(),
      );
      expect(answer.code).toBe(2);
      expect(answer.stderr).toContain('--keep must be a number of versions (at least 1) or "all"');
    }
    expect(await versionsOf('mobile')).toEqual(['5']);
  });
});
