import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfText } from '../../../test/support/pdf.js';
import { mailTo } from '../../../test/support/smtp.js';
import { PublicFormServers, startTrainingWithForms, type TrainingUnderTest } from '../../../test/support/training.js';
import { renderPdf } from '../../shared/pdf.js';
import { FileStorage } from '../../shared/storage.js';
import { TrainingFiles } from '../files/training-files.js';

/**
 * Interests through the training subgraph's GraphQL API, with a real SMTP server, a real bot-challenge service
 * and real files. No identity provider: the development bypass lets admin operations through (the admin
 * check itself is covered by the REST e2e test).
 */
const PUBLIC_URL = 'https://learn.example.test';
const BROCHURE_LINK = /https:\/\/learn\.example\.test\/training\/api\/v1\/interests\/brochure\/([A-Za-z0-9_-]{43})/;
const DAY_MS = 24 * 60 * 60 * 1000;

const forms = new PublicFormServers();
const { smtp, challenge } = forms;
let training: TrainingUnderTest;
let storageDir: string;
const courses: Record<string, { id: string; slug: string; title: string }> = {};

const INTEREST = `id courseId course { id title } name email phone organisation status source brochureRequested
  brochureSentAt brochureTokenExpiresAt deletedAt erasedAt createdAt updatedAt`;

interface InterestData {
  id: string;
  courseId: string;
  course: { id: string; title: string } | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  organisation: string | null;
  status: string;
  source: string;
  brochureRequested: boolean;
  brochureSentAt: string | null;
  brochureTokenExpiresAt: string | null;
  deletedAt: string | null;
  erasedAt: string | null;
}

const countInterests = async () =>
  Number((await training.sql<{ n: string }>(`select count(*) as n from "training"."interest"`))[0].n);
const tokenOf = async (id: string) =>
  (
    await training.sql<{ brochure_token: string | null }>(
      `select brochure_token from "training"."interest" where id = ?`,
      [id],
    )
  )[0].brochure_token;

const REGISTER = `mutation($course: String!, $input: RegisterInterestInput!) { registerInterest(course: $course, input: $input) { ${INTEREST} } }`;
const CREATE = `mutation($input: CreateInterestInput!) { createInterest(input: $input) { ${INTEREST} } }`;
const DOWNLOAD = `query($token: String!) { brochureDownload(token: $token) { url path expiresAt expiresIn filename contentType } }`;
const RESEND = `mutation($id: ID!) { resendBrochure(interestId: $id) { regenerated expiresAt } }`;
const LIST = `query($filter: InterestFilter, $sort: [InterestSort!], $page: Int, $limit: Int) {
  interests(filter: $filter, sort: $sort, page: $page, limit: $limit) { items { id name status } total page limit } }`;

let submitter = 0;
/** Each public submission from an address of its own, so that the submit rate limit stays out of the way. */
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${++submitter}` });

function register(
  course: string,
  input: Record<string, unknown>,
  headers: Record<string, string> = fromNewAddress(),
  via: Pick<TrainingUnderTest, 'gql'> = training,
) {
  return via.gql<{ registerInterest: InterestData }>(
    REGISTER,
    { course, input: { challengeToken: 'pass-token', ...input } },
    headers,
  );
}

async function registered(course: string, input: Record<string, unknown>): Promise<InterestData> {
  const response = await register(course, input);
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!.registerInterest;
}

async function createCourse(title: string, slug: string, extra: Record<string, unknown> = {}) {
  const data = await training.ok<{ createCourse: { id: string; slug: string; title: string } }>(
    `mutation($input: CreateCourseInput!) { createCourse(input: $input) { id slug title } }`,
    { input: { title, slug, description: `About ${title}.`, isPublished: true, ...extra } },
  );
  return data.createCourse;
}

beforeAll(async () => {
  await forms.start();
  storageDir = mkdtempSync(join(tmpdir(), 'interest-storage-'));
  training = await startTrainingWithForms(forms, { PUBLIC_URL, STORAGE_DIR: storageDir });
  courses.firstAid = await createCourse('First Aid <at> Work', 'first-aid');
  courses.fire = await createCourse('Fire Safety', 'fire-safety');
  courses.draft = await createCourse('Draft Course', 'draft-course', { isPublished: false });
  courses.gone = await createCourse('Withdrawn Course', 'withdrawn-course');
  await training.ok(`mutation($id: ID!) { deleteCourse(id: $id) { id } }`, { id: courses.gone.id });
}, 60_000);

afterAll(async () => {
  await training?.stop();
  await forms.stop();
});

describe('registerInterest (public)', () => {
  test('registers interest in a course by slug, checking the challenge with the client address', async () => {
    const headers = fromNewAddress();
    const response = await register(
      'first-aid',
      {
        name: '  Ada Lovelace ',
        email: 'ada@example.test',
        phone: '+44 20 7946 0000',
        organisation: 'Analytical Engines',
      },
      headers,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.registerInterest).toMatchObject({
      courseId: courses.firstAid.id,
      course: { id: courses.firstAid.id, title: courses.firstAid.title },
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      phone: '+44 20 7946 0000',
      organisation: 'Analytical Engines',
      status: 'NEW',
      source: 'PUBLIC',
      brochureRequested: false,
      brochureSentAt: null,
      brochureTokenExpiresAt: null,
      deletedAt: null,
      erasedAt: null,
    });
    expect(challenge.calls.at(-1)).toEqual({
      secret: challenge.secret,
      response: 'pass-token',
      remoteip: headers['x-forwarded-for'],
    });
    await smtp.expectNone(mailTo('ada@example.test'));
  });

  test('accepts the course uuid and mails the brochure link when asked to (Variant B)', async () => {
    const before = Date.now();
    const interest = await registered(courses.firstAid.id, {
      name: 'Grace Hopper',
      email: 'grace@example.test',
      requestBrochure: true,
    });
    expect(interest).toMatchObject({ brochureRequested: true, brochureSentAt: expect.any(String) });
    const expiresAt = Date.parse(interest.brochureTokenExpiresAt!);
    expect(expiresAt - before).toBeGreaterThanOrEqual(180 * DAY_MS - 1000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(180 * DAY_MS);

    const mail = await smtp.waitFor(mailTo('grace@example.test'));
    expect(mail.to).toEqual(['grace@example.test']);
    expect(mail.from).toBe('training@example.test');
    expect(mail.subject).toBe('Your brochure: First Aid <at> Work');
    expect(mail.text).toContain('Hello Grace Hopper,');
    expect(mail.text).toContain('"First Aid <at> Work"');
    const token = BROCHURE_LINK.exec(mail.text)?.[1];
    expect(token).toBe(await tokenOf(interest.id));
    expect(mail.html).toContain('First Aid &lt;at&gt; Work');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/training/api/v1/interests/brochure/${token}"`);
  });

  test('refuses a course that is unknown, unpublished or deleted (NOT_FOUND), writing nothing', async () => {
    const before = await countInterests();
    for (const course of ['no-such-course', randomUUID(), 'draft-course', courses.draft.id, 'withdrawn-course']) {
      const response = await register(course, { name: 'Nobody', email: 'nobody@example.test' });
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
    expect(await countInterests()).toBe(before);
  });

  test('refuses a failed or foreign-host challenge (403) and a missing token (400), writing and mailing nothing', async () => {
    const before = await countInterests();
    const failed = await register('first-aid', {
      name: 'Bot',
      email: 'bot@example.test',
      requestBrochure: true,
      challengeToken: 'fail-token',
    });
    expect(failed.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const foreign = await register('first-aid', {
      name: 'Bot',
      email: 'bot@example.test',
      requestBrochure: true,
      challengeToken: 'other-host-token',
    });
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    for (const challengeToken of [null, '', '   ']) {
      const missing = await register('first-aid', {
        name: 'Bot',
        email: 'bot@example.test',
        requestBrochure: true,
        challengeToken,
      });
      expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
      expect(missing.errors?.[0]?.message).toMatch(/challengeToken/);
    }
    expect(await countInterests()).toBe(before);
    await smtp.expectNone(mailTo('bot@example.test'), 1500);
  });

  test('answers 503 while the challenge service is down, writing nothing', async () => {
    const before = await countInterests();
    challenge.down = true;
    try {
      const response = await register('first-aid', { name: 'Down', email: 'down@example.test' });
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    } finally {
      challenge.down = false;
    }
    expect(await countInterests()).toBe(before);
  });

  test('validates the input before asking the challenge service', async () => {
    const calls = challenge.calls.length;
    const cases: Record<string, unknown>[] = [
      { name: 'Ada', email: 'not-an-email' },
      { name: '', email: 'ada@example.test' },
      { name: '   ', email: 'ada@example.test' },
      { name: 'x'.repeat(201), email: 'ada@example.test' },
      { name: 'Ada', email: 'ada@example.test', phone: '1'.repeat(51) },
      { email: 'ada@example.test' },
    ];
    for (const input of cases) {
      const response = await register('first-aid', input);
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    }
    expect(challenge.calls.length).toBe(calls);
  });

  test('is rate limited per client address at the gateway (429 after the PUBLIC_SUBMIT allowance)', async () => {
    const gateway = await training.throughGateway();
    const headers = fromNewAddress();
    // Refused submissions count as well: a bot cannot probe for free.
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await register('first-aid', { name: 'Ada', email: 'not-an-email' }, headers, gateway);
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const limited = await register('first-aid', { name: 'Ada', email: 'ada@example.test' }, headers, gateway);
    expect(limited.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', status: 429 });
    const another = await register('first-aid', { name: 'Ada', email: 'ada2@example.test' }, fromNewAddress(), gateway);
    expect(another.errors).toBeUndefined();
  });
});

describe('brochure download', () => {
  let interest: InterestData;
  let token: string;

  beforeAll(async () => {
    interest = await registered('fire-safety', {
      name: 'Alan Turing',
      email: 'alan@example.test',
      requestBrochure: true,
    });
    token = BROCHURE_LINK.exec((await smtp.waitFor(mailTo('alan@example.test'))).text)![1]!;
  });

  test('answers NOT_FOUND "Brochure not available" while the course has no brochure file', async () => {
    expect(await training.failure(DOWNLOAD, { token })).toEqual({
      code: 'NOT_FOUND',
      status: 404,
      message: 'Brochure not available',
    });
  });

  test('answers a 60-second link to the brochure once it is uploaded', async () => {
    const pdf = await renderPdf((document) => document.text('Fire Safety brochure: evacuation drills'));
    await new FileStorage(storageDir).write(TrainingFiles.courseBrochure(courses.fire.id), pdf, { accept: ['pdf'] });
    const { brochureDownload: link } = await training.ok<{
      brochureDownload: { path: string; expiresIn: number; filename: string; contentType: string; expiresAt: string };
    }>(DOWNLOAD, { token });
    expect(link).toMatchObject({ expiresIn: 60, filename: 'fire-safety-brochure.pdf', contentType: 'application/pdf' });
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    // The subgraph serves the bytes of its links at /files/<token> (the gateway relays /files/training/<token>).
    const response = await fetch(new URL(`/files/${link.path.split('/').pop()}`, training.subgraph.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('fire-safety-brochure.pdf');
    expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain('evacuation drills');
  });

  test('answers NOT_FOUND for an unknown or malformed token', async () => {
    expect(await training.failure(DOWNLOAD, { token: 'A'.repeat(43) })).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    expect(await training.failure(DOWNLOAD, { token: "x' or 1=1 --" })).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });

  test('answers FORBIDDEN "Brochure link expired" once the token expired', async () => {
    await training.sql(
      `update "training"."interest" set brochure_token_expires_at = now() - interval '1 minute' where id = ?`,
      [interest.id],
    );
    expect(await training.failure(DOWNLOAD, { token })).toEqual({
      code: 'FORBIDDEN',
      status: 403,
      message: 'Brochure link expired',
    });
  });

  test('resends with a new token only once the old one expired', async () => {
    const expired = await training.ok<{ resendBrochure: { regenerated: boolean; expiresAt: string } }>(RESEND, {
      id: interest.id,
    });
    expect(expired.resendBrochure.regenerated).toBe(true);
    expect(Date.parse(expired.resendBrochure.expiresAt)).toBeGreaterThan(Date.now() + 179 * DAY_MS);
    const renewed = await tokenOf(interest.id);
    expect(renewed).not.toBe(token);
    const mail = await smtp.waitFor(
      (received) => mailTo('alan@example.test')(received) && received.text.includes(renewed!),
    );
    expect(mail.subject).toBe('Your brochure: Fire Safety');
    expect(await training.failure(DOWNLOAD, { token })).toMatchObject({ code: 'NOT_FOUND' });
    expect((await training.gql(DOWNLOAD, { token: renewed })).errors).toBeUndefined();

    smtp.clear();
    const kept = await training.ok<{ resendBrochure: { regenerated: boolean; expiresAt: string } }>(RESEND, {
      id: interest.id,
    });
    expect(kept.resendBrochure).toEqual({ regenerated: false, expiresAt: expired.resendBrochure.expiresAt });
    expect(await tokenOf(interest.id)).toBe(renewed);
    expect((await smtp.waitFor(mailTo('alan@example.test'))).text).toContain(renewed!);
  });

  test('makes a token for an interest that never had one, with the current expiry setting', async () => {
    await training.sql(`update "training"."settings" set brochure_expiry_days = 7`);
    try {
      const plain = await registered('fire-safety', { name: 'Edsger', email: 'edsger@example.test' });
      const { resendBrochure } = await training.ok<{ resendBrochure: { regenerated: boolean; expiresAt: string } }>(
        RESEND,
        { id: plain.id },
      );
      expect(resendBrochure.regenerated).toBe(true);
      expect(Math.abs(Date.parse(resendBrochure.expiresAt) - Date.now() - 7 * DAY_MS)).toBeLessThan(60_000);
      const stored = await training.ok<{ interest: InterestData }>(
        `query($id: ID!) { interest(id: $id) { ${INTEREST} } }`,
        { id: plain.id },
      );
      expect(stored.interest).toMatchObject({ brochureRequested: true, brochureSentAt: expect.any(String) });
      await smtp.waitFor(mailTo('edsger@example.test'));
    } finally {
      await training.sql(`update "training"."settings" set brochure_expiry_days = 180`);
    }
  });

  test('stops working once the interest is soft-deleted', async () => {
    const deleted = await registered('fire-safety', {
      name: 'Niklaus Wirth',
      email: 'niklaus@example.test',
      requestBrochure: true,
    });
    const link = BROCHURE_LINK.exec((await smtp.waitFor(mailTo('niklaus@example.test'))).text)![1];
    expect((await training.gql(DOWNLOAD, { token: link })).errors).toBeUndefined();
    await training.ok(`mutation($ids: [ID!]!) { deleteInterests(ids: $ids) { deleted } }`, { ids: [deleted.id] });
    expect(await training.failure(DOWNLOAD, { token: link })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await training.failure(RESEND, { id: deleted.id })).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('refuses to resend for an unknown interest (NOT_FOUND) or a non-uuid id', async () => {
    expect(await training.failure(RESEND, { id: randomUUID() })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await training.failure(RESEND, { id: 'nope' })).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('admin management', () => {
  test('creates an interest by hand (no challenge), mailing the brochure when asked, audited without personal data', async () => {
    const calls = challenge.calls.length;
    const { createInterest } = await training.ok<{ createInterest: InterestData }>(CREATE, {
      input: {
        courseId: courses.draft.id,
        name: 'Barbara Liskov',
        email: 'barbara@example.test',
        organisation: 'MIT',
        status: 'CONTACTED',
        sendBrochure: true,
      },
    });
    expect(createInterest).toMatchObject({
      courseId: courses.draft.id,
      name: 'Barbara Liskov',
      organisation: 'MIT',
      status: 'CONTACTED',
      source: 'ADMIN',
      brochureRequested: true,
    });
    expect(challenge.calls.length).toBe(calls);
    const mail = await smtp.waitFor(mailTo('barbara@example.test'));
    expect(mail.subject).toBe('Your brochure: Draft Course');
    expect(mail.text).toMatch(BROCHURE_LINK);

    const [entry] = await training.sql<{ action: string; actor_id: string; after: Record<string, unknown> }>(
      `select action, actor_id, after from "training"."audit_log" where entity_id = ?`,
      [createInterest.id],
    );
    expect(entry).toMatchObject({
      action: 'interest.create',
      actor_id: 'development',
      after: { id: createInterest.id, status: 'CONTACTED', source: 'ADMIN' },
    });
    expect(JSON.stringify(entry.after)).not.toMatch(/Barbara|barbara@|MIT|"brochureToken"/);
  });

  test('creates without a mail by default, and refuses an unknown or deleted course (400)', async () => {
    const { createInterest } = await training.ok<{ createInterest: InterestData }>(CREATE, {
      input: { courseId: courses.fire.id, name: 'Ken Thompson', email: 'ken@example.test' },
    });
    expect(createInterest).toMatchObject({ status: 'NEW', brochureRequested: false, brochureTokenExpiresAt: null });
    for (const courseId of [randomUUID(), courses.gone.id, 'fire-safety']) {
      expect(
        await training.failure(CREATE, { input: { courseId, name: 'Ken', email: 'ken@example.test' } }),
      ).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    }
    expect(
      await training.failure(CREATE, { input: { courseId: courses.fire.id, name: 'Ken', email: 'ken' } }),
    ).toMatchObject({ code: 'VALIDATION_ERROR' });
    await smtp.expectNone(mailTo('ken@example.test'));
  });

  test('changes the status to values of both variants, audited', async () => {
    const interest = await registered('fire-safety', { name: 'Dennis Ritchie', email: 'dennis@example.test' });
    const UPDATE = `mutation($id: ID!, $status: InterestStatus!) { updateInterestStatus(id: $id, status: $status) { id status } }`;
    for (const status of ['CONTACTED', 'CONVERTED', 'CLOSED', 'ENROLLED', 'REJECTED']) {
      expect(await training.ok(UPDATE, { id: interest.id, status })).toEqual({
        updateInterestStatus: { id: interest.id, status },
      });
    }
    expect(await training.failure(UPDATE, { id: interest.id, status: 'ARCHIVED' })).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
    });
    expect(await training.failure(UPDATE, { id: randomUUID(), status: 'NEW' })).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    const entries = await training.sql<{ before: { status: string }; after: { status: string } }>(
      `select before, after from "training"."audit_log" where entity_id = ? and action = 'interest.update' order by created_at`,
      [interest.id],
    );
    expect(entries.map((entry) => `${entry.before.status}>${entry.after.status}`)).toEqual([
      'NEW>CONTACTED',
      'CONTACTED>CONVERTED',
      'CONVERTED>CLOSED',
      'CLOSED>ENROLLED',
      'ENROLLED>REJECTED',
    ]);
  });

  test('reads one interest; absent, malformed and soft-deleted ids are NOT_FOUND', async () => {
    const interest = await registered('first-aid', { name: 'Frances Allen', email: 'frances@example.test' });
    const GET = `query($id: ID!) { interest(id: $id) { id name course { slug } } }`;
    expect(await training.ok(GET, { id: interest.id.toUpperCase() })).toEqual({
      interest: { id: interest.id, name: 'Frances Allen', course: { slug: 'first-aid' } },
    });
    expect(await training.failure(GET, { id: randomUUID() })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await training.failure(GET, { id: 'abc' })).toMatchObject({ code: 'NOT_FOUND' });
    await training.ok(`mutation($ids: [ID!]!) { deleteInterests(ids: $ids) { deleted } }`, { ids: [interest.id] });
    expect(await training.failure(GET, { id: interest.id })).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('interest list', () => {
  const ids: Record<string, string> = {};
  const list = async (variables: Record<string, unknown>) =>
    (
      await training.ok<{
        interests: {
          items: { id: string; name: string; status: string }[];
          total: number;
          page: number;
          limit: number;
        };
      }>(LIST, variables)
    ).interests;
  const names = async (filter: Record<string, unknown>, sort: unknown = [{ field: 'NAME' }]) =>
    (await list({ filter: { courseId: courses.fire.id, ...filter }, sort })).items.map((item) => item.name);

  beforeAll(async () => {
    const fixtures: [string, string, string | null, string | null, string][] = [
      ['Zoe 100% Sure', 'zoe@alpha.test', 'Alpha_Corp', '555-0100', '2025-01-10T09:00:00Z'],
      ['Yann', 'yann@beta.test', 'AlphaXCorp', null, '2025-01-15T23:59:59Z'],
      ['Xavier', 'XAVIER@Gamma.test', 'Gamma Ltd', '555-0199', '2025-01-16T00:00:00Z'],
      ['Wanda', 'wanda@delta.test', null, null, '2025-02-01T12:00:00Z'],
    ];
    for (const [name, email, organisation, phone, createdAt] of fixtures) {
      const { createInterest } = await training.ok<{ createInterest: InterestData }>(CREATE, {
        input: { courseId: courses.fire.id, name, email, organisation, phone },
      });
      await training.sql(`update "training"."interest" set created_at = ? where id = ?`, [
        createdAt,
        createInterest.id,
      ]);
      ids[name] = createInterest.id;
    }
    // Everything else on this course was created now, after the fixtures' dates.
    await training.ok(`mutation($id: ID!) { updateInterestStatus(id: $id, status: CONTACTED) { id } }`, {
      id: ids.Yann,
    });
    await training.ok(`mutation($id: ID!) { updateInterestStatus(id: $id, status: ENROLLED) { id } }`, {
      id: ids.Xavier,
    });
  });

  test('searches name, email, organisation and phone, case-insensitively, with LIKE wildcards taken literally', async () => {
    expect(await names({ search: 'xavier@gamma' })).toEqual(['Xavier']);
    expect(await names({ search: 'GAMMA ltd' })).toEqual(['Xavier']);
    expect(await names({ search: '555-01' })).toEqual(['Xavier', 'Zoe 100% Sure']);
    expect(await names({ search: 'alpha_corp' })).toEqual(['Zoe 100% Sure']);
    expect(await names({ search: '100%' })).toEqual(['Zoe 100% Sure']);
    expect(await names({ search: '%' })).toEqual(['Zoe 100% Sure']);
    expect(await names({ search: '\\' })).toEqual([]);
  });

  test('filters by one or several statuses and by course', async () => {
    expect(await names({ status: ['ENROLLED'] })).toEqual(['Xavier']);
    expect(await names({ status: ['CONTACTED', 'ENROLLED'] })).toEqual(['Xavier', 'Yann']);
    const other = await list({ filter: { courseId: courses.draft.id } });
    expect(other.items.map((item) => item.name)).toEqual(['Barbara Liskov']);
  });

  test('filters by creation date; a date-only dateTo includes that whole day', async () => {
    expect(await names({ dateFrom: '2025-01-01', dateTo: '2025-01-15' })).toEqual(['Yann', 'Zoe 100% Sure']);
    expect(await names({ dateFrom: '2025-01-16', dateTo: '2025-02-01' })).toEqual(['Wanda', 'Xavier']);
    expect(await names({ dateFrom: '2025-01-15T12:00:00Z', dateTo: '2025-01-16T00:00:00Z' })).toEqual([
      'Xavier',
      'Yann',
    ]);
    expect(await names({ dateTo: '2025-01-10' })).toEqual(['Zoe 100% Sure']);
    // The last two are refused by the length limits of the filter input itself.
    const refused = [
      { dateFrom: 'yesterday' },
      { dateTo: '2025-02-30' },
      { dateFrom: '2025-02-02', dateTo: '2025-02-01' },
      { courseId: 'fire-safety' },
      { search: 's'.repeat(201) },
      { dateTo: '2'.repeat(41) },
    ];
    for (const filter of refused) {
      expect(await training.failure(LIST, { filter })).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    }
  });

  test('sorts by a whitelisted field, newest first by default, and pages', async () => {
    const newestFirst = await list({ filter: { courseId: courses.fire.id, dateTo: '2025-12-31' } });
    expect(newestFirst.items.map((item) => item.name)).toEqual(['Wanda', 'Xavier', 'Yann', 'Zoe 100% Sure']);
    expect(
      await names({ dateTo: '2025-12-31' }, [
        { field: 'STATUS', direction: 'DESC' },
        { field: 'NAME', direction: 'ASC' },
      ]),
    ).toEqual(['Wanda', 'Zoe 100% Sure', 'Xavier', 'Yann']);
    const page = await list({
      filter: { courseId: courses.fire.id, dateTo: '2025-12-31' },
      sort: [{ field: 'CREATED_AT', direction: 'ASC' }],
      page: 2,
      limit: 3,
    });
    expect(page).toEqual({ items: [{ id: ids.Wanda, name: 'Wanda', status: 'NEW' }], total: 4, page: 2, limit: 3 });
    expect(await training.failure(LIST, { sort: [{ field: 'PHONE', direction: 'ASC' }] })).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(await training.failure(LIST, { limit: 1000 })).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  test('soft-deletes in bulk: matched vs deleted, gone from the list, audited; invalid ids are refused', async () => {
    const DELETE = `mutation($ids: [ID!]!) { deleteInterests(ids: $ids) { matched deleted } }`;
    expect(await training.failure(DELETE, { ids: [ids.Wanda, 'not-a-uuid'] })).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
    });
    expect(await training.failure(DELETE, { ids: [] })).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await training.ok(DELETE, { ids: [ids.Wanda, ids.Wanda.toUpperCase(), randomUUID()] })).toEqual({
      deleteInterests: { matched: 1, deleted: 1 },
    });
    expect(await training.ok(DELETE, { ids: [ids.Wanda, ids.Yann] })).toEqual({
      deleteInterests: { matched: 2, deleted: 1 },
    });
    expect(await names({ dateTo: '2025-12-31' })).toEqual(['Xavier', 'Zoe 100% Sure']);
    const [row] = await training.sql<{ deleted_at: string | null }>(
      `select deleted_at from "training"."interest" where id = ?`,
      [ids.Wanda],
    );
    expect(row.deleted_at).not.toBeNull();
    const audited = await training.sql(
      `select 1 from "training"."audit_log" where action = 'interest.delete' and entity_id in (?, ?)`,
      [ids.Wanda, ids.Yann],
    );
    expect(audited).toHaveLength(2);
  });
});

describe('erasure', () => {
  test('empties the personal fields, revokes the brochure link and keeps the row, audited without personal data', async () => {
    const interest = await registered('fire-safety', {
      name: 'Margaret Hamilton',
      email: 'margaret@example.test',
      phone: '555-1969',
      organisation: 'NASA',
      requestBrochure: true,
    });
    const token = BROCHURE_LINK.exec((await smtp.waitFor(mailTo('margaret@example.test'))).text)![1];
    expect((await training.gql(DOWNLOAD, { token })).errors).toBeUndefined();
    const before = await countInterests();

    const ERASE = `mutation($id: ID!) { eraseInterest(id: $id) { ${INTEREST} } }`;
    const { eraseInterest } = await training.ok<{ eraseInterest: InterestData }>(ERASE, { id: interest.id });
    expect(eraseInterest).toMatchObject({
      id: interest.id,
      courseId: courses.fire.id,
      name: null,
      email: null,
      phone: null,
      organisation: null,
      brochureTokenExpiresAt: null,
      erasedAt: expect.any(String),
    });
    expect(await countInterests()).toBe(before);
    expect(await tokenOf(interest.id)).toBeNull();
    expect(await training.failure(DOWNLOAD, { token })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await training.failure(RESEND, { id: interest.id })).toMatchObject({ code: 'CONFLICT', status: 409 });

    const entries = await training.sql<{ before: unknown; after: unknown }>(
      `select before, after from "training"."audit_log" where entity_id = ? and action = 'interest.erase'`,
      [interest.id],
    );
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toMatch(/Margaret|margaret@|555-1969|NASA|"brochureToken"/);
    expect(entries[0].after).toMatchObject({ id: interest.id, erasedAt: expect.any(String) });

    // Erasing again changes nothing (and records nothing).
    const again = await training.ok<{ eraseInterest: InterestData }>(ERASE, { id: interest.id });
    expect(again.eraseInterest.erasedAt).toBe(eraseInterest.erasedAt);
    expect(
      await training.sql(`select 1 from "training"."audit_log" where entity_id = ? and action = 'interest.erase'`, [
        interest.id,
      ]),
    ).toHaveLength(1);
    expect(await training.failure(ERASE, { id: randomUUID() })).toMatchObject({ code: 'NOT_FOUND' });
  });
});
