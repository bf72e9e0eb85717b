import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { resetConfig } from '../../platform/config.js';
import { erpMetricJob, type QueuedErpMetric } from '../../subgraphs/compliance/erp/erp-metric.job.js';
import { complianceSubgraph } from '../../subgraphs/compliance/subgraph.js';
import { factorySubgraph } from '../../subgraphs/factory/subgraph.js';
import type { SubgraphName } from '../../subgraphs/index.js';
import { mailJob, type QueuedMail } from '../../subgraphs/shared/mail.js';
import { startSubgraph, type RunningSubgraph, type SubgraphDefinition } from '../../subgraphs/shared/server.js';
import { complianceEnv, seedEntity, seedTenant as seedComplianceTenant } from '../support/compliance.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import {
  factoryEnv,
  requestPasswordReset,
  seedPlan,
  seedTenant as seedFactoryTenant,
  seedUser,
} from '../support/factory.js';
import type { ComponentProcess } from '../support/processes.js';
import { mailTo, TestSmtpServer } from '../support/smtp.js';
import { SqlConnection } from '../support/sql-connection.js';
import { graphqlRequest } from '../support/stack.js';
import { waitFor } from '../support/wait.js';
import { killNow, queuedJobs, startSubgraphWorker, type QueuedJob } from '../support/worker-process.js';

/**
 * Worker processes SIGKILLed in the middle of a job, and the job done once by the next instance: a mail (the
 * mail server holds the DATA phase open while the sender dies) and an ERP metric (the test holds a lock that
 * the job waits for). Each job is queued by an API-only instance, worked by a child process that is killed,
 * and finished by an in-process instance started afterwards. The kill before the effect shows that the lost
 * attempt is retried; the kill after the effect (the job's completion held back by a lock on its queue row)
 * shows what the retry does with work already done. Extraction killed mid-attempt is covered by
 * subgraphs/compliance/documents/extraction-queue.test.ts.
 */

/** The application name of the test's own database connections, which survive `endConnectionsOfTheKilled`. */
const TEST_CONNECTION = 'fault-test';

/**
 * Kills the worker, then ends what it left in PostgreSQL: the server notices a dead client only when it next
 * writes to it, so a backend blocked on one of the test's locks would carry on once the lock is released (and
 * an autocommit statement, such as the queue marking the job done, would commit). A server does the same on
 * its own once TCP keepalive or client_connection_check_interval notices the lost client.
 */
async function killWorker(worker: ComponentProcess, connection: SqlConnection): Promise<void> {
  await killNow(worker);
  await connection.sql(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name <> ?`,
    [TEST_CONNECTION],
  );
}

function configure(env: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfig();
}

/** The state every test of a subgraph shares: its database, its environment and the instance running now. */
class Scenario {
  running: RunningSubgraph | undefined;
  database!: TestDatabase;
  connection!: SqlConnection;

  constructor(
    readonly name: SubgraphName,
    private readonly definition: SubgraphDefinition,
    readonly env: Record<string, string | undefined>,
  ) {}

  async open(): Promise<void> {
    this.database = await createTestDatabase();
    this.connection = await SqlConnection.open(this.database.url, TEST_CONNECTION);
  }

  /** An in-process instance; `runJobWorkers: false` only queues (an API-only instance). */
  async start(options: { runJobWorkers?: boolean } = {}): Promise<RunningSubgraph> {
    configure(this.env);
    this.running = await startSubgraph(this.definition, { port: 0, databaseUrl: this.database.url, ...options });
    return this.running;
  }

  async stopInstance(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }

  startWorkerProcess(): Promise<ComponentProcess> {
    return startSubgraphWorker(this.name, { ...this.env, DATABASE_URL: this.database.url });
  }

  jobs<TData>(queue: string): Promise<QueuedJob<TData>[]> {
    return queuedJobs<TData>(this.connection.sql, this.name, queue);
  }

  /** The job of `queue` that `matches`, once it is in `state`. */
  jobIn<TData>(
    queue: string,
    state: string,
    matches: (job: QueuedJob<TData>) => boolean,
    timeoutMs = 90_000,
  ): Promise<QueuedJob<TData>> {
    return waitFor(async () => (await this.jobs<TData>(queue)).find((job) => matches(job) && job.state === state), {
      timeoutMs,
      intervalMs: 250,
      what: `a ${queue} job in state ${state}`,
    });
  }

  /** Locks the queue row of a job in an open transaction, so that the job's completion waits; returns the release. */
  async holdCompletionOf(jobId: string): Promise<() => Promise<void>> {
    const holder = await SqlConnection.open(this.database.url, TEST_CONNECTION);
    await holder.sql('begin');
    await holder.sql(`select id from "${this.name}_jobs".job where id = ? for update`, [jobId]);
    return async () => {
      await holder.sql('rollback');
      await holder.close();
    };
  }

  async close(): Promise<void> {
    await this.stopInstance();
    await this.connection?.close();
    await this.database?.drop();
  }
}

describe('a worker killed while it sends a mail', () => {
  const smtp = new TestSmtpServer();
  let factory: Scenario;

  beforeAll(async () => {
    await smtp.start();
    factory = new Scenario(
      'factory',
      factorySubgraph,
      factoryEnv({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1', RATE_LIMIT_FACTOR: '0' }),
    );
    await factory.open();
  });

  afterAll(async () => {
    await factory?.close();
    await smtp.stop();
  });

  /** A password-reset mail queued by an API-only instance, which is stopped again: the job waits for a worker. */
  async function queueResetMail(): Promise<string> {
    const api = await factory.start({ runJobWorkers: false });
    const sql = <T>(query: string, params: unknown[] = []) => api.orm.em.fork().execute<T[]>(query, params);
    const plan = await seedPlan(sql);
    const tenant = await seedFactoryTenant(sql, plan.id);
    const user = await seedUser(sql, tenant.id);
    await requestPasswordReset(api.url, user.email);
    await factory.stopInstance();
    return user.email;
  }

  /** A worker process that has begun sending the mail: the server holds its DATA phase open. */
  async function workerMidSend(): Promise<ComponentProcess> {
    smtp.holdData = true;
    const worker = await factory.startWorkerProcess();
    await waitFor(() => (smtp.held ? true : undefined), {
      timeoutMs: 60_000,
      what: `the worker to send the mail:\n${worker.output()}`,
    });
    return worker;
  }

  test('killed before the server took the mail: the next instance sends it, and it arrives exactly once', async () => {
    const email = await queueResetMail();
    const worker = await workerMidSend();
    await killWorker(worker, factory.connection);
    // The sender died before the server answered: no mail was received.
    smtp.discardHeld();
    smtp.holdData = false;

    await factory.start();
    const mail = await smtp.waitFor(mailTo(email), 60_000);
    const job = await factory.jobIn<QueuedMail>(mailJob.name, 'completed', (candidate) => candidate.data.to === email);
    expect(job.retryCount).toBeGreaterThanOrEqual(1);
    expect(mail).toMatchObject({ to: [email], subject: 'Reset your factory password', messageId: job.data.messageId });
    expect(smtp.messages.filter(mailTo(email))).toHaveLength(1);
    await factory.stopInstance();
  });

  test('killed after the server took the mail but before the job was done: it is sent again with the same Message-ID', async () => {
    const email = await queueResetMail();
    const worker = await workerMidSend();
    const active = await factory.jobIn<QueuedMail>(mailJob.name, 'active', (candidate) => candidate.data.to === email);
    const releaseCompletion = await factory.holdCompletionOf(active.id);
    try {
      // The server answers 250: the mail is delivered, but the worker cannot record the job as done.
      await smtp.releaseHeld();
      smtp.holdData = false;
      await smtp.waitFor(mailTo(email));
      await killWorker(worker, factory.connection);
    } finally {
      await releaseCompletion();
    }

    await factory.start();
    await factory.jobIn<QueuedMail>(mailJob.name, 'completed', (candidate) => candidate.data.to === email);
    // SMTP cannot tell the retry that the first attempt got through; the fixed Message-ID lets a receiver drop it.
    const deliveries = smtp.messages.filter(mailTo(email));
    expect(deliveries).toHaveLength(2);
    expect(new Set(deliveries.map((mail) => mail.messageId))).toEqual(new Set([active.data.messageId]));
    await factory.stopInstance();
  });
});

describe('a worker killed while it stores an ERP metric', () => {
  let compliance: Scenario;

  beforeAll(async () => {
    compliance = new Scenario('compliance', complianceSubgraph, complianceEnv({ RATE_LIMIT_FACTOR: '0' }));
    await compliance.open();
  });

  afterAll(() => compliance?.close());

  /** A metric accepted by the ERP webhook of an API-only instance, which is stopped again; returns its referenceId. */
  async function queueMetric(): Promise<string> {
    const api = await compliance.start({ runJobWorkers: false });
    const sql = <T>(query: string, params: unknown[] = []) => api.orm.em.fork().execute<T[]>(query, params);
    const { tenantId } = await seedComplianceTenant(sql);
    const entityId = await seedEntity(sql, tenantId);
    const answer = await graphqlRequest<{ submitErpMetric: { referenceId: string } }>(
      api.url,
      `mutation($input: SubmitErpMetricInput!) { submitErpMetric(input: $input) { referenceId } }`,
      { input: { tenantId, entityId, metricType: 'NET_WORTH', metricValue: 1_250_000.5 } },
    );
    expect(answer.errors).toBeUndefined();
    await compliance.stopInstance();
    return answer.data!.submitErpMetric.referenceId;
  }

  /** Holds an exclusive lock on the metric table in an open transaction; returns the release (idempotent). */
  async function lockMetricTable(): Promise<() => Promise<void>> {
    await compliance.connection.sql('begin');
    await compliance.connection.sql('lock table compliance.financial_metric in access exclusive mode');
    let held = true;
    return async () => {
      if (!held) return;
      held = false;
      await compliance.connection.sql('commit');
    };
  }

  const blockedOnMetricTable = async () => {
    const [row] = await compliance.connection.sql<{ waiting: number }>(
      `select count(*)::int as waiting from pg_locks where relation = 'compliance.financial_metric'::regclass and not granted`,
    );
    return row.waiting > 0 ? true : undefined;
  };

  /** Rows that storing the metric wrote: the metric and its audit entry. */
  async function storedFor(referenceId: string) {
    const sql = compliance.connection.sql;
    const [metrics] = await sql<{ count: number }>(
      `select count(*)::int as count from compliance.financial_metric where reference_id = ?`,
      [referenceId],
    );
    const [audits] = await sql<{ count: number }>(
      `select count(*)::int as count from compliance.audit_event where action = 'FINANCIAL_METRIC_RECORDED' and details->>'referenceId' = ?`,
      [referenceId],
    );
    return { metrics: metrics.count, audits: audits.count };
  }

  const isMetric = (referenceId: string) => (job: QueuedJob<QueuedErpMetric>) => job.data.referenceId === referenceId;

  test('killed while it waits to store: the next instance stores the metric exactly once', async () => {
    const referenceId = await queueMetric();
    const releaseTable = await lockMetricTable();
    let worker: ComponentProcess | undefined;
    try {
      worker = await compliance.startWorkerProcess();
      await waitFor(blockedOnMetricTable, { timeoutMs: 60_000, what: 'the worker to wait for the metric table' });
      await killWorker(worker, compliance.connection);
    } finally {
      await releaseTable();
    }
    expect(await storedFor(referenceId)).toEqual({ metrics: 0, audits: 0 });

    await compliance.start();
    const job = await compliance.jobIn(erpMetricJob.name, 'completed', isMetric(referenceId));
    expect(job.retryCount).toBeGreaterThanOrEqual(1);
    expect(await storedFor(referenceId)).toEqual({ metrics: 1, audits: 1 });
    await compliance.stopInstance();
  });

  test('killed after the metric committed but before the job was done: the retry stores nothing twice', async () => {
    const referenceId = await queueMetric();
    const releaseTable = await lockMetricTable();
    let releaseCompletion: (() => Promise<void>) | undefined;
    try {
      const worker = await compliance.startWorkerProcess();
      await waitFor(blockedOnMetricTable, { timeoutMs: 60_000, what: 'the worker to wait for the metric table' });
      const active = await compliance.jobIn(erpMetricJob.name, 'active', isMetric(referenceId));
      releaseCompletion = await compliance.holdCompletionOf(active.id);
      await releaseTable();
      await waitFor(async () => ((await storedFor(referenceId)).metrics ? true : undefined), {
        what: 'the worker to commit the metric',
      });
      await killWorker(worker, compliance.connection);
    } finally {
      await releaseTable();
      await releaseCompletion?.();
    }
    expect(await storedFor(referenceId)).toEqual({ metrics: 1, audits: 1 });

    await compliance.start();
    const job = await compliance.jobIn(erpMetricJob.name, 'completed', isMetric(referenceId));
    expect(job.retryCount).toBeGreaterThanOrEqual(1);
    expect(await storedFor(referenceId)).toEqual({ metrics: 1, audits: 1 });
    await compliance.stopInstance();
  });
});
