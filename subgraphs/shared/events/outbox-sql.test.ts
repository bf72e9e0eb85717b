import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import {
  outboxPositionSql,
  outboxPublicationSequence,
  outboxPublicationSql,
  outboxTableSql,
} from './outbox-event.entity.js';

/** The publication step applied to an outbox that already holds events, as it is on an installation being upgraded. */
describe('outboxPublicationSql on an outbox with events', () => {
  const schema = 'upgrade_test';
  let database: TestDatabase;
  let sql: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    await sql.query(`create schema "${schema}"`);
    for (const statement of [...outboxTableSql(schema), ...outboxPositionSql(schema)]) await sql.query(statement);
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  test('gives the published events positions in the order they were published, leaves pending ones without, and continues after them', async () => {
    const insert = async (published: boolean) => {
      const id = randomUUID();
      await sql.query(
        `insert into "${schema}".event_outbox (id, event_type, routing_key, payload, published_at)
         values ($1, 'profile.updated', 'profile.updated.e1', '{}', ${published ? 'now()' : 'null'})`,
        [id],
      );
      return id;
    };
    const first = await insert(true);
    const pending = await insert(false);
    const second = await insert(true);
    const third = await insert(true);

    for (const statement of outboxPublicationSql(schema)) await sql.query(statement);

    const { rows } = await sql.query<{ id: string; published_position: string | null }>(
      `select id, published_position::text as published_position from "${schema}".event_outbox order by position`,
    );
    expect(rows).toEqual([
      { id: first, published_position: '1' },
      { id: pending, published_position: null },
      { id: second, published_position: '2' },
      { id: third, published_position: '3' },
    ]);
    const { rows: next } = await sql.query<{ next: string }>(
      `select nextval('${outboxPublicationSequence(schema)}')::text as next`,
    );
    expect(next).toEqual([{ next: '4' }]);
    const { rows: retention } = await sql.query(`select pruned_through::int from "${schema}".event_outbox_retention`);
    expect(retention).toEqual([{ pruned_through: 0 }]);
  });
});
