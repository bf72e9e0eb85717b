import { Kind, type OperationDefinitionNode } from 'graphql';
import type { RouteDefinition, ServiceDefinition } from '../../rest-adapter/engine/index.js';
import { complianceService, factoryService, SERVICES, trainingService } from '../../rest-adapter/services/index.js';
import { renderPdf } from '../../subgraphs/shared/pdf.js';
import {
  complianceEnv,
  complianceSql,
  seedPlatformAdmin,
  seedTenant as seedComplianceTenant,
} from '../support/compliance.js';
import {
  factoryEnv,
  factorySql,
  seedPlan,
  seedTenant as seedFactoryTenant,
  seedUser as seedFactoryUser,
} from '../support/factory.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import {
  sampleRequest,
  sendSample,
  unknownRecords,
  type RouteFixtures,
  type SampleRequest,
} from '../support/route-samples.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import type { Answer } from '../support/training-rest.js';
import { identityEnv, signInTrainingAdmin } from '../support/training.js';

/**
 * A legacy client never reads the name of a GraphQL variable: a request of any route whose body misses a field,
 * or holds one of the wrong type, or whose query string does, is refused with 400 in the service's shape, naming
 * the body field or parameter as the client sent it. Table-driven over every route of the three tables, with
 * valid credentials (so that the request gets as far as GraphQL): each route's sample request (route-samples.ts)
 * with each body field left out in turn, given a value of another type, an empty body, and nonsense paging.
 */
const idp = new TestIdentityProvider();
let stack: TestStack;
let fixtures: RouteFixtures;
const complianceDb = complianceSql(() => stack);
const factoryDb = factorySql(() => stack);
/** Valid credentials for each service and auth level. */
const credentials: Record<string, Partial<Record<string, Record<string, string>>>> = {};

beforeAll(async () => {
  await idp.start();
  stack = await startTestStack({
    ...complianceEnv(),
    ...factoryEnv(),
    ...identityEnv(idp),
    RATE_LIMIT_FACTOR: '0',
    SMTP_URL: undefined,
    STORAGE_DIR: undefined,
  });
  fixtures = unknownRecords(await renderPdf((document) => document.text('Probe')));
  const owner = await seedComplianceTenant(complianceDb);
  const platformAdmin = await seedPlatformAdmin(complianceDb);
  const plan = await seedPlan(factoryDb);
  const factoryAdmin = await seedFactoryUser(factoryDb, (await seedFactoryTenant(factoryDb, plan.id)).id);
  const superAdmin = await seedFactoryUser(factoryDb, null);
  const trainingAdmin = (await signInTrainingAdmin(idp, stack.testDatabase.url)).headers;
  credentials.compliance = { jwt: owner.headers, admin: { ...platformAdmin.headers, 'x-audit-access': 'true' } };
  credentials['compliance-workflow'] = credentials.compliance;
  credentials.factory = { jwt: factoryAdmin.headers, admin: factoryAdmin.headers, 'super-admin': superAdmin.headers };
  credentials.training = { admin: trainingAdmin };
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await idp.stop();
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value of another JSON type than `value`. */
const otherType = (value: unknown): unknown =>
  typeof value === 'string' || typeof value === 'number'
    ? { nested: true }
    : isRecord(value)
      ? 'text'
      : Array.isArray(value)
        ? 7
        : [['x']];

/** The spoiled variants of a route's sample request. */
function spoiledRequests(sample: SampleRequest): { label: string; request: SampleRequest }[] {
  const variants: { label: string; request: SampleRequest }[] = [];
  const separator = sample.path.includes('?') ? '&' : '?';
  variants.push({
    label: 'nonsense paging',
    request: { ...sample, path: `${sample.path}${separator}page=first&limit=many` },
  });
  if (isRecord(sample.body)) {
    const body = sample.body;
    variants.push({ label: 'an empty body', request: { ...sample, body: {} } });
    for (const key of Object.keys(body)) {
      const { [key]: _left, ...without } = body;
      variants.push({ label: `without "${key}"`, request: { ...sample, body: without } });
      variants.push({
        label: `"${key}" of another type`,
        request: { ...sample, body: { ...body, [key]: otherType(body[key]) } },
      });
    }
  }
  if (sample.multipart) {
    const { fields } = sample.multipart;
    for (const key of Object.keys(fields)) {
      const { [key]: _left, ...without } = fields;
      variants.push({
        label: `without the "${key}" part`,
        request: { ...sample, multipart: { ...sample.multipart, fields: without } },
      });
    }
  }
  return variants;
}

/** The operation's variable names, as graphql-js would quote them (`$input`). */
const variablesOf = (route: RouteDefinition) =>
  (
    route.document.definitions.find(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    ) as OperationDefinitionNode
  ).variableDefinitions?.map((definition) => `$${definition.variable.name.value}`) ?? [];

/** What in an answer speaks of GraphQL variables, if anything. */
function leak(route: RouteDefinition, answer: Answer): string | undefined {
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  if (/Variable \\?"\$/.test(text)) return 'names a GraphQL variable';
  const named = variablesOf(route).find((variable) => new RegExp(`\\${variable}\\b`).test(text));
  return named ? `names the variable ${named}` : undefined;
}

test('every route refuses missing and wrongly typed fields in its legacy terms, never naming a GraphQL variable', async () => {
  const problems: string[] = [];
  const refusals = new Map<string, number>();
  for (const service of SERVICES) {
    for (const route of service.routes) {
      const headers = credentials[service.name]?.[route.auth] ?? {};
      for (const { label, request } of spoiledRequests(sampleRequest(service, route, fixtures))) {
        const answer = await sendSample(stack, service, route, request, headers);
        if (answer.status === 400) refusals.set(service.name, (refusals.get(service.name) ?? 0) + 1);
        const problem = answer.status >= 400 ? leak(route, answer) : undefined;
        if (problem)
          problems.push(
            `${service.name} ${route.method} ${route.path} (${route.name}), ${label}: ${problem}: ${JSON.stringify(answer.body).slice(0, 300)}`,
          );
      }
    }
  }
  expect(problems).toEqual([]);
  // The variants reached GraphQL's checks: each service refused a good many of them.
  expect({
    training: refusals.get('training')! > 50,
    compliance: refusals.get('compliance')! > 50,
    factory: refusals.get('factory')! > 50,
  }).toEqual({
    training: true,
    compliance: true,
    factory: true,
  });
}, 600_000);

describe('the refusal names the field as the legacy client sent it', () => {
  const send = (service: ServiceDefinition, name: string, request: SampleRequest) => {
    const route = service.routes.find((candidate) => candidate.name === name)!;
    return sendSample(stack, service, route, request, credentials[service.name]?.[route.auth] ?? {});
  };

  test('factory: a missing body field, and one the route renames (username is the GraphQL email)', async () => {
    const forgot = await send(factoryService, 'factoryForgotPassword', { path: '/auth/forgotPassword', body: {} });
    expect(forgot).toMatchObject({ status: 400, body: { status: 'error', message: 'Body field "email" is required' } });
    const login = await send(factoryService, 'factoryLogin', {
      path: '/auth/login',
      body: { username: 42, password: 'correct horse battery' },
    });
    expect(login).toMatchObject({
      status: 400,
      body: { status: 'error', message: 'Body field "username" must be a string' },
    });
  });

  test('factory: a string where the legacy contract takes a list is refused, never made a one-item list', async () => {
    const worker = await send(factoryService, 'factoryCreateWorker', {
      path: '/worker/create',
      body: { name: 'Probe', skills: 'cutting' },
    });
    expect(worker).toMatchObject({
      status: 400,
      body: { status: 'error', message: 'Body field "skills" must be an array' },
    });
    const values = await send(factoryService, 'factoryUpsertMasterDataValues', {
      path: '/master-data-values',
      body: { attributeName: 'color', values: 'red' },
    });
    expect(values).toMatchObject({
      status: 400,
      body: { status: 'error', message: 'Body field "values" must be an array' },
    });
  });

  test('factory: a wrong type is a 400 in its shape, nested fields by their path, either name of a relation', async () => {
    const job = await send(factoryService, 'factoryCreateJob', {
      path: '/job/create',
      body: { jobNo: 'J-1', articleId: '6f1b7a52-2c5e-4b8e-9a51-0d4c3b2a1f00', size: 40, quantity: '3' },
    });
    expect(job).toEqual({
      status: 400,
      body: { status: 'error', message: 'Body field "quantity" must be an integer' },
      headers: expect.anything(),
    });
    const article = await send(factoryService, 'factoryCreateArticle', {
      path: '/article/create',
      body: { articleNo: 'A-1', name: 'Shirt', stepRates: [{ step: 'Cutting', rate: true }] },
    });
    expect(article).toMatchObject({
      status: 400,
      body: { status: 'error', message: 'Body field "stepRates[0].rate" must be a number or a string' },
    });
    const payment = await send(factoryService, 'factoryMakePayment', {
      path: '/transaction/makePayment',
      body: { amount: 100 },
    });
    expect(payment).toMatchObject({
      status: 400,
      body: { status: 'error', message: 'Body field "workerId" is required' },
    });
  });

  test('compliance: each refused field in details.fields, under its legacy name', async () => {
    const answer = await send(complianceService, 'signUpTenant', {
      path: '/api/v1/tenants/signup',
      body: { organizationName: 5, entityType: 'NOPE', password: 'correct horse battery' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: {
        fields: {
          organizationName: ['must be a string'],
          entityType: ['is not one of the accepted values'],
          email: ['is required'],
        },
      },
    });
    expect(answer.body.error).toContain('body field "organizationName" must be a string');
  });

  test("compliance: a wrong type of a declared body is refused in compliance's shape, naming the field", async () => {
    const id = '6f1b7a52-2c5e-4b8e-9a51-0d4c3b2a1f00';
    const profile = await send(complianceService, 'updateEntityProfile', {
      path: `/api/v1/entities/${id}`,
      body: { version: 'two', profileData: 'pan=AAPFU0939F' },
    });
    expect(profile).toMatchObject({
      status: 400,
      body: {
        error: 'Body field "version" must be an integer; body field "profileData" must be an object',
        code: 'VALIDATION_ERROR',
        details: { fields: { version: ['must be an integer'], profileData: ['must be an object'] } },
      },
    });
    const entity = await send(complianceService, 'createEntity', {
      path: '/api/v1/entities',
      body: { name: 'Probe Ltd', entityType: 'LLP', profileData: ['pan'] },
    });
    expect(entity).toMatchObject({
      status: 400,
      body: { error: 'Body field "profileData" must be an object', code: 'VALIDATION_ERROR' },
    });
    const tenant = await send(complianceService, 'createTenant', {
      path: '/api/v1/tenants',
      body: { name: 'Probe Ltd', entityType: 'LLP', subscriptionPlan: ['STARTER'] },
    });
    expect(tenant).toMatchObject({
      status: 400,
      body: { error: 'Body field "subscriptionPlan" is not one of the accepted values', code: 'VALIDATION_ERROR' },
    });
    const metric = await send(complianceService, 'erpWebhook', {
      path: '/api/v1/webhooks/erp',
      body: { tenantId: id, entityId: id, metricType: 'Turnover', metricValue: '1000' },
    });
    expect(metric).toMatchObject({
      status: 400,
      body: { error: 'Body field "metricValue" must be a number', code: 'VALIDATION_ERROR' },
    });
  });

  test('compliance: a string where the legacy contract takes a list is refused, never made a one-item list', async () => {
    const mapping = await send(complianceService, 'createFormMapping', {
      path: '/api/v1/mca/form-mappings',
      body: {
        formType: 'PROBE-1',
        formVersion: 'V1',
        mcaUrl: 'https://www.mca.gov.in/probe',
        fieldMappings: [{ profilePath: 'cin', selectors: '#cin' }],
      },
    });
    expect(mapping).toMatchObject({
      status: 400,
      body: { error: 'Body field "fieldMappings[0].selectors" must be an array', code: 'VALIDATION_ERROR' },
    });
    const template = await send(complianceService, 'createWorkflowTemplate', {
      path: '/api/v1/workflows/templates',
      body: { workflowName: 'Probe', phases: [], applicabilityRules: { entityTypes: 'LLP' } },
    });
    expect(template).toMatchObject({
      status: 400,
      body: { error: 'Body field "applicabilityRules.entityTypes" must be an array', code: 'VALIDATION_ERROR' },
    });
    const task = await send(complianceService, 'updateWorkflowTask', {
      path: '/api/v1/workflows/instances/6f1b7a52-2c5e-4b8e-9a51-0d4c3b2a1f00/tasks',
      body: { taskId: 'p1_t1', completed: 'yes' },
    });
    expect(task).toMatchObject({
      status: 400,
      body: { error: 'Body field "completed" must be true or false', code: 'VALIDATION_ERROR' },
    });
    const documentTemplate = await send(complianceService, 'createDocumentTemplate', {
      path: '/api/v1/documents/templates',
      body: { name: 'Probe', category: 'LETTER', body: '<p>{{companyName}}</p>', variables: 'companyName' },
    });
    expect(documentTemplate).toMatchObject({
      status: 400,
      body: { error: 'Body field "variables" must be an array', code: 'VALIDATION_ERROR' },
    });
  });

  test("compliance's document routes: a wrong type, multipart fields included, is a 400 in compliance's shape", async () => {
    const id = '6f1b7a52-2c5e-4b8e-9a51-0d4c3b2a1f00';
    const save = await send(complianceService, 'saveVerifiedData', {
      path: '/api/v1/documents/verification/save',
      body: { entityId: id, version: 'two', verifiedData: ['companyName'], verified: true },
    });
    expect(save).toMatchObject({
      status: 400,
      body: {
        error:
          'Body field "version" must be an integer; body field "verifiedData" must be an object; body field "verified" is not a field this request takes',
        code: 'VALIDATION_ERROR',
        details: {
          fields: {
            version: ['must be an integer'],
            verifiedData: ['must be an object'],
            verified: ['is not a field this request takes'],
          },
        },
      },
    });
    const file = { bytes: fixtures.pdf, filename: 'refused-by-declaration.pdf', type: 'application/pdf' };
    const upload = await send(complianceService, 'uploadDocument', {
      path: '/api/v1/documents/upload',
      multipart: { fields: { documentType: 'PASSPORT', triggerExtraction: 'yes' }, file },
    });
    expect(upload).toMatchObject({
      status: 400,
      body: {
        error:
          'Body field "entityId" is required; body field "documentType" is not one of the accepted values; body field "triggerExtraction" must be true or false',
        code: 'VALIDATION_ERROR',
      },
    });
    const vault = await send(complianceService, 'listVaultDocuments', {
      path: '/api/v1/documents/vault?source=archive&page=first',
    });
    expect(vault).toMatchObject({
      status: 400,
      body: {
        error: 'Query parameter "source" is not one of the accepted values; query parameter "page" must be an integer',
        code: 'VALIDATION_ERROR',
      },
    });
    // Nothing of the refused requests was stored.
    expect(
      await complianceDb(`select id from compliance.document where filename = 'refused-by-declaration.pdf'`),
    ).toEqual([]);
  });

  test('training: a string where the legacy contract takes a list is refused, never made a one-item list', async () => {
    const id = '6f1b7a52-2c5e-4b8e-9a51-0d4c3b2a1f00';
    const bulk = await send(trainingService, 'bulkUpdateCourses', {
      path: '/courses/bulk',
      body: { ids: id, updates: { is_published: true } },
    });
    expect(bulk).toMatchObject({
      status: 400,
      body: { status: 'error', message: 'Body field "ids" must be an array' },
    });
    const course = await send(trainingService, 'createCourse', {
      path: '/courses',
      body: { title: 'Probe', slug: 'probe-list-refused', description: 'A probe.', category_ids: id },
    });
    expect(course).toMatchObject({
      status: 400,
      body: { status: 'error', message: 'Body field "category_ids" must be an array' },
    });
  });

  test('training: a query parameter, and a snake_case body field the route renames', async () => {
    const page = await send(trainingService, 'listCourses', { path: '/courses?page=first' });
    expect(page).toMatchObject({
      status: 400,
      body: { status: 'error', message: 'Query parameter "page" must be an integer' },
    });
    const course = await send(trainingService, 'createCourse', {
      path: '/courses',
      body: { title: 'Probe', slug: 'probe-input-errors', description: 'A probe.', is_published: 'yes' },
    });
    expect(course).toMatchObject({
      status: 400,
      body: { status: 'error', message: 'Body field "is_published" must be true or false' },
    });
  });
});
