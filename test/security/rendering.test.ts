import escapeHtml from 'escape-html';
import { randomUUID } from 'node:crypto';
import { renderPdf } from '../../subgraphs/shared/pdf.js';
import { complianceEnv, complianceRest, complianceSql, seedTenant, type TenantUser } from '../support/compliance.js';
import {
  factoryEnv,
  factoryRest,
  factorySql,
  seedPlan,
  seedTenant as seedFactoryTenant,
  seedUser,
  type FactoryUser,
} from '../support/factory.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import { pdfText } from '../support/pdf.js';
import { mailTo, TestSmtpServer, type ReceivedMail } from '../support/smtp.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { trainingRest } from '../support/training-rest.js';
import { identityEnv, signInTrainingAdmin } from '../support/training.js';

/**
 * HTML and script in what people type, wherever it is rendered as HTML, through the whole system: variables of
 * compliance document templates (the rendered document), course texts and learner names of the training
 * service (the brochure and certificate mails, the certificate PDF), and a factory user's name (the reset mail).
 * The output carries the text escaped, never live markup; plain-text parts and PDFs carry it as text.
 */

/** What attackers type: a script, an attribute breaking out of its quotes, an image with a handler, an entity. */
const PAYLOADS = {
  script: '<script>alert("x")</script>',
  attribute: '"><img src=x onerror=alert(1)>',
  handler: '<b onmouseover="alert(2)">bold</b>',
  entity: '&lt;i&gt; already escaped',
} as const;
/** The tags of the payloads: escaped, their handlers are inert text, so none of these tags may appear. */
const LIVE_MARKUP = /<\s*(script|img|b)[\s>/]/i;

const smtp = new TestSmtpServer();
const idp = new TestIdentityProvider();
let stack: TestStack;
let owner: TenantUser;
let trainingAdmin: Record<string, string>;
let factoryAdmin: FactoryUser;
const training = trainingRest(
  () => stack,
  () => trainingAdmin,
);
const complianceDb = complianceSql(() => stack);
const factoryDb = factorySql(() => stack);

beforeAll(async () => {
  await Promise.all([smtp.start(), idp.start()]);
  stack = await startTestStack({
    ...complianceEnv(),
    ...factoryEnv(),
    ...identityEnv(idp),
    SMTP_URL: smtp.url,
    RATE_LIMIT_FACTOR: '0',
    STORAGE_DIR: undefined,
  });
  owner = await seedTenant(complianceDb);
  trainingAdmin = (await signInTrainingAdmin(idp, stack.testDatabase.url)).headers;
  factoryAdmin = await seedUser(factoryDb, (await seedFactoryTenant(factoryDb, (await seedPlan(factoryDb)).id)).id);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await Promise.all([smtp.stop(), idp.stop()]);
});

/** `html` shows every one of `texts` escaped and holds no live markup. */
function expectEscaped(html: string, texts: readonly string[]): void {
  expect(html).not.toMatch(LIVE_MARKUP);
  for (const text of texts) {
    expect(html).toContain(escapeHtml(text));
    expect(html).not.toContain(text);
  }
}

test('compliance: template variables are rendered escaped, a value never becomes markup nor a placeholder', async () => {
  const call = complianceRest(
    () => stack,
    () => owner.headers,
  );
  const template = await call('POST', '/api/v1/documents/templates', {
    tenantId: owner.tenantId,
    name: 'Board notice',
    category: 'NOTICE',
    body: '<h1>Notice to {{companyName}}</h1><p title="{{address}}">{{address}}</p><p>{{director}}; {{note}}</p>',
  });
  expect(template.status).toBe(201);
  const values = {
    companyName: PAYLOADS.script,
    address: PAYLOADS.attribute,
    director: PAYLOADS.handler,
    note: `${PAYLOADS.entity} {{companyName}}`,
  };
  const generated = await call('POST', `/api/v1/documents/generate/${template.body.data.id}`, values);
  expect(generated.status).toBe(200);
  const html: string = generated.body.data.renderedHtml;
  expect(html).toBe(
    `<h1>Notice to ${escapeHtml(values.companyName)}</h1><p title="${escapeHtml(values.address)}">${escapeHtml(values.address)}</p>` +
      `<p>${escapeHtml(values.director)}; ${escapeHtml(values.note)}</p>`,
  );
  expectEscaped(html, Object.values(values));
  // The template's own markup stays; only the values are text.
  expect(html.match(/<p/g)).toHaveLength(2);
});

describe('training: course texts and learner names in mails and certificates', () => {
  const title = `Fire Safety ${PAYLOADS.script} & "Evacuation"`;
  let courseId: string;

  beforeAll(async () => {
    const slug = `fire-${randomUUID().slice(0, 8)}`;
    const course = await training('POST', '/courses', {
      title,
      slug,
      description: `${PAYLOADS.attribute} One day.`,
      is_published: true,
    });
    expect(course.status).toBe(201);
    courseId = course.body.data.id;
    const form = new FormData();
    form.append('short_code', slug);
    form.append(
      'file',
      new Blob([await renderPdf((document) => document.text('The brochure'))], { type: 'application/pdf' }),
      'brochure.pdf',
    );
    const brochure = await fetch(`${stack.restUrl}/training/api/v1/upload/course-brochure`, {
      method: 'POST',
      body: form,
      headers: trainingAdmin,
    });
    expect(brochure.status).toBe(201);
  });

  test('the brochure mail shows the course title and the learner’s name escaped', async () => {
    const email = `learner-${randomUUID().slice(0, 8)}@example.com`;
    const created = await training('POST', '/interests', {
      course_id: courseId,
      name: PAYLOADS.handler,
      email,
      send_brochure: true,
    });
    expect(created.status).toBe(201);
    const mail = await smtp.waitFor(mailTo(email), 30_000);
    expectEscaped(mail.html, [title, PAYLOADS.handler]);
    expect(mail.text).toContain(title);
    expect(mail.to).toEqual([email]);
  });

  test('the certificate mail and PDF carry the texts as text', async () => {
    const email = `graduate-${randomUUID().slice(0, 8)}@example.com`;
    const enrollment = await training('POST', '/enrollments', {
      course_id: courseId,
      learner_name: PAYLOADS.attribute,
      learner_email: email,
    });
    expect(enrollment.status).toBe(201);
    const completed = await training('PATCH', `/enrollments/${enrollment.body.data.id}`, { status: 'completed' });
    expect(completed.status).toBe(200);
    const mail: ReceivedMail = await smtp.waitFor(mailTo(email), 30_000);
    expectEscaped(mail.html, [title, PAYLOADS.attribute]);
    expect(mail.to).toEqual([email]);
    const [certificate] = mail.attachments;
    expect(certificate?.contentType).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(certificate.content))).replace(/\s+/g, ' ');
    expect(text).toContain('<script>alert("x")</script>');
  });

  test('header lines in a learner’s name stay text in the mail body: no recipient is added', async () => {
    const email = `crlf-${randomUUID().slice(0, 8)}@example.com`;
    const intruder = `intruder-${randomUUID().slice(0, 8)}@example.com`;
    const created = await training('POST', '/interests', {
      course_id: courseId,
      name: `Ada\r\nBcc: ${intruder}\r\nX-Injected: yes`,
      email,
      send_brochure: true,
    });
    expect(created.status).toBe(201);
    const mail = await smtp.waitFor(mailTo(email), 30_000);
    expect(mail.to).toEqual([email]);
    // The name stays in the body, as text.
    expect(mail.text).toContain(`Bcc: ${intruder}`);
    await smtp.expectNone(mailTo(intruder));
  });
});

test('factory: a user’s name is escaped in the password-reset mail', async () => {
  const call = factoryRest(() => stack);
  const email = `reset-${randomUUID().slice(0, 8)}@factory.example.com`;
  const signup = await call(
    'POST',
    '/auth/signup',
    { name: PAYLOADS.script, email, password: 'correct horse', passwordConfirm: 'correct horse' },
    factoryAdmin.headers,
  );
  expect(signup.status).toBe(201);
  expect((await call('POST', '/auth/forgotPassword', { email }, {})).status).toBe(200);
  const mail = await smtp.waitFor(mailTo(email), 30_000);
  expectEscaped(mail.html, [PAYLOADS.script]);
});
