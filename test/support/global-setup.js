// Loaded by Jest outside its module system, so it uses the build (`npm test` builds first).
import { resolve } from 'node:path';
import { startEmbeddedPostgres } from '../../dist/platform/database/embedded-postgres.js';

/**
 * Tests use DATABASE_URL when it is set (CI points it at the machine's PostgreSQL); otherwise they run
 * against an embedded PostgreSQL of their own, as a fresh machine would, on a port free when it starts (not the
 * stack's EMBEDDED_POSTGRES_PORT), so that a suite runs beside `npm start` or another checkout's suite.
 */
export default async function globalSetup() {
  process.env.NODE_ENV = 'test';
  if (process.env.DATABASE_URL) return;
  const database = await startEmbeddedPostgres(resolve('.data/test-postgres'));
  process.env.DATABASE_URL = database.url;
  globalThis.__testDatabase = database;
}
