import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { EventCursors } from '../../../platform/events/cursor.js';
import { seedEntity, seedTenant, startCompliance, type TenantUser } from '../../../test/support/compliance.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';
import { waitFor } from '../../../test/support/wait.js';
import { outboxPublicationSequence } from '../../shared/events/outbox-event.entity.js';
import { RELAY_LOCK_CLASS } from '../../shared/events/relay.js';
import { replayQuery, topicPatternRegex } from './event-replay.service.js';

/**
 * Replaying the events a subscription would have received (`complianceEvents`) and the head cursor
 * (`complianceEventCursor`), on the compliance subgraph with its relay publishing through PostgreSQL.
 */

const UPDATE = `mutation ($id: ID!, $version: Int, $profileData: JSONObject!) {
  updateEntityProfile(id: $id, version: $version, profileData: $profileData) { version }
}`;
const EVENTS = `query ($subscription: String!, $arguments: JSONObject!, $after: String!, $limit: Int) {
  complianceEvents(subscription: $subscription, arguments: $arguments, after: $after, limit: $limit) {
    items { id eventType routingKey payload createdAt cursor }
    hasMore
  }
}`;
const HEAD = `{ complianceEventCursor }`;

interface ReplayedEvent {
  id: string;
  eventType: string;
  routingKey: string;
  payload: Record<string, unknown>;
  createdAt: string;
  cursor: string;
}
interface Page {
  complianceEvents: { items: ReplayedEvent[]; hasMore: boolean };
}

let compliance: SubgraphUnderTest;
let tenantA: TenantUser;
let tenantB: TenantUser;
/** Cursors as the subgraph issues them (it runs in this process, with the configuration it was started with). */
let cursors: EventCursors;

beforeAll(async () => {
  compliance = await startCompliance();
  cursors = EventCursors.of();
  tenantA = await seedTenant(compliance.sql);
  tenantB = await seedTenant(compliance.sql);
});
afterAll(() => compliance?.stop());

const head = async (user: TenantUser) =>
  (await compliance.ok<{ complianceEventCursor: string }>(HEAD, {}, user.headers)).complianceEventCursor;
const replay = (user: TenantUser, subscription: string, args: Record<string, unknown>, after: string, limit?: number) =>
  compliance.ok<Page>(EVENTS, { subscription, arguments: args, after, limit }, user.headers);

/** Updates an entity's profile `times` times through the API, and waits until the relay has published every event. */
async function updateProfile(user: TenantUser, entityId: string, times: number): Promise<void> {
  for (let version = 1; version <= times; version++) {
    await compliance.ok(
      UPDATE,
      { id: entityId, version, profileData: { registeredAddress: `Street ${version}` } },
      user.headers,
    );
  }
  await waitFor(
    async () => {
      const [pending] = await compliance.sql<{ count: number }>(
        `select count(*)::int as count from compliance.event_outbox where published_at is null`,
      );
      return pending.count === 0 ? true : undefined;
    },
    { what: 'the relay to publish every event' },
  );
}

/** An extraction event as the extraction runner records it, published as the relay does (the next position). */
async function publishExtraction(tenantId: string, entityId: string, jobId = randomUUID()): Promise<string> {
  const id = randomUUID();
  await compliance.sql(
    `with reserved as ${NEXT_STREAM_POSITION}
     insert into compliance.event_outbox (id, event_type, routing_key, payload, published_at, published_position, stream_position)
     values (?, 'extraction.completed', ?, ?, now(), nextval('${outboxPublicationSequence('compliance')}'),
             (select last_position from reserved))`,
    [
      tenantId,
      id,
      `extraction.completed.${jobId}`,
      JSON.stringify({
        eventType: 'extraction.completed',
        jobId,
        entityId,
        tenantId,
        documentType: 'PAN',
        timestamp: new Date().toISOString(),
        extractedData: {},
      }),
    ],
  );
  return id;
}

/** The next position of a tenant's stream, reserved as the relay reserves it (SQL for an insert's value). */
const NEXT_STREAM_POSITION = `(insert into compliance.event_outbox_streams as s (stream, last_position) values (?, 1)
  on conflict (stream) do update set last_position = s.last_position + 1 returning last_position)`;

// Ordered by the column, not by its text alias (which would put position 10 before 6).
const rowsOf = (routingKey: string) =>
  compliance.sql<{ id: string; published_position: string; stream_position: string }>(
    `select id, published_position::text as published_position, stream_position::text as stream_position
       from compliance.event_outbox where routing_key = ? order by event_outbox.published_position`,
    [routingKey],
  );

describe('complianceEventCursor', () => {
  test('is the cursor of the caller’s tenant’s newest published event, position zero before any', async () => {
    expect(await head(tenantA)).toBe(cursors.issue(tenantA.tenantId, 0));
    const headOfB = await head(tenantB);
    const entityId = await seedEntity(compliance.sql, tenantA.tenantId);
    await updateProfile(tenantA, entityId, 2);
    const rows = await rowsOf(`profile.updated.${entityId}`);
    expect(rows.map((row) => row.stream_position)).toEqual(['1', '2']);
    expect(await head(tenantA)).toBe(cursors.issue(tenantA.tenantId, rows[1].stream_position));
    // The tenant's own newest: another tenant's events move nothing of it.
    expect(await head(tenantB)).toBe(headOfB);
  });

  test('needs a token', async () => {
    expect(await compliance.failure(HEAD)).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
  });
});

describe('complianceEvents', () => {
  test('replays the events of one entity after a cursor, oldest first, with the cursors live delivery carries', async () => {
    const entityId = await seedEntity(compliance.sql, tenantA.tenantId);
    const start = await head(tenantA);
    await updateProfile(tenantA, entityId, 3);
    const rows = await rowsOf(`profile.updated.${entityId}`);

    const { complianceEvents } = await replay(tenantA, 'profileUpdated', { entityId }, start);
    expect(complianceEvents.hasMore).toBe(false);
    expect(complianceEvents.items.map((event) => event.id)).toEqual(rows.map((row) => row.id));
    expect(complianceEvents.items.map((event) => event.cursor)).toEqual(
      rows.map((row) => cursors.issue(tenantA.tenantId, row.stream_position)),
    );
    expect(complianceEvents.items.map((event) => event.payload.version)).toEqual([2, 3, 4]);
    expect(complianceEvents.items[0]).toMatchObject({
      eventType: 'profile.updated',
      routingKey: `profile.updated.${entityId}`,
      payload: { entityId, tenantId: tenantA.tenantId, userId: tenantA.userId },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    // After the second event: only the third.
    const rest = await replay(tenantA, 'profileUpdated', { entityId }, complianceEvents.items[1].cursor);
    expect(rest.complianceEvents.items.map((event) => event.id)).toEqual([rows[2].id]);
    // After the last: nothing yet.
    const none = await replay(tenantA, 'profileUpdated', { entityId }, complianceEvents.items[2].cursor);
    expect(none.complianceEvents).toEqual({ items: [], hasMore: false });
  });

  test('pages: every event once, in order, with hasMore until the last page', async () => {
    const entityId = await seedEntity(compliance.sql, tenantB.tenantId);
    const start = await head(tenantB);
    for (let i = 0; i < 7; i++) await publishExtraction(tenantB.tenantId, entityId);
    const expected = (
      await compliance.sql<{ id: string }>(
        `select id from compliance.event_outbox where payload->>'entityId' = ? order by published_position`,
        [entityId],
      )
    ).map((row) => row.id);
    const seen: string[] = [];
    const pages: boolean[] = [];
    let after = start;
    for (;;) {
      const { complianceEvents } = await replay(tenantB, 'extractionCompleted', { entityId }, after, 3);
      seen.push(...complianceEvents.items.map((event) => event.id));
      pages.push(complianceEvents.hasMore);
      if (!complianceEvents.hasMore) break;
      after = complianceEvents.items.at(-1)!.cursor;
    }
    expect(seen).toEqual(expected);
    expect(pages).toEqual([true, true, false]);
  });

  test('applies the rules of live delivery: a tenant-wide wildcard yields only the caller’s tenant, and another tenant’s cursor is refused', async () => {
    const entityOfA = await seedEntity(compliance.sql, tenantA.tenantId);
    const entityOfB = await seedEntity(compliance.sql, tenantB.tenantId);
    const start = await head(tenantA);
    const startOfB = await head(tenantB);
    const a1 = await publishExtraction(tenantA.tenantId, entityOfA);
    const b1 = await publishExtraction(tenantB.tenantId, entityOfB);
    const a2 = await publishExtraction(tenantA.tenantId, entityOfA);
    const b2 = await publishExtraction(tenantB.tenantId, entityOfB);

    const ofA = await replay(tenantA, 'extractionCompleted', {}, start);
    expect(ofA.complianceEvents.items.map((event) => event.id)).toEqual([a1, a2]);
    const ofB = await replay(tenantB, 'extractionCompleted', {}, startOfB);
    expect(ofB.complianceEvents.items.map((event) => event.id)).toEqual([b1, b2]);
    expect(ofB.complianceEvents.items.every((event) => event.payload.tenantId === tenantB.tenantId)).toBe(true);
    // A cursor of A's stream is no cursor of B's.
    const cursorOfA1 = ofA.complianceEvents.items[0].cursor;
    expect(
      await compliance.failure(
        EVENTS,
        { subscription: 'extractionCompleted', arguments: {}, after: cursorOfA1 },
        tenantB.headers,
      ),
    ).toMatchObject({ code: 'CURSOR_EXPIRED', status: 410 });
    // Nor can B name A's entity.
    expect(
      await compliance.failure(
        EVENTS,
        { subscription: 'extractionCompleted', arguments: { entityId: entityOfA }, after: cursorOfA1 },
        tenantB.headers,
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    // A subscription to other events yields none of them.
    const failed = await replay(tenantA, 'extractionFailed', {}, start);
    expect(failed.complianceEvents.items).toEqual([]);
  });

  test('replays an event the relay has placed but not yet marked published, without waiting for the relay', async () => {
    // The relay commits an event's place before it hands the event to the broker: the broker may have it (and a
    // gateway that bound its queue just after missed it live), so the replay reads it at once, while the relay's
    // transaction (which marks it published once the broker confirms) is still under way.
    const entityId = await seedEntity(compliance.sql, tenantA.tenantId);
    const start = await head(tenantA);
    const relay = new pg.Client({ connectionString: compliance.database.url });
    await relay.connect();
    try {
      await relay.query('begin');
      await relay.query('select pg_advisory_xact_lock(hashtext($1), hashtext($2))', [RELAY_LOCK_CLASS, 'compliance']);
      const id = randomUUID();
      await compliance.sql(
        `with reserved as ${NEXT_STREAM_POSITION}
         insert into compliance.event_outbox (id, event_type, routing_key, payload, published_at, published_position, stream_position)
         values (?, 'extraction.completed', ?, ?, null, nextval('${outboxPublicationSequence('compliance')}'),
                 (select last_position from reserved))`,
        [
          tenantA.tenantId,
          id,
          `extraction.completed.${randomUUID()}`,
          JSON.stringify({ tenantId: tenantA.tenantId, entityId }),
        ],
      );
      const replayed = await replay(tenantA, 'extractionCompleted', { entityId }, start);
      expect(replayed.complianceEvents.items.map((event) => event.id)).toEqual([id]);
      // And the head is at it: a subscription from the head does not receive it twice.
      expect(cursors.read(tenantA.tenantId, await head(tenantA))).toBe(
        cursors.read(tenantA.tenantId, replayed.complianceEvents.items[0].cursor),
      );
    } finally {
      await relay.query('rollback').catch(() => undefined);
      await relay.end();
    }
  });

  test('refuses an unknown or malformed cursor, or one after which an event of its selection is gone, with CURSOR_EXPIRED (410)', async () => {
    const entityId = await seedEntity(compliance.sql, tenantA.tenantId);
    await updateProfile(tenantA, entityId, 1);
    const [stream] = await compliance.sql<{ last: string }>(
      `select last_position::text as last from compliance.event_outbox_streams where stream = ?`,
      [tenantA.tenantId],
    );
    const newest = cursors.issue(tenantA.tenantId, stream.last);
    const beyond = cursors.issue(tenantA.tenantId, BigInt(stream.last) + 1n);
    const forged = new EventCursors('a secret that is not the subgraph’s').issue(tenantA.tenantId, 1);
    const altered = newest.slice(0, -1) + (newest.endsWith('0') ? '1' : '0');
    for (const after of ['not-a-cursor', '00000000000000FF', beyond, forged, altered]) {
      const refused = await compliance.failure(
        EVENTS,
        { subscription: 'profileUpdated', arguments: { entityId }, after },
        tenantA.headers,
      );
      expect({ after, ...refused }).toEqual({
        after,
        code: 'CURSOR_EXPIRED',
        status: 410,
        message: expect.stringContaining(
          'older than the event retention of 168 hours): read the head (complianceEventCursor), then the current state, then subscribe again with `after` set to that head',
        ),
      });
    }
    // The newest position itself is fine.
    expect((await replay(tenantA, 'profileUpdated', { entityId }, newest)).complianceEvents.items).toEqual([]);

    const [row] = await rowsOf(`profile.updated.${entityId}`);
    const position = BigInt(row.stream_position);
    const quietEntity = await seedEntity(compliance.sql, tenantA.tenantId);
    const after = (at: bigint) => cursors.issue(tenantA.tenantId, at);
    // The retention job deleted the stream's events through this one (it records what it deleted per key).
    await compliance.sql(`update compliance.event_outbox_streams set pruned_through = ? where stream = ?`, [
      position.toString(),
      tenantA.tenantId,
    ]);
    await compliance.sql(
      `insert into compliance.event_outbox_pruned_keys (stream, routing_key, entity_id, pruned_through)
       values (?, ?, ?, ?)`,
      [tenantA.tenantId, `profile.updated.${entityId}`, entityId.toLowerCase(), position.toString()],
    );
    try {
      // Before it, this entity's subscription has lost that event.
      expect(
        await compliance.failure(
          EVENTS,
          { subscription: 'profileUpdated', arguments: { entityId }, after: after(position - 1n) },
          tenantA.headers,
        ),
      ).toMatchObject({ code: 'CURSOR_EXPIRED', status: 410 });
      // At it: every event of the selection after it is still there.
      expect((await replay(tenantA, 'profileUpdated', { entityId }, after(position))).complianceEvents.items).toEqual(
        [],
      );
      // A quiet entity's subscription lost nothing, however old its cursor: it resumes.
      expect(
        (await replay(tenantA, 'profileUpdated', { entityId: quietEntity }, after(position - 1n))).complianceEvents
          .items,
      ).toEqual([]);
      // A wildcard selection (every extraction of the tenant) lost what any of its jobs lost; one entity's did not
      // lose another entity's job.
      await compliance.sql(
        `insert into compliance.event_outbox_pruned_keys (stream, routing_key, entity_id, pruned_through)
         values (?, ?, ?, ?)`,
        [tenantA.tenantId, `extraction.completed.${randomUUID()}`, entityId.toLowerCase(), position.toString()],
      );
      expect(
        await compliance.failure(
          EVENTS,
          { subscription: 'extractionCompleted', arguments: {}, after: after(position - 1n) },
          tenantA.headers,
        ),
      ).toMatchObject({ code: 'CURSOR_EXPIRED', status: 410 });
      expect(
        await replay(tenantA, 'extractionCompleted', { entityId: quietEntity }, after(position - 1n)),
      ).toMatchObject({ complianceEvents: { items: expect.any(Array) } });
      // The head never falls behind what was pruned.
      expect(cursors.read(tenantA.tenantId, await head(tenantA))! >= position).toBe(true);
    } finally {
      await compliance.sql(`update compliance.event_outbox_streams set pruned_through = 0`);
      await compliance.sql(`delete from compliance.event_outbox_pruned_keys`);
    }
  });

  test('refuses a limit outside 1..500, a malformed subscription argument, and a caller without a token', async () => {
    const entityId = await seedEntity(compliance.sql, tenantA.tenantId);
    const args = { subscription: 'profileUpdated', arguments: { entityId }, after: cursors.issue(tenantA.tenantId, 0) };
    for (const limit of [0, 501])
      expect(await compliance.failure(EVENTS, { ...args, limit }, tenantA.headers)).toMatchObject({
        code: 'VALIDATION_ERROR',
        status: 400,
      });
    expect(await compliance.failure(EVENTS, { ...args, arguments: { entityId: '*' } }, tenantA.headers)).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(await compliance.failure(EVENTS, { ...args, subscription: 'nothing' }, tenantA.headers)).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(await compliance.failure(EVENTS, args)).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
  });
});

describe('the replay statement', () => {
  test('translates topic patterns as RabbitMQ matches them', () => {
    const matches = (pattern: string, key: string) => new RegExp(topicPatternRegex(pattern)).test(`.${key}`);
    expect(matches('extraction.completed.*', 'extraction.completed.j1')).toBe(true);
    expect(matches('extraction.completed.*', 'extraction.completed.j1.x')).toBe(false);
    expect(matches('extraction.completed.*', 'extraction.failed.j1')).toBe(false);
    expect(matches('extraction.#', 'extraction')).toBe(true);
    expect(matches('extraction.#', 'extraction.a.b')).toBe(true);
    expect(matches('a.#.b', 'a.b')).toBe(true);
    expect(matches('a.#.b', 'a.x.y.b')).toBe(true);
    expect(matches('a.b+c', 'a.bbc')).toBe(false);
  });

  /** The plan of the service's own statement, with sequential and bitmap scans ruled out unless nothing else can serve it. */
  async function planOf(access: Parameters<typeof replayQuery>[0]): Promise<{ nodes: string[]; indexes: string[] }> {
    const { sql, params } = replayQuery(access, 0n, 100);
    const plan = await compliance.subgraph.orm.em.fork().transactional(async (em) => {
      await em.execute('set local enable_seqscan = off');
      await em.execute('set local enable_bitmapscan = off');
      const [row] = await em.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${sql}`, params);
      return row['QUERY PLAN'][0].Plan;
    });
    const all = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(all)];
    return {
      nodes: all(plan).map((node) => node['Node Type']),
      indexes: all(plan).flatMap((node) => (node['Index Cond'] && node['Index Name'] ? [node['Index Name']] : [])),
    };
  }
  interface PlanNode {
    'Node Type': string;
    'Index Name'?: string;
    'Index Cond'?: string;
    Plans?: PlanNode[];
  }

  test('reads one routing key through an index, in cursor order', async () => {
    const { nodes, indexes } = await planOf({
      routingKey: `profile.updated.${randomUUID()}`,
      payloadMatch: [{ field: 'tenantId', value: tenantA.tenantId }],
    });
    expect(nodes).not.toContain('Seq Scan');
    expect(nodes).not.toContain('Sort');
    expect(indexes.length).toBeGreaterThan(0);
  });

  test('reads a tenant’s wildcard through the tenant index, in cursor order', async () => {
    const { nodes, indexes } = await planOf({
      routingKey: 'extraction.completed.*',
      payloadMatch: [{ field: 'tenantId', value: tenantA.tenantId }],
    });
    expect(nodes).not.toContain('Seq Scan');
    expect(nodes).not.toContain('Sort');
    expect(indexes).toEqual(['event_outbox_tenant_published_idx']);
  });
});
