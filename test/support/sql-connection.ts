import pg from 'pg';

/**
 * A PostgreSQL connection of a test's own, beside the components under test: for fixtures written straight into
 * their tables, and for locks a test holds across what it does to them. `sql` takes `?` placeholders like the
 * subgraphs' own `execute`, so that the fixture helpers of `test/support` accept it.
 */
export class SqlConnection {
  private constructor(private readonly client: pg.Client) {}

  /** `applicationName` tells the test's connections apart from the components' in `pg_stat_activity`. */
  static async open(url: string, applicationName = 'test'): Promise<SqlConnection> {
    const client = new pg.Client({ connectionString: url, application_name: applicationName });
    await client.connect();
    return new SqlConnection(client);
  }

  readonly sql = async <T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> => {
    let index = 0;
    const result = await this.client.query(
      query.replace(/\?/g, () => `$${++index}`),
      params,
    );
    return result.rows as T[];
  };

  close(): Promise<void> {
    return this.client.end();
  }
}

/**
 * An exclusive lock on `table`, held in an open transaction of a connection of its own, so that every statement of
 * the components that touches the table waits: a request made slow in a real way.
 */
export async function holdTableLock(
  url: string,
  table: string,
): Promise<{ waiting(): Promise<number>; release(): Promise<void> }> {
  const holder = await SqlConnection.open(url, 'test-lock-holder');
  await holder.sql('begin');
  await holder.sql(`lock table ${table} in access exclusive mode`);
  return {
    /**
     * Statements of other connections that wait for this lock now. (pg_locks is read afresh by every statement, whereas
     * pg_stat_activity would show the same snapshot for the whole of the holder's transaction.)
     */
    waiting: async () => {
      const [row] = await holder.sql<{ count: number }>(
        `select count(*)::int as count from pg_locks where relation = ?::regclass and not granted`,
        [table],
      );
      return row.count;
    },
    release: async () => {
      await holder.sql('rollback');
      await holder.close();
    },
  };
}
