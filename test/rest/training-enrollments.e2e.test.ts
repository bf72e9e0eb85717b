/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { randomUUID } from 'node:crypto';
import { Course } from '../../subgraphs/training/catalogue/course.entity.js';
import { Interest, InterestStatus } from '../../subgraphs/training/interests/interest.entity.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import { isPdf, pdfText } from '../support/pdf.js';
import type { ReceivedMail } from '../support/smtp.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { expectAdminOnly, expectTrainingError, trainingRest } from '../support/training-rest.js';
import { identityEnv, PublicFormServers, signInTrainingAdmin } from '../support/training.js';

/**
 * Enrollment, certificate and verification routes of both variants through the whole system: REST adapter →
 * gateway → training subgraph → PostgreSQL, with a real SMTP server, bot-challenge service and identity provider.
 */
const forms = new PublicFormServers();
const { smtp } = forms;
const idp = new TestIdentityProvider();
let stack: TestStack;
let adminAuth: Record<string, string>;
const call = trainingRest(
  () => stack,
  () => adminAuth,
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CERTIFICATE_NUMBER = /^CERT-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const today = () => new Date().toISOString().slice(0, 10);

const certificateMailTo = (email: string) => (mail: ReceivedMail) =>
  mail.to.includes(email) && /certificate/i.test(mail.subject);

async function newInterest(
  courseId: string,
  fields: { name?: string; email?: string; deletedAt?: Date } = {},
): Promise<string> {
  const em = stack.subgraphs.training.orm.em.fork();
  const interest = em.create(Interest, {
    course: em.getReference(Course, courseId),
    name: fields.name ?? 'Grace Hopper',
    email: fields.email ?? 'grace@example.com',
    phone: '+44 20 7946 0000',
    organisation: 'Navy',
    status: InterestStatus.CONTACTED,
    deletedAt: fields.deletedAt ?? null,
  });
  await em.flush();
  return interest.id;
}

async function interestStatus(id: string): Promise<string> {
  const rows = await stack.subgraphs.training.orm.em
    .fork()
    .execute<{ status: string }[]>(`select status from "training"."interest" where id = ?`, [id]);
  return rows[0].status;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  await Promise.all([forms.start(), idp.start()]);
  stack = await startTestStack({
    ...identityEnv(idp),
    ...forms.env(),
    STORAGE_DIR: undefined,
    AUDIT_LOG_URL: undefined,
    RATE_LIMIT_FACTOR: '1',
    PUBLIC_URL: 'https://training.example.test',
  });
  adminAuth = (await signInTrainingAdmin(idp, stack.testDatabase.url)).headers;
  for (const [key, slug, title] of [
    ['course', 'working-at-height', 'Working at Height'],
    ['other', 'asbestos-awareness', 'Asbestos Awareness'],
  ] as const) {
    const created = await call('POST', '/courses', { title, slug, description: 'One day', is_published: true });
    expect(created.status).toBe(201);
    ids[key] = created.body.data.id;
  }
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await Promise.all([forms.stop(), idp.stop()]);
});

describe('POST /enrollments', () => {
  test('Variant A: enrolls the learner of the body (201, legacy snake_case)', async () => {
    const answer = await call('POST', '/enrollments', {
      course_id: ids.course,
      learner_name: 'Ada Lovelace',
      learner_email: 'ada@example.com',
      organisation: 'Analytical Engines Ltd',
      scheduled_date: '2026-03-05',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      status: 'success',
      data: {
        id: expect.stringMatching(UUID),
        course_id: ids.course,
        course_title: 'Working at Height',
        interest_id: null,
        learner_name: 'Ada Lovelace',
        learner_email: 'ada@example.com',
        organisation: 'Analytical Engines Ltd',
        scheduled_date: '2026-03-05',
        status: 'pending',
        completed_at: null,
        certificate_number: null,
        credential_id: null,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      },
    });
    ids.ada = answer.body.data.id;
  });

  test('Variant B: enrolls from interest_id, copying learner and course; the interest becomes enrolled', async () => {
    const interestId = await newInterest(ids.course);
    const answer = await call('POST', '/enrollments', { interest_id: interestId, status: 'in_progress' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      course_id: ids.course,
      course_title: 'Working at Height',
      interest_id: interestId,
      learner_name: 'Grace Hopper',
      learner_email: 'grace@example.com',
      organisation: 'Navy',
      scheduled_date: null,
      status: 'in_progress',
    });
    expect(await interestStatus(interestId)).toBe('ENROLLED');
    ids.grace = answer.body.data.id;
    expectTrainingError(await call('POST', '/enrollments', { interest_id: interestId }), 409, /enrolled already/);
  });

  test('answers 400 naming missing fields, for an impossible date, a bad email, a wrong type or status, and malformed JSON', async () => {
    expectTrainingError(
      await call('POST', '/enrollments', { organisation: 'X' }),
      400,
      /courseId is required.*learnerName is required.*learnerEmail is required/,
    );
    const valid = { course_id: ids.course, learner_name: 'Ada', learner_email: 'ada@example.com' };
    expectTrainingError(
      await call('POST', '/enrollments', { ...valid, scheduled_date: '2026-02-30' }),
      400,
      /scheduledDate/,
    );
    expectTrainingError(
      await call('POST', '/enrollments', { ...valid, scheduled_date: '30/01/2026' }),
      400,
      /scheduledDate/,
    );
    expectTrainingError(await call('POST', '/enrollments', { ...valid, learner_email: 'nope' }), 400, /learnerEmail/);
    expectTrainingError(await call('POST', '/enrollments', { ...valid, learner_name: 42 }), 400);
    expectTrainingError(await call('POST', '/enrollments', { ...valid, status: 'graduated' }), 400);
    expectTrainingError(await call('POST', '/enrollments', '{"course_id": '), 400);
    expectTrainingError(await call('POST', '/enrollments', ['not', 'an', 'object']), 400);
  });

  test('answers 404 for an unknown course, an unknown or deleted interest', async () => {
    expectTrainingError(
      await call('POST', '/enrollments', {
        course_id: randomUUID(),
        learner_name: 'Ada',
        learner_email: 'ada@example.com',
      }),
      404,
      /Course not found/,
    );
    expectTrainingError(await call('POST', '/enrollments', { interest_id: randomUUID() }), 404, /Interest not found/);
    const deleted = await newInterest(ids.course, { deletedAt: new Date() });
    expectTrainingError(await call('POST', '/enrollments', { interest_id: deleted }), 404, /Interest not found/);
    expectTrainingError(
      await call('POST', '/enrollments', { interest_id: await newInterest(ids.course), course_id: ids.other }),
      400,
      /courseId/,
    );
  });
});

describe('GET /enrollments', () => {
  test('Variant A: page, limit, status and course_id', async () => {
    const answer = await call('GET', `/enrollments?page=1&limit=1&status=pending&course_id=${ids.course}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      results: 1,
      total: 1,
      page: 1,
      limit: 1,
      data: [expect.objectContaining({ id: ids.ada, status: 'pending' })],
    });
    const other = await call('GET', `/enrollments?course_id=${ids.other}`);
    expect(other.body).toMatchObject({ results: 0, total: 0, data: [] });
  });

  test('Variant B: search, several statuses, sort, dates', async () => {
    const search = await call('GET', '/enrollments?search=analytical');
    expect(search.body.data.map((item: any) => item.id)).toEqual([ids.ada]);
    const statuses = await call('GET', '/enrollments?status=pending,in_progress&sort=learner_name:desc');
    expect(statuses.body.data.map((item: any) => item.learner_name)).toEqual(['Grace Hopper', 'Ada Lovelace']);
    const repeated = await call('GET', '/enrollments?status=pending&status=in_progress&sort=created_at:asc');
    expect(repeated.body.data.map((item: any) => item.id)).toEqual([ids.ada, ids.grace]);
    expect((await call('GET', `/enrollments?date_from=${today()}&date_to=${today()}`)).body.total).toBe(2);
    expect((await call('GET', '/enrollments?date_to=2001-01-01')).body.total).toBe(0);
  });

  test('answers 400 for an unknown status, sort field, page or date', async () => {
    for (const query of [
      'status=graduated',
      'sort=secret',
      'page=0',
      'limit=many',
      'date_from=soon',
      'course_id=abc',
    ]) {
      expectTrainingError(await call('GET', `/enrollments?${query}`), 400);
    }
  });
});

describe('certificates through PATCH /enrollments/:id', () => {
  let certificateNumber: string;
  let credentialId: string;
  let mailed: ReceivedMail;

  test('marking completed issues the certificate and mails it with the PDF attached', async () => {
    const answer = await call('PATCH', `/enrollments/${ids.ada}`, { status: 'completed' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      data: expect.objectContaining({
        id: ids.ada,
        status: 'completed',
        completed_at: today(),
        certificate_number: expect.stringMatching(CERTIFICATE_NUMBER),
        credential_id: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      }),
    });
    ({ certificate_number: certificateNumber, credential_id: credentialId } = answer.body.data);

    mailed = await smtp.waitFor(certificateMailTo('ada@example.com'));
    expect(mailed.to).toEqual(['ada@example.com']);
    expect(mailed.subject).toBe('Your certificate for Working at Height');
    expect(mailed.text).toContain(
      `https://training.example.test/training/api/v1/verify?certificate_number=${certificateNumber}`,
    );
    expect(mailed.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `certificate-${certificateNumber}.pdf`, contentType: 'application/pdf' },
    ]);
    const text = await pdfText(mailed.attachments[0].content);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain(certificateNumber);
    expect(text).toContain('Working at Height');
  });

  test('Variant B achieved keeps the certificate already issued', async () => {
    const answer = await call('PATCH', `/enrollments/${ids.ada}`, { status: 'achieved' });
    expect(answer.body.data).toMatchObject({
      status: 'achieved',
      certificate_number: certificateNumber,
      credential_id: credentialId,
    });
  });

  test('Variant B achieved on an enrollment from an interest issues and mails its certificate', async () => {
    const answer = await call('PATCH', `/enrollments/${ids.grace}`, { status: 'achieved' });
    expect(answer.body.data).toMatchObject({
      status: 'achieved',
      completed_at: today(),
      certificate_number: expect.stringMatching(CERTIFICATE_NUMBER),
    });
    const mail = await smtp.waitFor(certificateMailTo('grace@example.com'));
    expect(await pdfText(mail.attachments[0].content)).toContain('Grace Hopper');
  });

  test('answers 400 without or with an unknown status, 404 for an unknown enrollment, 409 when leaving a certified status', async () => {
    expectTrainingError(await call('PATCH', `/enrollments/${ids.ada}`, {}), 400);
    expectTrainingError(await call('PATCH', `/enrollments/${ids.ada}`, { status: 'graduated' }), 400);
    expectTrainingError(await call('PATCH', `/enrollments/${randomUUID()}`, { status: 'confirmed' }), 404);
    expectTrainingError(await call('PATCH', '/enrollments/not-an-id', { status: 'confirmed' }), 404);
    expectTrainingError(
      await call('PATCH', `/enrollments/${ids.ada}`, { status: 'cancelled' }),
      409,
      new RegExp(certificateNumber),
    );
  });

  test('POST /enrollments/:id/resend-certificate mails the same PDF bytes again', async () => {
    smtp.clear();
    const answer = await call('POST', `/enrollments/${ids.ada}/resend-certificate`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      data: {
        id: expect.stringMatching(UUID),
        enrollment_id: ids.ada,
        certificate_number: certificateNumber,
        credential_id: credentialId,
        learner_name: 'Ada Lovelace',
        course_title: 'Working at Height',
        completion_date: today(),
        issued_at: expect.stringMatching(TIMESTAMP),
        emailed_at: expect.stringMatching(TIMESTAMP),
      },
    });
    const again = await smtp.waitFor(certificateMailTo('ada@example.com'));
    expect(again.subject).toBe(mailed.subject);
    expect(Buffer.compare(again.attachments[0].content, mailed.attachments[0].content)).toBe(0);
  });

  test('resend answers 400 without a certificate and 404 for an unknown enrollment', async () => {
    const pending = await call('POST', '/enrollments', {
      course_id: ids.other,
      learner_name: 'Alan Turing',
      learner_email: 'alan@example.com',
    });
    expectTrainingError(
      await call('POST', `/enrollments/${pending.body.data.id}/resend-certificate`),
      400,
      /no certificate yet/,
    );
    expectTrainingError(await call('POST', `/enrollments/${randomUUID()}/resend-certificate`), 404);
  });

  describe('public verification', () => {
    test('GET /verify?certificate_number= (Variant A) answers exactly the legacy body, without credentials', async () => {
      const answer = await call('GET', `/verify?certificate_number=${certificateNumber}`, undefined, {});
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: 'success',
        data: {
          valid: true,
          learner_name: 'Ada Lovelace',
          course_title: 'Working at Height',
          completion_date: today(),
          certificate_number: certificateNumber,
        },
      });
      expect(answer.headers.get('x-ratelimit-limit')).toBeTruthy();
      expectTrainingError(
        await call('GET', '/verify?certificate_number=CERT-2026-00000000', undefined, {}),
        404,
        /not found/,
      );
      expectTrainingError(await call('GET', '/verify', undefined, {}), 400, /certificate_number/);
      expectTrainingError(await call('GET', '/verify?certificate_number=', undefined, {}), 400, /certificate_number/);
    });

    test('POST /verify (Variant B) verifies a credential behind the bot challenge', async () => {
      const answer = await call('POST', '/verify', { credential_id: credentialId, challengeToken: 'pass-verify' }, {});
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: 'success',
        data: {
          credential_id: credentialId,
          candidate_name: 'Ada Lovelace',
          course_title: 'Working at Height',
          issue_date: today(),
          certificate_number: certificateNumber,
        },
      });
      expectTrainingError(
        await call('POST', '/verify', { credential_id: credentialId, challengeToken: 'fail-verify' }, {}),
        403,
        /challenge/i,
      );
      expectTrainingError(await call('POST', '/verify', { credential_id: credentialId }, {}), 400, /challengeToken/);
      expectTrainingError(
        await call('POST', '/verify', { credential_id: 'no-such-credential', challengeToken: 'pass-verify' }, {}),
        404,
      );
      expectTrainingError(await call('POST', '/verify', { challengeToken: 'pass-verify' }, {}), 400);
    });

    test('GET /verify/:id/pdf (Variant B) streams the certificate PDF', async () => {
      const response = await fetch(`${stack.restUrl}/training/api/v1/verify/${credentialId}/pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain(`certificate-${certificateNumber}.pdf`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(isPdf(bytes)).toBe(true);
      expect(Buffer.compare(bytes, mailed.attachments[0].content)).toBe(0);
      expect(await pdfText(bytes)).toContain('Ada Lovelace');
      expectTrainingError(await call('GET', '/verify/no-such-credential/pdf', undefined, {}), 404);
    });
  });
});

describe('admin authentication', () => {
  const unknownId = '00000000-0000-4000-8000-000000000000';
  // Every row has all three values: jest would take a missing one for a `done` callback.
  const routes: [string, string, unknown][] = [
    ['GET', '/enrollments', undefined],
    ['POST', '/enrollments', { course_id: unknownId, learner_name: 'X', learner_email: 'x@example.com' }],
    ['PATCH', `/enrollments/${unknownId}`, { status: 'confirmed' }],
    ['POST', `/enrollments/${unknownId}/resend-certificate`, undefined],
  ];

  test.each(routes)(
    '%s %s answers 401 without a token, 403 for a rejected token or a non-member',
    async (method, path, body) => {
      await expectAdminOnly(call, idp, method, path, body);
    },
  );
});
