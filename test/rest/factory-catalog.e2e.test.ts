/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { randomUUID } from 'node:crypto';
import {
  factoryEnv,
  factoryRest,
  factorySql,
  sampleConfiguration,
  seedPlan,
  seedTenant,
  seedUser,
  type FactoryUser,
} from '../support/factory.js';
import { startTestStack, type TestStack } from '../support/stack.js';

/**
 * Workers, articles and master data through the REST surface: CRUD and list filters, the plan's maxWorkers,
 * the default worker, every attribute and step-rate rule, and tenant isolation (another tenant's admin finds
 * nothing of this tenant by id or in lists).
 */
let stack: TestStack;
let superAdmin: FactoryUser;
let adminA: FactoryUser;
let adminB: FactoryUser;
let adminC: FactoryUser;
let tenantA: string;
let tenantB: string;
let tenantC: string;
const call = factoryRest(() => stack);
const sql = factorySql(() => stack);

const configuration = (tenantId: string) =>
  sampleConfiguration(tenantId, { pagination: { defaultPageSize: 2, maxPageSize: 3 } });

const article = (overrides: Record<string, unknown> = {}) => ({
  articleNo: `A-${randomUUID().slice(0, 6)}`,
  name: 'Oxford shoe',
  attributes: { color: 'Red', weight: 350 },
  stepRates: [
    { step: 'Cutting', rate: 12.5 },
    { step: 'Stitching', rate: '20' },
  ],
  ...overrides,
});

const createWorker = async (body: Record<string, unknown>, admin: FactoryUser = adminA) => {
  const answer = await call('POST', '/worker/create', body, admin.headers);
  expect(answer.status).toBe(201);
  return answer.body.data.worker;
};

const createArticle = async (body: Record<string, unknown>, admin: FactoryUser = adminA) => {
  const answer = await call('POST', '/article/create', body, admin.headers);
  expect(answer).toMatchObject({ status: 201 });
  return answer.body.data.article;
};

beforeAll(async () => {
  stack = await startTestStack(factoryEnv({ RATE_LIMIT_FACTOR: '0' }));
  const plan = await seedPlan(sql);
  [tenantA, tenantB, tenantC] = await Promise.all([
    seedTenant(sql, plan.id),
    seedTenant(sql, plan.id),
    seedTenant(sql, plan.id),
  ]).then((tenants) => tenants.map((tenant) => tenant.id) as [string, string, string]);
  superAdmin = await seedUser(sql, null);
  [adminA, adminB, adminC] = await Promise.all([
    seedUser(sql, tenantA),
    seedUser(sql, tenantB),
    seedUser(sql, tenantC),
  ]);
  for (const tenantId of [tenantA, tenantB])
    expect((await call('POST', '/tenant-config', configuration(tenantId), superAdmin.headers)).status).toBe(201);
}, 120_000);

afterAll(() => stack?.stop());

describe('/master-data-values', () => {
  test('an admin creates (201) and replaces (200) the value list of a configured attribute, and reads all of its tenant’s', async () => {
    const created = await call(
      'POST',
      '/master-data-values',
      { attributeName: 'color', values: ['Red', 'Blue'] },
      adminA.headers,
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      status: 'success',
      data: {
        masterDataValues: expect.objectContaining({
          _id: expect.any(String),
          tenantId: tenantA,
          attributeName: 'color',
          values: ['Red', 'Blue'],
        }),
      },
    });
    const replaced = await call(
      'POST',
      '/master-data-values',
      { attributeName: 'color', values: ['Red', 'Blue', 'Black'] },
      adminA.headers,
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.masterDataValues._id).toBe(created.body.data.masterDataValues._id);

    const listed = await call('GET', `/master-data-values/${tenantA}`, undefined, adminA.headers);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({
      status: 'success',
      results: 1,
      data: { masterDataValues: [{ attributeName: 'color', values: ['Red', 'Blue', 'Black'] }] },
    });
    expect((await call('GET', `/master-data-values/${tenantA}`, undefined, superAdmin.headers)).body.results).toBe(1);
    const actions = await sql<{ action: string }>(
      `select action from factory.audit_log where tenant_id = ? and entity_type = 'master_data_values' order by created_at`,
      [tenantA],
    );
    expect(actions.map((row) => row.action)).toEqual(['master_data.create', 'master_data.update']);
  });

  test('only configured attributes, and non-empty lists of unique values of the attribute’s type, are accepted', async () => {
    for (const [body, message] of [
      [{ attributeName: 'fabric', values: ['silk'] }, /not an article attribute/],
      [{ attributeName: 'color', values: [] }, /values/],
      [{ attributeName: 'color', values: ['Red', 'Red'] }, /each value once/],
      [{ attributeName: 'color', values: ['Red', ' '] }, /blank/],
      [{ attributeName: 'weight', values: ['300', 'heavy'] }, /not numbers/],
      [{ values: ['Red'] }, /attributeName/],
    ] as const) {
      const answer = await call('POST', '/master-data-values', body, adminA.headers);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ status: 'error', message: expect.stringMatching(message) });
    }
    const unconfigured = await call(
      'POST',
      '/master-data-values',
      { attributeName: 'color', values: ['Red'] },
      adminC.headers,
    );
    expect(unconfigured.status).toBe(400);
    expect(unconfigured.body.message).toMatch(/configure the tenant first/);
  });

  test("another tenant's values are not found, and a super-admin writes to the tenant it names", async () => {
    expect((await call('GET', `/master-data-values/${tenantA}`, undefined, adminB.headers)).status).toBe(404);
    expect((await call('GET', `/master-data-values/${tenantB}`, undefined, adminB.headers)).body).toMatchObject({
      results: 0,
      data: { masterDataValues: [] },
    });
    expect(
      (await call('POST', '/master-data-values', { attributeName: 'color', values: ['White'] }, superAdmin.headers))
        .status,
    ).toBe(400);
    const written = await call(
      'POST',
      '/master-data-values',
      { attributeName: 'color', values: ['White'] },
      { ...superAdmin.headers, 'x-tenant-id': tenantB },
    );
    expect(written.status).toBe(201);
    expect(written.body.data.masterDataValues.tenantId).toBe(tenantB);
    expect(
      (await call('GET', `/master-data-values/${tenantA}`, undefined, adminA.headers)).body.data.masterDataValues.map(
        (list: any) => list.values,
      ),
    ).toEqual([['Red', 'Blue', 'Black']]);
    expect((await call('GET', '/master-data-values/not-a-tenant', undefined, adminA.headers)).status).toBe(404);
  });
});

describe('/worker', () => {
  test('the default worker "None" is created once, under concurrent calls too (201, then 200)', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('GET', '/worker/initDefaultWorker', undefined, adminA.headers)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.worker._id)).size).toBe(1);
    expect(answers[0].body.data.worker).toMatchObject({ name: 'None', skills: [], isActive: true, tenantId: tenantA });
    expect(await sql(`select id from factory.worker where tenant_id = ? and name = 'None'`, [tenantA])).toHaveLength(1);
    expect((await call('POST', '/worker/create', { name: 'none' }, adminA.headers)).status).toBe(400);
  });

  test('creates, reads, updates and deletes a worker, audited', async () => {
    const worker = await createWorker({
      name: ' Ravi Kumar ',
      phone: '+91 98450 11111',
      skills: ['Cutting', ' cutting ', '', 'Stitching'],
    });
    expect(worker).toEqual({
      _id: expect.any(String),
      tenantId: tenantA,
      name: 'Ravi Kumar',
      phone: '+91 98450 11111',
      skills: ['Cutting', 'Stitching'],
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await call('GET', `/worker/${worker._id}`, undefined, adminA.headers)).body).toEqual({
      status: 'success',
      data: { worker },
    });
    const updated = await call(
      'PATCH',
      `/worker/${worker._id}`,
      { skills: ['Packing'], isActive: false, phone: '' },
      adminA.headers,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.worker).toMatchObject({
      name: 'Ravi Kumar',
      phone: null,
      skills: ['Packing'],
      isActive: false,
    });
    expect((await call('PATCH', `/worker/${worker._id}`, { name: 'None' }, adminA.headers)).status).toBe(400);
    expect((await call('DELETE', `/worker/${worker._id}`, undefined, adminA.headers)).status).toBe(204);
    expect((await call('GET', `/worker/${worker._id}`, undefined, adminA.headers)).status).toBe(404);
    const actions = await sql<{ action: string; tenant_id: string }>(
      `select action, tenant_id from factory.audit_log where entity_id = ? order by created_at`,
      [worker._id],
    );
    expect(actions).toEqual([
      { action: 'worker.create', tenant_id: tenantA },
      { action: 'worker.update', tenant_id: tenantA },
      { action: 'worker.delete', tenant_id: tenantA },
    ]);
  });

  test('a worker without a name, or with a wrong type, is refused', async () => {
    for (const body of [{}, { name: '   ' }, { name: 'X', skills: [7] }, { name: 'X', isActive: 'yes' }]) {
      const answer = await call('POST', '/worker/create', body, adminA.headers);
      expect(answer.status).toBe(400);
      expect(answer.body.status).toBe('error');
    }
  });

  test('lists filter by skill and by name or phone (case-insensitive), within the configuration’s page sizes', async () => {
    const [asha, bala] = [
      await createWorker({ name: 'Asha Listed', phone: '555-0101', skills: ['Lasting', 'Cutting'] }),
      await createWorker({ name: 'Bala Listed', phone: '555-0202', skills: ['Lasting'] }),
    ];
    await createWorker({ name: 'Chitra Listed', phone: '555-0303', skills: ['Packing'] });

    const bySkill = await call('GET', '/worker?skill=Lasting', undefined, adminA.headers);
    expect(bySkill.body).toMatchObject({ status: 'success', results: 2, total: 2, page: 1, limit: 2 });
    expect(bySkill.body.data.workers.map((worker: any) => worker._id)).toEqual([asha._id, bala._id]);
    expect(
      (await call('GET', '/worker?search=bala%20LIST', undefined, adminA.headers)).body.data.workers.map(
        (worker: any) => worker._id,
      ),
    ).toEqual([bala._id]);
    expect(
      (await call('GET', '/worker?search=0101', undefined, adminA.headers)).body.data.workers.map(
        (worker: any) => worker._id,
      ),
    ).toEqual([asha._id]);

    const listed = await call('GET', '/worker?search=listed', undefined, adminA.headers);
    expect(listed.body).toMatchObject({ results: 2, total: 3, limit: 2 });
    const secondPage = await call('GET', '/worker?search=listed&page=2&limit=2', undefined, adminA.headers);
    expect(secondPage.body.data.workers.map((worker: any) => worker.name)).toEqual(['Chitra Listed']);
    expect((await call('GET', '/worker?search=listed&limit=3', undefined, adminA.headers)).body.results).toBe(3);
    expect((await call('GET', '/worker?limit=4', undefined, adminA.headers)).status).toBe(400);
  });

  test("at most the tenant's maxWorkers, counted under concurrency; the default worker does not count", async () => {
    await sql(`update factory.tenant set settings = '{"maxUsers": 5, "maxWorkers": 3}' where id = ?`, [tenantB]);
    expect((await call('GET', '/worker/initDefaultWorker', undefined, adminB.headers)).status).toBe(201);
    const answers = await Promise.all(
      ['One', 'Two', 'Three', 'Four', 'Five'].map((name) => call('POST', '/worker/create', { name }, adminB.headers)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 403, 403]);
    expect(answers.find((answer) => answer.status === 403)!.body.message).toMatch(/allows 3 workers/);
    expect(await sql(`select id from factory.worker where tenant_id = ?`, [tenantB])).toHaveLength(4);
  });

  test('a worker with ledger entries is not deleted (409), so that no balance is lost', async () => {
    const worker = await createWorker({ name: 'Paid Worker' });
    await sql(
      `insert into factory.ledger_entry (id, tenant_id, worker_id, type, ledger_type, amount, date, created_at) values (?, ?, ?, 'credit', 'adjustment', 100.00, now(), now())`,
      [randomUUID(), tenantA, worker._id],
    );
    const refused = await call('DELETE', `/worker/${worker._id}`, undefined, adminA.headers);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      status: 'error',
      message: expect.stringMatching(/ledger entries .* no balance is lost/),
    });
    expect((await call('GET', `/worker/${worker._id}`, undefined, adminA.headers)).status).toBe(200);
  });
});

describe('/article', () => {
  test('creates an article with exact rates (numbers or strings), gets it by POST, updates and deletes it', async () => {
    const body = article();
    const created = await createArticle(body);
    expect(created).toEqual({
      _id: expect.any(String),
      tenantId: tenantA,
      articleNo: body.articleNo,
      name: 'Oxford shoe',
      attributes: { color: 'Red', weight: 350 },
      stepRates: [
        { step: 'Cutting', rate: '12.50' },
        { step: 'Stitching', rate: '20.00' },
      ],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await call('POST', `/article/${created._id}`, undefined, adminA.headers)).body).toEqual({
      status: 'success',
      data: { article: created },
    });

    const updated = await call(
      'PATCH',
      `/article/${created._id}`,
      { name: 'Oxford shoe II', stepRates: [{ step: 'Packing', rate: 1.05 }] },
      adminA.headers,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.article).toMatchObject({
      name: 'Oxford shoe II',
      attributes: { color: 'Red', weight: 350 },
      stepRates: [{ step: 'Packing', rate: '1.05' }],
    });
    expect((await call('DELETE', `/article/${created._id}`, undefined, adminA.headers)).status).toBe(204);
    expect((await call('POST', `/article/${created._id}`, undefined, adminA.headers)).status).toBe(404);
    const actions = await sql<{ action: string }>(
      `select action from factory.audit_log where entity_id = ? and tenant_id = ? order by created_at`,
      [created._id, tenantA],
    );
    expect(actions.map((row) => row.action)).toEqual(['article.create', 'article.update', 'article.delete']);
  });

  test('articleNo is unique within a tenant (409), not across tenants', async () => {
    const body = article();
    await createArticle(body);
    const duplicate = await call('POST', '/article/create', { ...body, name: 'Another' }, adminA.headers);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toContain(body.articleNo);
    await createArticle({ ...body, attributes: { color: 'White' } }, adminB);
    const other = await createArticle(article());
    expect((await call('PATCH', `/article/${other._id}`, { articleNo: body.articleNo }, adminA.headers)).status).toBe(
      409,
    );
  });

  test.each([
    ['a required attribute missing', { attributes: { weight: 300 } }, /attributes\.color: is required/],
    [
      'a number given as a string',
      { attributes: { color: 'Red', weight: '300' } },
      /attributes\.weight: must be a number/,
    ],
    ['a string given as a number', { attributes: { color: 7 } }, /attributes\.color: must be a string/],
    [
      'an attribute the configuration does not define',
      { attributes: { color: 'Red', fabric: 'silk' } },
      /attributes\.fabric: is not an article attribute/,
    ],
    [
      'a value outside the master data',
      { attributes: { color: 'Green' } },
      /attributes\.color: must be one of the master data values: Red, Blue, Black/,
    ],
    [
      'a step the configuration does not have',
      { stepRates: [{ step: 'Ironing', rate: 1 }] },
      /stepRates\.Ironing: is not a job step/,
    ],
    [
      'a step given twice',
      {
        stepRates: [
          { step: 'Cutting', rate: 1 },
          { step: 'Cutting', rate: 2 },
        ],
      },
      /stepRates\.Cutting: is given more than once/,
    ],
    ['a rate with more than 2 places', { stepRates: [{ step: 'Cutting', rate: 1.234 }] }, /at most 2 places/],
    ['a negative rate', { stepRates: [{ step: 'Cutting', rate: '-1' }] }, /non-negative/],
    ['attributes that are no object', { attributes: ['Red'] }, /attributes/],
    ['no articleNo', { articleNo: undefined }, /articleNo/],
  ])('refuses %s (400) and writes nothing', async (_, overrides, message) => {
    const body = article(overrides);
    const answer = await call('POST', '/article/create', body, adminA.headers);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: 'error', message: expect.stringMatching(message) });
    if (body.articleNo)
      expect(await sql(`select id from factory.article where article_no = ?`, [body.articleNo])).toEqual([]);
  });

  test('an update is checked by the same rules', async () => {
    const created = await createArticle(article());
    expect(
      (await call('PATCH', `/article/${created._id}`, { attributes: { color: 'Green' } }, adminA.headers)).status,
    ).toBe(400);
    expect(
      (
        await call(
          'PATCH',
          `/article/${created._id}`,
          { stepRates: [{ step: 'Cutting', rate: '1.001' }] },
          adminA.headers,
        )
      ).status,
    ).toBe(400);
    expect((await call('POST', `/article/${created._id}`, undefined, adminA.headers)).body.data.article).toMatchObject({
      attributes: created.attributes,
      stepRates: created.stepRates,
    });
  });

  test('a tenant without configuration cannot have articles yet', async () => {
    const answer = await call('POST', '/article/create', article({ attributes: {}, stepRates: [] }), adminC.headers);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/configure the tenant first/);
  });

  test('an article used by a job is not deleted (409)', async () => {
    const created = await createArticle(article());
    await sql(
      `insert into factory.job (id, tenant_id, job_no, article_id, size, quantity, status, created_at, updated_at) values (?, ?, ?, ?, 8, 10, 'active', now(), now())`,
      [randomUUID(), tenantA, `J-${randomUUID().slice(0, 6)}`, created._id],
    );
    const refused = await call('DELETE', `/article/${created._id}`, undefined, adminA.headers);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ status: 'error', message: expect.stringMatching(/used by jobs/) });
  });

  test('the list searches number and name within the page sizes; the light list has only _id, articleNo and name', async () => {
    const tag = randomUUID().slice(0, 6);
    const made = [
      await createArticle(article({ articleNo: `L-${tag}-1`, name: 'Loafer' })),
      await createArticle(article({ articleNo: `L-${tag}-2`, name: 'Brogue' })),
    ];
    const searched = await call('GET', `/article?search=L-${tag}`, undefined, adminA.headers);
    expect(searched.body).toMatchObject({ status: 'success', results: 2, total: 2, page: 1, limit: 2 });
    expect(
      (await call('GET', `/article?search=brogue`, undefined, adminA.headers)).body.data.articles.map(
        (item: any) => item._id,
      ),
    ).toEqual([made[1]._id]);
    expect((await call('GET', '/article?limit=4', undefined, adminA.headers)).status).toBe(400);

    const light = await call('GET', '/article/getArticleList', undefined, adminA.headers);
    expect(light.status).toBe(200);
    expect(light.body.data.articles).toContainEqual({ _id: made[0]._id, articleNo: `L-${tag}-1`, name: 'Loafer' });
    expect(light.body.results).toBe(light.body.data.articles.length);
    expect(
      light.body.data.articles.every((item: any) => Object.keys(item).sort().join() === '_id,articleNo,name'),
    ).toBe(true);
  });
});

describe('tenant isolation', () => {
  test("another tenant's admin gets 404 for this tenant's ids on every route, and never sees them in lists", async () => {
    const worker = await createWorker({ name: 'Isolated Worker', skills: ['Secret'] });
    const own = await createArticle(article({ name: 'Isolated Article' }));
    for (const [method, path, body] of [
      ['GET', `/worker/${worker._id}`],
      ['PATCH', `/worker/${worker._id}`, { name: 'Taken' }],
      ['DELETE', `/worker/${worker._id}`],
      ['POST', `/article/${own._id}`],
      ['PATCH', `/article/${own._id}`, { name: 'Taken' }],
      ['DELETE', `/article/${own._id}`],
      ['GET', `/master-data-values/${tenantA}`],
    ] as const) {
      const answer = await call(method, path, body, adminB.headers);
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 404 });
    }
    expect((await call('GET', `/worker/${worker._id}`, undefined, adminA.headers)).body.data.worker.name).toBe(
      'Isolated Worker',
    );
    expect((await call('POST', `/article/${own._id}`, undefined, adminA.headers)).body.data.article.name).toBe(
      'Isolated Article',
    );

    const workersOfB = await call('GET', '/worker?limit=3&search=isolated', undefined, adminB.headers);
    expect(workersOfB.body).toMatchObject({ total: 0, data: { workers: [] } });
    expect((await call('GET', '/worker?skill=Secret', undefined, adminB.headers)).body.total).toBe(0);
    expect((await call('GET', '/article?search=isolated', undefined, adminB.headers)).body.total).toBe(0);
    const lightOfB = await call('GET', '/article/getArticleList', undefined, adminB.headers);
    expect(lightOfB.body.data.articles.map((item: any) => item._id)).not.toContain(own._id);

    expect((await call('GET', '/worker', undefined)).status).toBe(401);
    expect((await call('POST', '/worker/create', { name: 'Nameless tenant' }, superAdmin.headers)).status).toBe(400);
    const bySuper = await call(
      'POST',
      '/worker/create',
      { name: 'Placed by super' },
      { ...superAdmin.headers, 'x-tenant-id': tenantA },
    );
    expect(bySuper.status).toBe(201);
    expect(bySuper.body.data.worker.tenantId).toBe(tenantA);
  });
});
