import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderPdf } from '../../subgraphs/shared/pdf.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import { pdfText } from '../support/pdf.js';
import { mailTo } from '../support/smtp.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { expectAdminOnly, expectTrainingError, trainingRest, trainingSql } from '../support/training-rest.js';
import { identityEnv, outsiderHeaders, PublicFormServers, signInTrainingAdmin } from '../support/training.js';

/**
 * Contact enquiries and training plan requests of both variants through the whole system (REST adapter →
 * gateway → training subgraph → PostgreSQL), with a real identity provider protocol, SMTP server and
 * bot-challenge service; the training plan PDF is uploaded through the REST upload route.
 */
const PUBLIC_URL = 'https://learn.example.test';
const DOWNLOAD_LINK = /https:\/\/learn\.example\.test(\/training\/api\/v1\/training-plan\/download\/[A-Za-z0-9_-]{43})/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const idp = new TestIdentityProvider();
const forms = new PublicFormServers();
const { smtp, challenge } = forms;
let stack: TestStack;
let admin: Record<string, string>;
let member: string;
let planPdf: Buffer;
const call = trainingRest(() => stack);
const sql = trainingSql(() => stack);

beforeAll(async () => {
  await Promise.all([idp.start(), forms.start()]);
  stack = await startTestStack({
    ...identityEnv(idp),
    ...forms.env(),
    AUDIT_LOG_URL: undefined,
    PUBLIC_URL,
    STORAGE_DIR: mkdtempSync(join(tmpdir(), 'training-plans-storage-')),
    MAX_UPLOAD_BYTES: undefined,
    RATE_LIMIT_FACTOR: '0',
  });
  ({
    headers: admin,
    user: { id: member },
  } = await signInTrainingAdmin(idp, stack.testDatabase.url));
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await Promise.all([idp.stop(), forms.stop()]);
});

const count = async (table: string) =>
  Number((await sql<{ n: string }>(`select count(*) as n from "training"."${table}"`))[0].n);

/** The path (on the REST adapter) of the latest training plan link mailed to `address`. */
async function mailedLink(address: string): Promise<string> {
  const mail = await smtp.waitFor(mailTo(address));
  return DOWNLOAD_LINK.exec(mail.text)![1];
}

const download = (path: string) => fetch(`${stack.restUrl}${path}`);

describe('contact enquiries', () => {
  const ids: Record<string, string> = {};

  test('POST /contact records the message (201, legacy body)', async () => {
    const answer = await call('POST', '/contact', {
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      message: 'Courses in Leeds?',
      challengeToken: 'pass-token',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      status: 'success',
      data: {
        id: expect.stringMatching(UUID),
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        message: 'Courses in Leeds?',
        status: 'new',
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      },
    });
    ids.ada = answer.body.data.id;
    ids.grace = (
      await call('POST', '/contact', {
        name: 'Grace',
        email: 'grace@example.test',
        message: 'COBOL?',
        challengeToken: 'pass-2',
      })
    ).body.data.id;
  });

  test('POST /contact writes nothing when the challenge fails (403) or is missing (400), or the input is invalid (400)', async () => {
    const before = await count('enquiry');
    const message = { name: 'Bot', email: 'bot@example.test', message: 'Spam' };
    expectTrainingError(
      await call('POST', '/contact', { ...message, challengeToken: 'fail-token' }),
      403,
      /challenge/i,
    );
    expectTrainingError(await call('POST', '/contact', message), 400, /challengeToken/);
    expectTrainingError(
      await call('POST', '/contact', { ...message, email: 'not-an-email', challengeToken: 'pass-token' }),
      400,
    );
    expectTrainingError(
      await call('POST', '/contact', { ...message, message: undefined, challengeToken: 'pass-token' }),
      400,
    );
    expectTrainingError(await call('POST', '/contact', '{"name": '), 400);
    expect(await count('enquiry')).toBe(before);
  });

  test('GET /enquiries pages and filters (admin)', async () => {
    const all = await call('GET', '/enquiries?limit=1&page=2', undefined, admin);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ status: 'success', results: 1, total: 2, page: 2, limit: 1 });
    expect(all.body.data[0]).toMatchObject({ id: ids.ada, status: 'new' });

    const today = new Date().toISOString().slice(0, 10);
    const found = await call(
      'GET',
      `/enquiries?search=leeds&status=new&date_from=${today}&date_to=${today}`,
      undefined,
      admin,
    );
    expect(found.body).toMatchObject({ results: 1, total: 1 });
    expect(found.body.data[0]).toEqual({
      id: ids.ada,
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      message: 'Courses in Leeds?',
      status: 'new',
      created_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
    });
    expect((await call('GET', '/enquiries?date_to=2000-01-01', undefined, admin)).body.total).toBe(0);
    expectTrainingError(await call('GET', '/enquiries?date_from=yesterday', undefined, admin), 400);
    expectTrainingError(await call('GET', '/enquiries?status=archived', undefined, admin), 400);
    await expectAdminOnly(call, idp, 'GET', '/enquiries');
  });

  test('PATCH /enquiries/:id sets statuses of both variants (admin)', async () => {
    const progress = await call('PATCH', `/enquiries/${ids.ada}`, { status: 'in_progress' }, admin);
    expect(progress.status).toBe(200);
    expect(progress.body).toMatchObject({ status: 'success', data: { id: ids.ada, status: 'in_progress' } });
    const responded = await call('PATCH', `/enquiries/${ids.grace}`, { status: 'responded' }, admin);
    expect(responded.body.data.status).toBe('responded');
    const listed = await call('GET', '/enquiries?status=in_progress,responded', undefined, admin);
    expect(listed.body.total).toBe(2);

    expectTrainingError(await call('PATCH', `/enquiries/${ids.ada}`, { status: 'archived' }, admin), 400);
    expectTrainingError(await call('PATCH', `/enquiries/${ids.ada}`, {}, admin), 400);
    expectTrainingError(await call('PATCH', `/enquiries/${randomUUID()}`, { status: 'closed' }, admin), 404);
    await expectAdminOnly(call, idp, 'PATCH', `/enquiries/${ids.ada}`, { status: 'closed' });
    const entries = await sql(
      `select actor_id from "training"."audit_log" where entity_type = 'enquiry' and entity_id = ?`,
      [ids.ada],
    );
    expect(entries).toEqual([{ actor_id: member }]);
  });
});

describe('training plan requests', () => {
  const ids: Record<string, string> = {};
  const links: Record<string, string> = {};
  const requester = (name: string) => ({
    organisation: `${name} Ltd`,
    contact_name: name,
    contact_email: `${name.toLowerCase()}@example.test`,
    contact_phone: '+44 113 496 0000',
    requirements: 'Ten people, first aid',
  });

  beforeAll(async () => {
    planPdf = await renderPdf((document) => document.text('Training plan 2030: first aid, fire safety, leadership'));
    const form = new FormData();
    form.append('file', new Blob([planPdf], { type: 'application/pdf' }), 'plan-2030.pdf');
    const response = await fetch(`${stack.restUrl}/training/api/v1/upload/training-plan`, {
      method: 'POST',
      body: form,
      headers: admin,
    });
    expect(response.status).toBe(201);
  });

  test('POST /training-plan/request (B, public + challenge) records the request and mails the download link', async () => {
    const answer = await call('POST', '/training-plan/request', { ...requester('Alan'), challengeToken: 'pass-token' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      status: 'success',
      data: {
        id: expect.stringMatching(UUID),
        organisation: 'Alan Ltd',
        contact_name: 'Alan',
        contact_email: 'alan@example.test',
        contact_phone: '+44 113 496 0000',
        requirements: 'Ten people, first aid',
        source: 'public_request',
        email_sent_at: expect.stringMatching(ISO),
        download_expires_at: expect.stringMatching(ISO),
        deleted_at: null,
        erased_at: null,
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      },
    });
    expect(Date.parse(answer.body.data.download_expires_at) - Date.now()).toBeGreaterThan(179 * DAY_MS);
    ids.alan = answer.body.data.id;

    const mail = await smtp.waitFor(mailTo('alan@example.test'));
    expect(mail.to).toEqual(['alan@example.test']);
    expect(mail.subject).toBe('Your training plan');
    expect(mail.html).toContain(`${PUBLIC_URL}${DOWNLOAD_LINK.exec(mail.text)![1]}`);
    links.alan = DOWNLOAD_LINK.exec(mail.text)![1]!;
  });

  test('GET /training-plan/download/:token streams exactly the uploaded PDF', async () => {
    const response = await download(links.alan);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('training-plan.pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Buffer.compare(bytes, planPdf)).toBe(0);
    expect(await pdfText(new Uint8Array(bytes))).toContain('leadership');
    const unknown = await download('/training/api/v1/training-plan/download/' + 'A'.repeat(43));
    expect(unknown.status).toBe(404);
  });

  test("POST /training-plan without Authorization is Variant A's public form: challenge, then the same mail", async () => {
    const answer = await call('POST', '/training-plan', { ...requester('Grace'), challengeToken: 'pass-token' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      contact_name: 'Grace',
      source: 'public_form',
      email_sent_at: expect.stringMatching(ISO),
    });
    ids.grace = answer.body.data.id;
    links.grace = await mailedLink('grace@example.test');
    expect((await download(links.grace)).status).toBe(200);
    expectTrainingError(await call('POST', '/training-plan', requester('Grace')), 400, /challengeToken/);
  });

  test("POST /training-plan with Authorization is Variant B's admin creation: no challenge, mail sent, admins only", async () => {
    const calls = challenge.calls.length;
    const answer = await call('POST', '/training-plan', requester('Barbara'), admin);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ contact_name: 'Barbara', source: 'admin' });
    expect(challenge.calls.length).toBe(calls);
    ids.barbara = answer.body.data.id;
    links.barbara = await mailedLink('barbara@example.test');

    const before = await count('training_plan_request');
    // A bearer token never falls back to the public form, even with a challenge token in the body.
    for (const headers of [
      { authorization: 'Bearer not-a-known-token' },
      outsiderHeaders(idp),
      { authorization: 'Basic abc' },
    ]) {
      const refused = await call(
        'POST',
        '/training-plan',
        { ...requester('Mallory'), challengeToken: 'pass-token' },
        headers,
      );
      expect([401, 403]).toContain(refused.status);
    }
    expectTrainingError(
      await call('POST', '/training-plan', { ...requester('Ken'), contact_email: 'ken' }, admin),
      400,
    );
    expect(await count('training_plan_request')).toBe(before);
    await smtp.expectNone((mail) => mailTo('mallory@example.test')(mail) || mailTo('ken')(mail));
  });

  test('a failed challenge writes nothing and mails nothing, on both public forms', async () => {
    const before = await count('training_plan_request');
    expectTrainingError(
      await call('POST', '/training-plan/request', { ...requester('Bot'), challengeToken: 'fail-token' }),
      403,
    );
    expectTrainingError(
      await call('POST', '/training-plan', { ...requester('Bot'), challengeToken: 'other-host-token' }),
      403,
    );
    challenge.down = true;
    try {
      expectTrainingError(
        await call('POST', '/training-plan/request', { ...requester('Bot'), challengeToken: 'pass-token' }),
        503,
      );
    } finally {
      challenge.down = false;
    }
    expect(await count('training_plan_request')).toBe(before);
    await smtp.expectNone(mailTo('bot@example.test'), 1500);
  });

  test('GET /training-plan pages and filters (admin)', async () => {
    const page = await call('GET', '/training-plan?limit=2', undefined, admin);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ status: 'success', results: 2, total: 3, page: 1, limit: 2 });
    expect(page.body.data.map((row: { id: string }) => row.id)).toEqual([ids.barbara, ids.grace]);
    const today = new Date().toISOString().slice(0, 10);
    const found = await call(
      'GET',
      `/training-plan?search=grace%20ltd&date_from=${today}&date_to=${today}`,
      undefined,
      admin,
    );
    expect(found.body).toMatchObject({
      total: 1,
      data: [{ id: ids.grace, contact_email: 'grace@example.test', source: 'public_form' }],
    });
    expect((await call('GET', '/training-plan?date_to=2000-01-01', undefined, admin)).body.total).toBe(0);
    expectTrainingError(await call('GET', '/training-plan?page=0', undefined, admin), 400);
    await expectAdminOnly(call, idp, 'GET', '/training-plan');
  });

  test('the download link answers 403 once its token expired', async () => {
    await sql(
      `update "training"."training_plan_request" set download_token_expires_at = now() - interval '1 second' where id = ?`,
      [ids.grace],
    );
    const expired = await download(links.grace);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ status: 'error', message: 'Download link expired' });
  });

  test('POST /training-plan/:id/resend keeps a valid token and renews an expired one (admin)', async () => {
    smtp.clear();
    const kept = await call('POST', `/training-plan/${ids.barbara}/resend`, undefined, admin);
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({
      status: 'success',
      regenerated: false,
      data: { regenerated: false, expires_at: expect.stringMatching(ISO) },
    });
    expect(await mailedLink('barbara@example.test')).toBe(links.barbara);

    const renewed = await call('POST', `/training-plan/${ids.grace}/resend`, undefined, admin);
    expect(renewed.body.data.regenerated).toBe(true);
    expect(renewed.body.regenerated).toBe(true);
    expect(Date.parse(renewed.body.data.expires_at) - Date.now()).toBeGreaterThan(179 * DAY_MS);
    const fresh = await mailedLink('grace@example.test');
    expect(fresh).not.toBe(links.grace);
    expect((await download(links.grace)).status).toBe(404);
    const response = await download(fresh);
    expect(response.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), planPdf)).toBe(0);

    expectTrainingError(await call('POST', `/training-plan/${randomUUID()}/resend`, undefined, admin), 404);
    await expectAdminOnly(call, idp, 'POST', `/training-plan/${ids.grace}/resend`);
  });

  test('DELETE /training-plan soft-deletes in bulk (admin)', async () => {
    const answer = await call('DELETE', '/training-plan', { ids: [ids.barbara, randomUUID()] }, admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'success', data: { matched: 1, deleted: 1 } });
    const list = await call('GET', '/training-plan', undefined, admin);
    expect(list.body.data.map((row: { id: string }) => row.id)).not.toContain(ids.barbara);
    expect((await download(links.barbara)).status).toBe(404);
    expectTrainingError(await call('DELETE', '/training-plan', { ids: ['nope'] }, admin), 400);
    expectTrainingError(await call('DELETE', '/training-plan', { ids: [] }, admin), 400);
    expectTrainingError(await call('DELETE', '/training-plan', {}, admin), 400);
    await expectAdminOnly(call, idp, 'DELETE', '/training-plan', { ids: [ids.alan] });
  });

  test('POST /training-plan/:id/hard-delete erases the personal data for good and revokes the link (admin)', async () => {
    await expectAdminOnly(call, idp, 'POST', `/training-plan/${ids.alan}/hard-delete`);
    const answer = await call('POST', `/training-plan/${ids.alan}/hard-delete`, undefined, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: ids.alan,
      organisation: null,
      contact_name: null,
      contact_email: null,
      contact_phone: null,
      requirements: null,
      download_expires_at: null,
      erased_at: expect.stringMatching(ISO),
    });
    expect((await download(links.alan)).status).toBe(404);
    expectTrainingError(await call('POST', `/training-plan/${ids.alan}/resend`, undefined, admin), 409);
    expectTrainingError(await call('POST', `/training-plan/${randomUUID()}/hard-delete`, undefined, admin), 404);
    const rows = await sql(
      `select contact_email, download_token from "training"."training_plan_request" where id = ?`,
      [ids.alan],
    );
    expect(rows).toEqual([{ contact_email: null, download_token: null }]);
  });
});
