import { simpleParser, type AddressObject } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** A mail as the outside world received it: envelope recipients plus the parsed content. */
export interface ReceivedMail {
  /** Address of the From header (the envelope sender when the header has none). */
  from: string;
  /** Envelope recipients (RCPT TO), so that Bcc recipients show up too. */
  to: string[];
  subject: string;
  /** '' when the mail has no text part. */
  text: string;
  /** '' when the mail has no HTML part. */
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** The Message-ID header ('' when the mail has none), by which receivers drop a mail sent twice. */
  messageId: string;
}

type MailPredicate = (mail: ReceivedMail) => boolean;

/** A mail whose DATA phase is held open: read, but not answered yet. */
interface HeldMail {
  readonly reading: Promise<ReceivedMail>;
  readonly answer: (error?: Error) => void;
}

/** Mails to `address` (among their envelope recipients), for `waitFor` and `expectNone`. */
export const mailTo =
  (address: string): MailPredicate =>
  (mail) =>
    mail.to.includes(address);

/** An SMTP error the client sees as a temporary refusal (4xx), so that a well-behaved sender retries. */
const temporaryFailure = () =>
  Object.assign(new Error('Mailbox temporarily unavailable (test server is failing)'), { responseCode: 451 });

/**
 * A real SMTP server on an ephemeral loopback port that keeps every mail it accepts, parsed, so that tests
 * check what users would receive. Plain SMTP without authentication, as `smtp://127.0.0.1:PORT`.
 */
export class TestSmtpServer {
  readonly messages: ReceivedMail[] = [];
  /** While true every recipient (and any DATA already under way) is refused with 451. */
  failing = false;
  /**
   * While true each mail is read but not answered, so that its sender waits in the DATA phase (to kill the
   * sender mid-send), until `releaseHeld` accepts or `discardHeld` drops what is held.
   */
  holdData = false;
  url = '';

  readonly #held: HeldMail[] = [];
  readonly #waiters = new Set<{ matches: MailPredicate; deliver: (mail: ReceivedMail) => void }>();
  readonly #server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Clients that keep a connection open (pooled transports) must not hold up stop().
    closeTimeout: 500,
    onRcptTo: (_address, _session, callback) => callback(this.failing ? temporaryFailure() : null),
    onData: (stream, session, callback) => {
      const reading = parseMail(stream, session.envelope.mailFrom, session.envelope.rcptTo);
      if (this.holdData) {
        // A sender killed mid-DATA leaves a stream that may fail: that mail was never received.
        reading.catch(() => undefined);
        this.#held.push({ reading, answer: (error) => callback(error ?? null) });
        return;
      }
      this.#answer(reading).then(
        () => callback(),
        (error: Error) => callback(error),
      );
    },
  });

  /** Listens on `port` (a free one when 0: a test that starts the server late reserves one with `freePort`). */
  async start(port = 0): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(port, '127.0.0.1', resolve);
    });
    this.url = `smtp://127.0.0.1:${(this.#server.server.address() as AddressInfo).port}`;
  }

  /** Mails held in their DATA phase (see `holdData`). */
  get held(): number {
    return this.#held.length;
  }

  /** Accepts every held mail, as a server that answers late but in time. */
  async releaseHeld(): Promise<void> {
    for (const held of this.#held.splice(0)) {
      await this.#answer(held.reading).then(
        () => held.answer(),
        (error: Error) => held.answer(error),
      );
    }
  }

  /** Drops every held mail unanswered (a sender still connected gets 451): the mail never counts as received. */
  discardHeld(): void {
    for (const held of this.#held.splice(0)) held.answer(temporaryFailure());
  }

  stop(): Promise<void> {
    if (!this.#server.server.listening) return Promise.resolve();
    return new Promise((resolve) => this.#server.close(resolve));
  }

  clear(): void {
    this.messages.length = 0;
  }

  /** The first mail matching `predicate`, received already or within `timeoutMs`. */
  async waitFor(predicate: MailPredicate, timeoutMs = 10_000): Promise<ReceivedMail> {
    const mail = await this.#next(predicate, timeoutMs);
    if (mail) return mail;
    const subjects = this.messages.map((received) => JSON.stringify(received.subject));
    throw new Error(
      `No matching mail within ${timeoutMs} ms; received ${subjects.length}: ${subjects.length ? subjects.join(', ') : '(none)'}`,
    );
  }

  /** Resolves after `waitMs` when no mail matching `predicate` arrived (or had arrived), rejects as soon as one does. */
  async expectNone(predicate: MailPredicate, waitMs = 500): Promise<void> {
    const mail = await this.#next(predicate, waitMs);
    if (mail)
      throw new Error(`Expected no such mail, but received ${JSON.stringify(mail.subject)} to ${mail.to.join(', ')}`);
  }

  /** The first matching mail, or undefined when none arrived within `timeoutMs`. */
  #next(predicate: MailPredicate, timeoutMs: number): Promise<ReceivedMail | undefined> {
    const received = this.messages.find(predicate);
    if (received) return Promise.resolve(received);
    return new Promise((resolve) => {
      const waiter = {
        matches: predicate,
        deliver: (mail: ReceivedMail | undefined) => {
          clearTimeout(timer);
          this.#waiters.delete(waiter);
          resolve(mail);
        },
      };
      const timer = setTimeout(() => waiter.deliver(undefined), timeoutMs);
      this.#waiters.add(waiter);
    });
  }

  async #answer(reading: Promise<ReceivedMail>): Promise<void> {
    const mail = await reading;
    // A refusal must come after the whole message was read, or the SMTP conversation breaks.
    if (this.failing) throw temporaryFailure();
    this.messages.push(mail);
    for (const waiter of this.#waiters) if (waiter.matches(mail)) waiter.deliver(mail);
  }
}

async function parseMail(
  stream: SMTPServerDataStream,
  mailFrom: { address: string } | false,
  rcptTo: { address: string }[],
): Promise<ReceivedMail> {
  const parsed = await simpleParser(stream);
  return {
    from: firstAddress(parsed.from) ?? (mailFrom ? mailFrom.address : ''),
    to: rcptTo.map((recipient) => recipient.address),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      content: attachment.content,
    })),
    messageId: parsed.messageId ?? '',
  };
}

function firstAddress(header: AddressObject | AddressObject[] | undefined): string | undefined {
  const [first] = Array.isArray(header) ? header : header ? [header] : [];
  return first?.value[0]?.address;
}
