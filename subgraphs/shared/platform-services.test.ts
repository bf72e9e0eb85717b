import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { config, resetConfig } from '../../platform/config.js';
import { ErrorCode } from '../../platform/errors.js';
import { TestChallengeServer } from '../../test/support/challenge-server.js';
import { pdfText } from '../../test/support/pdf.js';
import { TestSmtpServer } from '../../test/support/smtp.js';
import { verifyChallenge } from './challenge.js';
import { signFileLink, verifyFileLink } from './file-links.js';
import { deliverMail, htmlMail } from './mail.js';
import { renderPdf } from './pdf.js';
import { configuredStorage } from './storage.js';

/** The shared building blocks of the subgraphs, against real files, a real SMTP server and a real challenge service. */

function configure(env: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfig();
}

const codeOf = (error: unknown) => (error as { extensions?: { code?: string } }).extensions?.code;

let dataDir: string;
let samplePdf: Buffer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'platform-'));
  configure({ DATA_DIR: dataDir, STORAGE_DIR: undefined, SMTP_URL: undefined, CHALLENGE_VERIFY_URL: undefined });
  samplePdf = await renderPdf((document) => document.text('Ada Lovelace, certificate CERT-2026-ABCD2345'));
});

describe('PDF rendering', () => {
  test('sets names from any European script (an embedded Unicode font, not the built-in Helvetica)', async () => {
    const names = 'Łukasz Żółkiewski, Дмитрий Шостакович, Αλέξανδρος Παπαδόπουλος';
    const pdf = await renderPdf((document) => document.text(names));
    expect((await pdfText(pdf)).replace(/\s+/g, ' ')).toContain(names);
  });
});

describe('signed file links', () => {
  const file = { key: 'training/assets/plan.pdf', filename: 'Training plan.pdf', contentType: 'application/pdf' };

  test('answers the file a link names, for the subgraph that signed it only', async () => {
    const link = await signFileLink(config(), 'training', file, 60);
    expect(link.path).toMatch(/^\/files\/training\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(link.expiresIn).toBe(60);
    expect(link.expiresAt.getTime() - Date.now()).toBeGreaterThan(55_000);
    const token = link.path.split('/').pop()!;
    expect(await verifyFileLink(config(), 'training', token)).toEqual(file);
    expect(await verifyFileLink(config(), 'factory', token)).toBeNull();
    expect(await verifyFileLink(config(), 'training', `${token.slice(0, -2)}xx`)).toBeNull();
  });

  test('tells an expired link apart from a forged one', async () => {
    const link = await signFileLink(config(), 'training', file, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await verifyFileLink(config(), 'training', link.path.split('/').pop()!)).toBe('expired');
  });
});

describe('bot challenge', () => {
  const challenge = new TestChallengeServer();
  beforeAll(() => challenge.start());
  afterAll(() => challenge.stop());
  beforeEach(() => {
    challenge.down = false;
    configure(challenge.env());
  });

  test('passes a token the service accepts, sending secret, response and the client address', async () => {
    await verifyChallenge(config(), 'pass-1', '203.0.113.7');
    expect(challenge.calls.at(-1)).toEqual({ secret: challenge.secret, response: 'pass-1', remoteip: '203.0.113.7' });
  });

  test('refuses a missing token (400), a failed one (403), one solved on a foreign host (403)', async () => {
    expect(codeOf(await verifyChallenge(config(), '', '203.0.113.7').catch((error) => error))).toBe(
      ErrorCode.VALIDATION_ERROR,
    );
    expect(codeOf(await verifyChallenge(config(), undefined, '203.0.113.7').catch((error) => error))).toBe(
      ErrorCode.VALIDATION_ERROR,
    );
    expect(codeOf(await verifyChallenge(config(), 'fail', '203.0.113.7').catch((error) => error))).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect(codeOf(await verifyChallenge(config(), 'other-host-1', '203.0.113.7').catch((error) => error))).toBe(
      ErrorCode.FORBIDDEN,
    );
  });

  test('answers 503 when the service is down, and accepts any non-empty token when none is configured', async () => {
    challenge.down = true;
    expect(codeOf(await verifyChallenge(config(), 'pass-2', '203.0.113.7').catch((error) => error))).toBe(
      ErrorCode.SERVICE_UNAVAILABLE,
    );
    configure({ CHALLENGE_VERIFY_URL: undefined });
    const calls = challenge.calls.length;
    await verifyChallenge(config(), 'anything', '203.0.113.7');
    expect(challenge.calls.length).toBe(calls);
  });
});

describe('mail', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());

  test('sends through SMTP with the stored attachment and escaped HTML', async () => {
    configure({ SMTP_URL: smtp.url, MAIL_FROM: 'training@example.test' });
    await configuredStorage(config()).write('training/certificates/sample.pdf', samplePdf);
    await deliverMail(config(), {
      to: 'ada@example.test',
      subject: 'Your certificate',
      text: 'Attached.',
      html: htmlMail(['Dear <b>Ada</b>'], { href: 'https://example.test/x?a=1&b=2', label: 'Open' }),
      attachments: [
        { filename: 'certificate.pdf', storageKey: 'training/certificates/sample.pdf', contentType: 'application/pdf' },
      ],
    });
    const mail = await smtp.waitFor((message) => message.subject === 'Your certificate');
    expect(mail.to).toEqual(['ada@example.test']);
    expect(mail.from).toBe('training@example.test');
    expect(mail.html).toContain('Dear &lt;b&gt;Ada&lt;/b&gt;');
    expect(mail.html).toContain('href="https://example.test/x?a=1&amp;b=2"');
    expect(mail.attachments).toHaveLength(1);
    expect(Buffer.compare(mail.attachments[0].content, samplePdf)).toBe(0);
  });

  test('writes an .eml file to the outbox when no SMTP server is configured', async () => {
    configure({ SMTP_URL: undefined, MAIL_FROM: undefined });
    await deliverMail(config(), { to: 'grace@example.test', subject: 'Outbox check', text: 'Hello Grace' });
    const outbox = join(dataDir, 'outbox');
    const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    const written = files
      .map((name) => readFileSync(join(outbox, name), 'utf8'))
      .find((text) => text.includes('Subject: Outbox check'));
    expect(written).toBeDefined();
    expect(written).toContain('To: grace@example.test');
    expect(written).toContain('From: no-reply@localhost');
    expect(written).toContain('Hello Grace');
  });
});
