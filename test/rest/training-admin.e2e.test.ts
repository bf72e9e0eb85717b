/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Course } from '../../subgraphs/training/catalogue/course.entity.js';
import { Enquiry } from '../../subgraphs/training/enquiries/enquiry.entity.js';
import { Enrollment } from '../../subgraphs/training/enrollments/enrollment.entity.js';
import { Interest } from '../../subgraphs/training/interests/interest.entity.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { expectAdminOnly, expectTrainingError, trainingRest } from '../support/training-rest.js';
import { identityEnv, signInTrainingAdmin } from '../support/training.js';

/**
 * Settings, metrics and audit logs through the whole system (REST adapter → gateway → training subgraph),
 * with a real identity provider: admins are members of the training tenant, audit entries name them.
 */
const idp = new TestIdentityProvider();
let stack: TestStack;
let admin: Record<string, string>;
let adminUser: { id: string; email: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const call = trainingRest(
  () => stack,
  () => admin,
);

beforeAll(async () => {
  await idp.start();
  stack = await startTestStack({
    ...identityEnv(idp),
    AUDIT_LOG_URL: undefined,
    RATE_LIMIT_FACTOR: '1',
    SMTP_URL: undefined,
  });
  ({ user: adminUser, headers: admin } = await signInTrainingAdmin(idp, stack.testDatabase.url, {
    email: 'admin@example.test',
  }));
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await idp.stop();
});

const em = () => stack.subgraphs.training.orm.em.fork() as EntityManager;

describe('admin routes refuse callers who are no admins', () => {
  // Every row has its three values: with fewer, Jest would take the test's last parameter for `done`.
  const routes: [string, string, unknown][] = [
    ['GET', '/settings', undefined],
    ['PUT', '/settings', { brochure_expiry_days: 3 }],
    ['GET', '/metrics', undefined],
    ['GET', '/audit-logs', undefined],
    ['POST', '/audit-logs', { action: 'x', entity_type: 'y' }],
  ];

  test.each(routes)(
    '%s %s: 401 without a token, 403 for an invalid token or a non-member',
    async (method, path, body) => {
      await expectAdminOnly(call, idp, method, path, body);
    },
  );
});

describe('settings (Variant B)', () => {
  test('GET /settings answers the flat object with the spec values', async () => {
    const answer = await call('GET', '/settings');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ training_plan_expiry_days: 180, brochure_expiry_days: 180 });
  });

  test('PUT /settings changes the fields given and answers the flat object after the change', async () => {
    const brochure = await call('PUT', '/settings', { brochure_expiry_days: 30 });
    expect(brochure.status).toBe(200);
    expect(brochure.body).toEqual({ training_plan_expiry_days: 180, brochure_expiry_days: 30 });
    const both = await call('PUT', '/settings', { training_plan_expiry_days: 90, brochure_expiry_days: 45 });
    expect(both.body).toEqual({ training_plan_expiry_days: 90, brochure_expiry_days: 45 });
    expect((await call('GET', '/settings')).body).toEqual({ training_plan_expiry_days: 90, brochure_expiry_days: 45 });
  });

  test.each([
    ['zero', { brochure_expiry_days: 0 }],
    ['a negative number', { training_plan_expiry_days: -1 }],
    ['a fraction', { brochure_expiry_days: 1.5 }],
    ['a numeric string', { brochure_expiry_days: '10' }],
    ['null', { training_plan_expiry_days: null }],
    ['no known field', { expiry: 10 }],
    ['an array body', [10]],
    ['malformed JSON', '{"brochure_expiry_days": '],
  ])('PUT /settings with %s answers 400 and changes nothing', async (_name, body) => {
    expectTrainingError(await call('PUT', '/settings', body), 400);
    expect((await call('GET', '/settings')).body).toEqual({ training_plan_expiry_days: 90, brochure_expiry_days: 45 });
  });
});

describe('metrics', () => {
  test('GET /metrics counts the catalogue and the learners; recent interests in the legacy interest shape', async () => {
    const course = (slug: string, published: boolean) =>
      call('POST', '/courses', { title: `Course ${slug}`, slug, description: 'D', is_published: published });
    const published = (await course('metrics-published', true)).body.data;
    await course('metrics-draft', false);
    const deleted = (await course('metrics-deleted', true)).body.data;
    expect((await call('DELETE', `/courses/${deleted.id}`)).status).toBe(200);

    const writer = em();
    const courseRef = writer.getReference(Course, published.id);
    const interests = ['Ada', 'Grace', 'Linus'].map((name, index) =>
      writer.create(Interest, {
        course: courseRef,
        name,
        email: `${name.toLowerCase()}@example.test`,
        createdAt: new Date(Date.now() - (3 - index) * 60_000),
      }),
    );
    writer.create(Interest, {
      course: courseRef,
      name: 'Removed',
      email: 'removed@example.test',
      deletedAt: new Date(),
    });
    writer.create(Enrollment, {
      course: courseRef,
      interest: interests[0],
      learnerName: 'Ada',
      learnerEmail: 'ada@example.test',
    });
    writer.create(Enquiry, { name: 'Ken', email: 'ken@example.test', message: 'Dates in May?' });
    writer.create(Enquiry, { name: 'Dennis', email: 'dennis@example.test', message: 'Group rates?' });
    await writer.flush();

    const answer = await call('GET', '/metrics');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      data: {
        total_courses: 2,
        published_courses: 1,
        total_interests: 3,
        total_enrollments: 1,
        total_enquiries: 2,
        recent_interests: [expect.any(Object), expect.any(Object), expect.any(Object)],
      },
    });
    const [newest] = answer.body.data.recent_interests;
    expect(answer.body.data.recent_interests.map((interest: any) => interest.name)).toEqual(['Linus', 'Grace', 'Ada']);
    expect(newest).toMatchObject({
      id: interests[2].id,
      course_id: published.id,
      course_title: 'Course metrics-published',
      name: 'Linus',
      email: 'linus@example.test',
      status: 'new',
      created_at: expect.any(String),
    });
  });
});

describe('audit logs', () => {
  let courseId: string;

  beforeAll(async () => {
    const created = await call('POST', '/courses', { title: 'Audited', slug: 'audited', description: 'D' });
    courseId = created.body.data.id;
    await call('PUT', `/courses/${courseId}`, { title: 'Audited again', slug: 'audited', description: 'D' });
    await call('PATCH', '/courses/bulk', { ids: [courseId], updates: { is_published: true } });
    await call('DELETE', `/courses/${courseId}`);
    const category = await call('POST', '/taxonomies', { name: 'Audited', type: 'category' });
    await call('PUT', `/taxonomies/categories/${category.body.data.id}`, { name: 'Audited category' });
    await call('DELETE', `/taxonomies/${category.body.data.id}`);
  });

  test('catalogue writes are recorded with the admin of the identity provider as actor', async () => {
    const answer = await call('GET', `/audit-logs?entity_type=course&entity_id=${courseId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'success', results: 4, total: 4, page: 1, limit: 20 });
    expect(answer.body.data.map((entry: any) => entry.action)).toEqual([
      'course.delete',
      'course.bulk_update',
      'course.update',
      'course.create',
    ]);
    const [deleted] = answer.body.data;
    expect(deleted).toEqual({
      id: expect.stringMatching(UUID),
      action: 'course.delete',
      entity_type: 'course',
      entity_id: courseId,
      actor_id: adminUser.id,
      actor_email: 'admin@example.test',
      before: expect.objectContaining({ id: courseId, title: 'Audited again', status: 'ACTIVE', isPublished: true }),
      after: expect.objectContaining({ id: courseId, status: 'DELETED', deletedAt: expect.any(String) }),
      created_at: expect.any(String),
    });

    const taxonomy = await call('GET', '/audit-logs?entity_type=taxonomy&action=taxonomy.update');
    expect(taxonomy.body.data).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ name: 'Audited' }),
        after: expect.objectContaining({ name: 'Audited category' }),
        actor_id: adminUser.id,
      }),
    ]);
    const settings = await call('GET', '/audit-logs?entityType=settings');
    expect(settings.body.total).toBe(2);
    expect(settings.body.data[0]).toMatchObject({
      action: 'settings.update',
      actor_id: adminUser.id,
      after: { trainingPlanExpiryDays: 90, brochureExpiryDays: 45 },
    });
  });

  test('Variant A (limit, entity_type) and Variant B (pageSize, entityType) page the same list', async () => {
    const a = await call('GET', '/audit-logs?entity_type=course&limit=2&page=2');
    const b = await call('GET', '/audit-logs?entityType=course&pageSize=2&page=2');
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ status: 'success', results: 2, page: 2, limit: 2 });
    expect(a.body.total).toBeGreaterThanOrEqual(7);
    expect(b.body).toEqual(a.body);
    const first = await call('GET', '/audit-logs?entity_type=course&limit=2');
    expect(first.body.data.map((entry: any) => entry.id)).not.toEqual(a.body.data.map((entry: any) => entry.id));
  });

  test('from and to take ISO dates (a date-only `to` includes that day) and date-times', async () => {
    const all = await call('GET', '/audit-logs?limit=100');
    const newest = all.body.data[0];
    const oldest = all.body.data.at(-1);
    const day = (timestamp: string, offset = 0) =>
      new Date(Date.parse(timestamp) + offset * 86_400_000).toISOString().slice(0, 10);

    const within = await call(
      'GET',
      `/audit-logs?limit=100&from=${day(oldest.created_at)}&to=${day(newest.created_at)}`,
    );
    expect(within.body.total).toBe(all.body.total);
    expect((await call('GET', `/audit-logs?to=${day(oldest.created_at, -1)}`)).body.total).toBe(0);
    expect((await call('GET', `/audit-logs?from=${day(newest.created_at, 1)}`)).body.total).toBe(0);
    const exact = await call('GET', `/audit-logs?from=${encodeURIComponent(newest.created_at)}`);
    expect(exact.body.data.map((entry: any) => entry.id)).toEqual([newest.id]);

    expectTrainingError(await call('GET', '/audit-logs?from=last-week'), 400);
    expectTrainingError(await call('GET', '/audit-logs?from=2025-06-02&to=2025-06-01'), 400);
    expectTrainingError(await call('GET', '/audit-logs?pageSize=1000'), 400);
    expectTrainingError(await call('GET', '/audit-logs?page=zero'), 400);
  });

  test('POST /audit-logs (Variant B) records an entry of the caller: 201 with the entry', async () => {
    const snake = await call('POST', '/audit-logs', {
      action: 'enrollment.export',
      entity_type: 'enrollment',
      entity_id: 'batch-7',
      before: null,
      after: { rows: 12 },
    });
    expect(snake.status).toBe(201);
    expect(snake.body).toEqual({
      status: 'success',
      data: {
        id: expect.stringMatching(UUID),
        action: 'enrollment.export',
        entity_type: 'enrollment',
        entity_id: 'batch-7',
        actor_id: adminUser.id,
        actor_email: 'admin@example.test',
        before: null,
        after: { rows: 12 },
        created_at: expect.any(String),
      },
    });
    const camel = await call('POST', '/audit-logs', {
      action: 'enrollment.export',
      entityType: 'enrollment',
      entityId: 'batch-8',
      after: [1, 2],
    });
    expect(camel.status).toBe(201);
    expect(camel.body.data).toMatchObject({
      entity_type: 'enrollment',
      entity_id: 'batch-8',
      before: null,
      after: [1, 2],
    });

    const listed = await call('GET', '/audit-logs?action=enrollment.export');
    expect(listed.body.data.map((entry: any) => entry.id)).toEqual([camel.body.data.id, snake.body.data.id]);
  });

  test('POST /audit-logs without action or entity type answers 400 and records nothing', async () => {
    const before = (await call('GET', '/audit-logs')).body.total;
    expectTrainingError(await call('POST', '/audit-logs', { entity_type: 'enrollment' }), 400);
    expectTrainingError(await call('POST', '/audit-logs', { action: 'x', entity_type: '' }), 400);
    expectTrainingError(await call('POST', '/audit-logs', { action: 42, entity_type: 'enrollment' }), 400);
    expectTrainingError(await call('POST', '/audit-logs', ['not', 'an', 'object']), 400);
    expect((await call('GET', '/audit-logs')).body.total).toBe(before);
  });
});
