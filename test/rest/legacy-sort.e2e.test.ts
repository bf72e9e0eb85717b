import {
  complianceRest,
  complianceSql,
  seedEntity,
  seedTenant,
  startComplianceStack,
  type TenantUser,
} from '../support/compliance.js';
import type { TestStack } from '../support/stack.js';
import { trainingRest } from '../support/training-rest.js';

/**
 * The legacy `sort=field:dir,...` parameter of the list routes, through the whole system: the engine translates it
 * into the typed sort keys of the GraphQL lists, and a legacy client sees the orders and the refusals it always saw
 * (these assertions held as they are when the subgraphs still parsed the string themselves).
 */
let stack: TestStack;
const sql = complianceSql(() => stack);
let owner: TenantUser;
const compliance = complianceRest(
  () => stack,
  () => owner.headers,
);
const training = trainingRest(() => stack);

beforeAll(async () => {
  stack = await startComplianceStack({ IDP_URL: undefined, IDP_SERVICE_KEY: undefined });
  owner = await seedTenant(sql, { plan: 'PROFESSIONAL' });
  for (const name of ['Beta Pvt Ltd', 'Alpha Pvt Ltd', 'Gamma Pvt Ltd'])
    await seedEntity(sql, owner.tenantId, {}, name);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

/** The entity names `GET /api/v1/entities` answers for a query string. */
async function names(query: string): Promise<string[]> {
  const answer = await compliance<{ data: { name: string }[] }>(
    'GET',
    `/api/v1/entities?tenantId=${owner.tenantId}&${query}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.map((entity) => entity.name.replace(' Pvt Ltd', ''));
}

describe('the legacy sort parameter', () => {
  test('orders as the legacy service did: items in order, any case of dir, -field, either spelling, the first of a repeated field', async () => {
    expect(await names('sort=name:asc')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await names('sort=name:DESC')).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await names('sort=-name')).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await names('sort=-name:asc')).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await names('sort=created_at:asc')).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(await names('sort=createdAt')).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(await names('sort=name:desc,name:asc')).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await names('sort=name:asc&sort=name:desc')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await names('sort=updated_at:desc,%20name%20:%20asc')).toEqual(await names('sort=updatedAt:desc,name:asc'));
  });

  test('without keys (absent, empty, only commas) the list keeps its default order, newest first', async () => {
    for (const query of ['', 'sort=', 'sort=,', 'sort=%20,%20'])
      expect(await names(query)).toEqual(['Gamma', 'Alpha', 'Beta']);
  });

  test("an unknown field or direction is the legacy 400, word for word, in each service's shape", async () => {
    const allowed = ['name', 'createdAt', 'created_at', 'updatedAt', 'updated_at'];
    const unknown = await compliance('GET', '/api/v1/entities?sort=name:asc,secret:desc');
    expect(unknown).toMatchObject({ status: 400 });
    expect(unknown.body).toEqual({
      error: `Unknown sort field "secret"; sortable fields: ${allowed.join(', ')}`,
      code: 'VALIDATION_ERROR',
      details: { sort: 'name:asc,secret:desc', allowed },
      correlationId: expect.any(String),
    });
    const direction = await compliance('GET', '/api/v1/entities?sort=name:up');
    expect(direction).toMatchObject({ status: 400 });
    expect(direction.body).toEqual({
      error: 'Invalid sort direction "up" for name: use asc or desc',
      code: 'VALIDATION_ERROR',
      details: { sort: 'name:up' },
      correlationId: expect.any(String),
    });
    const course = await training('GET', '/courses?sort=price');
    expect(course).toMatchObject({ status: 400 });
    expect(course.body).toEqual({
      status: 'error',
      message:
        'Unknown sort field "price"; sortable fields: title, created_at, createdAt, duration_days, durationDays, updated_at, updatedAt',
      correlationId: expect.any(String),
    });
  });
});
