import type pg from 'pg';

/**
 * Gives a client back to `pool` as soon as its connection ends while it is checked out (the server restarted,
 * the backend was terminated), instead of waiting for its holder to release it.
 *
 * A holder that never does keeps the pool slot forever: kysely's ControlledTransaction, behind every MikroORM 7
 * transaction, does not release its connection when BEGIN, COMMIT or ROLLBACK fails
 * (https://github.com/kysely-org/kysely/issues/1990), so each transaction cut by a database restart would leak a
 * slot until the pool is exhausted, every request waits for a connection, and `pool.end()` never returns.
 * A holder that does release later finds a no-op: the dead client has left the pool for good.
 */
export function releaseClientsLostWhileCheckedOut(pool: pg.Pool): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  // Watched at their first checkout, not at 'connect': clients the pool opened before this call count too.
  const watched = new WeakSet<pg.PoolClient>();
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('acquire', (client) => {
    checkedOut.add(client);
    if (watched.has(client)) return;
    watched.add(client);
    client.once('end', () => {
      if (!checkedOut.has(client)) return;
      client.release(new Error('The connection ended while the client was checked out'));
      client.release = () => undefined;
    });
  });
}
