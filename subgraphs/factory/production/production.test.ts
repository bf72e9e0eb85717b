import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { seedPlan, seedTenant, seedUser, startFactory, type FactoryUser } from '../../../test/support/factory.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';

/**
 * The production rules end to end through the factory subgraph: jobs and their steps, the exactly-once credit
 * of a completed paid step, exact money, the ledger's range and summary, payments and reports.
 */

const STEP = 'id name order isPaid rate status worker { id name } completedAt';
const JOB = `id jobNo status quantity size completedAt article { id articleNo } steps { ${STEP} }`;
const CREATE_JOB = `mutation ($input: CreateFactoryJobInput!) { createFactoryJob(input: $input) { ${JOB} } }`;
const MOVE = `mutation ($id: ID!, $input: MoveFactoryJobStepInput!) { moveFactoryJobStep(id: $id, input: $input) { credited job { ${JOB} } } }`;
const SUMMARY = `query ($workerId: ID!, $from: String, $to: String) { factoryLedgerSummary(workerId: $workerId, from: $from, to: $to) { totalCredit totalDebit balance entries } }`;
const LEDGER = `query ($workerId: ID!, $from: String, $to: String) { factoryLedgerEntries(workerId: $workerId, from: $from, to: $to) { total items { type ledgerType amount jobId jobStepId transactionId description } } }`;
const PAY = `mutation ($input: MakeFactoryPaymentInput!) { makeFactoryPayment(input: $input) { transaction { id status amount } ledgerEntry { type ledgerType amount transactionId } } }`;
const REPORT = `query ($input: FactoryTaskReportInput!) { factoryTaskReport(input: $input) { groups { key label steps pieces amount } totals { steps pieces amount } } }`;

interface Step {
  id: string;
  name: string;
  status: string;
  rate: string;
  worker: { id: string } | null;
}
interface JobData {
  id: string;
  status: string;
  steps: Step[];
}

let factory: SubgraphUnderTest;
let admin: FactoryUser;
let otherAdmin: FactoryUser;
let tenantId: string;
let articleId: string;

const JOB_STEPS = [
  { name: 'cutting', order: 1, isPaid: true },
  { name: 'stitching', order: 2, isPaid: true },
  { name: 'checking', order: 3, isPaid: false },
];

async function seedConfig(tenant: string, customLedgerTypes: string[] = []) {
  await factory.sql(
    `insert into factory.tenant_config (id, tenant_id, job_steps, article_attributes, size_range, custom_ledger_types, pagination, created_at, updated_at)
     values (?, ?, ?, '[]', ?, ?, ?, now(), now())`,
    [
      randomUUID(),
      tenant,
      JSON.stringify(JOB_STEPS),
      JSON.stringify({ min: 28, max: 44 }),
      JSON.stringify(customLedgerTypes),
      JSON.stringify({ defaultPageSize: 20, maxPageSize: 50 }),
    ],
  );
}

async function seedWorker(tenant: string, name = `Worker ${randomUUID().slice(0, 6)}`) {
  const id = randomUUID();
  await factory.sql(
    `insert into factory.worker (id, tenant_id, name, skills, is_active, created_at, updated_at) values (?, ?, ?, '{}', true, now(), now())`,
    [id, tenant, name],
  );
  return id;
}

async function seedArticle(tenant: string, stepRates: { step: string; rate: string }[]) {
  const id = randomUUID();
  await factory.sql(
    `insert into factory.article (id, tenant_id, article_no, name, attributes, step_rates, created_at, updated_at) values (?, ?, ?, 'Shirt', '{}', ?, now(), now())`,
    [id, tenant, `ART-${id.slice(0, 6)}`, JSON.stringify(stepRates)],
  );
  return id;
}

const createJob = async (quantity: number, article = articleId, headers = admin.headers) =>
  (
    await factory.ok<{ createFactoryJob: JobData }>(
      CREATE_JOB,
      { input: { jobNo: `J-${randomUUID().slice(0, 8)}`, articleId: article, size: 32, quantity } },
      headers,
    )
  ).createFactoryJob;
const move = (id: string, step: string, status: string, workerId?: string) =>
  factory.gql<{ moveFactoryJobStep: { credited: string | null; job: JobData } }>(
    MOVE,
    { id, input: { step, status, workerId } },
    admin.headers,
  );
const summary = async (workerId: string, range: { from?: string; to?: string } = {}) =>
  (
    await factory.ok<{
      factoryLedgerSummary: { totalCredit: string; totalDebit: string; balance: string; entries: number };
    }>(SUMMARY, { workerId, ...range }, admin.headers)
  ).factoryLedgerSummary;

beforeAll(async () => {
  factory = await startFactory();
  const plan = await seedPlan(factory.sql);
  tenantId = (await seedTenant(factory.sql, plan.id)).id;
  const otherTenant = (await seedTenant(factory.sql, plan.id)).id;
  admin = await seedUser(factory.sql, tenantId);
  otherAdmin = await seedUser(factory.sql, otherTenant);
  await seedConfig(tenantId, ['bonus']);
  await seedConfig(otherTenant);
  articleId = await seedArticle(tenantId, [
    { step: 'cutting', rate: '0.10' },
    { step: 'stitching', rate: '0.20' },
  ]);
});
afterAll(async () => {
  await factory?.stop();
});

describe('jobs', () => {
  test('copies the configured steps with the article’s rates, moves them forward and completes the job with its last step', async () => {
    const worker = await seedWorker(tenantId);
    const job = await createJob(3);
    expect(job.steps.map(({ name, rate, status }) => ({ name, rate, status }))).toEqual([
      { name: 'cutting', rate: '0.10', status: 'PENDING' },
      { name: 'stitching', rate: '0.20', status: 'PENDING' },
      { name: 'checking', rate: '0.00', status: 'PENDING' },
    ]);
    expect((await move(job.id, 'cutting', 'IN_PROGRESS', worker)).data?.moveFactoryJobStep.credited).toBeNull();
    expect((await move(job.id, 'cutting', 'COMPLETED')).data?.moveFactoryJobStep.credited).toBe('0.30');
    expect((await move(job.id, 'cutting', 'COMPLETED', worker)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await move(job.id, 'stitching', 'COMPLETED')).errors?.[0]?.message).toMatch(/needs its worker/);
    expect((await move(job.id, 'stitching', 'COMPLETED', worker)).data?.moveFactoryJobStep.credited).toBe('0.60');
    const last = (await move(job.id, 'checking', 'COMPLETED', worker)).data!.moveFactoryJobStep;
    expect(last.credited).toBeNull();
    expect(last.job.status).toBe('COMPLETED');
    // 0.1 × 3 + 0.2 × 3 is 0.90 exactly, not 0.9000000000000001.
    expect(await summary(worker)).toEqual({ totalCredit: '0.90', totalDebit: '0.00', balance: '0.90', entries: 2 });
  });

  test('credits a paid step exactly once when the same completion arrives many times at once', async () => {
    const worker = await seedWorker(tenantId);
    const job = await createJob(7);
    const results = await Promise.all(Array.from({ length: 8 }, () => move(job.id, 'stitching', 'COMPLETED', worker)));
    expect(results.filter((result) => result.data).length).toBe(1);
    expect(results.filter((result) => result.errors?.[0]?.extensions?.code === 'CONFLICT').length).toBe(7);
    const credits = await factory.sql<{ amount: string }>(
      `select amount::text from factory.ledger_entry where job_id = ?`,
      [job.id],
    );
    expect(credits).toEqual([{ amount: '1.40' }]);
  });

  test('refuses a size outside the range, an unknown step, a cancelled job’s moves and deleting a job that credited someone', async () => {
    const bad = await factory.failure(
      CREATE_JOB,
      { input: { jobNo: 'J-big', articleId, size: 50, quantity: 1 } },
      admin.headers,
    );
    expect(bad.code).toBe('VALIDATION_ERROR');
    const worker = await seedWorker(tenantId);
    const job = await createJob(2);
    expect((await move(job.id, 'ironing', 'COMPLETED', worker)).errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    await move(job.id, 'cutting', 'COMPLETED', worker);
    const deleted = await factory.failure(
      `mutation ($id: ID!) { deleteFactoryJob(id: $id) }`,
      { id: job.id },
      admin.headers,
    );
    expect(deleted.code).toBe('CONFLICT');
    await factory.ok(`mutation ($id: ID!) { cancelFactoryJob(id: $id) { status } }`, { id: job.id }, admin.headers);
    expect((await move(job.id, 'stitching', 'COMPLETED', worker)).errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const untouched = await createJob(1);
    await factory.ok(`mutation ($id: ID!) { deleteFactoryJob(id: $id) }`, { id: untouched.id }, admin.headers);
    expect(await factory.sql(`select id from factory.job_step where job_id = ?`, [untouched.id])).toEqual([]);
    expect(
      await factory.sql(`select action from factory.audit_log where entity_id = ? and action = 'job.delete'`, [
        untouched.id,
      ]),
    ).toHaveLength(1);
  });

  test('lists jobs by worker and status; active jobs ignore the date range; another tenant sees none', async () => {
    const worker = await seedWorker(tenantId);
    const job = await createJob(4);
    await move(job.id, 'cutting', 'IN_PROGRESS', worker);
    const LIST = `query ($filter: FactoryJobFilter) { factoryJobs(filter: $filter) { total items { id } } }`;
    const past = { from: '2001-01-01', to: '2001-01-02' };
    const mine = await factory.ok<{ factoryJobs: { total: number; items: { id: string }[] } }>(
      LIST,
      { filter: { workerId: worker, ...past } },
      admin.headers,
    );
    expect(mine.factoryJobs.items.map((item) => item.id)).toEqual([job.id]);
    const completedInThePast = await factory.ok<{ factoryJobs: { total: number } }>(
      LIST,
      { filter: { status: 'COMPLETED', ...past } },
      admin.headers,
    );
    expect(completedInThePast.factoryJobs.total).toBe(0);
    const theirs = await factory.ok<{ factoryJobs: { total: number } }>(LIST, {}, otherAdmin.headers);
    expect(theirs.factoryJobs.total).toBe(0);
    expect(
      (await factory.failure(`query ($id: ID!) { factoryJob(id: $id) { id } }`, { id: job.id }, otherAdmin.headers))
        .code,
    ).toBe('NOT_FOUND');
  });
});

describe('ledger', () => {
  test('answers 400 when from is after to, and NOT_FOUND for another tenant’s worker', async () => {
    const worker = await seedWorker(tenantId);
    expect(
      (await factory.failure(LEDGER, { workerId: worker, from: '2025-03-02', to: '2025-03-01' }, admin.headers)).code,
    ).toBe('VALIDATION_ERROR');
    expect((await factory.failure(LEDGER, { workerId: worker }, otherAdmin.headers)).code).toBe('NOT_FOUND');
  });

  test('sums adjustments exactly, within a range for the totals and over all time for the balance', async () => {
    const worker = await seedWorker(tenantId);
    const ADJUST = `mutation ($input: CreateFactoryLedgerAdjustmentInput!) { createFactoryLedgerAdjustment(input: $input) { amount ledgerType } }`;
    for (const [amount, date] of [
      ['0.10', '2025-01-10T10:00:00Z'],
      ['0.20', '2025-01-11T10:00:00Z'],
      ['0.70', '2025-02-01T10:00:00Z'],
    ] as const) {
      await factory.ok(
        ADJUST,
        { input: { workerId: worker, type: 'CREDIT', amount, description: 'correction', date } },
        admin.headers,
      );
    }
    await factory.ok(
      ADJUST,
      {
        input: {
          workerId: worker,
          type: 'DEBIT',
          amount: '0.3',
          description: 'canteen',
          ledgerType: 'bonus',
          date: '2025-01-12T10:00:00Z',
        },
      },
      admin.headers,
    );
    expect(await summary(worker, { from: '2025-01-01', to: '2025-01-31' })).toEqual({
      totalCredit: '0.30',
      totalDebit: '0.30',
      balance: '0.70',
      entries: 3,
    });
    const refused = await Promise.all([
      factory.failure(
        ADJUST,
        { input: { workerId: worker, type: 'CREDIT', amount: '0', description: 'x' } },
        admin.headers,
      ),
      factory.failure(
        ADJUST,
        { input: { workerId: worker, type: 'CREDIT', amount: '1.005', description: 'x' } },
        admin.headers,
      ),
      factory.failure(
        ADJUST,
        { input: { workerId: worker, type: 'CREDIT', amount: '1', description: 'x', ledgerType: 'payment' } },
        admin.headers,
      ),
    ]);
    expect(refused.map((failure) => failure.code)).toEqual([
      'VALIDATION_ERROR',
      'VALIDATION_ERROR',
      'VALIDATION_ERROR',
    ]);
  });
});

describe('payments', () => {
  test('records a paid transaction and its ledger debit together', async () => {
    const worker = await seedWorker(tenantId);
    const paid = await factory.ok<{
      makeFactoryPayment: {
        transaction: { id: string; status: string; amount: string };
        ledgerEntry: Record<string, unknown>;
      };
    }>(PAY, { input: { workerId: worker, amount: '250.5', note: 'week 1' } }, admin.headers);
    expect(paid.makeFactoryPayment.transaction).toMatchObject({ status: 'PAID', amount: '250.50' });
    expect(paid.makeFactoryPayment.ledgerEntry).toEqual({
      type: 'DEBIT',
      ledgerType: 'payment',
      amount: '250.50',
      transactionId: paid.makeFactoryPayment.transaction.id,
    });
    expect((await summary(worker)).balance).toBe('-250.50');
  });

  test('leaves neither the transaction nor the debit when writing the debit fails', async () => {
    const worker = await seedWorker(tenantId);
    // A real failure inside the database transaction: the ledger refuses this one worker's entries.
    await factory.sql(`create or replace function factory.refuse_ledger_entry() returns trigger as $$ begin
        if new.worker_id = '${worker}' then raise exception 'ledger unavailable'; end if; return new; end $$ language plpgsql`);
    await factory.sql(
      `create trigger refuse_ledger_entry before insert on factory.ledger_entry for each row execute function factory.refuse_ledger_entry()`,
    );
    try {
      const result = await factory.gql(
        PAY,
        { input: { workerId: worker, amount: '100', note: 'doomed' } },
        admin.headers,
      );
      expect(result.errors).toBeDefined();
    } finally {
      await factory.sql(`drop trigger refuse_ledger_entry on factory.ledger_entry`);
    }
    expect(await factory.sql(`select id from factory."transaction" where worker_id = ?`, [worker])).toEqual([]);
    expect(await factory.sql(`select id from factory.ledger_entry where worker_id = ?`, [worker])).toEqual([]);
  });

  test('reverses a cancelled payment with a credit and refuses to delete it; deletes a pending one', async () => {
    const worker = await seedWorker(tenantId);
    const paid = await factory.ok<{ makeFactoryPayment: { transaction: { id: string } } }>(
      PAY,
      { input: { workerId: worker, amount: '40' } },
      admin.headers,
    );
    const id = paid.makeFactoryPayment.transaction.id;
    const UPDATE = `mutation ($id: ID!, $input: UpdateFactoryTransactionInput!) { updateFactoryTransaction(id: $id, input: $input) { status amount } }`;
    const DELETE = `mutation ($id: ID!) { deleteFactoryTransaction(id: $id) }`;
    expect((await factory.failure(UPDATE, { id, input: { amount: '41' } }, admin.headers)).code).toBe('CONFLICT');
    expect((await factory.failure(DELETE, { id }, admin.headers)).code).toBe('CONFLICT');
    await factory.ok(UPDATE, { id, input: { status: 'CANCELLED' } }, admin.headers);
    expect(await summary(worker)).toEqual({ totalCredit: '40.00', totalDebit: '40.00', balance: '0.00', entries: 2 });
    expect((await factory.failure(DELETE, { id }, admin.headers)).code).toBe('CONFLICT');

    const pending = await factory.ok<{ createFactoryTransaction: { id: string } }>(
      `mutation ($input: CreateFactoryTransactionInput!) { createFactoryTransaction(input: $input) { id } }`,
      { input: { workerId: worker, amount: '5' } },
      admin.headers,
    );
    await factory.ok(DELETE, { id: pending.createFactoryTransaction.id }, admin.headers);
    expect((await summary(worker)).entries).toBe(2);
  });
});

describe('reports', () => {
  test('groups completed steps with their pieces and exact amounts, by the database', async () => {
    const plan = await seedPlan(factory.sql);
    const tenant = (await seedTenant(factory.sql, plan.id)).id;
    const reporter = await seedUser(factory.sql, tenant);
    await seedConfig(tenant);
    const article = await seedArticle(tenant, [
      { step: 'cutting', rate: '0.10' },
      { step: 'stitching', rate: '0.20' },
    ]);
    const [asha, ravi] = [await seedWorker(tenant, 'Asha'), await seedWorker(tenant, 'Ravi')];
    const first = await createJob(3, article, reporter.headers);
    const second = await createJob(5, article, reporter.headers);
    const moveAs = (id: string, step: string, workerId: string) =>
      factory.ok(MOVE, { id, input: { step, status: 'COMPLETED', workerId } }, reporter.headers);
    await moveAs(first.id, 'cutting', asha);
    await moveAs(first.id, 'stitching', ravi);
    await moveAs(first.id, 'checking', ravi);
    await moveAs(second.id, 'cutting', asha);

    const byWorker = await factory.ok<{ factoryTaskReport: unknown }>(
      REPORT,
      { input: { groupBy: 'WORKER' } },
      reporter.headers,
    );
    expect(byWorker.factoryTaskReport).toEqual({
      groups: [
        { key: asha, label: 'Asha', steps: 2, pieces: 8, amount: '0.80' },
        { key: ravi, label: 'Ravi', steps: 2, pieces: 6, amount: '0.60' },
      ],
      totals: { steps: 4, pieces: 14, amount: '1.40' },
    });
    const byStep = await factory.ok<{ factoryTaskReport: { groups: unknown[] } }>(
      REPORT,
      { input: { groupBy: 'STEP' } },
      reporter.headers,
    );
    expect(byStep.factoryTaskReport.groups).toEqual([
      { key: 'cutting', label: 'cutting', steps: 2, pieces: 8, amount: '0.80' },
      { key: 'stitching', label: 'stitching', steps: 1, pieces: 3, amount: '0.60' },
      { key: 'checking', label: 'checking', steps: 1, pieces: 3, amount: '0.00' },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await factory.ok<{ factoryTaskReport: { groups: unknown[] } }>(
      REPORT,
      { input: { groupBy: 'DAY', from: today, to: today } },
      reporter.headers,
    );
    expect(byDay.factoryTaskReport.groups).toEqual([
      { key: today, label: today, steps: 4, pieces: 14, amount: '1.40' },
    ]);
    const lastYear = await factory.ok<{ factoryTaskReport: { groups: unknown[] } }>(
      REPORT,
      { input: { groupBy: 'DAY', to: '2001-01-01' } },
      reporter.headers,
    );
    expect(lastYear.factoryTaskReport.groups).toEqual([]);
    const otherArticle = await seedArticle(tenant, [{ step: 'cutting', rate: '9.99' }]);
    await moveAs((await createJob(2, otherArticle, reporter.headers)).id, 'cutting', asha);
    const byArticle = await factory.ok<{ factoryTaskReport: { groups: unknown[] } }>(
      REPORT,
      { input: { groupBy: 'ARTICLE' } },
      reporter.headers,
    );
    // Named by article number and name, in that order.
    expect(byArticle.factoryTaskReport.groups).toEqual(
      [
        { key: article, label: `ART-${article.slice(0, 6)} Shirt`, steps: 4, pieces: 14, amount: '1.40' },
        { key: otherArticle, label: `ART-${otherArticle.slice(0, 6)} Shirt`, steps: 1, pieces: 2, amount: '19.98' },
      ].sort((a, b) => (a.label < b.label ? -1 : 1)),
    );
    const ARTICLE = `query ($articleId: ID!) { factoryArticleReport(articleId: $articleId) { totals { steps pieces amount } } }`;
    expect(
      (await factory.ok<{ factoryArticleReport: unknown }>(ARTICLE, { articleId: article }, reporter.headers))
        .factoryArticleReport,
    ).toEqual({ totals: { steps: 4, pieces: 14, amount: '1.40' } });
    expect((await factory.failure(ARTICLE, { articleId: article }, admin.headers)).code).toBe('NOT_FOUND');
  });
});
