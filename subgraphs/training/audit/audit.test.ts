import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { TestIdentityProvider } from '../../../test/support/identity-provider.js';
import {
  identityEnv,
  signInTrainingAdmin,
  startTraining,
  type TrainingUnderTest,
} from '../../../test/support/training.js';

/**
 * The training audit trail in its own table (no AUDIT_LOG_URL): catalogue writes record who did what, with the
 * record before and after; admins read it filtered and record entries of their own.
 */
const idp = new TestIdentityProvider();
let training: TrainingUnderTest;
let admin: Record<string, string>;
let adminUser: { id: string; email: string };
const outsider = randomUUID();

interface Entry {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  actorId: string | null;
  actorEmail: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  correlationId: string | null;
  createdAt: string;
}

const ENTRY = 'id action entityType entityId actorId actorEmail before after correlationId createdAt';

/** Operations run as the admin unless given other headers. */
const ok = <T>(query: string, variables: Record<string, unknown> = {}, headers = admin) =>
  training.ok<T>(query, variables, headers);

const logs = (args: { filter?: Record<string, unknown>; page?: number; limit?: number } = {}, headers = admin) =>
  training.gql<{ trainingAuditLogs: { items: Entry[]; total: number; page: number; limit: number } }>(
    `query($filter: AuditLogFilter, $page: Int, $limit: Int) { trainingAuditLogs(filter: $filter, page: $page, limit: $limit) { items { ${ENTRY} } total page limit } }`,
    args,
    headers,
  );

async function entries(filter: Record<string, unknown> = {}): Promise<Entry[]> {
  const response = await logs({ filter, limit: 100 });
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!.trainingAuditLogs.items;
}

const record = (input: Record<string, unknown>, headers = admin) =>
  training.gql<{ recordTrainingAuditLog: Entry }>(
    `mutation($input: AuditLogInput!) { recordTrainingAuditLog(input: $input) { ${ENTRY} } }`,
    { input },
    headers,
  );

beforeAll(async () => {
  await idp.start();
  training = await startTraining({
    ...identityEnv(idp),
    AUDIT_LOG_URL: undefined,
    RATE_LIMIT_FACTOR: '1',
  });
  ({ user: adminUser, headers: admin } = await signInTrainingAdmin(idp, training.database.url, {
    email: 'auditor@example.test',
  }));
});

afterAll(async () => {
  await training?.stop();
  await idp.stop();
});

describe('audit entries of catalogue writes', () => {
  const ids: Record<string, string> = {};

  test('records taxonomy creation, update and deletion with the admin as actor', async () => {
    const correlationId = randomUUID();
    const created = await ok<{ createTaxonomy: { id: string } }>(
      `mutation { createTaxonomy(input: { type: CATEGORY, name: "Safety", slug: "safety" }) { id } }`,
      {},
      { ...admin, 'x-correlation-id': correlationId },
    );
    ids.category = created.createTaxonomy.id;
    await ok(`mutation($id: ID!) { updateTaxonomy(id: $id, input: { name: "Health and Safety" }) { id } }`, {
      id: ids.category,
    });
    const temporary = await ok<{ createTaxonomy: { id: string } }>(
      `mutation { createTaxonomy(input: { type: CITY, name: "Atlantis" }) { id } }`,
    );
    await ok(`mutation($id: ID!) { deleteTaxonomy(id: $id, type: CITY) { id } }`, { id: temporary.createTaxonomy.id });

    const [update, create] = await entries({ entityId: ids.category });
    expect(create).toMatchObject({
      action: 'taxonomy.create',
      entityType: 'taxonomy',
      entityId: ids.category,
      actorId: adminUser.id,
      actorEmail: 'auditor@example.test',
      before: null,
      after: { id: ids.category, type: 'CATEGORY', name: 'Safety', slug: 'safety' },
      correlationId,
    });
    expect(update).toMatchObject({
      action: 'taxonomy.update',
      before: { name: 'Safety', slug: 'safety' },
      after: { name: 'Health and Safety', slug: 'safety' },
      actorId: adminUser.id,
    });
    const [deleted] = await entries({ action: 'taxonomy.delete' });
    expect(deleted).toMatchObject({
      entityId: temporary.createTaxonomy.id,
      before: { name: 'Atlantis', type: 'CITY' },
      after: null,
      actorId: adminUser.id,
    });
  });

  test('records course creation, update, bulk update and deletion with snapshots before and after', async () => {
    const created = await ok<{ createCourse: { id: string } }>(
      `mutation($input: CreateCourseInput!) { createCourse(input: $input) { id } }`,
      { input: { title: 'First Aid', slug: 'first-aid', description: 'D', categoryIds: [ids.category] } },
    );
    ids.course = created.createCourse.id;
    await ok(
      `mutation($id: ID!) { updateCourse(id: $id, input: { title: "First Aid at Work", slug: "first-aid", description: "D" }) { id } }`,
      {
        id: ids.course,
      },
    );
    const other = await ok<{ createCourse: { id: string } }>(
      `mutation { createCourse(input: { title: "Other", slug: "other", description: "D", isPublished: true }) { id } }`,
    );
    const bulk = await ok<{ bulkUpdateCourses: { matched: number; updated: number } }>(
      `mutation($ids: [ID!]!) { bulkUpdateCourses(ids: $ids, updates: { isPublished: true }) { matched updated } }`,
      { ids: [ids.course, other.createCourse.id] },
    );
    expect(bulk.bulkUpdateCourses).toEqual({ matched: 2, updated: 1 });
    await ok(`mutation($id: ID!) { deleteCourse(id: $id) { id } }`, { id: ids.course });

    const trail = await entries({ entityType: 'course', entityId: ids.course });
    expect(trail.map((entry) => entry.action)).toEqual([
      'course.delete',
      'course.bulk_update',
      'course.update',
      'course.create',
    ]);
    for (const entry of trail)
      expect(entry).toMatchObject({ actorId: adminUser.id, actorEmail: 'auditor@example.test', entityType: 'course' });
    const [deleted, published, updated, create] = trail;
    expect(create.before).toBeNull();
    expect(create.after).toMatchObject({
      id: ids.course,
      title: 'First Aid',
      slug: 'first-aid',
      isPublished: false,
      status: 'ACTIVE',
      taxonomyIds: [ids.category],
    });
    expect(updated.before).toMatchObject({ title: 'First Aid', taxonomyIds: [ids.category] });
    expect(updated.after).toMatchObject({ title: 'First Aid at Work', taxonomyIds: [] });
    expect(published.before).toMatchObject({ isPublished: false });
    expect(published.after).toMatchObject({ isPublished: true });
    expect(deleted.before).toMatchObject({ status: 'ACTIVE', deletedAt: null });
    expect(deleted.after).toMatchObject({ status: 'DELETED', deletedAt: expect.any(String) });
    // The course the bulk update left as it was has no bulk entry.
    expect((await entries({ entityId: other.createCourse.id })).map((entry) => entry.action)).toEqual([
      'course.create',
    ]);
  });

  test('records nothing for a write that fails', async () => {
    const before = (await logs()).data!.trainingAuditLogs.total;
    const duplicate = await training.gql(
      `mutation { createCourse(input: { title: "Again", slug: "other", description: "D" }) { id } }`,
      {},
      admin,
    );
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    const unknown = await training.gql(
      `mutation($id: ID!) { deleteCourse(id: $id) { id } }`,
      { id: randomUUID() },
      admin,
    );
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect((await logs()).data!.trainingAuditLogs.total).toBe(before);
  });
});

describe('reading the audit trail', () => {
  test('lists newest first, paged', async () => {
    const all = await entries();
    const times = all.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page = await logs({ page: 2, limit: 3 });
    expect(page.data?.trainingAuditLogs).toMatchObject({ total: all.length, page: 2, limit: 3 });
    expect(page.data?.trainingAuditLogs.items.map((entry) => entry.id)).toEqual(
      all.slice(3, 6).map((entry) => entry.id),
    );
  });

  test('filters by time: a date-only `to` includes that whole day, `from` starts at its midnight', async () => {
    const all = await entries();
    const total = all.length;
    const newest = all[0];
    const day = (createdAt: string, offsetDays = 0) =>
      new Date(Date.parse(createdAt) + offsetDays * 86_400_000).toISOString().slice(0, 10);
    expect(await entries({ from: day(all.at(-1)!.createdAt), to: day(newest.createdAt) })).toHaveLength(total);
    expect(await entries({ to: day(all.at(-1)!.createdAt, -1) })).toHaveLength(0);
    expect(await entries({ from: day(newest.createdAt, 1) })).toHaveLength(0);
    // Date-times bound exactly.
    expect(await entries({ from: newest.createdAt })).toHaveLength(1);
    expect(await entries({ to: new Date(Date.parse(newest.createdAt) - 1).toISOString() })).toHaveLength(total - 1);
  });

  test('refuses bounds that are no ISO dates, a reversed range and bad paging with VALIDATION_ERROR', async () => {
    for (const filter of [
      { from: 'yesterday' },
      { to: '2025-02-30' },
      { to: '06/01/2025' },
      { from: '2025-06-02', to: '2025-06-01' },
    ]) {
      const response = await logs({ filter });
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    }
    expect((await logs({ limit: 1000 })).errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await logs({ page: 0 })).errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('recording an entry of the caller', () => {
  test('records it with the caller as actor', async () => {
    const response = await record({
      action: 'report.export',
      entityType: 'report',
      entityId: 'r-1',
      before: null,
      after: { rows: 3, format: 'csv' },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.recordTrainingAuditLog).toMatchObject({
      action: 'report.export',
      entityType: 'report',
      entityId: 'r-1',
      actorId: adminUser.id,
      actorEmail: 'auditor@example.test',
      before: null,
      after: { rows: 3, format: 'csv' },
    });
    const [stored] = await entries({ action: 'report.export' });
    expect(stored?.id).toBe(response.data?.recordTrainingAuditLog.id);
  });

  test('refuses an entry without action or entity type', async () => {
    for (const input of [
      { action: '', entityType: 'report' },
      { action: 'x', entityType: '   ' },
      { entityType: 'report' },
    ]) {
      const response = await record(input);
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    }
  });
});

describe('admin operations of this area', () => {
  const operations = {
    trainingAuditLogs: () => `{ trainingAuditLogs { total } }`,
    recordTrainingAuditLog: () => `mutation { recordTrainingAuditLog(input: { action: "x", entityType: "y" }) { id } }`,
    trainingMetrics: () => `{ trainingMetrics { totalCourses } }`,
    trainingSettings: () => `{ trainingSettings { brochureExpiryDays } }`,
    updateTrainingSettings: () =>
      `mutation { updateTrainingSettings(input: { brochureExpiryDays: 9 }) { brochureExpiryDays } }`,
  };

  test.each(Object.entries(operations))(
    '%s answers 401 without a token and 403 for a rejected token or an outsider',
    async (_name, operation) => {
      const anonymous = await training.gql(operation(), {}, {});
      expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
      const invalid = await training.gql(operation(), {}, { authorization: 'Bearer not.a.token' });
      expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      const stranger = await training.gql(operation(), {}, { authorization: `Bearer ${idp.issue(outsider)}` });
      expect(stranger.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    },
  );

  test('changed nothing for the refused callers', async () => {
    expect(await entries({ action: 'x' })).toHaveLength(0);
    expect(
      (await ok<{ trainingSettings: { brochureExpiryDays: number } }>(`{ trainingSettings { brochureExpiryDays } }`))
        .trainingSettings.brochureExpiryDays,
    ).toBe(180);
  });
});
