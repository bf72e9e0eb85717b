/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are read field by field */
import { annualFiling } from '../../subgraphs/compliance/workflows/workflow.fixtures.js';
import { renderPdf } from '../../subgraphs/shared/pdf.js';
import {
  complianceSql,
  seedEntity,
  seedPlatformAdmin,
  seedTenant,
  startComplianceStack,
  type TenantUser,
} from '../support/compliance.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import { fuzzEveryRoute, installWriteCounter, RestFuzzer, servicesOf } from '../support/rest-fuzz.js';
import { multipartBody, unknownRecords } from '../support/route-samples.js';
import type { TestStack } from '../support/stack.js';
import type { WriteCounter } from '../support/write-counter.js';

/**
 * The fuzzer over every route of the compliance service and its workflow service (see test/support/rest-fuzz.ts):
 * the whole stack with an identity provider for signup, a tenant owner and a platform admin, a few real records
 * for the path ids, and the write counter.
 */
let stack: TestStack;
let counter: WriteCounter;
let fuzzer: RestFuzzer;
let owner: TenantUser;
let admin: TenantUser;
const idp = new TestIdentityProvider();
const sql = complianceSql(() => stack);

/** A seeding request of the owner (or `headers`) that must succeed with 201: its body. */
async function created(path: string, body: unknown, headers = owner.headers, multipart?: string): Promise<any> {
  const response = await fetch(`${stack.restUrl}/compliance/api/v1${path}`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': multipart ? `multipart/form-data; boundary=${multipart}` : 'application/json',
    },
    body: multipart ? (body as Buffer) : JSON.stringify(body),
  });
  const answer: any = await response.json();
  if (response.status !== 201) throw new Error(`seeding POST ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

beforeAll(async () => {
  await idp.start();
  stack = await startComplianceStack({
    IDP_URL: idp.url,
    IDP_SERVICE_KEY: idp.serviceKey,
    RATE_LIMIT_FACTOR: '0',
    STORAGE_DIR: undefined,
  });
  owner = await seedTenant(sql, { name: 'Fuzzed Holdings' });
  admin = await seedPlatformAdmin(sql);
  const entityId = await seedEntity(sql, owner.tenantId, {
    cin: 'U12345MH2020PTC000001',
    companyName: 'Fuzzed Private Limited',
  });
  const template = (await created('/workflows/templates', annualFiling({ tenantId: owner.tenantId }))).data;
  const instance = (
    await created('/workflows/instances', { tenantId: owner.tenantId, templateId: template.id, entityId })
  ).data;
  const documentTemplate = (
    await created('/documents/templates', {
      name: 'Notice',
      category: 'NOTICE',
      body: '<p>Notice to {{companyName}} on {{meetingDate}}</p>',
    })
  ).data;
  const mapping = {
    formType: 'MGT-7',
    formVersion: 'V2',
    mcaUrl: 'https://www.mca.gov.in/mgt-7',
    fieldMappings: [{ profilePath: 'cin', selectors: ['#cin'], required: true }],
  };
  await created('/mca/form-mappings', mapping, admin.headers);
  const records = unknownRecords(await renderPdf((document) => document.text('Certificate of incorporation')));
  const file = { bytes: records.pdf, filename: 'certificate.pdf', type: 'application/pdf' };
  const document = await created(
    '/documents/upload',
    multipartBody('seed', { entityId, documentType: 'PAN_CARD', triggerExtraction: 'false' }, file),
    owner.headers,
    'seed',
  );
  const vault = (
    await created('/documents/vault/upload', multipartBody('seed', { entityId }, file), owner.headers, 'seed')
  ).data;
  const ids = [owner.tenantId, entityId, template.id, instance.id, documentTemplate.id, document.documentId, vault.id];
  counter = await installWriteCounter(stack.testDatabase.url);
  fuzzer = new RestFuzzer({
    restUrl: stack.restUrl,
    counter,
    credentials: { jwt: [owner.headers, admin.headers], admin: [admin.headers], public: [{}] },
    realValues: {
      '*': ids,
      id: ids,
      tenantId: [owner.tenantId],
      entityId: [entityId],
      templateId: [template.id, documentTemplate.id],
      workflowId: [instance.id],
      formType: [mapping.formType, 'AOC-4'],
      version: [1, 2],
      taskId: ['p1_t1', 'p2_t1', 'p9_t9'],
      email: [owner.email],
      metricType: ['Turnover', 'Net Worth', 'Borrowings', 'Paid-up Capital'],
    },
    fixtures: {
      ...records,
      compliance: {
        ...records.compliance,
        tenantId: owner.tenantId,
        userEmail: owner.email,
        entityId,
        workflowTemplateId: template.id,
        workflowInstanceId: instance.id,
        documentTemplateId: documentTemplate.id,
        documentId: document.documentId,
        vaultDocumentId: vault.id,
        fileToken: new URL(vault.signedUrl).pathname.split('/').pop()!,
        formType: mapping.formType,
      },
    },
  });
}, 180_000);

afterAll(async () => {
  await fuzzer?.close();
  await counter?.close();
  await stack?.stop();
  await idp.stop();
});

fuzzEveryRoute(servicesOf('compliance'), () => fuzzer);

describe('regressions the fuzzer found (each answered in the compliance error shape, nothing written)', () => {
  const answerTo = async (path: string, body: string) => {
    const { answer, problem } = await fuzzer.checkRequest({
      method: path.startsWith('/entities/') ? 'PATCH' : 'POST',
      path: `/compliance/api/v1${path}`,
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body,
    });
    expect(problem).toBeUndefined();
    return answer;
  };
  /**
   * A template of its own (the fuzzer may have changed the seeded ones), which needs companyName and meetingDate. Its
   * creation records an event that the outbox relay then marks published: settled first, so that the request judged
   * next is not charged with that write.
   */
  const freshTemplate = async () => {
    const template = await created('/documents/templates', {
      name: 'Regression notice',
      category: 'NOTICE',
      body: '<p>{{companyName}} on {{meetingDate}}</p>',
    });
    await counter.settled();
    return template.data.id as string;
  };

  test('a JSON object argument with a key named "constructor" (class-validator crashed on it: was a 500)', async () => {
    expect((await answerTo(`/documents/generate/${await freshTemplate()}`, '{"constructor": null}')).status).toBe(400);
    const entity = await seedEntity(sql, owner.tenantId, {}, 'Regression Private Limited');
    expect((await answerTo(`/entities/${entity}`, '{"version": 1, "profileData": {"constructor": null}}')).status).toBe(
      200,
    );
  });

  test('JSON nested thousands of levels deep (the gateway overflowed its stack walking and serializing it: was a 500)', async () => {
    const nested = (depth: number) =>
      `{"companyName": ${'{"a":'.repeat(depth)}"bottom"${'}'.repeat(depth)}, "meetingDate": "2026-01-15"}`;
    const template = await freshTemplate();
    const refused = await answerTo(`/documents/generate/${template}`, nested(5_000));
    expect({ status: refused.status, body: JSON.parse(refused.text) }).toMatchObject({
      status: 400,
      body: { error: 'Request body nested deeper than 64 levels' },
    });
    // Within the limit, the template's own rules answer: its values must be text.
    expect((await answerTo(`/documents/generate/${template}`, nested(60))).status).toBe(400);
  });
});
