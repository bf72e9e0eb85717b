import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../platform/project-root.js';
import { cli } from '../test/support/cli.js';

/**
 * A command's `--help`, and its answer to a bad command line, need none of the subgraphs' code (their ORM, entities,
 * resolvers): a command loads it in its action, once its arguments are accepted. Each run is the built CLI in a
 * process of its own under the module-loading hook of the import-closure test, which records every module loaded
 * (static and dynamic imports alike); its database is a closed port, so nothing it answers comes from a database.
 */
const HOOK = pathToFileURL(join(PROJECT_ROOT, 'test', 'support', 'record-loaded-modules.mjs')).href;
const DIST = pathToFileURL(join(PROJECT_ROOT, 'dist')).href;
const SUBGRAPH_CODE = `${DIST}/subgraphs/`;
const ORM = '/node_modules/@mikro-orm/';
const CLOSED_PORT_DATABASE = 'postgres://postgres@127.0.0.1:9/postgres';

/** Every command of cli/main.ts: the first test fails when one is added there and not here. */
const COMMANDS = [
  'training:add-admin',
  'compliance:grant-admin',
  'compliance:token',
  'factory:create-superadmin',
  'seed:demo',
  'documents:load',
  'documents:list',
  'documents:remove',
];

let recordings: string;
let runs = 0;

beforeAll(async () => {
  recordings = await mkdtemp(join(tmpdir(), 'cli-help-'));
});

afterAll(async () => {
  await rm(recordings, { recursive: true, force: true });
});

/** Runs the built CLI with `args` under the hook: its answer, and the modules of this project and the ORM it loaded. */
async function runRecorded(args: string[]) {
  const file = join(recordings, `${++runs}.txt`);
  const result = await cli(args, {
    DATABASE_URL: CLOSED_PORT_DATABASE,
    LOADED_MODULES_FILE: file,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${HOOK}`].filter(Boolean).join(' '),
  });
  const loaded = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  return {
    ...result,
    loaded: loaded.filter((url) => url.startsWith(DIST)),
    heavy: loaded.filter((url) => url.startsWith(SUBGRAPH_CODE) || url.includes(ORM)),
  };
}

test('the CLI lists exactly the commands this test runs', async () => {
  const { code, stdout } = await cli(['--help'], {});
  expect(code).toBe(0);
  const [, commandsSection = ''] = stdout.split('\nCommands:\n');
  const listed = [...commandsSection.matchAll(/^ {2}(\S+)/gm)]
    .map(([, name]) => name)
    .filter((name) => name !== 'help');
  expect(listed.sort()).toEqual([...COMMANDS].sort());
});

test.each(COMMANDS)('%s --help answers its usage without loading subgraph code', async (command) => {
  const { code, stdout, loaded, heavy } = await runRecorded([command, '--help']);
  expect(code).toBe(0);
  expect(stdout).toContain(`Usage: cli ${command}`);
  // The hook saw the command modules load (so an eager import of subgraph code among them would be recorded).
  expect(loaded).toContain(`${DIST}/cli/commands/training-add-admin.js`);
  expect(heavy).toEqual([]);
});

test.each([
  ['training:add-admin', ['not-a-uuid'], 2, /not an identity-provider user id/],
  ['compliance:grant-admin', [], 1, /missing required argument/],
  ['compliance:token', [], 1, /required option/],
  ['factory:create-superadmin', ['admin@example.com'], 1, /missing required argument 'password'/],
])('%s with a bad command line refuses it without loading subgraph code', async (command, args, exitCode, message) => {
  const { code, stderr, heavy } = await runRecorded([command, ...args]);
  expect(code).toBe(exitCode);
  expect(stderr).toMatch(message);
  expect(heavy).toEqual([]);
});
