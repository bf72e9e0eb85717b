/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createClient, type Client } from 'graphql-ws';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import {
  startEmbeddedPostgres,
  stopEmbeddedPostgresImmediately,
  type EmbeddedDatabase,
} from '../../platform/database/embedded-postgres.js';
import { TestAuditLogServer } from '../support/audit-log-server.js';
import {
  complianceEnv,
  complianceSql,
  seedEntity,
  seedTenant as seedComplianceTenant,
  type TenantUser,
} from '../support/compliance.js';
import {
  factoryEnv,
  factorySql,
  seedPlan,
  seedTenant as seedFactoryTenant,
  seedUser as seedFactoryUser,
  type FactoryUser,
} from '../support/factory.js';
import { freePort } from '../support/processes.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { answerOf, trainingSql, type Answer } from '../support/training-rest.js';
import { PublicFormServers } from '../support/training.js';
import { waitFor } from '../support/wait.js';

/**
 * PostgreSQL restarted under load: the whole stack over a private PostgreSQL that is stopped at once (SIGQUIT, as
 * `pg_ctl -m immediate`: connections cut mid-query, no checkpoint) and started again on the same data directory
 * and port, while clients write and read through the REST surface of all three services. Requests in flight and
 * during the outage fail cleanly (503 in each service's error shape), the pools, job workers, outbox relay and
 * the gateway's event stream recover by themselves, and every acknowledged write is there afterwards, whole.
 */

/** A request that takes longer than this is taken as hung. */
const REQUEST_BOUND_MS = 30_000;
/** How long the stack may take to serve writes again once PostgreSQL accepts connections. */
const RECOVERY_DEADLINE_MS = 60_000;
/** Deadlines of background work (jobs, events) catching up: generous, the machine is shared. */
const CATCH_UP_DEADLINE_MS = 90_000;
const CLIENTS_PER_SERVICE = 2;
/** Below the ENTERPRISE plan's 100 entities per tenant; a compliance client moves on to a fresh tenant there. */
const ENTITIES_PER_TENANT = 90;
const COMPLIANCE_TENANTS = 30;

type Service = 'training' | 'compliance' | 'factory';
const SERVICES: Service[] = ['training', 'compliance', 'factory'];
type Phase = 'before' | 'outage' | 'after';

interface Sample {
  readonly service: Service;
  readonly phase: Phase;
  readonly request: string;
  readonly expectedStatus: number;
  readonly answer?: Answer;
  /** The request failed (connection reset, unreadable body) or outlived REQUEST_BOUND_MS. */
  readonly failure?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `answer` is a 503 in the documented error shape of `service` (see the shapes in test/support). */
function isCleanUnavailable(service: Service, answer: Answer): boolean {
  if (answer.status !== 503 || typeof answer.body !== 'object' || answer.body === null) return false;
  const body = answer.body as Record<string, unknown>;
  const keys = Object.keys(body).sort().join(',');
  const correlated =
    typeof body.correlationId === 'string' &&
    UUID.test(body.correlationId) &&
    body.correlationId === answer.headers.get('x-correlation-id');
  switch (service) {
    case 'training':
      return (
        keys === 'correlationId,message,status' &&
        body.status === 'error' &&
        typeof body.message === 'string' &&
        correlated
      );
    case 'compliance':
      return (
        keys === 'code,correlationId,error' &&
        body.code === 'SERVICE_UNAVAILABLE' &&
        typeof body.error === 'string' &&
        correlated
      );
    case 'factory':
      return keys === 'message,status' && body.status === 'error' && typeof body.message === 'string';
  }
}

let postgresDir: string;
let postgresPort: number;
let postgres: EmbeddedDatabase;
let stack: TestStack;
const forms = new PublicFormServers();
const auditLog = new TestAuditLogServer();
const subscribers: Client[] = [];
let factoryAdmin: FactoryUser;
const complianceTenants: TenantUser[] = [];
let watchedOwner: TenantUser;
let watchedEntity: string;
const trainingQuery = trainingSql(() => stack);
const complianceQuery = complianceSql(() => stack);
const factoryQuery = factorySql(() => stack);

/** Crashes of the process under test: an 'error' event nobody listens to, a rejected promise nobody awaits. */
const crashes: unknown[] = [];
const recordCrash = (error: unknown) => crashes.push(error);

beforeAll(async () => {
  process.on('uncaughtException', recordCrash);
  process.on('unhandledRejection', recordCrash);
  postgresDir = mkdtempSync(join(tmpdir(), 'restarted-postgres-'));
  postgresPort = await freePort();
  postgres = await startEmbeddedPostgres(postgresDir, postgresPort);
  await Promise.all([forms.start(), auditLog.start()]);
  stack = await startTestStack(
    {
      ...complianceEnv(),
      ...factoryEnv(),
      ...forms.env(),
      IDP_URL: undefined,
      IDP_SERVICE_KEY: undefined,
      AUDIT_LOG_URL: auditLog.url,
      AMQP_URL: undefined,
      EVENTS_EXCHANGE: `test.database-restart.${randomUUID()}`,
      RATE_LIMIT_FACTOR: '0',
    },
    // The whole private server is discarded afterwards, so there is no database of its own to drop.
    { url: postgres.url, drop: () => Promise.resolve() },
  );

  const plan = await seedPlan(factoryQuery, {
    limits: { maxWorkers: 1_000_000 },
    rateLimits: { maxRequests: 1_000_000, windowMs: 900_000 },
  });
  const tenant = await seedFactoryTenant(factoryQuery, plan.id);
  await factoryQuery(`update factory.tenant set settings = ? where id = ?`, [
    JSON.stringify({ maxUsers: 5, maxWorkers: 1_000_000 }),
    tenant.id,
  ]);
  factoryAdmin = await seedFactoryUser(factoryQuery, tenant.id);
  for (let i = 0; i < COMPLIANCE_TENANTS; i++) complianceTenants.push(await seedComplianceTenant(complianceQuery));
  watchedOwner = await seedComplianceTenant(complianceQuery);
  watchedEntity = await seedEntity(
    complianceQuery,
    watchedOwner.tenantId,
    { registeredAddress: 'Before Street 1' },
    'Acme Restart Private Limited',
  );
}, 180_000);

afterAll(async () => {
  try {
    await Promise.all(subscribers.map((client) => client.dispose()));
    await stack?.stop();
  } finally {
    // Whatever failed above, the private server must not outlive the test.
    await postgres?.stop();
    await Promise.all([forms.stop(), auditLog.stop()]);
    if (postgresDir) rmSync(postgresDir, { recursive: true, force: true });
    process.off('uncaughtException', recordCrash);
    process.off('unhandledRejection', recordCrash);
  }
});

async function send(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${stack.restUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_BOUND_MS),
  });
  return answerOf(response);
}

/** What the clients were told was written: each must be in the database afterwards. */
const acknowledged = {
  enquiries: [] as string[],
  workers: [] as string[],
  entities: [] as string[],
  /** Profile updates: the entity and the version the update was acknowledged with. */
  profileUpdates: [] as { entityId: string; version: number }[],
};

/**
 * Clients of all three services, each writing and reading in a loop until stopped, recording every answer with
 * the phase it was sent in.
 */
function startLoad(phase: () => Phase) {
  const samples: Sample[] = [];
  let running = true;

  /** Sends a request of `route` (e.g. 'POST /contact') to `path`, recording its answer; answers it when it was `expectedStatus`. */
  const request = async (
    service: Service,
    route: string,
    expectedStatus: number,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const sample = { service, phase: phase(), request: route, expectedStatus };
    try {
      const answer = await send(route.split(' ')[0], path, body, headers);
      samples.push({ ...sample, answer });
      return answer.status === expectedStatus ? answer : undefined;
    } catch (error) {
      samples.push({
        ...sample,
        failure:
          error instanceof Error
            ? `${error.name}: ${error.message} ${String((error as any).cause ?? '')}`
            : String(error),
      });
      return undefined;
    }
  };

  const trainingClient = async () => {
    while (running) {
      const contact = {
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        message: 'Courses after a restart?',
        challengeToken: `pass-${randomUUID()}`,
      };
      const created = await request('training', 'POST /contact', 201, '/training/api/v1/contact', contact);
      if (created) acknowledged.enquiries.push(created.body.data.id);
      await request('training', 'GET /courses', 200, '/training/api/v1/courses');
    }
  };

  const factoryClient = async () => {
    const headers = factoryAdmin.headers;
    while (running) {
      const created = await request(
        'factory',
        'POST /worker/create',
        201,
        '/factory/api/v1/worker/create',
        { name: `Worker ${randomUUID().slice(0, 8)}` },
        headers,
      );
      if (created) acknowledged.workers.push(created.body.data.worker._id);
      await request('factory', 'GET /worker', 200, '/factory/api/v1/worker?limit=5', undefined, headers);
    }
  };

  const complianceClient = async () => {
    let owner: TenantUser | undefined;
    let attempts = ENTITIES_PER_TENANT;
    while (running) {
      // A create answered 503 may still have committed, so every attempt counts against the plan's limit.
      if (attempts >= ENTITIES_PER_TENANT) {
        owner = complianceTenants.pop();
        if (!owner) throw new Error('the load outran the seeded compliance tenants; seed more');
        attempts = 0;
      }
      attempts++;
      const headers = owner!.headers;
      const created = await request(
        'compliance',
        'POST /api/v1/entities',
        201,
        '/compliance/api/v1/entities',
        { tenantId: owner!.tenantId, name: 'Restart Private Limited', profileData: { cin: 'U1' } },
        headers,
      );
      if (!created) continue;
      const entityId: string = created.body.data.id;
      acknowledged.entities.push(entityId);
      const updated = await request(
        'compliance',
        'PATCH /api/v1/entities/:id',
        200,
        `/compliance/api/v1/entities/${entityId}`,
        { version: 1, profileData: { registeredAddress: 'Main Street 1' } },
        headers,
      );
      if (updated) acknowledged.profileUpdates.push({ entityId, version: updated.body.version });
      await request(
        'compliance',
        'GET /api/v1/entities/:id',
        200,
        `/compliance/api/v1/entities/${entityId}`,
        undefined,
        headers,
      );
    }
  };

  const clients = SERVICES.flatMap((service) =>
    Array.from({ length: CLIENTS_PER_SERVICE }, () =>
      ({ training: trainingClient, compliance: complianceClient, factory: factoryClient })[service](),
    ),
  );
  const writesOf = (service: Service, of: Phase) =>
    samples.filter(
      (sample) =>
        sample.service === service &&
        sample.phase === of &&
        sample.request.startsWith('POST ') &&
        sample.answer?.status === sample.expectedStatus,
    ).length;
  const answersOf = (service: Service, of: Phase) =>
    samples.filter((sample) => sample.service === service && sample.phase === of).length;

  return {
    samples,
    /** Waits until every service has acknowledged `count` writes sent in phase `of`. */
    writesAcknowledged: (of: Phase, count: number, timeoutMs: number) =>
      waitFor(() => (SERVICES.every((service) => writesOf(service, of) >= count) ? true : undefined), {
        timeoutMs,
        what: `${count} acknowledged writes per service sent in phase "${of}"`,
      }),
    /** Waits until every service has answered `count` requests sent in phase `of`. */
    answered: (of: Phase, count: number) =>
      waitFor(() => (SERVICES.every((service) => answersOf(service, of) >= count) ? true : undefined), {
        timeoutMs: RECOVERY_DEADLINE_MS,
        what: `${count} answers per service sent in phase "${of}"`,
      }),
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

const PROFILE_UPDATED = `subscription ($entityId: ID!) { profileUpdated(entityId: $entityId) { entityId version changes { field newValue } } }`;

/** A graphql-ws subscriber to `watchedEntity`'s profile updates, collecting what arrives. */
async function subscribeToWatchedEntity() {
  const client = createClient({
    url: stack.gatewayUrl.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: watchedOwner.headers.authorization },
    retryAttempts: 0,
    lazy: false,
  });
  subscribers.push(client);
  const received = { events: [] as any[], errors: [] as unknown[], completed: false };
  client.subscribe(
    { query: PROFILE_UPDATED, variables: { entityId: watchedEntity } },
    {
      next: (result) => (result.errors ? received.errors.push(...result.errors) : received.events.push(result.data)),
      error: (error) => received.errors.push(error),
      complete: () => (received.completed = true),
    },
  );
  await waitFor(() => (stack.gateway.subscriptions.live() >= 1 ? true : undefined), {
    what: 'the subscription to be live',
  });
  return received;
}

const healthOf = async (url: string) =>
  (await fetch(new URL('/health', url), { signal: AbortSignal.timeout(REQUEST_BOUND_MS) })).status;

describe('PostgreSQL restarted under load', () => {
  test('fails requests cleanly with 503, recovers by itself, and loses nothing acknowledged', async () => {
    const subscriber = await subscribeToWatchedEntity();

    let phase: Phase = 'before';
    const load = startLoad(() => phase);
    try {
      await load.writesAcknowledged('before', 5, RECOVERY_DEADLINE_MS);

      phase = 'outage';
      await stopEmbeddedPostgresImmediately(postgresDir);
      await load.answered('outage', 10);
      for (const subgraph of Object.values(stack.subgraphs)) expect(await healthOf(subgraph.url)).toBe(500);

      postgres = await startEmbeddedPostgres(postgresDir, postgresPort);
      phase = 'after';
      await load.writesAcknowledged('after', 5, RECOVERY_DEADLINE_MS);
    } finally {
      await load.stop();
    }

    // No request hung or was cut: each got an answer, which was what it asked for or a clean 503.
    const samples = load.samples;
    expect(samples.filter((sample) => sample.failure)).toEqual([]);
    const unclean = samples.filter(
      (sample) =>
        sample.answer!.status !== sample.expectedStatus && !isCleanUnavailable(sample.service, sample.answer!),
    );
    expect(
      unclean.map(({ service, phase: sentIn, request, answer }) => ({
        service,
        sentIn,
        request,
        status: answer!.status,
        body: answer!.body,
      })),
    ).toEqual([]);
    // The outage was felt by every service, and each recovered.
    for (const service of SERVICES) {
      expect(samples.some((sample) => sample.service === service && sample.answer!.status === 503)).toBe(true);
    }
    for (const subgraph of Object.values(stack.subgraphs)) expect(await healthOf(subgraph.url)).toBe(200);
    expect(crashes).toEqual([]);

    // Updates made as soon as the database is back, whether or not the gateway's event stream listens again yet:
    // those it does not hear live, its subscriptions read from the outbox when it does. The subscriber opened
    // before the outage receives each of them, once, in order, and its subscription never ended.
    const updatedVersions: number[] = [];
    for (let index = 0; index < 3; index++) {
      const current = await send(
        'GET',
        `/compliance/api/v1/entities/${watchedEntity}`,
        undefined,
        watchedOwner.headers,
      );
      const updated = await send(
        'PATCH',
        `/compliance/api/v1/entities/${watchedEntity}`,
        { version: current.body.version, profileData: { registeredAddress: `After Street ${index}` } },
        watchedOwner.headers,
      );
      expect(updated.status).toBe(200);
      updatedVersions.push(updated.body.version as number);
    }
    await waitFor(() => subscriber.events.find((event) => event.profileUpdated.version === updatedVersions.at(-1)), {
      timeoutMs: CATCH_UP_DEADLINE_MS,
      what: 'the profile updates after the restart to reach the subscriber',
    });
    expect(subscriber.events.map((event) => event.profileUpdated.version)).toEqual(updatedVersions);
    expect({ errors: subscriber.errors, completed: subscriber.completed }).toEqual({ errors: [], completed: false });

    // Nothing acknowledged is lost.
    const ids = async (query: (sql: string) => Promise<{ id: string }[]>, sql: string) =>
      new Set((await query(sql)).map((row) => row.id));
    const enquiries = await ids(trainingQuery, `select id from training.enquiry`);
    const workers = await ids(factoryQuery, `select id from factory.worker`);
    const entities = await complianceQuery<{ id: string; version: number }>(
      `select id, version from compliance.business_entity`,
    );
    expect(acknowledged.enquiries.filter((id) => !enquiries.has(id))).toEqual([]);
    expect(acknowledged.workers.filter((id) => !workers.has(id))).toEqual([]);
    const versions = new Map(entities.map((entity) => [entity.id, Number(entity.version)]));
    expect(acknowledged.entities.filter((id) => !versions.has(id))).toEqual([]);
    expect(acknowledged.profileUpdates.filter(({ entityId, version }) => versions.get(entityId) !== version)).toEqual(
      [],
    );

    // Nothing is half-written: each worker has its audit entry; each entity its creation entry and, per version
    // past the first, an update entry and a published event.
    const unaudited = await factoryQuery(
      `select w.id from factory.worker w where not exists (select 1 from factory.audit_log a where a.entity_id = w.id::text and a.action = 'worker.create')`,
    );
    expect(unaudited).toEqual([]);
    const incomplete = await complianceQuery(
      `select e.id, e.version,
         (select count(*) from compliance.audit_event a where a.entity_id = e.id and a.action = 'ENTITY_CREATED')::int as created,
         (select count(*) from compliance.audit_event a where a.entity_id = e.id and a.action = 'ENTITY_PROFILE_UPDATED')::int as updates,
         (select count(*) from compliance.event_outbox o where o.event_type = 'profile.updated' and o.payload->>'entityId' = e.id::text)::int as events
       from compliance.business_entity e`,
    );
    expect(
      incomplete.filter(
        (row: any) =>
          row.id !== watchedEntity &&
          (row.created !== 1 || row.updates !== row.version - 1 || row.events !== row.version - 1),
      ),
    ).toEqual([]);

    // The outbox relay and the job workers caught up: every event is published, every audit entry forwarded.
    await waitFor(
      async () =>
        (await complianceQuery(`select id from compliance.event_outbox where published_at is null`)).length === 0
          ? true
          : undefined,
      {
        timeoutMs: CATCH_UP_DEADLINE_MS,
        what: 'the outbox relay to publish every event',
      },
    );
    const auditEntries = await factoryQuery<{ id: string }>(`select id from factory.audit_log`);
    await waitFor(
      () => {
        const forwarded = new Set(auditLog.entries.map((entry) => entry.id));
        return auditEntries.every((entry) => forwarded.has(entry.id)) ? true : undefined;
      },
      { timeoutMs: CATCH_UP_DEADLINE_MS, what: 'every factory audit entry to be forwarded by the job workers' },
    );
  });
});
