import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { config } from '../../platform/config.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/database.js';
import { waitFor } from '../../test/support/wait.js';
import { openDatabase } from './database.js';
import { defineJob, JobQueue, type JobDefinition } from './jobs.js';

/** The queue against a real PostgreSQL: a job exists exactly when the transaction that sent it committed. */
describe('JobQueue', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let queue: JobQueue;
  const handled: string[] = [];
  let failuresLeft = 0;
  const recordJob = defineJob<{ label: string }>({
    name: 'test.record',
    handle: ({ label }) => {
      if (label.startsWith('flaky') && failuresLeft > 0) {
        failuresLeft--;
        return Promise.reject(new Error('transient failure'));
      }
      handled.push(label);
      return Promise.resolve();
    },
  });

  const handledJob = (label: string) =>
    waitFor(() => (handled.includes(label) ? true : undefined), {
      timeoutMs: 15_000,
      intervalMs: 50,
      what: `job "${label}" to run`,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openDatabase(database.url, { schema: 'jobs_test', entities: [], migrations: [] });
    queue = await JobQueue.start({
      databaseUrl: database.url,
      schema: 'jobs_test_jobs',
      jobs: [recordJob],
      retryDelaySeconds: 1,
      config: config(),
    });
  });

  afterAll(async () => {
    await queue?.stop();
    await orm?.close();
    await database?.drop();
  });

  test('runs a job sent outside a transaction', async () => {
    await queue.enqueue(orm.em.fork(), recordJob, { label: 'direct' });
    await handledJob('direct');
  });

  test('runs a job of a committed transaction and never one of a rolled-back transaction', async () => {
    await expect(
      orm.em.fork().transactional(async (em) => {
        await queue.enqueue(em, recordJob, { label: 'rolled-back' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await orm.em.fork().transactional(async (em) => {
      await queue.enqueue(em, recordJob, { label: 'committed' });
    });
    await handledJob('committed');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(handled).not.toContain('rolled-back');
  });

  test('retries a failing job until it succeeds', async () => {
    failuresLeft = 1;
    await queue.enqueue(orm.em.fork(), recordJob, { label: 'flaky-1' });
    await handledJob('flaky-1');
    expect(failuresLeft).toBe(0);
  });

  test('refuses a job it does not know', async () => {
    await expect(queue.enqueue(orm.em.fork(), 'test.unknown', {})).rejects.toThrow(/No job "test.unknown"/);
  });
});

describe('JobQueue on a database made by an older release', () => {
  let database: TestDatabase;
  afterAll(() => database?.drop());

  test("brings the existing queue to today's settings (heartbeat, retries)", async () => {
    database = await createTestDatabase();
    const schema = 'upgraded_jobs';
    const before = defineJob({ name: 'test.upgraded', retryLimit: 2, handle: () => Promise.resolve() });
    const after = defineJob({
      name: 'test.upgraded',
      retryLimit: 5,
      heartbeatSeconds: 10,
      handle: () => Promise.resolve(),
    });
    const start = (jobs: JobDefinition[]) =>
      JobQueue.start({ databaseUrl: database.url, schema, jobs, runWorkers: false, config: config() });
    await (await start([before])).stop();
    await (await start([after])).stop();

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select retry_limit, heartbeat_seconds from ${schema}.queue where name = $1`,
        ['test.upgraded'],
      );
      expect(rows).toEqual([{ retry_limit: 5, heartbeat_seconds: 10 }]);
    } finally {
      await client.end();
    }
  });
});

describe('JobQueue and an attempt its workers never heard of', () => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await database?.drop();
  });

  // A claim whose answer was lost with the database connection (PostgreSQL restarted mid-fetch) leaves the job
  // active with no worker on it; without heartbeats it would wait out pg-boss's 15-minute expiry.
  test('retries it once its heartbeats are missed, though the job declares none', async () => {
    database = await createTestDatabase();
    const schema = 'lost_claim_jobs';
    const attempts: number[] = [];
    const job = defineJob<{ label: string }>({
      name: 'test.lost-claim',
      handle: (_data, { attempt }) => {
        attempts.push(attempt);
        return Promise.resolve();
      },
    });
    const start = (runWorkers: boolean) =>
      JobQueue.start({
        databaseUrl: database.url,
        schema,
        jobs: [job],
        runWorkers,
        retryDelaySeconds: 1,
        config: config(),
      });
    const enqueuing = await start(false);
    queues.push(enqueuing);
    const orm = await openDatabase(database.url, { schema: 'lost_claim', entities: [], migrations: [] });
    try {
      await enqueuing.enqueue(orm.em.fork(), job, { label: 'lost' });
    } finally {
      await orm.close();
    }
    const claimant = new PgBoss({ connectionString: database.url, schema, supervise: false, schedule: false });
    await claimant.start();
    expect(await claimant.fetch(job.name)).toHaveLength(1);
    await claimant.stop({ graceful: false });

    queues.push(await start(true));
    await waitFor(() => (attempts.length ? true : undefined), {
      timeoutMs: 90_000,
      what: 'the lost attempt to be retried',
    });
    expect(attempts).toEqual([2]);
  }, 120_000);
});
