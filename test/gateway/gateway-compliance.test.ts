import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { readSupergraph } from '../../schema/supergraph.js';
import { complianceSubgraph } from '../../subgraphs/compliance/subgraph.js';
import { startSubgraph, type RunningSubgraph } from '../../subgraphs/shared/server.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

async function graphqlRequest<T = Record<string, unknown>>(
  url: string,
  query: string,
): Promise<{ status: number; data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, ...((await response.json()) as object) };
}

/** Nothing listens on port 9 (discard) of loopback: the other subgraphs are simply absent. */
const ABSENT = 'http://127.0.0.1:9/graphql';

describe('gateway in front of the real compliance subgraph', () => {
  let database: TestDatabase;
  let compliance: RunningSubgraph;
  let gateway: RunningGateway;

  beforeAll(async () => {
    database = await createTestDatabase();
    compliance = await startSubgraph(complianceSubgraph, { port: 0, databaseUrl: database.url });
    gateway = await startGateway({
      port: 0,
      supergraphSdl: await readSupergraph(),
      subgraphUrls: { compliance: compliance.url, training: ABSENT, factory: ABSENT },
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await compliance?.stop();
    await database?.drop();
  });

  test('queries subscriptionPlans through the checked-in supergraph', async () => {
    const { status, data, errors } = await graphqlRequest<{
      subscriptionPlans: { id: string; name: string; limits: { users: number } }[];
    }>(gateway.url, '{ subscriptionPlans { id name monthlyPrice limits { users } features } }');
    expect(errors).toBeUndefined();
    expect(status).toBe(200);
    expect(data?.subscriptionPlans.map((plan) => plan.id)).toEqual(
      expect.arrayContaining(['FREE', 'STARTER', 'PROFESSIONAL', 'ENTERPRISE']),
    );
  });

  test("answers a field of an absent subgraph with SERVICE_UNAVAILABLE, and the other subgraph's fields", async () => {
    const { data, errors } = await graphqlRequest<{ entityTypeOptions: { value: string }[]; factoryRoles: null }>(
      gateway.url,
      '{ entityTypeOptions { value } factoryRoles }',
    );
    expect(data?.factoryRoles).toBeNull();
    expect(data?.entityTypeOptions.length).toBeGreaterThan(0);
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, serviceName: 'factory' });
  });

  test('reports the reachability of each subgraph on /health', async () => {
    const response = await fetch(new URL('/health', gateway.url));
    expect(await response.json()).toEqual({
      service: 'gateway',
      status: 'healthy',
      subgraphs: { compliance: 'reachable', training: 'unreachable', factory: 'unreachable' },
      circuits: { compliance: 'closed', training: 'closed', factory: 'closed' },
    });
  });
});
