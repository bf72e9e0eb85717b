import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';
import { startCompliance } from '../../../test/support/compliance.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';

/**
 * complianceHealth against a real database fault: the subgraph's database stops accepting connections and its
 * open ones are terminated, as when PostgreSQL restarts or fails over. The query reports the fault instead of
 * failing, and recovers once the database is back.
 */
let compliance: SubgraphUnderTest;

const HEALTH = `{ complianceHealth { status database error } }`;

/** Runs a statement on the server's maintenance database (the subgraph's own is the one being cut off). */
async function onServer(statement: string, params: unknown[] = []): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement, params);
  } finally {
    await admin.end();
  }
}

const databaseName = () => new URL(compliance.database.url).pathname.slice(1);

async function cutOffDatabase(): Promise<void> {
  await onServer(`alter database "${databaseName()}" with allow_connections false`);
  await onServer(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [databaseName()]);
}

const restoreDatabase = () => onServer(`alter database "${databaseName()}" with allow_connections true`);

beforeAll(async () => {
  compliance = await startCompliance({ RATE_LIMIT_FACTOR: '0' });
});

afterAll(async () => {
  await restoreDatabase().catch(() => undefined);
  await compliance?.stop();
});

describe('complianceHealth (public)', () => {
  test('is healthy with the database connected', async () => {
    expect(await compliance.ok(HEALTH)).toEqual({
      complianceHealth: { status: 'HEALTHY', database: 'CONNECTED', error: null },
    });
  });

  test('reports a database that refuses connections as unhealthy, with the reason, and recovers', async () => {
    await cutOffDatabase();
    try {
      const answer = await compliance.gql<{ complianceHealth: { status: string; database: string; error: string } }>(
        HEALTH,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.complianceHealth).toEqual({
        status: 'UNHEALTHY',
        database: 'DISCONNECTED',
        error: expect.stringMatching(/\S/),
      });
    } finally {
      await restoreDatabase();
    }
    expect(await compliance.ok(HEALTH)).toEqual({
      complianceHealth: { status: 'HEALTHY', database: 'CONNECTED', error: null },
    });
  });
});
