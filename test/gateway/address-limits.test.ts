import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { Kind, parse } from 'graphql';
import { addressPoliciesOf, selectedRootFields } from '../../gateway/address-limits.js';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { resetConfig } from '../../platform/config.js';
import { complianceSubgraph } from '../../subgraphs/compliance/subgraph.js';
import { composeSupergraph } from '../../subgraphs/composition.js';
import { startSubgraph, type RunningSubgraph } from '../../subgraphs/shared/server.js';
import { complianceEnv, seedTenant, type TenantUser } from '../support/compliance.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/**
 * Limits per client address are declared by the subgraphs (`@addressLimit`, kept in the supergraph) and counted by
 * the gateway, before any subgraph is called. Two gateway replicas share the counters: compliance's anonymous
 * limit, 100 per 15 minutes scaled by RATE_LIMIT_FACTOR = 0.05 to 5, lets 5 requests of one address through across
 * both, and both answer the same headers. Once with the counters in PostgreSQL, once in Redis at TEST_REDIS_URL
 * (skipped without one, as the broker's cases are without AMQP_URL; CI sets it).
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
const LIMIT = 5;
const WINDOW_SECONDS = 15 * 60;
const PLANS = '{ subscriptionPlans { id } }';

describe('the supergraph’s declarations', () => {
  let policies: ReturnType<typeof addressPoliciesOf>;
  beforeAll(async () => {
    policies = addressPoliciesOf((await composeSupergraph()).supergraph);
  });

  test('name each public field’s policy, per subgraph, with the numbers of the subgraph’s declaration', () => {
    expect(policies.get('Query.courses')).toEqual({
      name: 'training:public-read',
      points: 600,
      windowSeconds: 60,
      anonymousOnly: false,
    });
    expect(policies.get('Mutation.submitEnquiry')).toMatchObject({ name: 'training:public-submit', points: 20 });
    expect(policies.get('Mutation.factoryLogin')).toMatchObject({ name: 'factory:factory-login', points: 20 });
    expect(policies.get('Mutation.factoryForgotPassword')).toMatchObject({ name: 'factory:public-submit' });
  });

  test('put every compliance root field but the health probe under the anonymous limit', () => {
    const compliance = [...policies.entries()].filter(([, policy]) => policy.name.startsWith('compliance:'));
    expect(compliance.length).toBeGreaterThan(40);
    for (const [, policy] of compliance)
      expect(policy).toEqual({
        name: 'compliance:compliance-address',
        points: 100,
        windowSeconds: 900,
        anonymousOnly: true,
      });
    expect(policies.has('Query.subscriptionPlans')).toBe(true);
    expect(policies.has('Mutation.signUpTenant')).toBe(true);
    expect(policies.has('Query.complianceHealth')).toBe(false);
    // Training's admin reads are not limited per address.
    expect(policies.has('Query.interests')).toBe(false);
  });

  test('find the root fields an operation selects through its fragments, each fragment walked once', () => {
    const document = parse(`
      query Hidden { ...A ... on Query { taxonomies { id } } }
      fragment A on Query { courses { total } ...B }
      fragment B on Query { ...A course(idOrSlug: "x") { id } }
    `);
    const operation = document.definitions[0];
    if (operation.kind !== Kind.OPERATION_DEFINITION) throw new Error('expected an operation');
    expect([...selectedRootFields(operation, document)].sort()).toEqual(['course', 'courses', 'taxonomies']);
  });
});

let database: TestDatabase;
let subgraph: RunningSubgraph | undefined;
let gateways: RunningGateway[] = [];
let owner: TenantUser;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(gateways.map((gateway) => gateway.stop()));
  gateways = [];
  await subgraph?.stop();
  subgraph = undefined;
});
afterAll(() => database?.drop());

/** One compliance subgraph and two gateway replicas in front of it, sharing one counter store. */
async function startReplicas(env: Record<string, string | undefined>): Promise<RunningGateway[]> {
  for (const [key, value] of Object.entries(complianceEnv({ RATE_LIMIT_FACTOR: '0.05', ...env }))) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfig();
  subgraph = await startSubgraph(complianceSubgraph, { port: 0, databaseUrl: database.url });
  const running = subgraph;
  owner = await seedTenant(<T>(query: string, params: unknown[] = []) =>
    running.orm.em.fork().execute<T[]>(query, params),
  );
  const { supergraph } = await composeSupergraph([complianceSubgraph], () => subgraph!.url);
  const options = {
    port: 0,
    supergraphSdl: supergraph,
    subgraphUrls: { compliance: subgraph.url },
    trustedProxies: ['loopback'],
    databaseUrl: database.url,
  };
  gateways = [await startGateway(options), await startGateway(options)];
  return gateways;
}

interface Answer {
  status: number;
  limit: string | null;
  remaining: string | null;
  reset: number;
  retryAfter: string | null;
  code?: unknown;
  bodyRetryAfter?: unknown;
}

/** A request to `gateway` from `address` (as a trusted proxy forwards it), anonymous unless given headers. */
async function plans(gateway: RunningGateway, address: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify({ query: PLANS }),
  });
  const body = (await response.json()) as { errors?: { extensions?: Record<string, unknown> }[] };
  const error = body.errors?.[0]?.extensions;
  return {
    status: response.status,
    limit: response.headers.get('x-ratelimit-limit'),
    remaining: response.headers.get('x-ratelimit-remaining'),
    reset: Number(response.headers.get('x-ratelimit-reset')),
    retryAfter: response.headers.get('retry-after'),
    ...(error ? { code: error.code, bodyRetryAfter: error.retryAfter } : {}),
  };
}

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

describe.each([['PostgreSQL', { REDIS_URL: undefined }], ...(REDIS_URL ? [['Redis', { REDIS_URL }] as const] : [])])(
  'two gateway replicas with their counters in %s',
  (_store, env) => {
    test(`let exactly ${LIMIT} anonymous requests of one address through between them, and answer the same headers`, async () => {
      const [first, second] = await startReplicas(env);
      // Each run has a database of its own, and in Redis keys carry its name: fixed addresses count afresh.
      const address = '198.51.100.7';
      const answers: Answer[] = [];
      for (let count = 0; count < 2 * LIMIT; count++) answers.push(await plans(count % 2 ? second : first, address));

      expect(answers.map((answer) => answer.code ?? 'OK')).toEqual([
        ...Array<string>(LIMIT).fill('OK'),
        ...Array<string>(LIMIT).fill('RATE_LIMIT_EXCEEDED'),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([
        ...Array<number>(LIMIT).fill(200),
        ...Array<number>(LIMIT).fill(429),
      ]);
      expect(answers.map((answer) => answer.limit)).toEqual(Array(2 * LIMIT).fill(String(LIMIT)));
      // Counted down across the replicas, in the order the requests came.
      expect(answers.map((answer) => answer.remaining)).toEqual([
        ...Array.from({ length: LIMIT }, (_, index) => String(LIMIT - 1 - index)),
        ...Array<string>(LIMIT).fill('0'),
      ]);
      // One window, opened by the first request, whichever replica answers (to the second it is rounded to).
      const resets = answers.map((answer) => answer.reset);
      expect(spread(resets)).toBeLessThanOrEqual(1);
      expect(resets[0]).toBeGreaterThan(Date.now() / 1000);
      expect(resets[0]).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + WINDOW_SECONDS);
      const refused = answers.slice(LIMIT);
      for (const answer of refused) {
        expect(answer.retryAfter).toBe(String(answer.bodyRetryAfter));
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(Number(answer.retryAfter)).toBeLessThanOrEqual(WINDOW_SECONDS);
      }
      expect(spread(refused.map((answer) => Number(answer.retryAfter)))).toBeLessThanOrEqual(1);

      // Another address has its budget of its own, on either replica.
      expect((await plans(second, '203.0.113.9')).remaining).toBe(String(LIMIT - 1));
      // A caller with a valid token is counted per user by the subgraph (1000 per hour, here 50), whatever its address.
      const signedIn = await plans(first, address, owner.headers);
      expect(signedIn.code).toBeUndefined();
      expect(signedIn.limit).toBe('50');
      // Credentials that do not verify are refused, public fields included: they must not pass uncounted.
      const forged = await plans(first, '203.0.113.10', { authorization: 'Bearer forged' });
      expect(forged.code).toBe('UNAUTHORIZED');
    });
  },
);
