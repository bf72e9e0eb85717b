/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are read field by field */
import { renderPdf } from '../../subgraphs/shared/pdf.js';
import { TestChallengeServer } from '../support/challenge-server.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import { fuzzEveryRoute, installWriteCounter, RestFuzzer, servicesOf } from '../support/rest-fuzz.js';
import { multipartBody, unknownRecords } from '../support/route-samples.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { trainingRest } from '../support/training-rest.js';
import { identityEnv, signInTrainingAdmin } from '../support/training.js';
import type { WriteCounter } from '../support/write-counter.js';

/**
 * The fuzzer over every route of the course-training service (see test/support/rest-fuzz.ts): the whole stack with
 * a real identity provider and bot-challenge service, a few real records for the path ids, and the write counter.
 */
const idp = new TestIdentityProvider();
const challenge = new TestChallengeServer();
let stack: TestStack;
let counter: WriteCounter;
let fuzzer: RestFuzzer;
let admin: Record<string, string>;
const call = trainingRest(
  () => stack,
  () => admin,
);

async function created(path: string, body: unknown): Promise<any> {
  const answer = await call('POST', path, body);
  if (answer.status !== 201) throw new Error(`seeding POST ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

beforeAll(async () => {
  await Promise.all([idp.start(), challenge.start()]);
  stack = await startTestStack({
    ...identityEnv(idp),
    ...challenge.env(),
    RATE_LIMIT_FACTOR: '0',
    AUDIT_LOG_URL: undefined,
    SMTP_URL: undefined,
  });
  admin = (await signInTrainingAdmin(idp, stack.testDatabase.url)).headers;
  const category = await created('/taxonomies/categories', { name: 'Fuzzed category', slug: 'fuzzed-category' });
  const courses: any[] = [];
  for (const slug of ['fuzz-one', 'fuzz-two', 'fuzz-three']) {
    courses.push(
      await created('/courses', {
        title: `Course ${slug}`,
        slug,
        description: 'Seeded',
        is_published: true,
        category_ids: [category.id],
      }),
    );
  }
  const interest = await created('/interests', {
    course_id: courses[0].id,
    name: 'Ada Lovelace',
    email: 'ada@example.test',
  });
  const enrollment = await created('/enrollments', { interest_id: interest.id });
  const enquiry = await created('/contact', {
    name: 'Grace',
    email: 'grace@example.test',
    message: 'Hello',
    challengeToken: 'pass-seed',
  });
  const plan = await created('/training-plan', {
    organisation: 'Fuzz Ltd',
    contact_name: 'Ada',
    contact_email: 'ada@example.test',
  });
  const ids = [category.id, ...courses.map((course) => course.id), interest.id, enrollment.id, enquiry.id, plan.id];
  const records = unknownRecords(await renderPdf((document) => document.text('Fuzzed training plan')));
  counter = await installWriteCounter(stack.testDatabase.url);
  fuzzer = new RestFuzzer({
    restUrl: stack.restUrl,
    counter,
    credentials: { admin: [admin], public: [{}], challenge: [{}] },
    realValues: {
      '*': ids,
      id: ids,
      slug: courses.map((course) => course.slug),
      type: ['categories', 'cities', 'associations', 'delivery_modes', 'category'],
      courseId: courses.map((course) => course.id),
      interestId: [interest.id],
      ids: [ids, [courses[2].id]],
      challengeToken: ['pass-fuzz', 'fail-fuzz', 'other-host-fuzz'],
      status: ['new', 'contacted', 'enrolled', 'achieved', 'in_progress', 'resolved'],
    },
    fixtures: {
      ...records,
      training: {
        courseId: courses[0].id,
        courseSlug: courses[0].slug,
        taxonomyId: category.id,
        interestId: interest.id,
        enrollmentId: enrollment.id,
        enquiryId: enquiry.id,
        trainingPlanRequestId: plan.id,
      },
    },
  });
}, 180_000);

afterAll(async () => {
  await fuzzer?.close();
  await counter?.close();
  await stack?.stop();
  await Promise.all([idp.stop(), challenge.stop()]);
});

fuzzEveryRoute(servicesOf('training'), () => fuzzer);

describe('regressions the fuzzer found (each a refusal in the training error shape, nothing written)', () => {
  const refused = async (
    method: string,
    path: string,
    body?: string | Buffer,
    headers: Record<string, string> = {},
  ) => {
    const { answer, problem } = await fuzzer.checkRequest({
      method,
      path: `/training/api/v1${path}`,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    expect({ problem, status: answer.status }).toEqual({ problem: undefined, status: 400 });
  };

  test('a path id that is no valid percent-encoding (express could not decode it: was a 500)', async () => {
    await refused('GET', '/courses/%E0%A4%A');
    await refused('DELETE', '/courses/%zz', undefined, admin);
  });

  test('NUL and lone surrogates in ids and fields (PostgreSQL refused them, isEmail threw: was a 500)', async () => {
    await refused('GET', '/verify/%00/pdf');
    const json = { 'content-type': 'application/json' };
    await refused(
      'POST',
      '/training-plan/request',
      JSON.stringify({ contact_name: 'Ada', contact_email: '\ud800', challengeToken: 'pass-x' }),
      json,
    );
    await refused(
      'POST',
      '/audit-logs',
      JSON.stringify({ action: 'x.y', entity_type: 'course', before: { note: 'lone \udfff' } }),
      { ...admin, ...json },
    );
    await refused(
      'POST',
      '/contact',
      JSON.stringify({ name: 'A\u0000', email: 'a@example.test', message: 'Hi', challengeToken: 'pass-x' }),
      json,
    );
  });

  test('an empty uploaded file (form-data could not measure it: was a 503)', async () => {
    const boundary = 'regression-boundary';
    const body = multipartBody(
      boundary,
      {},
      { bytes: new Uint8Array(), filename: 'empty.pdf', type: 'application/pdf' },
    );
    await refused('POST', '/upload/training-plan', body, {
      ...admin,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
  });
});
