// Loaded by Jest outside its module system, so it uses the build (`npm test` builds first).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startEmbeddedPostgres } from '../../dist/platform/database/embedded-postgres.js';

/**
 * Tests use DATABASE_URL when it is set (CI points it at the machine's PostgreSQL); otherwise they run
 * against an embedded PostgreSQL of their own, as a fresh machine would, on a port free when it starts (not the
 * stack's EMBEDDED_POSTGRES_PORT), so that a suite runs beside `npm start` or another checkout's suite.
 */
export default async function globalSetup() {
  process.env.NODE_ENV = 'test';
  shadowSingleFetchPlans();
  if (process.env.DATABASE_URL) return;
  const database = await startEmbeddedPostgres(resolve('.data/test-postgres'));
  process.env.DATABASE_URL = database.url;
  globalThis.__testDatabase = database;
}

/**
 * Every gateway of the suite (in its workers and in the processes they start) serves single-fetch plans in shadow
 * mode: ApolloGateway's executor answers, the single-fetch path shapes the same subgraph answer, and each difference
 * is written to a file that the teardown reads (gateway/single-fetch/).
 */
function shadowSingleFetchPlans() {
  process.env.GATEWAY_SINGLE_FETCH ??= 'shadow';
  const mismatches = join(tmpdir(), `single-fetch-mismatches-${process.pid}.jsonl`);
  writeFileSync(mismatches, '');
  process.env.GATEWAY_SINGLE_FETCH_MISMATCHES = mismatches;
}
