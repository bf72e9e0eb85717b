import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { COURSE_FIELDS, startTraining, type TrainingUnderTest } from '../../../test/support/training.js';
import { REQUEST_LOGGER_CONTEXT } from '../../shared/database.js';

/** A page of courses with all their relations costs the same few SQL queries whatever its size. */
let training: TrainingUnderTest;
const queries: string[] = [];

beforeAll(async () => {
  training = await startTraining({ IDP_URL: undefined, IDP_SERVICE_KEY: undefined });
  // Every statement MikroORM runs goes through its logger's logQuery, enabled for debug output or not; only the
  // requests' count (the outbox relay publishing the writes' events works on the same ORM meanwhile).
  const logger = training.subgraph.orm.config.getLogger();
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (context) => {
    if (context.origin === REQUEST_LOGGER_CONTEXT.origin) queries.push(context.query ?? '');
    logQuery(context);
  };

  const taxonomy = async (type: string, name: string) => {
    const response = await training.gql<{ createTaxonomy: { id: string } }>(
      `mutation($input: CreateTaxonomyInput!) { createTaxonomy(input: $input) { id } }`,
      { input: { type, name } },
    );
    return response.data!.createTaxonomy.id;
  };
  const categories = [await taxonomy('CATEGORY', 'Alpha'), await taxonomy('CATEGORY', 'Beta')];
  const cities = [await taxonomy('CITY', 'Gamma'), await taxonomy('CITY', 'Delta')];
  const associations = [await taxonomy('ASSOCIATION', 'Epsilon')];
  await taxonomy('DELIVERY_MODE', 'Online');
  for (let i = 0; i < 60; i++) {
    const response = await training.gql(`mutation($input: CreateCourseInput!) { createCourse(input: $input) { id } }`, {
      input: {
        title: `Course ${i}`,
        slug: `course-${i}`,
        description: 'Description',
        isPublished: true,
        deliveryMode: 'online',
        categoryIds: categories,
        cityIds: [cities[i % 2]],
        associationIds: associations,
      },
    });
    expect(response.errors).toBeUndefined();
  }
});

afterAll(async () => {
  await training?.stop();
});

async function queriesForPage(limit: number): Promise<number> {
  queries.length = 0;
  const response = await training.gql<{
    courses: { items: { categories: unknown[]; cities: unknown[]; associations: unknown[] }[] };
  }>(`query($limit: Int) { courses(limit: $limit) { total items { ${COURSE_FIELDS} } } }`, { limit });
  expect(response.errors).toBeUndefined();
  const items = response.data!.courses.items;
  expect(items).toHaveLength(limit);
  for (const item of items) {
    expect(item.categories).toEqual([
      expect.objectContaining({ name: 'Alpha' }),
      expect.objectContaining({ name: 'Beta' }),
    ]);
    expect(item.cities).toHaveLength(1);
    expect(item.associations).toHaveLength(1);
  }
  return queries.length;
}

test('costs a constant, small number of queries for 5 or 50 courses with all relations', async () => {
  const small = await queriesForPage(5);
  const large = await queriesForPage(50);
  expect(large).toBe(small);
  // The rows, their taxonomy items and the total come in one statement.
  expect(small).toBe(1);
});

test('answers the total on a page past the last, where no row carries it', async () => {
  type CoursesPage = { total: number; items: { id: string }[] };
  queries.length = 0;
  const response = await training.gql<{ last: CoursesPage; past: CoursesPage }>(
    `{ last: courses(page: 3, limit: 25) { total items { id } } past: courses(page: 9, limit: 25) { total items { id } } }`,
  );
  expect(response.errors).toBeUndefined();
  expect(response.data!.last.total).toBe(60);
  expect(response.data!.last.items).toHaveLength(10);
  expect(response.data!.past).toEqual({ total: 60, items: [] });
  // The last page's statement, and the empty page's with its count: all three counted as the request's.
  expect(queries).toHaveLength(3);
});
