import fc from 'fast-check';
import { createClient } from 'graphql-ws';
import { readFile } from 'node:fs/promises';
import WebSocket from 'ws';
import { chain, cycle, diamond, fanOut } from '../../bench/crafted-documents.js';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { resetConfig } from '../../platform/config.js';
import { complianceEnv, seedTenant, complianceSql, type TenantUser } from '../support/compliance.js';
import { factoryEnv } from '../support/factory.js';
import { documentOf, expectedOf, fragmentGraphs } from '../support/fragment-graphs.js';
import { startTestStack, type TestStack } from '../support/stack.js';

/**
 * Abuse of the GraphQL endpoint of the gateway, over the real supergraph: operations deeper, wider (aliases,
 * also spread over fragments) or estimated costlier than the limits, batched requests, introspection and the landing page
 * in production, and CORS from origins that are not listed, on the gateway and on the REST adapter.
 */
const LISTED_ORIGIN = 'https://app.example.test';
let stack: TestStack;
let owner: TenantUser;
const complianceDb = complianceSql(() => stack);

beforeAll(async () => {
  stack = await startTestStack({
    ...complianceEnv(),
    ...factoryEnv(),
    CORS_ORIGINS: LISTED_ORIGIN,
    RATE_LIMIT_FACTOR: '0',
  });
  owner = await seedTenant(complianceDb);
}, 120_000);

afterAll(() => stack?.stop());

interface GraphQLAnswer {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function post(
  body: unknown,
  headers: Record<string, string> = {},
  url = stack.gatewayUrl,
): Promise<GraphQLAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as GraphQLAnswer['body'] };
}

/** A refusal before execution: 400 VALIDATION_ERROR, no data at all, the message matching `message`. */
function expectRefused(answer: GraphQLAnswer, message: RegExp): void {
  expect(answer.status).toBe(400);
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
  expect(answer.body.errors?.[0]?.message).toMatch(message);
}

/** `levels` selections of BusinessEntity.documents → ComplianceDocument.entity → ..., a cycle of the supergraph. */
const nest = (levels: number, leaf: string) =>
  Array.from({ length: levels }, (_, level) => (level % 2 ? 'entity' : 'documents')).reduceRight(
    (inner, field) => `${field} { ${inner} }`,
    leaf,
  );

describe('operation limits', () => {
  test('an operation deeper than the limit (12) is refused before it runs, also when the depth comes from fragments', async () => {
    const deep = `query Deep { businessEntity(id: "${owner.tenantId}") { ${nest(14, 'id')} } }`;
    expectRefused(await post({ query: deep }, owner.headers), /Operation depth \d+ exceeds the maximum depth of 12/);
    const viaFragments = `query Deep { businessEntity(id: "${owner.tenantId}") { ...Level } } fragment Level on BusinessEntity { ${nest(14, 'id')} }`;
    expectRefused(await post({ query: viaFragments }, owner.headers), /exceeds the maximum depth/);
    // Within the depth limit, the same shape is no longer refused for its depth: 50 documents (assumed) an entity at
    // each level of the cycle make it refused by demand control instead.
    const withinDepth = await post(
      { query: `query Deep { businessEntity(id: "${owner.tenantId}") { ${nest(10, 'id')} } }` },
      owner.headers,
    );
    expect(withinDepth.status).toBe(400);
    expect(withinDepth.body.errors?.[0]?.extensions?.code).toBe('COST_ESTIMATED_TOO_EXPENSIVE');
    // Shallower, it runs (and the entity is simply not found).
    const allowed = await post(
      { query: `query Deep { businessEntity(id: "${owner.tenantId}") { ${nest(4, 'id')} } }` },
      owner.headers,
    );
    expect(allowed.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  const aliases = (prefix: string, count: number, field: string) =>
    Array.from({ length: count }, (_, index) => `${prefix}${index}: ${field}`).join(' ');

  test('more than 20 aliases of one field are refused, whether written side by side, in fragments or in inline fragments', async () => {
    const field = 'taxonomies { categories { id } }';
    expectRefused(await post({ query: `{ ${aliases('a', 21, field)} }` }), /"taxonomies" is selected 21 times/);
    const spread = `{ ...A ...B } fragment A on Query { ${aliases('a', 15, field)} } fragment B on Query { ${aliases('b', 15, field)} }`;
    expectRefused(await post({ query: spread }), /"taxonomies" is selected 30 times/);
    const inline = `{ ... on Query { ${aliases('a', 15, field)} } ... on Query { ${aliases('b', 15, field)} } }`;
    expectRefused(await post({ query: inline }), /"taxonomies" is selected 30 times/);
    // A fragment spread twice merges into the same fields, and 20 are allowed.
    const allowed = await post({ query: `{ ...A ...A } fragment A on Query { ${aliases('a', 20, field)} }` });
    expect(allowed.status).toBe(200);
    expect(allowed.body.errors).toBeUndefined();
  });

  test('password guessing through aliases of the login mutation is refused before a single attempt', async () => {
    const attempt = (index: number) =>
      `a${index}: factoryLogin(email: "victim@factory.example.com", password: "guess-${index}") { token }`;
    const guesses = Array.from({ length: 30 }, (_, index) => attempt(index));
    expectRefused(await post({ query: `mutation { ${guesses.join(' ')} }` }), /"factoryLogin" is selected 30 times/);
    const spread = `mutation { ...A ...B } fragment A on Mutation { ${guesses.slice(0, 15).join(' ')} } fragment B on Mutation { ${guesses.slice(15).join(' ')} }`;
    expectRefused(await post({ query: spread }), /"factoryLogin" is selected 30 times/);
  });

  test('an operation whose estimated cost is over the limit (50,000) is refused with COST_ESTIMATED_TOO_EXPENSIVE, stating its estimate', async () => {
    const tooLong = await post({ query: '{ courses(limit: 100000) { items { id } } }' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data).toBeUndefined();
    // The page 1, its 100,000 items 1 each (CoursePage.items is sized by courses' limit).
    expect(tooLong.body.errors?.[0]).toMatchObject({
      message: "The operation's estimated cost 100001 exceeds the maximum cost of 50000",
      extensions: { code: 'COST_ESTIMATED_TOO_EXPENSIVE', cost: { estimated: 100_001, max: 50_000 } },
    });
    // Twenty pages of the largest size, each course with its taxonomy lists (100 items each at most).
    const wide = Array.from(
      { length: 20 },
      (_, index) => `c${index}: courses(limit: 100) { items { id categories { id } } }`,
    ).join(' ');
    const refused = await post({ query: `{ ${wide} }` });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('COST_ESTIMATED_TOO_EXPENSIVE');
    expect(refused.body.errors?.[0]?.extensions?.cost).toEqual({ estimated: 20 * (1 + 100 * (1 + 100)), max: 50_000 });
  });

  test('variables nested deeper than 64 levels are refused before anything walks them', async () => {
    // Written as text: JSON.stringify itself would overflow this process's stack on the deepest one.
    const nested = (levels: number) => `${'{"inner":'.repeat(levels - 1)}{"leaf":"x"}${'}'.repeat(levels - 1)}`;
    const update =
      'mutation Update($id: ID!, $profile: JSONObject!) { updateEntityProfile(id: $id, version: 1, profileData: $profile) { version } }';
    // A tenant of its own: the batch test below counts the owner's entities.
    const tenant = await seedTenant(complianceDb);
    const created = await post(
      { query: 'mutation { createBusinessEntity(input: { name: "Deep Private Limited" }) { id } }' },
      tenant.headers,
    );
    const { id } = (created.body.data as { createBusinessEntity: { id: string } }).createBusinessEntity;
    const send = async (profile: string): Promise<GraphQLAnswer> => {
      const body = `{"query":${JSON.stringify(update)},"variables":{"id":"${id}","profile":${profile}}}`;
      const response = await fetch(stack.gatewayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...tenant.headers },
        body,
      });
      return { status: response.status, body: (await response.json()) as GraphQLAnswer['body'] };
    };
    for (const levels of [100, 5000]) expectRefused(await send(nested(levels)), /nested deeper than 64 levels/);
    // Within the limit, the same operation runs.
    expect((await send(`{"registeredAddress":${nested(10)}}`)).body.errors).toBeUndefined();
  });

  test('a batch (an array of operations) is refused as a whole, and none of it runs', async () => {
    const create = {
      query: 'mutation Create($name: String!) { createBusinessEntity(input: { name: $name }) { id } }',
      variables: { name: 'Batched Private Limited' },
    };
    const answer = await post([create, create, create], owner.headers);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(/batch/i);
    expect(
      await complianceDb(`select id from compliance.business_entity where tenant_id = ?`, [owner.tenantId]),
    ).toEqual([]);
    // The same operation alone runs.
    expect((await post(create, owner.headers)).body).toEqual({
      data: { createBusinessEntity: { id: expect.any(String) } },
    });
  });
});

/*
 * What a crafted document costs is not asserted here: the gateway's measure counts its own steps, and
 * gateway/document-limits.test.ts proves them linear in the document; `npm run bench` prints the CPU each class
 * costs (bench/documents.ts). This suite proves every class is refused, in the gateway's error shape, end to end.
 */
describe('crafted documents', () => {
  test.each([
    ['a 2 KB fan-out of 26 levels', fanOut(26), /expands to more than/],
    ['a fan-out of 30 levels', fanOut(30), /expands to more than/],
    ['a chain of 2000 spreads', chain(2000), /more than 15000 tokens/],
    ['a chain of 1200 spreads', chain(1200), /expands to more than/],
    ['a cycle of 1000 fragments', cycle(1000), /spreads itself/],
    [
      'a diamond 6 wide and 6 deep',
      diamond(6, 6).replace(/fragment D0_[1-5] .*?}/g, ''),
      /expands to more than|is never used/,
    ],
    ['brackets 10,000 deep', `{ ${'t { '.repeat(10_000)}id${' }'.repeat(10_000)} }`, /nests brackets deeper than 64/],
    ['a field repeated under one name', `{ ${'taxonomies { categories { id } } '.repeat(1000)} }`, /too many times/],
  ])('%s is refused with 400 in the gateway error shape', async (_name, query, message) => {
    expectRefused(await post({ query }), message);
  });

  test('a 2 MB document is refused by its size', async () => {
    expectRefused(await post({ query: `{ __typename } # ${'x'.repeat(2_000_000)}` }), /bytes; the limit is 131072/);
  });

  test('generated fragment graphs (fan-out, chains, cycles, diamonds) are answered in the right class', async () => {
    await fc.assert(
      fc.asyncProperty(fragmentGraphs, async (graph) => {
        const truth = expectedOf(graph);
        const result = await post({ query: documentOf(graph) });
        if (truth.cycle || truth.unused || truth.expandedSize > 5000n) {
          expect(result.status).toBe(400);
          expect(result.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
        } else {
          expect(result).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
        }
      }),
      { numRuns: 60 },
    );
  });

  test('a crafted document in a GET request or a multipart request is refused the same way', async () => {
    const viaGet = await fetch(`${stack.gatewayUrl}?query=${encodeURIComponent(fanOut(30))}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expectRefused(
      { status: viaGet.status, body: (await viaGet.json()) as GraphQLAnswer['body'] },
      /expands to more than/,
    );
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: chain(2000), variables: {} }));
    form.append('map', '{}');
    const viaMultipart = await fetch(stack.gatewayUrl, {
      method: 'POST',
      body: form,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expectRefused(
      { status: viaMultipart.status, body: (await viaMultipart.json()) as GraphQLAnswer['body'] },
      /more than 15000 tokens/,
    );
  });

  test('other clients are served while crafted documents arrive', async () => {
    const crafted = Array.from({ length: 20 }, () => post({ query: fanOut(30) }));
    const ordinary = await post({ query: '{ taxonomies { categories { id } } }' });
    expect(ordinary.status).toBe(200);
    for (const answer of await Promise.all(crafted)) expect(answer.status).toBe(400);
  });

  test('subscriptions meet the same limits', async () => {
    const client = createClient({
      url: stack.gatewayUrl.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: owner.headers.authorization },
      retryAttempts: 0,
    });
    try {
      const query = fanOut(
        30,
        'subscription',
        'Subscription',
        `profileUpdated(entityId: "${owner.tenantId}") { version }`,
      );
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe({ query }, { next: () => undefined, error: resolve, complete: () => resolve(undefined) });
      });
      expect(JSON.stringify(errors)).toMatch(/expands to more than 5000 selections/);
    } finally {
      await client.dispose();
    }
  });
});

describe('production mode', () => {
  let production: RunningGateway;

  beforeAll(async () => {
    const saved = {
      NODE_ENV: process.env.NODE_ENV,
      RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR,
      CHALLENGE_VERIFY_URL: process.env.CHALLENGE_VERIFY_URL,
      CHALLENGE_SECRET: process.env.CHALLENGE_SECRET,
    };
    // Read at start: a gateway started with NODE_ENV=production keeps its production settings.
    Object.assign(process.env, {
      NODE_ENV: 'production',
      RATE_LIMIT_FACTOR: '1',
      CHALLENGE_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
      CHALLENGE_SECRET: 'unused',
    });
    resetConfig();
    try {
      production = await startGateway({
        port: 0,
        supergraphSdl: await readFile(new URL('../../schema/supergraph.graphql', import.meta.url), 'utf8'),
        subgraphUrls: {
          training: stack.subgraphs.training.url,
          compliance: stack.subgraphs.compliance.url,
          factory: stack.subgraphs.factory.url,
        },
      });
    } finally {
      for (const [key, value] of Object.entries(saved))
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      resetConfig();
    }
  });

  afterAll(() => production?.stop());

  test('introspection is refused, by __schema and by __type', async () => {
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Query") { fields { name } } }']) {
      const answer = await post({ query }, {}, production.url);
      expectRefused(answer, /introspection/i);
    }
  });

  test('errors do not suggest field names, and the landing page is off', async () => {
    const answer = await post({ query: '{ taxonomie { categories { id } } }' }, {}, production.url);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).not.toMatch(/Did you mean|taxonomies/);
    const page = await fetch(production.url, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
    expect(await page.text()).not.toMatch(/sandbox|apollographql\.com/i);
  });

  test('queries still run', async () => {
    const answer = await post({ query: '{ taxonomies { categories { id } } }' }, {}, production.url);
    expect(answer).toEqual({ status: 200, body: { data: { taxonomies: { categories: expect.any(Array) } } } });
  });
});

describe('CORS', () => {
  /** The CORS headers a preflight and a simple request from `origin` get at `url`. */
  async function corsOf(url: string, origin: string) {
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    const simple = await fetch(url, { headers: { origin } });
    const headersOf = (response: Response) => ({
      allowOrigin: response.headers.get('access-control-allow-origin'),
      allowCredentials: response.headers.get('access-control-allow-credentials'),
    });
    return { preflight: headersOf(preflight), simple: headersOf(simple) };
  }
  const urls = () => [
    stack.gatewayUrl,
    `${stack.restUrl}/training/api/v1/courses`,
    `${stack.restUrl}/compliance/api/v1/plans`,
    `${stack.restUrl}/factory/api/v1/plan`,
  ];
  const refused = { allowOrigin: null, allowCredentials: null };

  test('an unlisted origin gets no Access-Control-Allow-Origin, neither on a preflight nor on a request, anywhere', async () => {
    for (const origin of [
      'https://evil.example.com',
      'null',
      `${LISTED_ORIGIN}.evil.example.com`,
      'http://app.example.test',
      `${LISTED_ORIGIN}:8443`,
    ]) {
      for (const url of urls())
        expect({ url, origin, ...(await corsOf(url, origin)) }).toEqual({
          url,
          origin,
          preflight: refused,
          simple: refused,
        });
    }
  });

  test('the listed origin is answered with itself (never *) and credentials', async () => {
    const allowed = { allowOrigin: LISTED_ORIGIN, allowCredentials: 'true' };
    for (const url of urls())
      expect({ url, ...(await corsOf(url, LISTED_ORIGIN)) }).toEqual({ url, preflight: allowed, simple: allowed });
  });
});
