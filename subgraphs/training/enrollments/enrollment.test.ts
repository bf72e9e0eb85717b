import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestIdentityProvider } from '../../../test/support/identity-provider.js';
import { pdfText } from '../../../test/support/pdf.js';
import type { ReceivedMail } from '../../../test/support/smtp.js';
import {
  identityEnv,
  outsiderHeaders,
  PublicFormServers,
  signInTrainingAdmin,
  startTraining,
  type TrainingUnderTest,
} from '../../../test/support/training.js';
import { FileStorage } from '../../shared/storage.js';
import { Course } from '../catalogue/course.entity.js';
import { TrainingFiles } from '../files/training-files.js';
import { Interest, InterestStatus } from '../interests/interest.entity.js';
import { longDate } from './certificate.pdf.js';

/**
 * Enrollments and certificates against the training subgraph over HTTP, with a real identity provider
 * protocol, real SMTP, a real bot-challenge service and real files.
 */
const forms = new PublicFormServers();
const { smtp, challenge } = forms;
const idp = new TestIdentityProvider();
const storageDir = mkdtempSync(join(tmpdir(), 'enrollments-storage-'));
const storage = new FileStorage(storageDir);
let training: TrainingUnderTest;
let adminHeaders: Record<string, string>;

const CERTIFICATE_NUMBER = /^CERT-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/;
const today = () => new Date().toISOString().slice(0, 10);

const ENROLLMENT_FIELDS = `
  id courseId interestId learnerName learnerEmail organisation scheduledDate status completedAt createdAt updatedAt
  course { id title } interest { id status }
  certificate { id enrollmentId certificateNumber credentialId learnerName courseTitle completionDate issuedAt emailedAt }`;

interface CertificateData {
  id: string;
  enrollmentId: string;
  certificateNumber: string;
  credentialId: string;
  learnerName: string;
  courseTitle: string;
  completionDate: string;
  issuedAt: string;
  emailedAt: string | null;
}

interface EnrollmentData {
  id: string;
  courseId: string;
  interestId: string | null;
  learnerName: string;
  learnerEmail: string;
  organisation: string | null;
  scheduledDate: string | null;
  status: string;
  completedAt: string | null;
  course: { id: string; title: string } | null;
  interest: { id: string; status: string } | null;
  certificate: CertificateData | null;
}

type GraphQLAnswer<T> = Awaited<ReturnType<TrainingUnderTest['gql']>> & { data?: T };

/** Operations run as the admin unless given other headers. */
const ok = <T>(query: string, variables: Record<string, unknown> = {}, headers = adminHeaders) =>
  training.ok<T>(query, variables, headers);

const createEnrollment = (input: Record<string, unknown>, headers = adminHeaders) =>
  training.gql<{ createEnrollment: EnrollmentData }>(
    `mutation($input: CreateEnrollmentInput!) { createEnrollment(input: $input) { ${ENROLLMENT_FIELDS} } }`,
    { input },
    headers,
  ) as Promise<GraphQLAnswer<{ createEnrollment: EnrollmentData }>>;

const setStatus = (id: string, status: string, headers = adminHeaders) =>
  training.gql<{ updateEnrollmentStatus: EnrollmentData }>(
    `mutation($id: ID!, $status: EnrollmentStatus!) { updateEnrollmentStatus(id: $id, status: $status) { ${ENROLLMENT_FIELDS} } }`,
    { id, status },
    headers,
  );

const resend = (enrollmentId: string, headers = adminHeaders) =>
  training.gql<{ resendCertificate: CertificateData }>(
    `mutation($id: ID!) { resendCertificate(enrollmentId: $id) { id certificateNumber credentialId emailedAt enrollmentId } }`,
    { id: enrollmentId },
    headers,
  );

const codeOf = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  response.errors?.[0]?.extensions?.code;

const auditActions = async (entityId: string) =>
  (
    await training.sql<{ action: string }>(
      `select action from "training"."audit_log" where entity_id = ? order by created_at, id`,
      [entityId],
    )
  ).map((row) => row.action);

const certificateMailTo = (email: string) => (mail: ReceivedMail) =>
  mail.to.includes(email) && /certificate/i.test(mail.subject);

let course: { id: string; title: string };
let otherCourse: { id: string; title: string };

async function newInterest(
  fields: Partial<Pick<Interest, 'name' | 'email' | 'organisation' | 'deletedAt' | 'erasedAt'>> & {
    courseId?: string;
  } = {},
): Promise<string> {
  const em = training.subgraph.orm.em.fork();
  const interest = em.create(Interest, {
    course: em.getReference(Course, fields.courseId ?? course.id),
    name: 'name' in fields ? fields.name! : 'Grace Hopper',
    email: 'email' in fields ? fields.email! : `grace-${randomUUID().slice(0, 6)}@example.com`,
    organisation: 'organisation' in fields ? fields.organisation! : 'Navy',
    status: InterestStatus.CONTACTED,
    deletedAt: fields.deletedAt ?? null,
    erasedAt: fields.erasedAt ?? null,
  });
  await em.flush();
  return interest.id;
}

beforeAll(async () => {
  await Promise.all([forms.start(), idp.start()]);
  training = await startTraining({
    ...identityEnv(idp),
    ...forms.env(),
    STORAGE_DIR: storageDir,
    AUDIT_LOG_URL: undefined,
    RATE_LIMIT_FACTOR: '1',
    PUBLIC_URL: 'https://training.example.test',
  });
  adminHeaders = (await signInTrainingAdmin(idp, training.database.url)).headers;
  const created = await ok<{ a: { id: string; title: string }; b: { id: string; title: string } }>(`mutation {
    a: createCourse(input: { title: "Fire Safety Level 2", slug: "fire-safety", description: "Two days", isPublished: true }) { id title }
    b: createCourse(input: { title: "Manual Handling", slug: "manual-handling", description: "One day" }) { id title }
  }`);
  course = created.a;
  otherCourse = created.b;
});

afterAll(async () => {
  await training?.stop();
  await Promise.all([forms.stop(), idp.stop()]);
  rmSync(storageDir, { recursive: true, force: true });
});

describe('creating enrollments (Variant A)', () => {
  test('enrolls a learner on a course, PENDING by default, audited', async () => {
    const response = await createEnrollment({
      courseId: course.id,
      learnerName: ' Ada Lovelace ',
      learnerEmail: 'ada@example.com',
      organisation: 'Analytical Engines Ltd',
      scheduledDate: '2026-03-05',
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.createEnrollment).toMatchObject({
      courseId: course.id,
      course,
      interestId: null,
      interest: null,
      learnerName: 'Ada Lovelace',
      learnerEmail: 'ada@example.com',
      organisation: 'Analytical Engines Ltd',
      scheduledDate: '2026-03-05',
      status: 'PENDING',
      completedAt: null,
      certificate: null,
    });
    expect(await auditActions(response.data!.createEnrollment.id)).toEqual(['enrollment.create']);
  });

  test('names every missing field in one 400 and writes nothing', async () => {
    const before = await training.sql<{ n: string }>(`select count(*) as n from "training"."enrollment"`);
    const response = await createEnrollment({ organisation: 'Nobody' });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(response.errors?.[0]?.message).toMatch(
      /courseId is required.*learnerName is required.*learnerEmail is required/,
    );
    expect(response.errors?.[0]?.extensions?.details).toEqual({
      fields: { courseId: ['is required'], learnerName: ['is required'], learnerEmail: ['is required'] },
    });
    expect(await training.sql<{ n: string }>(`select count(*) as n from "training"."enrollment"`)).toEqual(before);
  });

  test('refuses dates that are not calendar dates, bad emails, blank names and malformed ids with 400', async () => {
    const valid = { courseId: course.id, learnerName: 'Ada', learnerEmail: 'ada@example.com' };
    for (const input of [
      { ...valid, scheduledDate: '2026-02-30' },
      { ...valid, scheduledDate: '2026-13-01' },
      { ...valid, scheduledDate: '05/03/2026' },
      { ...valid, learnerEmail: 'not-an-email' },
      { ...valid, learnerName: '   ' },
      { ...valid, courseId: 'fire-safety' },
      { ...valid, interestId: 'interest-1' },
      { ...valid, status: 'FINISHED' },
    ]) {
      const response = await createEnrollment(input);
      expect({ input, code: codeOf(response) }).toEqual({ input, code: 'VALIDATION_ERROR' });
    }
    expect((await createEnrollment({ ...valid, scheduledDate: '2028-02-29' })).errors).toBeUndefined();
  });

  test('answers NOT_FOUND for an unknown or deleted course', async () => {
    const unknown = await createEnrollment({
      courseId: randomUUID(),
      learnerName: 'Ada',
      learnerEmail: 'ada@example.com',
    });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(unknown.errors?.[0]?.message).toBe('Course not found');
    const deleted = await ok<{ createCourse: { id: string } }>(
      `mutation { createCourse(input: { title: "Gone", slug: "gone", description: "D" }) { id } }`,
    );
    await ok(`mutation($id: ID!) { deleteCourse(id: $id) { id } }`, { id: deleted.createCourse.id });
    const response = await createEnrollment({
      courseId: deleted.createCourse.id,
      learnerName: 'Ada',
      learnerEmail: 'ada@example.com',
    });
    expect(codeOf(response)).toBe('NOT_FOUND');
  });
});

describe('creating enrollments from an interest (Variant B)', () => {
  test("copies the interest's learner and course and marks the interest ENROLLED", async () => {
    const interestId = await newInterest({ name: 'Grace Hopper', email: 'grace@example.com', organisation: 'Navy' });
    const response = await createEnrollment({ interestId });
    expect(response.errors).toBeUndefined();
    const enrollment = response.data!.createEnrollment;
    expect(enrollment).toMatchObject({
      courseId: course.id,
      interestId,
      interest: { id: interestId, status: 'ENROLLED' },
      learnerName: 'Grace Hopper',
      learnerEmail: 'grace@example.com',
      organisation: 'Navy',
      status: 'PENDING',
    });
    expect(await auditActions(interestId)).toEqual(['interest.updateStatus']);

    const again = await createEnrollment({ interestId });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
  });

  test('lets given learner fields take precedence and accepts the matching courseId', async () => {
    const interestId = await newInterest({ organisation: null });
    const response = await createEnrollment({
      interestId,
      courseId: course.id.toUpperCase(),
      learnerName: 'Rear Admiral Hopper',
      scheduledDate: '2026-09-01',
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.createEnrollment).toMatchObject({
      learnerName: 'Rear Admiral Hopper',
      organisation: null,
      scheduledDate: '2026-09-01',
    });
  });

  test("refuses another course than the interest's, an erased interest (400), an unknown or deleted one (404)", async () => {
    const mismatch = await createEnrollment({ interestId: await newInterest(), courseId: otherCourse.id });
    expect(mismatch.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(mismatch.errors?.[0]?.message).toMatch(/courseId/);

    const erased = await createEnrollment({
      interestId: await newInterest({ name: null, email: null, organisation: null, erasedAt: new Date() }),
    });
    expect(erased.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(erased.errors?.[0]?.message).toMatch(/erased/);

    const deleted = await createEnrollment({ interestId: await newInterest({ deletedAt: new Date() }) });
    expect(deleted.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const unknown = await createEnrollment({ interestId: randomUUID() });
    expect(unknown.errors?.[0]?.message).toBe('Interest not found');
  });
});

describe('listing enrollments', () => {
  test('filters by status, course, search and creation date, sorts and pages', async () => {
    const list = (variables: Record<string, unknown>) =>
      ok<{
        enrollments: { items: { learnerName: string; status: string }[]; total: number; page: number; limit: number };
      }>(
        `query($filter: EnrollmentFilter, $sort: [EnrollmentSort!], $page: Int, $limit: Int) {
          enrollments(filter: $filter, sort: $sort, page: $page, limit: $limit) { items { learnerName status } total page limit }
        }`,
        variables,
      ).then((data) => data.enrollments);

    const all = await list({});
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all).toMatchObject({ page: 1, limit: 20 });

    expect((await list({ filter: { search: 'analytical engines' } })).items.map((item) => item.learnerName)).toEqual([
      'Ada Lovelace',
    ]);
    expect((await list({ filter: { search: 'GRACE@EXAMPLE' } })).items.map((item) => item.learnerName)).toEqual([
      'Grace Hopper',
    ]);
    expect((await list({ filter: { search: '100%_' } })).total).toBe(0);
    expect((await list({ filter: { courseId: otherCourse.id } })).total).toBe(0);
    expect((await list({ filter: { status: ['COMPLETED', 'ACHIEVED'] } })).total).toBe(0);
    expect((await list({ filter: { status: ['PENDING'] } })).total).toBe(all.total);
    expect((await list({ filter: { dateFrom: today(), dateTo: today() } })).total).toBe(all.total);
    expect((await list({ filter: { dateTo: '2000-01-01' } })).total).toBe(0);

    const sorted = await list({ sort: [{ field: 'LEARNER_NAME', direction: 'ASC' }], limit: 2, page: 1 });
    expect(sorted.items.map((item) => item.learnerName)).toEqual(
      [...sorted.items.map((item) => item.learnerName)].sort(),
    );
    expect(sorted).toMatchObject({ limit: 2, total: all.total });

    // A date-time without a time zone would depend on the server's zone: refused like any other non-date.
    const badDates = [
      { dateFrom: 'yesterday' },
      { dateFrom: '2025-01-15T10:00' },
      { dateTo: '2025-02-30' },
      { dateFrom: today(), dateTo: '2000-01-01' },
    ];
    for (const variables of [
      { sort: [{ field: 'PASSWORD', direction: 'ASC' }] },
      { limit: 0 },
      ...badDates.map((filter) => ({ filter })),
      { filter: { courseId: 'x' } },
    ]) {
      const response = await training.gql(
        `query($filter: EnrollmentFilter, $sort: [EnrollmentSort!], $limit: Int) { enrollments(filter: $filter, sort: $sort, limit: $limit) { total } }`,
        variables,
        adminHeaders,
      );
      expect({ variables, code: codeOf(response) }).toEqual({ variables, code: 'VALIDATION_ERROR' });
    }
  });

  test('reads one enrollment; an unknown or malformed id is NOT_FOUND', async () => {
    const { enrollments } = await ok<{ enrollments: { items: { id: string }[] } }>(
      `{ enrollments(limit: 1) { items { id } } }`,
    );
    const one = await ok<{ enrollment: { id: string } }>(`query($id: ID!) { enrollment(id: $id) { id } }`, {
      id: enrollments.items[0].id,
    });
    expect(one.enrollment.id).toBe(enrollments.items[0].id);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect(codeOf(await training.gql(`query($id: ID!) { enrollment(id: $id) { id } }`, { id }, adminHeaders))).toBe(
        'NOT_FOUND',
      );
    }
  });
});

describe('certificates', () => {
  let enrollment: EnrollmentData;
  let firstMail: ReceivedMail;

  beforeAll(async () => {
    const created = await createEnrollment({
      courseId: course.id,
      learnerName: 'Zoë Ångström',
      learnerEmail: 'zoe@example.com',
      organisation: 'Physics Ltd',
    });
    enrollment = created.data!.createEnrollment;
  });

  test('changes nothing and sends nothing when the PDF cannot be stored', async () => {
    // A file where the certificates folder belongs makes every certificate write fail.
    mkdirSync(join(storageDir, 'training'), { recursive: true });
    writeFileSync(join(storageDir, 'training', 'certificates'), 'not a folder');
    try {
      const response = await setStatus(enrollment.id, 'COMPLETED');
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'INTERNAL_ERROR', status: 500 });
    } finally {
      rmSync(join(storageDir, 'training', 'certificates'));
    }
    const [row] = await training.sql<{ status: string; completed_at: string | null }>(
      `select status, completed_at from "training"."enrollment" where id = ?`,
      [enrollment.id],
    );
    expect(row).toEqual({ status: 'PENDING', completed_at: null });
    expect(
      await training.sql(`select id from "training"."certificate" where enrollment_id = ?`, [enrollment.id]),
    ).toEqual([]);
    await smtp.expectNone(certificateMailTo('zoe@example.com'));
  });

  test('issues the certificate when marked COMPLETED: number, credential id, stored PDF and a mail with it attached', async () => {
    const response = await setStatus(enrollment.id, 'COMPLETED');
    expect(response.errors).toBeUndefined();
    const completed = response.data!.updateEnrollmentStatus;
    expect(completed).toMatchObject({ status: 'COMPLETED', completedAt: today() });
    const certificate = completed.certificate!;
    expect(certificate).toMatchObject({
      enrollmentId: enrollment.id,
      learnerName: 'Zoë Ångström',
      courseTitle: course.title,
      completionDate: today(),
      emailedAt: expect.any(String),
    });
    expect(certificate.certificateNumber).toMatch(CERTIFICATE_NUMBER);
    expect(certificate.certificateNumber.slice(5, 9)).toBe(today().slice(0, 4));
    expect(certificate.credentialId).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const stored = await storage.readAll(TrainingFiles.certificate(certificate.id));
    firstMail = await smtp.waitFor(certificateMailTo('zoe@example.com'));
    expect(firstMail.to).toEqual(['zoe@example.com']);
    expect(firstMail.subject).toBe(`Your certificate for ${course.title}`);
    expect(firstMail.text).toContain(certificate.certificateNumber);
    expect(firstMail.text).toContain(
      `https://training.example.test/training/api/v1/verify?certificate_number=${certificate.certificateNumber}`,
    );
    expect(firstMail.attachments).toHaveLength(1);
    const [attachment] = firstMail.attachments;
    expect(attachment).toMatchObject({
      filename: `certificate-${certificate.certificateNumber}.pdf`,
      contentType: 'application/pdf',
    });
    expect(Buffer.compare(attachment.content, stored)).toBe(0);
    const text = await pdfText(attachment.content);
    for (const expected of [
      'Zoë Ångström',
      course.title,
      certificate.certificateNumber,
      certificate.credentialId,
      longDate(today()),
    ]) {
      expect(text).toContain(expected);
    }
    expect(await auditActions(enrollment.id)).toEqual(['enrollment.create', 'enrollment.updateStatus']);
    expect(await auditActions(certificate.id)).toEqual(['certificate.issue']);
    enrollment = completed;
  });

  test('keeps the same certificate when marked finished again, and sends no second mail', async () => {
    smtp.clear();
    for (const status of ['COMPLETED', 'ACHIEVED']) {
      const response = await setStatus(enrollment.id, status);
      expect(response.errors).toBeUndefined();
      expect(response.data?.updateEnrollmentStatus).toMatchObject({
        status,
        completedAt: today(),
        certificate: { id: enrollment.certificate!.id, certificateNumber: enrollment.certificate!.certificateNumber },
      });
    }
    await smtp.expectNone(certificateMailTo('zoe@example.com'));
    expect(
      await training.sql(`select id from "training"."certificate" where enrollment_id = ?`, [enrollment.id]),
    ).toHaveLength(1);
  });

  test('issues one certificate and one mail when two admins finish the same enrollment at once', async () => {
    const { createEnrollment: racing } = await ok<{ createEnrollment: { id: string } }>(
      `mutation { createEnrollment(input: { courseId: "${course.id}", learnerName: "Race Condition", learnerEmail: "race@example.com" }) { id } }`,
    );
    const answers = await Promise.all([
      setStatus(racing.id, 'COMPLETED'),
      setStatus(racing.id, 'ACHIEVED'),
      setStatus(racing.id, 'COMPLETED'),
    ]);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const ids = new Set(answers.map((answer) => answer.data?.updateEnrollmentStatus.certificate?.id));
    expect(ids.size).toBe(1);
    await smtp.waitFor(certificateMailTo('race@example.com'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter(certificateMailTo('race@example.com'))).toHaveLength(1);
  });

  test('refuses to move a certified enrollment out of the finished statuses (409)', async () => {
    const response = await setStatus(enrollment.id, 'PENDING');
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(response.errors?.[0]?.message).toContain(enrollment.certificate!.certificateNumber);
  });

  test('moves between unfinished statuses freely; unknown ids are NOT_FOUND, unknown statuses 400', async () => {
    const { createEnrollment: other } = await ok<{ createEnrollment: { id: string } }>(
      `mutation { createEnrollment(input: { courseId: "${otherCourse.id}", learnerName: "Alan", learnerEmail: "alan@example.com" }) { id } }`,
    );
    for (const status of ['CONFIRMED', 'IN_PROGRESS', 'CANCELLED', 'DROPPED', 'PENDING']) {
      expect((await setStatus(other.id, status)).data?.updateEnrollmentStatus).toMatchObject({
        status,
        completedAt: null,
        certificate: null,
      });
    }
    expect(codeOf(await setStatus(randomUUID(), 'CONFIRMED'))).toBe('NOT_FOUND');
    expect(codeOf(await setStatus('nope', 'CONFIRMED'))).toBe('NOT_FOUND');
    expect(codeOf(await setStatus(other.id, 'FINISHED'))).toBe('VALIDATION_ERROR');
  });

  test('issues at creation when created with a finished status (ACHIEVED, from an interest)', async () => {
    const interestId = await newInterest({ name: 'Katherine Johnson', email: 'katherine@example.com' });
    const response = await createEnrollment({ interestId, status: 'ACHIEVED' });
    expect(response.errors).toBeUndefined();
    const created = response.data!.createEnrollment;
    expect(created).toMatchObject({
      status: 'ACHIEVED',
      completedAt: today(),
      certificate: { learnerName: 'Katherine Johnson' },
    });
    const mail = await smtp.waitFor(certificateMailTo('katherine@example.com'));
    expect(await pdfText(mail.attachments[0].content)).toContain(created.certificate!.certificateNumber);
  });

  test('re-sends the stored PDF, byte for byte, and records when', async () => {
    smtp.clear();
    const response = await resend(enrollment.id);
    expect(response.errors).toBeUndefined();
    const certificate = response.data!.resendCertificate;
    expect(certificate).toMatchObject({
      id: enrollment.certificate!.id,
      certificateNumber: enrollment.certificate!.certificateNumber,
      enrollmentId: enrollment.id,
    });
    expect(Date.parse(certificate.emailedAt!)).toBeGreaterThan(Date.parse(enrollment.certificate!.emailedAt!));
    const mail = await smtp.waitFor(certificateMailTo('zoe@example.com'));
    expect(mail.subject).toBe(firstMail.subject);
    expect(Buffer.compare(mail.attachments[0].content, firstMail.attachments[0].content)).toBe(0);
    expect(await auditActions(certificate.id)).toEqual(['certificate.issue', 'certificate.resend']);
  });

  test('answers 400 for a resend without certificate, 404 for an unknown enrollment', async () => {
    const { createEnrollment: pending } = await ok<{ createEnrollment: { id: string } }>(
      `mutation { createEnrollment(input: { courseId: "${course.id}", learnerName: "Pending", learnerEmail: "pending@example.com" }) { id } }`,
    );
    const none = await resend(pending.id);
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(none.errors?.[0]?.message).toMatch(/no certificate yet/);
    expect(codeOf(await resend(randomUUID()))).toBe('NOT_FOUND');
  });
});

describe('public verification', () => {
  let certificate: CertificateData;

  beforeAll(async () => {
    const { enrollments } = await ok<{ enrollments: { items: EnrollmentData[] } }>(
      `{ enrollments(filter: { status: [COMPLETED, ACHIEVED] }, sort: [{ field: CREATED_AT, direction: ASC }]) { items { ${ENROLLMENT_FIELDS} } } }`,
    );
    certificate = enrollments.items[0].certificate!;
  });

  test('verifies a certificate number (Variant A) without credentials, case-insensitively', async () => {
    const query = `query($number: String!) { verifyCertificate(certificateNumber: $number) { valid learnerName courseTitle completionDate certificateNumber } }`;
    for (const number of [certificate.certificateNumber, ` ${certificate.certificateNumber.toLowerCase()} `]) {
      const response = await training.gql(query, { number });
      expect(response.data?.verifyCertificate).toEqual({
        valid: true,
        learnerName: certificate.learnerName,
        courseTitle: certificate.courseTitle,
        completionDate: certificate.completionDate,
        certificateNumber: certificate.certificateNumber,
      });
    }
    const unknown = await training.gql(query, { number: 'CERT-2026-00000000' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(codeOf(await training.gql(query, { number: '  ' }))).toBe('VALIDATION_ERROR');
  });

  test('verifies a credential id (Variant B) behind the bot challenge', async () => {
    const query = `query($id: String!, $token: String) {
      verifyCredential(credentialId: $id, challengeToken: $token) { valid candidateName courseTitle issueDate credentialId certificateNumber }
    }`;
    const verified = await training.gql(query, { id: certificate.credentialId, token: 'pass-1' });
    expect(verified.data?.verifyCredential).toEqual({
      valid: true,
      candidateName: certificate.learnerName,
      courseTitle: certificate.courseTitle,
      issueDate: certificate.issuedAt.slice(0, 10),
      credentialId: certificate.credentialId,
      certificateNumber: certificate.certificateNumber,
    });
    expect(verified.errors).toBeUndefined();
    expect(challenge.calls.at(-1)?.response).toBe('pass-1');

    expect(codeOf(await training.gql(query, { id: certificate.credentialId }))).toBe('VALIDATION_ERROR');
    expect(codeOf(await training.gql(query, { id: certificate.credentialId, token: 'fail-1' }))).toBe('FORBIDDEN');
    expect(codeOf(await training.gql(query, { id: 'unknown-credential', token: 'pass-2' }))).toBe('NOT_FOUND');
    // The challenge is checked before the lookup, so that an unknown credential does not skip it.
    expect(codeOf(await training.gql(query, { id: 'unknown-credential', token: 'fail-2' }))).toBe('FORBIDDEN');
  });

  test('answers a 60-second link to the stored PDF of a credential (Variant B)', async () => {
    const query = `query($id: String!) { certificatePdf(credentialId: $id) { path expiresIn filename contentType } }`;
    const response = await training.gql<{
      certificatePdf: { path: string; expiresIn: number; filename: string; contentType: string };
    }>(query, { id: certificate.credentialId });
    const link = response.data!.certificatePdf;
    expect(link).toMatchObject({
      expiresIn: 60,
      filename: `certificate-${certificate.certificateNumber}.pdf`,
      contentType: 'application/pdf',
    });
    const download = await fetch(new URL(link.path.replace(/^\/files\/training\//, '/files/'), training.subgraph.url));
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(Buffer.compare(bytes, await storage.readAll(TrainingFiles.certificate(certificate.id)))).toBe(0);
    expect(codeOf(await training.gql(query, { id: 'unknown-credential' }))).toBe('NOT_FOUND');
  });
});

describe('admin authentication', () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ['enrollments', `{ enrollments { total } }`, {}],
    ['enrollment', `query($id: ID!) { enrollment(id: $id) { id } }`, { id: randomUUID() }],
    [
      'createEnrollment',
      `mutation { createEnrollment(input: { courseId: "${randomUUID()}", learnerName: "X", learnerEmail: "x@example.com" }) { id } }`,
      {},
    ],
    [
      'updateEnrollmentStatus',
      `mutation($id: ID!) { updateEnrollmentStatus(id: $id, status: CONFIRMED) { id } }`,
      { id: randomUUID() },
    ],
    ['resendCertificate', `mutation($id: ID!) { resendCertificate(enrollmentId: $id) { id } }`, { id: randomUUID() }],
  ];

  test.each(operations)(
    '%s answers 401 without a token, 403 for a rejected token or a non-member',
    async (_name, query, variables) => {
      expect((await training.gql(query, variables)).errors?.[0]?.extensions).toMatchObject({
        code: 'UNAUTHORIZED',
        status: 401,
      });
      expect(
        (await training.gql(query, variables, { authorization: 'Bearer forged.token.value' })).errors?.[0]?.extensions,
      ).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      expect((await training.gql(query, variables, outsiderHeaders(idp))).errors?.[0]?.extensions).toMatchObject({
        code: 'FORBIDDEN',
        status: 403,
      });
    },
  );
});
