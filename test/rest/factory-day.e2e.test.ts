/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
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
 * A day of a factory through REST, as the issue tells it: the super-admin configures the tenant; its admin
 * sets the master data, takes on workers, adds an article, runs a job through all its steps, looks at a
 * worker's ledger and balance, pays them and reads the reports. A second tenant's admin sees none of it.
 */
let stack: TestStack;
let superAdmin: FactoryUser;
let admin: FactoryUser;
let outsider: FactoryUser;
let tenantId: string;
const call = factoryRest(() => stack);
const sql = factorySql(() => stack);

beforeAll(async () => {
  stack = await startTestStack(factoryEnv({ RATE_LIMIT_FACTOR: '0' }));
  const plan = await seedPlan(sql);
  tenantId = (await seedTenant(sql, plan.id)).id;
  const otherTenant = (await seedTenant(sql, plan.id)).id;
  superAdmin = await seedUser(sql, null);
  admin = await seedUser(sql, tenantId);
  outsider = await seedUser(sql, otherTenant);
}, 120_000);

afterAll(() => stack?.stop());

test('configuration → master data → workers → article → a job through all its steps → ledger → payment → reports; a second tenant sees none of it', async () => {
  const ok = async (method: string, path: string, body: unknown, expected: number, headers = admin.headers) => {
    const response = await call(method, path, body, headers);
    expect({
      path,
      status: response.status,
      body: response.status === expected ? 'as expected' : response.body,
    }).toEqual({ path, status: expected, body: 'as expected' });
    return response.body;
  };

  // Morning: the super-admin sets the tenant up.
  await ok(
    'POST',
    '/tenant-config',
    {
      tenantId,
      jobSteps: [
        { name: 'Cutting', order: 1, isPaid: true },
        { name: 'Stitching', order: 2, isPaid: true },
        { name: 'Quality check', order: 3, isPaid: false },
      ],
      articleAttributes: [{ name: 'color', label: 'Colour', type: 'string', isRequired: true }],
      sizeRange: { min: 28, max: 44 },
      customLedgerTypes: ['bonus'],
      pagination: { defaultPageSize: 20, maxPageSize: 100 },
    },
    201,
    superAdmin.headers,
  );

  // The admin's master data, workers and article.
  await ok('POST', '/master-data-values', { attributeName: 'color', values: ['indigo', 'white'] }, 201);
  const meena = (
    await ok('POST', '/worker/create', { name: 'Meena', phone: '+91 98450 00001', skills: ['cutting'] }, 201)
  ).data.worker;
  const ravi = (await ok('POST', '/worker/create', { name: 'Ravi', skills: ['stitching'] }, 201)).data.worker;
  const article = (
    await ok(
      'POST',
      '/article/create',
      {
        articleNo: 'SH-01',
        name: 'Oxford shirt',
        attributes: { color: 'indigo' },
        stepRates: [
          { step: 'Cutting', rate: 1.5 },
          { step: 'Stitching', rate: '4.25' },
        ],
      },
      201,
    )
  ).data.article;

  // The job of the day: 40 shirts of size 40 through every step.
  const job = (
    await ok('POST', '/job/create', { jobNo: 'JOB-0001', article: article._id, size: 40, quantity: 40 }, 201)
  ).data.job;
  expect(job.steps.map((step: any) => [step.name, step.rate])).toEqual([
    ['Cutting', '1.50'],
    ['Stitching', '4.25'],
    ['Quality check', '0.00'],
  ]);
  await ok('PATCH', `/job/${job._id}`, { step: 'Cutting', status: 'in_progress', worker: meena._id }, 200);
  expect((await ok('PATCH', `/job/${job._id}`, { step: 'Cutting', status: 'completed' }, 200)).data.credited).toBe(
    '60.00',
  );
  expect(
    (await ok('PATCH', `/job/${job._id}`, { step: 'Stitching', status: 'completed', worker: ravi._id }, 200)).data
      .credited,
  ).toBe('170.00');
  const finished = (
    await ok('PATCH', `/job/${job._id}`, { step: 'Quality check', status: 'completed', worker: meena._id }, 200)
  ).data.job;
  expect(finished.status).toBe('completed');
  await ok('PATCH', `/job/${job._id}`, { step: 'Stitching', status: 'completed', worker: ravi._id }, 409);

  // Ravi's ledger and balance, a payment, and the balance after it.
  const ledger = (await ok('POST', `/ledger/worker/${ravi._id}`, {}, 200)).data.entries;
  expect(ledger).toEqual([
    expect.objectContaining({ type: 'credit', ledgerType: 'job_step', amount: '170.00', job: job._id }),
  ]);
  expect((await ok('POST', `/ledger/summary/${ravi._id}`, {}, 200)).data.summary).toMatchObject({
    totalCredit: '170.00',
    totalDebit: '0.00',
    balance: '170.00',
  });
  const payment = (
    await ok('POST', '/transaction/makePayment', { workerId: ravi._id, amount: 100, note: 'day wage' }, 201)
  ).data;
  expect(payment.transaction).toMatchObject({ status: 'paid', amount: '100.00' });
  expect((await ok('POST', `/ledger/summary/${ravi._id}`, {}, 200)).data.summary).toMatchObject({
    totalCredit: '170.00',
    totalDebit: '100.00',
    balance: '70.00',
  });
  // Ravi has ledger entries: deleting him would lose his balance.
  await ok('DELETE', `/worker/${ravi._id}`, undefined, 409);

  // Evening: the reports.
  const byWorker = (await ok('POST', '/report/getTaskReportByGroup', { groupBy: 'worker' }, 200)).data.report;
  expect(byWorker.groups).toEqual([
    { key: meena._id, label: 'Meena', steps: 2, pieces: 80, amount: '60.00' },
    { key: ravi._id, label: 'Ravi', steps: 1, pieces: 40, amount: '170.00' },
  ]);
  expect(byWorker.totals).toEqual({ steps: 3, pieces: 120, amount: '230.00' });
  const byArticle = (await ok('POST', `/report/getReportByArticleId/${article._id}`, {}, 200)).data.report;
  expect(byArticle.groups.map((group: any) => [group.key, group.amount])).toEqual([
    ['Cutting', '60.00'],
    ['Stitching', '170.00'],
    ['Quality check', '0.00'],
  ]);

  // The other tenant sees none of it.
  const other = outsider.headers;
  expect((await ok('POST', '/job', {}, 200, other)).total).toBe(0);
  await ok('GET', `/job/${job._id}`, undefined, 404, other);
  await ok('POST', `/ledger/worker/${ravi._id}`, {}, 404, other);
  await ok('POST', `/ledger/summary/${ravi._id}`, {}, 404, other);
  expect((await ok('POST', '/transaction', {}, 200, other)).total).toBe(0);
  await ok('GET', `/transaction/${payment.transaction._id}`, undefined, 404, other);
  expect(
    (await ok('POST', '/report/getTaskReportByGroup', { groupBy: 'worker' }, 200, other)).data.report.groups,
  ).toEqual([]);
  await ok('POST', `/report/getReportByArticleId/${article._id}`, {}, 404, other);
  expect((await ok('GET', '/worker', undefined, 200, other)).total).toBe(0);
  await ok('PATCH', `/job/${job._id}`, { step: 'Cutting', status: 'completed', worker: meena._id }, 404, other);
  await ok('POST', '/transaction/makePayment', { workerId: ravi._id, amount: 1 }, 404, other);
  // Nor can it change or delete any of it.
  await ok(
    'POST',
    '/ledger/adjustment',
    { workerId: ravi._id, type: 'debit', amount: 5, description: 'foreign' },
    404,
    other,
  );
  await ok('PATCH', `/transaction/${payment.transaction._id}`, { note: 'hijacked' }, 404, other);
  await ok('DELETE', `/transaction/${payment.transaction._id}`, undefined, 404, other);
  await ok('DELETE', `/job/${job._id}`, undefined, 404, other);
  // Configured, so that it is the article's owner that refuses the job, not a missing configuration.
  await ok(
    'POST',
    '/tenant-config',
    {
      tenantId: outsider.tenantId,
      jobSteps: [{ name: 'Cutting', order: 1, isPaid: true }],
      articleAttributes: [],
      sizeRange: { min: 1, max: 50 },
    },
    201,
    superAdmin.headers,
  );
  await ok('POST', '/job/create', { jobNo: 'FOREIGN-1', article: article._id, size: 8, quantity: 1 }, 404, other);
  await ok('PATCH', `/worker/${ravi._id}`, { name: 'Hijacked' }, 404, other);
  await ok('DELETE', `/article/${article._id}`, undefined, 404, other);
  expect((await ok('POST', `/ledger/summary/${ravi._id}`, {}, 200)).data.summary).toMatchObject({
    totalCredit: '170.00',
    totalDebit: '100.00',
    balance: '70.00',
  });
  expect((await ok('GET', `/transaction/${payment.transaction._id}`, undefined, 200)).data.transaction.note).toBe(
    'day wage',
  );
  expect((await ok('GET', `/worker/${ravi._id}`, undefined, 200)).data.worker.name).toBe('Ravi');
  expect((await ok('GET', `/job/${job._id}`, undefined, 200)).data.job.status).toBe('completed');
});
