import type { JsonSchema } from '../../engine/json-schema.js';
import { routeAnswers } from '../../engine/openapi.js';
import { factoryService } from './index.js';

/**
 * The keys under `data` of every factory answer, as CONTRACT.md ("Gaps filled here") fixes them: a list answers
 * `{status, results, total, page, limit, data: {<plural>: [...]}}` with the contract's plural of its resource
 * (`workers`, `articles`, `jobs`, `entries`, `transactions`, `tenants`, `plans`), and a record is answered under
 * the singular. The keys checked are those of each route's declared `answers`, which its `respond` must return
 * (the types hold a route to them).
 */

/** Each resource's list and record keys, by the first segment of its routes' paths. */
const KEYS: Readonly<Record<string, { plural: string; singular: string }>> = {
  // The contract's list.
  worker: { plural: 'workers', singular: 'worker' },
  article: { plural: 'articles', singular: 'article' },
  job: { plural: 'jobs', singular: 'job' },
  ledger: { plural: 'entries', singular: 'entry' },
  transaction: { plural: 'transactions', singular: 'transaction' },
  tenant: { plural: 'tenants', singular: 'tenant' },
  plan: { plural: 'plans', singular: 'plan' },
  // Resources the contract does not name: the project's own keys (README, "The factory service").
  'audit-logs': { plural: 'logs', singular: 'log' },
  'global-config': { plural: 'origins', singular: 'origin' },
  'master-data-values': { plural: 'masterDataValues', singular: 'masterDataValues' },
  'tenant-config': { plural: 'configs', singular: 'config' },
  auth: { plural: 'users', singular: 'user' },
  report: { plural: 'reports', singular: 'report' },
};
const SINGULARS = new Set(Object.values(KEYS).map((keys) => keys.singular));

const propertiesOf = (schema: JsonSchema | undefined) => (schema?.properties ?? {}) as Record<string, JsonSchema>;
const isRecord = (schema: JsonSchema | undefined) => '_id' in propertiesOf(schema);

interface Answer {
  route: string;
  resource: string;
  status: number;
  body: Record<string, JsonSchema>;
}

let answers: Answer[];

beforeAll(() => {
  answers = [];
  for (const route of factoryService.routes) {
    const resource = route.path.split('/')[1];
    for (const answer of routeAnswers(route)) {
      if (answer.schema)
        answers.push({ route: route.name, resource, status: answer.status, body: propertiesOf(answer.schema) });
    }
  }
});

test('every factory route belongs to a resource with known keys, and every one answers with a body', () => {
  expect(factoryService.routes.map((route) => route.path.split('/')[1]).filter((resource) => !KEYS[resource])).toEqual(
    [],
  );
  const withBody = new Set(answers.map((answer) => answer.route));
  // Deletes answer 204 without a body; every other route answers JSON.
  expect(
    factoryService.routes
      .filter((route) => !withBody.has(route.name) && route.method !== 'DELETE')
      .map((route) => route.name),
  ).toEqual([]);
});

test("every list answers its resource's plural under data, with results, total, page and limit where it is paginated", () => {
  const lists = answers.filter((answer) => 'results' in answer.body);
  expect(lists.map((answer) => answer.route)).toEqual(
    expect.arrayContaining([
      'factoryListWorkers',
      'factoryListArticles',
      'factoryListJobs',
      'factoryWorkerLedger',
      'factoryListTransactions',
      'factoryListTenants',
      'factoryListPlans',
    ]),
  );
  const wrong = lists.flatMap((answer) => {
    const keys = Object.keys(propertiesOf(answer.body.data));
    const plural = KEYS[answer.resource].plural;
    const items = propertiesOf(answer.body.data)[plural];
    return keys.length === 1 && keys[0] === plural && items?.type === 'array'
      ? []
      : [`${answer.route}: data has ${JSON.stringify(keys)}, expected ["${plural}"] (a list)`];
  });
  expect(wrong).toEqual([]);
  const paginated = lists.filter((answer) => 'total' in answer.body).map((answer) => answer.route);
  expect(paginated).toEqual(
    expect.arrayContaining([
      'factoryListWorkers',
      'factoryListArticles',
      'factoryListJobs',
      'factoryWorkerLedger',
      'factoryListTransactions',
      'factoryListTenants',
      'factoryListPlans',
    ]),
  );
  for (const answer of lists.filter((candidate) => paginated.includes(candidate.route))) {
    expect([answer.route, Object.keys(answer.body).sort()]).toEqual([
      answer.route,
      ['data', 'limit', 'page', 'results', 'status', 'total'],
    ]);
  }
});

test('every single record is answered under the singular of its resource', () => {
  const wrong = answers
    .filter((answer) => !('results' in answer.body))
    .flatMap((answer) =>
      Object.entries(propertiesOf(answer.body.data))
        .filter(([key, value]) => isRecord(value) && !SINGULARS.has(key))
        .map(([key]) => `${answer.route} (${answer.status}): a record under "${key}"`),
    );
  expect(wrong).toEqual([]);
  const own = answers.filter(
    (answer) => !('results' in answer.body) && Object.values(propertiesOf(answer.body.data)).some(isRecord),
  );
  const withoutOwnKey = own.filter((answer) => !(KEYS[answer.resource].singular in propertiesOf(answer.body.data)));
  expect(
    withoutOwnKey.map((answer) => `${answer.route}: ${JSON.stringify(Object.keys(propertiesOf(answer.body.data)))}`),
  ).toEqual([]);
  // The payment answers its transaction and the ledger entry it posted, each under its singular.
  expect(
    Object.keys(propertiesOf(answers.find((answer) => answer.route === 'factoryMakePayment')!.body.data)).sort(),
  ).toEqual(['entry', 'transaction']);
});
