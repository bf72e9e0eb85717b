import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { isDatabaseUnavailable } from '../../platform/errors.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/database.js';
import { waitFor } from '../../test/support/wait.js';
import { openDatabase } from './database.js';

/**
 * A connection cut by the server in the middle of a transaction (as in a database restart): the request fails as
 * "unavailable", and the pool gets its slot back, so that later requests are served and the pool still closes.
 */
let database: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  database = await createTestDatabase();
  // One connection: a slot kept by the failed transaction would make every later query wait forever.
  orm = await openDatabase(database.url, { schema: 'public', entities: [], migrations: [], poolSize: 1 });
});

afterAll(async () => {
  await orm?.close();
  await database?.drop();
});

async function terminateBackend(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

const backendPids = async () =>
  (await orm.em.fork().execute<{ pid: number }[]>('select pg_backend_pid() as pid'))[0].pid;

describe('a connection terminated by the server', () => {
  test('inside a transaction: fails as unavailable, and the pool serves the next query on a new connection', async () => {
    let terminated = 0;
    const failure = await orm.em
      .fork()
      .transactional(async (em) => {
        terminated = (await em.execute<{ pid: number }[]>('select pg_backend_pid() as pid'))[0].pid;
        await terminateBackend(terminated);
        await em.execute('select 1');
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);

    const next = await waitFor(async () => backendPids().catch(() => undefined), {
      what: 'a query on a fresh connection',
    });
    expect(next).not.toBe(terminated);
  });

  test('between two queries outside a transaction: the next query runs on a new connection', async () => {
    const before = await backendPids();
    await terminateBackend(before);
    const after = await waitFor(async () => backendPids().catch(() => undefined), {
      what: 'a query on a fresh connection',
    });
    expect(after).not.toBe(before);
  });
});
