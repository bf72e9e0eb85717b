import { mintAccessToken } from '../platform/auth/access-token.js';
import { renderPdf } from '../subgraphs/shared/pdf.js';
import { BENCH_JWT_SECRET, BENCH_SUPERADMIN, gatewayUrl, restUrl } from './stack.js';

/**
 * Data the scenarios need, made through the system's own front doors (the REST adapter and the gateway), as a
 * client would: a course catalogue, compliance tenants and entities, a configured factory with workers.
 */

type Headers = Record<string, string>;

/** A REST call that must succeed; answers the parsed body. */
export async function restCall(
  method: string,
  path: string,
  body: unknown,
  headers: Headers = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(`${restUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** A GraphQL operation that must succeed, through the gateway unless `url` names another; answers its data. */
export async function graphql(
  query: string,
  variables: Record<string, unknown> = {},
  url = gatewayUrl,
  headers: Headers = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`${url} answered ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * `count` published courses with categories, cities and associations, through the graph, as the admin whose
 * headers are given (none in development: its bypass admits the admin calls).
 */
export async function seedCourses(count: number, admin: Headers = {}): Promise<void> {
  const taxonomy = async (type: string, name: string) =>
    (
      (
        await graphql(
          'mutation($input: CreateTaxonomyInput!) { createTaxonomy(input: $input) { id } }',
          { input: { type, name } },
          gatewayUrl,
          admin,
        )
      ).createTaxonomy as { id: string }
    ).id;
  const categories = await Promise.all(
    ['Safety', 'Quality', 'Leadership', 'Finance'].map((name) => taxonomy('CATEGORY', name)),
  );
  const cities = await Promise.all(['Pune', 'Mumbai', 'Delhi'].map((name) => taxonomy('CITY', name)));
  const associations = await Promise.all(['CII', 'FICCI'].map((name) => taxonomy('ASSOCIATION', name)));
  await taxonomy('DELIVERY_MODE', 'Classroom');
  for (let index = 0; index < count; index++) {
    await graphql(
      'mutation($input: CreateCourseInput!) { createCourse(input: $input) { id } }',
      {
        input: {
          title: `Course ${index} on plant safety`,
          slug: `bench-course-${index}`,
          description: 'A realistic description of a two-day course with exercises and an assessment.',
          deliveryMode: 'classroom',
          durationDays: 1 + (index % 5),
          isPublished: true,
          categoryIds: [categories[index % 4], categories[(index + 1) % 4]],
          cityIds: [cities[index % 3]],
          associationIds: [associations[index % 2]],
        },
      },
      gatewayUrl,
      admin,
    );
  }
}

/** A compliance tenant's credentials: the headers its requests carry. */
export interface ComplianceTenant {
  readonly tenantId: string;
  readonly headers: Headers;
}

/** A tenant by self-service signup (its owner is a local user without an identity provider), with a token of `ttl`. */
export async function signUpComplianceTenant(name: string, ttl = '6h'): Promise<ComplianceTenant> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signup = (await restCall('POST', '/compliance/api/v1/tenants/signup', {
    organizationName: name,
    email,
    password: 'bench-password',
    entityType: 'PRIVATE_LIMITED',
  })) as { data: { tenant: { id: string }; user: { id: string } } };
  const { tenant, user } = signup.data;
  const token = await mintAccessToken(
    { sub: user.id, email, tenantId: tenant.id, ttl },
    new TextEncoder().encode(BENCH_JWT_SECRET),
  );
  return { tenantId: tenant.id, headers: { authorization: `Bearer ${token}`, 'x-tenant-id': tenant.id } };
}

/** A business entity and the version its next profile update must name. */
export interface BenchEntity {
  readonly id: string;
  version: number;
}

export async function createEntity(tenant: ComplianceTenant, name: string): Promise<BenchEntity> {
  const created = (await restCall(
    'POST',
    '/compliance/api/v1/entities',
    { name, profileData: { registeredAddress: 'Bench Street 0' } },
    tenant.headers,
  )) as {
    data: { id: string; version: number };
  };
  return { id: created.data.id, version: created.data.version };
}

/** Updates the entity's profile through the REST adapter; answers the new version. */
export async function updateProfile(
  tenant: ComplianceTenant,
  entity: BenchEntity,
  registeredAddress: string,
): Promise<number> {
  const answer = (await restCall(
    'PATCH',
    `/compliance/api/v1/entities/${entity.id}`,
    { version: entity.version, profileData: { registeredAddress } },
    tenant.headers,
  )) as {
    version: number;
  };
  entity.version = answer.version;
  return answer.version;
}

/** A factory tenant with its admin's headers and `workers` worker ids. */
export interface FactoryTenant {
  readonly headers: Headers;
  readonly workerIds: readonly string[];
}

/**
 * A plan roomy enough for the bench (its per-tenant rate limit would otherwise refuse the load), a tenant and its
 * admin (by the super-admin the stack creates at start), the tenant's configuration, and `workers` workers.
 */
export async function seedFactoryTenant(workers: number): Promise<FactoryTenant> {
  const base = '/factory/api/v1';
  const bearer = async (username: string, password: string) => {
    const { token } = (await restCall('POST', `${base}/auth/login`, { username, password })) as { token: string };
    return { authorization: `Bearer ${token}` };
  };
  const superAdmin = await bearer(BENCH_SUPERADMIN.email, BENCH_SUPERADMIN.password);
  const slug = `bench-${Date.now().toString(36)}`;
  await restCall(
    'POST',
    `${base}/plan`,
    {
      name: 'Bench',
      slug,
      limits: { maxUsers: 10, maxWorkers: workers + 10, maxJobSteps: 10, maxArticleAttributes: 10 },
      rateLimits: { maxRequests: 100_000_000, windowMs: 60_000 },
    },
    superAdmin,
  );
  const adminEmail = `admin@${slug}.example.com`;
  const tenant = (await restCall(
    'POST',
    `${base}/tenant`,
    {
      name: 'Bench Garments',
      slug,
      plan: slug,
      adminName: 'Bench Admin',
      adminEmail,
      adminPassword: 'bench-password',
      adminConfirmPassword: 'bench-password',
    },
    superAdmin,
  )) as { data: { tenant: { _id: string } } };
  await restCall(
    'POST',
    `${base}/tenant-config`,
    {
      tenantId: tenant.data.tenant._id,
      jobSteps: [
        { name: 'Cutting', order: 1, isPaid: true },
        { name: 'Stitching', order: 2, isPaid: true },
      ],
      articleAttributes: [{ name: 'color', label: 'Colour', type: 'string', isRequired: false }],
      sizeRange: { min: 28, max: 44 },
      customLedgerTypes: [],
      pagination: { defaultPageSize: 20, maxPageSize: 100 },
    },
    superAdmin,
  );
  const headers = await bearer(adminEmail, 'bench-password');
  const workerIds: string[] = [];
  for (let index = 0; index < workers; index++) {
    const created = (await restCall(
      'POST',
      `${base}/worker/create`,
      { name: `Worker ${index}`, skills: ['cutting'] },
      headers,
    )) as {
      data: { worker: { _id: string } };
    };
    workerIds.push(created.data.worker._id);
  }
  return { headers, workerIds };
}

/** `count` PDF documents of the entity in the vault, uploaded as a legacy client does (no extraction, to keep the bench quiet). */
export async function uploadEntityDocuments(
  tenant: ComplianceTenant,
  entity: BenchEntity,
  count: number,
): Promise<void> {
  const types = ['PAN_CARD', 'GST_CERTIFICATE', 'CERTIFICATE_OF_INCORPORATION', 'FINANCIAL_STATEMENT'];
  for (let index = 0; index < count; index++) {
    const pdf = await renderPdf((document) => document.text(`Bench document ${index} of entity ${entity.id}`));
    const form = new FormData();
    form.append('entityId', entity.id);
    form.append('documentType', types[index % types.length]);
    form.append('triggerExtraction', 'false');
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `document-${index}.pdf`);
    const response = await fetch(`${restUrl}/compliance/api/v1/documents/upload`, {
      method: 'POST',
      body: form,
      headers: tenant.headers,
    });
    if (!response.ok) throw new Error(`document upload answered ${response.status}: ${await response.text()}`);
  }
}

/** The bench's workflow template: two phases of mandatory tasks, the shape a tenant's filings take. */
function benchFiling(index: number) {
  return {
    workflowName: `Bench filing ${index}`,
    legalReference: 'Companies Act 2013, Section 137',
    applicabilityRules: { entityTypes: ['PRIVATE_LIMITED'] },
    timelineLogic: { triggerDate: 'agm_date', deadlineDays: 60, reminderDaysBefore: [30, 7] },
    phases: [
      { name: 'Preparation', order: 1, tasks: [{ name: 'Approve financial statements', mandatory: true }] },
      { name: 'Filing', order: 2, tasks: [{ name: 'File AOC-4', mandatory: true }] },
    ],
    completionCriteria: { allMandatoryTasksCompleted: true },
  };
}

/** `count` workflow templates of the tenant, each started as an instance for the entity. */
export async function startEntityWorkflows(
  tenant: ComplianceTenant,
  entity: BenchEntity,
  count: number,
): Promise<void> {
  const base = '/compliance/api/v1/workflows';
  for (let index = 0; index < count; index++) {
    const template = (await restCall('POST', `${base}/templates`, benchFiling(index), tenant.headers)) as {
      data: { id: string };
    };
    await restCall(
      'POST',
      `${base}/instances`,
      { tenantId: tenant.tenantId, templateId: template.data.id, entityId: entity.id },
      tenant.headers,
    );
  }
}

/** A compliance tenant of its own with an entity, `documents` of its documents and `workflows` workflow instances. */
export async function seedTenantEntity(
  name: string,
  documents: number,
  workflows: number,
): Promise<{ tenant: ComplianceTenant; entity: BenchEntity }> {
  const tenant = await signUpComplianceTenant(`${name} Holdings`);
  const entity = await createEntity(tenant, `${name} Widgets Private Limited`);
  await uploadEntityDocuments(tenant, entity, documents);
  await startEntityWorkflows(tenant, entity, workflows);
  return { tenant, entity };
}

/**
 * Production for the factory's reports: `articles` articles with step rates, and `jobs` jobs whose two steps are
 * completed by the tenant's workers in turn.
 */
export async function seedFactoryProduction(factory: FactoryTenant, articles: number, jobs: number): Promise<void> {
  const base = '/factory/api/v1';
  const articleIds: string[] = [];
  for (let index = 0; index < articles; index++) {
    const created = (await restCall(
      'POST',
      `${base}/article/create`,
      {
        articleNo: `BENCH-${index}`,
        name: `Bench kurta ${index}`,
        attributes: { color: 'Indigo' },
        stepRates: [
          { step: 'Cutting', rate: '2.50' },
          { step: 'Stitching', rate: '7.25' },
        ],
      },
      factory.headers,
    )) as { data: { article: { _id: string } } };
    articleIds.push(created.data.article._id);
  }
  for (let index = 0; index < jobs; index++) {
    const created = (await restCall(
      'POST',
      `${base}/job/create`,
      {
        jobNo: `BENCH-J-${index}`,
        article: articleIds[index % articleIds.length],
        size: 28 + (index % 16),
        quantity: 10 + (index % 7),
      },
      factory.headers,
    )) as { data: { job: { _id: string } } };
    for (const [turn, step] of ['Cutting', 'Stitching'].entries()) {
      const worker = factory.workerIds[(index + turn) % factory.workerIds.length];
      await restCall(
        'PATCH',
        `${base}/job/${created.data.job._id}`,
        { step, status: 'completed', worker },
        factory.headers,
      );
    }
  }
}
