import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { FORGOT_PASSWORD_ANSWER } from '../../subgraphs/factory/accounts/auth.service.js';
import { mailJob, type QueuedMail } from '../../subgraphs/shared/mail.js';
import { requestPasswordReset, seedPlan, seedTenant, seedUser, startFactory } from '../support/factory.js';
import { freePort } from '../support/processes.js';
import { mailTo, TestSmtpServer } from '../support/smtp.js';
import type { SubgraphUnderTest } from '../support/subgraph.js';
import { waitFor } from '../support/wait.js';
import { queuedJobs } from '../support/worker-process.js';

/**
 * The mail server down while users ask for mail: the factory's forgot-password write (a reset token stored and a
 * mail queued in one transaction) succeeds at once; the mail job fails and is retried until the server is back,
 * then the mail arrives once. A mail the server never takes is given up after MAIL_RETRY_LIMIT retries and stays
 * as a failed job (plus its dead letter), not lost. Retries are shortened to 1 s so that this takes seconds.
 */
const RETRY_LIMIT = 3;

const smtp = new TestSmtpServer();
let smtpPort: number;
let factory: SubgraphUnderTest;
let tenantId: string;

beforeAll(async () => {
  smtpPort = await freePort();
  factory = await startFactory({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_RETRY_LIMIT: String(RETRY_LIMIT),
    MAIL_RETRY_DELAY_SECONDS: '1',
    RATE_LIMIT_FACTOR: '0',
  });
  const plan = await seedPlan(factory.sql);
  ({ id: tenantId } = await seedTenant(factory.sql, plan.id));
});

afterAll(async () => {
  await factory?.stop();
  await smtp.stop();
});

const mailJobTo = async (email: string) =>
  (await queuedJobs<QueuedMail>(factory.sql, 'factory', mailJob.name)).find((job) => job.data.to === email);

const resetTokensOf = (userId: string) =>
  factory.sql(`select id from factory.password_reset where user_id = ?`, [userId]);

test('the write succeeds while no mail server listens; the mail is retried and arrives once when the server is up', async () => {
  const user = await seedUser(factory.sql, tenantId);
  expect(await requestPasswordReset(factory.subgraph.url, user.email)).toBe(FORGOT_PASSWORD_ANSWER);
  expect(await resetTokensOf(user.id)).toHaveLength(1);

  const failed = await waitFor(
    async () => {
      const job = await mailJobTo(user.email);
      return job?.state === 'retry' ? job : undefined;
    },
    { what: 'a failed attempt of the mail job, waiting for its retry' },
  );
  expect(JSON.stringify(failed.output)).toMatch(/ECONNREFUSED/);

  await smtp.start(smtpPort);
  const mail = await smtp.waitFor(mailTo(user.email), 30_000);
  expect(mail).toMatchObject({
    to: [user.email],
    subject: 'Reset your factory password',
    messageId: failed.data.messageId,
  });
  expect(mail.text).toContain('/factory/api/v1/auth/resetPassword/');

  const done = await waitFor(
    async () => {
      const job = await mailJobTo(user.email);
      return job?.state === 'completed' ? job : undefined;
    },
    { what: 'the mail job to complete' },
  );
  expect(done.retryCount).toBeGreaterThanOrEqual(1);
  expect(smtp.messages.filter(mailTo(user.email))).toHaveLength(1);
});

test('a mail every attempt of which is refused ends as a failed job with its dead letter, not lost', async () => {
  // Up since the first test (unless that one failed early): this server answers, but refuses.
  if (!smtp.url) await smtp.start(smtpPort);
  smtp.failing = true;
  try {
    const user = await seedUser(factory.sql, tenantId);
    expect(await requestPasswordReset(factory.subgraph.url, user.email)).toBe(FORGOT_PASSWORD_ANSWER);
    expect(await resetTokensOf(user.id)).toHaveLength(1);

    const failed = await waitFor(
      async () => {
        const job = await mailJobTo(user.email);
        return job?.state === 'failed' ? job : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 250, what: 'the mail job to fail for good' },
    );
    expect(failed.retryCount).toBe(RETRY_LIMIT);
    expect(JSON.stringify(failed.output)).toMatch(/451/);
    expect(failed.data).toMatchObject({
      to: user.email,
      subject: 'Reset your factory password',
      messageId: expect.stringMatching(/^<.+@.+>$/),
    });

    // The dead letter, worked by the mail job's onExhausted (an error in the log naming recipient and subject).
    const deadLetter = await waitFor(
      async () => {
        const jobs = await queuedJobs<QueuedMail>(factory.sql, 'factory', `${mailJob.name}.exhausted`);
        return jobs.find((job) => job.data.messageId === failed.data.messageId && job.state === 'completed');
      },
      { what: 'the dead letter of the given-up mail to be handled' },
    );
    expect(deadLetter.data).toEqual(failed.data);
    expect(smtp.messages.filter(mailTo(user.email))).toEqual([]);
  } finally {
    smtp.failing = false;
  }
});
