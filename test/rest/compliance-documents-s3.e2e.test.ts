/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import {
  complianceRest,
  complianceSql,
  expectComplianceError,
  seedEntity,
  seedTenant,
  startComplianceStack,
  type TenantUser,
} from '../support/compliance.js';
import { TestS3Server } from '../support/s3-server.js';
import { incorporationCertificatePdf } from '../support/sample-documents.js';
import type { TestStack } from '../support/stack.js';
import { answerOf } from '../support/training-rest.js';

/**
 * With S3_BUCKET set, compliance documents live in the S3-compatible bucket (here a local server speaking the
 * S3 API and checking every request's signature), so that replicas share them: the upload, the extraction
 * worker and the signed download all go through the bucket, and a refused file never reaches it.
 */
const PUBLIC_URL = 'https://comply.example.test';
const s3 = new TestS3Server();
let stack: TestStack;
let owner: TenantUser;
let entityId: string;
let certificate: Buffer;

const call = complianceRest(
  () => stack,
  () => owner.headers,
);
const sql = complianceSql(() => stack);

beforeAll(async () => {
  await s3.start();
  stack = await startComplianceStack({
    PUBLIC_URL,
    RATE_LIMIT_FACTOR: '0',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.url,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_KEY_PREFIX: 'replica-shared',
  });
  owner = await seedTenant(sql);
  entityId = await seedEntity(sql, owner.tenantId);
  certificate = await incorporationCertificatePdf();
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await s3.stop();
  for (const key of [
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_KEY_PREFIX',
  ])
    delete process.env[key];
});

async function upload(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('entityId', entityId);
  form.append('documentType', 'CERTIFICATE_OF_INCORPORATION');
  form.append('file', new Blob([bytes]), name);
  return answerOf(
    await fetch(`${stack.restUrl}/compliance/api/v1/documents/upload`, {
      method: 'POST',
      body: form,
      headers: owner.headers,
    }),
  );
}

test('an uploaded document is kept in the bucket, extracted from there, and downloaded through its signed URL', async () => {
  const answer = await upload(certificate, 'certificate.pdf');
  expect(answer.status).toBe(201);
  const key = `replica-shared/compliance/documents/${owner.tenantId}/${answer.body.documentId}`;
  expect(Buffer.compare(s3.objects.get(key)!.body, certificate)).toBe(0);

  let job: any;
  for (const deadline = Date.now() + 30_000; ;) {
    job = (await call('GET', `/api/v1/idp/extract/${answer.body.jobId}`)).body;
    if (job.status !== 'processing' || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(job).toMatchObject({ status: 'completed', category: 'INCORPORATION_CERT' });
  expect(s3.requests.some((request) => request.method === 'GET' && request.key === key && request.status === 200)).toBe(
    true,
  );

  const document = await call('GET', `/api/v1/documents/${answer.body.documentId}`);
  const download = await fetch(`${stack.restUrl}${(document.body.data.signedUrl as string).slice(PUBLIC_URL.length)}`);
  expect(download.status).toBe(200);
  expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), certificate)).toBe(0);
  expect(s3.requests.every((request) => request.status < 400)).toBe(true);
});

test('a refused file never reaches the bucket', async () => {
  const puts = () => s3.requests.filter((request) => request.method === 'PUT').length;
  const before = puts();
  expectComplianceError(await upload(Buffer.from('plain text, not a document'), 'notes.pdf'), 400, 'VALIDATION_ERROR');
  expect(puts()).toBe(before);
});
