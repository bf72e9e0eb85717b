/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are read field by field */
import { Kind, OperationTypeNode } from 'graphql';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { RouteDefinition, ServiceDefinition } from '../../rest-adapter/engine/index.js';
import { complianceService, complianceWorkflowService, factoryService } from '../../rest-adapter/services/index.js';
import { annualFiling } from '../../subgraphs/compliance/workflows/workflow.fixtures.js';
import {
  complianceEnv,
  complianceRest,
  complianceSql,
  seedPlatformAdmin,
  seedTenant as seedComplianceTenant,
  tokenFor,
  type TenantUser,
} from '../support/compliance.js';
import {
  factoryEnv,
  factoryRest,
  factorySql,
  sampleConfiguration,
  seedPlan,
  seedTenant as seedFactoryTenant,
  seedUser as seedFactoryUser,
  type FactoryUser,
} from '../support/factory.js';
import { refusalProblem } from '../support/legacy-errors.js';
import { sampleRequest, sendSample, type RouteFixtures, type SampleRequest } from '../support/route-samples.js';
import { incorporationCertificatePdf } from '../support/sample-documents.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { filesUnder, tenantRows } from '../support/tenant-snapshot.js';
import type { Answer } from '../support/training-rest.js';
import { waitFor } from '../support/wait.js';

/**
 * Tenant isolation of every compliance and factory route, derived from the route tables: tenant A owns real
 * records of every kind (made through the routes themselves); tenant B, with valid credentials of its own,
 * calls every tenant-scoped route with A's ids (and A's tenant id wherever a route takes one). B gets the
 * refusal its service documents (compliance: 404 for another tenant's record, 403 for naming another tenant;
 * factory: 404, its queries being scoped to the caller's tenant) or only its own data, never A's; and A's
 * rows, files and the shared tables are exactly as they were. Queries are also sent as A, to show that each
 * probe names data that is there. A route added to the tables fails the coverage test until it is probed here
 * or listed, with a reason, among the routes that are not tenant-scoped.
 */

/** What B must get from a route. */
type Expectation = { readonly refused: 403 | 404 } | 'own data only';

interface Probe {
  readonly expect: Expectation;
  /** Another request than the route's sample (with A's records). */
  readonly request?: (fixtures: RouteFixtures) => SampleRequest;
  /** Headers besides B's credentials. */
  readonly headers?: Record<string, string>;
  /** Whether the same request as A shows A's data (queries only; false where it cannot, e.g. a forged link). */
  readonly control?: boolean;
}

const refused = (status: 403 | 404, variant: Omit<Probe, 'expect'> = {}): Probe => ({
  expect: { refused: status },
  ...variant,
});
const ownDataOnly = (variant: Omit<Probe, 'expect'> = {}): Probe => ({ expect: 'own data only', ...variant });

/** Compliance routes: B's token alone; every one of them also refuses B's token with `x-tenant-id: A` (403, below). */
const COMPLIANCE_PROBES: Readonly<Record<string, Probe>> = {
  listTenants: ownDataOnly(),
  userContext: refused(404),
  listEntities: refused(403),
  createEntity: refused(403),
  getEntity: refused(404),
  updateEntityProfile: refused(404),
  listWorkflowTemplates: refused(403),
  createWorkflowTemplate: refused(403),
  getWorkflowTemplate: refused(404),
  updateWorkflowTemplate: refused(404),
  listWorkflowInstances: refused(403),
  createWorkflowInstance: refused(403),
  getWorkflowInstance: refused(404),
  updateWorkflowTask: refused(404),
  generateWorkflowCertificate: refused(404),
  listDocumentTemplates: refused(403),
  getDocumentTemplate: refused(404),
  createDocumentTemplate: refused(403),
  updateDocumentTemplate: refused(404),
  generateDocument: refused(404),
  uploadDocument: refused(404),
  saveVerifiedData: refused(404),
  // A filter naming A's entity finds nothing of B's.
  listVaultDocuments: ownDataOnly(),
  uploadVaultDocument: refused(404),
  getVaultDocument: refused(404),
  // B's own signed link with its key rewritten to A's file: the signature no longer matches.
  downloadDocumentFile: refused(403, { control: false }),
  getDocument: refused(404),
  listEntityDocuments: refused(404),
  getExtractionJob: refused(404),
  // MCA form mappings are global: every tenant reads them, within its own tenant only.
  listFormMappings: refused(403, { control: false }),
  getFormMapping: ownDataOnly({ control: false }),
  workflowRedirect: refused(404),
  auditOfEntity: ownDataOnly({ headers: { 'x-audit-access': 'true' } }),
  auditOfDocument: ownDataOnly({ headers: { 'x-audit-access': 'true' } }),
  queryAudit: ownDataOnly({ headers: { 'x-audit-access': 'true' } }),
  // Public (ERP systems hold no token), but only for an entity of the tenant it names.
  erpWebhook: refused(404, {
    request: ({ compliance }) => ({
      path: '/api/v1/webhooks/erp',
      body: { tenantId: bTenants.compliance, entityId: compliance.entityId, metricType: 'Turnover', metricValue: 1 },
    }),
  }),
};

/** Factory routes: B's token with `x-tenant-id: A` as well, which an admin's requests must ignore. */
const FACTORY_PROBES: Readonly<Record<string, Probe>> = {
  factorySignup: refused(403),
  getTenantConfig: refused(404),
  listFactoryAuditLogs: ownDataOnly(),
  // Recorded in B's own log whatever x-tenant-id says (the entry names nothing of A, so that an echo is no leak).
  recordFactoryAuditLog: ownDataOnly({
    request: () => ({
      path: '/audit-logs',
      body: { action: 'probe.recorded', entityType: 'worker', entityId: 'beta-1' },
    }),
  }),
  factoryListWorkers: ownDataOnly(),
  factoryInitDefaultWorker: ownDataOnly(),
  factoryCreateWorker: ownDataOnly(),
  factoryGetWorker: refused(404),
  factoryUpdateWorker: refused(404),
  factoryDeleteWorker: refused(404),
  factoryListArticles: ownDataOnly(),
  factoryArticleOptions: ownDataOnly(),
  factoryCreateArticle: ownDataOnly(),
  factoryGetArticle: refused(404),
  factoryUpdateArticle: refused(404),
  factoryDeleteArticle: refused(404),
  factoryListMasterDataValues: refused(404),
  factoryUpsertMasterDataValues: ownDataOnly(),
  factoryListJobs: ownDataOnly(),
  factoryCreateJob: refused(404),
  factoryGetJob: refused(404),
  factoryCancelJob: refused(404),
  factoryMoveJobStep: refused(404),
  factoryDeleteJob: refused(404),
  factoryWorkerLedger: refused(404),
  factoryWorkerLedgerSummary: refused(404),
  factoryLedgerAdjustment: refused(404),
  factoryListTransactions: ownDataOnly(),
  factoryCreateTransaction: refused(404),
  factoryMakePayment: refused(404),
  factoryGetTransaction: refused(404),
  factoryUpdateTransaction: refused(404),
  factoryDeleteTransaction: refused(404),
  factoryTaskReportByGroup: ownDataOnly(),
  factoryReportByArticle: refused(404),
};

/** Routes that are not tenant-scoped, with the reason (each is covered by the test named, where there is one). */
const NOT_TENANT_SCOPED: Readonly<Record<string, string>> = {
  // compliance
  health: 'public health check',
  workflowHealth: 'public health check',
  listPlans: 'public catalogue of plans',
  signUpTenant: 'public: creates a new tenant, names no existing one',
  createTenant: 'platform admins only (authentication.test.ts): creates a new tenant',
  processDocument: 'works on the uploaded file alone and keeps nothing (uploads.test.ts)',
  createFormMapping: 'MCA form mappings are global, written by platform admins only (authentication.test.ts)',
  updateFormMapping: 'MCA form mappings are global, written by platform admins only (authentication.test.ts)',
  toggleFormMappingActive: 'MCA form mappings are global, written by platform admins only (authentication.test.ts)',
  // factory
  factoryLogin: 'public: the email and password are the credential',
  factoryRefresh: 'the refresh cookie is the credential (authentication.test.ts)',
  factoryLogout: 'the refresh cookie is the credential',
  factoryForgotPassword: 'public: answers the same for every email',
  factoryResetPassword: 'the mailed token is the credential',
  factoryListPlans: 'plans are global, read by every tenant',
  factoryGetPlan: 'plans are global, read by every tenant',
  factoryCreatePlan: 'super-admin only (authentication.test.ts): plans are global',
  factoryUpdatePlan: 'super-admin only (authentication.test.ts): plans are global',
  factoryDeletePlan: 'super-admin only (authentication.test.ts): plans are global',
  factoryTenantStats: 'super-admin only (authentication.test.ts): super-admin routes bypass tenant scoping by the spec',
  factoryListTenants: 'super-admin only (authentication.test.ts)',
  factoryCreateTenant: 'super-admin only (authentication.test.ts)',
  factoryGetTenant: 'super-admin only (authentication.test.ts)',
  factoryUpdateTenant: 'super-admin only (authentication.test.ts)',
  factorySetTenantStatus: 'super-admin only (authentication.test.ts)',
  factoryRetryTenantDomain: 'super-admin only (authentication.test.ts)',
  factoryDeleteTenant: 'super-admin only (authentication.test.ts)',
  upsertTenantConfig: 'super-admin only (authentication.test.ts)',
  listCorsOrigins: 'super-admin only: the origins are global',
  addCorsOrigin: 'super-admin only: the origins are global',
  removeCorsOrigin: 'super-admin only: the origins are global',
};

const MARK = `alpha-${randomUUID().slice(0, 8)}`;
const bTenants = { compliance: '', factory: '' };

let stack: TestStack;
let fixtures: RouteFixtures;
/** Ids of A's records: none may appear in an answer to B. */
const alphaIds = new Set<string>();
let ownerA: TenantUser;
let ownerB: TenantUser;
let adminA: FactoryUser;
let adminB: FactoryUser;
const complianceDb = complianceSql(() => stack);
const factoryDb = factorySql(() => stack);
const compliance = complianceRest(
  () => stack,
  () => ownerA.headers,
);
const factory = factoryRest(
  () => stack,
  () => adminA.headers,
);

/** A request that must succeed, its body. */
async function made(answer: Promise<Answer>, status = 201): Promise<any> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`Seeding failed: expected ${status}, got ${got} ${JSON.stringify(body)}`);
  return body;
}

/** A legacy multipart request of tenant A's compliance owner (or `headers`). */
async function complianceUpload(
  path: string,
  bytes: Uint8Array,
  filename: string,
  fields: Record<string, string>,
  headers = ownerA.headers,
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), filename);
  const response = await fetch(`${stack.restUrl}/compliance/api/v1${path}`, { method: 'POST', body: form, headers });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** Tenant A's compliance records, made through the routes, and B's own signed link rewritten to A's file. */
async function seedComplianceTenantA(pdf: Buffer) {
  const entity = (
    await made(
      compliance('POST', '/api/v1/entities', {
        tenantId: ownerA.tenantId,
        name: `Alpha ${MARK}`,
        profileData: { companyName: MARK },
      }),
    )
  ).data;
  const updated = (
    await made(
      compliance('PATCH', `/api/v1/entities/${entity.id}`, {
        version: 1,
        profileData: { cin: 'U12345MH2020PTC000001' },
      }),
      200,
    )
  ).data;
  const template = (
    await made(
      compliance(
        'POST',
        '/api/v1/workflows/templates',
        annualFiling({ tenantId: ownerA.tenantId, workflowName: `Alpha filing ${MARK}` }),
      ),
    )
  ).data;
  const instance = (
    await made(
      compliance('POST', '/api/v1/workflows/instances', {
        tenantId: ownerA.tenantId,
        templateId: template.id,
        entityId: entity.id,
      }),
    )
  ).data;
  const documentTemplate = (
    await made(
      compliance('POST', '/api/v1/documents/templates', {
        tenantId: ownerA.tenantId,
        name: `Alpha notice ${MARK}`,
        category: 'NOTICE',
        body: `<p>${MARK} {{companyName}}</p>`,
      }),
    )
  ).data;
  const uploaded = await made(
    complianceUpload('/documents/upload', pdf, `alpha-${MARK}.pdf`, {
      entityId: entity.id,
      documentType: 'CERTIFICATE_OF_INCORPORATION',
    }),
  );
  const vault = (
    await made(
      complianceUpload('/documents/vault/upload', pdf, `alpha-vault-${MARK}.pdf`, {
        entityId: entity.id,
        description: MARK,
      }),
    )
  ).data;
  await made(
    compliance(
      'POST',
      '/api/v1/webhooks/erp',
      { tenantId: ownerA.tenantId, entityId: entity.id, metricType: 'Turnover', metricValue: 4242 },
      {},
    ),
    202,
  );
  const platformAdmin = await seedPlatformAdmin(complianceDb);
  const formType = `ALPHA-${MARK.slice(-6)}`;
  await made(
    compliance(
      'POST',
      '/api/v1/mca/form-mappings',
      {
        formType,
        formVersion: 'V1',
        mcaUrl: 'https://www.mca.gov.in/alpha.html',
        fieldMappings: [{ profilePath: 'cin', selectors: ['#cin'], required: true }],
      },
      platformAdmin.headers,
    ),
  );
  // Everything that finishes in the background has finished, so that A's rows stand still from here on.
  await waitFor(
    async () =>
      (await made(compliance('GET', `/api/v1/idp/extract/${uploaded.jobId}`), 200)).status === 'processing'
        ? undefined
        : true,
    {
      timeoutMs: 90_000,
      what: "A's extraction job to finish",
    },
  );
  await waitFor(
    async () =>
      (await complianceDb(`select id from compliance.financial_metric where entity_id = ?`, [entity.id])).length
        ? true
        : undefined,
    {
      timeoutMs: 60_000,
      what: "A's ERP metric to be stored",
    },
  );

  const ownB = (await made(complianceUpload('/documents/vault/upload', pdf, 'beta.pdf', {}, ownerB.headers))).data;
  const tokenB = new URL(ownB.signedUrl).pathname.split('/').pop()!;
  const [header, claims, signature] = tokenB.split('.');
  const [{ storage_key: keyA }] = await complianceDb<{ storage_key: string }>(
    `select storage_key from compliance.document where id = ?`,
    [uploaded.documentId],
  );
  const forgedClaims = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(claims, 'base64url').toString()), key: keyA }),
  ).toString('base64url');

  for (const id of [
    ownerA.tenantId,
    ownerA.userId,
    entity.id,
    template.id,
    instance.id,
    documentTemplate.id,
    uploaded.documentId,
    uploaded.jobId,
    vault.id,
  ])
    alphaIds.add(id);
  return {
    tenantId: ownerA.tenantId,
    userEmail: ownerA.email,
    entityId: entity.id,
    entityVersion: updated.version,
    workflowTemplateId: template.id,
    workflowInstanceId: instance.id,
    documentTemplateId: documentTemplate.id,
    documentId: uploaded.documentId,
    vaultDocumentId: vault.id,
    extractionJobId: uploaded.jobId,
    fileToken: `${header}.${forgedClaims}.${signature}`,
    formType,
  };
}

/** Tenant A's factory records: configuration, master data, a worker, an article, a job with a paid step, a payment, an audit entry. */
async function seedFactoryTenantA(superAdmin: FactoryUser) {
  await made(factory('POST', '/tenant-config', sampleConfiguration(adminA.tenantId!), superAdmin.headers));
  await made(factory('POST', '/tenant-config', sampleConfiguration(adminB.tenantId!), superAdmin.headers));
  await made(factory('POST', '/master-data-values', { attributeName: 'color', values: ['indigo', MARK] }));
  const worker = (await made(factory('POST', '/worker/create', { name: `Alpha ${MARK}`, skills: ['cutting'] }))).data
    .worker;
  const article = (
    await made(
      factory('POST', '/article/create', {
        articleNo: `A-${MARK}`,
        name: `Alpha shirt ${MARK}`,
        attributes: { color: 'indigo' },
        stepRates: [{ step: 'Cutting', rate: 2 }],
      }),
    )
  ).data.article;
  const job = (
    await made(factory('POST', '/job/create', { jobNo: `JOB-${MARK}`, article: article._id, size: 8, quantity: 10 }))
  ).data.job;
  await made(factory('PATCH', `/job/${job._id}`, { step: 'Cutting', status: 'completed', worker: worker._id }), 200);
  const payment = (
    await made(factory('POST', '/transaction/makePayment', { workerId: worker._id, amount: 5, note: MARK }))
  ).data;
  await made(
    factory('POST', '/audit-logs', {
      action: 'alpha.note',
      entityType: 'worker',
      entityId: worker._id,
      after: { note: MARK },
    }),
  );
  for (const id of [adminA.tenantId!, adminA.id, worker._id, article._id, job._id, payment.transaction._id])
    alphaIds.add(id);
  return {
    tenantId: adminA.tenantId!,
    planSlug: 'unused',
    workerId: worker._id,
    articleId: article._id,
    jobId: job._id,
    transactionId: payment.transaction._id,
    attributeName: 'color',
    stepName: 'Cutting',
  };
}

beforeAll(async () => {
  stack = await startTestStack({
    ...complianceEnv(),
    ...factoryEnv(),
    RATE_LIMIT_FACTOR: '0',
    STORAGE_DIR: undefined,
    SMTP_URL: undefined,
  });
  [ownerA, ownerB] = [
    await seedComplianceTenant(complianceDb, { name: `Alpha ${MARK}` }),
    await seedComplianceTenant(complianceDb, { name: 'Beta' }),
  ];
  const plan = await seedPlan(factoryDb);
  const [tenantA, tenantB] = [await seedFactoryTenant(factoryDb, plan.id), await seedFactoryTenant(factoryDb, plan.id)];
  [adminA, adminB] = [await seedFactoryUser(factoryDb, tenantA.id), await seedFactoryUser(factoryDb, tenantB.id)];
  bTenants.compliance = ownerB.tenantId;
  bTenants.factory = tenantB.id;
  const pdf = await incorporationCertificatePdf();
  fixtures = {
    compliance: await seedComplianceTenantA(pdf),
    factory: await seedFactoryTenantA(await seedFactoryUser(factoryDb, null)),
    training: {
      courseId: '',
      courseSlug: '',
      taxonomyId: '',
      interestId: '',
      enrollmentId: '',
      enquiryId: '',
      trainingPlanRequestId: '',
    },
    pdf,
  };
}, 240_000);

afterAll(() => stack?.stop());

const isQuery = (route: RouteDefinition) =>
  route.document.definitions.some(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.QUERY,
  );
const mentionsAlpha = (body: unknown) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text.includes(MARK) || [...alphaIds].some((id) => text.includes(id));
};

/** Everything of A that B must not change: its rows in both schemas, the shared tables, its stored files. */
const snapshotOfA = async () => ({
  compliance: await tenantRows(complianceDb, 'compliance', ownerA.tenantId),
  factory: await tenantRows(factoryDb, 'factory', adminA.tenantId!),
  files: await filesUnder(join(stack.dataDir, 'storage', 'compliance', 'documents', ownerA.tenantId)),
});

/** What is wrong with B's answer to `probe` of `route`, if anything. */
function probeProblem(
  service: ServiceDefinition,
  route: RouteDefinition,
  probe: Probe,
  answer: Answer,
): string | undefined {
  if (mentionsAlpha(answer.body))
    return `answered A's data: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
  if (probe.expect === 'own data only')
    return answer.status >= 200 && answer.status < 300
      ? undefined
      : `expected B's own data, got ${answer.status} ${JSON.stringify(answer.body)}`;
  return refusalProblem(service.name, answer, probe.expect.refused);
}

/** Sends every probe of `probes` as B (and, for queries, as A) and lists what went wrong. */
async function runProbes(
  service: ServiceDefinition,
  probes: Readonly<Record<string, Probe>>,
  b: Record<string, string>,
  a: Record<string, string>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const route of service.routes.filter((candidate) => probes[candidate.name])) {
    const probe = probes[route.name];
    const request = probe.request?.(fixtures) ?? sampleRequest(service, route, fixtures);
    const label = `${route.method} ${route.path} (${route.name})`;
    const problem = probeProblem(
      service,
      route,
      probe,
      await sendSample(stack, service, route, request, { ...b, ...probe.headers }),
    );
    if (problem) problems.push(`${label} as B: ${problem}`);
    if (service === complianceService && route.auth !== 'public') {
      const named = await sendSample(stack, service, route, request, {
        ...b,
        ...probe.headers,
        'x-tenant-id': ownerA.tenantId,
      });
      const headerProblem = mentionsAlpha(named.body) ? 'answered A’s data' : refusalProblem(service.name, named, 403);
      if (headerProblem) problems.push(`${label} as B naming A in x-tenant-id: ${headerProblem}`);
    }
    if (isQuery(route) && probe.control !== false) {
      const control = await sendSample(stack, service, route, sampleRequest(service, route, fixtures), {
        ...a,
        ...probe.headers,
      });
      if (control.status !== 200 || !mentionsAlpha(control.body))
        problems.push(
          `${label} as A does not show A's data: ${control.status} ${JSON.stringify(control.body).slice(0, 300)}`,
        );
    }
  }
  return problems;
}

test('every tenant-scoped compliance and factory route is probed; the others are listed with a reason', () => {
  const tables = [complianceService, complianceWorkflowService, factoryService].flatMap((service) =>
    service.routes.map((route) => route.name),
  );
  const probed = [...Object.keys(COMPLIANCE_PROBES), ...Object.keys(FACTORY_PROBES)];
  const unaccounted = tables.filter((name) => !probed.includes(name) && !NOT_TENANT_SCOPED[name]);
  expect(unaccounted).toEqual([]);
  expect(probed.filter((name) => NOT_TENANT_SCOPED[name])).toEqual([]);
  expect([...probed, ...Object.keys(NOT_TENANT_SCOPED)].filter((name) => !tables.includes(name))).toEqual([]);
});

test("tenant B reaches none of tenant A's records through any route, and A's data is unchanged afterwards", async () => {
  const before = await snapshotOfA();
  expect(Object.values(before.compliance).flat().length).toBeGreaterThan(10);
  expect(Object.values(before.factory).flat().length).toBeGreaterThan(10);
  expect(Object.keys(before.files)).toHaveLength(2);

  const problems = [
    ...(await runProbes(complianceService, COMPLIANCE_PROBES, ownerB.headers, ownerA.headers)),
    ...(await runProbes(
      factoryService,
      FACTORY_PROBES,
      { ...adminB.headers, 'x-tenant-id': adminA.tenantId! },
      adminA.headers,
    )),
  ];
  expect(problems).toEqual([]);
  expect(await snapshotOfA()).toEqual(before);
});

test("a token of B's owner whose user_metadata claims A's tenant is refused 403 on every tenant-scoped compliance route, with or without x-tenant-id: A, and A's data is unchanged", async () => {
  const before = await snapshotOfA();
  // user_metadata is the user's own to write at the identity provider (GoTrue's PUT /auth/v1/user).
  const claimingA = {
    authorization: `Bearer ${await tokenFor({ userId: ownerB.userId, email: ownerB.email, tenantId: ownerA.tenantId })}`,
  };
  const problems: string[] = [];
  for (const service of [complianceService, complianceWorkflowService]) {
    for (const route of service.routes.filter((candidate) => COMPLIANCE_PROBES[candidate.name])) {
      if (route.auth === 'public') continue;
      const probe = COMPLIANCE_PROBES[route.name];
      const request = probe.request?.(fixtures) ?? sampleRequest(service, route, fixtures);
      for (const headers of [claimingA, { ...claimingA, 'x-tenant-id': ownerA.tenantId }]) {
        const answer = await sendSample(stack, service, route, request, { ...headers, ...probe.headers });
        const problem = mentionsAlpha(answer.body) ? "answered A's data" : refusalProblem(service.name, answer, 403);
        const label = `${route.method} ${route.path} (${route.name}${'x-tenant-id' in headers ? ', x-tenant-id: A' : ''})`;
        if (problem) problems.push(`${label}: ${problem}`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(await snapshotOfA()).toEqual(before);
});
