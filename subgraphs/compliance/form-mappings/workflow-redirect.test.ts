import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  seedEntity,
  seedPlatformAdmin,
  seedTenant,
  startCompliance,
  type TenantUser,
} from '../../../test/support/compliance.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';

/**
 * The MCA redirect of workflow instances through the compliance subgraph's GraphQL API, on a real PostgreSQL:
 * which form applies, profile values resolved through nested paths and a date transform, the stored fill
 * context, and tenant isolation. Templates and instances are written with SQL, as the workflow area would.
 */

let compliance: SubgraphUnderTest;
let admin: TenantUser;
let tenant: TenantUser;
let outsider: TenantUser;

const REDIRECT = `mutation($id: ID!) { prepareMcaWorkflowRedirect(workflowId: $id) {
  ready formType mcaUrl contextId missingFields unusableFields { profilePath reason } requiredDocuments message } }`;
const FILL_CONTEXT = `query($id: ID!) { mcaFillContext(id: $id) {
  id workflowInstanceId entityId formType formVersion mcaUrl fields { profilePath selectors value } createdAt expiresAt } }`;
const CREATE = `mutation($input: CreateMcaFormMappingInput!) { createMcaFormMapping(input: $input) { formType } }`;

interface Redirect {
  ready: boolean;
  formType: string;
  mcaUrl: string;
  contextId: string | null;
  missingFields: string[];
  unusableFields: { profilePath: string; reason: string }[];
  requiredDocuments: string[];
  message: string;
}

const AOC4_URL = 'https://www.mca.gov.in/MinistryV2/aoc4.html';

const completeProfile = () => ({
  companyName: 'Acme Private Limited',
  cin: 'U12345MH2020PTC123456',
  dateOfIncorporation: '2020-01-15',
  registeredAddress: { line1: '1 Marine Drive', city: 'Mumbai' },
  directors: [
    { name: 'Asha Rao', din: '01234567', designation: 'Director' },
    { name: 'Vikram Shah', din: '07654321', designation: 'Director' },
  ],
});

/** A global template naming `filingConfirmation` (absent when undefined) and an instance of it for `entityId`. */
async function seedWorkflow(tenantId: string, entityId: string, filingConfirmation?: unknown): Promise<string> {
  const templateId = randomUUID();
  const instanceId = randomUUID();
  const completionCriteria =
    filingConfirmation === undefined
      ? { allMandatoryTasksCompleted: true }
      : { allMandatoryTasksCompleted: true, filingConfirmation };
  await compliance.sql(
    `insert into compliance.workflow_template (id, tenant_id, workflow_name, phases, completion_criteria) values (?, null, ?, ?, ?)`,
    [
      templateId,
      'Annual filing',
      JSON.stringify([{ name: 'Prepare', order: 1, tasks: [{ name: 'Approve accounts', mandatory: true }] }]),
      JSON.stringify(completionCriteria),
    ],
  );
  await compliance.sql(
    `insert into compliance.workflow_instance (id, tenant_id, template_id, entity_id, current_data) values (?, ?, ?, ?, ?)`,
    [
      instanceId,
      tenantId,
      templateId,
      entityId,
      JSON.stringify({
        phases: [
          {
            name: 'Prepare',
            order: 1,
            tasks: [{ id: 'p1_t1', name: 'Approve accounts', mandatory: true, completed: false }],
          },
        ],
      }),
    ],
  );
  return instanceId;
}

const redirect = async (workflowId: string, user: TenantUser = tenant) =>
  (await compliance.ok<{ prepareMcaWorkflowRedirect: Redirect }>(REDIRECT, { id: workflowId }, user.headers))
    .prepareMcaWorkflowRedirect;
const countContexts = async () =>
  Number((await compliance.sql<{ n: string }>(`select count(*) as n from compliance.mca_fill_context`))[0].n);

beforeAll(async () => {
  compliance = await startCompliance({ RATE_LIMIT_FACTOR: '0' });
  admin = await seedPlatformAdmin(compliance.sql);
  tenant = await seedTenant(compliance.sql);
  outsider = await seedTenant(compliance.sql);
  const mappings = [
    {
      formType: 'AOC-4',
      formVersion: 'V3',
      mcaUrl: AOC4_URL,
      fieldMappings: [
        { profilePath: 'cin', selectors: ['#cin'], required: true },
        { profilePath: 'companyName', selectors: ['#companyName'] },
        {
          profilePath: 'dateOfIncorporation',
          selectors: ['#doi', 'input[name="dateOfIncorporation"]'],
          required: true,
          transform: { type: 'date', format: 'DD/MM/YYYY' },
        },
        { profilePath: 'registeredAddress.city', selectors: ['#city'], required: true },
        { profilePath: 'directors.0.din', selectors: ['#din1'], required: true },
        { profilePath: 'directors.1.din', selectors: ['#din2'] },
        { profilePath: 'pan', selectors: ['#pan'] },
      ],
      validationRules: { cin: { pattern: '^[LU]\\d{5}[A-Z]{2}\\d{4}[A-Z]{3}\\d{6}$' } },
      metadata: { description: 'Financial statements', requiredDocuments: ['Balance sheet', "Board's report"] },
    },
    {
      formType: 'MGT-7',
      formVersion: 'V2',
      mcaUrl: 'https://www.mca.gov.in/MinistryV2/mgt7.html',
      fieldMappings: [{ profilePath: 'cin', selectors: ['#cin'] }],
      isActive: false,
    },
    {
      formType: 'ADT-1',
      formVersion: 'V1',
      mcaUrl: 'https://www.mca.gov.in/MinistryV2/adt1.html',
      fieldMappings: [{ profilePath: 'cin', selectors: ['#cin'], required: true }],
    },
  ];
  for (const input of mappings) await compliance.ok(CREATE, { input }, admin.headers);
});

afterAll(async () => {
  await compliance?.stop();
});

describe('a complete profile', () => {
  test('is ready: the first filing form with an active mapping, and a fill context with transformed, nested values', async () => {
    const entityId = await seedEntity(compliance.sql, tenant.tenantId, completeProfile());
    // MGT-7 is mapped but switched off, DPT-3 is not mapped: AOC-4 is the first that applies.
    const workflowId = await seedWorkflow(tenant.tenantId, entityId, ['DPT-3', 'mgt-7', 'AOC-4', 'ADT-1']);
    const answer = await redirect(workflowId);
    expect(answer).toEqual({
      ready: true,
      formType: 'AOC-4',
      mcaUrl: AOC4_URL,
      contextId: expect.any(String),
      missingFields: [],
      unusableFields: [],
      requiredDocuments: ['Balance sheet', "Board's report"],
      message: expect.stringContaining('AOC-4 is ready'),
    });

    const { mcaFillContext } = await compliance.ok<{ mcaFillContext: Record<string, unknown> }>(
      FILL_CONTEXT,
      { id: answer.contextId },
      tenant.headers,
    );
    expect(mcaFillContext).toEqual({
      id: answer.contextId,
      workflowInstanceId: workflowId,
      entityId,
      formType: 'AOC-4',
      formVersion: 'V3',
      mcaUrl: AOC4_URL,
      fields: [
        { profilePath: 'cin', selectors: ['#cin'], value: 'U12345MH2020PTC123456' },
        { profilePath: 'companyName', selectors: ['#companyName'], value: 'Acme Private Limited' },
        {
          profilePath: 'dateOfIncorporation',
          selectors: ['#doi', 'input[name="dateOfIncorporation"]'],
          value: '15/01/2020',
        },
        { profilePath: 'registeredAddress.city', selectors: ['#city'], value: 'Mumbai' },
        { profilePath: 'directors.0.din', selectors: ['#din1'], value: '01234567' },
        { profilePath: 'directors.1.din', selectors: ['#din2'], value: '07654321' },
      ],
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const lifetime = Date.parse(mcaFillContext.expiresAt as string) - Date.parse(mcaFillContext.createdAt as string);
    expect(lifetime).toBe(24 * 60 * 60 * 1000);

    const audit = await compliance.sql<{
      action: string;
      tenant_id: string;
      user_id: string;
      entity_id: string;
      details: Record<string, unknown>;
    }>(
      `select action, tenant_id, user_id, entity_id, details from compliance.audit_event where resource_type = 'mca_fill_context' and resource_id = ?`,
      [answer.contextId],
    );
    expect(audit).toEqual([
      {
        action: 'MCA_FILL_CONTEXT_CREATED',
        tenant_id: tenant.tenantId,
        user_id: tenant.userId,
        entity_id: entityId,
        details: {
          workflowInstanceId: workflowId,
          formType: 'AOC-4',
          formVersion: 'V3',
          filledPaths: [
            'cin',
            'companyName',
            'dateOfIncorporation',
            'registeredAddress.city',
            'directors.0.din',
            'directors.1.din',
          ],
        },
      },
    ]);
  });

  test('follows the order of filingConfirmation: the first active mapping wins', async () => {
    const entityId = await seedEntity(compliance.sql, tenant.tenantId, completeProfile());
    const answer = await redirect(await seedWorkflow(tenant.tenantId, entityId, ['ADT-1', 'AOC-4']));
    expect(answer).toMatchObject({
      ready: true,
      formType: 'ADT-1',
      mcaUrl: 'https://www.mca.gov.in/MinistryV2/adt1.html',
      requiredDocuments: [],
    });
  });
});

describe('an incomplete profile', () => {
  test('is not ready: required fields that are absent, empty or unusable, and the documents to bring; nothing is stored', async () => {
    const profile = {
      ...completeProfile(),
      cin: 'not-a-cin',
      dateOfIncorporation: '2020-02-30',
      registeredAddress: { line1: '1 Marine Drive', city: '  ' },
      directors: [{ name: 'Asha Rao', din: '' }],
    };
    const entityId = await seedEntity(compliance.sql, tenant.tenantId, profile);
    const workflowId = await seedWorkflow(tenant.tenantId, entityId, ['AOC-4']);
    const before = await countContexts();
    const answer = await redirect(workflowId);
    expect(answer).toEqual({
      ready: false,
      formType: 'AOC-4',
      mcaUrl: AOC4_URL,
      contextId: null,
      missingFields: ['cin', 'dateOfIncorporation', 'registeredAddress.city', 'directors.0.din'],
      unusableFields: [
        { profilePath: 'cin', reason: expect.stringContaining('does not match the pattern') },
        { profilePath: 'dateOfIncorporation', reason: 'cannot be read as a date' },
      ],
      requiredDocuments: ['Balance sheet', "Board's report"],
      message: expect.stringContaining('4 required fields are missing or unusable'),
    });
    expect(await countContexts()).toBe(before);

    // Once the profile is completed, the same workflow is ready.
    await compliance.sql(`update compliance.business_entity set profile_data = ? where id = ?`, [
      JSON.stringify(completeProfile()),
      entityId,
    ]);
    expect(await redirect(workflowId)).toMatchObject({ ready: true, missingFields: [] });
  });

  test('is NOT_FOUND with a clear message when the workflow names no filing form, or none with an active mapping', async () => {
    const entityId = await seedEntity(compliance.sql, tenant.tenantId, completeProfile());
    const unmapped = await compliance.failure(
      REDIRECT,
      { id: await seedWorkflow(tenant.tenantId, entityId, ['DPT-3', 'MGT-7']) },
      tenant.headers,
    );
    expect(unmapped).toEqual({
      code: 'NOT_FOUND',
      status: 404,
      message: 'No active MCA form mapping for the filing forms of this workflow (DPT-3, MGT-7)',
    });
    for (const filingConfirmation of [undefined, [], 'AOC-4']) {
      const none = await compliance.failure(
        REDIRECT,
        { id: await seedWorkflow(tenant.tenantId, entityId, filingConfirmation) },
        tenant.headers,
      );
      expect(none).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('names no filing form') });
    }
  });
});

describe('tenant isolation', () => {
  let workflowId: string;
  let contextId: string;

  beforeAll(async () => {
    const entityId = await seedEntity(compliance.sql, tenant.tenantId, completeProfile());
    workflowId = await seedWorkflow(tenant.tenantId, entityId, ['AOC-4']);
    contextId = (await redirect(workflowId)).contextId!;
  });

  test("hides another tenant's workflows and fill contexts (NOT_FOUND), and refuses a foreign x-tenant-id", async () => {
    expect(await compliance.failure(REDIRECT, { id: workflowId }, outsider.headers)).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    expect(await compliance.failure(FILL_CONTEXT, { id: contextId }, outsider.headers)).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      await compliance.failure(REDIRECT, { id: workflowId }, { ...outsider.headers, 'x-tenant-id': tenant.tenantId }),
    ).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(await compliance.failure(REDIRECT, { id: workflowId }, {})).toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
    });
    expect(await compliance.failure(REDIRECT, { id: 'not-a-uuid' }, tenant.headers)).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await compliance.failure(REDIRECT, { id: randomUUID() }, tenant.headers)).toMatchObject({
      code: 'NOT_FOUND',
    });
    // The platform admin is a tenant like any other here.
    expect(await compliance.failure(REDIRECT, { id: workflowId }, admin.headers)).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      (await compliance.ok<{ mcaFillContext: { id: string } }>(FILL_CONTEXT, { id: contextId }, tenant.headers))
        .mcaFillContext.id,
    ).toBe(contextId);
  });

  test('forgets fill contexts once they expire, and deletes expired ones when a new one is stored', async () => {
    await compliance.sql(
      `update compliance.mca_fill_context set expires_at = now() - interval '1 second' where id = ?`,
      [contextId],
    );
    expect(await compliance.failure(FILL_CONTEXT, { id: contextId }, tenant.headers)).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await compliance.sql(`select 1 from compliance.mca_fill_context where id = ?`, [contextId])).toHaveLength(1);
    const fresh = await redirect(workflowId);
    expect(fresh.contextId).not.toBe(contextId);
    expect(await compliance.sql(`select 1 from compliance.mca_fill_context where id = ?`, [contextId])).toHaveLength(0);
  });
});
