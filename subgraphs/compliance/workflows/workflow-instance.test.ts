import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  seedEntity,
  seedPlatformAdmin,
  seedTenant,
  startCompliance,
  type TenantUser,
} from '../../../test/support/compliance.js';
import { isPdf, pdfText } from '../../../test/support/pdf.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';
import { annualFiling } from './workflow.fixtures.js';

/**
 * Workflow instances through the compliance subgraph's GraphQL API over a real PostgreSQL: starting one (task
 * ids, plan limit, what a tenant may start), checking tasks off (automatic completion, reopening, concurrent
 * toggles), tenant isolation, and the certificate PDF read back from its signed link.
 */
let compliance: SubgraphUnderTest;
let acme: TenantUser;
let globex: TenantUser;
let acmeEntity: string;
let globexEntity: string;
let templateId: string;

const INSTANCE = `id tenantId templateId entityId status completedAt createdAt updatedAt
  currentData { phases { name order tasks { id name mandatory advisory completed completedAt completedBy } } }`;
const CREATE = `mutation($input: CreateWorkflowInstanceInput!) { createWorkflowInstance(input: $input) { ${INSTANCE} } }`;
const TOGGLE = `mutation($id: ID!, $input: UpdateWorkflowTaskInput!) { updateWorkflowTask(instanceId: $id, input: $input) { ${INSTANCE} } }`;
const GET = `query($id: ID!) { workflowInstance(id: $id) { ${INSTANCE}
  template { id workflowName legalReference } entity { id name profileData version } tenant { id name subscriptionPlan } } }`;
const LIST = `query($tenantId: ID, $status: WorkflowStatus, $entityId: ID, $sort: [WorkflowInstanceSort!], $limit: Int) {
  workflowInstances(tenantId: $tenantId, status: $status, entityId: $entityId, sort: $sort, limit: $limit) {
    items { id status entityId template { workflowName } entity { name } } total } }`;
const CERTIFICATE = `mutation($id: ID!) { generateWorkflowCertificate(instanceId: $id) { url path expiresAt expiresIn filename contentType } }`;
const CREATE_TEMPLATE = `mutation($input: CreateWorkflowTemplateInput!) { createWorkflowTemplate(input: $input) { id } }`;

interface Task {
  id: string;
  name: string;
  mandatory: boolean;
  completed: boolean;
  completedAt: string | null;
  completedBy: string | null;
}
interface Instance {
  id: string;
  tenantId: string;
  templateId: string;
  entityId: string;
  status: string;
  completedAt: string | null;
  currentData: { phases: { name: string; order: number; tasks: Task[] }[] };
}

async function refusal(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const response = await compliance.gql(query, variables, headers);
  const [error] = response.errors ?? [];
  if (!error) throw new Error(`Expected an error, got ${JSON.stringify(response.data)}`);
  return {
    code: error.extensions?.code,
    message: error.message,
    details: error.extensions?.details as Record<string, unknown> | undefined,
  };
}

async function createTemplate(user: TenantUser, overrides: Record<string, unknown> = {}): Promise<string> {
  return (
    await compliance.ok<{ createWorkflowTemplate: { id: string } }>(
      CREATE_TEMPLATE,
      { input: annualFiling(overrides) },
      user.headers,
    )
  ).createWorkflowTemplate.id;
}

async function start(user: TenantUser, entityId: string, template = templateId): Promise<Instance> {
  return (
    await compliance.ok<{ createWorkflowInstance: Instance }>(
      CREATE,
      { input: { templateId: template, entityId } },
      user.headers,
    )
  ).createWorkflowInstance;
}

async function toggle(user: TenantUser, id: string, taskId: string, completed: boolean): Promise<Instance> {
  return (
    await compliance.ok<{ updateWorkflowTask: Instance }>(TOGGLE, { id, input: { taskId, completed } }, user.headers)
  ).updateWorkflowTask;
}

const auditOf = (resourceId: string) =>
  compliance.sql<{
    action: string;
    entity_id: string | null;
    user_id: string;
    details: Record<string, unknown>;
    changes: { field: string; oldValue: unknown; newValue: unknown }[];
  }>(
    `select action, entity_id, user_id, details, changes from compliance.audit_event where resource_id = ? order by timestamp, action`,
    [resourceId],
  );

const countInstances = async (tenantId: string) =>
  Number(
    (
      await compliance.sql<{ n: string }>(
        `select count(*) as n from compliance.workflow_instance where tenant_id = ?`,
        [tenantId],
      )
    )[0].n,
  );

const tasksOf = (instance: Instance) => instance.currentData.phases.flatMap((phase) => phase.tasks);

beforeAll(async () => {
  compliance = await startCompliance({ RATE_LIMIT_FACTOR: '0' });
  [acme, globex] = await Promise.all([
    seedTenant(compliance.sql, { name: 'Acme Holdings' }),
    seedTenant(compliance.sql, { name: 'Globex' }),
  ]);
  acmeEntity = await seedEntity(
    compliance.sql,
    acme.tenantId,
    { cin: 'U12345MH2020PTC000001' },
    'Acme Widgets Private Limited',
  );
  globexEntity = await seedEntity(compliance.sql, globex.tenantId, {}, 'Globex Private Limited');
  templateId = await createTemplate(acme);
}, 60_000);

afterAll(async () => {
  await compliance?.stop();
});

describe('createWorkflowInstance', () => {
  test('starts IN_PROGRESS with the phases copied, numbered by order, and the tasks open with ids p<phase>_t<task>', async () => {
    const instance = await start(acme, acmeEntity);
    expect(instance).toMatchObject({
      tenantId: acme.tenantId,
      templateId,
      entityId: acmeEntity,
      status: 'IN_PROGRESS',
      completedAt: null,
    });
    expect(instance.currentData.phases).toEqual([
      {
        name: 'Preparation',
        order: 1,
        tasks: [
          {
            id: 'p1_t1',
            name: 'Approve financial statements',
            mandatory: true,
            advisory: 'Board meeting with quorum',
            completed: false,
            completedAt: null,
            completedBy: null,
          },
          {
            id: 'p1_t2',
            name: 'Brief the auditors',
            mandatory: false,
            advisory: null,
            completed: false,
            completedAt: null,
            completedBy: null,
          },
        ],
      },
      {
        name: 'Filing',
        order: 2,
        tasks: [
          {
            id: 'p2_t1',
            name: 'File AOC-4',
            mandatory: true,
            advisory: null,
            completed: false,
            completedAt: null,
            completedBy: null,
          },
          {
            id: 'p2_t2',
            name: 'File MGT-7',
            mandatory: true,
            advisory: null,
            completed: false,
            completedAt: null,
            completedBy: null,
          },
        ],
      },
    ]);
    expect(await auditOf(instance.id)).toEqual([
      expect.objectContaining({
        action: 'WORKFLOW_INSTANCE_CREATED',
        entity_id: acmeEntity,
        user_id: acme.userId,
        details: expect.objectContaining({ templateId }),
      }),
    ]);
  });

  test('numbers phases by their position in order, not by the order values', async () => {
    const sparse = await createTemplate(acme, {
      phases: [
        { name: 'Later', order: 20, tasks: [{ name: 'B', mandatory: true }] },
        {
          name: 'First',
          order: 10,
          tasks: [
            { name: 'A', mandatory: true },
            { name: 'A2', mandatory: false },
          ],
        },
      ],
    });
    const instance = await start(acme, acmeEntity, sparse);
    expect(instance.currentData.phases.map((phase) => [phase.name, phase.tasks.map((task) => task.id)])).toEqual([
      ['First', ['p1_t1', 'p1_t2']],
      ['Later', ['p2_t1']],
    ]);
  });

  test("starts a global template; another tenant's template or entity is NOT_FOUND; an inactive template CONFLICT", async () => {
    const admin = await seedPlatformAdmin(compliance.sql);
    const global = await createTemplate(admin, { global: true });
    expect((await start(globex, globexEntity, global)).status).toBe('IN_PROGRESS');

    const acmeOnly = await createTemplate(acme);
    expect(
      (await refusal(CREATE, { input: { templateId: acmeOnly, entityId: globexEntity } }, globex.headers)).code,
    ).toBe('NOT_FOUND');
    expect((await refusal(CREATE, { input: { templateId: global, entityId: acmeEntity } }, globex.headers)).code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await refusal(CREATE, { input: { templateId: randomUUID(), entityId: globexEntity } }, globex.headers)).code,
    ).toBe('NOT_FOUND');

    const inactive = await createTemplate(acme, { isActive: false });
    expect((await refusal(CREATE, { input: { templateId: inactive, entityId: acmeEntity } }, acme.headers)).code).toBe(
      'CONFLICT',
    );
  });

  test('refuses malformed ids, another tenant as tenantId and a missing token', async () => {
    const badTemplate = await refusal(CREATE, { input: { templateId: 'abc', entityId: acmeEntity } }, acme.headers);
    expect(badTemplate).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { templateId: [expect.any(String)] } },
    });
    expect((await refusal(CREATE, { input: { templateId } }, acme.headers)).code).toBe('VALIDATION_ERROR');
    expect(
      (await refusal(CREATE, { input: { tenantId: globex.tenantId, templateId, entityId: acmeEntity } }, acme.headers))
        .code,
    ).toBe('FORBIDDEN');
    expect((await refusal(CREATE, { input: { templateId, entityId: acmeEntity } }, {})).code).toBe('UNAUTHORIZED');
  });

  test("refuses an entity whose type the template's applicability rules leave out", async () => {
    const llp = await seedEntity(compliance.sql, acme.tenantId, {}, 'Acme Partners LLP');
    await compliance.sql(`update compliance.business_entity set entity_type = 'LLP' where id = ?`, [llp]);
    const refused = await refusal(CREATE, { input: { templateId, entityId: llp } }, acme.headers);
    expect(refused).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { entityId: [expect.stringContaining('LLP')] } },
    });
    const anyType = await createTemplate(acme, { applicabilityRules: { entityTypes: [] } });
    expect((await start(acme, llp, anyType)).status).toBe('IN_PROGRESS');
  });

  test('lets a FREE tenant run 5 workflows and refuses the 6th with FORBIDDEN, writing nothing', async () => {
    const free = await seedTenant(compliance.sql, { plan: 'FREE' });
    const entity = await seedEntity(compliance.sql, free.tenantId);
    const template = await createTemplate(free);
    await Promise.all(Array.from({ length: 5 }, () => start(free, entity, template)));
    const refused = await refusal(CREATE, { input: { templateId: template, entityId: entity } }, free.headers);
    expect(refused).toMatchObject({
      code: 'FORBIDDEN',
      details: { plan: 'FREE', resource: 'workflows', limit: 5, current: 5 },
    });
    expect(await countInstances(free.tenantId)).toBe(5);
  });

  test('counts concurrent starts one after the other, so that together they cannot pass the limit', async () => {
    const free = await seedTenant(compliance.sql, { plan: 'FREE' });
    const entity = await seedEntity(compliance.sql, free.tenantId);
    const template = await createTemplate(free);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        compliance.gql(CREATE, { input: { templateId: template, entityId: entity } }, free.headers),
      ),
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(5);
    expect(results.filter((result) => result.errors?.[0]?.extensions?.code === 'FORBIDDEN')).toHaveLength(3);
    expect(await countInstances(free.tenantId)).toBe(5);
  });
});

describe('updateWorkflowTask', () => {
  test('completes the instance automatically once every mandatory task is checked, optional ones aside', async () => {
    const instance = await start(acme, acmeEntity);
    let state = await toggle(acme, instance.id, 'p1_t1', true);
    const checked = tasksOf(state).find((task) => task.id === 'p1_t1')!;
    expect(checked).toMatchObject({ completed: true, completedBy: acme.userId });
    expect(Date.parse(checked.completedAt!)).toBeGreaterThan(Date.now() - 60_000);
    state = await toggle(acme, instance.id, 'p2_t1', true);
    expect(state.status).toBe('IN_PROGRESS');
    state = await toggle(acme, instance.id, 'P2_T2', true);
    expect(state.status).toBe('COMPLETED');
    expect(Date.parse(state.completedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(tasksOf(state).find((task) => task.id === 'p1_t2')!.completed).toBe(false);

    const audit = await auditOf(instance.id);
    const actions = audit.map((entry) => entry.action);
    expect(actions.slice(0, 3)).toEqual([
      'WORKFLOW_INSTANCE_CREATED',
      'WORKFLOW_TASK_UPDATED',
      'WORKFLOW_TASK_UPDATED',
    ]);
    // The last toggle and the completion are recorded in one transaction: their timestamps may tie either way.
    expect(actions.slice(3).sort()).toEqual(['WORKFLOW_INSTANCE_COMPLETED', 'WORKFLOW_TASK_UPDATED']);
    const last = audit.filter((entry) => entry.action === 'WORKFLOW_TASK_UPDATED').at(-1)!;
    expect(last.entity_id).toBe(acmeEntity);
    expect(last.changes).toEqual([
      { field: 'tasks.p2_t2.completed', oldValue: false, newValue: true },
      { field: 'status', oldValue: 'IN_PROGRESS', newValue: 'COMPLETED' },
    ]);
  });

  test('reopens a COMPLETED instance when a mandatory task is unchecked; optional tasks leave the status alone', async () => {
    const instance = await start(acme, acmeEntity);
    for (const task of ['p1_t1', 'p2_t1', 'p2_t2']) await toggle(acme, instance.id, task, true);
    expect((await toggle(acme, instance.id, 'p1_t2', true)).status).toBe('COMPLETED');
    expect((await toggle(acme, instance.id, 'p1_t2', false)).status).toBe('COMPLETED');

    const reopened = await toggle(acme, instance.id, 'p2_t1', false);
    expect(reopened).toMatchObject({ status: 'IN_PROGRESS', completedAt: null });
    expect(tasksOf(reopened).find((task) => task.id === 'p2_t1')).toMatchObject({
      completed: false,
      completedAt: null,
      completedBy: null,
    });
    expect((await auditOf(instance.id)).map((entry) => entry.action)).toContain('WORKFLOW_INSTANCE_REOPENED');
  });

  test('changes and audits nothing when a task already has the requested state', async () => {
    const instance = await start(acme, acmeEntity);
    const state = await toggle(acme, instance.id, 'p1_t1', false);
    expect(tasksOf(state).every((task) => !task.completed)).toBe(true);
    expect((await auditOf(instance.id)).map((entry) => entry.action)).toEqual(['WORKFLOW_INSTANCE_CREATED']);
  });

  test('refuses an unknown or malformed task id with VALIDATION_ERROR naming taskId', async () => {
    const instance = await start(acme, acmeEntity);
    const unknown = await refusal(
      TOGGLE,
      { id: instance.id, input: { taskId: 'p9_t1', completed: true } },
      acme.headers,
    );
    expect(unknown).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { taskId: [expect.any(String)] }, taskIds: ['p1_t1', 'p1_t2', 'p2_t1', 'p2_t2'] },
    });
    const malformed = await refusal(
      TOGGLE,
      { id: instance.id, input: { taskId: 'first', completed: true } },
      acme.headers,
    );
    expect(malformed).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { taskId: [expect.any(String)] } },
    });
    expect(
      (await refusal(TOGGLE, { id: instance.id, input: { taskId: 'p1_t1', completed: 'yes' } }, acme.headers)).code,
    ).toBe('VALIDATION_ERROR');
    expect((await refusal(TOGGLE, { id: instance.id, input: { taskId: 'p1_t1' } }, acme.headers)).code).toBe(
      'VALIDATION_ERROR',
    );
  });

  test('loses no update when many tasks are toggled at once (the row is locked)', async () => {
    const phases = [
      {
        name: 'One',
        order: 1,
        tasks: Array.from({ length: 6 }, (_, index) => ({ name: `Task ${index + 1}`, mandatory: true })),
      },
      {
        name: 'Two',
        order: 2,
        tasks: Array.from({ length: 6 }, (_, index) => ({ name: `Task ${index + 7}`, mandatory: index % 2 === 0 })),
      },
    ];
    const busy = await createTemplate(acme, { phases });
    const instance = await start(acme, acmeEntity, busy);
    const ids = tasksOf(instance).map((task) => task.id);
    const results = await Promise.all(
      ids.map((id) =>
        compliance.gql(TOGGLE, { id: instance.id, input: { taskId: id, completed: true } }, acme.headers),
      ),
    );
    expect(results.filter((result) => result.errors)).toEqual([]);
    const { workflowInstance } = await compliance.ok<{ workflowInstance: Instance }>(
      GET,
      { id: instance.id },
      acme.headers,
    );
    expect(
      tasksOf(workflowInstance)
        .filter((task) => task.completed)
        .map((task) => task.id),
    ).toEqual(ids);
    expect(workflowInstance.status).toBe('COMPLETED');
    const audit = await auditOf(instance.id);
    expect(audit.filter((entry) => entry.action === 'WORKFLOW_TASK_UPDATED')).toHaveLength(ids.length);
    expect(audit.filter((entry) => entry.action === 'WORKFLOW_INSTANCE_COMPLETED')).toHaveLength(1);
  });
});

describe('reading instances', () => {
  let acmeInstance: Instance;
  let globexInstance: Instance;

  beforeAll(async () => {
    acmeInstance = await start(acme, acmeEntity);
    const globexTemplate = await createTemplate(globex);
    globexInstance = await start(globex, globexEntity, globexTemplate);
  });

  test('answers an instance with its template, entity and tenant', async () => {
    const { workflowInstance } = await compliance.ok<{ workflowInstance: Record<string, unknown> }>(
      GET,
      { id: acmeInstance.id },
      acme.headers,
    );
    expect(workflowInstance).toMatchObject({
      id: acmeInstance.id,
      template: {
        id: templateId,
        workflowName: 'Annual ROC filing',
        legalReference: 'Companies Act 2013, Sections 92 and 137',
      },
      entity: {
        id: acmeEntity,
        name: 'Acme Widgets Private Limited',
        profileData: { cin: 'U12345MH2020PTC000001' },
        version: 1,
      },
      tenant: { id: acme.tenantId, name: 'Acme Holdings', subscriptionPlan: 'ENTERPRISE' },
    });
  });

  test("lists only the tenant's instances, with filters and sort", async () => {
    const { workflowInstances } = await compliance.ok<{
      workflowInstances: {
        items: {
          id: string;
          status: string;
          entityId: string;
          template: { workflowName: string };
          entity: { name: string };
        }[];
        total: number;
      };
    }>(LIST, { limit: 100 }, acme.headers);
    const ids = workflowInstances.items.map((item) => item.id);
    expect(ids).toContain(acmeInstance.id);
    expect(ids).not.toContain(globexInstance.id);
    expect(workflowInstances.total).toBe(await countInstances(acme.tenantId));
    expect(
      workflowInstances.items.every(
        (item) => item.entityId !== globexEntity && item.entity.name && item.template.workflowName,
      ),
    ).toBe(true);

    const completed = await compliance.ok<{ workflowInstances: { items: { status: string }[] } }>(
      LIST,
      { status: 'COMPLETED', limit: 100 },
      acme.headers,
    );
    expect(completed.workflowInstances.items.length).toBeGreaterThan(0);
    expect(completed.workflowInstances.items.every((item) => item.status === 'COMPLETED')).toBe(true);
    const sorted = await compliance.ok<{ workflowInstances: { items: { status: string }[] } }>(
      LIST,
      { sort: [{ field: 'STATUS', direction: 'ASC' }], limit: 100 },
      acme.headers,
    );
    const statuses = sorted.workflowInstances.items.map((item) => item.status);
    expect(statuses).toEqual([...statuses].sort());
  });

  test('reads the list as one statement: each template as its own read shows it, filters, pages and nulls last', async () => {
    const PAGE = `query($entityId: ID, $templateId: ID, $sort: [WorkflowInstanceSort!], $page: Int, $limit: Int) {
      workflowInstances(entityId: $entityId, templateId: $templateId, sort: $sort, page: $page, limit: $limit) {
        total items { id entityId templateId completedAt template { id tenantId workflowName phases { name } isActive createdAt updatedAt } } } }`;
    type Listed = {
      workflowInstances: {
        total: number;
        items: { id: string; entityId: string; completedAt: string | null; template: Record<string, unknown> }[];
      };
    };
    const mine = await compliance.ok<Listed>(PAGE, { entityId: acmeInstance.entityId, limit: 100 }, acme.headers);
    expect(mine.workflowInstances.items.every((item) => item.entityId === acmeInstance.entityId)).toBe(true);
    const listed = mine.workflowInstances.items.find((item) => item.id === acmeInstance.id)!;
    const { workflowTemplate } = await compliance.ok<{ workflowTemplate: Record<string, unknown> }>(
      `query($id: ID!) { workflowTemplate(id: $id) { id tenantId workflowName phases { name } isActive createdAt updatedAt } }`,
      { id: listed.template.id },
      acme.headers,
    );
    expect(listed.template).toEqual(workflowTemplate);

    const byTemplate = await compliance.ok<Listed>(PAGE, { templateId: listed.template.id, limit: 100 }, acme.headers);
    expect(byTemplate.workflowInstances.items.every((item) => item.template.id === listed.template.id)).toBe(true);

    const total = await countInstances(acme.tenantId);
    const pastTheLast = await compliance.ok<Listed>(PAGE, { page: total + 1, limit: 1 }, acme.headers);
    expect(pastTheLast.workflowInstances).toEqual({ total, items: [] });

    const finished = await start(acme, acmeEntity);
    for (const task of tasksOf(finished).filter((each) => each.mandatory))
      await toggle(acme, finished.id, task.id, true);
    const byCompletion = await compliance.ok<Listed>(
      PAGE,
      { sort: [{ field: 'COMPLETED_AT', direction: 'DESC' }], limit: 100 },
      acme.headers,
    );
    const completions = byCompletion.workflowInstances.items.map((item) => item.completedAt);
    const firstOpen = completions.indexOf(null);
    expect(firstOpen).toBeGreaterThan(0);
    expect(completions.slice(firstOpen).every((value) => value === null)).toBe(true);
    const done = completions.slice(0, firstOpen) as string[];
    expect(done).toEqual([...done].sort().reverse());
  });

  test("keeps another tenant's instance invisible: NOT_FOUND to read, toggle or certify; FORBIDDEN to list by tenantId", async () => {
    expect((await refusal(GET, { id: globexInstance.id }, acme.headers)).code).toBe('NOT_FOUND');
    expect(
      (await refusal(TOGGLE, { id: globexInstance.id, input: { taskId: 'p1_t1', completed: true } }, acme.headers))
        .code,
    ).toBe('NOT_FOUND');
    expect((await refusal(CERTIFICATE, { id: globexInstance.id }, acme.headers)).code).toBe('NOT_FOUND');
    expect((await refusal(LIST, { tenantId: globex.tenantId }, acme.headers)).code).toBe('FORBIDDEN');
    expect((await refusal(GET, { id: 'nope' }, acme.headers)).code).toBe('NOT_FOUND');
    expect((await refusal(GET, { id: acmeInstance.id }, {})).code).toBe('UNAUTHORIZED');
    const untouched = await compliance.ok<{ workflowInstance: Instance }>(
      GET,
      { id: globexInstance.id },
      globex.headers,
    );
    expect(tasksOf(untouched.workflowInstance).every((task) => !task.completed)).toBe(true);
  });
});

describe('generateWorkflowCertificate', () => {
  const download = async (token: string) => fetch(new URL(`/files/${token}`, compliance.subgraph.url));

  test('answers a signed link to a PDF that states the tenant, entity, workflow, phases with their tasks and status', async () => {
    const instance = await start(acme, acmeEntity);
    for (const task of ['p1_t1', 'p2_t1', 'p2_t2']) await toggle(acme, instance.id, task, true);
    const before = Date.now();
    const { generateWorkflowCertificate: link } = await compliance.ok<{
      generateWorkflowCertificate: { path: string; expiresIn: number; filename: string; contentType: string };
    }>(CERTIFICATE, { id: instance.id }, acme.headers);
    expect(link).toMatchObject({
      expiresIn: 60,
      contentType: 'application/pdf',
      filename: `compliance-certificate-${instance.id}.pdf`,
    });
    expect(link.path).toMatch(/^\/files\/compliance\/[\w-]+\.[\w-]+\.[\w-]+$/);

    const response = await download(link.path.split('/').at(-1)!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(isPdf(bytes)).toBe(true);
    const text = await pdfText(bytes);
    for (const expected of [
      'Compliance Certificate',
      'Acme Holdings',
      'Acme Widgets Private Limited',
      'Annual ROC filing',
      'Companies Act 2013, Sections 92 and 137',
      'COMPLETED',
      'Phase 1: Preparation',
      'Phase 2: Filing',
      'Approve financial statements',
      'Brief the auditors',
      'File AOC-4',
      'File MGT-7',
      'AOC-4, MGT-7',
      '3 of 3 mandatory tasks',
      'Not completed',
    ]) {
      expect(text).toContain(expected);
    }
    const generated = /Generated (\d{4}-\d{2}-\d{2} \d{2}:\d{2}) UTC/.exec(text);
    expect(generated).not.toBeNull();
    expect(Date.parse(`${generated![1].replace(' ', 'T')}:00Z`)).toBeGreaterThanOrEqual(
      Math.floor(before / 60_000) * 60_000,
    );

    const audit = await auditOf(instance.id);
    expect(audit.at(-1)).toMatchObject({ action: 'WORKFLOW_CERTIFICATE_GENERATED', entity_id: acmeEntity });
  });

  test('gives an instance in progress a status report that says it is not a certificate of completion', async () => {
    const instance = await start(acme, acmeEntity);
    await toggle(acme, instance.id, 'p1_t1', true);
    const { generateWorkflowCertificate: link } = await compliance.ok<{
      generateWorkflowCertificate: { path: string };
    }>(CERTIFICATE, { id: instance.id }, acme.headers);
    const text = await pdfText(new Uint8Array(await (await download(link.path.split('/').at(-1)!)).arrayBuffer()));
    expect(text).toContain('Compliance Status Report');
    expect(text).toContain('IN PROGRESS');
    expect(text).toContain('not a certificate of completion');
    expect(text).toContain('1 of 3 mandatory tasks');
    expect(text).not.toContain('Compliance Certificate');
  });

  test('refuses a forged link', async () => {
    expect((await download('not.a.token')).status).toBe(403);
  });
});
