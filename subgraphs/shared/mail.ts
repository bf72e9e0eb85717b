import type { EntityManager } from '@mikro-orm/postgresql';
import escapeHtml from 'escape-html';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { Transporter } from 'nodemailer';
import type { SendOptions } from 'pg-boss';
import type { Config } from '../../platform/config.js';
import { dataPath } from '../../platform/data-dir.js';
import { loadOnFirstUse } from '../../platform/lazy.js';
import type { SubgraphArea } from './area.js';
import { defineJob, type JobQueue } from './jobs.js';
import { configuredStorage } from './storage.js';

/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as an
 * `.eml` file under `.data/outbox/`. Mail is always sent by a job (see `sendMail`), never inside a request:
 * the write that asks for a mail succeeds while the mail server is down, and the mail is retried until it is
 * taken (MAIL_RETRY_LIMIT, MAIL_RETRY_DELAY_SECONDS) or given up, loudly (see `mailJob`).
 */

export interface MailAttachment {
  readonly filename: string;
  /** A file of `FileStorage`, read when the mail is sent (not copied into the job). */
  readonly storageKey: string;
  readonly contentType: string;
}

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments?: readonly MailAttachment[];
}

/** A message as the mail job carries it: with the Message-ID fixed when it was queued. */
export interface QueuedMail extends MailMessage {
  /** Absent only on jobs queued before Message-IDs were fixed at queueing (nodemailer then makes one per attempt). */
  readonly messageId?: string;
}

/** nodemailer (some MiB of heap), loaded by the first mail sent rather than by every subgraph at start. */
const nodemailer = loadOnFirstUse(() => import('nodemailer'));

let transport: { config: Config; transporter: Transporter } | undefined;

async function transporter(current: Config): Promise<Transporter> {
  const { default: mailer } = await nodemailer();
  // Checked once loaded: mails sent together on first use share one transporter.
  if (transport?.config !== current) {
    transport = {
      config: current,
      transporter: current.SMTP_URL
        ? mailer.createTransport(current.SMTP_URL)
        : mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    };
  }
  return transport.transporter;
}

/** Sends one message now. Used by the mail job; request handlers call `sendMail` instead. */
export async function deliverMail(settings: Config, message: QueuedMail): Promise<void> {
  const storage = configuredStorage(settings);
  const attachments = await Promise.all(
    (message.attachments ?? []).map(async (attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: await storage.readAll(attachment.storageKey),
    })),
  );
  const sender = await transporter(settings);
  const info = await sender.sendMail({
    from: settings.MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.messageId ? { messageId: message.messageId } : {}),
    attachments,
  });
  if (!settings.SMTP_URL) {
    const directory = dataPath('outbox');
    await mkdir(directory, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
    await writeFile(`${directory}/${name}`, info.message as Buffer);
  }
}

/**
 * Sends a queued mail. A mail server that is down or refuses (4xx, 5xx) fails the attempt, which is retried
 * with backoff (`mailRetryPolicy`); an attempt lost with its process (killed mid-send) stops its heartbeats and
 * is retried within about 20 seconds. A mail whose every attempt failed stays in the queue's failed jobs and is
 * logged as an error: given up, never silently lost.
 *
 * Exactly once over SMTP is only as good as the Message-ID: a process that dies after the server answered 250
 * but before the queue recorded the job as done sends the mail again on the next attempt. The Message-ID is
 * fixed when the mail is queued, so every attempt carries the same one and a receiver (or a relay) that drops
 * duplicates by Message-ID shows it once; SMTP itself has no way to ask whether a message was taken.
 */
export const mailJob = defineJob<QueuedMail>({
  name: 'mail.send',
  handle: async (message, { log, config }) => {
    await deliverMail(config, message);
    log.info({ to: message.to, subject: message.subject, messageId: message.messageId }, 'mail sent');
  },
  onExhausted: (message, { log }) => {
    log.error(
      { to: message.to, subject: message.subject, messageId: message.messageId },
      `mail given up: every attempt failed; it stays among the failed jobs of ${mailJob.name}`,
    );
    return Promise.resolve();
  },
});

/** The kit's mail as an area of its own, for the subgraphs that send mail: its job, and no table or resolver. */
export const mailArea: SubgraphArea = { entities: [], resolvers: [], jobs: [mailJob] };

/**
 * Retries of a mail, given to each job when it is queued (a queue's own settings are fixed when it is first
 * created): from MAIL_RETRY_DELAY_SECONDS, doubling up to 10 minutes, MAIL_RETRY_LIMIT times. With the defaults
 * (15 s, 12) a mail server away for up to about 75 minutes (a restart, a maintenance window) loses no mail; the
 * job queue's default (8 retries from 2 s) would give up after about 15 minutes and retry a down server every
 * few seconds at first.
 */
function mailRetryPolicy({ MAIL_RETRY_LIMIT, MAIL_RETRY_DELAY_SECONDS }: Config): SendOptions {
  return { retryLimit: MAIL_RETRY_LIMIT, retryDelay: MAIL_RETRY_DELAY_SECONDS, retryBackoff: true, retryDelayMax: 600 };
}

/** A Message-ID of the sender's domain, e.g. `<3f0c...@example.com>`. */
function newMessageId({ MAIL_FROM }: Config): string {
  const domain = /@([^>\s]+)/.exec(MAIL_FROM)?.[1] ?? 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

/** Queues a message in the caller's transaction: it is sent once (and only if) the transaction commits. */
export function sendMail(jobs: JobQueue, em: EntityManager, message: MailMessage): Promise<void> {
  return jobs.enqueue(em, mailJob, { ...message, messageId: newMessageId(jobs.config) }, mailRetryPolicy(jobs.config));
}

/**
 * A small HTML mail: every interpolated value is escaped, so that a learner's name cannot inject markup.
 * `paragraphs` are plain text; `link` becomes one button-like anchor.
 */
export function htmlMail(paragraphs: readonly string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  const anchor = link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html>\n<html><body>\n${body}${anchor}\n</body></html>\n`;
}
