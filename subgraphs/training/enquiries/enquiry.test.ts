import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestChallengeServer } from '../../../test/support/challenge-server.js';
import { startTraining, type TrainingUnderTest } from '../../../test/support/training.js';

/**
 * Contact enquiries through the training subgraph's GraphQL API, with a real bot-challenge service. No identity
 * provider: the development bypass lets admin operations through (the admin check itself is covered by the
 * REST e2e test).
 */
const challenge = new TestChallengeServer();
let training: TrainingUnderTest;

const ENQUIRY = 'id name email message status createdAt updatedAt';

interface EnquiryData {
  id: string;
  name: string;
  email: string;
  message: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

const countEnquiries = async () =>
  Number((await training.sql<{ n: string }>(`select count(*) as n from "training"."enquiry"`))[0].n);

const SUBMIT = `mutation($input: SubmitEnquiryInput!) { submitEnquiry(input: $input) { ${ENQUIRY} } }`;
const LIST = `query($filter: EnquiryFilter, $sort: [EnquirySort!], $page: Int, $limit: Int) {
  enquiries(filter: $filter, sort: $sort, page: $page, limit: $limit) { items { id name status } total page limit } }`;
const UPDATE = `mutation($id: ID!, $status: EnquiryStatus!) { updateEnquiryStatus(id: $id, status: $status) { ${ENQUIRY} } }`;

let submitter = 0;
/** Each public submission from an address of its own, so that the submit rate limit stays out of the way. */
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${++submitter}` });

function submit(input: Record<string, unknown>, headers: Record<string, string> = fromNewAddress()) {
  return training.gql<{ submitEnquiry: EnquiryData }>(
    SUBMIT,
    { input: { challengeToken: 'pass-token', ...input } },
    headers,
  );
}

async function submitted(input: Record<string, unknown>): Promise<EnquiryData> {
  const response = await submit(input);
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!.submitEnquiry;
}

beforeAll(async () => {
  await challenge.start();
  training = await startTraining({
    IDP_URL: undefined,
    IDP_SERVICE_KEY: undefined,
    AUDIT_LOG_URL: undefined,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'enquiry-data-')),
    RATE_LIMIT_FACTOR: '1',
    ...challenge.env(),
  });
});

afterAll(async () => {
  await training?.stop();
  await challenge.stop();
});

describe('the contact form', () => {
  test('records a message with status NEW, trimmed, after the challenge passed for the client address', async () => {
    const calls = challenge.calls.length;
    const enquiry = await submitted({
      name: '  Ada Lovelace ',
      email: 'ada@example.test',
      message: ' Do you run courses in Leeds? ',
    });
    expect(enquiry).toEqual({
      id: expect.any(String),
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      message: 'Do you run courses in Leeds?',
      status: 'NEW',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(challenge.calls.slice(calls)).toEqual([
      { secret: challenge.secret, response: 'pass-token', remoteip: `198.51.100.${submitter}` },
    ]);
    const rows = await training.sql(`select name, email, message, status from "training"."enquiry" where id = ?`, [
      enquiry.id,
    ]);
    expect(rows).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.test', message: 'Do you run courses in Leeds?', status: 'NEW' },
    ]);
  });

  test('writes nothing when the challenge is missing (400), fails (403) or cannot be checked (503)', async () => {
    const before = await countEnquiries();
    const input = { name: 'Bot', email: 'bot@example.test', message: 'Buy now' };
    const missing = await submit({ ...input, challengeToken: undefined });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    const failed = await submit({ ...input, challengeToken: 'fail-token' });
    expect(failed.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const foreign = await submit({ ...input, challengeToken: 'other-host-token' });
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    challenge.down = true;
    try {
      const down = await submit({ ...input, challengeToken: 'pass-token' });
      expect(down.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    } finally {
      challenge.down = false;
    }
    expect(await countEnquiries()).toBe(before);
  });

  test('refuses invalid input with VALIDATION_ERROR before asking the challenge service, writing nothing', async () => {
    const before = await countEnquiries();
    const calls = challenge.calls.length;
    const cases: Record<string, unknown>[] = [
      { name: 'A', email: 'not-an-email', message: 'Hi' },
      { name: '', email: 'a@example.test', message: 'Hi' },
      { name: '   ', email: 'a@example.test', message: 'Hi' },
      { name: 'A', email: 'a@example.test', message: '  ' },
      { name: 'A'.repeat(201), email: 'a@example.test', message: 'Hi' },
      { name: 'A', email: 'a@example.test', message: 'x'.repeat(10001) },
      { name: 'A', email: 'a@example.test' },
    ];
    for (const input of cases) {
      const response = await submit(input);
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    }
    expect(await countEnquiries()).toBe(before);
    expect(challenge.calls.length).toBe(calls);
  });

  test('is rate limited per client address at the gateway (429 with the limit headers), writing nothing once refused', async () => {
    const gateway = await training.throughGateway();
    const address = { 'x-forwarded-for': '203.0.113.77' };
    const input = { name: 'Eager', email: 'eager@example.test', message: 'Again' };
    const variables = { input: { challengeToken: 'pass-token', ...input } };
    let refused: Awaited<ReturnType<typeof submit>> | undefined;
    let accepted = 0;
    for (let attempt = 0; attempt < 25 && !refused; attempt++) {
      const response = await gateway.gql<{ submitEnquiry: EnquiryData }>(SUBMIT, variables, address);
      if (response.errors) refused = response;
      else accepted++;
    }
    expect(accepted).toBe(20);
    expect(refused?.status).toBe(429);
    expect(refused?.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', status: 429 });
    const again = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...address },
      body: JSON.stringify({ query: SUBMIT, variables }),
    });
    expect(again.headers.get('x-ratelimit-limit')).toBe('20');
    expect(again.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    const rows = await training.sql<{ n: string }>(
      `select count(*) as n from "training"."enquiry" where email = 'eager@example.test'`,
    );
    expect(Number(rows[0].n)).toBe(20);
  });
});

describe('the admin enquiry list', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.grace = (
      await submitted({ name: 'Grace Hopper', email: 'grace@navy.example.test', message: 'COBOL 100% course?' })
    ).id;
    ids.alan = (
      await submitted({ name: 'Alan Turing', email: 'alan@example.test', message: 'Looking for a cryptography course' })
    ).id;
    ids.edsger = (
      await submitted({ name: 'Edsger Dijkstra', email: 'ewd@example.test', message: 'Structured programming, please' })
    ).id;
    await training.sql(`update "training"."enquiry" set created_at = '2025-03-10T12:00:00Z' where id = ?`, [ids.grace]);
    await training.sql(`update "training"."enquiry" set created_at = '2025-03-11T23:30:00Z' where id = ?`, [ids.alan]);
    await training.sql(`update "training"."enquiry" set created_at = '2025-03-12T00:00:00Z' where id = ?`, [
      ids.edsger,
    ]);
  });

  const list = (variables: Record<string, unknown>) =>
    training.ok<{
      enquiries: { items: { id: string; name: string; status: string }[]; total: number; page: number; limit: number };
    }>(LIST, variables);

  test('lists newest first, with the page shape', async () => {
    const page = (await list({ filter: { dateFrom: '2025-03-10', dateTo: '2025-03-12' } })).enquiries;
    expect(page).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(page.items.map((item) => item.id)).toEqual([ids.edsger, ids.alan, ids.grace]);
  });

  test('filters by text in name, email or message, literally', async () => {
    const names = async (search: string) =>
      (await list({ filter: { search } })).enquiries.items.map((item) => item.name);
    expect(await names('hopper')).toEqual(['Grace Hopper']);
    expect(await names('NAVY.example')).toEqual(['Grace Hopper']);
    expect(await names('cryptography')).toEqual(['Alan Turing']);
    expect(await names('100%')).toEqual(['Grace Hopper']);
    expect(await names('_')).toEqual([]);
  });

  test('filters by creation dates, a date-only dateTo including that whole day', async () => {
    const found = async (filter: Record<string, unknown>) =>
      (await list({ filter })).enquiries.items.map((item) => item.id).sort();
    expect(await found({ dateFrom: '2025-03-11', dateTo: '2025-03-11' })).toEqual([ids.alan]);
    expect(await found({ dateFrom: '2025-03-11T00:00:00Z', dateTo: '2025-03-12T00:00:00Z' })).toEqual(
      [ids.alan, ids.edsger].sort(),
    );
    expect(await found({ dateTo: '2025-03-10' })).toEqual([ids.grace]);
    for (const filter of [
      { dateFrom: '10/03/2025' },
      { dateFrom: '2025-03-12', dateTo: '2025-03-10' },
      { dateTo: '2025-02-30' },
    ]) {
      expect(await training.failure(LIST, { filter })).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    }
  });

  test('sorts by whitelisted fields, pages, and refuses an unknown sort field', async () => {
    const march = { dateFrom: '2025-03-10', dateTo: '2025-03-12' };
    const sorted = await list({ filter: march, sort: [{ field: 'NAME', direction: 'ASC' }] });
    expect(sorted.enquiries.items.map((item) => item.name)).toEqual(['Alan Turing', 'Edsger Dijkstra', 'Grace Hopper']);
    const second = await list({ filter: march, sort: [{ field: 'CREATED_AT', direction: 'ASC' }], page: 2, limit: 2 });
    expect(second.enquiries).toMatchObject({ total: 3, page: 2, limit: 2, items: [{ id: ids.edsger }] });
    expect(await training.failure(LIST, { sort: [{ field: 'MESSAGE' }] })).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await training.failure(LIST, { limit: 101 })).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  test('sets statuses of both variants, audits a change, and filters by status', async () => {
    const inProgress = await training.ok<{ updateEnquiryStatus: EnquiryData }>(UPDATE, {
      id: ids.grace,
      status: 'IN_PROGRESS',
    });
    expect(inProgress.updateEnquiryStatus).toMatchObject({ id: ids.grace, status: 'IN_PROGRESS' });
    await training.ok(UPDATE, { id: ids.alan, status: 'RESPONDED' });
    // Setting the current status again changes nothing and records nothing.
    await training.ok(UPDATE, { id: ids.alan, status: 'RESPONDED' });

    const byStatus = await list({ filter: { status: ['IN_PROGRESS', 'RESPONDED'] } });
    expect(byStatus.enquiries.items.map((item) => item.id).sort()).toEqual([ids.grace, ids.alan].sort());

    const audit = await training.sql<{
      action: string;
      entity_id: string;
      actor_id: string;
      before: unknown;
      after: unknown;
    }>(
      `select action, entity_id, actor_id, before, after from "training"."audit_log" where entity_type = 'enquiry' order by created_at`,
    );
    expect(audit).toEqual([
      {
        action: 'enquiry.status',
        entity_id: ids.grace,
        actor_id: 'development',
        before: { status: 'NEW' },
        after: { status: 'IN_PROGRESS' },
      },
      {
        action: 'enquiry.status',
        entity_id: ids.alan,
        actor_id: 'development',
        before: { status: 'NEW' },
        after: { status: 'RESPONDED' },
      },
    ]);
  });

  test('answers NOT_FOUND for an unknown or malformed id and VALIDATION_ERROR for an unknown status', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect(await training.failure(UPDATE, { id, status: 'CLOSED' })).toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
      });
    }
    expect(await training.failure(UPDATE, { id: ids.grace, status: 'ARCHIVED' })).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
    });
  });
});
