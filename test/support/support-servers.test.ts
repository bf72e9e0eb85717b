import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import nodemailer from 'nodemailer';
import PDFDocument from 'pdfkit';
import { TestAuditLogServer } from './audit-log-server.js';
import { FOREIGN_CHALLENGE_HOSTNAME, TestChallengeServer } from './challenge-server.js';
import { TestIdentityProvider } from './identity-provider.js';
import { isPdf, pdfText } from './pdf.js';
import { TestSmtpServer } from './smtp.js';

describe('TestSmtpServer', () => {
  const smtp = new TestSmtpServer();
  const transport = () => nodemailer.createTransport(smtp.url);
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  beforeEach(() => {
    smtp.clear();
    smtp.failing = false;
  });

  test('receives a mail sent over plain SMTP, parsed, with envelope recipients and attachments', async () => {
    const arrival = smtp.waitFor((mail) => mail.subject === 'Your certificate');
    await transport().sendMail({
      from: '"Training" <no-reply@training.example.test>',
      to: 'ada@example.test',
      bcc: 'records@example.test',
      subject: 'Your certificate',
      text: 'Congratulations, Ada.',
      html: '<p>Congratulations, <b>Ada</b>.</p>',
      attachments: [
        { filename: 'certificate.pdf', content: Buffer.from('%PDF-1.4 fake'), contentType: 'application/pdf' },
      ],
    });
    const mail = await arrival;
    expect(mail).toMatchObject({
      from: 'no-reply@training.example.test',
      to: ['ada@example.test', 'records@example.test'],
      subject: 'Your certificate',
      text: expect.stringContaining('Congratulations, Ada.'),
      html: expect.stringContaining('<b>Ada</b>'),
    });
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'certificate.pdf', contentType: 'application/pdf' });
    expect(mail.attachments[0].content.toString()).toBe('%PDF-1.4 fake');
    // A mail that arrived already is found at once.
    await expect(smtp.waitFor((received) => received.to.includes('records@example.test'), 10)).resolves.toBe(mail);
    await expect(smtp.expectNone((received) => received.subject === 'Your certificate', 10)).rejects.toThrow(
      /Your certificate/,
    );
  });

  test('names the subjects it received when the awaited mail does not come', async () => {
    await transport().sendMail({ from: 'a@example.test', to: 'b@example.test', subject: 'Something else', text: 'x' });
    await expect(smtp.waitFor((mail) => mail.subject === 'Never sent', 100)).rejects.toThrow(/"Something else"/);
    await expect(smtp.expectNone((mail) => mail.subject === 'Never sent', 100)).resolves.toBeUndefined();
  });

  test('refuses mail temporarily with 451 while failing, and accepts it again afterwards', async () => {
    smtp.failing = true;
    const send = () =>
      transport().sendMail({ from: 'a@example.test', to: 'b@example.test', subject: 'Retry me', text: 'x' });
    await expect(send()).rejects.toMatchObject({ responseCode: 451 });
    expect(smtp.messages).toHaveLength(0);
    smtp.failing = false;
    await send();
    await expect(smtp.waitFor((mail) => mail.subject === 'Retry me')).resolves.toMatchObject({
      to: ['b@example.test'],
    });
  });
});

describe('TestChallengeServer', () => {
  const challenge = new TestChallengeServer();
  beforeAll(() => challenge.start());
  afterAll(() => challenge.stop());

  const verify = async (response: string, secret = challenge.secret) => {
    const answer = await fetch(challenge.url, {
      method: 'POST',
      body: new URLSearchParams({ secret, response, remoteip: '203.0.113.7' }),
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };

  test('passes tokens starting with "pass" on the configured hostname', async () => {
    const { status, body } = await verify('pass-123');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, hostname: 'training.example.test', 'error-codes': [] });
    expect(new Date(body.challenge_ts as string).getTime()).not.toBeNaN();
    expect(challenge.calls.at(-1)).toEqual({
      secret: 'challenge-secret-for-tests',
      response: 'pass-123',
      remoteip: '203.0.113.7',
    });
  });

  test('passes "other-host" tokens on a foreign hostname, fails other tokens and wrong secrets', async () => {
    expect((await verify('other-host-1')).body).toMatchObject({ success: true, hostname: FOREIGN_CHALLENGE_HOSTNAME });
    expect((await verify('garbage')).body).toEqual({ success: false, 'error-codes': ['invalid-input-response'] });
    expect((await verify('pass', 'wrong-secret')).body).toEqual({
      success: false,
      'error-codes': ['invalid-input-secret'],
    });
  });

  test('answers 500 while down and describes itself as platform configuration', async () => {
    challenge.down = true;
    try {
      expect((await verify('pass')).status).toBe(500);
    } finally {
      challenge.down = false;
    }
    expect(challenge.env()).toEqual({
      CHALLENGE_VERIFY_URL: challenge.url,
      CHALLENGE_SECRET: 'challenge-secret-for-tests',
      CHALLENGE_ALLOWED_HOSTNAMES: 'training.example.test',
    });
  });
});

describe('TestAuditLogServer', () => {
  const audit = new TestAuditLogServer();
  beforeAll(() => audit.start());
  afterAll(() => audit.stop());

  const post = (entry: Record<string, unknown>) =>
    fetch(`${audit.url}/audit-logs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': 'corr-1' },
      body: JSON.stringify(entry),
    });
  const list = async (query: string) =>
    (await (await fetch(`${audit.url}/audit-logs?${query}`)).json()) as {
      data: { id: string }[];
      total: number;
      page: number;
      pageSize: number;
    };

  test('stores entries, assigning ids, and lists them filtered and paged, newest first', async () => {
    const created = await post({ service: 'training', action: 'course.create', entityId: 'c1' });
    expect(created.status).toBe(201);
    const stored = (await created.json()) as { id: string };
    expect(stored).toMatchObject({ service: 'training', action: 'course.create', id: expect.any(String) });
    await post({ id: 'given-id', service: 'training', action: 'course.update', entityId: 'c1' });
    await post({ id: 'other', service: 'factory', action: 'course.update', entityId: 'c1' });

    expect(await list('service=training&unknownParameter=x')).toEqual({
      data: [expect.objectContaining({ id: 'given-id' }), expect.objectContaining({ id: stored.id })],
      total: 2,
      page: 1,
      pageSize: 20,
    });
    expect((await list('action=course.update&entityId=c1')).data.map((entry) => entry.id)).toEqual([
      'other',
      'given-id',
    ]);
    expect(await list('page=2&pageSize=2')).toMatchObject({
      data: [{ id: stored.id }],
      total: 3,
      page: 2,
      pageSize: 2,
    });
    expect(audit.requests[0]).toMatchObject({
      method: 'POST',
      url: '/audit-logs',
      headers: { 'x-correlation-id': 'corr-1' },
      body: { service: 'training', action: 'course.create' },
    });
  });

  test('orders by createdAt when entries carry one, and bounds it with from/to', async () => {
    await post({ id: 'late', service: 'compliance', createdAt: '2024-03-01T00:00:00.000Z' });
    await post({ id: 'early', service: 'compliance', createdAt: '2024-01-01T00:00:00.000Z' });
    expect((await list('service=compliance')).data.map((entry) => entry.id)).toEqual(['late', 'early']);
    expect((await list('service=compliance&from=2024-02-01T00:00:00.000Z')).data.map((entry) => entry.id)).toEqual([
      'late',
    ]);
  });

  test('answers 503 while failing', async () => {
    audit.failing = true;
    try {
      expect((await post({ service: 'training' })).status).toBe(503);
      expect((await fetch(`${audit.url}/audit-logs`)).status).toBe(503);
    } finally {
      audit.failing = false;
    }
  });
});

describe('TestIdentityProvider', () => {
  const idp = new TestIdentityProvider();
  beforeAll(() => idp.start());
  afterAll(() => idp.stop());

  const me = (token: string) =>
    fetch(`${idp.url}/auth/v1/user`, { headers: { apikey: idp.serviceKey, authorization: `Bearer ${token}` } });

  test('issues tokens for new or given users that GET /auth/v1/user resolves', async () => {
    const { token, user } = idp.issueToken();
    expect(idp.users.get(user.id)).toEqual(user);
    expect(await (await me(token)).json()).toMatchObject({ id: user.id, email: user.email, role: 'authenticated' });
    const given = idp.issueToken({ id: user.id, email: 'ada@example.test' });
    expect(given.user).toEqual({ id: user.id, email: 'ada@example.test' });
    expect((await me('unknown')).status).toBe(401);
    expect(idp.userCalls).toBe(2);
  });
});

describe('pdfText', () => {
  test('finds the text of a PDF that pdfkit wrote', async () => {
    const document = new PDFDocument();
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => document.on('end', resolve));
    document.text('Ada Lovelace CERT-123');
    document.end();
    await ended;
    const bytes = Buffer.concat(chunks);

    expect(isPdf(bytes)).toBe(true);
    expect(isPdf(Buffer.from('<html>'))).toBe(false);
    const text = await pdfText(bytes);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('CERT-123');
  });
});
