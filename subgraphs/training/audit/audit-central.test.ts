import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { TestAuditLogServer, type AuditLogEntry } from '../../../test/support/audit-log-server.js';
import { startTraining, type TrainingUnderTest } from '../../../test/support/training.js';
import { waitFor } from '../../../test/support/wait.js';

/**
 * With AUDIT_LOG_URL set, the training audit trail forwards every entry to the central audit-log service (a
 * retried job) and reads are answered by that service. Development bypass: the actor is "development".
 */
const central = new TestAuditLogServer();
let training: TrainingUnderTest;

const entryOf = (action: string, name: string) => () =>
  central.entries.find((entry) => entry.action === action && (entry.after as { name?: string } | null)?.name === name);

const createCategory = async (name: string) => {
  const response = await training.gql<{ createTaxonomy: { id: string } }>(
    `mutation($name: String!) { createTaxonomy(input: { type: CATEGORY, name: $name }) { id } }`,
    {
      name,
    },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.createTaxonomy.id;
};

const list = (filter: Record<string, unknown> = {}, page?: number, limit?: number) =>
  training.gql<{
    trainingAuditLogs: {
      items: {
        id: string;
        action: string;
        entityType: string;
        entityId: string | null;
        actorId: string | null;
        createdAt: string;
      }[];
      total: number;
      page: number;
      limit: number;
    };
  }>(
    `query($filter: AuditLogFilter, $page: Int, $limit: Int) { trainingAuditLogs(filter: $filter, page: $page, limit: $limit) {
      items { id action entityType entityId actorId createdAt } total page limit } }`,
    { filter, page, limit },
  );

beforeAll(async () => {
  await central.start();
  training = await startTraining({
    IDP_URL: undefined,
    IDP_SERVICE_KEY: undefined,
    AUDIT_LOG_URL: central.url,
    RATE_LIMIT_FACTOR: '1',
  });
});

afterAll(async () => {
  await training?.stop();
  await central.stop();
});

describe('the central audit-log service', () => {
  test('receives every admin write, forwarded by the job', async () => {
    const id = await createCategory('Forwarded');
    const entry = await waitFor(entryOf('taxonomy.create', 'Forwarded'));
    expect(entry).toMatchObject({
      service: 'training',
      action: 'taxonomy.create',
      entityType: 'taxonomy',
      entityId: id,
      actorId: 'development',
      before: null,
      after: { id, name: 'Forwarded', type: 'CATEGORY' },
      createdAt: expect.any(String),
    });
    const post = central.requests.find(
      (request) => request.method === 'POST' && (request.body as AuditLogEntry).id === entry.id,
    );
    expect(post?.headers['content-type']).toBe('application/json');
    // The write keeps its own copy too.
    const rows = await training.subgraph.orm.em
      .fork()
      .execute<{ id: string }[]>(`select id from "training"."audit_log" where entity_id = ?`, [id]);
    expect(rows.map((row) => row.id)).toEqual([entry.id]);
  });

  test('answers reads: filters, paging and time bounds are passed on, and its entries come back', async () => {
    const outside: AuditLogEntry = {
      id: randomUUID(),
      service: 'training',
      action: 'central.only',
      entityType: 'report',
      entityId: 'r-9',
      actorId: 'someone',
      createdAt: new Date().toISOString(),
    };
    central.entries.push(outside);
    const before = central.requests.length;
    const response = await list(
      { action: 'central.only', entityType: 'report', from: '2000-01-01', to: new Date().toISOString().slice(0, 10) },
      1,
      5,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.trainingAuditLogs).toEqual({
      items: [
        {
          id: outside.id,
          action: 'central.only',
          entityType: 'report',
          entityId: 'r-9',
          actorId: 'someone',
          createdAt: outside.createdAt,
        },
      ],
      total: 1,
      page: 1,
      limit: 5,
    });
    const get = central.requests.slice(before).find((request) => request.method === 'GET');
    const query = new URL(get!.url, central.url).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      service: 'training',
      action: 'central.only',
      entityType: 'report',
      page: '1',
      pageSize: '5',
    });
    expect(query.get('from')).toBe('2000-01-01T00:00:00.000Z');
    expect(query.get('to')).toMatch(/T23:59:59\.999Z$/);
  });

  test('answers SERVICE_UNAVAILABLE (503) to reads while it is down', async () => {
    central.failing = true;
    try {
      const response = await list();
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    } finally {
      central.failing = false;
    }
  });

  test('gets writes made while it was down once it is back: the job retries', async () => {
    central.failing = true;
    let refused: number | undefined;
    try {
      const before = central.requests.length;
      // The write itself succeeds: forwarding happens after it, in the background.
      await createCategory('Written while down');
      refused = await waitFor(() => {
        const attempts = central.requests.slice(before).filter((request) => request.method === 'POST').length;
        // Refused twice: a first attempt and at least one retry.
        return attempts >= 2 ? attempts : undefined;
      });
    } finally {
      central.failing = false;
    }
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(entryOf('taxonomy.create', 'Written while down')()).toBeUndefined();
    const entry = await waitFor(entryOf('taxonomy.create', 'Written while down'), { timeoutMs: 45_000 });
    expect(entry).toMatchObject({ service: 'training', actorId: 'development' });
    const listed = await list({ action: 'taxonomy.create' });
    expect(listed.data?.trainingAuditLogs.items.map((item) => item.id)).toContain(entry.id);
  }, 60_000);
});
