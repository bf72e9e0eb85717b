import pg from 'pg';
import { waitFor } from './wait.js';

/** Writes per table (`schema.table` → rows inserted, updated or deleted by committed transactions). */
export type WriteCounts = ReadonlyMap<string, number>;

export interface WriteCounterOptions {
  /** Schemas whose every table is watched. */
  readonly schemas: readonly string[];
  /**
   * Tables (`schema.table`) left unwatched, each with the reason: tables that legitimately change on a refused
   * request. The caller says why, so that every exclusion is visible where it is made.
   */
  readonly excluded?: Readonly<Record<string, string>>;
  /**
   * pg-boss schemas of the subgraphs' background jobs: not watched (their workers write to them all the time), but
   * `settled` waits until no job is due, since a job writes to watched tables after the request that queued it.
   * Likewise it waits until every watched schema's outbox (`event_outbox`) is published: the relay marks its rows
   * after the request that recorded them, on its own time.
   */
  readonly jobSchemas?: readonly string[];
}

const COUNTER_SCHEMA = 'write_counter';

/**
 * Counts the rows written to a test database's tables by committed transactions, to prove that a refused request
 * wrote nothing: row-level AFTER INSERT/UPDATE/DELETE triggers on every watched table add a row to a table of the
 * test's own. Being written in the writer's transaction, a rolled-back write leaves no count behind.
 *
 * One log row per write (not one counter row per table): an upsert of a shared counter row would hold its lock
 * until the writer commits, serializing (and possibly deadlocking) concurrent writers of the product itself.
 */
export class WriteCounter {
  private constructor(
    private readonly client: pg.Client,
    /** The watched tables, `schema.table`. */
    readonly tables: readonly string[],
    private readonly jobSchemas: readonly string[],
    private readonly outboxSchemas: readonly string[],
  ) {}

  /** Installs the counter and its triggers in the database at `databaseUrl` (after the product's migrations). */
  static async install(databaseUrl: string, options: WriteCounterOptions): Promise<WriteCounter> {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'write-counter' });
    await client.connect();
    try {
      await client.query(`
        create schema if not exists ${COUNTER_SCHEMA};
        create table if not exists ${COUNTER_SCHEMA}.write_log (
          id bigserial primary key,
          table_name text not null,
          operation text not null,
          transaction_id xid8 not null default pg_current_xact_id(),
          written_at timestamptz not null default clock_timestamp()
        );
        create or replace function ${COUNTER_SCHEMA}.count_write() returns trigger language plpgsql as $$
        begin
          insert into ${COUNTER_SCHEMA}.write_log (table_name, operation) values (tg_table_schema || '.' || tg_table_name, tg_op);
          return null;
        end $$;`);
      const { rows } = await client.query<{ name: string }>(
        `select table_schema || '.' || table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema = any($1::text[]) order by 1`,
        [options.schemas],
      );
      const excluded = new Set(Object.keys(options.excluded ?? {}));
      const unknown = [...excluded].filter((name) => !rows.some((row) => row.name === name));
      if (unknown.length) throw new Error(`Excluded tables that do not exist: ${unknown.join(', ')}`);
      const tables = rows.map((row) => row.name).filter((name) => !excluded.has(name));
      for (const table of tables) {
        const [schema, name] = table.split('.') as [string, string];
        const target = `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;
        await client.query(
          `create trigger write_counter after insert or update or delete on ${target} for each row execute function ${COUNTER_SCHEMA}.count_write()`,
        );
      }
      const { rows: queues } = await client.query<{ schema: string }>(
        `select table_schema as schema from information_schema.tables where table_name = 'job' and table_schema = any($1::text[])`,
        [options.jobSchemas ?? []],
      );
      const outboxSchemas = [
        ...new Set(tables.filter((table) => table.endsWith('.event_outbox')).map((table) => table.split('.')[0])),
      ];
      return new WriteCounter(
        client,
        tables,
        queues.map((queue) => queue.schema),
        outboxSchemas,
      );
    } catch (error) {
      await client.end();
      throw error;
    }
  }

  /** The committed writes so far, per table. */
  async counts(): Promise<WriteCounts> {
    const { rows } = await this.client.query<{ table_name: string; writes: string }>(
      `select table_name, count(*) as writes from ${COUNTER_SCHEMA}.write_log group by table_name`,
    );
    return new Map(rows.map((row) => [row.table_name, Number(row.writes)]));
  }

  /**
   * The counts once nothing has been written for `quietMs`: background work a committed request started (queued
   * jobs, the event relay) has finished, so that what is counted next belongs to the next request.
   */
  async settled({ quietMs = 300, timeoutMs = 30_000 } = {}): Promise<WriteCounts> {
    let last = await this.counts();
    let quietSince = Date.now();
    return waitFor(
      async () => {
        const now = await this.counts();
        if (!sameCounts(now, last) || (await this.backgroundDue())) {
          last = now;
          quietSince = Date.now();
          return undefined;
        }
        return Date.now() - quietSince >= quietMs ? now : undefined;
      },
      { timeoutMs, intervalMs: 50, what: 'the database to stop being written to' },
    );
  }

  /**
   * Whether background work is waiting or under way: a job to run or running (retries scheduled later do not count),
   * or an event the relay has yet to publish.
   */
  async backgroundDue(): Promise<boolean> {
    for (const schema of this.jobSchemas) {
      const { rows } = await this.client.query<{ due: boolean }>(
        `select exists (select 1 from ${pg.escapeIdentifier(schema)}.job where state in ('created', 'retry', 'active') and start_after <= now() + interval '2 seconds') as due`,
      );
      if (rows[0]?.due) return true;
    }
    for (const schema of this.outboxSchemas) {
      const { rows } = await this.client.query<{ due: boolean }>(
        `select exists (select 1 from ${pg.escapeIdentifier(schema)}.event_outbox where published_at is null) as due`,
      );
      if (rows[0]?.due) return true;
    }
    return false;
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/** The tables written between `before` and `after`, with how many rows each. */
export function writesBetween(before: WriteCounts, after: WriteCounts): Record<string, number> {
  const written: Record<string, number> = {};
  for (const [table, count] of after) {
    const delta = count - (before.get(table) ?? 0);
    if (delta) written[table] = delta;
  }
  return written;
}

export function sameCounts(a: WriteCounts, b: WriteCounts): boolean {
  return Object.keys(writesBetween(a, b)).length === 0 && Object.keys(writesBetween(b, a)).length === 0;
}
