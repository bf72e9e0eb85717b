import { randomUUID } from 'node:crypto';
import type { RouteDefinition, ServiceDefinition } from '../../rest-adapter/engine/index.js';
import { annualFiling } from '../../subgraphs/compliance/workflows/workflow.fixtures.js';
import { sampleConfiguration } from './factory.js';
import type { TestStack } from './stack.js';
import { answerOf, type Answer } from './training-rest.js';

/**
 * One well-formed request for every route of the legacy route tables (`rest-adapter/services`), naming the
 * records of `RouteFixtures` wherever a route takes an id or a tenant: so that a refusal of such a request can
 * only come from who sends it (tenant isolation, authentication), never from a malformed body.
 */

/** The records the sample requests name. */
export interface RouteFixtures {
  readonly compliance: {
    readonly tenantId: string;
    readonly userEmail: string;
    readonly entityId: string;
    readonly entityVersion: number;
    readonly workflowTemplateId: string;
    readonly workflowInstanceId: string;
    readonly documentTemplateId: string;
    readonly documentId: string;
    readonly vaultDocumentId: string;
    readonly extractionJobId: string;
    /** A signed file-link token (the last segment of a document's signedUrl). */
    readonly fileToken: string;
    readonly formType: string;
  };
  readonly factory: {
    readonly tenantId: string;
    readonly planSlug: string;
    readonly workerId: string;
    readonly articleId: string;
    readonly jobId: string;
    readonly transactionId: string;
    readonly attributeName: string;
    readonly stepName: string;
  };
  readonly training: {
    readonly courseId: string;
    readonly courseSlug: string;
    readonly taxonomyId: string;
    readonly interestId: string;
    readonly enrollmentId: string;
    readonly enquiryId: string;
    readonly trainingPlanRequestId: string;
  };
  /** A small genuine PDF, for the upload routes. */
  readonly pdf: Buffer;
}

/** Fixtures of records that do not exist: enough where a request is refused before anything is looked up. */
export function unknownRecords(pdf: Buffer): RouteFixtures {
  const id = () => randomUUID();
  return {
    compliance: {
      tenantId: id(),
      userEmail: 'nobody@example.com',
      entityId: id(),
      entityVersion: 1,
      workflowTemplateId: id(),
      workflowInstanceId: id(),
      documentTemplateId: id(),
      documentId: id(),
      vaultDocumentId: id(),
      extractionJobId: id(),
      fileToken: 'not-a-token',
      formType: 'MGT-7',
    },
    factory: {
      tenantId: id(),
      planSlug: 'no-such-plan',
      workerId: id(),
      articleId: id(),
      jobId: id(),
      transactionId: id(),
      attributeName: 'color',
      stepName: 'Cutting',
    },
    training: {
      courseId: id(),
      courseSlug: 'no-such-course',
      taxonomyId: id(),
      interestId: id(),
      enrollmentId: id(),
      enquiryId: id(),
      trainingPlanRequestId: id(),
    },
    pdf,
  };
}

/** A request to one route: the path (with its query) under the service's base path and a JSON or multipart body. */
export interface SampleRequest {
  readonly path: string;
  readonly body?: unknown;
  /** A multipart request: text fields and the `file` field (the fixtures' PDF unless a sample gives another). */
  readonly multipart?: {
    readonly fields: Record<string, string>;
    readonly file?: { bytes: Uint8Array; filename: string; type: string };
  };
}

type Sample = (fixtures: RouteFixtures) => SampleRequest;

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
const password = 'correct horse battery';

const COMPLIANCE: Record<string, Sample> = {
  health: () => ({ path: '/health' }),
  listPlans: () => ({ path: '/api/v1/plans' }),
  signUpTenant: () => ({
    path: '/api/v1/tenants/signup',
    body: { organizationName: 'Probe Pvt Ltd', entityType: 'PRIVATE_LIMITED', email: uniqueEmail('signup'), password },
  }),
  createTenant: () => ({
    path: '/api/v1/tenants',
    body: { name: 'Probe Ltd', entityType: 'LLP', contactEmail: 'ops@example.com', subscriptionPlan: 'STARTER' },
  }),
  listTenants: () => ({ path: '/api/v1/tenants' }),
  userContext: ({ compliance }) => ({ path: `/api/v1/me?email=${encodeURIComponent(compliance.userEmail)}` }),
  listEntities: ({ compliance }) => ({ path: `/api/v1/entities?tenantId=${compliance.tenantId}` }),
  createEntity: ({ compliance }) => ({
    path: '/api/v1/entities',
    body: { tenantId: compliance.tenantId, name: 'Probe Private Limited', profileData: {} },
  }),
  getEntity: ({ compliance }) => ({ path: `/api/v1/entities/${compliance.entityId}` }),
  updateEntityProfile: ({ compliance }) => ({
    path: `/api/v1/entities/${compliance.entityId}`,
    body: { version: compliance.entityVersion, profileData: { probe: 'changed' } },
  }),
  listWorkflowTemplates: ({ compliance }) => ({ path: `/api/v1/workflows/templates?tenantId=${compliance.tenantId}` }),
  createWorkflowTemplate: ({ compliance }) => ({
    path: '/api/v1/workflows/templates',
    body: annualFiling({ tenantId: compliance.tenantId, workflowName: 'Probe filing' }),
  }),
  getWorkflowTemplate: ({ compliance }) => ({ path: `/api/v1/workflows/templates/${compliance.workflowTemplateId}` }),
  updateWorkflowTemplate: ({ compliance }) => ({
    path: `/api/v1/workflows/templates/${compliance.workflowTemplateId}`,
    body: { phases: annualFiling().phases },
  }),
  listWorkflowInstances: ({ compliance }) => ({ path: `/api/v1/workflows/instances?tenantId=${compliance.tenantId}` }),
  createWorkflowInstance: ({ compliance }) => ({
    path: '/api/v1/workflows/instances',
    body: { tenantId: compliance.tenantId, templateId: compliance.workflowTemplateId, entityId: compliance.entityId },
  }),
  getWorkflowInstance: ({ compliance }) => ({ path: `/api/v1/workflows/instances/${compliance.workflowInstanceId}` }),
  updateWorkflowTask: ({ compliance }) => ({
    path: `/api/v1/workflows/instances/${compliance.workflowInstanceId}/tasks`,
    body: { taskId: 'p1_t1', completed: true },
  }),
  generateWorkflowCertificate: ({ compliance }) => ({
    path: `/api/v1/workflows/instances/${compliance.workflowInstanceId}/generate-pdf`,
  }),
  listDocumentTemplates: ({ compliance }) => ({ path: `/api/v1/documents/templates?tenantId=${compliance.tenantId}` }),
  getDocumentTemplate: ({ compliance }) => ({ path: `/api/v1/documents/templates/${compliance.documentTemplateId}` }),
  createDocumentTemplate: ({ compliance }) => ({
    path: '/api/v1/documents/templates',
    body: {
      tenantId: compliance.tenantId,
      name: 'Probe notice',
      category: 'NOTICE',
      body: '<p>Notice to {{companyName}}</p>',
    },
  }),
  updateDocumentTemplate: ({ compliance }) => ({
    path: `/api/v1/documents/templates/${compliance.documentTemplateId}`,
    body: { name: 'Renamed by a probe' },
  }),
  generateDocument: ({ compliance }) => ({
    path: `/api/v1/documents/generate/${compliance.documentTemplateId}`,
    body: { companyName: 'Probe Pvt Ltd' },
  }),
  uploadDocument: ({ compliance }) => ({
    path: '/api/v1/documents/upload',
    multipart: {
      fields: {
        entityId: compliance.entityId,
        documentType: 'CERTIFICATE_OF_INCORPORATION',
        triggerExtraction: 'false',
      },
    },
  }),
  processDocument: () => ({ path: '/api/v1/documents/process', multipart: { fields: {} } }),
  saveVerifiedData: ({ compliance }) => ({
    path: '/api/v1/documents/verification/save',
    body: {
      entityId: compliance.entityId,
      version: compliance.entityVersion,
      jobId: compliance.extractionJobId,
      verifiedData: { companyName: 'Probe Pvt Ltd' },
    },
  }),
  listVaultDocuments: ({ compliance }) => ({ path: `/api/v1/documents/vault?entityId=${compliance.entityId}` }),
  uploadVaultDocument: ({ compliance }) => ({
    path: '/api/v1/documents/vault/upload',
    multipart: { fields: { entityId: compliance.entityId, description: 'probe' } },
  }),
  getVaultDocument: ({ compliance }) => ({ path: `/api/v1/documents/vault/${compliance.vaultDocumentId}` }),
  downloadDocumentFile: ({ compliance }) => ({ path: `/api/v1/documents/files/${compliance.fileToken}` }),
  getDocument: ({ compliance }) => ({ path: `/api/v1/documents/${compliance.documentId}` }),
  listEntityDocuments: ({ compliance }) => ({ path: `/api/v1/entities/${compliance.entityId}/documents` }),
  getExtractionJob: ({ compliance }) => ({ path: `/api/v1/idp/extract/${compliance.extractionJobId}` }),
  listFormMappings: ({ compliance }) => ({ path: `/api/v1/mca/form-mappings?tenantId=${compliance.tenantId}` }),
  getFormMapping: ({ compliance }) => ({ path: `/api/v1/mca/form-mappings/${compliance.formType}` }),
  createFormMapping: () => ({
    path: '/api/v1/mca/form-mappings',
    body: {
      formType: `PROBE-${randomUUID().slice(0, 6)}`,
      formVersion: 'V1',
      mcaUrl: 'https://www.mca.gov.in/probe.html',
      fieldMappings: [{ profilePath: 'cin', selectors: ['#cin'], required: true }],
    },
  }),
  updateFormMapping: ({ compliance }) => ({
    path: `/api/v1/mca/form-mappings/${compliance.formType}`,
    body: { version: 1, isActive: true },
  }),
  toggleFormMappingActive: ({ compliance }) => ({
    path: `/api/v1/mca/form-mappings/${compliance.formType}/toggle-active`,
  }),
  workflowRedirect: ({ compliance }) => ({ path: `/api/v1/mca/workflow-redirect/${compliance.workflowInstanceId}` }),
  auditOfEntity: ({ compliance }) => ({ path: `/api/v1/audit/entity/${compliance.entityId}` }),
  auditOfDocument: ({ compliance }) => ({ path: `/api/v1/audit/document/${compliance.documentId}` }),
  queryAudit: ({ compliance }) => ({ path: `/api/v1/audit/query?entityId=${compliance.entityId}` }),
  erpWebhook: ({ compliance }) => ({
    path: '/api/v1/webhooks/erp',
    body: { tenantId: compliance.tenantId, entityId: compliance.entityId, metricType: 'Turnover', metricValue: 1000 },
  }),
  workflowHealth: () => ({ path: '/health' }),
};

const FACTORY: Record<string, Sample> = {
  factoryLogin: () => ({ path: '/auth/login', body: { username: 'nobody@factory.example.com', password } }),
  factoryRefresh: () => ({ path: '/auth/refresh' }),
  factoryLogout: () => ({ path: '/auth/logout' }),
  factorySignup: ({ factory }) => ({
    path: '/auth/signup',
    body: {
      tenantId: factory.tenantId,
      name: 'Probe Admin',
      email: uniqueEmail('signup'),
      password,
      passwordConfirm: password,
    },
  }),
  factoryForgotPassword: () => ({ path: '/auth/forgotPassword', body: { email: 'nobody@factory.example.com' } }),
  factoryResetPassword: () => ({
    path: `/auth/resetPassword/${randomUUID()}`,
    body: { password, passwordConfirm: password },
  }),
  factoryListPlans: () => ({ path: '/plan' }),
  factoryGetPlan: ({ factory }) => ({ path: `/plan/${factory.planSlug}` }),
  factoryCreatePlan: () => ({
    path: '/plan',
    body: {
      name: 'Probe plan',
      slug: `probe-${randomUUID().slice(0, 8)}`,
      description: 'made by a probe',
      limits: { maxUsers: 1, maxWorkers: 1, maxJobSteps: 1, maxArticleAttributes: 1 },
      rateLimits: { maxRequests: 100, windowMs: 60_000 },
    },
  }),
  factoryUpdatePlan: ({ factory }) => ({
    path: `/plan/${factory.planSlug}`,
    body: { description: 'changed by a probe' },
  }),
  factoryDeletePlan: ({ factory }) => ({ path: `/plan/${factory.planSlug}` }),
  factoryTenantStats: () => ({ path: '/tenant/stats' }),
  factoryListTenants: () => ({ path: '/tenant' }),
  factoryCreateTenant: ({ factory }) => {
    const slug = `probe-${randomUUID().slice(0, 8)}`;
    return {
      path: '/tenant',
      body: {
        name: 'Probe factory',
        slug,
        plan: factory.planSlug,
        adminName: 'Probe',
        adminEmail: uniqueEmail(slug),
        adminPassword: password,
        adminConfirmPassword: password,
      },
    };
  },
  factoryGetTenant: ({ factory }) => ({ path: `/tenant/${factory.tenantId}` }),
  factoryUpdateTenant: ({ factory }) => ({ path: `/tenant/${factory.tenantId}`, body: { name: 'Renamed by a probe' } }),
  factorySetTenantStatus: ({ factory }) => ({
    path: `/tenant/${factory.tenantId}/status`,
    body: { status: 'suspended' },
  }),
  factoryRetryTenantDomain: ({ factory }) => ({ path: `/tenant/${factory.tenantId}/retry-domain` }),
  factoryDeleteTenant: ({ factory }) => ({ path: `/tenant/${factory.tenantId}` }),
  upsertTenantConfig: ({ factory }) => ({ path: '/tenant-config', body: sampleConfiguration(factory.tenantId) }),
  getTenantConfig: ({ factory }) => ({ path: `/tenant-config/${factory.tenantId}` }),
  listCorsOrigins: () => ({ path: '/global-config/cors' }),
  addCorsOrigin: () => ({ path: '/global-config/cors', body: { origin: 'https://probe.example.com' } }),
  removeCorsOrigin: () => ({ path: `/global-config/cors/${encodeURIComponent('https://probe.example.com')}` }),
  listFactoryAuditLogs: () => ({ path: '/audit-logs' }),
  recordFactoryAuditLog: ({ factory }) => ({
    path: '/audit-logs',
    body: { action: 'probe.recorded', entityType: 'worker', entityId: factory.workerId },
  }),
  factoryListWorkers: () => ({ path: '/worker' }),
  factoryInitDefaultWorker: () => ({ path: '/worker/initDefaultWorker' }),
  factoryCreateWorker: () => ({ path: '/worker/create', body: { name: 'Probe worker', skills: ['cutting'] } }),
  factoryGetWorker: ({ factory }) => ({ path: `/worker/${factory.workerId}` }),
  factoryUpdateWorker: ({ factory }) => ({ path: `/worker/${factory.workerId}`, body: { name: 'Renamed by a probe' } }),
  factoryDeleteWorker: ({ factory }) => ({ path: `/worker/${factory.workerId}` }),
  factoryListArticles: () => ({ path: '/article' }),
  factoryArticleOptions: () => ({ path: '/article/getArticleList' }),
  factoryCreateArticle: ({ factory }) => ({
    path: '/article/create',
    body: {
      articleNo: `PROBE-${randomUUID().slice(0, 6)}`,
      name: 'Probe article',
      attributes: { [factory.attributeName]: 'indigo' },
      stepRates: [{ step: factory.stepName, rate: 1 }],
    },
  }),
  factoryGetArticle: ({ factory }) => ({ path: `/article/${factory.articleId}` }),
  factoryUpdateArticle: ({ factory }) => ({
    path: `/article/${factory.articleId}`,
    body: { name: 'Renamed by a probe' },
  }),
  factoryDeleteArticle: ({ factory }) => ({ path: `/article/${factory.articleId}` }),
  factoryListMasterDataValues: ({ factory }) => ({ path: `/master-data-values/${factory.tenantId}` }),
  factoryUpsertMasterDataValues: ({ factory }) => ({
    path: '/master-data-values',
    body: { attributeName: factory.attributeName, values: ['probe'] },
  }),
  factoryListJobs: () => ({ path: '/job', body: {} }),
  factoryCreateJob: ({ factory }) => ({
    path: '/job/create',
    body: { jobNo: `PROBE-${randomUUID().slice(0, 6)}`, article: factory.articleId, size: 8, quantity: 1 },
  }),
  factoryGetJob: ({ factory }) => ({ path: `/job/${factory.jobId}` }),
  factoryCancelJob: ({ factory }) => ({ path: `/job/${factory.jobId}`, body: { status: 'cancelled' } }),
  factoryMoveJobStep: ({ factory }) => ({
    path: `/job/${factory.jobId}`,
    body: { step: factory.stepName, status: 'completed', worker: factory.workerId },
  }),
  factoryDeleteJob: ({ factory }) => ({ path: `/job/${factory.jobId}` }),
  factoryWorkerLedger: ({ factory }) => ({ path: `/ledger/worker/${factory.workerId}`, body: {} }),
  factoryWorkerLedgerSummary: ({ factory }) => ({ path: `/ledger/summary/${factory.workerId}`, body: {} }),
  factoryLedgerAdjustment: ({ factory }) => ({
    path: '/ledger/adjustment',
    body: { workerId: factory.workerId, type: 'debit', amount: 5, description: 'probe' },
  }),
  factoryListTransactions: () => ({ path: '/transaction', body: {} }),
  factoryCreateTransaction: ({ factory }) => ({
    path: '/transaction/create',
    body: { workerId: factory.workerId, amount: 10, note: 'probe' },
  }),
  factoryMakePayment: ({ factory }) => ({
    path: '/transaction/makePayment',
    body: { workerId: factory.workerId, amount: 1, note: 'probe' },
  }),
  factoryGetTransaction: ({ factory }) => ({ path: `/transaction/${factory.transactionId}` }),
  factoryUpdateTransaction: ({ factory }) => ({
    path: `/transaction/${factory.transactionId}`,
    body: { note: 'changed by a probe' },
  }),
  factoryDeleteTransaction: ({ factory }) => ({ path: `/transaction/${factory.transactionId}` }),
  factoryTaskReportByGroup: () => ({ path: '/report/getTaskReportByGroup', body: { groupBy: 'worker' } }),
  factoryReportByArticle: ({ factory }) => ({
    path: `/report/getReportByArticleId/${factory.articleId}`,
    body: { groupBy: 'worker' },
  }),
};

const TRAINING: Record<string, Sample> = {
  listCourses: () => ({ path: '/courses' }),
  createCourse: () => ({
    path: '/courses',
    body: {
      title: 'Probe course',
      slug: `probe-${randomUUID().slice(0, 8)}`,
      description: 'A probe.',
      is_published: false,
    },
  }),
  bulkUpdateCourses: ({ training }) => ({
    path: '/courses/bulk',
    body: { ids: [training.courseId], updates: { is_published: false } },
  }),
  getCourse: ({ training }) => ({ path: `/courses/${training.courseId}` }),
  updateCourse: ({ training }) => ({
    path: `/courses/${training.courseId}`,
    body: { title: 'Probe course', slug: training.courseSlug, description: 'Changed by a probe.' },
  }),
  deleteCourse: ({ training }) => ({ path: `/courses/${training.courseId}` }),
  listTaxonomies: () => ({ path: '/taxonomies' }),
  createTaxonomyA: () => ({
    path: '/taxonomies',
    body: { type: 'category', name: 'Probe category', slug: `probe-${randomUUID().slice(0, 8)}` },
  }),
  updateTaxonomyA: ({ training }) => ({
    path: `/taxonomies/${training.taxonomyId}`,
    body: { name: 'Renamed by a probe' },
  }),
  deleteTaxonomyA: ({ training }) => ({ path: `/taxonomies/${training.taxonomyId}` }),
  createTaxonomyB: () => ({
    path: '/taxonomies/categories',
    body: { name: 'Probe category', slug: `probe-${randomUUID().slice(0, 8)}` },
  }),
  updateTaxonomyB: ({ training }) => ({
    path: `/taxonomies/categories/${training.taxonomyId}`,
    body: { name: 'Renamed by a probe' },
  }),
  deleteTaxonomyB: ({ training }) => ({ path: `/taxonomies/categories/${training.taxonomyId}` }),
  registerInterest: ({ training }) => ({
    path: `/courses/${training.courseId}/interest`,
    body: { name: 'Probe', email: uniqueEmail('interest'), challengeToken: 'probe' },
  }),
  createInterest: ({ training }) => ({
    path: '/interests',
    body: { course_id: training.courseId, name: 'Probe', email: uniqueEmail('interest') },
  }),
  listInterests: () => ({ path: '/interests' }),
  downloadBrochure: () => ({ path: '/interests/brochure/not-a-token' }),
  updateInterestStatus: ({ training }) => ({
    path: `/interests/${training.interestId}`,
    body: { status: 'contacted' },
  }),
  deleteInterests: ({ training }) => ({ path: '/interests', body: { ids: [training.interestId] } }),
  resendBrochure: ({ training }) => ({ path: `/interests/${training.interestId}/resend-brochure` }),
  eraseInterest: ({ training }) => ({ path: `/interests/${training.interestId}/hard-delete` }),
  listEnrollments: () => ({ path: '/enrollments' }),
  createEnrollment: ({ training }) => ({
    path: '/enrollments',
    body: { course_id: training.courseId, learner_name: 'Probe Learner', learner_email: uniqueEmail('learner') },
  }),
  updateEnrollmentStatus: ({ training }) => ({
    path: `/enrollments/${training.enrollmentId}`,
    body: { status: 'confirmed' },
  }),
  resendCertificate: ({ training }) => ({ path: `/enrollments/${training.enrollmentId}/resend-certificate` }),
  verifyCertificate: () => ({ path: '/verify?certificate_number=NONE' }),
  verifyCredential: () => ({ path: '/verify', body: { credential_id: 'NONE', challengeToken: 'probe' } }),
  certificatePdf: () => ({ path: '/verify/NONE/pdf' }),
  submitEnquiry: () => ({
    path: '/contact',
    body: { name: 'Probe', email: uniqueEmail('enquiry'), message: 'Hello', challengeToken: 'probe' },
  }),
  listEnquiries: () => ({ path: '/enquiries' }),
  updateEnquiryStatus: ({ training }) => ({ path: `/enquiries/${training.enquiryId}`, body: { status: 'resolved' } }),
  requestTrainingPlanA: () => ({
    path: '/training-plan',
    body: {
      organisation: 'Probe Co',
      contact_name: 'Probe',
      contact_email: uniqueEmail('plan'),
      requirements: 'Fire safety',
      challengeToken: 'probe',
    },
  }),
  createTrainingPlanRequestB: () => ({
    path: '/training-plan',
    body: {
      organisation: 'Probe Co',
      contact_name: 'Probe',
      contact_email: uniqueEmail('plan'),
      requirements: 'Fire safety',
    },
  }),
  requestTrainingPlanB: () => ({
    path: '/training-plan/request',
    body: {
      organisation: 'Probe Co',
      contact_name: 'Probe',
      contact_email: uniqueEmail('plan'),
      requirements: 'Fire safety',
      challengeToken: 'probe',
    },
  }),
  listTrainingPlanRequests: () => ({ path: '/training-plan' }),
  downloadTrainingPlan: () => ({ path: '/training-plan/download/not-a-token' }),
  deleteTrainingPlanRequests: ({ training }) => ({
    path: '/training-plan',
    body: { ids: [training.trainingPlanRequestId] },
  }),
  resendTrainingPlan: ({ training }) => ({ path: `/training-plan/${training.trainingPlanRequestId}/resend` }),
  eraseTrainingPlanRequest: ({ training }) => ({
    path: `/training-plan/${training.trainingPlanRequestId}/hard-delete`,
  }),
  uploadTrainingPlan: () => ({ path: '/upload/training-plan', multipart: { fields: {} } }),
  trainingPlanSignedUrl: () => ({ path: '/upload/training-plan/download' }),
  trainingPlanSignedFile: () => ({ path: '/upload/training-plan/file/not-a-token' }),
  uploadCourseBrochure: ({ training }) => ({
    path: '/upload/course-brochure',
    multipart: { fields: { short_code: training.courseSlug } },
  }),
  getSettings: () => ({ path: '/settings' }),
  updateSettings: () => ({ path: '/settings', body: { training_plan_expiry_days: 180, brochure_expiry_days: 180 } }),
  getMetrics: () => ({ path: '/metrics' }),
  listAuditLogs: () => ({ path: '/audit-logs' }),
  recordAuditLog: ({ training }) => ({
    path: '/audit-logs',
    body: { action: 'probe.recorded', entity_type: 'course', entity_id: training.courseId },
  }),
};

const SAMPLES: Readonly<Record<string, Readonly<Record<string, Sample>>>> = {
  training: TRAINING,
  compliance: COMPLIANCE,
  'compliance-workflow': COMPLIANCE,
  factory: FACTORY,
};

/** Routes of `service` that have no sample (a test asserts there are none, so that a new route gets one). */
export const routesWithoutSample = (service: ServiceDefinition): string[] =>
  service.routes.filter((route) => !SAMPLES[service.name]?.[route.name]).map((route) => route.name);

/** The sample request of a route (see the module comment). */
export function sampleRequest(
  service: ServiceDefinition,
  route: RouteDefinition,
  fixtures: RouteFixtures,
): SampleRequest {
  const sample = SAMPLES[service.name]?.[route.name];
  if (!sample) throw new Error(`No sample request for ${service.name} route ${route.name}`);
  const request = sample(fixtures);
  if (!request.multipart || request.multipart.file) return request;
  return {
    ...request,
    multipart: { ...request.multipart, file: { bytes: fixtures.pdf, filename: 'probe.pdf', type: 'application/pdf' } },
  };
}

/**
 * A multipart/form-data body written byte by byte (not with FormData, which escapes file names), so that a file
 * name reaches the server exactly as given: with `..`, backslashes or control characters.
 */
export function multipartBody(
  boundary: string,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; filename: string; type: string },
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    // A quoted string: backslashes and quotes are escaped, so that the server reads the name as given.
    const quoted = file.filename.replaceAll('\\', '\\\\').replaceAll('"', '\\"');
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(Buffer.from(file.bytes), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/** Sends `request` to `route` of `service` on the REST adapter of `stack`, with `headers` only. */
export async function sendSample(
  stack: TestStack,
  service: ServiceDefinition,
  route: RouteDefinition,
  request: SampleRequest,
  headers: Record<string, string>,
): Promise<Answer> {
  let body: string | Buffer | undefined;
  const sent = { ...headers };
  if (request.multipart) {
    const boundary = `----sample-${randomUUID()}`;
    body = multipartBody(boundary, request.multipart.fields, request.multipart.file);
    sent['content-type'] = `multipart/form-data; boundary=${boundary}`;
  } else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    sent['content-type'] = 'application/json';
  }
  const response = await fetch(`${stack.restUrl}${service.basePath}${request.path}`, {
    method: route.method,
    headers: sent,
    body,
  });
  // Some routes stream files: their bodies are kept as text.
  if (!(response.headers.get('content-type') ?? '').includes('json'))
    return { status: response.status, body: await response.text(), headers: response.headers };
  return answerOf(response);
}
