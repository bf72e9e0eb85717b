/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { decodeJwt } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import { config } from '../../platform/config.js';
import { signFileLink } from '../../subgraphs/shared/file-links.js';
import { renderPdf } from '../../subgraphs/shared/pdf.js';
import { configuredStorage } from '../../subgraphs/shared/storage.js';
import { TrainingFiles } from '../../subgraphs/training/files/training-files.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import { pdfText } from '../support/pdf.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { answerOf, expectTrainingError, trainingRest } from '../support/training-rest.js';
import { identityEnv, outsiderHeaders, signInTrainingAdmin } from '../support/training.js';

/**
 * The admin upload routes through the whole system: legacy multipart requests → REST adapter → gateway
 * (GraphQL multipart) → training subgraph → storage, with a real identity provider protocol and a small
 * MAX_UPLOAD_BYTES so that the size limit is cheap to reach.
 */
const PUBLIC_URL = 'https://learn.example.test';
const MAX_UPLOAD_BYTES = 256 * 1024;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SIGNED_URL =
  /^https:\/\/learn\.example\.test(\/training\/api\/v1\/upload\/training-plan\/file\/([A-Za-z0-9_.-]+))$/;

const idp = new TestIdentityProvider();
let stack: TestStack;
let admin: Record<string, string>;
let outsider: Record<string, string>;
let plan: Buffer;
const call = trainingRest(() => stack);
const suffix = randomUUID().slice(0, 8);
const course = { id: '', slug: `fire-safety-${suffix}` };

beforeAll(async () => {
  await idp.start();
  stack = await startTestStack({
    ...identityEnv(idp),
    AUDIT_LOG_URL: undefined,
    SMTP_URL: undefined,
    PUBLIC_URL,
    STORAGE_DIR: undefined,
    MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES),
    RATE_LIMIT_FACTOR: '0',
  });
  admin = (await signInTrainingAdmin(idp, stack.testDatabase.url)).headers;
  outsider = outsiderHeaders(idp);
  const created = await call(
    'POST',
    '/courses',
    { title: 'Fire Safety', slug: course.slug, description: 'One day.', is_published: true },
    admin,
  );
  expect(created.status).toBe(201);
  course.id = created.body.data.id;
  plan = await renderPdf((document) => document.text('Training plan: fire safety in spring'));
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await idp.stop();
});

/** A legacy multipart request: `file` (when given) and text fields. */
async function upload<T = any>(
  path: string,
  file: Uint8Array | undefined,
  fields: Record<string, string> = {},
  headers: Record<string, string> = admin,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file], { type: 'application/pdf' }), 'upload.pdf');
  return answerOf<T>(await fetch(`${stack.restUrl}/training/api/v1${path}`, { method: 'POST', body: form, headers }));
}

const storage = () => configuredStorage(config());

describe('POST /upload/training-plan', () => {
  test('is for admins only (401 without a token, 403 for a rejected one or an outsider), storing nothing', async () => {
    expectTrainingError(await upload('/upload/training-plan', plan, {}, {}), 401);
    expectTrainingError(
      await upload('/upload/training-plan', plan, {}, { authorization: 'Bearer not-a-known-token' }),
      403,
    );
    expectTrainingError(await upload('/upload/training-plan', plan, {}, outsider), 403);
    expect(await storage().stat(TrainingFiles.trainingPlan)).toBeNull();
    expectTrainingError(await call('GET', '/upload/training-plan/download', undefined, admin), 404);
  });

  test('stores the PDF as the current training plan (201)', async () => {
    const answer = await upload('/upload/training-plan', plan);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      status: 'success',
      data: {
        filename: 'training-plan.pdf',
        original_filename: 'upload.pdf',
        content_type: 'application/pdf',
        size: plan.length,
        uploaded_at: expect.stringMatching(ISO),
      },
    });
    expect(Buffer.compare(await storage().readAll(TrainingFiles.trainingPlan), plan)).toBe(0);
  });

  test('refuses a non-PDF named .pdf (400), a file over the limit (413) and a missing file (400), keeping the plan', async () => {
    expectTrainingError(
      await upload('/upload/training-plan', Buffer.from('%PDX not really a pdf\n'.repeat(20))),
      400,
      /not a PDF/,
    );
    expectTrainingError(
      await upload('/upload/training-plan', Buffer.concat([plan, randomBytes(MAX_UPLOAD_BYTES)])),
      413,
    );
    expectTrainingError(await upload('/upload/training-plan', undefined, { note: 'no file' }), 400);
    const json = await call('POST', '/upload/training-plan', { file: 'x' }, admin);
    expectTrainingError(json, 400, /multipart/);
    expect(Buffer.compare(await storage().readAll(TrainingFiles.trainingPlan), plan)).toBe(0);
  });
});

describe('GET /upload/training-plan/download', () => {
  test('answers a signed URL of the legacy surface, valid for 60 seconds, that streams the plan', async () => {
    const answer = await call('GET', '/upload/training-plan/download', undefined, admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      data: { url: expect.stringMatching(SIGNED_URL), expires_in: 60, expires_at: expect.stringMatching(ISO) },
    });
    const [, path, token] = SIGNED_URL.exec(answer.body.data.url)!;
    const claims = decodeJwt(token);
    expect(claims.exp! - claims.iat!).toBe(60);
    expect(claims.exp! * 1000).toBe(Date.parse(answer.body.data.expires_at));

    const response = await fetch(`${stack.restUrl}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('training-plan.pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Buffer.compare(bytes, plan)).toBe(0);
    expect(await pdfText(new Uint8Array(bytes))).toContain('fire safety in spring');
  });

  test('is for admins only', async () => {
    expectTrainingError(await call('GET', '/upload/training-plan/download'), 401);
    expectTrainingError(await call('GET', '/upload/training-plan/download', undefined, outsider), 403);
  });

  test('the signed URL answers 403 once expired or when forged', async () => {
    const file = { key: TrainingFiles.trainingPlan, filename: 'training-plan.pdf', contentType: 'application/pdf' };
    const short = await signFileLink(config(), 'training', file, 1);
    const token = short.path.split('/').pop()!;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expectTrainingError(await call('GET', `/upload/training-plan/file/${token}`), 403, /expired/);
    const valid = (await signFileLink(config(), 'training', file, 60)).path.split('/').pop()!;
    expectTrainingError(await call('GET', `/upload/training-plan/file/${valid.slice(0, -3)}abc`), 403);
    expectTrainingError(await call('GET', '/upload/training-plan/file/not-a-token'), 403);
  });
});

describe('POST /upload/course-brochure', () => {
  test('stores the brochure of the course named by short_code and changes its brochure_url (201)', async () => {
    const brochure = await renderPdf((document) => document.text('Fire safety: the brochure'));
    const answer = await upload('/upload/course-brochure', brochure, { short_code: course.slug });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'success',
      data: { id: course.id, slug: course.slug, brochure_url: `course-brochures/${course.id}.pdf` },
    });
    expect(Buffer.compare(await storage().readAll(TrainingFiles.courseBrochure(course.id)), brochure)).toBe(0);
    const read = await call('GET', `/courses/${course.slug}`);
    expect(read.body.data.brochure_url).toBe(`course-brochures/${course.id}.pdf`);
  });

  test('refuses an unknown course (404), a missing short_code or a non-PDF (400), and non-admins', async () => {
    const brochure = await renderPdf((document) => document.text('Nobody'));
    expectTrainingError(await upload('/upload/course-brochure', brochure, { short_code: `unknown-${suffix}` }), 404);
    expectTrainingError(await upload('/upload/course-brochure', brochure), 400);
    expectTrainingError(
      await upload('/upload/course-brochure', Buffer.from('just text'), { short_code: course.slug }),
      400,
      /not a PDF/,
    );
    expectTrainingError(await upload('/upload/course-brochure', brochure, { short_code: course.slug }, {}), 401);
    expectTrainingError(await upload('/upload/course-brochure', brochure, { short_code: course.slug }, outsider), 403);
  });
});
