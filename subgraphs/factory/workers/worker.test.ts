import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { seedPlan, seedTenant, seedUser, startFactory, type FactoryUser } from '../../../test/support/factory.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';

const WORKER = 'id tenantId name phone skills isActive';
const CREATE = `mutation ($input: CreateFactoryWorkerInput!) { createFactoryWorker(input: $input) { ${WORKER} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateFactoryWorkerInput!) { updateFactoryWorker(id: $id, input: $input) { ${WORKER} } }`;
const DELETE = `mutation ($id: ID!) { deleteFactoryWorker(id: $id) { id } }`;
const INIT_DEFAULT = `mutation { initFactoryDefaultWorker { worker { ${WORKER} } created } }`;

interface WorkerData {
  id: string;
  tenantId: string;
  name: string;
}

let factory: SubgraphUnderTest;
let admin: FactoryUser;
let superAdmin: FactoryUser;
let tenantId: string;

beforeAll(async () => {
  factory = await startFactory();
  const plan = await seedPlan(factory.sql);
  tenantId = (await seedTenant(factory.sql, plan.id)).id;
  admin = await seedUser(factory.sql, tenantId);
  superAdmin = await seedUser(factory.sql, null);
});
afterAll(() => factory?.stop());

const create = async (name: string) =>
  (await factory.ok<{ createFactoryWorker: WorkerData }>(CREATE, { input: { name } }, admin.headers))
    .createFactoryWorker;

describe('workers', () => {
  test('keeps the name "None" for the default worker alone: it cannot be created, taken or given up', async () => {
    const { initFactoryDefaultWorker: seeded } = await factory.ok<{
      initFactoryDefaultWorker: { worker: WorkerData; created: boolean };
    }>(INIT_DEFAULT, {}, admin.headers);
    expect(seeded).toMatchObject({ created: true, worker: { name: 'None', tenantId } });
    expect((await factory.failure(CREATE, { input: { name: ' NONE ' } }, admin.headers)).code).toBe('VALIDATION_ERROR');
    const worker = await create('Meena');
    expect((await factory.failure(UPDATE, { id: worker.id, input: { name: 'None' } }, admin.headers)).code).toBe(
      'VALIDATION_ERROR',
    );
    expect(
      (await factory.failure(UPDATE, { id: seeded.worker.id, input: { name: 'Somebody' } }, admin.headers)).code,
    ).toBe('VALIDATION_ERROR');
    const again = await factory.ok<{ initFactoryDefaultWorker: { worker: WorkerData; created: boolean } }>(
      INIT_DEFAULT,
      {},
      admin.headers,
    );
    expect(again.initFactoryDefaultWorker).toMatchObject({ created: false, worker: { id: seeded.worker.id } });
  });

  test('refuses to delete a worker still assigned to a job step (CONFLICT), and keeps it', async () => {
    const worker = await create('Assigned');
    const articleId = randomUUID();
    const jobId = randomUUID();
    await factory.sql(
      `insert into factory.article (id, tenant_id, article_no, name, created_at, updated_at) values (?, ?, ?, 'Boot', now(), now())`,
      [articleId, tenantId, `B-${articleId.slice(0, 6)}`],
    );
    await factory.sql(
      `insert into factory.job (id, tenant_id, job_no, article_id, size, quantity, status, created_at, updated_at) values (?, ?, 'J-1', ?, 8, 5, 'active', now(), now())`,
      [jobId, tenantId, articleId],
    );
    await factory.sql(
      `insert into factory.job_step (id, tenant_id, job_id, name, "order", is_paid, rate, status, worker_id, updated_at) values (?, ?, ?, 'Cutting', 1, true, 2.50, 'in_progress', ?, now())`,
      [randomUUID(), tenantId, jobId, worker.id],
    );
    const refused = await factory.failure(DELETE, { id: worker.id }, admin.headers);
    expect(refused).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/still assigned/) });
    expect(await factory.sql(`select id from factory.worker where id = ?`, [worker.id])).toHaveLength(1);
  });

  test('a super-admin must name the tenant a worker goes to', async () => {
    expect((await factory.failure(CREATE, { input: { name: 'Nobody’s' } }, superAdmin.headers)).message).toMatch(
      /x-tenant-id/,
    );
    const placed = await factory.ok<{ createFactoryWorker: WorkerData }>(
      CREATE,
      { input: { name: 'Placed' } },
      { ...superAdmin.headers, 'x-tenant-id': tenantId },
    );
    expect(placed.createFactoryWorker.tenantId).toBe(tenantId);
    expect(
      (
        await factory.failure(
          CREATE,
          { input: { name: 'Lost' } },
          { ...superAdmin.headers, 'x-tenant-id': randomUUID() },
        )
      ).code,
    ).toBe('NOT_FOUND');
  });

  test('answers NOT_FOUND for an id that is none, and UNAUTHORIZED without a token', async () => {
    expect((await factory.failure(`query { factoryWorker(id: "42") { id } }`, {}, admin.headers)).code).toBe(
      'NOT_FOUND',
    );
    expect((await factory.failure(`query { factoryWorkers { total } }`)).code).toBe('UNAUTHORIZED');
  });
});
