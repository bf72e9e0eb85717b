import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { WriteCounter, writesBetween } from '../support/write-counter.js';

/** The fuzzer's proof that a refused request wrote nothing is only as good as its counter: it counts what commits, only that. */
let database: TestDatabase;
let client: pg.Client;
let counter: WriteCounter;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(
    `create schema shop; create table shop.item (id int primary key, name text); create table shop.login_failure (at timestamptz default now())`,
  );
  counter = await WriteCounter.install(database.url, {
    schemas: ['shop'],
    excluded: { 'shop.login_failure': 'records refusals by design' },
  });
});

afterAll(async () => {
  await counter?.close();
  await client?.end();
  await database?.drop();
});

test('committed inserts, updates and deletes count once per row; excluded tables do not count', async () => {
  const before = await counter.counts();
  await client.query(`insert into shop.item values (1, 'a'), (2, 'b')`);
  await client.query(`update shop.item set name = 'c' where id = 1`);
  await client.query(`delete from shop.item where id = 2`);
  await client.query(`insert into shop.login_failure default values`);
  expect(writesBetween(before, await counter.counts())).toEqual({ 'shop.item': 4 });
  expect(counter.tables).toEqual(['shop.item']);
});

test('a rolled-back write leaves no count behind', async () => {
  const before = await counter.counts();
  await client.query('begin');
  await client.query(`insert into shop.item values (3, 'rolled back')`);
  await client.query('rollback');
  expect(writesBetween(before, await counter.counts())).toEqual({});
});

test('settled waits until the tables stop changing', async () => {
  const before = await counter.counts();
  const writes = (async () => {
    for (let id = 10; id < 15; id++) {
      await client.query(`insert into shop.item values ($1, 'late')`, [id]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const settled = await counter.settled({ quietMs: 1_000 });
  await writes;
  expect(writesBetween(before, settled)).toEqual({ 'shop.item': 5 });
});

test('excluding a table that does not exist is refused', async () => {
  await expect(
    WriteCounter.install(database.url, { schemas: ['shop'], excluded: { 'shop.nothing': 'typo' } }),
  ).rejects.toThrow('shop.nothing');
});
