import { createTestDatabase, type TestDatabase } from '../../test/support/database.js';
import { complianceSubgraph } from '../compliance/subgraph.js';
import { startSubgraph, type RunningSubgraph } from './server.js';

describe('subgraph server', () => {
  let database: TestDatabase;
  let subgraph: RunningSubgraph;
  const healthUrl = () => subgraph.url.replace(/\/graphql$/, '/health');

  beforeAll(async () => {
    database = await createTestDatabase();
    subgraph = await startSubgraph(complianceSubgraph, { port: 0, databaseUrl: database.url });
  });
  afterAll(async () => {
    await subgraph.stop();
    await database.drop();
  });

  test('reports healthy with its database connected', async () => {
    const response = await fetch(healthUrl());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ service: 'compliance-subgraph', status: 'healthy', database: 'connected' });
  });

  test('owns its PostgreSQL schema, with its migrations recorded there', async () => {
    const rows = await subgraph.orm.em
      .getConnection()
      .execute<{ table_schema: string }[]>(
        `select table_schema from information_schema.tables where table_name = 'mikro_orm_migrations'`,
      );
    expect(rows.map((row) => row.table_schema)).toEqual(['compliance']);
  });

  test('answers GraphQL with the federation service field', async () => {
    const response = await fetch(subgraph.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ _service { sdl } subscriptionPlans { id } }' }),
    });
    const body = (await response.json()) as {
      data: { _service: { sdl: string }; subscriptionPlans: { id: string }[] };
    };
    expect(body.data._service.sdl).toContain('subscriptionPlans');
    expect(body.data.subscriptionPlans.map((plan) => plan.id)).toEqual([
      'FREE',
      'STARTER',
      'PROFESSIONAL',
      'ENTERPRISE',
    ]);
  });

  test('answers 500 with the reason when its database is gone', async () => {
    await database.drop();
    const response = await fetch(healthUrl());
    expect(response.status).toBe(500);
    const body = (await response.json()) as { status: string; error: string };
    expect(body.status).toBe('unhealthy');
    expect(body.error.length).toBeGreaterThan(0);
  });
});
