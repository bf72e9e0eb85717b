/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderPdf } from '../../subgraphs/shared/pdf.js';
import { FileStorage } from '../../subgraphs/shared/storage.js';
import { TrainingFiles } from '../../subgraphs/training/files/training-files.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import { pdfText } from '../support/pdf.js';
import { mailTo, type ReceivedMail } from '../support/smtp.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { expectTrainingError, trainingRest, trainingSql } from '../support/training-rest.js';
import { identityEnv, outsiderHeaders, PublicFormServers, signInTrainingAdmin } from '../support/training.js';

/**
 * The interest routes of both variants through the whole system (REST adapter → gateway → training subgraph →
 * PostgreSQL), with a real identity provider protocol, SMTP server, bot-challenge service and stored brochure.
 */
const PUBLIC_URL = 'https://learn.example.test';
const BROCHURE_LINK = /https:\/\/learn\.example\.test(\/training\/api\/v1\/interests\/brochure\/[A-Za-z0-9_-]{43})/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const idp = new TestIdentityProvider();
const forms = new PublicFormServers();
const { smtp } = forms;
let stack: TestStack;
let storageDir: string;
let admin: Record<string, string>;
let brochurePdf: Buffer;
const call = trainingRest(() => stack);
const sql = trainingSql(() => stack);
const suffix = randomUUID().slice(0, 8);
const course = { id: '', slug: `first-aid-${suffix}`, title: 'First Aid at Work' };
const bare = { id: '', slug: `no-brochure-${suffix}`, title: 'Course Without Brochure' };

beforeAll(async () => {
  await Promise.all([idp.start(), forms.start()]);
  storageDir = mkdtempSync(join(tmpdir(), 'interests-storage-'));
  stack = await startTestStack({
    ...identityEnv(idp),
    ...forms.env(),
    AUDIT_LOG_URL: undefined,
    PUBLIC_URL,
    STORAGE_DIR: storageDir,
    RATE_LIMIT_FACTOR: '0',
  });
  admin = (await signInTrainingAdmin(idp, stack.testDatabase.url)).headers;
  for (const target of [course, bare]) {
    const created = await call(
      'POST',
      '/courses',
      { title: target.title, slug: target.slug, description: 'Three days.', is_published: true },
      admin,
    );
    expect(created.status).toBe(201);
    target.id = created.body.data.id;
  }
  brochurePdf = await renderPdf((document) => document.text('First Aid at Work: the brochure'));
  await new FileStorage(storageDir).write(TrainingFiles.courseBrochure(course.id), brochurePdf, { accept: ['pdf'] });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await Promise.all([idp.stop(), forms.stop()]);
});

const countInterests = async () =>
  Number((await sql<{ n: string }>(`select count(*) as n from "training"."interest"`))[0].n);
const linkIn = (mail: ReceivedMail) => BROCHURE_LINK.exec(mail.text)?.[1];

async function download(path: string): Promise<Response> {
  return fetch(`${stack.restUrl}${path}`);
}

const register = (courseKey: string, body: Record<string, unknown>) =>
  call('POST', `/courses/${courseKey}/interest`, { challengeToken: 'pass-token', ...body });

const ids: Record<string, string> = {};
/** Brochure link paths received by mail, per learner. */
const links: Record<string, string> = {};

describe('POST /courses/:id/interest (public + challenge)', () => {
  test('registers interest (201, legacy body) and mails the brochure link on request_brochure; the link streams the PDF', async () => {
    const answer = await register(course.slug, {
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      phone: '+44 20 7946 0000',
      organisation: 'Analytical Engines',
      request_brochure: true,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      status: 'success',
      data: {
        id: expect.stringMatching(UUID),
        course_id: course.id,
        course_title: course.title,
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        phone: '+44 20 7946 0000',
        organisation: 'Analytical Engines',
        status: 'new',
        source: 'public',
        brochure_requested: true,
        brochure_sent_at: expect.stringMatching(ISO),
        brochure_expires_at: expect.stringMatching(ISO),
        deleted_at: null,
        erased_at: null,
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      },
    });
    expect(Date.parse(answer.body.data.brochure_expires_at) - Date.now()).toBeGreaterThan(179 * DAY_MS);
    ids.ada = answer.body.data.id;

    const mail = await smtp.waitFor(mailTo('ada@example.test'));
    expect(mail.to).toEqual(['ada@example.test']);
    expect(mail.subject).toBe(`Your brochure: ${course.title}`);
    expect(mail.text).toContain(course.title);
    const path = linkIn(mail);
    expect(path).toBeDefined();
    expect(mail.html).toContain(`href="${PUBLIC_URL}${path}"`);
    links.ada = path!;

    const pdf = await download(path!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${course.slug}-brochure.pdf`);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.compare(Buffer.from(bytes), brochurePdf)).toBe(0);
    expect(await pdfText(bytes)).toContain('First Aid at Work: the brochure');
  });

  test('takes the course uuid too; without request_brochure no mail is sent', async () => {
    const answer = await register(course.id, { name: 'Grace Hopper', email: 'grace@example.test' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      course_id: course.id,
      brochure_requested: false,
      brochure_sent_at: null,
      brochure_expires_at: null,
    });
    ids.grace = answer.body.data.id;
    await smtp.expectNone(mailTo('grace@example.test'));
  });

  test('a failed challenge answers 403 and writes and mails nothing; a missing token answers 400', async () => {
    const before = await countInterests();
    expectTrainingError(
      await register(course.slug, {
        name: 'Bot',
        email: 'bot@example.test',
        request_brochure: true,
        challengeToken: 'fail-token',
      }),
      403,
      /challenge/i,
    );
    expectTrainingError(
      await register(course.slug, {
        name: 'Bot',
        email: 'bot@example.test',
        request_brochure: true,
        challengeToken: undefined,
      }),
      400,
      /challengeToken/,
    );
    expectTrainingError(
      await register(course.slug, { name: 'Bot', email: 'bot@example.test', challengeToken: '' }),
      400,
    );
    expect(await countInterests()).toBe(before);
    await smtp.expectNone(mailTo('bot@example.test'), 1500);
  });

  test('invalid input answers 400, an unknown course 404', async () => {
    expectTrainingError(await register(course.slug, { name: 'Ada', email: 'not-an-email' }), 400);
    expectTrainingError(await register(course.slug, { email: 'ada@example.test' }), 400);
    expectTrainingError(
      await register(course.slug, { name: 'Ada', email: 'ada@example.test', request_brochure: 'yes' }),
      400,
    );
    expectTrainingError(await call('POST', `/courses/${course.slug}/interest`, [{ name: 'Ada' }]), 400);
    expectTrainingError(await call('POST', `/courses/${course.slug}/interest`, '{"name": '), 400);
    expectTrainingError(await register(`unknown-${suffix}`, { name: 'Ada', email: 'ada@example.test' }), 404);
  });
});

describe('brochure links', () => {
  test('an expired token answers 403; an unknown one 404; a course without a brochure file 404', async () => {
    const expiring = await register(course.slug, {
      name: 'Alan Turing',
      email: 'alan@example.test',
      request_brochure: true,
    });
    ids.alan = expiring.body.data.id;
    const path = linkIn(await smtp.waitFor(mailTo('alan@example.test')))!;
    links.alan = path;
    await sql(`update "training"."interest" set brochure_token_expires_at = now() - interval '1 second' where id = ?`, [
      ids.alan,
    ]);
    const expired = await download(path);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({
      status: 'error',
      message: 'Brochure link expired',
      correlationId: expired.headers.get('x-correlation-id'),
    });

    const unknown = await download(`/training/api/v1/interests/brochure/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);

    await register(bare.slug, { name: 'Edsger Dijkstra', email: 'edsger@example.test', request_brochure: true });
    const unavailable = await download(linkIn(await smtp.waitFor(mailTo('edsger@example.test')))!);
    expect(unavailable.status).toBe(404);
    expect(await unavailable.json()).toMatchObject({ status: 'error', message: 'Brochure not available' });
  });

  test('POST /interests/:id/resend-brochure regenerates the expired token, and keeps a valid one', async () => {
    smtp.clear();
    const regenerated = await call('POST', `/interests/${ids.alan}/resend-brochure`, undefined, admin);
    expect(regenerated.status).toBe(200);
    expect(regenerated.body).toEqual({
      status: 'success',
      regenerated: true,
      data: { regenerated: true, expires_at: expect.stringMatching(ISO) },
    });
    const fresh = linkIn(await smtp.waitFor(mailTo('alan@example.test')))!;
    expect(fresh).not.toBe(links.alan);
    expect((await download(fresh)).status).toBe(200);
    expect((await download(links.alan)).status).toBe(404);
    links.alan = fresh;

    smtp.clear();
    const kept = await call('POST', `/interests/${ids.alan}/resend-brochure`, undefined, admin);
    expect(kept.body).toEqual({
      status: 'success',
      regenerated: false,
      data: { regenerated: false, expires_at: regenerated.body.data.expires_at },
    });
    const mail = await smtp.waitFor(mailTo('alan@example.test'));
    expect(mail.subject).toBe(`Your brochure: ${course.title}`);
    expect(linkIn(mail)).toBe(fresh);

    expectTrainingError(await call('POST', `/interests/${randomUUID()}/resend-brochure`, undefined, admin), 404);
  });
});

describe('admin interest routes', () => {
  test('POST /interests creates by hand (201) without a challenge, mailing the brochure on send_brochure', async () => {
    const answer = await call(
      'POST',
      '/interests',
      {
        course_id: course.id,
        name: 'Barbara Liskov',
        email: 'barbara@example.test',
        organisation: 'MIT',
        status: 'contacted',
        send_brochure: true,
      },
      admin,
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      course_id: course.id,
      course_title: course.title,
      name: 'Barbara Liskov',
      status: 'contacted',
      source: 'admin',
      brochure_requested: true,
    });
    ids.barbara = answer.body.data.id;
    const mail = await smtp.waitFor(mailTo('barbara@example.test'));
    expect(mail.subject).toBe(`Your brochure: ${course.title}`);
    expect((await download(linkIn(mail)!)).status).toBe(200);

    const plain = await call(
      'POST',
      '/interests',
      { course_id: bare.id, name: 'Ken Thompson', email: 'ken@example.test' },
      admin,
    );
    expect(plain.status).toBe(201);
    expect(plain.body.data).toMatchObject({ status: 'new', brochure_requested: false });
    ids.ken = plain.body.data.id;
    await smtp.expectNone(mailTo('ken@example.test'));

    expectTrainingError(await call('POST', '/interests', { name: 'No Course', email: 'x@example.test' }, admin), 400);
    expectTrainingError(
      await call('POST', '/interests', { course_id: randomUUID(), name: 'X', email: 'x@example.test' }, admin),
      400,
    );
    expectTrainingError(
      await call(
        'POST',
        '/interests',
        { course_id: course.id, name: 'X', email: 'x@example.test', status: 'archived' },
        admin,
      ),
      400,
    );
  });

  test('GET /interests lists with the filters of Variant A (status, course_id, page, limit)', async () => {
    const byCourse = await call('GET', `/interests?course_id=${bare.id}`, undefined, admin);
    expect(byCourse.status).toBe(200);
    expect(byCourse.body).toMatchObject({ status: 'success', results: 2, total: 2, page: 1, limit: 20 });
    expect(byCourse.body.data.map((interest: any) => interest.name).sort()).toEqual([
      'Edsger Dijkstra',
      'Ken Thompson',
    ]);
    expect(byCourse.body.data[0]).toHaveProperty('course_title', bare.title);

    const contacted = await call('GET', `/interests?status=contacted&course_id=${course.id}`, undefined, admin);
    expect(contacted.body.data.map((interest: any) => interest.id)).toEqual([ids.barbara]);

    const paged = await call('GET', `/interests?course_id=${course.id}&page=2&limit=2`, undefined, admin);
    expect(paged.body).toMatchObject({ results: 2, total: 4, page: 2, limit: 2 });
    expectTrainingError(await call('GET', '/interests?status=archived', undefined, admin), 400);
    expectTrainingError(await call('GET', '/interests?limit=lots', undefined, admin), 400);
  });

  test('GET /interests lists with the filters of Variant B (search, several statuses, dates, sort)', async () => {
    const search = await call('GET', `/interests?search=${encodeURIComponent('ANALYTICAL')}`, undefined, admin);
    expect(search.body.data.map((interest: any) => interest.id)).toEqual([ids.ada]);

    const statuses = await call(
      'GET',
      `/interests?status=new,contacted&course_id=${course.id}&sort=name:asc`,
      undefined,
      admin,
    );
    expect(statuses.body.data.map((interest: any) => interest.name)).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Barbara Liskov',
      'Grace Hopper',
    ]);

    await sql(`update "training"."interest" set created_at = '2025-03-10T22:00:00Z' where id = ?`, [ids.grace]);
    const day = await call('GET', `/interests?date_from=2025-03-10&date_to=2025-03-10`, undefined, admin);
    expect(day.body.data.map((interest: any) => interest.id)).toEqual([ids.grace]);
    const before = await call('GET', `/interests?date_to=2025-03-09`, undefined, admin);
    expect(before.body.total).toBe(0);
    expectTrainingError(await call('GET', '/interests?date_from=march', undefined, admin), 400);
    expectTrainingError(await call('GET', '/interests?sort=secret:asc', undefined, admin), 400);
  });

  test('PATCH /interests/:id sets a status of either variant', async () => {
    const answer = await call('PATCH', `/interests/${ids.grace}`, { status: 'enrolled' }, admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      data: expect.objectContaining({ id: ids.grace, status: 'enrolled' }),
    });
    expect((await call('PATCH', `/interests/${ids.grace}`, { status: 'closed' }, admin)).body.data.status).toBe(
      'closed',
    );
    expectTrainingError(await call('PATCH', `/interests/${ids.grace}`, { status: 'archived' }, admin), 400);
    expectTrainingError(await call('PATCH', `/interests/${ids.grace}`, {}, admin), 400);
    expectTrainingError(await call('PATCH', `/interests/${randomUUID()}`, { status: 'new' }, admin), 404);
  });

  test('DELETE /interests soft-deletes in bulk; invalid ids answer 400', async () => {
    expectTrainingError(await call('DELETE', '/interests', { ids: [ids.ken, 'nope'] }, admin), 400);
    expectTrainingError(await call('DELETE', '/interests', { ids: 'all' }, admin), 400);
    expectTrainingError(await call('DELETE', '/interests', {}, admin), 400);
    const answer = await call('DELETE', '/interests', { ids: [ids.ken, randomUUID()] }, admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'success', data: { matched: 1, deleted: 1 } });
    const list = await call('GET', `/interests?course_id=${bare.id}`, undefined, admin);
    expect(list.body.data.map((interest: any) => interest.name)).toEqual(['Edsger Dijkstra']);
    expectTrainingError(await call('PATCH', `/interests/${ids.ken}`, { status: 'new' }, admin), 404);
  });

  test('POST /interests/:id/hard-delete erases the personal data irreversibly, keeping the row', async () => {
    const rows = await countInterests();
    const answer = await call('POST', `/interests/${ids.ada}/hard-delete`, undefined, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: ids.ada,
      course_id: course.id,
      name: null,
      email: null,
      phone: null,
      organisation: null,
      brochure_expires_at: null,
      erased_at: expect.stringMatching(ISO),
    });
    expect(await countInterests()).toBe(rows);
    expect((await download(links.ada)).status).toBe(404);
    expectTrainingError(await call('POST', `/interests/${ids.ada}/resend-brochure`, undefined, admin), 409);
    const search = await call('GET', '/interests?search=lovelace', undefined, admin);
    expect(search.body.total).toBe(0);
    expectTrainingError(await call('POST', `/interests/${randomUUID()}/hard-delete`, undefined, admin), 404);
  });
});

describe('expiry settings', () => {
  test('a brochure link issued after PUT /settings expires after the new number of days', async () => {
    const changed = await call('PUT', '/settings', { brochure_expiry_days: 3 }, admin);
    expect(changed.status).toBe(200);
    expect(changed.body.brochure_expiry_days).toBe(3);
    try {
      const issuedAt = Date.now();
      const answer = await register(course.slug, {
        name: 'Edsger Dijkstra',
        email: `edsger-${suffix}@example.test`,
        request_brochure: true,
      });
      expect(answer.status).toBe(201);
      const lifetime = Date.parse(answer.body.data.brochure_expires_at) - issuedAt;
      expect(Math.abs(lifetime - 3 * DAY_MS)).toBeLessThan(60_000);
      await smtp.waitFor(mailTo(`edsger-${suffix}@example.test`));
    } finally {
      expect((await call('PUT', '/settings', { brochure_expiry_days: 180 }, admin)).status).toBe(200);
    }
  });
});

describe('admin authentication', () => {
  const adminRoutes = (): [string, string, unknown][] => [
    ['GET', '/interests', undefined],
    [
      'POST',
      '/interests',
      { course_id: course.id, name: 'Intruder', email: 'intruder@example.test', send_brochure: true },
    ],
    ['PATCH', `/interests/${ids.grace}`, { status: 'rejected' }],
    ['DELETE', '/interests', { ids: [ids.grace] }],
    ['POST', `/interests/${ids.grace}/resend-brochure`, undefined],
    ['POST', `/interests/${ids.grace}/hard-delete`, undefined],
  ];

  test('admin routes answer 401 without an Authorization header', async () => {
    for (const [method, path, body] of adminRoutes()) expectTrainingError(await call(method, path, body), 401);
  });

  test('admin routes answer 403 for a non-member and for a token the provider rejects, changing nothing', async () => {
    for (const [method, path, body] of adminRoutes()) {
      expectTrainingError(await call(method, path, body, outsiderHeaders(idp)), 403, /not a member/i);
      expectTrainingError(await call(method, path, body, { authorization: 'Bearer not.a.valid-token' }), 403);
    }
    const grace = await sql<{ status: string; name: string; deleted_at: string | null }>(
      `select status, name, deleted_at from "training"."interest" where id = ?`,
      [ids.grace],
    );
    expect(grace[0]).toEqual({ status: 'CLOSED', name: 'Grace Hopper', deleted_at: null });
    await smtp.expectNone(mailTo('intruder@example.test'));
  });

  test('public routes need no credentials', async () => {
    expect((await register(course.slug, { name: 'Public', email: 'public@example.test' })).status).toBe(201);
    expect((await download(links.alan)).status).toBe(200);
  });
});
