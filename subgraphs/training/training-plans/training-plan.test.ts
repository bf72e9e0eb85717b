import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfText } from '../../../test/support/pdf.js';
import { mailTo } from '../../../test/support/smtp.js';
import {
  PublicFormServers,
  startTrainingWithForms,
  type FileLinkData,
  type TrainingUnderTest,
} from '../../../test/support/training.js';
import { renderPdf } from '../../shared/pdf.js';
import { FileStorage } from '../../shared/storage.js';
import { TrainingFiles } from '../files/training-files.js';

/**
 * Training plan requests through the training subgraph's GraphQL API, with a real SMTP server, a real
 * bot-challenge service and real files. No identity provider: the development bypass lets admin operations
 * through (the admin check itself is covered by the REST e2e test).
 */
const PUBLIC_URL = 'https://learn.example.test';
const DOWNLOAD_LINK = /https:\/\/learn\.example\.test\/training\/api\/v1\/training-plan\/download\/([A-Za-z0-9_-]{43})/;
const DAY_MS = 24 * 60 * 60 * 1000;

const forms = new PublicFormServers();
const { smtp, challenge } = forms;
let training: TrainingUnderTest;
let storageDir: string;

const REQUEST_FIELDS = `id organisation contactName contactEmail contactPhone requirements source downloadTokenExpiresAt
  emailSentAt deletedAt erasedAt createdAt updatedAt`;

interface RequestData {
  id: string;
  organisation: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  requirements: string | null;
  source: string;
  downloadTokenExpiresAt: string | null;
  emailSentAt: string | null;
  deletedAt: string | null;
  erasedAt: string | null;
}

const countRequests = async () =>
  Number((await training.sql<{ n: string }>(`select count(*) as n from "training"."training_plan_request"`))[0].n);
const tokenOf = async (id: string) =>
  (
    await training.sql<{ download_token: string | null }>(
      `select download_token from "training"."training_plan_request" where id = ?`,
      [id],
    )
  )[0].download_token;
const expire = (id: string) =>
  training.sql(
    `update "training"."training_plan_request" set download_token_expires_at = now() - interval '1 minute' where id = ?`,
    [id],
  );

const REQUEST = `mutation($input: RequestTrainingPlanInput!, $form: PublicTrainingPlanForm!) {
  requestTrainingPlan(input: $input, form: $form) { ${REQUEST_FIELDS} } }`;
const REQUEST_DEFAULT_FORM = `mutation($input: RequestTrainingPlanInput!) { requestTrainingPlan(input: $input) { ${REQUEST_FIELDS} } }`;
const CREATE = `mutation($input: CreateTrainingPlanRequestInput!) { createTrainingPlanRequest(input: $input) { ${REQUEST_FIELDS} } }`;
const DOWNLOAD = `query($token: String!) { trainingPlanDownload(token: $token) { url path expiresAt expiresIn filename contentType } }`;
const RESEND = `mutation($id: ID!) { resendTrainingPlan(id: $id) { regenerated expiresAt } }`;
const DELETE = `mutation($ids: [ID!]!) { deleteTrainingPlanRequests(ids: $ids) { matched deleted } }`;
const ERASE = `mutation($id: ID!) { eraseTrainingPlanRequest(id: $id) { ${REQUEST_FIELDS} } }`;
const LIST = `query($filter: TrainingPlanRequestFilter, $sort: [TrainingPlanRequestSort!], $page: Int, $limit: Int) {
  trainingPlanRequests(filter: $filter, sort: $sort, page: $page, limit: $limit) { items { id contactName } total page limit } }`;

let submitter = 0;
/** Each public submission from an address of its own, so that the submit rate limit stays out of the way. */
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${++submitter}` });

function request(
  input: Record<string, unknown>,
  form = 'PUBLIC_REQUEST',
  headers: Record<string, string> = fromNewAddress(),
  via: Pick<TrainingUnderTest, 'gql'> = training,
) {
  return via.gql<{ requestTrainingPlan: RequestData }>(
    REQUEST,
    { input: { challengeToken: 'pass-token', ...input }, form },
    headers,
  );
}

async function requested(input: Record<string, unknown>, form = 'PUBLIC_REQUEST'): Promise<RequestData> {
  const response = await request(input, form);
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!.requestTrainingPlan;
}

/** The download token of the latest training plan mail to `address`. */
async function mailedToken(address: string): Promise<string> {
  const mail = await smtp.waitFor(mailTo(address));
  return DOWNLOAD_LINK.exec(mail.text)![1];
}

/** The bytes behind a file link, from the subgraph's own /files/<token> (the gateway relays /files/training/<token>). */
async function fetchLink(link: { path: string }): Promise<Response> {
  return fetch(new URL(`/files/${link.path.split('/').pop()}`, training.subgraph.url));
}

beforeAll(async () => {
  await forms.start();
  storageDir = mkdtempSync(join(tmpdir(), 'training-plan-storage-'));
  training = await startTrainingWithForms(forms, { PUBLIC_URL, STORAGE_DIR: storageDir });
}, 60_000);

afterAll(async () => {
  await training?.stop();
  await forms.stop();
});

describe('requestTrainingPlan (public)', () => {
  test("records Variant B's request and mails the download link, checking the challenge with the client address", async () => {
    const headers = fromNewAddress();
    const before = Date.now();
    const response = await training.gql<{ requestTrainingPlan: RequestData }>(
      REQUEST_DEFAULT_FORM,
      {
        input: {
          challengeToken: 'pass-token',
          organisation: ' Analytical Engines <Ltd> ',
          contactName: ' Ada Lovelace ',
          contactEmail: 'ada@example.test',
          contactPhone: '+44 20 7946 0000',
          requirements: '  Ten engineers, safety first  ',
        },
      },
      headers,
    );
    expect(response.errors).toBeUndefined();
    const created = response.data!.requestTrainingPlan;
    expect(created).toMatchObject({
      organisation: 'Analytical Engines <Ltd>',
      contactName: 'Ada Lovelace',
      contactEmail: 'ada@example.test',
      contactPhone: '+44 20 7946 0000',
      requirements: 'Ten engineers, safety first',
      source: 'PUBLIC_REQUEST',
      emailSentAt: expect.any(String),
      deletedAt: null,
      erasedAt: null,
    });
    const expiresAt = Date.parse(created.downloadTokenExpiresAt!);
    expect(expiresAt - before).toBeGreaterThanOrEqual(180 * DAY_MS - 1000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(180 * DAY_MS);
    expect(challenge.calls.at(-1)).toEqual({
      secret: challenge.secret,
      response: 'pass-token',
      remoteip: headers['x-forwarded-for'],
    });

    const mail = await smtp.waitFor(mailTo('ada@example.test'));
    expect(mail.to).toEqual(['ada@example.test']);
    expect(mail.from).toBe('training@example.test');
    expect(mail.subject).toBe('Your training plan');
    expect(mail.text).toContain('Hello Ada Lovelace,');
    expect(mail.text).toContain(`The link is valid until ${created.downloadTokenExpiresAt!.slice(0, 10)}.`);
    const token = DOWNLOAD_LINK.exec(mail.text)?.[1];
    expect(token).toBe(await tokenOf(created.id));
    expect(mail.html).toContain(`href="${PUBLIC_URL}/training/api/v1/training-plan/download/${token}"`);
  });

  test("records Variant A's form with its source and sends it the same mail", async () => {
    const created = await requested({ contactName: 'Grace Hopper', contactEmail: 'grace@example.test' }, 'PUBLIC_FORM');
    expect(created).toMatchObject({
      source: 'PUBLIC_FORM',
      organisation: null,
      contactPhone: null,
      requirements: null,
    });
    const mail = await smtp.waitFor(mailTo('grace@example.test'));
    expect(mail.subject).toBe('Your training plan');
    expect(DOWNLOAD_LINK.exec(mail.text)?.[1]).toBe(await tokenOf(created.id));
  });

  test('never shows the download token through GraphQL', async () => {
    const response = await training.gql(`{ trainingPlanRequests { items { downloadToken } } }`);
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  test('refuses a failed or foreign-host challenge (403) and a missing token (400), writing and mailing nothing', async () => {
    const before = await countRequests();
    const input = { contactName: 'Bot', contactEmail: 'bot@example.test' };
    expect((await request({ ...input, challengeToken: 'fail-token' })).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
    });
    expect(
      (await request({ ...input, challengeToken: 'other-host-token' }, 'PUBLIC_FORM')).errors?.[0]?.extensions,
    ).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
    });
    for (const challengeToken of [null, '', '   ']) {
      const missing = await request({ ...input, challengeToken });
      expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
      expect(missing.errors?.[0]?.message).toMatch(/challengeToken/);
    }
    challenge.down = true;
    try {
      expect((await request(input)).errors?.[0]?.extensions).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        status: 503,
      });
    } finally {
      challenge.down = false;
    }
    expect(await countRequests()).toBe(before);
    await smtp.expectNone(mailTo('bot@example.test'), 1500);
  });

  test('validates the input before asking the challenge service, writing and mailing nothing', async () => {
    const before = await countRequests();
    const calls = challenge.calls.length;
    const cases: Record<string, unknown>[] = [
      { contactName: 'Ada', contactEmail: 'not-an-email' },
      { contactName: '', contactEmail: 'invalid@example.test' },
      { contactName: '   ', contactEmail: 'invalid@example.test' },
      { contactName: 'x'.repeat(201), contactEmail: 'invalid@example.test' },
      { contactName: 'Ada', contactEmail: 'invalid@example.test', contactPhone: '1'.repeat(51) },
      { contactName: 'Ada', contactEmail: 'invalid@example.test', organisation: 'o'.repeat(201) },
      { contactName: 'Ada', contactEmail: 'invalid@example.test', requirements: 'r'.repeat(10001) },
      { contactEmail: 'invalid@example.test' },
    ];
    for (const input of cases) {
      expect((await request(input)).errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    }
    expect(
      (await request({ contactName: 'Ada', contactEmail: 'invalid@example.test' }, 'ADMIN')).errors?.[0]?.extensions,
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(challenge.calls.length).toBe(calls);
    expect(await countRequests()).toBe(before);
    await smtp.expectNone(mailTo('invalid@example.test'));
  });

  test('is rate limited per client address at the gateway (429 after the PUBLIC_SUBMIT allowance)', async () => {
    const gateway = await training.throughGateway();
    const headers = fromNewAddress();
    const attempt = (contactEmail: string) =>
      request({ contactName: 'Ada', contactEmail }, 'PUBLIC_FORM', headers, gateway);
    for (let count = 0; count < 20; count++) {
      expect((await attempt('not-an-email')).errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const before = await countRequests();
    const limited = await attempt('limited@example.test');
    expect(limited.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', status: 429 });
    expect(await countRequests()).toBe(before);
  });

  test('issues tokens with the current expiry setting', async () => {
    await training.sql(`update "training"."settings" set training_plan_expiry_days = 7`);
    try {
      const created = await requested({ contactName: 'Edsger', contactEmail: 'edsger@example.test' });
      expect(Math.abs(Date.parse(created.downloadTokenExpiresAt!) - Date.now() - 7 * DAY_MS)).toBeLessThan(60_000);
      expect((await smtp.waitFor(mailTo('edsger@example.test'))).text).toContain(
        `valid until ${created.downloadTokenExpiresAt!.slice(0, 10)}`,
      );
    } finally {
      await training.sql(`update "training"."settings" set training_plan_expiry_days = 180`);
    }
  });
});

describe('trainingPlanDownload (public)', () => {
  let created: RequestData;
  let token: string;
  let pdf: Buffer;

  beforeAll(async () => {
    created = await requested({ contactName: 'Alan Turing', contactEmail: 'alan@example.test' });
    token = await mailedToken('alan@example.test');
  });

  test('answers NOT_FOUND while no training plan was uploaded', async () => {
    expect(await training.failure(DOWNLOAD, { token })).toEqual({
      code: 'NOT_FOUND',
      status: 404,
      message: 'No training plan has been uploaded yet',
    });
  });

  test('answers a 60-second link to the current training plan once there is one', async () => {
    pdf = await renderPdf((document) => document.text('Training plan 2030: first aid, fire safety'));
    await new FileStorage(storageDir).write(TrainingFiles.trainingPlan, pdf, { accept: ['pdf'] });
    const { trainingPlanDownload: link } = await training.ok<{ trainingPlanDownload: FileLinkData }>(DOWNLOAD, {
      token,
    });
    expect(link).toMatchObject({ expiresIn: 60, filename: 'training-plan.pdf', contentType: 'application/pdf' });
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const response = await fetchLink(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('training-plan.pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Buffer.compare(bytes, pdf)).toBe(0);
    expect(await pdfText(new Uint8Array(bytes))).toContain('fire safety');
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

  test('answers FORBIDDEN "Download link expired" once the token expired', async () => {
    await expire(created.id);
    expect(await training.failure(DOWNLOAD, { token })).toEqual({
      code: 'FORBIDDEN',
      status: 403,
      message: 'Download link expired',
    });
  });
});

describe('admin management', () => {
  test('creates a request by hand without a challenge, mails the link, audited without personal data or token', async () => {
    const calls = challenge.calls.length;
    const { createTrainingPlanRequest: created } = await training.ok<{ createTrainingPlanRequest: RequestData }>(
      CREATE,
      {
        input: {
          organisation: 'MIT',
          contactName: 'Barbara Liskov',
          contactEmail: 'barbara@example.test',
          requirements: 'Abstraction',
        },
      },
    );
    expect(created).toMatchObject({
      source: 'ADMIN',
      organisation: 'MIT',
      contactName: 'Barbara Liskov',
      emailSentAt: expect.any(String),
    });
    expect(challenge.calls.length).toBe(calls);
    const token = await mailedToken('barbara@example.test');
    expect(token).toBe(await tokenOf(created.id));

    const [entry] = await training.sql<{ action: string; actor_id: string; after: Record<string, unknown> }>(
      `select action, actor_id, after from "training"."audit_log" where entity_id = ?`,
      [created.id],
    );
    expect(entry).toMatchObject({
      action: 'training_plan_request.create',
      actor_id: 'development',
      after: { id: created.id, source: 'ADMIN' },
    });
    expect(JSON.stringify(entry.after)).not.toMatch(/Barbara|barbara@|MIT|Abstraction|"downloadToken"/);
    expect(JSON.stringify(entry.after)).not.toContain(token);
  });

  test('refuses invalid input for a manual creation (400), writing and mailing nothing', async () => {
    const before = await countRequests();
    for (const input of [
      { contactName: 'Ken', contactEmail: 'ken' },
      { contactName: ' ', contactEmail: 'ken@example.test' },
    ]) {
      expect(await training.failure(CREATE, { input })).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    }
    expect(await countRequests()).toBe(before);
    await smtp.expectNone(mailTo('ken@example.test'));
  });

  test('resends with the same token while it is valid, and a new one once it expired', async () => {
    const created = await requested({ contactName: 'Dennis Ritchie', contactEmail: 'dennis@example.test' });
    const first = await mailedToken('dennis@example.test');

    smtp.clear();
    const kept = await training.ok<{ resendTrainingPlan: { regenerated: boolean; expiresAt: string } }>(RESEND, {
      id: created.id,
    });
    expect(kept.resendTrainingPlan).toEqual({ regenerated: false, expiresAt: created.downloadTokenExpiresAt });
    expect(await tokenOf(created.id)).toBe(first);
    expect(await mailedToken('dennis@example.test')).toBe(first);

    await expire(created.id);
    smtp.clear();
    const renewed = await training.ok<{ resendTrainingPlan: { regenerated: boolean; expiresAt: string } }>(RESEND, {
      id: created.id,
    });
    expect(renewed.resendTrainingPlan.regenerated).toBe(true);
    expect(Date.parse(renewed.resendTrainingPlan.expiresAt)).toBeGreaterThan(Date.now() + 179 * DAY_MS);
    const second = await mailedToken('dennis@example.test');
    expect(second).not.toBe(first);
    expect(second).toBe(await tokenOf(created.id));
    expect(await training.failure(DOWNLOAD, { token: first })).toMatchObject({ code: 'NOT_FOUND' });
    expect((await training.gql(DOWNLOAD, { token: second })).errors).toBeUndefined();

    const entries = await training.sql<{ after: { regenerated: boolean } }>(
      `select after from "training"."audit_log" where entity_id = ? and action = 'training_plan_request.resend' order by created_at`,
      [created.id],
    );
    expect(entries.map((entry) => entry.after.regenerated)).toEqual([false, true]);
  });

  test('refuses to resend for an unknown request or a non-uuid id (NOT_FOUND)', async () => {
    expect(await training.failure(RESEND, { id: randomUUID() })).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await training.failure(RESEND, { id: 'nope' })).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  test('soft-deletes in bulk: hidden from the list, link and resend refused, one audit entry per request', async () => {
    const a = await requested({ contactName: 'Deleted A', contactEmail: 'deleted-a@example.test' });
    const b = await requested({ contactName: 'Deleted B', contactEmail: 'deleted-b@example.test' });
    const token = await mailedToken('deleted-a@example.test');
    const result = await training.ok<{ deleteTrainingPlanRequests: { matched: number; deleted: number } }>(DELETE, {
      ids: [a.id, b.id.toUpperCase(), randomUUID()],
    });
    expect(result.deleteTrainingPlanRequests).toEqual({ matched: 2, deleted: 2 });
    const again = await training.ok<{ deleteTrainingPlanRequests: { matched: number; deleted: number } }>(DELETE, {
      ids: [a.id],
    });
    expect(again.deleteTrainingPlanRequests).toEqual({ matched: 1, deleted: 0 });

    const listed = await training.ok<{ trainingPlanRequests: { items: { id: string }[] } }>(LIST, {
      filter: { search: 'Deleted' },
    });
    expect(listed.trainingPlanRequests.items).toEqual([]);
    expect(await training.failure(DOWNLOAD, { token })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await training.failure(RESEND, { id: a.id })).toMatchObject({ code: 'NOT_FOUND' });
    const rows = await training.sql(
      `select id from "training"."training_plan_request" where id in (?, ?) and deleted_at is not null`,
      [a.id, b.id],
    );
    expect(rows).toHaveLength(2);
    const audit = await training.sql<{ n: string }>(
      `select count(*) as n from "training"."audit_log" where action = 'training_plan_request.delete' and entity_id in (?, ?)`,
      [a.id, b.id],
    );
    expect(Number(audit[0].n)).toBe(2);
  });

  test('refuses an empty id list or a malformed id (400)', async () => {
    expect(await training.failure(DELETE, { ids: [] })).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(await training.failure(DELETE, { ids: [randomUUID(), 'nope'] })).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
    });
  });

  test('erases irreversibly: personal fields emptied, link revoked, erasedAt set, nothing personal left in the audit trail', async () => {
    const created = await requested({
      organisation: 'Bell Labs',
      contactName: 'Ken Thompson',
      contactEmail: 'ken@example.test',
      contactPhone: '555-0142',
      requirements: 'Unix',
    });
    const token = await mailedToken('ken@example.test');
    const { eraseTrainingPlanRequest: erased } = await training.ok<{ eraseTrainingPlanRequest: RequestData }>(ERASE, {
      id: created.id,
    });
    expect(erased).toMatchObject({
      id: created.id,
      organisation: null,
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      requirements: null,
      downloadTokenExpiresAt: null,
      erasedAt: expect.any(String),
    });
    const [row] = await training.sql(`select * from "training"."training_plan_request" where id = ?`, [created.id]);
    expect(row).toMatchObject({
      organisation: null,
      contact_name: null,
      contact_email: null,
      contact_phone: null,
      requirements: null,
      download_token: null,
    });
    expect(await training.failure(DOWNLOAD, { token })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await training.failure(RESEND, { id: created.id })).toMatchObject({ code: 'CONFLICT', status: 409 });

    const again = await training.ok<{ eraseTrainingPlanRequest: RequestData }>(ERASE, { id: created.id });
    expect(again.eraseTrainingPlanRequest.erasedAt).toBe(erased.erasedAt);
    const audit = await training.sql<{ action: string; before: unknown; after: unknown }>(
      `select action, before, after from "training"."audit_log" where entity_id = ? and action = 'training_plan_request.erase'`,
      [created.id],
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toMatch(/Bell Labs|Ken|ken@|555-0142|Unix/);
    expect(JSON.stringify(audit)).not.toContain(token);
    expect(await training.failure(ERASE, { id: randomUUID() })).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('training plan request list', () => {
  const ids: Record<string, string> = {};
  const list = async (variables: Record<string, unknown>) =>
    (
      await training.ok<{
        trainingPlanRequests: {
          items: { id: string; contactName: string | null }[];
          total: number;
          page: number;
          limit: number;
        };
      }>(LIST, variables)
    ).trainingPlanRequests;
  const january = { dateFrom: '2025-01-01', dateTo: '2025-01-31' };
  const names = async (filter: Record<string, unknown>, sort: unknown = [{ field: 'CONTACT_NAME' }]) =>
    (await list({ filter: { ...january, ...filter }, sort })).items.map((item) => item.contactName);

  beforeAll(async () => {
    const fixtures: [string, string, string | null, string | null, string][] = [
      ['Zoe', 'zoe@alpha.test', 'Alpha_Corp', '100% online', '2025-01-10T09:00:00Z'],
      ['Yann', 'yann@beta.test', 'Beta AlphaXCorp', null, '2025-01-15T23:59:59Z'],
      ['Xavier', 'XAVIER@Gamma.test', 'Gamma Ltd', 'Leeds only', '2025-01-16T00:00:00Z'],
    ];
    for (const [contactName, contactEmail, organisation, requirements, createdAt] of fixtures) {
      const { createTrainingPlanRequest } = await training.ok<{ createTrainingPlanRequest: RequestData }>(CREATE, {
        input: { contactName, contactEmail, organisation, requirements },
      });
      await training.sql(`update "training"."training_plan_request" set created_at = ? where id = ?`, [
        createdAt,
        createTrainingPlanRequest.id,
      ]);
      ids[contactName] = createTrainingPlanRequest.id;
    }
  });

  test('lists newest first with the page shape, and pages', async () => {
    expect(await list({ filter: january })).toMatchObject({
      total: 3,
      page: 1,
      limit: 20,
      items: [{ id: ids.Xavier }, { id: ids.Yann }, { id: ids.Zoe }],
    });
    expect(await list({ filter: january, page: 2, limit: 2 })).toMatchObject({
      total: 3,
      page: 2,
      limit: 2,
      items: [{ id: ids.Zoe }],
    });
  });

  test('searches organisation, contact and requirements case-insensitively, LIKE wildcards taken literally', async () => {
    expect(await names({ search: 'xavier@gamma' })).toEqual(['Xavier']);
    expect(await names({ search: 'alpha_corp' })).toEqual(['Zoe']);
    expect(await names({ search: 'alpha' })).toEqual(['Yann', 'Zoe']);
    expect(await names({ search: '100%' })).toEqual(['Zoe']);
    expect(await names({ search: 'LEEDS' })).toEqual(['Xavier']);
  });

  test('filters by creation dates, a date-only dateTo including that whole day', async () => {
    expect(await names({ dateFrom: '2025-01-15', dateTo: '2025-01-15' })).toEqual(['Yann']);
    expect(await names({ dateFrom: '2025-01-16' })).toEqual(['Xavier']);
    for (const filter of [{ dateFrom: 'yesterday' }, { dateFrom: '2025-01-16', dateTo: '2025-01-15' }]) {
      expect(await training.failure(LIST, { filter })).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    }
  });

  test('sorts by whitelisted fields and refuses others', async () => {
    expect(await names({}, [{ field: 'CONTACT_NAME', direction: 'DESC' }])).toEqual(['Zoe', 'Yann', 'Xavier']);
    expect(await names({}, [{ field: 'ORGANISATION' }])).toEqual(['Zoe', 'Yann', 'Xavier']);
    expect(await training.failure(LIST, { sort: [{ field: 'REQUIREMENTS' }] })).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });
});
