/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are read field by field */
import { renderPdf } from '../../subgraphs/shared/pdf.js';
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
import { fuzzEveryRoute, installWriteCounter, RestFuzzer, servicesOf } from '../support/rest-fuzz.js';
import { unknownRecords } from '../support/route-samples.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import type { WriteCounter } from '../support/write-counter.js';

/**
 * The fuzzer over every route of the factory service (see test/support/rest-fuzz.ts): the whole stack with a
 * super-admin, a tenant admin and a refresh cookie, a few real records for the path ids, and the write counter.
 * The admin's own tenant and plan are kept out of the path ids (and the samples' tenant is another one), so that
 * the fuzzer cannot suspend or delete the tenant it signs in with; a second tenant and plan take those blows.
 */
let stack: TestStack;
let counter: WriteCounter;
let fuzzer: RestFuzzer;
let superAdmin: FactoryUser;
let admin: FactoryUser;
const call = factoryRest(() => stack);
const sql = factorySql(() => stack);

async function created(path: string, body: unknown, headers: Record<string, string>): Promise<any> {
  const answer = await call('POST', path, body, headers);
  if (answer.status !== 201) throw new Error(`seeding POST ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** The refresh cookie of a fresh sign-in of `user` (a valid credential of GET /auth/refresh, once). */
async function refreshCookie(user: FactoryUser): Promise<string> {
  const response = await fetch(`${stack.restUrl}/factory/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.email, password: user.password }),
  });
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('refreshToken='));
  if (response.status !== 200 || !cookie) throw new Error(`seeding a sign-in: ${response.status}`);
  return cookie.split(';')[0];
}

beforeAll(async () => {
  stack = await startTestStack(factoryEnv({ RATE_LIMIT_FACTOR: '0' }));
  const plan = await seedPlan(sql);
  const victimPlan = await seedPlan(sql);
  const tenantId = (await seedTenant(sql, plan.id)).id;
  const victimTenantId = (await seedTenant(sql, victimPlan.id)).id;
  superAdmin = await seedUser(sql, null);
  admin = await seedUser(sql, tenantId);
  await created('/tenant-config', sampleConfiguration(tenantId), superAdmin.headers);
  const workers = [
    (await created('/worker/create', { name: 'Meena', skills: ['cutting'] }, admin.headers)).worker,
    (await created('/worker/create', { name: 'Ravi' }, admin.headers)).worker,
  ];
  const article = (
    await created(
      '/article/create',
      {
        articleNo: 'SH-01',
        name: 'Oxford shirt',
        attributes: { color: 'indigo' },
        stepRates: [{ step: 'Cutting', rate: 1.5 }],
      },
      admin.headers,
    )
  ).article;
  const job = (
    await created('/job/create', { jobNo: 'JOB-0001', article: article._id, size: 8, quantity: 40 }, admin.headers)
  ).job;
  const payment = await created(
    '/transaction/makePayment',
    { workerId: workers[0]._id, amount: 10, note: 'advance' },
    admin.headers,
  );
  const ids = [
    victimTenantId,
    ...workers.map((worker: any) => worker._id),
    article._id,
    job._id,
    payment.transaction._id,
  ];
  const records = unknownRecords(await renderPdf((document) => document.text('Fuzz')));
  counter = await installWriteCounter(stack.testDatabase.url);
  fuzzer = new RestFuzzer({
    restUrl: stack.restUrl,
    counter,
    credentials: {
      jwt: [admin.headers, superAdmin.headers],
      admin: [admin.headers],
      'super-admin': [superAdmin.headers],
      public: [{}, { cookie: await refreshCookie(admin) }],
    },
    realValues: {
      '*': ids,
      id: ids,
      slug: [victimPlan.slug],
      plan: [victimPlan.slug, plan.slug],
      tenantId: [tenantId, victimTenantId],
      workerId: workers.map((worker: any) => worker._id),
      worker: workers.map((worker: any) => worker._id),
      article: [article._id],
      origin: ['https://factory.example.com', 'http://localhost:3000'],
      step: ['Cutting', 'Stitching', 'Packing'],
      email: [admin.email],
      username: [admin.email, superAdmin.email],
      password: [admin.password],
    },
    fixtures: {
      ...records,
      factory: {
        tenantId: victimTenantId,
        planSlug: victimPlan.slug,
        workerId: workers[1]._id,
        articleId: article._id,
        jobId: job._id,
        transactionId: payment.transaction._id,
        attributeName: 'color',
        stepName: 'Cutting',
      },
    },
  });
}, 180_000);

afterAll(async () => {
  await fuzzer?.close();
  await counter?.close();
  await stack?.stop();
});

fuzzEveryRoute(servicesOf('factory'), () => fuzzer);
