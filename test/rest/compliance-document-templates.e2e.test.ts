/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  complianceRest,
  complianceSql,
  expectComplianceError,
  seedPlatformAdmin,
  seedTenant,
  startComplianceStack,
  type TenantUser,
  UUID,
  ISO_TIMESTAMP,
} from '../support/compliance.js';
import type { TestStack } from '../support/stack.js';

/**
 * The document template and generation routes through the whole system (REST adapter → gateway → compliance
 * subgraph → PostgreSQL): the documented bodies, lists without bodies, tenant isolation, admin-only global
 * templates and the compliance error shape.
 */

let stack: TestStack;
let owner: TenantUser;
let other: TenantUser;
let admin: TenantUser;
const call = complianceRest(
  () => stack,
  () => owner.headers,
);
const sql = complianceSql(() => stack);

const countTemplates = async () =>
  Number((await sql<{ n: string }>(`select count(*) as n from compliance.document_template`))[0].n);

const BODY = '<h1>Resolution of {{companyName}}</h1><p>Meeting held on {{ meetingDate }} at {{venue}}.</p>';
const resolution = {
  name: 'Board resolution: appointment of auditor',
  category: 'BOARD_RESOLUTION',
  legalReference: 'Section 139, Companies Act 2013',
  body: BODY,
  metadata: {
    filingForm: 'ADT-1',
    filingDeadline: 'Within 15 days of the meeting',
    signatories: ['Director'],
    postSteps: [
      {
        order: 1,
        icon: 'pen',
        title: 'Sign the resolution',
        description: 'By a director',
        type: 'SIGNING',
        mandatory: true,
      },
      {
        order: 2,
        icon: 'stamp',
        title: 'Stamp paper',
        description: 'Print the certified copy',
        type: 'STAMP_PAPER',
        mandatory: false,
        stampDenomination: 'INR 100',
      },
      {
        order: 3,
        icon: 'upload',
        title: 'File ADT-1',
        description: 'On the MCA portal',
        type: 'FILING',
        mandatory: true,
      },
    ],
  },
};

const ids: Record<string, string> = {};

beforeAll(async () => {
  stack = await startComplianceStack({ RATE_LIMIT_FACTOR: '0' });
  owner = await seedTenant(sql);
  other = await seedTenant(sql);
  admin = await seedPlatformAdmin(sql);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('POST /api/v1/documents/templates', () => {
  test("creates a template of the caller's tenant: 201 {message, data} with the body, variables from the placeholders", async () => {
    const answer = await call('POST', '/api/v1/documents/templates', {
      ...resolution,
      id: 'ignored',
      createdAt: 'ignored',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      message: 'Document template created',
      data: {
        id: expect.stringMatching(UUID),
        tenantId: owner.tenantId,
        name: resolution.name,
        category: 'BOARD_RESOLUTION',
        legalReference: 'Section 139, Companies Act 2013',
        body: BODY,
        variables: ['companyName', 'meetingDate', 'venue'],
        metadata: {
          ...resolution.metadata,
          postSteps: [
            { ...resolution.metadata.postSteps[0], stampDenomination: null },
            resolution.metadata.postSteps[1],
            { ...resolution.metadata.postSteps[2], stampDenomination: null },
          ],
        },
        createdAt: expect.stringMatching(ISO_TIMESTAMP),
        updatedAt: expect.stringMatching(ISO_TIMESTAMP),
      },
    });
    ids.own = answer.body.data.id;

    const otherAnswer = await call(
      'POST',
      '/api/v1/documents/templates',
      { name: 'Letter to shareholders', category: 'LETTER', body: '<p>Dear {{shareholder}}</p>' },
      other.headers,
    );
    expect(otherAnswer.status).toBe(201);
    ids.other = otherAnswer.body.data.id;
  });

  test('creates a global template for a platform admin (global: true) only', async () => {
    const body = {
      name: 'Notice of general meeting',
      category: 'NOTICE',
      body: '<p>Notice: {{companyName}} meets on {{date}}.</p>',
      global: true,
    };
    expectComplianceError(await call('POST', '/api/v1/documents/templates', body), 403, 'FORBIDDEN');
    expectComplianceError(
      await call('POST', '/api/v1/documents/templates', body, { ...owner.headers, 'x-admin': 'true' }),
      403,
      'FORBIDDEN',
    );
    const answer = await call('POST', '/api/v1/documents/templates', body, admin.headers);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ tenantId: null, variables: ['companyName', 'date'] });
    ids.global = answer.body.data.id;
  });

  test('answers 400 naming the field for an unknown category or step type, a missing field, inconsistent variables; writes nothing', async () => {
    const before = await countTemplates();
    const category = await call('POST', '/api/v1/documents/templates', { ...resolution, category: 'MEMO' });
    expectComplianceError(category, 400, 'VALIDATION_ERROR');
    expect(category.body.error).toMatch(/category/);

    const stepType = await call('POST', '/api/v1/documents/templates', {
      ...resolution,
      metadata: { postSteps: [{ order: 1, title: 'Notarise', type: 'NOTARISE', mandatory: true }] },
    });
    expectComplianceError(stepType, 400, 'VALIDATION_ERROR');
    expect(stepType.body.error).toMatch(/postSteps\[0\]\.type/);

    const missing = await call('POST', '/api/v1/documents/templates', { name: 'No body', category: 'LETTER' });
    expectComplianceError(missing, 400, 'VALIDATION_ERROR');
    expect(missing.body.error).toMatch(/body/);

    const variables = await call('POST', '/api/v1/documents/templates', {
      ...resolution,
      variables: ['companyName', 'venue', 'auditorName'],
    });
    expectComplianceError(variables, 400, 'VALIDATION_ERROR');
    expect(variables.body.details).toMatchObject({
      undeclaredVariables: ['meetingDate'],
      unusedVariables: ['auditorName'],
    });

    expectComplianceError(await call('POST', '/api/v1/documents/templates', '{"name": '), 400, 'VALIDATION_ERROR');
    expectComplianceError(await call('POST', '/api/v1/documents/templates', [resolution]), 400, 'VALIDATION_ERROR');
    expect(await countTemplates()).toBe(before);
  });

  test('answers 401 without a token and 403 for another tenant', async () => {
    expectComplianceError(await call('POST', '/api/v1/documents/templates', resolution, {}), 401, 'UNAUTHORIZED');
    expectComplianceError(
      await call('POST', '/api/v1/documents/templates', { ...resolution, tenantId: other.tenantId }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('GET /api/v1/documents/templates', () => {
  test('lists the global templates and the own ones without their body, with pagination', async () => {
    const answer = await call('GET', '/api/v1/documents/templates');
    expect(answer.status).toBe(200);
    expect(answer.body.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(answer.body.data.map((item: any) => item.id).sort()).toEqual([ids.own, ids.global].sort());
    for (const item of answer.body.data) {
      expect(item).not.toHaveProperty('body');
      expect(Object.keys(item).sort()).toEqual([
        'category',
        'createdAt',
        'id',
        'legalReference',
        'metadata',
        'name',
        'tenantId',
        'updatedAt',
        'variables',
      ]);
    }
    expect(answer.body.data.find((item: any) => item.id === ids.own).metadata.postSteps).toHaveLength(3);
  });

  test('filters by category and tenantId, sorts and pages', async () => {
    const notices = await call('GET', `/api/v1/documents/templates?category=NOTICE&tenantId=${owner.tenantId}`);
    expect(notices.body.data.map((item: any) => item.id)).toEqual([ids.global]);
    const page = await call('GET', '/api/v1/documents/templates?sort=name:desc&page=2&limit=1');
    expect(page.body).toMatchObject({
      data: [{ id: ids.own, name: 'Board resolution: appointment of auditor' }],
      pagination: { page: 2, limit: 1, total: 2, totalPages: 2 },
    });
    expectComplianceError(await call('GET', '/api/v1/documents/templates?category=MEMO'), 400, 'VALIDATION_ERROR');
    expectComplianceError(await call('GET', '/api/v1/documents/templates?limit=500'), 400, 'VALIDATION_ERROR');
  });

  test('answers 403 for the tenantId of another tenant and 401 without a token', async () => {
    expectComplianceError(
      await call('GET', `/api/v1/documents/templates?tenantId=${other.tenantId}`),
      403,
      'FORBIDDEN',
    );
    expectComplianceError(await call('GET', '/api/v1/documents/templates', undefined, {}), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/v1/documents/templates/:id', () => {
  test('answers {data} with the full body and metadata including postSteps', async () => {
    const answer = await call('GET', `/api/v1/documents/templates/${ids.own}`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['data']);
    expect(answer.body.data).toMatchObject({
      id: ids.own,
      body: BODY,
      metadata: {
        filingForm: 'ADT-1',
        postSteps: [{ order: 1 }, { order: 2, stampDenomination: 'INR 100' }, { order: 3 }],
      },
    });
    expect(
      (await call('GET', `/api/v1/documents/templates/${ids.global}`, undefined, other.headers)).body.data,
    ).toMatchObject({ tenantId: null });
  });

  test("answers 404 for another tenant's template or an unknown id", async () => {
    expectComplianceError(await call('GET', `/api/v1/documents/templates/${ids.other}`), 404, 'NOT_FOUND');
    expectComplianceError(await call('GET', `/api/v1/documents/templates/${randomUUID()}`), 404, 'NOT_FOUND');
  });
});

describe('PATCH /api/v1/documents/templates/:id', () => {
  test('changes metadata, name, body or variables: 200 {message, data}; audited', async () => {
    const answer = await call('PATCH', `/api/v1/documents/templates/${ids.own}`, {
      name: 'Board resolution: auditor (revised)',
      body: '<h1>Resolution of {{companyName}}</h1><p>{{auditorName}} is appointed on {{meetingDate}}.</p>',
      metadata: { filingForm: 'ADT-1', signatories: ['Director', 'Company Secretary'] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: 'Document template updated',
      data: expect.objectContaining({ id: ids.own }),
    });
    expect(answer.body.data).toMatchObject({
      name: 'Board resolution: auditor (revised)',
      variables: ['companyName', 'meetingDate', 'auditorName'],
      metadata: {
        filingForm: 'ADT-1',
        filingDeadline: null,
        signatories: ['Director', 'Company Secretary'],
        postSteps: [],
      },
    });
    const audit = await sql<{ action: string; tenant_id: string }>(
      `select action, tenant_id from compliance.audit_event where resource_id = ? order by timestamp`,
      [ids.own],
    );
    expect(audit).toEqual([
      { action: 'DOCUMENT_TEMPLATE_CREATED', tenant_id: owner.tenantId },
      { action: 'DOCUMENT_TEMPLATE_UPDATED', tenant_id: owner.tenantId },
    ]);
  });

  test("answers 400 for a bad change, 403 on a global template without admin rights, 404 on another tenant's", async () => {
    expectComplianceError(
      await call('PATCH', `/api/v1/documents/templates/${ids.own}`, { variables: ['companyName'] }),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(
      await call('PATCH', `/api/v1/documents/templates/${ids.own}`, {
        metadata: { postSteps: [{ order: 1, title: 'x', type: 'FAX', mandatory: true }] },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(await call('PATCH', `/api/v1/documents/templates/${ids.own}`, {}), 400, 'VALIDATION_ERROR');
    expectComplianceError(
      await call('PATCH', `/api/v1/documents/templates/${ids.global}`, { name: 'Mine now' }),
      403,
      'FORBIDDEN',
    );
    expectComplianceError(
      await call('PATCH', `/api/v1/documents/templates/${ids.other}`, { name: 'Mine now' }),
      404,
      'NOT_FOUND',
    );
    expectComplianceError(
      await call('PATCH', `/api/v1/documents/templates/${ids.own}`, { name: 'x' }, {}),
      401,
      'UNAUTHORIZED',
    );
    const names = await sql<{ name: string }>(
      `select name from compliance.document_template where id in (?, ?, ?) order by name`,
      [ids.own, ids.global, ids.other],
    );
    expect(names.map((row) => row.name)).toEqual([
      'Board resolution: auditor (revised)',
      'Letter to shareholders',
      'Notice of general meeting',
    ]);

    const adminAnswer = await call(
      'PATCH',
      `/api/v1/documents/templates/${ids.global}`,
      { legalReference: 'Section 101, Companies Act 2013' },
      admin.headers,
    );
    expect(adminAnswer.status).toBe(200);
    expect(adminAnswer.body.data).toMatchObject({ tenantId: null, legalReference: 'Section 101, Companies Act 2013' });
  });
});

describe('POST /api/v1/documents/generate/:templateId', () => {
  test('answers {message, data: {templateName, category, legalReference, renderedHtml}} with escaped values', async () => {
    const answer = await call('POST', `/api/v1/documents/generate/${ids.own}`, {
      companyName: 'Rao & Rao <b>Pvt</b> Ltd',
      meetingDate: '12 May 2025',
      auditorName: '"Sharma" & Co',
      notUsed: 'ignored',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: 'Document generated',
      data: {
        templateName: 'Board resolution: auditor (revised)',
        category: 'BOARD_RESOLUTION',
        legalReference: 'Section 139, Companies Act 2013',
        renderedHtml:
          '<h1>Resolution of Rao &amp; Rao &lt;b&gt;Pvt&lt;/b&gt; Ltd</h1><p>&quot;Sharma&quot; &amp; Co is appointed on 12 May 2025.</p>',
      },
    });
    const audit = await sql<{ user_id: string; details: Record<string, unknown> }>(
      `select user_id, details from compliance.audit_event where resource_id = ? and action = 'DOCUMENT_GENERATED'`,
      [ids.own],
    );
    expect(audit).toEqual([
      {
        user_id: owner.userId,
        details: expect.objectContaining({ templateName: 'Board resolution: auditor (revised)' }),
      },
    ]);
  });

  test('answers 400 naming every missing variable, and for values that are not strings', async () => {
    const missing = await call('POST', `/api/v1/documents/generate/${ids.own}`, { meetingDate: '12 May 2025' });
    expectComplianceError(missing, 400, 'VALIDATION_ERROR');
    expect(missing.body.error).toBe('Missing values for template variables: companyName, auditorName');
    expect(missing.body.details).toMatchObject({ missingVariables: ['companyName', 'auditorName'] });
    expectComplianceError(await call('POST', `/api/v1/documents/generate/${ids.own}`), 400, 'VALIDATION_ERROR');

    const numbers = await call('POST', `/api/v1/documents/generate/${ids.own}`, {
      companyName: 'Acme',
      meetingDate: 12,
      auditorName: 'X',
    });
    expectComplianceError(numbers, 400, 'VALIDATION_ERROR');
    expect(numbers.body.details).toMatchObject({ invalidVariables: ['meetingDate'] });
    expectComplianceError(
      await call('POST', `/api/v1/documents/generate/${ids.own}`, ['Acme']),
      400,
      'VALIDATION_ERROR',
    );
  });

  test("renders a global template for any tenant; 404 for another tenant's template; 401 without a token", async () => {
    const global = await call(
      'POST',
      `/api/v1/documents/generate/${ids.global}`,
      { companyName: 'Beta', date: '1 June 2025' },
      other.headers,
    );
    expect(global.body.data).toMatchObject({
      category: 'NOTICE',
      renderedHtml: '<p>Notice: Beta meets on 1 June 2025.</p>',
    });
    expectComplianceError(
      await call('POST', `/api/v1/documents/generate/${ids.other}`, { shareholder: 'A' }),
      404,
      'NOT_FOUND',
    );
    expectComplianceError(await call('POST', `/api/v1/documents/generate/${ids.own}`, {}, {}), 401, 'UNAUTHORIZED');
  });
});
