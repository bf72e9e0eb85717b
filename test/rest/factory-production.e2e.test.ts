/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { randomUUID } from 'node:crypto';
import {
  factoryEnv,
  factoryRest,
  factorySql,
  seedPlan,
  seedTenant,
  seedUser,
  type FactoryUser,
} from '../support/factory.js';
import { startTestStack, type TestStack } from '../support/stack.js';

/**
 * Jobs, the ledger, transactions and reports through the REST surface: the legacy shapes (`_id`, lower-case
 * states, lists and records as CONTRACT.md says), amounts sent as numbers or strings, and the errors the spec
 * names (400 for a bad date range, 404 for an unknown worker). Workers and articles are written straight into
 * the database, so that these routes are tested on their own.
 */
let stack: TestStack;
let admin: FactoryUser;
let superAdmin: FactoryUser;
let tenantId: string;
let articleId: string;
const call = factoryRest(() => stack);
const sql = factorySql(() => stack);

async function seedWorker(name: string) {
  const id = randomUUID();
  await sql(
    `insert into factory.worker (id, tenant_id, name, skills, is_active, created_at, updated_at) values (?, ?, ?, '{}', true, now(), now())`,
    [id, tenantId, name],
  );
  return id;
}

beforeAll(async () => {
  stack = await startTestStack(factoryEnv({ RATE_LIMIT_FACTOR: '0' }));
  const plan = await seedPlan(sql);
  tenantId = (await seedTenant(sql, plan.id)).id;
  admin = await seedUser(sql, tenantId);
  superAdmin = await seedUser(sql, null);
  await sql(
    `insert into factory.tenant_config (id, tenant_id, job_steps, article_attributes, size_range, custom_ledger_types, pagination, created_at, updated_at)
     values (?, ?, ?, '[]', '{"min": 1, "max": 10}', '["bonus"]', '{"defaultPageSize": 2, "maxPageSize": 5}', now(), now())`,
    [
      randomUUID(),
      tenantId,
      JSON.stringify([
        { name: 'Cutting', order: 1, isPaid: true },
        { name: 'Packing', order: 2, isPaid: false },
      ]),
    ],
  );
  articleId = randomUUID();
  await sql(
    `insert into factory.article (id, tenant_id, article_no, name, attributes, step_rates, created_at, updated_at) values (?, ?, 'A-1', 'Kurta', '{}', ?, now(), now())`,
    [articleId, tenantId, JSON.stringify([{ step: 'Cutting', rate: '2.50' }])],
  );
}, 120_000);

afterAll(() => stack?.stop());

describe('/job', () => {
  test('create (201), move a step with PATCH, get, list with body filters, cancel and delete', async () => {
    const worker = await seedWorker('Meena');
    const created = await call(
      'POST',
      '/job/create',
      { jobNo: 'J-100', article: articleId, size: 4, quantity: 10 },
      admin.headers,
    );
    expect(created.status).toBe(201);
    const job = created.body.data.job;
    expect(job).toMatchObject({
      _id: expect.any(String),
      jobNo: 'J-100',
      article: { _id: articleId, articleNo: 'A-1', name: 'Kurta' },
      status: 'active',
      steps: [
        {
          _id: expect.any(String),
          name: 'Cutting',
          order: 1,
          isPaid: true,
          rate: '2.50',
          status: 'pending',
          worker: null,
        },
        { name: 'Packing', order: 2, isPaid: false, rate: '0.00', status: 'pending', worker: null },
      ],
    });
    expect(
      (await call('POST', '/job/create', { jobNo: 'J-100', article: articleId, size: 4, quantity: 1 }, admin.headers))
        .status,
    ).toBe(409);
    expect(
      (await call('POST', '/job/create', { jobNo: 'J-101', article: articleId, size: 11, quantity: 1 }, admin.headers))
        .status,
    ).toBe(400);

    const moved = await call(
      'PATCH',
      `/job/${job._id}`,
      { step: 'Cutting', status: 'completed', worker },
      admin.headers,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data.credited).toBe('25.00');
    expect(moved.body.data.job.steps[0]).toMatchObject({
      status: 'completed',
      worker: { _id: worker, name: 'Meena' },
      completedAt: expect.any(String),
    });
    expect(
      (await call('PATCH', `/job/${job._id}`, { step: 'Cutting', status: 'completed', worker }, admin.headers)).status,
    ).toBe(409);

    const listed = await call(
      'POST',
      '/job',
      { status: 'active', worker, from: '2001-01-01', to: '2001-01-01' },
      admin.headers,
    );
    expect(listed.body).toMatchObject({
      status: 'success',
      results: 1,
      total: 1,
      page: 1,
      limit: 2,
      data: { jobs: [{ _id: job._id }] },
    });
    expect((await call('POST', '/job', { limit: 6 }, admin.headers)).status).toBe(400);
    expect((await call('GET', `/job/${job._id}`, undefined, admin.headers)).body.data.job.steps[0].status).toBe(
      'completed',
    );

    expect((await call('DELETE', `/job/${job._id}`, undefined, admin.headers)).status).toBe(409);
    const cancelled = await call('PATCH', `/job/${job._id}`, { status: 'cancelled' }, admin.headers);
    expect(cancelled.body.data.job.status).toBe('cancelled');

    const spare = await call(
      'POST',
      '/job/create',
      { jobNo: 'J-102', article: articleId, size: 4, quantity: 1 },
      admin.headers,
    );
    expect((await call('DELETE', `/job/${spare.body.data.job._id}`, undefined, admin.headers)).status).toBe(204);
    expect((await call('GET', `/job/${spare.body.data.job._id}`, undefined, admin.headers)).status).toBe(404);
  });

  test('a super-admin names the tenant with x-tenant-id to write', async () => {
    expect(
      (
        await call(
          'POST',
          '/job/create',
          { jobNo: 'J-S', article: articleId, size: 4, quantity: 1 },
          superAdmin.headers,
        )
      ).status,
    ).toBe(400);
    const created = await call(
      'POST',
      '/job/create',
      { jobNo: 'J-S', article: articleId, size: 4, quantity: 1 },
      { ...superAdmin.headers, 'x-tenant-id': tenantId },
    );
    expect(created.status).toBe(201);
  });
});

describe('/ledger', () => {
  test('entries (400 when from is after to, 404 for an unknown worker), adjustments with numbers or strings, the summary', async () => {
    const worker = await seedWorker('Ravi');
    expect(
      (await call('POST', `/ledger/worker/${worker}`, { from: '2025-05-02', to: '2025-05-01' }, admin.headers)).status,
    ).toBe(400);
    const unknown = await call('POST', `/ledger/worker/${randomUUID()}`, {}, admin.headers);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 'error', message: expect.any(String) });

    const credit = await call(
      'POST',
      '/ledger/adjustment',
      { workerId: worker, type: 'credit', amount: 0.1, description: 'bonus', ledgerType: 'bonus' },
      admin.headers,
    );
    expect(credit.status).toBe(201);
    expect(credit.body.data.entry).toMatchObject({
      _id: expect.any(String),
      worker,
      type: 'credit',
      ledgerType: 'bonus',
      amount: '0.10',
      job: null,
      transaction: null,
    });
    await call(
      'POST',
      '/ledger/adjustment',
      { workerId: worker, type: 'credit', amount: '0.2', description: 'correction' },
      admin.headers,
    );
    await call(
      'POST',
      '/ledger/adjustment',
      { workerId: worker, type: 'debit', amount: 0.05, description: 'canteen' },
      admin.headers,
    );
    expect(
      (
        await call(
          'POST',
          '/ledger/adjustment',
          { workerId: worker, type: 'credit', amount: 0.1 + 0.2, description: 'float' },
          admin.headers,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await call(
          'POST',
          '/ledger/adjustment',
          { workerId: worker, type: 'credit', amount: -1, description: 'negative' },
          admin.headers,
        )
      ).status,
    ).toBe(400);
    expect(
      (await call('POST', '/ledger/adjustment', { type: 'credit', amount: 1, description: 'no worker' }, admin.headers))
        .status,
    ).toBe(400);

    const summary = await call('POST', `/ledger/summary/${worker}`, {}, admin.headers);
    expect(summary.body).toEqual({
      status: 'success',
      data: {
        summary: expect.objectContaining({ totalCredit: '0.30', totalDebit: '0.05', balance: '0.25', entries: 3 }),
      },
    });
    const entries = await call('POST', `/ledger/worker/${worker}`, { page: 2 }, admin.headers);
    expect(entries.body).toMatchObject({ status: 'success', results: 1, total: 3, page: 2, limit: 2 });
    expect(entries.body.data.entries).toHaveLength(1);
  });
});

describe('/transaction', () => {
  test('makePayment (201) debits the ledger; create, list, get, update and delete follow the ledger rules', async () => {
    const worker = await seedWorker('Asha');
    const paid = await call(
      'POST',
      '/transaction/makePayment',
      { workerId: worker, amount: 120.5, note: 'week 1' },
      admin.headers,
    );
    expect(paid.status).toBe(201);
    expect(paid.body.data.transaction).toMatchObject({
      _id: expect.any(String),
      worker: { _id: worker, name: 'Asha' },
      amount: '120.50',
      type: 'payment',
      status: 'paid',
      note: 'week 1',
    });
    expect(paid.body.data.entry).toMatchObject({
      type: 'debit',
      ledgerType: 'payment',
      amount: '120.50',
      transaction: paid.body.data.transaction._id,
    });
    const paidId = paid.body.data.transaction._id;

    const pending = await call(
      'POST',
      '/transaction/create',
      { workerId: worker, amount: '30', type: 'advance' },
      admin.headers,
    );
    expect(pending.status).toBe(201);
    expect(pending.body.data.transaction).toMatchObject({ status: 'pending', type: 'advance', amount: '30.00' });
    const pendingId = pending.body.data.transaction._id;
    expect(
      (await call('PATCH', `/transaction/${pendingId}`, { amount: 35 }, admin.headers)).body.data.transaction.amount,
    ).toBe('35.00');
    expect((await call('GET', `/transaction/${pendingId}`, undefined, admin.headers)).body.data.transaction._id).toBe(
      pendingId,
    );

    const listed = await call('POST', '/transaction', { workerId: worker, status: 'paid' }, admin.headers);
    expect(listed.body).toMatchObject({
      status: 'success',
      results: 1,
      total: 1,
      data: { transactions: [{ _id: paidId }] },
    });

    expect((await call('PATCH', `/transaction/${paidId}`, { amount: 1 }, admin.headers)).status).toBe(409);
    expect((await call('DELETE', `/transaction/${paidId}`, undefined, admin.headers)).status).toBe(409);
    expect(
      (await call('PATCH', `/transaction/${paidId}`, { status: 'cancelled' }, admin.headers)).body.data.transaction
        .status,
    ).toBe('cancelled');
    expect((await call('POST', `/ledger/summary/${worker}`, {}, admin.headers)).body.data.summary.balance).toBe('0.00');
    expect((await call('DELETE', `/transaction/${pendingId}`, undefined, admin.headers)).status).toBe(204);
    expect((await call('GET', `/transaction/${pendingId}`, undefined, admin.headers)).status).toBe(404);
    expect(
      (await call('POST', '/transaction/makePayment', { workerId: randomUUID(), amount: 1 }, admin.headers)).status,
    ).toBe(404);
  });
});

describe('/report', () => {
  test('groups by worker, step or day; one article by step; a bad groupBy is 400', async () => {
    const worker = await seedWorker('Zoya');
    const job = (
      await call('POST', '/job/create', { jobNo: 'J-R', article: articleId, size: 2, quantity: 4 }, admin.headers)
    ).body.data.job;
    await call('PATCH', `/job/${job._id}`, { step: 'Cutting', status: 'completed', worker }, admin.headers);
    await call('PATCH', `/job/${job._id}`, { step: 'Packing', status: 'completed', worker }, admin.headers);

    const byWorker = await call('POST', '/report/getTaskReportByGroup', { groupBy: 'worker' }, admin.headers);
    expect(byWorker.status).toBe(200);
    expect(byWorker.body.data.report.groupBy).toBe('worker');
    expect(byWorker.body.data.report.groups).toContainEqual({
      key: worker,
      label: 'Zoya',
      steps: 2,
      pieces: 8,
      amount: '10.00',
    });
    expect((await call('POST', '/report/getTaskReportByGroup', { groupBy: 'colour' }, admin.headers)).status).toBe(400);
    expect(
      (
        await call(
          'POST',
          '/report/getTaskReportByGroup',
          { groupBy: 'day', from: '2025-02-02', to: '2025-02-01' },
          admin.headers,
        )
      ).status,
    ).toBe(400);

    const byArticle = await call('POST', `/report/getReportByArticleId/${articleId}`, {}, admin.headers);
    expect(byArticle.body.data.report.groupBy).toBe('step');
    expect(byArticle.body.data.report.groups.map((group: any) => group.key)).toEqual(['Cutting', 'Packing']);
    expect((await call('POST', `/report/getReportByArticleId/${randomUUID()}`, {}, admin.headers)).status).toBe(404);
  });
});
