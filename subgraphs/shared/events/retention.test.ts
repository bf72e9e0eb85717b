import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { config } from '../../../platform/config.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { waitFor } from '../../../test/support/wait.js';
import { openDatabase } from '../database.js';
import { JobQueue } from '../jobs.js';
import {
  outboxPositionSql,
  outboxPrunedKeysSql,
  outboxPublicationSequence,
  outboxPublicationSql,
  outboxStreamSql,
  outboxTableSql,
} from './outbox-event.entity.js';
import { outboxRetentionJob, pruneOutbox } from './retention.js';

/** The retention of published events, on an outbox built by the kit's SQL as a new subgraph's migrations build it. */
describe('outbox retention', () => {
  const schema = 'retention_test';
  let database: TestDatabase;
  let sql: pg.Client;
  let orm: Awaited<ReturnType<typeof openDatabase>>;

  /** An event published `hoursAgo` (with the next publication position), or pending, or published without a position. */
  const insert = async (kind: 'published' | 'pending' | 'published-without-position', hoursAgo: number) => {
    const id = randomUUID();
    const at = `now() - make_interval(hours => ${hoursAgo})`;
    const published =
      kind === 'published'
        ? `${at}, nextval('${outboxPublicationSequence(schema)}')`
        : kind === 'pending'
          ? 'null, null'
          : `${at}, null`;
    await sql.query(
      `insert into "${schema}"."event_outbox" (id, event_type, routing_key, payload, created_at, published_at, published_position)
       values ($1, 'profile.updated', 'profile.updated.e1', '{}', ${at}, ${published})`,
      [id],
    );
    return id;
  };
  const remaining = async () =>
    (await sql.query<{ id: string }>(`select id from "${schema}"."event_outbox" order by position`)).rows.map(
      (row) => row.id,
    );
  const prunedThrough = async () =>
    (
      await sql.query<{ through: string }>(
        `select pruned_through::text as through from "${schema}".event_outbox_retention`,
      )
    ).rows[0].through;
  const positionOf = async (id: string) =>
    (
      await sql.query<{ position: string }>(
        `select published_position::text as position from "${schema}".event_outbox where id = $1`,
        [id],
      )
    ).rows[0].position;

  beforeAll(async () => {
    database = await createTestDatabase();
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    await sql.query(`create schema "${schema}"`);
    for (const statement of [
      ...outboxTableSql(schema),
      ...outboxPositionSql(schema),
      ...outboxPublicationSql(schema),
      ...outboxStreamSql(schema),
      ...outboxPrunedKeysSql(schema),
    ])
      await sql.query(statement);
    orm = await openDatabase(database.url, { schema, entities: [], migrations: [] });
  });
  beforeEach(async () => {
    await sql.query(`delete from "${schema}".event_outbox`);
  });
  afterAll(async () => {
    await orm?.close();
    await sql?.end();
    await database?.drop();
  });

  test('deletes, in batches, every published event up to the newest one past the retention, and records how far', async () => {
    for (let i = 0; i < 5; i++) await insert('published', 30 - i);
    await insert('published-without-position', 30);
    const pendingOld = await insert('pending', 40);
    const recent = [await insert('published', 2), await insert('published', 1)];
    const pendingRecent = await insert('pending', 0);

    const result = await pruneOutbox(orm.em.fork(), schema, 24, 2);

    expect(await remaining()).toEqual([pendingOld, ...recent, pendingRecent]);
    expect(result).toEqual({ deleted: 6, prunedThrough: BigInt(await prunedThrough()) });
    // Every event after pruned_through is still there: a cursor at it resumes without a gap.
    expect(await prunedThrough()).toBe(String(BigInt(await positionOf(recent[0])) - 1n));
  });

  test('never lowers what it recorded, and deletes nothing more when nothing is past the retention', async () => {
    await insert('published', 50);
    const first = await pruneOutbox(orm.em.fork(), schema, 24);
    expect(first.deleted).toBe(1);
    const kept = await insert('published', 1);
    const second = await pruneOutbox(orm.em.fork(), schema, 24);
    expect(second).toEqual({ deleted: 0, prunedThrough: first.prunedThrough });
    expect(await remaining()).toEqual([kept]);
  });

  test('prunes every published event up to that position, even one whose publication time is later (another clock)', async () => {
    await insert('published', 1);
    await insert('published', 30);
    const later = await insert('published', 2);
    await pruneOutbox(orm.em.fork(), schema, 24);
    expect(await remaining()).toEqual([later]);
    expect(await prunedThrough()).toBe(String(BigInt(await positionOf(later)) - 1n));
  });

  test('raises each stream’s pruned_through, and each key’s of a selection, to the highest position of it deleted', async () => {
    const tenantA = randomUUID();
    const tenantB = randomUUID();
    const entity = randomUUID();
    const publish = async (
      tenantId: string,
      streamPosition: number,
      hoursAgo: number,
      routingKey = 'profile.updated.e1',
    ) => {
      const at = `now() - make_interval(hours => ${hoursAgo})`;
      await sql.query(
        `insert into "${schema}"."event_outbox"
           (id, event_type, routing_key, payload, created_at, published_at, published_position, stream_position)
         values ($1, 'profile.updated', $4, $2, ${at}, ${at},
                 nextval('${outboxPublicationSequence(schema)}'), $3)`,
        [randomUUID(), JSON.stringify({ tenantId, entityId: entity.toUpperCase() }), streamPosition, routingKey],
      );
    };
    await sql.query(
      `insert into "${schema}".event_outbox_streams (stream, last_position) values ($1, 3), ($2, 1)
       on conflict (stream) do nothing`,
      [tenantA, tenantB],
    );
    await publish(tenantA, 1, 200);
    await publish(tenantB, 1, 200);
    await publish(tenantA, 2, 200, 'profile.updated.e2');
    await publish(tenantA, 3, 1);
    await pruneOutbox(orm.em.fork(), schema, 168, 1);
    // Per key (stream, routing key, entity in lower case): what a subscription of that selection has lost.
    const keys = await sql.query<{ stream: string; routing_key: string; entity_id: string; pruned_through: string }>(
      `select stream, routing_key, entity_id, pruned_through::text as pruned_through
         from "${schema}".event_outbox_pruned_keys where stream = any($1) order by stream = $2 desc, routing_key`,
      [[tenantA, tenantB], tenantA],
    );
    expect(keys.rows).toEqual([
      { stream: tenantA, routing_key: 'profile.updated.e1', entity_id: entity, pruned_through: '1' },
      { stream: tenantA, routing_key: 'profile.updated.e2', entity_id: entity, pruned_through: '2' },
      { stream: tenantB, routing_key: 'profile.updated.e1', entity_id: entity, pruned_through: '1' },
    ]);
    const { rows } = await sql.query<{ stream: string; pruned_through: string }>(
      `select stream, pruned_through::text as pruned_through from "${schema}".event_outbox_streams
        where stream = any($1) order by stream = $2 desc`,
      [[tenantA, tenantB], tenantA],
    );
    expect(rows).toEqual([
      { stream: tenantA, pruned_through: '2' },
      { stream: tenantB, pruned_through: '1' },
    ]);
  });

  test('runs as a job of the queue, scheduled once in the database, with EVENT_RETENTION_HOURS', async () => {
    const queue = await JobQueue.start({
      databaseUrl: database.url,
      schema: `${schema}_jobs`,
      jobs: [outboxRetentionJob],
      orm,
      config: config(),
    });
    try {
      const { rows } = await sql.query<{ name: string; cron: string }>(
        `select name, cron from "${schema}_jobs".schedule`,
      );
      expect(rows).toEqual([{ name: 'outbox.prune', cron: '*/5 * * * *' }]);

      const beyond = await insert('published', config().EVENT_RETENTION_HOURS + 1);
      const within = await insert('published', config().EVENT_RETENTION_HOURS - 1);
      // The occurrence itself is minutes away: the same job, sent now.
      await queue.enqueue(orm.em.fork(), 'outbox.prune', {});
      await waitFor(async () => ((await remaining()).includes(beyond) ? undefined : true), {
        what: 'the job to prune the event past the retention',
      });
      expect(await remaining()).toEqual([within]);
    } finally {
      await queue.stop();
    }
  });
});
