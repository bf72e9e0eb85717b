import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type pg from 'pg';
import { COURSE_PAGE } from '../../bench/performance.js';
import { PostgresRecorder } from '../../bench/sql-recorder.js';
import {
  capturePage,
  checkReplay,
  replayLoad,
  replayPage,
  replayPool,
  subgraphPoolSize,
  type CapturedPage,
  type PageStatement,
  type StatementCounters,
} from '../../bench/sql-replay.js';
import { sqlStatements } from '../../platform/metrics.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { graphqlRequest, startTestStack, type TestStack } from '../support/stack.js';

let database: TestDatabase;
let recorder: PostgresRecorder;
let stack: TestStack;
let pool: pg.Pool;

interface Course {
  categories: unknown[];
  cities: unknown[];
  associations: unknown[];
}
interface CoursePage {
  courses: { total: number; items: Course[] };
}

/** The training subgraph's statement counters, from the process's metrics (the stack runs in this process). */
async function trainingCounters(): Promise<StatementCounters> {
  const counters = { request: 0, background: 0 };
  for (const value of (await sqlStatements.get()).values)
    if (value.labels.subgraph === 'training')
      counters[value.labels.origin === 'request' ? 'request' : 'background'] += value.value;
  return counters;
}

/** Statements the training ORM reported for requests, in the order they were answered. */
const ormLog: string[] = [];

let lastAnswer: CoursePage | undefined;
/** The bench's course page, straight to the training subgraph (the bench's subgraph path). */
async function sendCoursePage(): Promise<void> {
  const answer = await graphqlRequest<CoursePage>(stack.subgraphs.training.url, COURSE_PAGE);
  expect(answer.errors).toBeUndefined();
  lastAnswer = answer.data!;
}

beforeAll(async () => {
  // The whole stack's database connections go through the recorder; the replay talks to the server directly.
  database = await createTestDatabase();
  recorder = await PostgresRecorder.start(database.url);
  stack = await startTestStack(
    { RATE_LIMIT_FACTOR: '0', IDP_URL: undefined, IDP_SERVICE_KEY: undefined },
    {
      url: recorder.url,
      drop: async () => {
        await recorder.stop();
        await database.drop();
      },
    },
  );
  pool = replayPool(database.url, await subgraphPoolSize('training'));
  // What the training ORM hands to pg for requests: the text it sends (its parameters inlined), statement by statement.
  const logger = stack.subgraphs.training.orm.config.getLogger();
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (context) => {
    if (context.origin === 'request')
      ormLog.push(String((context as { formatted?: string }).formatted ?? context.query));
    logQuery(context);
  };

  const create = async (mutation: string, input: Record<string, unknown>) => {
    const answer = await graphqlRequest<Record<string, { id: string }>>(
      stack.subgraphs.training.url,
      `mutation($input: ${mutation === 'createTaxonomy' ? 'CreateTaxonomyInput' : 'CreateCourseInput'}!) { ${mutation}(input: $input) { id } }`,
      { input },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data![mutation].id;
  };
  const taxonomy = (type: string, name: string) => create('createTaxonomy', { type, name });
  const categories = [await taxonomy('CATEGORY', 'Safety'), await taxonomy('CATEGORY', 'Quality')];
  const cities = [await taxonomy('CITY', 'Pune'), await taxonomy('CITY', 'Delhi'), await taxonomy('CITY', 'Agra')];
  const associations = [await taxonomy('ASSOCIATION', 'CII')];
  await taxonomy('DELIVERY_MODE', 'Classroom');
  // 25 courses, a page of 20: the courses of the page with 2 categories, 1 to 3 cities, 0 or 1 association.
  for (let index = 0; index < 25; index++)
    await create('createCourse', {
      title: `Course ${index}`,
      slug: `course-${index}`,
      description: 'A course.',
      deliveryMode: 'classroom',
      isPublished: true,
      categoryIds: categories,
      cityIds: cities.slice(0, 1 + (index % 3)),
      associationIds: index % 2 ? associations : [],
    });
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await stack?.stop();
});

let statements: PageStatement[];
let page: CapturedPage;

test('captures the statements of the course page as the subgraph sent them, as many as its SQL per request', async () => {
  for (let warmUp = 0; warmUp < 2; warmUp++) await sendCoursePage();
  ormLog.length = 0;
  page = await capturePage({ recorder, send: sendCoursePage, counters: trainingCounters });
  statements = page.units.flatMap((unit) => unit.statements);

  // The ORM's own record of the last request (the paced capture, the last request sent) names the same statements,
  // text for text: what it handed to pg is what the recorder saw on the wire.
  const sorted = (texts: string[]) => [...texts].sort();
  expect(sorted(ormLog.slice(-statements.length))).toEqual(sorted(statements.map((statement) => statement.text)));

  // The bench's figure: the ORM's count of request statements, over several requests.
  const before = await trainingCounters();
  for (let request = 0; request < 5; request++) await sendCoursePage();
  const after = await trainingCounters();
  expect(page.statements).toBe((after.request - before.request) / 5);
  expect(statements).toHaveLength(page.statements);

  // What the subgraph got back implies its answer: the 20 courses of the page, each row carrying the total and the
  // course's categories, cities and associations.
  const { total, items } = lastAnswer!.courses;
  expect(total).toBe(25);
  expect(items).toHaveLength(20);
  const relations = items.reduce(
    (sum, course) => sum + course.categories.length + course.cities.length + course.associations.length,
    0,
  );
  expect(relations).toBeGreaterThan(items.length);
  for (const statement of statements) {
    expect(statement.protocol).toBe('simple'); // MikroORM 7 inlines the parameters
    expect(statement.tags).toEqual([`SELECT ${statement.rows}`]);
  }

  // The page as the subgraph runs it today (the course list's read model): one statement, one row per course.
  expect(statements.map((statement) => statement.rows)).toEqual([items.length]);
  expect(page.units).toHaveLength(1);
  expect(page.units[0].after).toEqual([]);
});

test('replays each statement without error, with the rows the subgraph got', async () => {
  await checkReplay(pool, page);
  expect(await replayPage(pool, page)).toEqual(statements.map((statement) => statement.rows));
});

test('replays the page under concurrent clients on a pool of the subgraph size', async () => {
  const result = await replayLoad(pool, page, 8, 1);
  expect(result.errors).toBe(0);
  expect(result.requests).toBeGreaterThan(0);
  expect(result.sortedMs).toHaveLength(result.requests);
});
