import { randomUUID } from 'node:crypto';
import type { ServiceDefinition } from '../../rest-adapter/engine/index.js';
import { complianceService, factoryService, trainingService } from '../../rest-adapter/services/index.js';
import { renderPdf } from '../../subgraphs/shared/pdf.js';
import {
  complianceEnv,
  complianceSql,
  seedPlatformAdmin,
  seedTenant as seedComplianceTenant,
  type TenantUser,
} from '../support/compliance.js';
import {
  factoryEnv,
  factoryRest,
  factorySql,
  seedPlan,
  seedTenant as seedFactoryTenant,
  seedUser as seedFactoryUser,
  type FactoryUser,
} from '../support/factory.js';
import { refusalProblem } from '../support/legacy-errors.js';
import {
  sampleRequest,
  sendSample,
  unknownRecords,
  type RouteFixtures,
  type SampleRequest,
} from '../support/route-samples.js';
import { startTestStack, graphqlRequest, type TestStack } from '../support/stack.js';
import { trustDocuments } from '../support/trusted-documents.js';

/**
 * Every endpoint of the three services that takes an email address refuses what is none with 400 in its
 * service's error shape, before anything is looked up or written: 2 MB of text, control characters, an address
 * longer than 254 characters, an empty string, a number. `POST /auth/forgotPassword` still answers a well-formed
 * address the same 200 whether or not it has an account (no user enumeration).
 */
const ADD_TENANT_USER = 'mutation Add($input: AddTenantUserInput!) { addTenantUser(input: $input) { id } }';
let stack: TestStack;
let fixtures: RouteFixtures;
let owner: TenantUser;
let platformAdmin: TenantUser;
let factoryAdmin: FactoryUser;
let superAdmin: FactoryUser;
let planSlug: string;
const complianceDb = complianceSql(() => stack);
const factoryDb = factorySql(() => stack);

beforeAll(async () => {
  // Without an identity provider: the training admin routes take the development bypass. Megabytes of input on a
  // loaded machine may take the subgraphs longer than the gateway's usual deadline; refusing them is what is tested.
  stack = await startTestStack({
    ...complianceEnv(),
    ...factoryEnv(),
    RATE_LIMIT_FACTOR: '0',
    SMTP_URL: undefined,
    STORAGE_DIR: undefined,
    SUBGRAPH_TIMEOUT_MS: '60000',
  });
  // The GraphQL-only test below is a client of its own: its document is trusted as a client's build would load it.
  await trustDocuments(stack.testDatabase.url, stack.gateway, 'email-tests', [ADD_TENANT_USER]);
  fixtures = unknownRecords(await renderPdf((document) => document.text('Probe')));
  owner = await seedComplianceTenant(complianceDb);
  platformAdmin = await seedPlatformAdmin(complianceDb);
  const plan = await seedPlan(factoryDb);
  planSlug = plan.slug;
  factoryAdmin = await seedFactoryUser(factoryDb, (await seedFactoryTenant(factoryDb, plan.id)).id);
  superAdmin = await seedFactoryUser(factoryDb, null);
}, 120_000);

afterAll(() => stack?.stop());

/** Values that are no email address, each with a label for the failure report. */
const NOT_EMAILS: readonly [string, unknown][] = [
  ['2 MB of text', 'x'.repeat(2_000_000)],
  ['2 MB of text around an @', `${'a'.repeat(1_000_000)}@${'b'.repeat(999_990)}.com`],
  ['a control character', 'ada\u0007@example.com'],
  ['a line break', 'ada@example.com\r\nBcc: intruder@example.com'],
  ['an escape sequence', '\u001b[31mada@example.com'],
  ['longer than 254 characters', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`],
  ['empty', ''],
  ['a number', 42],
  ['no domain', 'ada@'],
  ['plain text', 'not an email'],
];
/** What fits in a query string (the server's header limit stops longer ones). */
const QUERY_NOT_EMAILS = NOT_EMAILS.filter(
  ([, value]) => typeof value === 'string' && value.length < 1_000 && value !== '',
);

interface EmailField {
  readonly service: ServiceDefinition;
  readonly route: string;
  /** The request with `value` where the address goes. */
  readonly request: (value: unknown, sample: SampleRequest) => SampleRequest;
  readonly headers: () => Record<string, string>;
}

const inBody = (field: string) => (value: unknown, sample: SampleRequest) => ({
  ...sample,
  body: { ...(sample.body as object), [field]: value },
});
const anonymous = () => ({});

const EMAIL_FIELDS: readonly EmailField[] = [
  // factory
  { service: factoryService, route: 'factoryForgotPassword', request: inBody('email'), headers: anonymous },
  { service: factoryService, route: 'factoryLogin', request: inBody('username'), headers: anonymous },
  { service: factoryService, route: 'factorySignup', request: inBody('email'), headers: () => factoryAdmin.headers },
  {
    service: factoryService,
    route: 'factoryCreateTenant',
    request: (value, sample) =>
      inBody('adminEmail')(value, { ...sample, body: { ...(sample.body as object), plan: planSlug } }),
    headers: () => superAdmin.headers,
  },
  // compliance
  { service: complianceService, route: 'signUpTenant', request: inBody('email'), headers: anonymous },
  {
    service: complianceService,
    route: 'createTenant',
    request: inBody('contactEmail'),
    headers: () => platformAdmin.headers,
  },
  // training
  { service: trainingService, route: 'registerInterest', request: inBody('email'), headers: anonymous },
  { service: trainingService, route: 'createInterest', request: inBody('email'), headers: anonymous },
  { service: trainingService, route: 'createEnrollment', request: inBody('learner_email'), headers: anonymous },
  { service: trainingService, route: 'submitEnquiry', request: inBody('email'), headers: anonymous },
  { service: trainingService, route: 'requestTrainingPlanA', request: inBody('contact_email'), headers: anonymous },
  { service: trainingService, route: 'requestTrainingPlanB', request: inBody('contact_email'), headers: anonymous },
  // Variant B's admin creation is chosen by an Authorization header (any one passes the development bypass).
  {
    service: trainingService,
    route: 'createTrainingPlanRequestB',
    request: inBody('contact_email'),
    headers: () => ({ authorization: 'Bearer development' }),
  },
];

const routeOf = (service: ServiceDefinition, name: string) => {
  const found = service.routes.find((route) => route.name === name);
  if (!found) throw new Error(`No route ${name} in ${service.name}`);
  return found;
};

test('every endpoint taking an email address refuses what is none with 400 in its service’s shape', async () => {
  const problems: string[] = [];
  for (const field of EMAIL_FIELDS) {
    const route = routeOf(field.service, field.route);
    const sample = sampleRequest(field.service, route, fixtures);
    for (const [label, value] of NOT_EMAILS) {
      const answer = await sendSample(stack, field.service, route, field.request(value, sample), field.headers());
      const problem = refusalProblem(field.service.name, answer, 400);
      if (problem)
        problems.push(`${field.service.name} ${route.method} ${route.path} (${route.name}), ${label}: ${problem}`);
    }
  }
  // GET /api/v1/me?email= (compliance), within the length a query string can carry.
  const me = routeOf(complianceService, 'userContext');
  for (const [label, value] of QUERY_NOT_EMAILS) {
    const answer = await sendSample(
      stack,
      complianceService,
      me,
      { path: `/api/v1/me?email=${encodeURIComponent(value as string)}` },
      owner.headers,
    );
    const problem = refusalProblem('compliance', answer, 400);
    if (problem) problems.push(`compliance GET /api/v1/me (userContext), ${label}: ${problem}`);
  }
  expect(problems).toEqual([]);
}, 300_000);

test('adding a user to a compliance tenant (GraphQL only) refuses what is no email address', async () => {
  const problems: string[] = [];
  for (const [label, value] of NOT_EMAILS) {
    const answer = await graphqlRequest(
      stack.gatewayUrl,
      ADD_TENANT_USER,
      { input: { email: value, password: 'correct horse battery', role: 'MEMBER' } },
      owner.headers,
    );
    const code = answer.errors?.[0]?.extensions?.code;
    if (code !== 'VALIDATION_ERROR' && code !== 'BAD_USER_INPUT')
      problems.push(`${label}: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  expect(problems).toEqual([]);
}, 120_000);

test('POST /auth/forgotPassword: a well-formed unknown address gets the same 200 as a known one; nothing is stored for either refusal', async () => {
  const call = factoryRest(() => stack);
  const known = await call('POST', '/auth/forgotPassword', { email: factoryAdmin.email }, {});
  const unknown = await call(
    'POST',
    '/auth/forgotPassword',
    { email: `nobody-${randomUUID().slice(0, 8)}@factory.example.com` },
    {},
  );
  expect(known.status).toBe(200);
  expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
  const resets = async () =>
    (await factoryDb<{ n: number }>('select count(*)::int as n from factory.password_reset'))[0].n;
  const before = await resets();
  expect(before).toBe(1);
  for (const [, value] of NOT_EMAILS)
    expect((await call('POST', '/auth/forgotPassword', { email: value }, {})).status).toBe(400);
  // An address of an account, written with a control character, is no address: no reset is made for it.
  expect((await call('POST', '/auth/forgotPassword', { email: `${factoryAdmin.email}\u0000` }, {})).status).toBe(400);
  expect((await call('POST', '/auth/forgotPassword', { email: `\u0007${factoryAdmin.email}` }, {})).status).toBe(400);
  expect(await resets()).toBe(before);
});
