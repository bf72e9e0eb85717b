import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { seedPlatformAdmin, seedTenant, startCompliance, type TenantUser } from '../../../test/support/compliance.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';
import { applyTenantScope } from '../../shared/tenancy.js';
import { ComplianceAuditTrail } from '../audit/audit-trail.js';
import { ComplianceAuth } from '../auth/compliance-auth.js';
import { DocumentTemplateService } from './document-template.service.js';

/**
 * Document templates and document generation through the compliance subgraph's GraphQL API, on a real
 * database: visibility (global + own), tenant isolation, admin-only global templates, structure checks,
 * variables kept consistent with the body, HTML escaping of values, and the audit trail.
 */
let compliance: SubgraphUnderTest;
let owner: TenantUser;
let other: TenantUser;
let admin: TenantUser;

const TEMPLATE = `id tenantId name category legalReference body variables createdAt updatedAt
  metadata { filingForm filingDeadline signatories postSteps { order icon title description type mandatory stampDenomination } }`;
const CREATE = `mutation($input: CreateDocumentTemplateInput!) { createDocumentTemplate(input: $input) { ${TEMPLATE} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateDocumentTemplateInput!) { updateDocumentTemplate(id: $id, input: $input) { ${TEMPLATE} } }`;
const GET = `query($id: ID!) { documentTemplate(id: $id) { ${TEMPLATE} } }`;
const LIST = `query($tenantId: ID, $category: DocumentTemplateCategory, $sort: [DocumentTemplateSort!], $page: Int, $limit: Int) {
  documentTemplates(tenantId: $tenantId, category: $category, sort: $sort, page: $page, limit: $limit) {
    items { id tenantId name category variables } total page limit } }`;
const GENERATE = `mutation($templateId: ID!, $values: JSONObject!) {
  generateDocument(templateId: $templateId, values: $values) { templateId templateName category legalReference renderedHtml } }`;

interface TemplateData {
  id: string;
  tenantId: string | null;
  name: string;
  category: string;
  legalReference: string | null;
  body: string;
  variables: string[];
  metadata: {
    filingForm: string | null;
    filingDeadline: string | null;
    signatories: string[];
    postSteps: Record<string, unknown>[];
  };
}

const RESOLUTION_BODY = `<h1>Board resolution of {{ companyName }}</h1>
<p>Passed at the meeting of {{meetingDate}} at {{venue}}: {{companyName}} opens a bank account.</p>`;

const resolution = (extra: Record<string, unknown> = {}) => ({
  name: 'Board resolution: bank account',
  category: 'BOARD_RESOLUTION',
  legalReference: 'Section 179(3), Companies Act 2013',
  body: RESOLUTION_BODY,
  metadata: {
    filingForm: 'MGT-14',
    filingDeadline: 'Within 30 days of the resolution',
    signatories: ['Director', 'Company Secretary'],
    postSteps: [
      {
        order: 2,
        icon: 'stamp',
        title: 'Print on stamp paper',
        description: 'Non-judicial stamp paper',
        type: 'STAMP_PAPER',
        mandatory: true,
        stampDenomination: 'INR 100',
      },
      { order: 1, icon: 'pen', title: 'Sign', type: 'SIGNING', mandatory: true },
    ],
  },
  ...extra,
});

async function created(input: Record<string, unknown>, user: TenantUser = owner): Promise<TemplateData> {
  return (await compliance.ok<{ createDocumentTemplate: TemplateData }>(CREATE, { input }, user.headers))
    .createDocumentTemplate;
}

const list = async (user: TenantUser, variables: Record<string, unknown> = {}) =>
  (
    await compliance.ok<{ documentTemplates: { items: TemplateData[]; total: number; page: number; limit: number } }>(
      LIST,
      { limit: 100, ...variables },
      user.headers,
    )
  ).documentTemplates;

const countTemplates = async () =>
  Number((await compliance.sql<{ n: string }>(`select count(*) as n from compliance.document_template`))[0].n);

const auditOf = (resourceId: string, action: string) =>
  compliance.sql<{
    tenant_id: string;
    user_id: string;
    details: Record<string, unknown>;
    changes: { field: string; oldValue: unknown; newValue: unknown }[];
  }>(
    `select tenant_id, user_id, details, changes from compliance.audit_event where resource_type = 'document_template' and resource_id = ? and action = ? order by timestamp`,
    [resourceId, action],
  );

let tenantTemplate: TemplateData;
let otherTemplate: TemplateData;
let globalTemplate: TemplateData;

beforeAll(async () => {
  compliance = await startCompliance();
  owner = await seedTenant(compliance.sql);
  other = await seedTenant(compliance.sql);
  admin = await seedPlatformAdmin(compliance.sql);
  tenantTemplate = await created(resolution());
  otherTemplate = await created(
    { name: 'Other tenant letter', category: 'LETTER', body: '<p>Dear {{name}}</p>' },
    other,
  );
  globalTemplate = await created(
    { name: 'Notice of AGM', category: 'NOTICE', body: '<p>AGM of {{companyName}} on {{date}}</p>', global: true },
    admin,
  );
}, 60_000);

afterAll(async () => {
  await compliance?.stop();
});

describe('createDocumentTemplate', () => {
  test("creates a template of the caller's tenant: variables derived from the body, steps in their order, absent fields null", () => {
    expect(tenantTemplate).toMatchObject({
      tenantId: owner.tenantId,
      name: 'Board resolution: bank account',
      category: 'BOARD_RESOLUTION',
      legalReference: 'Section 179(3), Companies Act 2013',
      body: RESOLUTION_BODY,
      variables: ['companyName', 'meetingDate', 'venue'],
      metadata: {
        filingForm: 'MGT-14',
        filingDeadline: 'Within 30 days of the resolution',
        signatories: ['Director', 'Company Secretary'],
        postSteps: [
          {
            order: 1,
            icon: 'pen',
            title: 'Sign',
            description: null,
            type: 'SIGNING',
            mandatory: true,
            stampDenomination: null,
          },
          {
            order: 2,
            icon: 'stamp',
            title: 'Print on stamp paper',
            description: 'Non-judicial stamp paper',
            type: 'STAMP_PAPER',
            mandatory: true,
            stampDenomination: 'INR 100',
          },
        ],
      },
    });
    expect(otherTemplate.metadata).toEqual({ filingForm: null, filingDeadline: null, signatories: [], postSteps: [] });
  });

  test('keeps declared variables in their order when they are exactly the placeholders of the body', async () => {
    const template = await created(resolution({ variables: ['venue', 'meetingDate', 'companyName'] }));
    expect(template.variables).toEqual(['venue', 'meetingDate', 'companyName']);
  });

  test('audits the creation in the tenant of the caller', async () => {
    expect(await auditOf(tenantTemplate.id, 'DOCUMENT_TEMPLATE_CREATED')).toEqual([
      expect.objectContaining({
        tenant_id: owner.tenantId,
        user_id: owner.userId,
        details: { name: tenantTemplate.name, category: 'BOARD_RESOLUTION', global: false },
      }),
    ]);
    expect(await auditOf(globalTemplate.id, 'DOCUMENT_TEMPLATE_CREATED')).toEqual([
      expect.objectContaining({ tenant_id: admin.tenantId, details: expect.objectContaining({ global: true }) }),
    ]);
  });

  test('makes global templates for platform admins only', async () => {
    expect(globalTemplate.tenantId).toBeNull();
    const before = await countTemplates();
    // The x-admin header without the role, and the role without the header.
    expect(
      await compliance.failure(
        CREATE,
        { input: resolution({ global: true }) },
        { ...owner.headers, 'x-admin': 'true' },
      ),
    ).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const { 'x-admin': _flag, ...adminWithoutHeader } = admin.headers;
    expect(await compliance.failure(CREATE, { input: resolution({ global: true }) }, adminWithoutHeader)).toMatchObject(
      { code: 'FORBIDDEN' },
    );
    expect(
      await compliance.failure(
        CREATE,
        { input: resolution({ global: true, tenantId: admin.tenantId }) },
        admin.headers,
      ),
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('tenantId'),
    });
    expect(await countTemplates()).toBe(before);
  });

  test("refuses another tenant's id (403) and a caller without a token (401)", async () => {
    expect(
      await compliance.failure(CREATE, { input: resolution({ tenantId: other.tenantId }) }, owner.headers),
    ).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(await compliance.failure(CREATE, { input: resolution() })).toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
    });
  });

  test('refuses an unknown category or step type, naming the field, and writes nothing', async () => {
    const before = await countTemplates();
    const category = await compliance.failure(CREATE, { input: resolution({ category: 'MEMO' }) }, owner.headers);
    expect(category).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(category.message).toMatch(/input\.category/);
    const step = resolution();
    step.metadata.postSteps[1].type = 'NOTARISE';
    const stepType = await compliance.failure(CREATE, { input: step }, owner.headers);
    expect(stepType).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(stepType.message).toMatch(/input\.metadata\.postSteps\[1\]\.type/);
    const unknownField = await compliance.failure(
      CREATE,
      { input: resolution({ metadata: { filingForm: 'MGT-14', colour: 'red' } }) },
      owner.headers,
    );
    expect(unknownField).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(unknownField.message).toMatch(/colour/);
    expect(await countTemplates()).toBe(before);
  });

  test('refuses inconsistent steps: duplicate or non-positive orders, a stamp denomination off a STAMP_PAPER step, blank titles', async () => {
    const response = await compliance.gql(
      CREATE,
      {
        input: resolution({
          metadata: {
            signatories: ['Director', '  '],
            postSteps: [
              { order: 1, title: 'Sign', type: 'SIGNING', mandatory: true, stampDenomination: 'INR 100' },
              { order: 1, title: 'File', type: 'FILING', mandatory: true },
              { order: 0, title: ' ', type: 'STORAGE', mandatory: false },
            ],
          },
        }),
      },
      owner.headers,
    );
    const error = response.errors![0];
    expect(error.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(Object.keys((error.extensions!.details as { fields: object }).fields).sort()).toEqual([
      'metadata.postSteps[0].stampDenomination',
      'metadata.postSteps[1].order',
      'metadata.postSteps[2].order',
      'metadata.postSteps[2].title',
      'metadata.signatories[1]',
    ]);
    expect(error.message).toContain('metadata.postSteps[0].stampDenomination: only STAMP_PAPER steps have one');
  });

  test('refuses declared variables that differ from the placeholders of the body, naming each', async () => {
    const response = await compliance.gql(
      CREATE,
      { input: resolution({ variables: ['companyName', 'venue', 'chairman', 'venue'] }) },
      owner.headers,
    );
    const error = response.errors![0];
    expect(error.extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: {
        undeclaredVariables: ['meetingDate'],
        unusedVariables: ['chairman'],
        fields: { variables: expect.any(Array) },
      },
    });
    expect(error.message).toMatch(/not declared: meetingDate/);
    expect(error.message).toMatch(/not used by the body: chairman/);
    expect(error.message).toMatch(/more than once: venue/);
  });

  test('refuses placeholders whose name is not a valid one, and blank names or bodies', async () => {
    const malformed = await compliance.gql(
      CREATE,
      { input: resolution({ body: '<p>{{ company name }} and {{1st}} and {{ok}}</p>' }) },
      owner.headers,
    );
    expect(malformed.errors![0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { malformedPlaceholders: ['{{ company name }}', '{{1st}}'] },
    });
    expect(malformed.errors![0].message).toMatch(/^Invalid document template: body: /);
    expect(await compliance.failure(CREATE, { input: resolution({ name: '   ' }) }, owner.headers)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('name'),
    });
    expect(await compliance.failure(CREATE, { input: resolution({ body: '  ' }) }, owner.headers)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('body'),
    });
  });
});

describe('documentTemplates and documentTemplate', () => {
  test('shows a tenant the global templates and its own, never those of another tenant', async () => {
    const ownList = await list(owner);
    const ids = ownList.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([tenantTemplate.id, globalTemplate.id]));
    expect(ids).not.toContain(otherTemplate.id);
    expect(ownList.items.every((item) => item.tenantId === null || item.tenantId === owner.tenantId)).toBe(true);
    expect(ownList.total).toBe(ownList.items.length);

    const otherIds = (await list(other)).items.map((item) => item.id);
    expect(otherIds).toEqual(expect.arrayContaining([otherTemplate.id, globalTemplate.id]));
    expect(otherIds).not.toContain(tenantTemplate.id);
  });

  test('filters by category and accepts the own tenant id, refusing another (403)', async () => {
    const notices = await list(owner, { category: 'NOTICE', tenantId: owner.tenantId });
    expect(notices.items.map((item) => item.id)).toEqual([globalTemplate.id]);
    expect(await compliance.failure(LIST, { tenantId: other.tenantId }, owner.headers)).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
    });
    expect(await compliance.failure(LIST, {})).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
  });

  test('pages and sorts (page, limit, sort keys), refusing unknown sort fields', async () => {
    const all = await list(owner, { sort: [{ field: 'NAME', direction: 'ASC' }] });
    const names = all.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const second = await list(owner, { sort: [{ field: 'NAME', direction: 'ASC' }], page: 2, limit: 1 });
    expect(second).toMatchObject({ page: 2, limit: 1, total: all.total, items: [{ id: all.items[1].id }] });
    expect(
      await compliance.failure(LIST, { sort: [{ field: 'BODY', direction: 'ASC' }] }, owner.headers),
    ).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await compliance.failure(LIST, { limit: 101 }, owner.headers)).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  test('lists templates without their bodies: the list type has no body field', async () => {
    const response = await compliance.gql(`query { documentTemplates { items { id body } } }`, {}, owner.headers);
    expect(response.errors![0].message).toMatch(/Cannot query field "body" on type "DocumentTemplateSummary"/);
  });

  test('does not even read the bodies from the database for a list', async () => {
    const em = compliance.subgraph.orm.em.fork();
    // As the request's context does, once the owner's membership is confirmed.
    applyTenantScope(em, { tenantId: owner.tenantId });
    const request = { headers: owner.headers, clientAddress: '127.0.0.1', correlationId: randomUUID() };
    const service = new DocumentTemplateService({
      em,
      auth: new ComplianceAuth(owner.headers, em),
      audit: new ComplianceAuditTrail(request),
    });
    const page = await service.list({}, null, 1, 100);
    expect(page.items.map((item) => item.id)).toContain(tenantTemplate.id);
    expect(page.items.every((item) => (item as { body?: string }).body === undefined)).toBe(true);
  });

  test("gives one template with its body and metadata: a global one to anyone, another tenant's to no one (404)", async () => {
    const own = (await compliance.ok<{ documentTemplate: TemplateData }>(GET, { id: tenantTemplate.id }, owner.headers))
      .documentTemplate;
    expect(own).toEqual(tenantTemplate);
    const global = (
      await compliance.ok<{ documentTemplate: TemplateData }>(GET, { id: globalTemplate.id }, other.headers)
    ).documentTemplate;
    expect(global).toMatchObject({ tenantId: null, body: '<p>AGM of {{companyName}} on {{date}}</p>' });
    for (const id of [otherTemplate.id, randomUUID(), 'not-a-uuid']) {
      expect(await compliance.failure(GET, { id }, owner.headers)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
  });
});

describe('updateDocumentTemplate', () => {
  test('changes a template of the own tenant: a new body re-derives the variables, keeping their order; audited with the changes', async () => {
    const template = await created(resolution({ variables: ['venue', 'companyName', 'meetingDate'] }));
    const updated = (
      await compliance.ok<{ updateDocumentTemplate: TemplateData }>(
        UPDATE,
        {
          id: template.id,
          input: {
            name: 'Resolution: bank account (v2)',
            body: '<p>{{chairman}} for {{companyName}} at {{venue}}</p>',
            legalReference: null,
          },
        },
        owner.headers,
      )
    ).updateDocumentTemplate;
    expect(updated).toMatchObject({
      name: 'Resolution: bank account (v2)',
      legalReference: null,
      variables: ['venue', 'companyName', 'chairman'],
      metadata: template.metadata,
    });
    const [entry] = await auditOf(template.id, 'DOCUMENT_TEMPLATE_UPDATED');
    expect(entry.changes.map((change) => change.field).sort()).toEqual(['body', 'legalReference', 'name', 'variables']);
    expect(entry.changes).toContainEqual({
      field: 'name',
      oldValue: 'Board resolution: bank account',
      newValue: 'Resolution: bank account (v2)',
    });
  });

  test('replaces the metadata as a whole, and reorders variables when they are declared alone', async () => {
    const template = await created(resolution());
    const updated = (
      await compliance.ok<{ updateDocumentTemplate: TemplateData }>(
        UPDATE,
        {
          id: template.id,
          input: {
            variables: ['venue', 'meetingDate', 'companyName'],
            metadata: {
              filingForm: 'MGT-14',
              postSteps: [{ order: 5, title: 'Store', type: 'STORAGE', mandatory: false }],
            },
          },
        },
        owner.headers,
      )
    ).updateDocumentTemplate;
    expect(updated.variables).toEqual(['venue', 'meetingDate', 'companyName']);
    expect(updated.metadata).toEqual({
      filingForm: 'MGT-14',
      filingDeadline: null,
      signatories: [],
      postSteps: [
        {
          order: 5,
          icon: null,
          title: 'Store',
          description: null,
          type: 'STORAGE',
          mandatory: false,
          stampDenomination: null,
        },
      ],
    });
  });

  test('refuses variables inconsistent with the body, null for required fields and an empty change, changing nothing', async () => {
    const template = await created(resolution());
    const inconsistent = await compliance.gql(
      UPDATE,
      { id: template.id, input: { variables: ['companyName'] } },
      owner.headers,
    );
    expect(inconsistent.errors![0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { undeclaredVariables: ['meetingDate', 'venue'] },
    });
    expect(await compliance.failure(UPDATE, { id: template.id, input: { name: null } }, owner.headers)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('name: must not be null'),
    });
    expect(await compliance.failure(UPDATE, { id: template.id, input: {} }, owner.headers)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('nothing to update'),
    });
    expect(
      await compliance.failure(UPDATE, { id: template.id, input: { category: 'MEMO' } }, owner.headers),
    ).toMatchObject({ code: 'VALIDATION_ERROR' });
    const unchanged = (await compliance.ok<{ documentTemplate: TemplateData }>(GET, { id: template.id }, owner.headers))
      .documentTemplate;
    expect(unchanged).toEqual(template);
    expect(await auditOf(template.id, 'DOCUMENT_TEMPLATE_UPDATED')).toEqual([]);
  });

  test("leaves another tenant's template alone (404) and global ones to platform admins (403 for others)", async () => {
    expect(
      await compliance.failure(UPDATE, { id: otherTemplate.id, input: { name: 'Taken over' } }, owner.headers),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await compliance.failure(UPDATE, { id: globalTemplate.id, input: { name: 'Taken over' } }, owner.headers),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      await compliance.failure(
        UPDATE,
        { id: globalTemplate.id, input: { name: 'Taken over' } },
        { ...owner.headers, 'x-admin': 'true' },
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    const names = await compliance.sql<{ name: string }>(
      `select name from compliance.document_template where id in (?, ?)`,
      [otherTemplate.id, globalTemplate.id],
    );
    expect(names.map((row) => row.name).sort()).toEqual(['Notice of AGM', 'Other tenant letter']);

    const global = await created(
      { name: 'Disclosure of interest', category: 'DISCLOSURE', body: '<p>{{director}}</p>', global: true },
      admin,
    );
    const updated = (
      await compliance.ok<{ updateDocumentTemplate: TemplateData }>(
        UPDATE,
        { id: global.id, input: { name: 'Disclosure of interest (MBP-1)' } },
        admin.headers,
      )
    ).updateDocumentTemplate;
    expect(updated).toMatchObject({ tenantId: null, name: 'Disclosure of interest (MBP-1)' });
  });
});

describe('generateDocument', () => {
  const generate = (templateId: string, values: Record<string, unknown>, user: TenantUser = owner) =>
    compliance.gql<{
      generateDocument: {
        templateId: string;
        templateName: string;
        category: string;
        legalReference: string | null;
        renderedHtml: string;
      };
    }>(GENERATE, { templateId, values }, user.headers);

  test('replaces every placeholder (whitespace inside the braces allowed) by its value, HTML-escaped; extra values are ignored', async () => {
    const response = await generate(tenantTemplate.id, {
      companyName: 'Smith & Sons <script>alert("x")</script>',
      meetingDate: "1 April 2025, 10 o'clock",
      venue: '{{companyName}}',
      unused: 'ignored',
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.generateDocument).toEqual({
      templateId: tenantTemplate.id,
      templateName: 'Board resolution: bank account',
      category: 'BOARD_RESOLUTION',
      legalReference: 'Section 179(3), Companies Act 2013',
      renderedHtml: `<h1>Board resolution of Smith &amp; Sons &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</h1>
<p>Passed at the meeting of 1 April 2025, 10 o&#39;clock at {{companyName}}: Smith &amp; Sons &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; opens a bank account.</p>`,
    });
  });

  test('escapes values that try to leave an attribute', async () => {
    const template = await created({
      name: 'Letter',
      category: 'LETTER',
      body: '<a href="{{link}}" title=\'{{title}}\'>{{ link }}</a>',
    });
    const { renderedHtml } = (await generate(template.id, { link: '" onclick="steal()', title: "' onmouseover='x" }))
      .data!.generateDocument;
    expect(renderedHtml).toBe(
      '<a href="&quot; onclick=&quot;steal()" title=\'&#39; onmouseover=&#39;x\'>&quot; onclick=&quot;steal()</a>',
    );
  });

  test('names every missing variable (absent or null) in the message and the details', async () => {
    const response = await generate(tenantTemplate.id, { meetingDate: '1 April 2025', venue: null });
    const error = response.errors![0];
    expect(error.extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
      details: {
        missingVariables: ['companyName', 'venue'],
        fields: { companyName: ['is required'], venue: ['is required'] },
      },
    });
    expect(error.message).toBe('Missing values for template variables: companyName, venue');
  });

  test('refuses values that are not strings, naming them', async () => {
    const response = await generate(tenantTemplate.id, {
      companyName: 'Acme',
      meetingDate: 20250401,
      venue: 'Mumbai',
      extra: { nested: true },
    });
    expect(response.errors![0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { invalidVariables: ['meetingDate', 'extra'] },
    });
    expect(response.errors![0].message).toBe('Template variable values must be strings: meetingDate, extra');
  });

  test('renders global templates for every tenant, and audits generation without the values', async () => {
    const response = await generate(
      globalTemplate.id,
      { companyName: 'Beta Industries', date: '30 September 2025' },
      other,
    );
    expect(response.data!.generateDocument.renderedHtml).toBe('<p>AGM of Beta Industries on 30 September 2025</p>');
    const entries = await auditOf(globalTemplate.id, 'DOCUMENT_GENERATED');
    expect(entries).toEqual([
      expect.objectContaining({
        tenant_id: other.tenantId,
        user_id: other.userId,
        details: {
          templateName: 'Notice of AGM',
          category: 'NOTICE',
          global: true,
          variables: ['companyName', 'date'],
        },
        changes: [],
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('Beta Industries');
  });

  test("refuses another tenant's template (404) and a caller without a token (401)", async () => {
    expect((await generate(otherTemplate.id, { name: 'X' })).errors![0].extensions).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    expect(await compliance.failure(GENERATE, { templateId: tenantTemplate.id, values: {} })).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await auditOf(otherTemplate.id, 'DOCUMENT_GENERATED')).toEqual([]);
  });
});
