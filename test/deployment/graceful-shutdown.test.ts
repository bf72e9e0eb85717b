/* eslint-disable @typescript-eslint/no-explicit-any -- event bodies are checked field by field with expect */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createClient, type Client } from 'graphql-ws';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { PROJECT_ROOT } from '../../platform/project-root.js';
import { mailJob, type QueuedMail } from '../../subgraphs/shared/mail.js';
import { seedEntity, seedTenant, TEST_JWT_SECRET, type TenantUser } from '../support/compliance.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import {
  factoryEnv,
  requestPasswordReset,
  seedPlan,
  seedTenant as seedFactoryTenant,
  seedUser,
} from '../support/factory.js';
import { freePort, startComponent, type ComponentProcess, type ProcessExit } from '../support/processes.js';
import { mailTo, TestSmtpServer } from '../support/smtp.js';
import { holdTableLock, SqlConnection } from '../support/sql-connection.js';
import { graphqlRequest } from '../support/stack.js';
import { waitFor } from '../support/wait.js';
import { queuedJobs, type QueuedJob } from '../support/worker-process.js';

/**
 * SIGTERM, as `docker compose stop` and every orchestrator send it, to the components running as real processes
 * (`node dist/.../main.js`, what docker-compose.yml runs): what is under way finishes with its normal answer (a
 * request held up by a database lock of the test's own, a mail job held up by the mail server), nothing new is
 * taken, idle keep-alive connections are closed, subscriptions are completed, and the process exits 0 within a
 * bound. A job that outlives the queue's grace period is handed back to the queue and done after the restart.
 */

/** How long a component may take from SIGTERM to its exit once nothing holds it any more. */
const EXIT_BOUND_MS = 15_000;
/**
 * How soon a component exits once the last thing it waited for is done: well below the grace periods after which
 * connections are cut (10 s), so that meeting it means nothing had to be cut.
 */
const PROMPT_EXIT_MS = 5_000;
/** The job queue's grace period for a job still running at shutdown (JobQueue.stop). */
const JOB_GRACE_MS = 10_000;

let database: TestDatabase;
let connection: SqlConnection;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  connection = await SqlConnection.open(database.url);
  dataDir = mkdtempSync(join(tmpdir(), 'graceful-shutdown-'));
});

afterAll(async () => {
  await connection?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The environment of every component process of this file: its database and data directory, logs for failure messages. */
const componentEnv = (env: Record<string, string | undefined> = {}) => ({
  NODE_ENV: 'development',
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  AMQP_URL: undefined,
  SMTP_URL: undefined,
  IDP_URL: undefined,
  IDP_SERVICE_KEY: undefined,
  IDP_JWT_SECRET: TEST_JWT_SECRET,
  RATE_LIMIT_FACTOR: '0',
  LOG_LEVEL: 'info',
  ...env,
});

/** A component process listening on a free port given in `portVariable`; `healthPath` is its health check. */
async function startOnFreePort(
  name: string,
  script: string,
  portVariable: string,
  env: Record<string, string | undefined>,
  healthPath = '/health',
) {
  const port = await freePort();
  const component = await startComponent({
    name,
    script,
    env: componentEnv({ ...env, [portVariable]: String(port) }),
    healthUrl: `http://127.0.0.1:${port}${healthPath}`,
  });
  return { component, port, url: `http://127.0.0.1:${port}` };
}

/** How the component ended; fails (and kills it) when it is still running `boundMs` from now. */
async function exitWithin(component: ComponentProcess, boundMs = EXIT_BOUND_MS): Promise<ProcessExit> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), boundMs)));
  const outcome = await Promise.race([component.exited, late]);
  clearTimeout(timer);
  if (outcome === 'late') {
    component.signal('SIGKILL');
    throw new Error(
      `${component.name} was still running ${boundMs} ms after it was told to stop:\n${component.output()}`,
    );
  }
  return outcome;
}

async function expectStillRunning(component: ComponentProcess, forMs = 500): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, forMs));
  expect(await Promise.race([component.exited, Promise.resolve('running')])).toBe('running');
}

/** Whether a new TCP connection to `port` is accepted or refused. */
function tryConnect(port: number): Promise<'accepted' | 'refused'> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    // A connection that reached the listen backlog just as the server closed its listener is reset, not refused:
    // it was not taken either.
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET' ? resolve('refused') : reject(error),
    );
  });
}

const refusesNewConnections = (port: number) =>
  waitFor(async () => ((await tryConnect(port)) === 'refused' ? true : undefined), {
    what: `port ${port} to refuse new connections`,
  });

/**
 * A keep-alive connection that has had one answer and now sits idle in a client's pool; `closed` resolves when the
 * server closes it.
 */
async function idleKeepAliveConnection(port: number, path: string): Promise<{ closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  let received = '';
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) resolve();
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });
  expect(received).toMatch(/^HTTP\/1\.1 200 /);
  expect(received).not.toMatch(/\r\nconnection: close\r\n/i);
  return { closed };
}

/**
 * SIGTERM (and a second signal) to the target while the request `send` makes waits for a lock on `table`: checks that
 * the process closes an idle keep-alive connection (opened on `idlePath`) and refuses new ones while it keeps serving
 * that request, then releases the lock and returns the request's answer.
 */
async function stopWithRequestInFlight(
  target: { component: ComponentProcess; port: number },
  table: string,
  idlePath: string,
  send: () => Promise<Response>,
) {
  const idle = await idleKeepAliveConnection(target.port, idlePath);
  const lock = await holdTableLock(database.url, table);
  let answer: Promise<Response>;
  try {
    answer = send();
    // Wait until the request has reached the database: the subgraph's statement waits for the test's lock.
    let answered = false;
    answer.then(() => (answered = true)).catch(() => (answered = true));
    await waitFor(
      async () => {
        if (answered) {
          const early = await answer;
          throw new Error(
            `The request was answered before it reached the lock: ${early.status} ${await early.clone().text()}`,
          );
        }
        return (await lock.waiting()) > 0 ? true : undefined;
      },
      { what: 'the request to wait for the lock' },
    );
    target.component.signal('SIGTERM');
    // A second signal, as a terminal's Ctrl-C under `npm start` sends (from the terminal, and forwarded by npm), changes nothing.
    target.component.signal('SIGINT');
    await idle.closed;
    await refusesNewConnections(target.port);
    await expectStillRunning(target.component);
  } finally {
    await lock.release();
  }
  return answer;
}

/**
 * A process of the lifecycle alone (`dist/platform/lifecycle.js`): its main registers `closers` (name and how long
 * each takes; `null` never finishes) and keeps running like a server until it is told to stop.
 */
const lifecycleProcesses: ChildProcess[] = [];

function lifecycleProcess(closers: [name: string, ms: number | null][], env: Record<string, string> = {}) {
  const script = `
    import { onShutdown, runMain } from ${JSON.stringify(pathToFileURL(join(PROJECT_ROOT, 'dist/platform/lifecycle.js')).href)};
    runMain(async () => {
      for (const [name, ms] of ${JSON.stringify(closers)}) {
        onShutdown(name, () => new Promise((resolve) => ms !== null && setTimeout(resolve, ms)));
      }
      setInterval(() => undefined, 60_000);
      process.stdout.write('ready\\n');
    });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  lifecycleProcesses.push(child);
  let output = '';
  const exited = new Promise<ProcessExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('ready\n')) resolve();
    });
    void exited.then((exit) =>
      reject(new Error(`The lifecycle process exited (${exit.signal ?? exit.code}) before it was ready:\n${output}`)),
    );
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return { child, ready, exited, output: () => output };
}

describe('the process lifecycle', () => {
  // A test that failed half-way leaves no process behind.
  afterAll(() =>
    lifecycleProcesses.forEach(
      (child) => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'),
    ),
  );

  test('a second signal during the shutdown does not cut it: every closer runs and the exit code is 0', async () => {
    const lifecycle = lifecycleProcess([
      ['database', 100],
      ['server', 1_000],
    ]);
    await lifecycle.ready;
    lifecycle.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    lifecycle.child.kill('SIGINT');
    expect(await lifecycle.exited).toEqual({ code: 0, signal: null });
    const closed = [...lifecycle.output().matchAll(/"name":"(\w+)","msg":"closed"/g)].map((match) => match[1]);
    expect(closed).toEqual(['server', 'database']);
    expect(lifecycle.output()).toContain('already shutting down');
  });

  test('a closer that does not finish within SHUTDOWN_TIMEOUT_MS ends the process with exit code 1, naming it', async () => {
    const started = Date.now();
    const lifecycle = lifecycleProcess(
      [
        ['database', 100],
        ['stuck server', null],
      ],
      { SHUTDOWN_TIMEOUT_MS: '1000' },
    );
    await lifecycle.ready;
    lifecycle.child.kill('SIGTERM');
    expect(await lifecycle.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - started).toBeLessThan(EXIT_BOUND_MS);
    expect(lifecycle.output()).toMatch(
      /"closer":"stuck server","timeoutMs":1000,"msg":"shutdown did not finish in time; exiting"/,
    );
  });
});

describe('a subgraph stopped with a request in flight', () => {
  let training: Awaited<ReturnType<typeof startOnFreePort>>;

  beforeAll(async () => {
    training = await startOnFreePort('training', 'dist/subgraphs/training/main.js', 'TRAINING_PORT', {});
  }, 120_000);
  afterAll(() => training?.component.stop(1_000));

  test('answers it, closes idle connections, refuses new ones and exits 0', async () => {
    const response = await stopWithRequestInFlight(training, 'training.course', '/health', () =>
      fetch(`${training.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ courses(limit: 5) { total items { id } } }' }),
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { courses: { total: 0, items: [] } } });
    expect(await exitWithin(training.component, PROMPT_EXIT_MS)).toEqual({ code: 0, signal: null });
  }, 60_000);
});

describe('the REST adapter and the gateway stopped in front of a running subgraph', () => {
  // Events through the broker when there is one (as docker-compose.yml runs them), else through PostgreSQL.
  const events = process.env.AMQP_URL
    ? { AMQP_URL: process.env.AMQP_URL, EVENTS_EXCHANGE: `test.shutdown.${randomUUID()}` }
    : {};
  let compliance: Awaited<ReturnType<typeof startOnFreePort>>;
  let gateway: Awaited<ReturnType<typeof startOnFreePort>>;
  let rest: Awaited<ReturnType<typeof startOnFreePort>>;
  let owner: TenantUser;
  let entityId: string;

  beforeAll(async () => {
    compliance = await startOnFreePort('compliance', 'dist/subgraphs/compliance/main.js', 'COMPLIANCE_PORT', events);
    const [trainingPort, factoryPort] = [await freePort(), await freePort()];
    gateway = await startOnFreePort('gateway', 'dist/gateway/main.js', 'GATEWAY_PORT', {
      ...events,
      COMPLIANCE_URL: `${compliance.url}/graphql`,
      // Not running: the gateway only ever asks the compliance subgraph here.
      TRAINING_URL: `http://127.0.0.1:${trainingPort}/graphql`,
      FACTORY_URL: `http://127.0.0.1:${factoryPort}/graphql`,
    });
    rest = await startOnFreePort(
      'rest',
      'dist/rest-adapter/main.js',
      'REST_PORT',
      { GATEWAY_URL: `${gateway.url}/graphql` },
      '/compliance/health',
    );
    owner = await seedTenant(connection.sql);
    entityId = await seedEntity(connection.sql, owner.tenantId);
  }, 180_000);
  afterAll(async () => {
    await rest?.component.stop(1_000);
    await gateway?.component.stop(1_000);
    await compliance?.component.stop(1_000);
  });

  test('the REST adapter answers the request in flight, closes idle connections, refuses new ones and exits 0', async () => {
    const response = await stopWithRequestInFlight(rest, 'compliance.business_entity', '/compliance/health', () =>
      fetch(`${rest.url}/compliance/api/v1/entities/${entityId}`, { headers: owner.headers }),
    );
    expect(response.status).toBe(200);
    // Its client sends nothing more on that connection, which closes with the answer: the adapter need not wait for it.
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({
      data: { id: entityId, name: 'Acme Private Limited' },
      version: expect.any(Number),
    });
    expect(await exitWithin(rest.component, PROMPT_EXIT_MS)).toEqual({ code: 0, signal: null });
  }, 60_000);

  test('the gateway completes a live graphql-ws subscription, closes its socket and exits 0', async () => {
    const ask = (query: string, variables: Record<string, unknown> = {}) =>
      graphqlRequest<any>(`${gateway.url}/graphql`, query, variables, owner.headers);
    const received: any[] = [];
    const errors: unknown[] = [];
    let completed = false;
    let closeCode: number | undefined;
    const client: Client = createClient({
      url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: owner.headers.authorization },
      retryAttempts: 0,
      on: { closed: (event) => (closeCode = (event as { code: number }).code) },
    });
    try {
      client.subscribe(
        {
          query: 'subscription ($entityId: ID!) { profileUpdated(entityId: $entityId) { version entity { id } } }',
          variables: { entityId },
        },
        {
          next: (result) => received.push(result.data?.profileUpdated),
          error: (error) => errors.push(error),
          complete: () => (completed = true),
        },
      );
      // Live: profile changes reach the subscriber (the first may come before the gateway is bound to them).
      await waitFor(
        async () => {
          const { data } = await ask('query ($id: ID!) { businessEntity(id: $id) { version } }', { id: entityId });
          // A city of its own each time: a change to the value the profile already holds is no change, and no event.
          const changed = await ask(
            'mutation ($id: ID!, $version: Int, $profileData: JSONObject!) { updateEntityProfile(id: $id, version: $version, profileData: $profileData) { version } }',
            {
              id: entityId,
              version: data.businessEntity.version,
              profileData: { city: `Pune ${data.businessEntity.version}` },
            },
          );
          expect(changed.errors).toBeUndefined();
          // A subscription that ended will never receive anything: say why, rather than time out.
          if (errors.length || completed)
            throw new Error(`The subscription ended: ${JSON.stringify({ completed, errors })}`);
          return waitFor(() => (received.length ? true : undefined), { timeoutMs: 1_500, what: 'an event' }).catch(
            () => undefined,
          );
        },
        { timeoutMs: 45_000, intervalMs: 0, what: 'a profile change to reach the subscriber' },
      ).catch(async (error: unknown) => {
        // What the gateway and the subgraph saw, for a failure message that says where the events stopped.
        const withoutRequests = (component: ComponentProcess) =>
          component
            .output()
            .split('\n')
            .filter((line) => !line.includes('"request completed"'))
            .join('\n')
            .slice(-4000);
        const metrics = await fetch(`${gateway.url}/metrics`)
          .then((response) => response.text())
          .catch((failure: unknown) => String(failure));
        const state = {
          subscription: { received: received.length, errors, completed },
          gatewayOpenSubscriptions: metrics.split('\n').filter((line) => line.startsWith('gateway_subscriptions_open')),
          outbox: await connection.sql(
            'select count(*) filter (where published_at is null)::int as pending, count(*)::int as total from compliance.event_outbox',
          ),
          advisoryLocks: await connection.sql(
            "select pid, mode, granted, objid from pg_locks where locktype = 'advisory'",
          ),
        };
        throw new Error(
          `${String(error)}\n${JSON.stringify(state)}\ngateway log (requests left out):\n${withoutRequests(gateway.component)}\ncompliance log (requests left out):\n${withoutRequests(compliance.component)}`,
        );
      });
      expect(received[0]).toEqual({ version: expect.any(Number), entity: { id: entityId } });

      gateway.component.signal('SIGTERM');
      await waitFor(() => (completed || errors.length ? true : undefined), {
        timeoutMs: EXIT_BOUND_MS,
        what: 'the subscription to end',
      });
      expect({ completed, errors }).toEqual({ completed: true, errors: [] });
      expect(await exitWithin(gateway.component)).toEqual({ code: 0, signal: null });
      await waitFor(() => closeCode, { what: 'the WebSocket to close' });
      // A clean close (Normal Closure or Going Away), not an abnormal one (1006).
      expect([1000, 1001]).toContain(closeCode);
    } finally {
      await client.dispose();
    }
  }, 90_000);

  test('the compliance subgraph, which has published events, closes its outbox relay and its broker connection, if any, and exits 0', async () => {
    compliance.component.signal('SIGTERM');
    expect(await exitWithin(compliance.component, PROMPT_EXIT_MS)).toEqual({ code: 0, signal: null });
    // Every closer reported success (a failing one would have made the exit code 1).
    expect(compliance.component.output()).toMatch(/"name":"compliance subgraph","msg":"closed"/);
    const [pending] = await connection.sql<{ count: number }>(
      'select count(*)::int as count from compliance.event_outbox where published_at is null',
    );
    expect(pending.count).toBe(0);
  });
});

describe('a subgraph stopped while it works a job', () => {
  const smtp = new TestSmtpServer();
  const env = () => factoryEnv({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' });
  let tenantId: string;

  beforeAll(async () => {
    await smtp.start();
    // The first worker migrates the factory schema; the fixtures go in once it has.
    const first = await startOnFreePort('factory', 'dist/subgraphs/factory/main.js', 'FACTORY_PORT', env());
    await first.component.stop();
    const plan = await seedPlan(connection.sql);
    tenantId = (await seedFactoryTenant(connection.sql, plan.id)).id;
  }, 120_000);
  afterAll(() => smtp.stop());

  const mailJobs = () => queuedJobs<QueuedMail>(connection.sql, 'factory', mailJob.name);
  const jobTo = async (email: string): Promise<QueuedJob<QueuedMail> | undefined> =>
    (await mailJobs()).find((job) => job.data.to === email);

  /** A worker process in the middle of sending a password-reset mail: the mail server holds its DATA phase open. */
  async function workerMidSend() {
    const user = await seedUser(connection.sql, tenantId);
    smtp.holdData = true;
    const worker = await startOnFreePort('factory', 'dist/subgraphs/factory/main.js', 'FACTORY_PORT', env());
    await requestPasswordReset(`${worker.url}/graphql`, user.email);
    await waitFor(() => (smtp.held ? true : undefined), {
      timeoutMs: 30_000,
      what: `the worker to send the mail:\n${worker.component.output()}`,
    });
    expect((await jobTo(user.email))?.state).toBe('active');
    return { worker, email: user.email };
  }

  test('a job that finishes within the grace period is done before the process exits 0', async () => {
    const { worker, email } = await workerMidSend();
    worker.component.signal('SIGTERM');
    await refusesNewConnections(worker.port);
    // The queue waits for the job instead of abandoning it.
    await expectStillRunning(worker.component, 1_000);
    smtp.holdData = false;
    await smtp.releaseHeld();

    expect(await exitWithin(worker.component, PROMPT_EXIT_MS)).toEqual({ code: 0, signal: null });
    expect(await jobTo(email)).toMatchObject({ state: 'completed', retryCount: 0 });
    expect(smtp.messages.filter(mailTo(email))).toHaveLength(1);
  }, 90_000);

  test('a job that outlives the grace period is handed back to the queue, and done once the subgraph is back', async () => {
    const { worker, email } = await workerMidSend();
    worker.component.signal('SIGTERM');
    expect(await exitWithin(worker.component, JOB_GRACE_MS + EXIT_BOUND_MS)).toEqual({ code: 0, signal: null });
    // Not lost: waiting for its retry, with the reason the attempt ended.
    expect(await jobTo(email)).toMatchObject({
      state: 'retry',
      output: { value: expect.stringContaining('shut down') },
    });
    smtp.discardHeld();
    smtp.holdData = false;

    const restarted = await startOnFreePort('factory', 'dist/subgraphs/factory/main.js', 'FACTORY_PORT', env());
    try {
      await smtp.waitFor(mailTo(email), 30_000);
      const job = await waitFor(async () => ((await jobTo(email))?.state === 'completed' ? jobTo(email) : undefined), {
        what: 'the job to be completed',
      });
      expect(job.retryCount).toBe(1);
      expect(smtp.messages.filter(mailTo(email))).toHaveLength(1);
    } finally {
      expect(await restarted.component.stop()).toEqual({ code: 0, signal: null });
    }
  }, 120_000);
});
