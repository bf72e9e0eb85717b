import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

type Sql = <T = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<T[]>;

/**
 * Everything of one tenant in a subgraph's schema, to compare before and after other tenants have tried to
 * reach it: the rows of every table with a `tenant_id`, the tenant row itself, the rows of child tables that
 * reach the tenant through a parent, and, since no tenant may change them either, every row of the tables all
 * tenants share. A table that none of these covers makes the snapshot fail, so a new table gets classified.
 */

/** Tables without `tenant_id` whose rows belong to a tenant through a parent: the query of one tenant's rows. */
const CHILD_ROWS: Readonly<Record<string, string>> = {
  // published_at is left out: the outbox relay sets it whenever it gets to the event.
  'compliance.event_outbox': `select id, event_type, routing_key, payload, created_at from compliance.event_outbox where payload->>'tenantId' = ?`,
  // The tenant's stream of event positions; its positions are left out for the reason published_at is.
  'compliance.event_outbox_streams': `select stream from compliance.event_outbox_streams where stream = lower(?)`,
  // What the retention job deleted of the tenant's stream, per subscription key; it moves whenever the job runs.
  'compliance.event_outbox_pruned_keys': `select stream, routing_key, entity_id from compliance.event_outbox_pruned_keys where stream = lower(?)`,
  // The events of the factory's writes in the tenant (the response cache's tags), with published_at left out likewise.
  'factory.event_outbox': `select id, event_type, routing_key, payload, created_at from factory.event_outbox where payload->>'tenantId' = ?`,
  'factory.event_outbox_streams': `select stream from factory.event_outbox_streams where stream = lower(?)`,
  'factory.event_outbox_pruned_keys': `select stream, routing_key, entity_id from factory.event_outbox_pruned_keys where stream = lower(?)`,
  'factory.refresh_session': `select * from factory.refresh_session where user_id in (select id from factory.app_user where tenant_id = ?)`,
  'factory.refresh_token': `select t.* from factory.refresh_token t join factory.refresh_session s on s.id = t.session_id join factory.app_user u on u.id = s.user_id where u.tenant_id = ?`,
  'factory.password_reset': `select * from factory.password_reset where user_id in (select id from factory.app_user where tenant_id = ?)`,
};

/** Tables every tenant shares, with the reason they have no tenant. */
export const SHARED_TABLES: Readonly<Record<string, string>> = {
  'compliance.role': 'the roles of every tenant',
  'compliance.form_mapping': 'MCA form mappings: government forms are the same for every tenant',
  'factory.plan': 'the plans tenants are on',
  'factory.cors_origin': "the platform's browser origins",
  'compliance.mikro_orm_migrations': 'schema history',
  'compliance.event_outbox_retention': 'how far the event outbox has been pruned: one row for the whole outbox',
  'factory.mikro_orm_migrations': 'schema history',
  'factory.event_outbox_retention': 'how far the event outbox has been pruned: one row for the whole outbox',
};

/** The rows of tenant `tenantId` in `schema` (and of the shared tables), table by table. */
export async function tenantRows(sql: Sql, schema: string, tenantId: string): Promise<Record<string, unknown[]>> {
  const columns = await sql<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = ? order by table_name`,
    [schema],
  );
  const tables = new Map<string, Set<string>>();
  for (const { table_name, column_name } of columns)
    (tables.get(table_name) ?? tables.set(table_name, new Set()).get(table_name)!).add(column_name);
  const snapshot: Record<string, unknown[]> = {};
  for (const [table, names] of tables) {
    const name = `${schema}.${table}`;
    const order = names.has('id') ? 'order by 1' : '';
    if (table === 'tenant') snapshot[name] = await sql(`select * from ${name} where id = ?`, [tenantId]);
    else if (names.has('tenant_id'))
      snapshot[name] = await sql(`select * from ${name} where tenant_id = ? ${order}`, [tenantId]);
    else if (CHILD_ROWS[name])
      snapshot[name] = await sql(`select * from (${CHILD_ROWS[name]}) rows order by 1`, [tenantId]);
    else if (SHARED_TABLES[name]) snapshot[name] = await sql(`select * from ${name} order by 1`);
    else
      throw new Error(
        `${name} is neither tenant-owned, a child of a tenant-owned table nor shared: classify it in tenant-snapshot.ts`,
      );
  }
  return snapshot;
}

/** Every file under `directory` (relative paths) with the SHA-256 of its content; empty when there is no such directory. */
export async function filesUnder(directory: string): Promise<Record<string, string>> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Record<string, string> = {};
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(directory, path)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return files;
}
