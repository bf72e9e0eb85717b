import { config } from '../config.js';
import { dataPath } from '../data-dir.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';

/**
 * The PostgreSQL every subgraph connects to: DATABASE_URL when set, otherwise the embedded server under
 * `.data/postgres`, started here if no other component of the stack has started it yet.
 */
export async function resolveDatabase(): Promise<EmbeddedDatabase> {
  const { DATABASE_URL, EMBEDDED_POSTGRES_PORT } = config();
  if (DATABASE_URL) return { url: DATABASE_URL, stop: () => Promise.resolve() };
  return startEmbeddedPostgres(dataPath('postgres'), EMBEDDED_POSTGRES_PORT);
}

export type { EmbeddedDatabase as Database };
