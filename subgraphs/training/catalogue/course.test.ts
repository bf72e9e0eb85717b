import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { COURSE_FIELDS, startTraining, type TrainingUnderTest } from '../../../test/support/training.js';

/** Catalogue behaviour in the development bypass (no identity provider configured): admin operations are open. */
let training: TrainingUnderTest;
const ids: Record<string, string> = {};

interface CourseData {
  id: string;
  slug: string;
  title: string;
  isPublished: boolean;
  status: string;
  deletedAt: string | null;
  deliveryMode: string | null;
  durationDays: number | null;
  schedule: unknown;
  categories: { slug: string }[];
  cities: { slug: string }[];
  associations: { slug: string }[];
}

async function createTaxonomy(type: string, name: string, slug?: string): Promise<string> {
  const data = await training.ok<{ createTaxonomy: { id: string } }>(
    `mutation($input: CreateTaxonomyInput!) { createTaxonomy(input: $input) { id } }`,
    { input: { type, name, slug } },
  );
  return data.createTaxonomy.id;
}

async function createCourse(input: Record<string, unknown>): Promise<CourseData> {
  const data = await training.ok<{ createCourse: CourseData }>(
    `mutation($input: CreateCourseInput!) { createCourse(input: $input) { ${COURSE_FIELDS} } }`,
    { input: { description: 'A course.', ...input } },
  );
  return data.createCourse;
}

async function listSlugs(
  args: Record<string, unknown> = {},
): Promise<{ slugs: string[]; total: number; page: number; limit: number }> {
  const data = await training.ok<{
    courses: { items: { slug: string }[]; total: number; page: number; limit: number };
  }>(
    `query($filter: CourseFilter, $sort: [CourseSort!], $page: Int, $limit: Int) {
      courses(filter: $filter, sort: $sort, page: $page, limit: $limit) { items { slug } total page limit } }`,
    args,
  );
  return { slugs: data.courses.items.map((item) => item.slug), ...data.courses };
}

async function countRows(table: string): Promise<number> {
  const rows = await training.subgraph.orm.em
    .fork()
    .execute<{ n: string }[]>(`select count(*) as n from "training"."${table}"`);
  return Number(rows[0].n);
}

beforeAll(async () => {
  training = await startTraining({ IDP_URL: undefined, IDP_SERVICE_KEY: undefined });
  ids.finance = await createTaxonomy('CATEGORY', 'Finance');
  ids.safety = await createTaxonomy('CATEGORY', 'Health & Safety');
  ids.london = await createTaxonomy('CITY', 'London');
  ids.leeds = await createTaxonomy('CITY', 'Leeds');
  ids.aat = await createTaxonomy('ASSOCIATION', 'AAT');
  ids.online = await createTaxonomy('DELIVERY_MODE', 'Online');
  ids.classroom = await createTaxonomy('DELIVERY_MODE', 'Classroom');

  await createCourse({
    title: 'Financial Modelling',
    slug: 'financial-modelling',
    description: 'Spreadsheet models for budgeting and forecasting.',
    isPublished: true,
    deliveryMode: 'online',
    durationDays: 3,
    categoryIds: [ids.finance],
    cityIds: [ids.london],
    associationIds: [ids.aat],
    schedule: [{ date: '2025-09-01' }],
  });
  await createCourse({
    title: 'Fire Safety Awareness',
    slug: 'fire-safety',
    description: 'Evacuation and extinguishers.',
    isPublished: true,
    deliveryMode: 'classroom',
    durationDays: 1,
    categoryIds: [ids.safety],
    cityIds: [ids.leeds],
  });
  await createCourse({
    title: 'Management Accounting',
    slug: 'management-accounting',
    description: 'Costing, budgeting and variance analysis.',
    isPublished: true,
    deliveryMode: 'classroom',
    durationDays: 5,
    categoryIds: [ids.finance],
    cityIds: [ids.london, ids.leeds],
  });
  await createCourse({ title: 'Draft Course', slug: 'draft-course', isPublished: false, categoryIds: [ids.finance] });
});

afterAll(async () => {
  await training?.stop();
});

describe('course catalogue', () => {
  test('creates a course with its taxonomies, defaults and timestamps', async () => {
    const course = await createCourse({
      title: 'Payroll Basics',
      slug: 'payroll-basics',
      cityIds: [ids.london],
      categoryIds: [ids.finance],
    });
    expect(course).toMatchObject({
      slug: 'payroll-basics',
      isPublished: false,
      status: 'ACTIVE',
      deletedAt: null,
      deliveryMode: null,
      durationDays: null,
      schedule: [],
      categories: [{ slug: 'finance' }],
      cities: [{ slug: 'london' }],
      associations: [],
    });
  });

  test('lists only published, active courses to the public, newest first', async () => {
    const { slugs, total, page, limit } = await listSlugs();
    expect(slugs).toEqual(['management-accounting', 'fire-safety', 'financial-modelling']);
    expect({ total, page, limit }).toEqual({ total: 3, page: 1, limit: 20 });
  });

  test('lets an admin include unpublished courses', async () => {
    const { slugs } = await listSlugs({ filter: { includeUnpublished: true } });
    expect(slugs).toEqual(expect.arrayContaining(['draft-course', 'payroll-basics', 'fire-safety']));
  });

  test('filters by taxonomy slugs (Variant A)', async () => {
    expect(
      (await listSlugs({ filter: { categorySlugs: ['finance'] }, sort: [{ field: 'TITLE', direction: 'ASC' }] })).slugs,
    ).toEqual(['financial-modelling', 'management-accounting']);
    expect((await listSlugs({ filter: { categorySlugs: ['finance'], citySlugs: ['leeds'] } })).slugs).toEqual([
      'management-accounting',
    ]);
    expect((await listSlugs({ filter: { associationSlugs: ['aat'] } })).slugs).toEqual(['financial-modelling']);
    expect(
      (await listSlugs({ filter: { deliveryModeSlugs: ['classroom'] }, sort: [{ field: 'TITLE' }] })).slugs,
    ).toEqual(['fire-safety', 'management-accounting']);
    expect((await listSlugs({ filter: { citySlugs: ['nowhere'] } })).slugs).toEqual([]);
  });

  test('filters by taxonomy ids (Variant B)', async () => {
    expect((await listSlugs({ filter: { categoryIds: [ids.safety] } })).slugs).toEqual(['fire-safety']);
    expect((await listSlugs({ filter: { cityIds: [ids.london], deliveryModeIds: [ids.classroom] } })).slugs).toEqual([
      'management-accounting',
    ]);
    expect((await listSlugs({ filter: { associationIds: [ids.aat] } })).slugs).toEqual(['financial-modelling']);
    expect((await listSlugs({ filter: { deliveryModeIds: [ids.online] } })).slugs).toEqual(['financial-modelling']);
    const bad = await training.gql(`{ courses(filter: { categoryIds: ["nope"] }) { total } }`);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
  });

  test('searches title and description by full text with prefix matching', async () => {
    expect((await listSlugs({ filter: { search: 'budgeting' }, sort: [{ field: 'TITLE' }] })).slugs).toEqual([
      'financial-modelling',
      'management-accounting',
    ]);
    expect((await listSlugs({ filter: { search: 'extinguish' } })).slugs).toEqual(['fire-safety']);
    expect((await listSlugs({ filter: { search: 'Manag Acc' } })).slugs).toEqual(['management-accounting']);
    expect((await listSlugs({ filter: { search: 'fire', categorySlugs: ['finance'] } })).slugs).toEqual([]);
    // Operators of the tsquery syntax are not operators here: only words count, and no word means no search.
    expect((await listSlugs({ filter: { search: 'budget & | !' } })).slugs.sort()).toEqual([
      'financial-modelling',
      'management-accounting',
    ]);
    expect((await listSlugs({ filter: { search: '& | ! :*' } })).total).toBe(3);
  });

  test('sorts by the keys given, in order, ascending unless told, and refuses fields and directions it does not know', async () => {
    expect((await listSlugs({ sort: [{ field: 'DURATION_DAYS', direction: 'DESC' }] })).slugs).toEqual([
      'management-accounting',
      'financial-modelling',
      'fire-safety',
    ]);
    expect((await listSlugs({ sort: [{ field: 'DURATION_DAYS' }] })).slugs).toEqual([
      'fire-safety',
      'financial-modelling',
      'management-accounting',
    ]);
    expect((await listSlugs({ sort: [{ field: 'TITLE', direction: 'DESC' }] })).slugs).toEqual([
      'management-accounting',
      'fire-safety',
      'financial-modelling',
    ]);
    expect((await listSlugs({ sort: [{ field: 'CREATED_AT', direction: 'ASC' }] })).slugs).toEqual([
      'financial-modelling',
      'fire-safety',
      'management-accounting',
    ]);
    // A field given twice counts once, with its first direction; no key at all is the default order, newest first.
    expect(
      (
        await listSlugs({
          sort: [
            { field: 'TITLE', direction: 'DESC' },
            { field: 'TITLE', direction: 'ASC' },
          ],
        })
      ).slugs,
    ).toEqual(['management-accounting', 'fire-safety', 'financial-modelling']);
    expect((await listSlugs({ sort: [] })).slugs).toEqual(
      (await listSlugs({ sort: [{ field: 'CREATED_AT', direction: 'DESC' }] })).slugs,
    );
    for (const sort of [[{ field: 'PRICE' }], [{ field: 'TITLE', direction: 'SIDEWAYS' }], 'title:asc']) {
      const response = await training.gql(`query($sort: [CourseSort!]) { courses(sort: $sort) { total } }`, { sort });
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    }
  });

  test('paginates, and refuses a page below 1 or a limit outside 1..100', async () => {
    expect(await listSlugs({ sort: [{ field: 'TITLE' }], page: 1, limit: 2 })).toMatchObject({
      slugs: ['financial-modelling', 'fire-safety'],
      total: 3,
      page: 1,
      limit: 2,
    });
    expect(await listSlugs({ sort: [{ field: 'TITLE' }], page: 2, limit: 2 })).toMatchObject({
      slugs: ['management-accounting'],
      total: 3,
      page: 2,
    });
    expect((await listSlugs({ page: 9, limit: 2 })).slugs).toEqual([]);
    for (const args of [{ page: 0 }, { limit: 0 }, { limit: 101 }]) {
      const response = await training.gql(
        `query($page: Int, $limit: Int) { courses(page: $page, limit: $limit) { total } }`,
        args,
      );
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    }
  });

  test('gets a course by uuid or slug, and answers NOT_FOUND for an unknown one', async () => {
    const bySlug = await training.ok<{ course: CourseData }>(
      `{ course(idOrSlug: "fire-safety") { ${COURSE_FIELDS} } }`,
    );
    expect(bySlug.course.title).toBe('Fire Safety Awareness');
    const byId = await training.ok<{ course: CourseData }>(
      `query($id: String!) { course(idOrSlug: $id) { slug cities { slug } } }`,
      { id: bySlug.course.id },
    );
    expect(byId.course).toEqual({ slug: 'fire-safety', cities: [{ slug: 'leeds' }] });
    for (const idOrSlug of ['no-such-course', '6f1c7a9e-0000-4000-8000-000000000000']) {
      const response = await training.gql(`query($id: String!) { course(idOrSlug: $id) { id } }`, { id: idOrSlug });
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
  });

  test('updates a course with PUT semantics', async () => {
    const course = await createCourse({
      title: 'Excel Skills',
      slug: 'excel-skills',
      isPublished: true,
      durationDays: 2,
      overview: 'Overview',
      categoryIds: [ids.finance],
      cityIds: [ids.leeds],
    });
    const data = await training.ok<{ updateCourse: CourseData }>(
      `mutation($id: ID!, $input: UpdateCourseInput!) { updateCourse(id: $id, input: $input) { ${COURSE_FIELDS} } }`,
      {
        id: course.id,
        input: {
          title: 'Advanced Excel',
          slug: 'advanced-excel',
          description: 'Pivot tables.',
          cityIds: [ids.london],
          deliveryMode: 'online',
        },
      },
    );
    expect(data.updateCourse).toMatchObject({
      id: course.id,
      title: 'Advanced Excel',
      slug: 'advanced-excel',
      isPublished: false,
      durationDays: null,
      deliveryMode: 'online',
      categories: [],
      cities: [{ slug: 'london' }],
    });
    const missing = await training.gql(
      `mutation($input: UpdateCourseInput!) { updateCourse(id: "6f1c7a9e-0000-4000-8000-000000000000", input: $input) { id } }`,
      {
        input: { title: 'X', slug: 'x', description: 'X' },
      },
    );
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('bulk-updates publication and status', async () => {
    const a = await createCourse({ title: 'Bulk A', slug: 'bulk-a' });
    const b = await createCourse({ title: 'Bulk B', slug: 'bulk-b', isPublished: true });
    const data = await training.ok<{ bulkUpdateCourses: { matched: number; updated: number } }>(
      `mutation($ids: [ID!]!) { bulkUpdateCourses(ids: $ids, updates: { isPublished: true }) { matched updated } }`,
      { ids: [a.id, b.id, '6f1c7a9e-0000-4000-8000-000000000000'] },
    );
    expect(data.bulkUpdateCourses).toEqual({ matched: 2, updated: 1 });
    expect((await listSlugs({ filter: { search: 'bulk' } })).slugs.sort()).toEqual(['bulk-a', 'bulk-b']);

    await training.ok(
      `mutation($ids: [ID!]!) { bulkUpdateCourses(ids: $ids, updates: { status: DELETED }) { matched updated } }`,
      { ids: [a.id] },
    );
    expect((await listSlugs({ filter: { search: 'bulk' } })).slugs).toEqual(['bulk-b']);
    const empty = await training.gql(
      `mutation($ids: [ID!]!) { bulkUpdateCourses(ids: $ids, updates: {}) { matched } }`,
      { ids: [b.id] },
    );
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  test('soft-deletes a course: hidden from the public list and from course(), row kept', async () => {
    const course = await createCourse({ title: 'Soon Gone', slug: 'soon-gone', isPublished: true });
    expect((await listSlugs({ filter: { search: 'soon gone' } })).slugs).toEqual(['soon-gone']);
    const data = await training.ok<{ deleteCourse: CourseData }>(
      `mutation($id: ID!) { deleteCourse(id: $id) { status deletedAt } }`,
      { id: course.id },
    );
    expect(data.deleteCourse.status).toBe('DELETED');
    expect(new Date(data.deleteCourse.deletedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await listSlugs({ filter: { search: 'soon gone', includeUnpublished: true } })).slugs).toEqual([]);
    const get = await training.gql(`{ course(idOrSlug: "soon-gone") { id } }`);
    expect(get.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const again = await training.gql(`mutation($id: ID!) { deleteCourse(id: $id) { id } }`, { id: course.id });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const rows = await training.subgraph.orm.em
      .fork()
      .execute(`select status from "training"."course" where id = ?`, [course.id]);
    expect(rows).toEqual([{ status: 'DELETED' }]);
  });

  test('refuses invalid input with VALIDATION_ERROR and writes nothing', async () => {
    const courses = await countRows('course');
    const links = await countRows('course_taxonomy');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: 'T', slug: 'Not A Slug' }, /slug/],
      [{ title: '', slug: 'empty-title' }, /title/],
      [{ title: 'T', slug: 'neg', durationDays: -1 }, /durationDays/],
      [{ title: 'T', slug: 'sched', schedule: { not: 'an array' } }, /schedule/],
      [
        { title: 'T', slug: 'unknown-tax', categoryIds: [ids.finance, '6f1c7a9e-0000-4000-8000-000000000000'] },
        /6f1c7a9e-0000-4000-8000-000000000000/,
      ],
      [
        { title: 'T', slug: 'wrong-type', categoryIds: [ids.london] },
        new RegExp(`categoryIds: taxonomy item ${ids.london} is a city`),
      ],
      [{ title: 'T', slug: 'bad-mode', deliveryMode: 'teleport' }, /teleport/],
      [{ title: 'T', slug: 'mode-by-city', deliveryMode: 'london' }, /deliveryMode/],
    ];
    for (const [input, message] of cases) {
      const response = await training.gql(
        `mutation($input: CreateCourseInput!) { createCourse(input: $input) { id } }`,
        {
          input: { description: 'D', ...input },
        },
      );
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
      expect(response.errors?.[0]?.message).toMatch(message);
    }
    expect(await countRows('course')).toBe(courses);
    expect(await countRows('course_taxonomy')).toBe(links);
  });

  test('answers CONFLICT for a duplicate slug, on create and update, writing nothing', async () => {
    const courses = await countRows('course');
    const duplicate = await training.gql(
      `mutation($input: CreateCourseInput!) { createCourse(input: $input) { id } }`,
      {
        input: { title: 'Again', slug: 'fire-safety', description: 'D', categoryIds: [ids.finance] },
      },
    );
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(await countRows('course')).toBe(courses);

    const other = await createCourse({ title: 'Other', slug: 'other-course', cityIds: [ids.leeds] });
    const links = await countRows('course_taxonomy');
    const update = await training.gql(
      `mutation($id: ID!, $input: UpdateCourseInput!) { updateCourse(id: $id, input: $input) { id } }`,
      {
        id: other.id,
        input: { title: 'Renamed', slug: 'fire-safety', description: 'D', cityIds: [ids.london] },
      },
    );
    expect(update.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    const after = await training.ok<{ course: CourseData }>(
      `{ course(idOrSlug: "other-course") { title slug cities { slug } } }`,
    );
    expect(after.course).toEqual({ title: 'Other', slug: 'other-course', cities: [{ slug: 'leeds' }] });
    expect(await countRows('course_taxonomy')).toBe(links);
  });

  test('resolves Course and TaxonomyItem entities for the gateway', async () => {
    const fire = await training.ok<{ course: { id: string } }>(`{ course(idOrSlug: "fire-safety") { id } }`);
    const data = await training.ok<{ _entities: unknown[] }>(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on Course { slug cities { slug } } ... on TaxonomyItem { slug type } } }`,
      {
        r: [
          { __typename: 'Course', id: fire.course.id },
          { __typename: 'TaxonomyItem', id: ids.aat },
        ],
      },
    );
    expect(data._entities).toEqual([
      { slug: 'fire-safety', cities: [{ slug: 'leeds' }] },
      { slug: 'aat', type: 'ASSOCIATION' },
    ]);
  });
});
