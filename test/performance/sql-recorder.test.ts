import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PostgresRecorder } from '../../bench/sql-recorder.js';
import { checkReplay, pageOf, replayPage, replayPool } from '../../bench/sql-replay.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { waitFor } from '../support/wait.js';

/**
 * The wire recorder the bench's SQL replay captures with: whatever protocol a client speaks (simple queries, bound
 * parameters, transactions), it keeps each statement as sent, with its rows, and the replay sends it again alike.
 */
let database: TestDatabase;
let recorder: PostgresRecorder;
let client: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  const setup = new pg.Client({ connectionString: database.url });
  await setup.connect();
  await setup.query(`create table item (id int primary key, name text)`);
  await setup.query(`insert into item select n, 'item ' || n from generate_series(1, 30) n`);
  await setup.end();
  recorder = await PostgresRecorder.start(database.url);
  client = new pg.Client({ connectionString: recorder.url, application_name: 'recorded' });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await recorder?.stop();
  await database?.drop();
});

test('records simple and bound statements, their parameters, rows and transactions, as sent', async () => {
  const mark = recorder.statements.length;
  await client.query(`select * from item where id <= 5`);
  await client.query(`select * from item where id > $1 and (name = $2 or $3::text is not null)`, [20, 'item 25', null]);
  await client.query('begin');
  await client.query(`select count(*) from item`);
  await client.query('commit');
  await expect(client.query(`select * from missing_table`)).rejects.toThrow(/missing_table/);

  const recorded = recorder.statements.slice(mark);
  // pg rejects on the server's ErrorResponse, before the ReadyForQuery that closes the statement has come back.
  await waitFor(() => recorded.at(-1)!.doneAt, { intervalMs: 5, what: 'the failed statement to be answered' });
  expect(recorded.map(({ protocol, text, params, rows, tags }) => ({ protocol, text, params, rows, tags }))).toEqual([
    { protocol: 'simple', text: 'select * from item where id <= 5', params: [], rows: 5, tags: ['SELECT 5'] },
    {
      protocol: 'extended',
      text: 'select * from item where id > $1 and (name = $2 or $3::text is not null)',
      params: ['20', 'item 25', null],
      rows: 1,
      tags: ['SELECT 1'],
    },
    { protocol: 'simple', text: 'begin', params: [], rows: 0, tags: ['BEGIN'] },
    { protocol: 'simple', text: 'select count(*) from item', params: [], rows: 1, tags: ['SELECT 1'] },
    { protocol: 'simple', text: 'commit', params: [], rows: 0, tags: ['COMMIT'] },
    { protocol: 'simple', text: 'select * from missing_table', params: [], rows: 0, tags: [] },
  ]);
  expect(recorded.map((statement) => [statement.transactionBefore, statement.transactionAfter])).toEqual([
    ['I', 'I'],
    ['I', 'I'],
    ['I', 'T'],
    ['T', 'T'],
    ['T', 'I'],
    ['I', 'I'],
  ]);
  expect(recorded.at(-1)!.error).toMatch(/missing_table/);
  expect(new Set(recorded.map((statement) => statement.applicationName))).toEqual(new Set(['recorded']));
  for (const statement of recorded) expect(statement.doneAt).toBeGreaterThanOrEqual(statement.sentAt);

  // A page of the statements that succeeded: the transaction is one unit, each unit after the one before.
  const page = pageOf(recorded.slice(0, 5));
  expect(page.units.map((unit) => unit.statements.length)).toEqual([1, 1, 3]);
  expect(page.units.map((unit) => unit.after)).toEqual([[], [0], [1]]);
  const pool = replayPool(database.url, 2);
  try {
    await checkReplay(pool, page);
    expect(await replayPage(pool, page)).toEqual([5, 1, 0, 1, 0]);
  } finally {
    await pool.end();
  }
});

test('refuses to make a page of statements that write', async () => {
  const mark = recorder.statements.length;
  await client.query(`update item set name = name where id = 1`);
  expect(() => pageOf(recorder.statements.slice(mark))).toThrow(/only read/);
});

test('holds answers back when asked, in order, so that what ran side by side shows as such', async () => {
  const other = new pg.Client({ connectionString: recorder.url });
  await other.connect();
  try {
    const mark = recorder.statements.length;
    recorder.answerDelayMs = 50;
    const started = performance.now();
    // Two statements side by side on two connections, then one that waits for both; two in a row on one connection.
    await Promise.all([client.query(`select 1`), other.query(`select 2`)]);
    await client.query(`select 3`);
    recorder.answerDelayMs = 0;
    // Two holds of 50 ms one after the other, not one: more than one and a half. (Not "at least 100": a timer counts
    // from the event loop's cached time, which on a busy machine lags performance.now() by a few milliseconds, so a
    // hold may end early by as much; a CI run measured 97.9.)
    expect(performance.now() - started).toBeGreaterThan(1.5 * 50);
    const page = pageOf(recorder.statements.slice(mark));
    expect(page.units.map((unit) => unit.after)).toEqual([[], [], [0, 1]]);
    expect(page.units.map((unit) => unit.statements[0].rows)).toEqual([1, 1, 1]);
  } finally {
    recorder.answerDelayMs = 0;
    await other.end();
  }
});
