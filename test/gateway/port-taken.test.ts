import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { startGateway } from '../../gateway/server.js';
import { resetConfig } from '../../platform/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { echoSupergraph, startEchoSubgraph, type RunningTestSubgraph } from '../support/echo-subgraph.js';
import { waitFor } from '../support/wait.js';

/**
 * A gateway whose port is taken fails to start, and releases what it opened before it tried to listen, as a stopped
 * one does (the same release): its event stream's LISTEN connection and its rate-limit counters' connections to the
 * database are all closed, so that a process that goes on after the failure keeps none of them. The events travel
 * through PostgreSQL notifications here (no AMQP_URL), so that every connection is one the database shows.
 */
let database: TestDatabase;
let echo: RunningTestSubgraph;
let occupant: Server;
const savedAmqpUrl = process.env.AMQP_URL;

beforeAll(async () => {
  delete process.env.AMQP_URL;
  resetConfig();
  database = await createTestDatabase();
  echo = await startEchoSubgraph();
  occupant = createServer();
  await new Promise<void>((resolve) => occupant.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => occupant?.close(resolve));
  await echo?.stop();
  await database?.drop();
  if (savedAmqpUrl !== undefined) process.env.AMQP_URL = savedAmqpUrl;
  resetConfig();
});

/** Runs `sql` on the test's database, on a connection of its own. */
async function rowsOf<Row extends pg.QueryResultRow>(sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The other connections to the test's database, by application name. */
async function connectionsByApplication(): Promise<Record<string, number>> {
  const rows = await rowsOf<{ application_name: string; connections: number }>(
    `select application_name, count(*)::int as connections from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() group by application_name`,
  );
  return Object.fromEntries(rows.map((row) => [row.application_name, row.connections]));
}

test('a gateway whose port is taken rejects its start and leaves no connection to the database open', async () => {
  const { port } = occupant.address() as AddressInfo;
  await expect(
    startGateway({ port, supergraphSdl: echoSupergraph(echo), databaseUrl: database.url }),
  ).rejects.toMatchObject({ code: 'EADDRINUSE' });

  // The rate-limit counters were set up in this database before the listen failed (so there was something to close).
  expect(await rowsOf(`select to_regclass('rate_limits.counters') is not null as created`)).toEqual([
    { created: true },
  ]);
  // A closed connection leaves pg_stat_activity once its server process has ended, just after the client's end; one
  // left open (the LISTEN connection never times out) keeps it there.
  const left = await waitFor(
    async () => {
      const connections = await connectionsByApplication();
      return Object.keys(connections).length === 0 ? connections : undefined;
    },
    { what: 'the gateway’s connections to the database to close' },
  ).catch(async () => connectionsByApplication());
  expect(left).toEqual({});
});
