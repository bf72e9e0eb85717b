import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { seedPlatformAdmin, seedTenant, startCompliance, type TenantUser } from '../../../test/support/compliance.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';
import { annualFiling } from './workflow.fixtures.js';

/**
 * Workflow templates through the compliance subgraph's GraphQL API over a real PostgreSQL: the validation of the
 * whole structure, global templates (platform admins only), what each tenant sees, updates and their audit.
 */
let compliance: SubgraphUnderTest;
let acme: TenantUser;
let globex: TenantUser;
let admin: TenantUser;

const TEMPLATE = `id tenantId workflowName legalReference applicabilityRules { entityTypes }
  timelineLogic { triggerDate deadlineDays reminderDaysBefore } phases { name order tasks { name mandatory advisory } }
  validationRules advisoryPrompts completionCriteria { allMandatoryTasksCompleted filingConfirmation } isActive createdAt updatedAt`;
const CREATE = `mutation($input: CreateWorkflowTemplateInput!) { createWorkflowTemplate(input: $input) { ${TEMPLATE} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateWorkflowTemplateInput!) { updateWorkflowTemplate(id: $id, input: $input) { ${TEMPLATE} } }`;
const LIST = `query($tenantId: ID, $isActive: Boolean, $sort: [WorkflowTemplateSort!], $page: Int, $limit: Int) {
  workflowTemplates(tenantId: $tenantId, isActive: $isActive, sort: $sort, page: $page, limit: $limit) { items { id workflowName tenantId isActive } total page limit } }`;

interface TemplateData {
  id: string;
  tenantId: string | null;
  workflowName: string;
  phases: { name: string; order: number; tasks: { name: string; mandatory: boolean; advisory: string | null }[] }[];
  [field: string]: unknown;
}

async function create(user: TenantUser, input: Record<string, unknown>): Promise<TemplateData> {
  return (await compliance.ok<{ createWorkflowTemplate: TemplateData }>(CREATE, { input }, user.headers))
    .createWorkflowTemplate;
}

/** The first error of a refused operation, with the details of its extensions. */
async function refusal(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const response = await compliance.gql(query, variables, headers);
  const [error] = response.errors ?? [];
  if (!error) throw new Error(`Expected an error, got ${JSON.stringify(response.data)}`);
  return {
    code: error.extensions?.code,
    message: error.message,
    details: error.extensions?.details as { fields?: Record<string, string[]> } | undefined,
  };
}

const auditOf = (resourceId: string) =>
  compliance.sql<{
    action: string;
    tenant_id: string;
    user_id: string;
    details: Record<string, unknown>;
    changes: { field: string }[];
  }>(
    `select action, tenant_id, user_id, details, changes from compliance.audit_event where resource_id = ? order by timestamp`,
    [resourceId],
  );

beforeAll(async () => {
  compliance = await startCompliance({ RATE_LIMIT_FACTOR: '0' });
  [acme, globex, admin] = await Promise.all([
    seedTenant(compliance.sql),
    seedTenant(compliance.sql),
    seedPlatformAdmin(compliance.sql),
  ]);
}, 60_000);

afterAll(async () => {
  await compliance?.stop();
});

describe('createWorkflowTemplate', () => {
  test("stores the tenant's template with its phases in order, trimmed, and audits it", async () => {
    const template = await create(acme, annualFiling());
    expect(template).toMatchObject({
      tenantId: acme.tenantId,
      workflowName: 'Annual ROC filing',
      legalReference: 'Companies Act 2013, Sections 92 and 137',
      applicabilityRules: { entityTypes: ['PRIVATE_LIMITED', 'PUBLIC_LIMITED'] },
      timelineLogic: { triggerDate: 'agm_date', deadlineDays: 60, reminderDaysBefore: [30, 15, 7] },
      validationRules: { cin: { pattern: '^[LU]\\d{5}' } },
      advisoryPrompts: { late: 'Additional fees apply after the deadline' },
      completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: ['AOC-4', 'MGT-7'] },
      isActive: true,
    });
    expect(template.phases).toEqual([
      {
        name: 'Preparation',
        order: 1,
        tasks: [
          { name: 'Approve financial statements', mandatory: true, advisory: 'Board meeting with quorum' },
          { name: 'Brief the auditors', mandatory: false, advisory: null },
        ],
      },
      {
        name: 'Filing',
        order: 2,
        tasks: [
          { name: 'File AOC-4', mandatory: true, advisory: null },
          { name: 'File MGT-7', mandatory: true, advisory: null },
        ],
      },
    ]);
    expect(await auditOf(template.id)).toEqual([
      expect.objectContaining({
        action: 'WORKFLOW_TEMPLATE_CREATED',
        tenant_id: acme.tenantId,
        user_id: acme.userId,
        details: expect.objectContaining({ global: false }),
      }),
    ]);
  });

  test('fills the optional parts with their defaults', async () => {
    const template = await create(acme, {
      workflowName: 'Minimal',
      phases: [{ name: 'Only', order: 1, tasks: [{ name: 'Do it', mandatory: true }] }],
    });
    expect(template).toMatchObject({
      legalReference: null,
      applicabilityRules: { entityTypes: [] },
      timelineLogic: null,
      validationRules: {},
      advisoryPrompts: {},
      completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: [] },
    });
  });

  test.each([
    ['a blank workflowName', { workflowName: '  ' }, 'workflowName'],
    ['no phases', { phases: [] }, 'phases'],
    ['a phase without tasks', { phases: [{ name: 'Empty', order: 1, tasks: [] }] }, 'phases.0.tasks'],
    [
      'a blank task name',
      { phases: [{ name: 'P', order: 1, tasks: [{ name: ' ', mandatory: true }] }] },
      'phases.0.tasks.0.name',
    ],
    [
      'a negative order',
      { phases: [{ name: 'P', order: -1, tasks: [{ name: 'T', mandatory: true }] }] },
      'phases.0.order',
    ],
    [
      'negative deadline days',
      { timelineLogic: { triggerDate: 'agm_date', deadlineDays: -5 } },
      'timelineLogic.deadlineDays',
    ],
    [
      'a negative reminder',
      { timelineLogic: { triggerDate: 'agm_date', deadlineDays: 5, reminderDaysBefore: [-1] } },
      'timelineLogic.reminderDaysBefore',
    ],
    ['a blank trigger date', { timelineLogic: { triggerDate: '', deadlineDays: 5 } }, 'timelineLogic.triggerDate'],
    [
      'a blank filing form',
      { completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: [''] } },
      'completionCriteria.filingConfirmation',
    ],
    [
      'two phases with one order',
      {
        phases: [
          { name: 'A', order: 1, tasks: [{ name: 'T', mandatory: true }] },
          { name: 'B', order: 1, tasks: [{ name: 'U', mandatory: true }] },
        ],
      },
      'phases.1.order',
    ],
    ['no mandatory task', { phases: [{ name: 'A', order: 1, tasks: [{ name: 'T', mandatory: false }] }] }, 'phases'],
  ])('refuses %s with VALIDATION_ERROR naming the field, writing nothing', async (_case, overrides, field) => {
    const before = await compliance.sql(`select id from compliance.workflow_template`);
    const error = await refusal(CREATE, { input: annualFiling(overrides) }, acme.headers);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(error.details?.fields ?? {})).toContain(field);
    expect(await compliance.sql(`select id from compliance.workflow_template`)).toHaveLength(before.length);
  });

  test.each([
    ['a task without mandatory', { phases: [{ name: 'P', order: 1, tasks: [{ name: 'T' }] }] }, /mandatory/],
    [
      'an order that is not an integer',
      { phases: [{ name: 'P', order: 1.5, tasks: [{ name: 'T', mandatory: true }] }] },
      /order/,
    ],
    ['an unknown entity type', { applicabilityRules: { entityTypes: ['SOLE_TRADER'] } }, /SOLE_TRADER/],
    ['validationRules that are not an object', { validationRules: ['x'] }, /validationRules/],
    [
      'deadlineDays that are not an integer',
      { timelineLogic: { triggerDate: 'x', deadlineDays: 'soon' } },
      /deadlineDays/,
    ],
    ['no workflowName', { workflowName: undefined }, /workflowName/],
  ])('refuses %s with VALIDATION_ERROR (the type system)', async (_case, overrides, message) => {
    const error = await refusal(CREATE, { input: annualFiling(overrides) }, acme.headers);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toMatch(message);
  });

  test('needs a valid token, and refuses another tenant as tenantId', async () => {
    expect((await refusal(CREATE, { input: annualFiling() }, {})).code).toBe('UNAUTHORIZED');
    expect((await refusal(CREATE, { input: annualFiling() }, { authorization: 'Bearer nonsense' })).code).toBe(
      'UNAUTHORIZED',
    );
    expect((await refusal(CREATE, { input: annualFiling({ tenantId: globex.tenantId }) }, acme.headers)).code).toBe(
      'FORBIDDEN',
    );
    expect((await create(acme, annualFiling({ tenantId: acme.tenantId }))).tenantId).toBe(acme.tenantId);
  });

  test('creates a global template for a platform admin with global: true, and for nobody else', async () => {
    expect((await refusal(CREATE, { input: annualFiling({ global: true }) }, acme.headers)).code).toBe('FORBIDDEN');
    // x-admin alone is not enough: the role decides.
    expect(
      (await refusal(CREATE, { input: annualFiling({ global: true }) }, { ...acme.headers, 'x-admin': 'true' })).code,
    ).toBe('FORBIDDEN');
    const global = await create(admin, annualFiling({ workflowName: 'Global board meeting', global: true }));
    expect(global.tenantId).toBeNull();
    expect(await auditOf(global.id)).toEqual([
      expect.objectContaining({
        action: 'WORKFLOW_TEMPLATE_CREATED',
        details: expect.objectContaining({ global: true }),
      }),
    ]);
    // Without global: true, an admin's template is its own tenant's.
    expect((await create(admin, annualFiling())).tenantId).toBe(admin.tenantId);
  });
});

describe('workflowTemplates', () => {
  let tenantA: TenantUser;
  let tenantB: TenantUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [tenantA, tenantB] = await Promise.all([seedTenant(compliance.sql), seedTenant(compliance.sql)]);
    ids.aOne = (await create(tenantA, annualFiling({ workflowName: 'A one' }))).id;
    ids.aTwo = (await create(tenantA, annualFiling({ workflowName: 'A two', isActive: false }))).id;
    ids.b = (await create(tenantB, annualFiling({ workflowName: 'B only' }))).id;
    ids.global = (await create(admin, annualFiling({ workflowName: 'Everyone', global: true }))).id;
  });

  const list = (user: TenantUser, variables: Record<string, unknown> = {}) =>
    compliance.ok<{
      workflowTemplates: {
        items: { id: string; workflowName: string; tenantId: string | null; isActive: boolean }[];
        total: number;
      };
    }>(LIST, { limit: 100, ...variables }, user.headers);

  test("shows a tenant the global templates and its own, never another tenant's", async () => {
    const { workflowTemplates } = await list(tenantA);
    const owners = new Set(workflowTemplates.items.map((item) => item.tenantId));
    expect([...owners].sort()).toEqual([null, tenantA.tenantId].sort());
    expect(workflowTemplates.items.map((item) => item.id)).toEqual(expect.arrayContaining([ids.aOne, ids.aTwo]));
    expect(workflowTemplates.items.map((item) => item.id)).not.toContain(ids.b);
    expect(workflowTemplates.items.map((item) => item.id)).toContain(ids.global);
    expect((await list(tenantB)).workflowTemplates.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([ids.b, ids.global]),
    );
  });

  test('filters by isActive, sorts, pages', async () => {
    const inactive = await list(tenantA, { isActive: false });
    expect(inactive.workflowTemplates.items.map((item) => item.id)).toEqual([ids.aTwo]);
    const active = await list(tenantA, { isActive: true });
    expect(active.workflowTemplates.items.every((item) => item.isActive)).toBe(true);

    const sorted = await list(tenantA, { sort: [{ field: 'WORKFLOW_NAME', direction: 'ASC' }] });
    const names = sorted.workflowTemplates.items.map((item) => item.workflowName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const page = await compliance.ok<{
      workflowTemplates: { items: unknown[]; total: number; page: number; limit: number };
    }>(LIST, { page: 2, limit: 1, sort: [{ field: 'WORKFLOW_NAME', direction: 'DESC' }] }, tenantA.headers);
    expect(page.workflowTemplates).toMatchObject({ page: 2, limit: 1, total: sorted.workflowTemplates.total });
    expect(page.workflowTemplates.items).toHaveLength(1);
  });

  test('refuses another tenant as tenantId, an unknown sort field and a limit above 100', async () => {
    expect((await refusal(LIST, { tenantId: tenantB.tenantId }, tenantA.headers)).code).toBe('FORBIDDEN');
    expect((await refusal(LIST, {}, { ...tenantA.headers, 'x-tenant-id': tenantB.tenantId })).code).toBe('FORBIDDEN');
    expect((await list(tenantA, { tenantId: tenantA.tenantId })).workflowTemplates.total).toBeGreaterThanOrEqual(2);
    expect((await refusal(LIST, { sort: [{ field: 'SECRET', direction: 'ASC' }] }, tenantA.headers)).code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await refusal(LIST, { limit: 101 }, tenantA.headers)).code).toBe('VALIDATION_ERROR');
    expect((await refusal(LIST, {}, {})).code).toBe('UNAUTHORIZED');
  });
});

describe('updateWorkflowTemplate', () => {
  const newPhases = [
    { name: 'Review', order: 1, tasks: [{ name: 'Review the register', mandatory: true }] },
    { name: 'Sign-off', order: 2, tasks: [{ name: 'Director signs', mandatory: true, advisory: 'Digital signature' }] },
  ];

  test('replaces the phases of an own template, validated as on create, and audits the change', async () => {
    const template = await create(acme, annualFiling());
    const { updateWorkflowTemplate: updated } = await compliance.ok<{ updateWorkflowTemplate: TemplateData }>(
      UPDATE,
      { id: template.id, input: { phases: newPhases } },
      acme.headers,
    );
    expect(updated.phases.map((phase) => phase.name)).toEqual(['Review', 'Sign-off']);
    expect(updated.workflowName).toBe(template.workflowName);
    const audit = await auditOf(template.id);
    expect(audit.map((entry) => entry.action)).toEqual(['WORKFLOW_TEMPLATE_CREATED', 'WORKFLOW_TEMPLATE_UPDATED']);
    expect(audit[1].changes.map((change) => change.field)).toEqual(['phases']);

    const duplicate = await refusal(
      UPDATE,
      { id: template.id, input: { phases: [newPhases[0], { ...newPhases[1], order: 1 }] } },
      acme.headers,
    );
    expect(duplicate).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { 'phases.1.order': [expect.any(String)] } },
    });
    const empty = await refusal(UPDATE, { id: template.id, input: { phases: [] } }, acme.headers);
    expect(empty).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { phases: [expect.any(String)] } } });
    expect((await refusal(UPDATE, { id: template.id, input: {} }, acme.headers)).code).toBe('VALIDATION_ERROR');
  });

  test('deactivates a template and changes other fields; an unchanged update audits nothing', async () => {
    const template = await create(acme, annualFiling());
    await compliance.ok(
      UPDATE,
      { id: template.id, input: { isActive: false, legalReference: 'Section 92' } },
      acme.headers,
    );
    await compliance.ok(UPDATE, { id: template.id, input: { isActive: false } }, acme.headers);
    const audit = await auditOf(template.id);
    expect(audit.map((entry) => entry.action)).toEqual(['WORKFLOW_TEMPLATE_CREATED', 'WORKFLOW_TEMPLATE_UPDATED']);
    expect(audit[1].changes.map((change) => change.field).sort()).toEqual(['isActive', 'legalReference']);
  });

  test("hides another tenant's template (NOT_FOUND) and lets only admins change global ones", async () => {
    const own = await create(acme, annualFiling());
    expect((await refusal(UPDATE, { id: own.id, input: { phases: newPhases } }, globex.headers)).code).toBe(
      'NOT_FOUND',
    );
    expect((await refusal(UPDATE, { id: randomUUID(), input: { phases: newPhases } }, acme.headers)).code).toBe(
      'NOT_FOUND',
    );
    expect((await refusal(UPDATE, { id: 'not-a-uuid', input: { phases: newPhases } }, acme.headers)).code).toBe(
      'NOT_FOUND',
    );

    const global = await create(admin, annualFiling({ global: true }));
    expect((await refusal(UPDATE, { id: global.id, input: { phases: newPhases } }, acme.headers)).code).toBe(
      'FORBIDDEN',
    );
    const changed = await compliance.ok<{ updateWorkflowTemplate: TemplateData }>(
      UPDATE,
      { id: global.id, input: { phases: newPhases } },
      admin.headers,
    );
    expect(changed.updateWorkflowTemplate.phases).toHaveLength(2);
    expect(changed.updateWorkflowTemplate.tenantId).toBeNull();
  });
});
