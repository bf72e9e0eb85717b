import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { config } from '../../../platform/config.js';
import { pdfText } from '../../../test/support/pdf.js';
import { startTraining, type FileLinkData, type TrainingUnderTest } from '../../../test/support/training.js';
import { signFileLink } from '../../shared/file-links.js';
import { renderPdf } from '../../shared/pdf.js';
import { FileStorage } from '../../shared/storage.js';
import { TrainingFiles } from './training-files.js';

/**
 * Admin uploads through the training subgraph's GraphQL API as GraphQL multipart requests (what the gateway
 * sends it), with real files. No identity provider: the development bypass lets admin operations through
 * (the admin check itself is covered by the REST e2e test).
 */
const MAX_UPLOAD_BYTES = 256 * 1024;

let training: TrainingUnderTest;
let storageDir: string;
let storage: FileStorage;
const courses: Record<string, { id: string; slug: string }> = {};

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

const LINK_FIELDS = 'path expiresAt expiresIn filename contentType';
const UPLOAD_PLAN = `mutation($file: Upload!) { uploadTrainingPlan(file: $file) { filename originalFilename contentType size uploadedAt } }`;
const UPLOAD_BROCHURE = `mutation($file: Upload!, $shortCode: String!) {
  uploadCourseBrochure(file: $file, shortCode: $shortCode) { id slug brochureUrl updatedAt } }`;
const PLAN_FILE = `{ trainingPlanFile { ${LINK_FIELDS} } }`;
const SIGNED_FILE = `query($token: String!) { signedTrainingFile(token: $token) { ${LINK_FIELDS} } }`;

/** A GraphQL multipart request (the spec the gateway speaks to subgraphs) with one file at `variables.file`. */
async function upload<T>(
  query: string,
  variables: Record<string, unknown>,
  bytes: Uint8Array,
  filename: string,
): Promise<GraphQLAnswer<T>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([bytes], { type: 'application/pdf' }), filename);
  const response = await fetch(training.subgraph.url, {
    method: 'POST',
    body: form,
    headers: { 'apollo-require-preflight': 'true' },
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

const errorOf = (answer: GraphQLAnswer<unknown>) => ({
  code: answer.errors?.[0]?.extensions?.code,
  status: answer.errors?.[0]?.extensions?.status,
  message: answer.errors?.[0]?.message,
});

/** The bytes behind a file link, from the subgraph's own /files/<token> (the gateway relays /files/training/<token>). */
const fetchLink = (link: { path: string }) =>
  fetch(new URL(`/files/${link.path.split('/').pop()}`, training.subgraph.url));
const tokenOf = (link: { path: string }) => link.path.split('/').pop()!;
const samePdf = async (key: string, expected: Buffer) => Buffer.compare(await storage.readAll(key), expected) === 0;
/** Temporary files of refused uploads must not stay behind. */
const leftovers = (directory: string) => readdirSync(directory).filter((name) => name.endsWith('.part'));

let planA: Buffer;
let planB: Buffer;

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'upload-storage-'));
  training = await startTraining({
    IDP_URL: undefined,
    IDP_SERVICE_KEY: undefined,
    AUDIT_LOG_URL: undefined,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'upload-data-')),
    STORAGE_DIR: storageDir,
    MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES),
    RATE_LIMIT_FACTOR: '1',
  });
  storage = new FileStorage(storageDir);
  planA = await renderPdf((document) => document.text('Training plan, edition A'));
  planB = await renderPdf((document) => document.text('Training plan, edition B: new courses'));
  for (const [name, slug, isPublished] of [
    ['fire', 'fire-safety', true],
    ['draft', 'draft-course', false],
    ['gone', 'gone-course', true],
  ] as const) {
    const data = await training.ok<{ createCourse: { id: string; slug: string } }>(
      `mutation($input: CreateCourseInput!) { createCourse(input: $input) { id slug } }`,
      {
        input: { title: slug, slug, description: 'About it.', isPublished },
      },
    );
    courses[name] = data.createCourse;
  }
  await training.ok(`mutation($id: ID!) { deleteCourse(id: $id) { id } }`, { id: courses.gone.id });
}, 60_000);

afterAll(async () => {
  await training?.stop();
});

describe('the training plan file', () => {
  test('answers NOT_FOUND for its link before the first upload', async () => {
    const response = await training.gql(PLAN_FILE);
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  test('is stored by an upload, audited', async () => {
    const answer = await upload<{ uploadTrainingPlan: Record<string, unknown> }>(
      UPLOAD_PLAN,
      {},
      planA,
      'Plan 2030 (été).pdf',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.uploadTrainingPlan).toEqual({
      filename: 'training-plan.pdf',
      originalFilename: 'Plan 2030 (été).pdf',
      contentType: 'application/pdf',
      size: planA.length,
      uploadedAt: expect.any(String),
    });
    expect(await samePdf(TrainingFiles.trainingPlan, planA)).toBe(true);
    const audit = await training.sql<{ action: string; entity_type: string; actor_id: string; after: unknown }>(
      `select action, entity_type, actor_id, after from "training"."audit_log" where action = 'training_plan.upload'`,
    );
    expect(audit).toEqual([
      {
        action: 'training_plan.upload',
        entity_type: 'training_plan',
        actor_id: 'development',
        after: { originalFilename: 'Plan 2030 (été).pdf', size: planA.length },
      },
    ]);
  });

  test('is replaced by the next upload, and handed out through a 60-second link', async () => {
    const answer = await upload(UPLOAD_PLAN, {}, planB, 'plan-b.pdf');
    expect(answer.errors).toBeUndefined();
    const { trainingPlanFile: link } = await training.ok<{ trainingPlanFile: FileLinkData }>(PLAN_FILE);
    expect(link).toMatchObject({ expiresIn: 60, filename: 'training-plan.pdf', contentType: 'application/pdf' });
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const response = await fetchLink(link);
    expect(response.status).toBe(200);
    expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain('edition B');
  });

  test('refuses a file that is not a PDF by its content, whatever its name, keeping the current plan', async () => {
    const before = await training.sql(
      `select count(*) as n from "training"."audit_log" where action = 'training_plan.upload'`,
    );
    for (const bytes of [
      Buffer.from('This is plain text pretending to be a PDF.\n'.repeat(50)),
      randomBytes(4096),
      Buffer.from('PK\u0003\u0004 a zip file'),
    ]) {
      const answer = await upload(UPLOAD_PLAN, {}, bytes, 'plan.pdf');
      expect(errorOf(answer)).toEqual({
        code: 'VALIDATION_ERROR',
        status: 400,
        message: 'The file is not a PDF document',
      });
    }
    expect(errorOf(await upload(UPLOAD_PLAN, {}, Buffer.alloc(0), 'empty.pdf'))).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
    });
    expect(await samePdf(TrainingFiles.trainingPlan, planB)).toBe(true);
    expect(
      await training.sql(`select count(*) as n from "training"."audit_log" where action = 'training_plan.upload'`),
    ).toEqual(before);
    expect(leftovers(join(storageDir, 'training/assets'))).toEqual([]);
  });

  test('refuses a file over MAX_UPLOAD_BYTES with PAYLOAD_TOO_LARGE (413), keeping the current plan', async () => {
    const oversized = Buffer.concat([planA, randomBytes(MAX_UPLOAD_BYTES)]);
    const answer = await upload(UPLOAD_PLAN, {}, oversized, 'huge.pdf');
    expect(errorOf(answer)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    expect(await samePdf(TrainingFiles.trainingPlan, planB)).toBe(true);
    expect(leftovers(join(storageDir, 'training/assets'))).toEqual([]);
  });

  test('refuses a file variable that is not an upload (400)', async () => {
    const response = await training.gql(UPLOAD_PLAN, { file: 'training-plan.pdf' });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
  });
});

describe('signedTrainingFile (public)', () => {
  test('answers the link of a valid token, expiring with it, never later', async () => {
    const { trainingPlanFile: link } = await training.ok<{ trainingPlanFile: FileLinkData }>(PLAN_FILE);
    const { signedTrainingFile: same } = await training.ok<{ signedTrainingFile: FileLinkData }>(SIGNED_FILE, {
      token: tokenOf(link),
    });
    expect(same).toMatchObject({ filename: 'training-plan.pdf', contentType: 'application/pdf' });
    expect(Math.abs(Date.parse(same.expiresAt) - Date.parse(link.expiresAt))).toBeLessThan(1000);
    expect(same.expiresIn).toBeLessThanOrEqual(60);
    expect(Buffer.compare(Buffer.from(await (await fetchLink(same)).arrayBuffer()), planB)).toBe(0);

    const short = await signFileLink(
      config(),
      'training',
      { key: TrainingFiles.trainingPlan, filename: 'training-plan.pdf', contentType: 'application/pdf' },
      5,
    );
    const { signedTrainingFile: relayed } = await training.ok<{ signedTrainingFile: FileLinkData }>(SIGNED_FILE, {
      token: tokenOf(short),
    });
    expect(relayed.expiresIn).toBeLessThanOrEqual(5);
    expect(Date.parse(relayed.expiresAt)).toBeLessThanOrEqual(short.expiresAt.getTime());
  });

  test('answers FORBIDDEN for a forged token, one of another subgraph, and an expired one', async () => {
    const { trainingPlanFile: link } = await training.ok<{ trainingPlanFile: FileLinkData }>(PLAN_FILE);
    const forged = `${tokenOf(link).slice(0, -3)}abc`;
    const foreign = await signFileLink(
      config(),
      'factory',
      { key: TrainingFiles.trainingPlan, filename: 'x.pdf', contentType: 'application/pdf' },
      60,
    );
    for (const token of [forged, tokenOf(foreign), 'not-a-token']) {
      const response = await training.gql(SIGNED_FILE, { token });
      expect(response.errors?.[0]).toMatchObject({
        message: 'Invalid download link',
        extensions: { code: 'FORBIDDEN', status: 403 },
      });
    }
    const expiring = await signFileLink(
      config(),
      'training',
      { key: TrainingFiles.trainingPlan, filename: 'training-plan.pdf', contentType: 'application/pdf' },
      1,
    );
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await training.gql(SIGNED_FILE, { token: tokenOf(expiring) });
    expect(expired.errors?.[0]).toMatchObject({
      message: 'Download link expired',
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
  });
});

describe('course brochures', () => {
  test('are stored under the course id by slug or uuid, setting brochureUrl, audited', async () => {
    const brochure = await renderPdf((document) => document.text('Fire safety brochure'));
    const before = (
      await training.ok<{ course: { updatedAt: string } }>(`{ course(idOrSlug: "fire-safety") { updatedAt } }`)
    ).course.updatedAt;
    const answer = await upload<{
      uploadCourseBrochure: { id: string; slug: string; brochureUrl: string; updatedAt: string };
    }>(UPLOAD_BROCHURE, { shortCode: 'fire-safety' }, brochure, 'brochure.pdf');
    expect(answer.errors).toBeUndefined();
    const course = answer.data!.uploadCourseBrochure;
    expect(course).toMatchObject({
      id: courses.fire.id,
      slug: 'fire-safety',
      brochureUrl: `course-brochures/${courses.fire.id}.pdf`,
    });
    expect(Date.parse(course.updatedAt)).toBeGreaterThan(Date.parse(before));
    expect(await samePdf(TrainingFiles.courseBrochure(courses.fire.id), brochure)).toBe(true);

    const draft = await upload<{ uploadCourseBrochure: { brochureUrl: string } }>(
      UPLOAD_BROCHURE,
      { shortCode: courses.draft.id.toUpperCase() },
      brochure,
      'b.pdf',
    );
    expect(draft.data?.uploadCourseBrochure.brochureUrl).toBe(`course-brochures/${courses.draft.id}.pdf`);

    const audit = await training.sql<{ entity_id: string; before: unknown; after: unknown }>(
      `select entity_id, before, after from "training"."audit_log" where action = 'course.brochure.upload' order by created_at`,
    );
    expect(audit[0]).toEqual({
      entity_id: courses.fire.id,
      before: { brochureUrl: null },
      after: {
        brochureUrl: `course-brochures/${courses.fire.id}.pdf`,
        originalFilename: 'brochure.pdf',
        size: brochure.length,
      },
    });
    expect(audit).toHaveLength(2);
  });

  test('answer NOT_FOUND for an unknown or deleted course, storing nothing', async () => {
    const brochure = await renderPdf((document) => document.text('Nobody'));
    for (const shortCode of ['no-such-course', randomUUID(), 'gone-course', '']) {
      const answer = await upload(UPLOAD_BROCHURE, { shortCode }, brochure, 'brochure.pdf');
      expect(errorOf(answer)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
    expect(await storage.stat(TrainingFiles.courseBrochure(courses.gone.id))).toBeNull();
  });

  test('refuse a non-PDF, keeping the current brochure and brochureUrl', async () => {
    const current = await storage.readAll(TrainingFiles.courseBrochure(courses.fire.id));
    const answer = await upload(
      UPLOAD_BROCHURE,
      { shortCode: 'fire-safety' },
      Buffer.from('<html>not a pdf</html>'),
      'brochure.pdf',
    );
    expect(errorOf(answer)).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(Buffer.compare(await storage.readAll(TrainingFiles.courseBrochure(courses.fire.id)), current)).toBe(0);
    expect(leftovers(join(storageDir, 'training/course-brochures'))).toEqual([]);
    const { course } = await training.ok<{ course: { brochureUrl: string } }>(
      `{ course(idOrSlug: "fire-safety") { brochureUrl } }`,
    );
    expect(course.brochureUrl).toBe(`course-brochures/${courses.fire.id}.pdf`);
  });
});
