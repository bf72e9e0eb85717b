/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { randomUUID } from 'node:crypto';
import { annualFiling } from '../../subgraphs/compliance/workflows/workflow.fixtures.js';
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
import { isPdf, pdfText } from '../support/pdf.js';
import type { TestStack } from '../support/stack.js';

/**
 * The workflow template and instance routes through the whole system (REST adapter → gateway → compliance
 * subgraph → PostgreSQL), including the refusals (400, 401, 403, 404) and the certificate download.
 */

let stack: TestStack;
let acme: TenantUser;
let globex: TenantUser;
let admin: TenantUser;
let acmeEntity: string;
let globexEntity: string;
const sql = complianceSql(() => stack);
const call = complianceRest(
  () => stack,
  () => acme.headers,
);

beforeAll(async () => {
  stack = await startComplianceStack({ RATE_LIMIT_FACTOR: '0' });
  [acme, globex, admin] = await Promise.all([
    seedTenant(sql, { name: 'Acme Holdings' }),
    seedTenant(sql, { name: 'Globex' }),
    seedPlatformAdmin(sql),
  ]);
  acmeEntity = await seedEntity(sql, acme.tenantId, { cin: 'U12345MH2020PTC000001' }, 'Acme Widgets Private Limited');
  globexEntity = await seedEntity(sql, globex.tenantId, {}, 'Globex Private Limited');
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const countRows = async (table: string) =>
  Number((await sql<{ n: string }>(`select count(*) as n from compliance.${table}`))[0].n);

async function createTemplate(user: TenantUser = acme, overrides: Record<string, unknown> = {}): Promise<any> {
  const answer = await call('POST', '/api/v1/workflows/templates', annualFiling(overrides), user.headers);
  expect(answer.status).toBe(201);
  return answer.body.data;
}

async function startInstance(user: TenantUser, templateId: string, entityId: string): Promise<any> {
  const answer = await call(
    'POST',
    '/api/v1/workflows/instances',
    { tenantId: user.tenantId, templateId, entityId },
    user.headers,
  );
  expect(answer.status).toBe(201);
  return answer.body.data;
}

describe('workflow templates', () => {
  let templateId: string;

  test('POST creates a template (201, {message, data}) and audits it', async () => {
    const answer = await call('POST', '/api/v1/workflows/templates', annualFiling({ tenantId: acme.tenantId }));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      message: 'Workflow template created',
      data: {
        id: expect.stringMatching(UUID),
        tenantId: acme.tenantId,
        workflowName: 'Annual ROC filing',
        legalReference: 'Companies Act 2013, Sections 92 and 137',
        applicabilityRules: { entityTypes: ['PRIVATE_LIMITED', 'PUBLIC_LIMITED'] },
        timelineLogic: { triggerDate: 'agm_date', deadlineDays: 60, reminderDaysBefore: [30, 15, 7] },
        phases: [
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
        ],
        validationRules: { cin: { pattern: '^[LU]\\d{5}' } },
        advisoryPrompts: { late: 'Additional fees apply after the deadline' },
        completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: ['AOC-4', 'MGT-7'] },
        isActive: true,
        createdAt: expect.stringMatching(ISO_TIMESTAMP),
        updatedAt: expect.stringMatching(ISO_TIMESTAMP),
      },
    });
    templateId = answer.body.data.id;
    const audit = await sql(`select action, user_id from compliance.audit_event where resource_id = ?`, [templateId]);
    expect(audit).toEqual([{ action: 'WORKFLOW_TEMPLATE_CREATED', user_id: acme.userId }]);
  });

  test('POST refuses a bad structure with 400 VALIDATION_ERROR and writes nothing', async () => {
    const before = await countRows('workflow_template');
    const blankTask = await call(
      'POST',
      '/api/v1/workflows/templates',
      annualFiling({ phases: [{ name: 'P', order: 1, tasks: [{ name: ' ', mandatory: true }] }] }),
    );
    expectComplianceError(blankTask, 400, 'VALIDATION_ERROR');
    expect(blankTask.body.details.fields).toHaveProperty(['phases.0.tasks.0.name']);
    const noPhases = await call('POST', '/api/v1/workflows/templates', annualFiling({ phases: [] }));
    expectComplianceError(noPhases, 400, 'VALIDATION_ERROR');
    expect(noPhases.body.details.fields).toHaveProperty('phases');
    expectComplianceError(
      await call('POST', '/api/v1/workflows/templates', annualFiling({ workflowName: undefined })),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(
      await call(
        'POST',
        '/api/v1/workflows/templates',
        annualFiling({ phases: [{ name: 'P', order: '1', tasks: [{ name: 'T', mandatory: true }] }] }),
      ),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(
      await call(
        'POST',
        '/api/v1/workflows/templates',
        annualFiling({ timelineLogic: { triggerDate: 'x', deadlineDays: 1.5 } }),
      ),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(
      await call('POST', '/api/v1/workflows/templates', annualFiling({ colour: 'blue' })),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(
      await call('POST', '/api/v1/workflows/templates', '{"workflowName": '),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(await call('POST', '/api/v1/workflows/templates', [annualFiling()]), 400, 'VALIDATION_ERROR');
    expect(await countRows('workflow_template')).toBe(before);
  });

  test('POST needs a token (401); another tenantId and global without admin rights are 403', async () => {
    expectComplianceError(await call('POST', '/api/v1/workflows/templates', annualFiling(), {}), 401, 'UNAUTHORIZED');
    expectComplianceError(
      await call('POST', '/api/v1/workflows/templates', annualFiling(), { authorization: 'Bearer forged' }),
      401,
      'UNAUTHORIZED',
    );
    expectComplianceError(
      await call('POST', '/api/v1/workflows/templates', annualFiling({ tenantId: globex.tenantId })),
      403,
      'FORBIDDEN',
    );
    expectComplianceError(
      await call('POST', '/api/v1/workflows/templates', annualFiling({ global: true }), {
        ...acme.headers,
        'x-admin': 'true',
      }),
      403,
      'FORBIDDEN',
    );
    const global = await createTemplate(admin, { workflowName: 'Global annual filing', global: true });
    expect(global.tenantId).toBeNull();
  });

  test('GET lists the global templates and the own ones ({data, pagination}), filters by isActive; another tenantId is 403', async () => {
    const inactive = await createTemplate(acme, { workflowName: 'Retired', isActive: false });
    await createTemplate(globex, { workflowName: 'Globex secret' });
    const answer = await call(
      'GET',
      `/api/v1/workflows/templates?tenantId=${acme.tenantId}&limit=100&sort=workflowName:asc`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.pagination).toEqual({ page: 1, limit: 100, total: answer.body.data.length, totalPages: 1 });
    const names = answer.body.data.map((template: any) => template.workflowName);
    expect(names).toEqual(expect.arrayContaining(['Annual ROC filing', 'Global annual filing', 'Retired']));
    expect(names).not.toContain('Globex secret');
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));

    const onlyInactive = await call('GET', '/api/v1/workflows/templates?isActive=false');
    expect(onlyInactive.body.data.map((template: any) => template.id)).toEqual([inactive.id]);
    const paged = await call('GET', '/api/v1/workflows/templates?page=2&limit=1');
    expect(paged.body.pagination).toMatchObject({
      page: 2,
      limit: 1,
      total: answer.body.pagination.total,
      totalPages: answer.body.pagination.total,
    });

    expectComplianceError(
      await call('GET', `/api/v1/workflows/templates?tenantId=${globex.tenantId}`),
      403,
      'FORBIDDEN',
    );
    expectComplianceError(await call('GET', '/api/v1/workflows/templates?isActive=maybe'), 400, 'VALIDATION_ERROR');
    expectComplianceError(await call('GET', '/api/v1/workflows/templates?limit=500'), 400, 'VALIDATION_ERROR');
    expectComplianceError(await call('GET', '/api/v1/workflows/templates', undefined, {}), 401, 'UNAUTHORIZED');
  });

  test('PUT replaces the phases (200, {message, data}), validated like POST; a GET body round-trips', async () => {
    const phases = [
      { name: 'Review', order: 1, tasks: [{ name: 'Review the register', mandatory: true }] },
      {
        name: 'Sign-off',
        order: 2,
        tasks: [{ name: 'Director signs', mandatory: true, advisory: 'Digital signature' }],
      },
    ];
    const answer = await call('PUT', `/api/v1/workflows/templates/${templateId}`, { phases });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Workflow template updated');
    expect(answer.body.data.phases).toEqual([
      { name: 'Review', order: 1, tasks: [{ name: 'Review the register', mandatory: true, advisory: null }] },
      {
        name: 'Sign-off',
        order: 2,
        tasks: [{ name: 'Director signs', mandatory: true, advisory: 'Digital signature' }],
      },
    ]);

    const read = await call('GET', `/api/v1/workflows/templates/${templateId}`);
    expect(read.status).toBe(200);
    const roundTrip = await call('PUT', `/api/v1/workflows/templates/${templateId}`, {
      ...read.body.data,
      workflowName: 'Annual ROC filing (2025)',
    });
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.body.data).toMatchObject({
      workflowName: 'Annual ROC filing (2025)',
      phases: read.body.data.phases,
    });

    const duplicate = await call('PUT', `/api/v1/workflows/templates/${templateId}`, {
      phases: [phases[0], { ...phases[1], order: 1 }],
    });
    expectComplianceError(duplicate, 400, 'VALIDATION_ERROR');
    expect(duplicate.body.details.fields).toHaveProperty(['phases.1.order']);
    expectComplianceError(
      await call('PUT', `/api/v1/workflows/templates/${templateId}`, { phases: 'none' }),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(await call('PUT', `/api/v1/workflows/templates/${templateId}`, {}), 400, 'VALIDATION_ERROR');

    const audit = await sql<{ action: string; changes: { field: string }[] }>(
      `select action, changes from compliance.audit_event where resource_id = ? and action = 'WORKFLOW_TEMPLATE_UPDATED' order by timestamp`,
      [templateId],
    );
    expect(audit.map((entry) => entry.changes.map((change) => change.field))).toEqual([['phases'], ['workflowName']]);
  });

  test("PUT: another tenant's template is 404, a global one 403 unless admin, no token 401", async () => {
    const phases = [{ name: 'Only', order: 1, tasks: [{ name: 'Do', mandatory: true }] }];
    expectComplianceError(
      await call('PUT', `/api/v1/workflows/templates/${templateId}`, { phases }, globex.headers),
      404,
      'NOT_FOUND',
    );
    expectComplianceError(
      await call('GET', `/api/v1/workflows/templates/${templateId}`, undefined, globex.headers),
      404,
      'NOT_FOUND',
    );
    expectComplianceError(
      await call('PUT', `/api/v1/workflows/templates/${randomUUID()}`, { phases }),
      404,
      'NOT_FOUND',
    );
    const global = await createTemplate(admin, { global: true });
    expectComplianceError(await call('PUT', `/api/v1/workflows/templates/${global.id}`, { phases }), 403, 'FORBIDDEN');
    expect((await call('PUT', `/api/v1/workflows/templates/${global.id}`, { phases }, admin.headers)).status).toBe(200);
    expectComplianceError(
      await call('PUT', `/api/v1/workflows/templates/${templateId}`, { phases }, {}),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('workflow instances', () => {
  let template: any;
  let instanceId: string;

  beforeAll(async () => {
    template = await createTemplate(acme);
  });

  test('POST starts an instance (201): IN_PROGRESS, tasks copied with ids p<phase>_t<task>, audited with the entity', async () => {
    const answer = await call('POST', '/api/v1/workflows/instances', {
      tenantId: acme.tenantId,
      templateId: template.id,
      entityId: acmeEntity,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      message: 'Workflow instance created',
      data: {
        id: expect.stringMatching(UUID),
        tenantId: acme.tenantId,
        templateId: template.id,
        entityId: acmeEntity,
        status: 'IN_PROGRESS',
        completedAt: null,
        createdAt: expect.stringMatching(ISO_TIMESTAMP),
      },
    });
    const tasks = answer.body.data.currentData.phases.flatMap((phase: any) => phase.tasks);
    expect(tasks.map((task: any) => [task.id, task.name, task.mandatory, task.completed])).toEqual([
      ['p1_t1', 'Approve financial statements', true, false],
      ['p1_t2', 'Brief the auditors', false, false],
      ['p2_t1', 'File AOC-4', true, false],
      ['p2_t2', 'File MGT-7', true, false],
    ]);
    instanceId = answer.body.data.id;
    expect(
      await sql(`select action, entity_id from compliance.audit_event where resource_id = ?`, [instanceId]),
    ).toEqual([{ action: 'WORKFLOW_INSTANCE_CREATED', entity_id: acmeEntity }]);
  });

  test('POST refuses: 400 for a missing or malformed id, 404 for a template or entity of another tenant, 403 for another tenantId, 401 without token', async () => {
    const before = await countRows('workflow_instance');
    expectComplianceError(
      await call('POST', '/api/v1/workflows/instances', { templateId: template.id }),
      400,
      'VALIDATION_ERROR',
    );
    const malformed = await call('POST', '/api/v1/workflows/instances', { templateId: 'x', entityId: acmeEntity });
    expectComplianceError(malformed, 400, 'VALIDATION_ERROR');
    expect(malformed.body.details.fields).toHaveProperty('templateId');
    expectComplianceError(
      await call('POST', '/api/v1/workflows/instances', { templateId: template.id, entityId: globexEntity }),
      404,
      'NOT_FOUND',
    );
    expectComplianceError(
      await call(
        'POST',
        '/api/v1/workflows/instances',
        { templateId: template.id, entityId: globexEntity },
        globex.headers,
      ),
      404,
      'NOT_FOUND',
    );
    expectComplianceError(
      await call('POST', '/api/v1/workflows/instances', {
        tenantId: globex.tenantId,
        templateId: template.id,
        entityId: acmeEntity,
      }),
      403,
      'FORBIDDEN',
    );
    expectComplianceError(
      await call('POST', '/api/v1/workflows/instances', { templateId: template.id, entityId: acmeEntity }, {}),
      401,
      'UNAUTHORIZED',
    );
    expect(await countRows('workflow_instance')).toBe(before);
  });

  test('POST: a FREE tenant gets 5 workflows; the 6th is 403 with the plan in details', async () => {
    const free = await seedTenant(sql, { plan: 'FREE' });
    const entity = await seedEntity(sql, free.tenantId);
    const own = await createTemplate(free);
    for (let index = 0; index < 5; index++) await startInstance(free, own.id, entity);
    const refused = await call(
      'POST',
      '/api/v1/workflows/instances',
      { templateId: own.id, entityId: entity },
      free.headers,
    );
    expectComplianceError(refused, 403, 'FORBIDDEN');
    expect(refused.body.details).toEqual({ plan: 'FREE', resource: 'workflows', limit: 5, current: 5 });
  });

  test('GET lists the tenant instances ({data, pagination}, sort); another tenantId is 403', async () => {
    const other = await startInstance(globex, (await createTemplate(globex)).id, globexEntity);
    await startInstance(acme, template.id, acmeEntity);
    const answer = await call('GET', `/api/v1/workflows/instances?tenantId=${acme.tenantId}&sort=createdAt:asc`);
    expect(answer.status).toBe(200);
    const ids = answer.body.data.map((instance: any) => instance.id);
    expect(ids[0]).toBe(instanceId);
    expect(ids).not.toContain(other.id);
    expect(answer.body.data.every((instance: any) => instance.tenantId === acme.tenantId)).toBe(true);
    expect(answer.body.data[0]).toMatchObject({
      template: { id: template.id, workflowName: 'Annual ROC filing' },
      entity: { id: acmeEntity, name: 'Acme Widgets Private Limited' },
    });
    expect(answer.body.pagination).toEqual({ page: 1, limit: 20, total: ids.length, totalPages: 1 });
    const desc = await call('GET', '/api/v1/workflows/instances?sort=createdAt:desc');
    expect(desc.body.data.map((instance: any) => instance.id)).toEqual([...ids].reverse());

    expectComplianceError(
      await call('GET', `/api/v1/workflows/instances?tenantId=${globex.tenantId}`),
      403,
      'FORBIDDEN',
    );
    expectComplianceError(await call('GET', '/api/v1/workflows/instances?sort=nonsense:asc'), 400, 'VALIDATION_ERROR');
    expectComplianceError(await call('GET', '/api/v1/workflows/instances?status=FINISHED'), 400, 'VALIDATION_ERROR');
    expectComplianceError(await call('GET', '/api/v1/workflows/instances', undefined, {}), 401, 'UNAUTHORIZED');
  });

  test('GET :id answers the instance with its template, entity and tenant; another tenant gets 404', async () => {
    const answer = await call('GET', `/api/v1/workflows/instances/${instanceId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: instanceId,
      status: 'IN_PROGRESS',
      template: {
        id: template.id,
        workflowName: 'Annual ROC filing',
        legalReference: 'Companies Act 2013, Sections 92 and 137',
        phases: template.phases,
      },
      entity: {
        id: acmeEntity,
        name: 'Acme Widgets Private Limited',
        profileData: { cin: 'U12345MH2020PTC000001' },
        version: 1,
      },
      tenant: { id: acme.tenantId, name: 'Acme Holdings', subscriptionPlan: 'ENTERPRISE' },
    });
    expectComplianceError(
      await call('GET', `/api/v1/workflows/instances/${instanceId}`, undefined, globex.headers),
      404,
      'NOT_FOUND',
    );
    expectComplianceError(await call('GET', `/api/v1/workflows/instances/${randomUUID()}`), 404, 'NOT_FOUND');
  });

  test('PATCH tasks checks tasks; the last mandatory one completes the workflow; each toggle is audited with its change', async () => {
    const first = await call('PATCH', `/api/v1/workflows/instances/${instanceId}/tasks`, {
      taskId: 'p1_t1',
      completed: true,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: 'Task updated', data: { id: instanceId, status: 'IN_PROGRESS' } });
    expect(first.body.data.currentData.phases[0].tasks[0]).toMatchObject({
      id: 'p1_t1',
      completed: true,
      completedAt: expect.stringMatching(ISO_TIMESTAMP),
      completedBy: acme.userId,
    });
    await call('PATCH', `/api/v1/workflows/instances/${instanceId}/tasks`, { taskId: 'p2_t1', completed: true });
    const last = await call('PATCH', `/api/v1/workflows/instances/${instanceId}/tasks`, {
      taskId: 'p2_t2',
      completed: true,
    });
    expect(last.status).toBe(200);
    expect(last.body.message).toBe('Task updated; all mandatory tasks are completed');
    expect(last.body.data).toMatchObject({ status: 'COMPLETED', completedAt: expect.stringMatching(ISO_TIMESTAMP) });

    const audit = await sql<{ action: string; entity_id: string; changes: unknown[] }>(
      `select action, entity_id, changes from compliance.audit_event where resource_id = ? and action = 'WORKFLOW_TASK_UPDATED' order by timestamp`,
      [instanceId],
    );
    expect(audit).toHaveLength(3);
    expect(audit.every((entry) => entry.entity_id === acmeEntity)).toBe(true);
    expect(audit[2].changes).toEqual([
      { field: 'tasks.p2_t2.completed', oldValue: false, newValue: true },
      { field: 'status', oldValue: 'IN_PROGRESS', newValue: 'COMPLETED' },
    ]);
  });

  test('PATCH tasks refuses: 400 for an unknown task or a bad body, 404 for another tenant, 401 without token', async () => {
    const unknown = await call('PATCH', `/api/v1/workflows/instances/${instanceId}/tasks`, {
      taskId: 'p7_t1',
      completed: true,
    });
    expectComplianceError(unknown, 400, 'VALIDATION_ERROR');
    expect(unknown.body.details).toMatchObject({
      fields: { taskId: [expect.any(String)] },
      taskIds: ['p1_t1', 'p1_t2', 'p2_t1', 'p2_t2'],
    });
    expectComplianceError(
      await call('PATCH', `/api/v1/workflows/instances/${instanceId}/tasks`, { taskId: 'p1_t1', completed: 'yes' }),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(
      await call('PATCH', `/api/v1/workflows/instances/${instanceId}/tasks`, { completed: true }),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(
      await call('PATCH', `/api/v1/workflows/instances/${instanceId}/tasks`, 'not json'),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(
      await call(
        'PATCH',
        `/api/v1/workflows/instances/${instanceId}/tasks`,
        { taskId: 'p1_t2', completed: true },
        globex.headers,
      ),
      404,
      'NOT_FOUND',
    );
    expectComplianceError(
      await call('PATCH', `/api/v1/workflows/instances/${instanceId}/tasks`, { taskId: 'p1_t2', completed: true }, {}),
      401,
      'UNAUTHORIZED',
    );
    const unchanged = await call('GET', `/api/v1/workflows/instances/${instanceId}`);
    expect(unchanged.body.data.currentData.phases[0].tasks[1].completed).toBe(false);
  });

  test('POST generate-pdf streams the compliance certificate as application/pdf', async () => {
    const before = Date.now();
    const response = await fetch(`${stack.restUrl}/compliance/api/v1/workflows/instances/${instanceId}/generate-pdf`, {
      method: 'POST',
      headers: acme.headers,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`compliance-certificate-${instanceId}.pdf`);
    expect(response.headers.get('x-correlation-id')).toMatch(UUID);
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
      'Approve financial statements',
      'Phase 2: Filing',
      'File MGT-7',
    ]) {
      expect(text).toContain(expected);
    }
    const generated = /Generated (\d{4}-\d{2}-\d{2} \d{2}:\d{2}) UTC/.exec(text);
    expect(Date.parse(`${generated![1].replace(' ', 'T')}:00Z`)).toBeGreaterThanOrEqual(
      Math.floor(before / 60_000) * 60_000,
    );
  });

  test('POST generate-pdf: another tenant 404, no token 401, both in the JSON error shape', async () => {
    expectComplianceError(
      await call('POST', `/api/v1/workflows/instances/${instanceId}/generate-pdf`, undefined, globex.headers),
      404,
      'NOT_FOUND',
    );
    expectComplianceError(
      await call('POST', `/api/v1/workflows/instances/${instanceId}/generate-pdf`, undefined, {}),
      401,
      'UNAUTHORIZED',
    );
  });
});
