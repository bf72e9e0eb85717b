import pg from 'pg';
import type { OperationType, TrustedDocument } from './manifest.js';

/**
 * Where the trusted documents are kept: the table `trusted_documents.documents` of the gateway's database, one row
 * per document of each client's manifest version, so that every replica reads the same list. Every change commits
 * with a notification on NOTIFY_CHANNEL (sent by PostgreSQL at commit, never for a change rolled back), on which
 * each replica reloads its copy (registry.ts).
 */
export const NOTIFY_CHANNEL = 'trusted_documents_changed';

const SCHEMA = 'trusted_documents';
const TABLE = `${SCHEMA}.documents`;

/** A client's manifest version as `documents:list` shows it. */
export interface LoadedManifest {
  readonly client: string;
  readonly version: string;
  readonly documents: number;
  readonly loadedAt: Date;
}

/** A document as every replica keeps it, with the client that loaded it (the first one, when several did). */
export interface StoredDocument extends TrustedDocument {
  readonly client: string;
}

/**
 * How many versions of the REST adapter's manifest are kept when a gateway build loads its own
 * (rest-adapter-manifest.ts), and a `documents:load --keep` an operator may choose for a client of ours: the version
 * just loaded and the four loaded before it, older ones removed in the same transaction. A document only an old
 * version holds is 404 `PERSISTED_QUERY_NOT_IN_LIST` once that version is gone, for the replicas of that build still
 * running: during a rolling deployment the replicas not yet replaced run the previous build, which two versions cover;
 * five leave room for deployments in quick succession and a rollback (a replica of a build whose version was removed
 * loads it again when it starts). Other clients' versions stay until removed (`documents:load` prunes only when given
 * `--keep`), as Apollo's persisted query lists and Hive's app deployments keep them until retired: installed apps of
 * an old build may run for months.
 */
export const VERSIONS_KEPT = 5;

/** What a load did: the documents loaded, and the client's older versions it removed. */
export interface LoadResult {
  readonly documents: number;
  readonly removedVersions: readonly string[];
}

/** An id the manifest shares with another client's manifest for another text: ids name one document. */
export class ConflictingDocumentIds extends Error {
  override name = 'ConflictingDocumentIds';
}

/**
 * The table, made once per database whoever comes first (the gateway at start, the CLI): replicas starting at the same
 * moment take turns under an advisory lock, as platform/rate-limits/store.ts does for its table.
 */
export async function createDocumentTable(client: pg.ClientBase): Promise<void> {
  await client.query('begin');
  try {
    await client.query(`select pg_advisory_xact_lock(hashtext('${TABLE}'))`);
    await client.query(`create schema if not exists ${SCHEMA}`);
    await client.query(`create table if not exists ${TABLE} (
      client text not null,
      version text not null,
      id text not null,
      body text not null,
      name text,
      type text,
      loaded_at timestamptz not null default now(),
      primary key (client, version, id)
    )`);
    await client.query(`create index if not exists documents_id on ${TABLE} (id)`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** The store over one connection (the CLI's, or one the gateway borrows from its pool for a change). */
export class TrustedDocumentStore {
  constructor(private readonly client: pg.ClientBase) {}

  /**
   * Makes `documents` the manifest `version` of `client`, replacing that version if it was loaded before, in one
   * transaction: all of it or nothing. Refused (ConflictingDocumentIds) when one of its ids names another text in
   * another client's manifest. With `keep`, the client's versions beyond the `keep` latest loaded (this one first)
   * are removed in the same transaction (see VERSIONS_KEPT); without it, every version stays.
   */
  async load(
    client: string,
    version: string,
    documents: readonly TrustedDocument[],
    { keep }: { keep?: number } = {},
  ): Promise<LoadResult> {
    if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1))
      throw new RangeError(`keep must be a whole number of versions, at least 1, not ${keep}`);
    await this.client.query('begin');
    try {
      // Loads and removals take turns, so that the conflict check below sees every committed manifest.
      await this.client.query(`select pg_advisory_xact_lock(hashtext('${TABLE}.changes'))`);
      const ids = documents.map((document) => document.id);
      const bodies = documents.map((document) => document.body);
      const conflicts = await this.client.query<{ id: string; client: string; version: string }>(
        `select d.id, d.client, d.version
           from ${TABLE} d join unnest($1::text[], $2::text[]) as loading(id, body) on loading.id = d.id
          where d.body <> loading.body and not (d.client = $3 and d.version = $4)
          limit 5`,
        [ids, bodies, client, version],
      );
      if (conflicts.rows.length)
        throw new ConflictingDocumentIds(
          `The manifest is refused, nothing was loaded: ${conflicts.rows
            .map((row) => `id ${row.id} names another document of ${row.client} ${row.version}`)
            .join('; ')}`,
        );
      await this.client.query(`delete from ${TABLE} where client = $1 and version = $2`, [client, version]);
      await this.client.query(
        `insert into ${TABLE} (client, version, id, body, name, type)
         select $1, $2, id, body, name, type from unnest($3::text[], $4::text[], $5::text[], $6::text[])
           as loading(id, body, name, type)`,
        [
          client,
          version,
          ids,
          bodies,
          documents.map((document) => document.name),
          documents.map((document) => document.type),
        ],
      );
      const removedVersions = keep === undefined ? [] : await this.#prune(client, version, keep);
      await this.client.query(`select pg_notify('${NOTIFY_CHANNEL}', $1)`, [client]);
      await this.client.query('commit');
      return { documents: documents.length, removedVersions };
    } catch (error) {
      await this.client.query('rollback').catch(() => undefined);
      throw error;
    }
  }

  /**
   * Removes the versions of `client` beyond its `keep` latest: `version`, just loaded, first (whatever the clocks of
   * concurrent loads said), then by when each was loaded. Returns the versions removed, newest first.
   */
  async #prune(client: string, version: string, keep: number): Promise<string[]> {
    const { rows } = await this.client.query<{ version: string }>(
      `with ranked as (
         select version, row_number() over (order by version = $2 desc, max(loaded_at) desc, version desc) as rank
           from ${TABLE} where client = $1 group by version
       ), removed as (
         delete from ${TABLE} d using ranked
          where d.client = $1 and d.version = ranked.version and ranked.rank > $3
         returning d.version, ranked.rank
       )
       select version from removed group by version order by min(rank)`,
      [client, version, keep],
    );
    return rows.map((row) => row.version);
  }

  /** Removes the manifest `version` of `client`, or every version of it; returns the number of documents removed. */
  async remove(client: string, version?: string): Promise<number> {
    await this.client.query('begin');
    try {
      await this.client.query(`select pg_advisory_xact_lock(hashtext('${TABLE}.changes'))`);
      const removed = await this.client.query(
        `delete from ${TABLE} where client = $1 and ($2::text is null or version = $2)`,
        [client, version ?? null],
      );
      await this.client.query(`select pg_notify('${NOTIFY_CHANNEL}', $1)`, [client]);
      await this.client.query('commit');
      return removed.rowCount ?? 0;
    } catch (error) {
      await this.client.query('rollback').catch(() => undefined);
      throw error;
    }
  }

  /** Every client's manifest versions, by client then version. */
  async list(): Promise<LoadedManifest[]> {
    const { rows } = await this.client.query<{ client: string; version: string; documents: string; loaded_at: Date }>(
      `select client, version, count(*) as documents, max(loaded_at) as loaded_at
         from ${TABLE} group by client, version order by client, version`,
    );
    return rows.map((row) => ({
      client: row.client,
      version: row.version,
      documents: Number(row.documents),
      loadedAt: row.loaded_at,
    }));
  }
}

/** Every trusted document, once per id (what a replica keeps in memory, see registry.ts). */
export async function allDocuments(pool: pg.Pool): Promise<StoredDocument[]> {
  const { rows } = await pool.query<{
    id: string;
    body: string;
    name: string | null;
    type: OperationType | null;
    client: string;
  }>(`select distinct on (id) id, body, name, type, client from ${TABLE} order by id, client, version`);
  return rows;
}
