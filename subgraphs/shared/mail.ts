import type { EntityManager } from '@mikro-orm/postgresql';
import escapeHtml from 'escape-html';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import nodemailer, { type Transporter } from 'nodemailer';
import { config, type Config } from '../../platform/config.js';
import { dataPath } from '../../platform/data-dir.js';
import { defineJob, type JobQueue } from './jobs.js';
import { FileStorage } from './storage.js';

/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as an
 * `.eml` file under `.data/outbox/`. Mail is always sent by a job (see `sendMail`), never inside a request.
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

let transport: { config: Config; transporter: Transporter } | undefined;

function transporter(): Transporter {
  const current = config();
  if (transport?.config !== current) {
    transport = {
      config: current,
      transporter: current.SMTP_URL
        ? nodemailer.createTransport(current.SMTP_URL)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    };
  }
  return transport.transporter;
}

/** Sends one message now. Used by the mail job; request handlers call `sendMail` instead. */
export async function deliverMail(message: MailMessage): Promise<void> {
  const storage = new FileStorage();
  const attachments = await Promise.all(
    (message.attachments ?? []).map(async (attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: await storage.readAll(attachment.storageKey),
    })),
  );
  const info = await transporter().sendMail({
    from: config().MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    attachments,
  });
  if (!config().SMTP_URL) {
    const directory = dataPath('outbox');
    await mkdir(directory, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
    await writeFile(`${directory}/${name}`, info.message as Buffer);
  }
}

export const mailJob = defineJob<MailMessage>({
  name: 'mail.send',
  handle: async (message, { log }) => {
    await deliverMail(message);
    log.info({ to: message.to, subject: message.subject }, 'mail sent');
  },
});

/** Queues a message in the caller's transaction: it is sent once (and only if) the transaction commits. */
export function sendMail(jobs: JobQueue, em: EntityManager, message: MailMessage): Promise<void> {
  return jobs.enqueue(em, mailJob, message);
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
