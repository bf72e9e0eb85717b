import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { resetConfig } from '../../platform/config.js';
import { complianceSubgraph } from '../../subgraphs/compliance/subgraph.js';
import { composeSupergraph } from '../../subgraphs/composition.js';
import { startSubgraph, type RunningSubgraph } from '../../subgraphs/shared/server.js';
import { complianceEnv, seedTenant, seedUser, type TenantUser } from '../support/compliance.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { replicaOptions } from '../support/gateway-replicas.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * The prepared lane (gateway/prepared-lane/) answering for real, as production runs it (GATEWAY_SINGLE_FETCH=on;
 * the rest of the suite runs it in shadow mode, where Apollo Server answers and the lane's answer is compared). The
 * same conversation is held with a gateway whose fast paths are off and with one whose lane is on, each with an
 * address and a tenant of its own: every answer must be the same, status, body and headers, while the second
 * gateway's lane answers most of them. It covers what the lane does itself: the address limits counted and refused
 * (429 with Retry-After), an `@authenticated` read of a caller who may see it, the response cache's bypass
 * (Cache-Control: no-cache), a subgraph's error, the cost headers; and what it leaves to the full path: a caller who
 * may not see a field, variables that do not coerce, an operation over the cost limit.
 */
const LIMIT = 5;
const PLANS = 'query Plans { subscriptionPlans { id } }';
const ENTITIES = 'query Entities($limit: Int) { businessEntities(limit: $limit) { total items { id name } } }';
const ENTITY = 'query Entity($id: ID!) { businessEntity(id: $id) { id name } }';
const MAX_COST = 500;
const REPORTED_HEADERS = [
  'content-type',
  'cache-control',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'retry-after',
  'x-cost-estimated',
  'x-cost-actual',
  'x-cost-max',
];

interface Call {
  readonly query: string;
  readonly variables?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
}

/** The answer as a client sees it, without what differs by nature between two gateways (correlation ids, dates, clocks). */
async function send(gateway: RunningGateway, address: string, call: Call) {
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...call.headers },
    body: JSON.stringify({ query: call.query, variables: call.variables }),
  });
  const headers = Object.fromEntries(REPORTED_HEADERS.map((name) => [name, response.headers.get(name)]));
  return { status: response.status, headers, body: await response.text() };
}

describe('over a compliance subgraph', () => {
  let database: TestDatabase;
  let subgraph: RunningSubgraph;
  let full: RunningGateway;
  let lane: RunningGateway;
  const owners: TenantUser[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const [key, value] of Object.entries(complianceEnv({ RATE_LIMIT_FACTOR: '0.05' }))) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetConfig();
    subgraph = await startSubgraph(complianceSubgraph, { port: 0, databaseUrl: database.url });
    const sql = <T>(query: string, params: unknown[] = []) => subgraph.orm.em.fork().execute<T[]>(query, params);
    owners.push(await seedTenant(sql), await seedTenant(sql));
    const { supergraph } = await composeSupergraph([complianceSubgraph], () => subgraph.url);
    const options = {
      port: 0,
      supergraphSdl: supergraph,
      subgraphUrls: { compliance: subgraph.url },
      trustedProxies: ['loopback'],
      databaseUrl: database.url,
      demandControl: { headers: true, maxCost: MAX_COST },
    };
    full = await startGateway({ ...options, singleFetch: 'off' });
    lane = await startGateway({ ...options, singleFetch: 'on' });
  });
  afterAll(async () => {
    await full?.stop();
    await lane?.stop();
    await subgraph?.stop();
    await database?.drop();
  });

  /** The conversation, held with one gateway as the address and tenant owner given. */
  function conversation(owner: TenantUser): Call[] {
    const afresh = { ...owner.headers, 'cache-control': 'no-cache' };
    const missing = randomUUID();
    return [
      // Left to the full path: no credentials for an @authenticated field (counted under the anonymous limit).
      { query: ENTITIES, variables: { limit: 1 }, headers: { 'cache-control': 'no-cache' } },
      // Anonymous, under the address limit: the rest of it answered, then refused.
      ...Array.from({ length: LIMIT + 1 }, () => ({ query: PLANS })),
      // Authenticated reads of the caller's tenant, asked afresh (else the response cache answers them).
      ...[1, 2, 3, 2].map((limit) => ({ query: ENTITIES, variables: { limit }, headers: afresh })),
      // A subgraph's error, twice (the first request of a shape is always the full path's).
      { query: ENTITY, variables: { id: missing }, headers: afresh },
      { query: ENTITY, variables: { id: missing }, headers: afresh },
      // Left to the full path: variables that do not coerce, an operation over the cost limit.
      { query: ENTITIES, variables: { limit: 'many' }, headers: afresh },
      { query: ENTITIES, variables: { limit: 100_000 }, headers: afresh },
      // And after all of that, the lane again.
      { query: ENTITIES, variables: { limit: 4 }, headers: afresh },
    ];
  }

  test('answers every request as the full path does, and most of them itself', async () => {
    const expected = [];
    for (const call of conversation(owners[0])) expected.push(await send(full, '198.51.100.21', call));
    const actual = [];
    for (const call of conversation(owners[1])) actual.push(await send(lane, '198.51.100.22', call));

    // The conversation met what it is meant to meet: answers, refusals at the limit, errors, the cost headers.
    expect(expected.map((answer) => answer.status)).toEqual([
      ...Array<number>(LIMIT).fill(200),
      429,
      429,
      ...Array<number>(6).fill(200),
      400,
      400,
      200,
    ]);
    expect(JSON.parse(expected[0].body)).toMatchObject({
      errors: [{ extensions: { code: 'UNAUTHORIZED_FIELD_OR_TYPE' } }],
    });
    expect(expected[LIMIT].headers['retry-after']).toMatch(/^\d+$/);
    expect(expected[1].headers['x-cost-estimated']).toMatch(/^\d+$/);
    expect(JSON.parse(expected[12].body)).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    // The same answers from the lane, every one.
    expect(actual).toEqual(expected);
    expect(full.preparedLane.answered()).toBe(0);
    // All but the first of each shape and the three the lane leaves to the full path.
    expect(lane.preparedLane.answered()).toBe(LIMIT + 3 + 1 + 1);
    // Its answers without an error were the subgraph's text as it came, and that text is the full path's body.
    // The reads of the caller's tenant but the first of their shape: each the subgraph's text, never serialised again.
    expect(lane.preparedLane.passedThrough()).toBe(4);
  });

  test('serves a tenant’s cached reads once the gate accepts the credentials, as the full path does', async () => {
    await waitFor(() => (full.responseCache?.usable() && lane.responseCache?.usable()) || undefined, {
      timeoutMs: 60_000,
      what: 'both gateways’ caches on',
    });
    const sql = <T>(query: string, params: unknown[] = []) => subgraph.orm.em.fork().execute<T[]>(query, params);
    const cachedReads = async (gateway: RunningGateway, address: string) => {
      const owner = await seedTenant(sql);
      const member = await seedUser(sql, owner.tenantId);
      const read = (headers: Record<string, string>) =>
        send(gateway, address, { query: ENTITIES, variables: { limit: 7 }, headers });
      const hits = gateway.responseCache!.stats.hits;
      const answered = gateway.preparedLane.answered();
      const answers = [];
      // A miss, then hits; a colleague shares the tenant's entry (its view: the tenant and the switches sent).
      for (let i = 0; i < 3; i++) answers.push(await read(owner.headers));
      answers.push(await read(member.headers));
      // Another tenant's owner: an entry of its own, a miss.
      answers.push(await read((await seedTenant(sql)).headers));
      return {
        answers,
        hits: gateway.responseCache!.stats.hits - hits,
        answered: gateway.preparedLane.answered() - answered,
      };
    };
    const expected = await cachedReads(full, '198.51.100.25');
    const actual = await cachedReads(lane, '198.51.100.26');

    expect(expected.answers.every((answer) => answer.status === 200 && !answer.body.includes('"errors"'))).toBe(true);
    expect(actual.answers).toEqual(expected.answers);
    expect(actual.hits).toBe(3);
    expect(expected.hits).toBe(3);
    expect(expected.answered).toBe(0);
    // The hits, each after its gate; the misses are the full path's, which fills them.
    expect(actual.answered).toBe(3);
  });

  test('answers in-process operations (the REST adapter’s) as the full path does, and most of them itself', async () => {
    const before = lane.preparedLane.answered();
    const passedBefore = lane.preparedLane.passedThrough();
    const execute = async (gateway: RunningGateway, address: string, call: Call) => {
      const { status, headers, result } = await gateway.execute({
        query: call.query,
        variables: call.variables ?? {},
        headers: { 'x-forwarded-for': address, ...lowerCased(call.headers ?? {}) },
      });
      const reported = Object.fromEntries(REPORTED_HEADERS.map((name) => [name, headers[name] ?? null]));
      return { status, headers: reported, body: JSON.stringify(result) };
    };
    // In-process operations carry no Cache-Control: the cacheable reads are the response cache's, not the lane's.
    const calls = conversation(owners[0]).filter((call) => call.query !== ENTITIES);
    const expected = [];
    for (const call of calls) expected.push(await execute(full, '198.51.100.31', call));
    const actual = [];
    for (const call of conversation(owners[1]).filter((call) => call.query !== ENTITIES))
      actual.push(await execute(lane, '198.51.100.32', call));

    expect(expected.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429, 200, 200]);
    expect(actual).toEqual(expected);
    // At least the plans after the first, the refusal, and the second missing entity (every one, once the shapes were
    // learnt over HTTP above: a shape is the document's, whichever channel brings it).
    expect(lane.preparedLane.answered() - before).toBeGreaterThanOrEqual(LIMIT + 1);
    // An in-process answer is a result the adapter maps, never an HTTP body: no subgraph text is kept for it.
    expect(lane.preparedLane.passedThrough()).toBe(passedBefore);
  });

  function lowerCased(headers: Record<string, string>): Record<string, string> {
    return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  }
});

/**
 * With the response cache (gateway/prepared-lane/), the lane answering for real: a public answer the
 * cache holds is served by the lane (a hit without Apollo Server's pipeline), a request asking afresh is executed by
 * it, and what it cannot serve from the cache (a miss, a request with a cookie) goes the full path, which fills the
 * cache. The same conversation with a gateway whose fast paths are off finds every answer and every hit the same.
 */
describe('with the response cache', () => {
  const PAGE = `query LanePage($limit: Int) {
    courses(limit: $limit, sort: [{ field: TITLE, direction: ASC }]) { total items { id title slug categories { name } } }
  }`;
  const TAXONOMIES = 'query LaneTaxonomies { taxonomies { categories { id name } } }';

  let stack: TestStack;
  let full: RunningGateway;
  let lane: RunningGateway;

  beforeAll(async () => {
    stack = await startTestStack({ EVENTS_EXCHANGE: `prepared-lane-${randomBytes(4).toString('hex')}` });
    const options = await replicaOptions(stack);
    // Each its own client address (as a trusted proxy forwards it), so that each counts its limits afresh.
    full = await startGateway({ ...options, trustedProxies: ['loopback'], singleFetch: 'off' });
    lane = await startGateway({ ...options, trustedProxies: ['loopback'], singleFetch: 'on' });
    await waitFor(() => (full.responseCache?.usable() && lane.responseCache?.usable()) || undefined, {
      timeoutMs: 60_000,
      what: 'both gateways’ caches on',
    });
  }, 120_000);
  afterAll(async () => {
    await full?.stop();
    await lane?.stop();
    await stack?.stop();
  });

  const CONVERSATION: readonly Call[] = [
    // A miss (filled by the full path), then hits.
    ...[1, 1, 1].map((limit) => ({ query: PAGE, variables: { limit } })),
    { query: TAXONOMIES },
    { query: TAXONOMIES },
    // Asked afresh: executed, the cache neither read nor filled.
    { query: PAGE, variables: { limit: 1 }, headers: { 'cache-control': 'no-cache' } },
    { query: PAGE, variables: { limit: 2 }, headers: { 'cache-control': 'no-cache' } },
    // With a cookie (it may change a public answer): executed, never from the cache nor into it, by the lane.
    { query: PAGE, variables: { limit: 1 }, headers: { cookie: 'session=1' } },
    // Another page size: a miss first, then a hit.
    { query: PAGE, variables: { limit: 2 } },
    { query: PAGE, variables: { limit: 2 } },
  ];

  test('serves the public answers the cache holds, and answers everything as the full path does', async () => {
    const expected = [];
    for (const call of CONVERSATION) expected.push(await send(full, '198.51.100.41', call));
    const actual = [];
    for (const call of CONVERSATION) actual.push(await send(lane, '198.51.100.42', call));

    expect(expected.every((answer) => answer.status === 200 && !answer.body.includes('"errors"'))).toBe(true);
    expect(actual).toEqual(expected);
    // The same hits, in the same places: two of the first page, one of the taxonomies, one of the second page.
    expect(lane.responseCache!.stats.hits).toBe(4);
    expect(full.responseCache!.stats.hits).toBe(4);
    expect(full.preparedLane.answered()).toBe(0);
    // The lane answered all but the misses, which the full path fills: the hits, the requests asked afresh and the one
    // with a cookie, each after the first request of its shape.
    expect(lane.preparedLane.answered()).toBe(7);
    // Of those, its front door answered the ones whose body the lane had answered from the cache before: the third
    // read of the first page, and the same body asked afresh and with a cookie.
    expect(lane.preparedLane.answeredAhead()).toBe(3);
    expect(full.preparedLane.answeredAhead()).toBe(0);
  });
});
