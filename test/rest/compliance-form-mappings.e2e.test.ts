/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { randomUUID } from 'node:crypto';
import {
  complianceRest,
  complianceSql,
  expectComplianceError,
  seedEntity,
  seedPlatformAdmin,
  seedTenant,
  startComplianceStack,
  type TenantUser,
  UUID,
  ISO_TIMESTAMP,
} from '../support/compliance.js';
import type { TestStack } from '../support/stack.js';

/**
 * The MCA form-mapping and workflow-redirect routes through the whole system (REST adapter → gateway →
 * compliance subgraph → PostgreSQL): the documented bodies, the spec's own version-conflict body, and the
 * 400/401/403/404/409 refusals, each leaving the data as it was.
 */
const BASE = '/api/v1/mca/form-mappings';
const MGT7_URL = 'https://www.mca.gov.in/MinistryV2/mgt7.html';

let stack: TestStack;
let admin: TenantUser;
let owner: TenantUser;
let other: TenantUser;
const call = complianceRest(
  () => stack,
  () => owner.headers,
);
const sql = complianceSql(() => stack);

const mgt7 = (overrides: Record<string, unknown> = {}) => ({
  formType: 'MGT-7',
  formVersion: 'V2',
  mcaUrl: MGT7_URL,
  fieldMappings: [
    { profilePath: 'cin', selectors: ['#cin'], required: true },
    {
      profilePath: 'dateOfIncorporation',
      selectors: ['#doi'],
      required: true,
      transform: { type: 'date', format: 'DD/MM/YYYY' },
    },
    { profilePath: 'directors.0.din', selectors: ['#din1'], required: true },
  ],
  validationRules: { cin: { pattern: '^[LU]\\d{5}' } },
  metadata: { description: 'Annual return', requiredDocuments: ['List of shareholders'] },
  ...overrides,
});

const countMappings = async () =>
  Number((await sql<{ n: string }>(`select count(*) as n from compliance.form_mapping`))[0].n);
const withoutAdminFlag = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'x-admin'));

async function seedWorkflow(tenantId: string, entityId: string, filingConfirmation: string[]): Promise<string> {
  const templateId = randomUUID();
  const instanceId = randomUUID();
  await sql(
    `insert into compliance.workflow_template (id, workflow_name, phases, completion_criteria) values (?, ?, ?, ?)`,
    [
      templateId,
      'Annual return',
      JSON.stringify([{ name: 'File', order: 1, tasks: [{ name: 'File MGT-7', mandatory: true }] }]),
      JSON.stringify({ allMandatoryTasksCompleted: true, filingConfirmation }),
    ],
  );
  await sql(
    `insert into compliance.workflow_instance (id, tenant_id, template_id, entity_id, current_data) values (?, ?, ?, ?, ?)`,
    [instanceId, tenantId, templateId, entityId, JSON.stringify({ phases: [] })],
  );
  return instanceId;
}

beforeAll(async () => {
  stack = await startComplianceStack({ RATE_LIMIT_FACTOR: '0' });
  admin = await seedPlatformAdmin(sql);
  owner = await seedTenant(sql);
  other = await seedTenant(sql);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

let mapping: any;

describe('POST /api/v1/mca/form-mappings (Admin)', () => {
  test('creates a mapping: 201 {message, data} with version 1, audited', async () => {
    const answer = await call(
      'POST',
      BASE,
      { ...mgt7({ formType: 'mgt-7' }), id: 'ignored', version: 7 },
      admin.headers,
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      message: 'Form mapping MGT-7 created',
      data: {
        id: expect.stringMatching(UUID),
        formType: 'MGT-7',
        formVersion: 'V2',
        mcaUrl: MGT7_URL,
        fieldMappings: [
          { profilePath: 'cin', selectors: ['#cin'], required: true, transform: null },
          {
            profilePath: 'dateOfIncorporation',
            selectors: ['#doi'],
            required: true,
            transform: { type: 'date', format: 'DD/MM/YYYY' },
          },
          { profilePath: 'directors.0.din', selectors: ['#din1'], required: true, transform: null },
        ],
        validationRules: { cin: { pattern: '^[LU]\\d{5}' } },
        metadata: { description: 'Annual return', requiredDocuments: ['List of shareholders'] },
        isActive: true,
        version: 1,
        createdAt: expect.stringMatching(ISO_TIMESTAMP),
        updatedAt: expect.stringMatching(ISO_TIMESTAMP),
      },
    });
    mapping = answer.body.data;
    const audit = await sql(
      `select action, tenant_id from compliance.audit_event where resource_type = 'form_mapping' and resource_id = ?`,
      [mapping.id],
    );
    expect(audit).toEqual([{ action: 'FORM_MAPPING_CREATED', tenant_id: admin.tenantId }]);
  });

  test('refuses a duplicate form (409 CONFLICT) and bad bodies (400), writing nothing', async () => {
    const before = await countMappings();
    expectComplianceError(await call('POST', BASE, mgt7(), admin.headers), 409, 'CONFLICT');
    const unknownTransform = await call(
      'POST',
      BASE,
      mgt7({
        formType: 'AOC-4',
        fieldMappings: [{ profilePath: 'cin', selectors: ['#cin'], transform: { type: 'uppercase' } }],
      }),
      admin.headers,
    );
    expectComplianceError(unknownTransform, 400, 'VALIDATION_ERROR');
    expect(unknownTransform.body.details).toEqual({
      fields: { 'fieldMappings[0].transform.type': ['unknown transform "uppercase"; known: date'] },
    });
    const bodies: unknown[] = [
      mgt7({ formType: 'AOC-4', validationRules: { cin: { pattern: '(' } } }),
      mgt7({ formType: 'AOC-4', fieldMappings: [{ profilePath: 'cin', selectors: [42] }] }),
      mgt7({ formType: 'AOC-4', fieldMappings: [{ profilePath: 'cin', selectors: ['#cin'], required: 'yes' }] }),
      mgt7({
        formType: 'AOC-4',
        fieldMappings: [
          { profilePath: 'cin', selectors: ['#cin'], transform: { type: 'date', format: 'DD/MM/YYYY', locale: 'en' } },
        ],
      }),
      mgt7({ formType: 'AOC-4', fieldMappings: undefined }),
      mgt7({ formType: 'AOC-4', isActive: 'yes' }),
      mgt7({ formType: 'AOC-4', mcaUrl: 'mca.gov.in' }),
      [mgt7({ formType: 'AOC-4' })],
      '{"formType": ',
    ];
    for (const body of bodies)
      expectComplianceError(await call('POST', BASE, body, admin.headers), 400, 'VALIDATION_ERROR');
    expect(await countMappings()).toBe(before);
  });

  test('is for platform admins only: 401 without a token, 403 for x-admin without the role and for the role without x-admin', async () => {
    const body = mgt7({ formType: 'AOC-4' });
    expectComplianceError(await call('POST', BASE, body, {}), 401, 'UNAUTHORIZED');
    expectComplianceError(await call('POST', BASE, body, { ...owner.headers, 'x-admin': 'true' }), 403, 'FORBIDDEN');
    expectComplianceError(await call('POST', BASE, body, withoutAdminFlag(admin.headers)), 403, 'FORBIDDEN');
    expect(await sql(`select 1 from compliance.form_mapping where form_type = 'AOC-4'`)).toHaveLength(0);
  });
});

describe('GET /api/v1/mca/form-mappings (JWT + x-tenant-id)', () => {
  beforeAll(async () => {
    const inactive = { ...mgt7({ formType: 'DIR-3 KYC', validationRules: {} }), isActive: false };
    expect((await call('POST', BASE, inactive, admin.headers)).status).toBe(201);
  });

  test('lists every mapping as {data: [...], pagination}, filtered on active', async () => {
    const all = await call('GET', `${BASE}?tenantId=${owner.tenantId}`);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      data: [expect.objectContaining({ formType: 'DIR-3 KYC', isActive: false }), mapping],
      pagination: { page: 1, limit: 20, total: 2, totalPages: 1 },
    });
    expect((await call('GET', `${BASE}?active=true`)).body.data.map((item: any) => item.formType)).toEqual(['MGT-7']);
    expect((await call('GET', `${BASE}?active=false`)).body.data.map((item: any) => item.formType)).toEqual([
      'DIR-3 KYC',
    ]);
    expect((await call('GET', `${BASE}?sort=formType:desc&limit=1&page=2`)).body).toMatchObject({
      data: [{ formType: 'DIR-3 KYC' }],
      pagination: { page: 2, limit: 1, total: 2, totalPages: 2 },
    });
  });

  test('refuses a bad filter or no x-tenant-id (400), a missing token (401) and another tenant (403)', async () => {
    expectComplianceError(await call('GET', `${BASE}?active=maybe`), 400, 'VALIDATION_ERROR');
    expectComplianceError(
      await call('GET', BASE, undefined, { authorization: owner.headers.authorization }),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(await call('GET', BASE, undefined, {}), 401, 'UNAUTHORIZED');
    expectComplianceError(await call('GET', `${BASE}?tenantId=${other.tenantId}`), 403, 'FORBIDDEN');
    expectComplianceError(
      await call('GET', BASE, undefined, { ...owner.headers, 'x-tenant-id': other.tenantId }),
      403,
      'FORBIDDEN',
    );
  });

  test('GET /:formType answers one mapping as {data} (any case, URL-encoded names), 404 for an unknown form', async () => {
    expect(await call('GET', `${BASE}/mgt-7`)).toMatchObject({ status: 200, body: { data: mapping } });
    expect((await call('GET', `${BASE}/DIR-3%20KYC`)).body.data).toMatchObject({
      formType: 'DIR-3 KYC',
      isActive: false,
    });
    expectComplianceError(await call('GET', `${BASE}/AOC-4`), 404, 'NOT_FOUND');
    expectComplianceError(await call('GET', `${BASE}/MGT-7`, undefined, {}), 401, 'UNAUTHORIZED');
  });
});

describe('PUT /api/v1/mca/form-mappings/:formType (Admin)', () => {
  test('needs the version: 400 MISSING_VERSION without it, 400 VALIDATION_ERROR when it is no integer', async () => {
    expectComplianceError(
      await call('PUT', `${BASE}/MGT-7`, { isActive: false }, admin.headers),
      400,
      'MISSING_VERSION',
    );
    expectComplianceError(
      await call('PUT', `${BASE}/MGT-7`, { version: null, isActive: false }, admin.headers),
      400,
      'MISSING_VERSION',
    );
    expectComplianceError(
      await call('PUT', `${BASE}/MGT-7`, { version: '1', isActive: false }, admin.headers),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(await call('PUT', `${BASE}/MGT-7`, { version: 1.5 }, admin.headers), 400, 'VALIDATION_ERROR');
    expectComplianceError(
      await call('PUT', `${BASE}/MGT-7`, { version: 1, isActive: false }, owner.headers),
      403,
      'FORBIDDEN',
    );
    expectComplianceError(await call('PUT', `${BASE}/NO-SUCH`, { version: 1 }, admin.headers), 404, 'NOT_FOUND');
    expect((await call('GET', `${BASE}/MGT-7`)).body.data).toEqual(mapping);
  });

  test('updates on the current version: 200 {message, data} with the version bumped', async () => {
    const fieldMappings = [...mapping.fieldMappings, { profilePath: 'directors.1.din', selectors: ['#din2'] }];
    const answer = await call(
      'PUT',
      `${BASE}/MGT-7`,
      { version: 1, fieldMappings, isActive: true, formType: 'ignored' },
      admin.headers,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: 'Form mapping MGT-7 updated to version 2',
      data: {
        ...mapping,
        fieldMappings: [
          ...mapping.fieldMappings,
          { profilePath: 'directors.1.din', selectors: ['#din2'], required: false, transform: null },
        ],
        version: 2,
        updatedAt: expect.stringMatching(ISO_TIMESTAMP),
      },
    });
    mapping = answer.body.data;
  });

  test('answers a stale version with the documented conflict body {error: version_conflict, message, currentVersion, currentData}', async () => {
    const answer = await call('PUT', `${BASE}/MGT-7`, { version: 1, isActive: false }, admin.headers);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      error: 'version_conflict',
      message: expect.stringContaining('modified by another user'),
      currentVersion: 2,
      currentData: mapping,
      correlationId: answer.headers.get('x-correlation-id'),
    });
    expect(answer.body).not.toHaveProperty('code');
  });

  test('of two simultaneous PUTs on the same version, exactly one wins and the other gets the conflict body', async () => {
    const answers = await Promise.all(
      ['V3', 'V4'].map((formVersion) => call('PUT', `${BASE}/MGT-7`, { version: 2, formVersion }, admin.headers)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.data;
    const loser = answers.find((answer) => answer.status === 409)!.body;
    expect(loser).toMatchObject({ error: 'version_conflict', currentVersion: 3, currentData: winner });
    expect((await call('GET', `${BASE}/MGT-7`)).body.data).toEqual(winner);
    mapping = winner;
  });
});

describe('POST /api/v1/mca/form-mappings/:formType/toggle-active (Admin)', () => {
  test('flips isActive and bumps the version: 200 {message, data}; 403 for non-admins, 404 for an unknown form', async () => {
    expectComplianceError(
      await call('POST', `${BASE}/MGT-7/toggle-active`, undefined, { ...owner.headers, 'x-admin': 'true' }),
      403,
      'FORBIDDEN',
    );
    const off = await call('POST', `${BASE}/MGT-7/toggle-active`, undefined, admin.headers);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({
      message: 'Form mapping MGT-7 deactivated',
      data: { ...mapping, isActive: false, version: 4, updatedAt: expect.stringMatching(ISO_TIMESTAMP) },
    });
    const on = await call('POST', `${BASE}/MGT-7/toggle-active`, undefined, admin.headers);
    expect(on.body).toMatchObject({ message: 'Form mapping MGT-7 activated', data: { isActive: true, version: 5 } });
    mapping = on.body.data;
    expectComplianceError(
      await call('POST', `${BASE}/NO-SUCH/toggle-active`, undefined, admin.headers),
      404,
      'NOT_FOUND',
    );
    const actions = await sql<{ action: string }>(
      `select action from compliance.audit_event where resource_id = ? order by timestamp`,
      [mapping.id],
    );
    expect(actions.map((row) => row.action)).toEqual([
      'FORM_MAPPING_CREATED',
      'FORM_MAPPING_UPDATED',
      'FORM_MAPPING_UPDATED',
      'FORM_MAPPING_DEACTIVATED',
      'FORM_MAPPING_ACTIVATED',
    ]);
  });
});

describe('GET /api/v1/mca/workflow-redirect/:workflowId (JWT)', () => {
  const profile = {
    cin: 'U12345MH2020PTC123456',
    dateOfIncorporation: '2020-01-15',
    directors: [{ name: 'Asha Rao', din: '01234567' }],
  };

  test('complete profile: {ready: true, formType, mcaUrl, contextId, message}; the context holds the filled values', async () => {
    const entityId = await seedEntity(sql, owner.tenantId, profile);
    const workflowId = await seedWorkflow(owner.tenantId, entityId, ['MGT-7']);
    const answer = await call('GET', `/api/v1/mca/workflow-redirect/${workflowId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ready: true,
      formType: 'MGT-7',
      mcaUrl: MGT7_URL,
      contextId: expect.stringMatching(UUID),
      message: expect.stringContaining('MGT-7 is ready'),
    });
    const [stored] = await sql<{ fields: { profilePath: string; value: string }[]; tenant_id: string }>(
      `select fields, tenant_id from compliance.mca_fill_context where id = ?`,
      [answer.body.contextId],
    );
    expect(stored.tenant_id).toBe(owner.tenantId);
    expect(stored.fields.map((field) => [field.profilePath, field.value])).toEqual([
      ['cin', 'U12345MH2020PTC123456'],
      ['dateOfIncorporation', '15/01/2020'],
      ['directors.0.din', '01234567'],
    ]);
  });

  test('incomplete profile: {ready: false, formType, missingFields, requiredDocuments, message}', async () => {
    const entityId = await seedEntity(sql, owner.tenantId, { cin: 'U12345MH2020PTC123456', directors: [] });
    const workflowId = await seedWorkflow(owner.tenantId, entityId, ['MGT-7']);
    const answer = await call('GET', `/api/v1/mca/workflow-redirect/${workflowId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ready: false,
      formType: 'MGT-7',
      missingFields: ['dateOfIncorporation', 'directors.0.din'],
      requiredDocuments: ['List of shareholders'],
      message: expect.stringContaining('2 required fields are missing'),
    });
  });

  test("404 for another tenant's workflow, an unknown one, or one without an active mapping; 401 without a token", async () => {
    const entityId = await seedEntity(sql, owner.tenantId, profile);
    const workflowId = await seedWorkflow(owner.tenantId, entityId, ['MGT-7']);
    expectComplianceError(
      await call('GET', `/api/v1/mca/workflow-redirect/${workflowId}`, undefined, other.headers),
      404,
      'NOT_FOUND',
    );
    expectComplianceError(await call('GET', `/api/v1/mca/workflow-redirect/${randomUUID()}`), 404, 'NOT_FOUND');
    expectComplianceError(
      await call('GET', `/api/v1/mca/workflow-redirect/${workflowId}`, undefined, {}),
      401,
      'UNAUTHORIZED',
    );
    expectComplianceError(
      await call('GET', `/api/v1/mca/workflow-redirect/${workflowId}`, undefined, {
        ...other.headers,
        'x-tenant-id': owner.tenantId,
      }),
      403,
      'FORBIDDEN',
    );
    const unmapped = await call(
      'GET',
      `/api/v1/mca/workflow-redirect/${await seedWorkflow(owner.tenantId, entityId, ['DIR-3 KYC', 'AOC-4'])}`,
    );
    expectComplianceError(unmapped, 404, 'NOT_FOUND');
    expect(unmapped.body.error).toBe(
      'No active MCA form mapping for the filing forms of this workflow (DIR-3 KYC, AOC-4)',
    );
  });
});
