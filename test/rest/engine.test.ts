import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { GraphQLError } from 'graphql';
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import {
  enumOut,
  enumValue,
  gql,
  is,
  legacyEnum,
  queryBool,
  queryInt,
  queryList,
  queryValue,
  route,
  type ServiceDefinition,
} from '../../rest-adapter/engine/index.js';
import { startRestAdapter, type RunningRestAdapter } from '../../rest-adapter/server.js';

/** A real GraphQL HTTP server standing in for the gateway, so that the engine is tested over real HTTP. */
const typeDefs = `#graphql
  enum Kind { SMALL BIG }
  type Item { id: ID! kind: Kind! }
  type Query {
    headers: String!
    item(id: ID!): Item!
    items(limit: Int, flag: Boolean, kind: Kind, ids: [ID!]): [Item!]!
    fail(code: String!): Boolean
  }
  type Mutation { login(name: String!): Boolean! }
`;

interface Context {
  headers: IncomingHttpHeaders;
  res: ServerResponse;
}

const resolvers = {
  Query: {
    headers: (_: unknown, __: unknown, context: Context) => JSON.stringify(context.headers),
    item: (_: unknown, { id }: { id: string }) => {
      if (id === 'missing') throw new GraphQLError('Item not found', { extensions: { code: 'NOT_FOUND' } });
      return { id, kind: 'BIG' };
    },
    items: (_: unknown, args: { limit?: number; flag?: boolean; kind?: string; ids?: string[] }) => [
      { id: JSON.stringify(args), kind: args.kind ?? 'SMALL' },
    ],
    fail: (_: unknown, { code }: { code: string }) => {
      throw new GraphQLError(`failed with ${code}`, {
        extensions: { code, details: { field: 'name' }, currentVersion: 3, secret: 'not copied' },
      });
    },
  },
  Mutation: {
    login: (_: unknown, { name }: { name: string }, context: Context) => {
      context.res.setHeader('Set-Cookie', [`session=${name}; HttpOnly; Path=/`, 'theme=dark; Path=/']);
      return true;
    },
  },
};

const ITEM = gql`
  fragment TestItem on Item {
    id
    kind
  }
`;

type Item = { id: string; kind: 'SMALL' | 'BIG' };
const VARIANT = { 200: z.object({ variant: z.enum(['A', 'B']) }) };
const ITEM_BY_ID = gql<{ item: Item }, { id: string }>`
  query ItemById($id: ID!) {
    item(id: $id) {
      ...TestItem
    }
  }
  ${ITEM}
`;
const HANDED = { 200: z.object({ arguments: z.number(), correlationId: z.string().optional() }) };

const routes = [
  route({
    name: 'headers',
    method: 'GET',
    path: '/headers',
    auth: 'public',
    document: gql<{ headers: string }>`
      query Headers {
        headers
      }
    `,
    input: {},
    answers: { 200: z.record(z.string(), z.unknown()) },
    respond: ({ headers }) => ({ status: 200 as const, body: JSON.parse(headers) as Record<string, unknown> }),
  }),
  route({
    name: 'items',
    method: 'GET',
    path: '/items',
    auth: 'public',
    document: gql<{ items: Item[] }, { limit?: number; flag?: boolean; kind?: 'SMALL' | 'BIG'; ids?: string[] }>`
      query Items($limit: Int, $flag: Boolean, $kind: Kind, $ids: [ID!]) {
        items(limit: $limit, flag: $flag, kind: $kind, ids: $ids) {
          ...TestItem
        }
      }
      ${ITEM}
    `,
    input: {
      query: z.object({
        limit: queryInt(),
        flag: queryBool(),
        kind: queryValue(legacyEnum(['small', 'big']).optional()).optional(),
        ids: queryList(z.string()),
      }),
    },
    variables: ({ query }) => ({ limit: query.limit, flag: query.flag, kind: enumValue(query.kind), ids: query.ids }),
    answers: { 200: z.object({ args: z.unknown(), kind: z.string() }) },
    respond: ({ items }) => ({
      status: 200 as const,
      body: { args: JSON.parse(items[0].id) as unknown, kind: enumOut(items[0].kind) },
    }),
  }),
  route({
    name: 'item',
    method: 'GET',
    path: '/items/:id',
    auth: 'public',
    document: gql<{ item: Item }, { id: string }>`
      query Item($id: ID!) {
        item(id: $id) {
          ...TestItem
        }
      }
      ${ITEM}
    `,
    input: { params: z.object({ id: z.string() }) },
    variables: ({ params }) => ({ id: params.id }),
    answers: { 200: z.object({ status: z.literal('success'), data: z.unknown() }) },
    respond: (data) => ({ status: 200 as const, body: { status: 'success' as const, data } }),
  }),
  // What the engine hands `respond` and `respondWithRequest`.
  route({
    name: 'handed',
    method: 'GET',
    path: '/handed/:id',
    auth: 'public',
    document: ITEM_BY_ID,
    input: { params: z.object({ id: z.string() }) },
    variables: ({ params }) => ({ id: params.id }),
    answers: HANDED,
    respond: (...handed) => ({ status: 200 as const, body: { arguments: handed.length } }),
  }),
  route({
    name: 'handedWithRequest',
    method: 'GET',
    path: '/handed/:id/request',
    auth: 'public',
    document: ITEM_BY_ID,
    input: { params: z.object({ id: z.string() }) },
    variables: ({ params }) => ({ id: params.id }),
    answers: HANDED,
    respondWithRequest: (...handed) => ({
      status: 200 as const,
      body: { arguments: handed.length, correlationId: handed[1].correlationId },
    }),
  }),
  route({
    name: 'login',
    method: 'POST',
    path: '/login',
    auth: 'public',
    document: gql<{ login: boolean }, { name: string }>`
      mutation Login($name: String!) {
        login(name: $name)
      }
    `,
    input: { body: z.object({ name: z.string() }) },
    variables: ({ body }) => ({ name: body.name }),
    answers: { 201: z.object({ status: z.literal('success') }) },
    respond: () => ({ status: 201 as const, body: { status: 'success' as const } }),
  }),
  route({
    name: 'fail',
    method: 'GET',
    path: '/fail/:code',
    auth: 'public',
    errorFields: ['currentVersion'],
    document: gql<{ fail: boolean }, { code: string }>`
      query Fail($code: String!) {
        fail(code: $code)
      }
    `,
    input: { params: z.object({ code: z.string() }) },
    variables: ({ params }) => ({ code: params.code }),
    answers: { 200: z.object({ failed: z.boolean() }) },
    respond: ({ fail }) => ({ status: 200 as const, body: { failed: fail } }),
  }),
  // Two routes on one method and path, told apart by the first one's rule.
  route({
    name: 'variantA',
    method: 'GET',
    path: '/variant',
    auth: 'public',
    when: is('query', 'style', 'a'),
    document: gql`
      query VariantA {
        __typename
      }
    `,
    input: {},
    answers: VARIANT,
    respond: () => ({ status: 200 as const, body: { variant: 'A' as const } }),
  }),
  route({
    name: 'variantB',
    method: 'GET',
    path: '/variant',
    auth: 'public',
    document: gql`
      query VariantB {
        __typename
      }
    `,
    input: {},
    answers: VARIANT,
    respond: () => ({ status: 200 as const, body: { variant: 'B' as const } }),
  }),
];

const trainingShaped: ServiceDefinition = {
  name: 'alpha',
  basePath: '/alpha/api/v1',
  errorBody: ({ message, correlationId, extra }) => ({ status: 'error', message, correlationId, ...extra }),
  errorSchema: z.object({ status: z.literal('error'), message: z.string(), correlationId: z.string() }),
  routes,
};
const complianceShaped: ServiceDefinition = {
  name: 'beta',
  basePath: '/beta',
  errorBody: ({ message, code, details, correlationId, extra }) => ({
    error: message,
    code,
    ...(details !== undefined ? { details } : {}),
    correlationId,
    ...extra,
  }),
  errorSchema: z.object({ error: z.string(), code: z.string(), details: z.unknown(), correlationId: z.string() }),
  routes,
};
const factoryShaped: ServiceDefinition = {
  name: 'gamma',
  basePath: '/gamma/api/v1',
  errorBody: ({ message }) => ({ status: 'error', message }),
  errorSchema: z.object({ status: z.literal('error'), message: z.string() }),
  routes: [],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let apollo: ApolloServer<Context>;
let rest: RunningRestAdapter;

beforeAll(async () => {
  apollo = new ApolloServer<Context>({ typeDefs, resolvers });
  const { url } = await startStandaloneServer(apollo, {
    listen: { port: 0, host: '127.0.0.1' },
    context: ({ req, res }) => Promise.resolve({ headers: req.headers, res }),
  });
  rest = await startRestAdapter({
    port: 0,
    gateway: { url: new URL('/graphql', url).toString() },
    services: [trainingShaped, complianceShaped, factoryShaped],
  });
});

afterAll(async () => {
  await rest?.stop();
  await apollo?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${rest.url}${path}`, { headers });
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${rest.url}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('REST engine over real HTTP', () => {
  test('reuses a client uuid as correlation id and sends it to the gateway', async () => {
    const id = '0b7c5d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
    const response = await get('/alpha/api/v1/headers', { 'x-correlation-id': id });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-correlation-id')).toBe(id);
    const received = (await response.json()) as Record<string, string>;
    expect(received['x-correlation-id']).toBe(id);
  });

  test('generates a correlation id when the client sent none or a non-uuid', async () => {
    const response = await get('/alpha/api/v1/headers', { 'x-correlation-id': 'not-a-uuid' });
    const id = response.headers.get('x-correlation-id');
    expect(id).toMatch(UUID);
    const received = (await response.json()) as Record<string, string>;
    expect(received['x-correlation-id']).toBe(id);
  });

  test('forwards credentials, tenant, admin, audit and cookie headers and the client address', async () => {
    const response = await get('/alpha/api/v1/headers', {
      authorization: 'Bearer abc',
      'x-tenant-id': 't1',
      'x-admin': 'true',
      'x-audit-access': 'yes',
      cookie: 'session=s1',
      'x-not-forwarded': 'nope',
    });
    const received = (await response.json()) as Record<string, string>;
    expect(received).toMatchObject({
      authorization: 'Bearer abc',
      'x-tenant-id': 't1',
      'x-admin': 'true',
      'x-audit-access': 'yes',
      cookie: 'session=s1',
    });
    expect(received['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
    expect(received['x-not-forwarded']).toBeUndefined();
  });

  test('passes Set-Cookie from the gateway back to the client', async () => {
    const response = await post('/alpha/api/v1/login', JSON.stringify({ name: 'ann' }));
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(['session=ann; HttpOnly; Path=/', 'theme=dark; Path=/']);
  });

  test('converts query-string numbers, booleans, lists and enums', async () => {
    const response = await get('/alpha/api/v1/items?limit=20&flag=true&kind=big&ids=a,b&ids=c');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      args: { limit: 20, flag: true, kind: 'BIG', ids: ['a', 'b', 'c'] },
      kind: 'big',
    });
  });

  test.each([
    ['limit=abc', /limit/],
    ['limit=1.5', /limit/],
    ['flag=maybe', /flag/],
    ['kind=huge', /kind/],
  ])('a query value of the wrong type (%s) answers 400 in the service shape', async (query, mentions) => {
    const response = await get(`/alpha/api/v1/items?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      status: 'error',
      message: expect.stringMatching(mentions),
      correlationId: response.headers.get('x-correlation-id'),
    });
  });

  test('a missing required field answers 400', async () => {
    const response = await post('/alpha/api/v1/login', JSON.stringify({}));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'error', message: expect.stringContaining('name') });
  });

  test('malformed JSON answers 400 in each service shape', async () => {
    const alpha = await post('/alpha/api/v1/login', '{"name":');
    expect(alpha.status).toBe(400);
    expect(alpha.headers.get('x-correlation-id')).toMatch(UUID);
    expect(await alpha.json()).toEqual({
      status: 'error',
      message: 'Malformed JSON in request body',
      correlationId: alpha.headers.get('x-correlation-id'),
    });

    const beta = await post('/beta/login', '{oops');
    expect(beta.status).toBe(400);
    expect(await beta.json()).toEqual({
      error: 'Malformed JSON in request body',
      code: 'VALIDATION_ERROR',
      correlationId: beta.headers.get('x-correlation-id'),
    });

    const gamma = await post('/gamma/api/v1/anything', '[');
    expect(gamma.status).toBe(400);
    expect(await gamma.json()).toEqual({ status: 'error', message: 'Malformed JSON in request body' });
  });

  test('an unknown path under a base answers 404 in that service shape', async () => {
    const alpha = await get('/alpha/api/v1/nowhere');
    expect(alpha.status).toBe(404);
    expect(await alpha.json()).toEqual({
      status: 'error',
      message: expect.stringContaining('/alpha/api/v1/nowhere'),
      correlationId: alpha.headers.get('x-correlation-id'),
    });

    const beta = await fetch(`${rest.url}/beta/items`, { method: 'DELETE' });
    expect(beta.status).toBe(404);
    expect(await beta.json()).toMatchObject({ code: 'NOT_FOUND', correlationId: beta.headers.get('x-correlation-id') });

    const gamma = await get('/gamma/api/v1/workers');
    expect(gamma.status).toBe(404);
    expect(gamma.headers.get('x-correlation-id')).toMatch(UUID);
    expect(await gamma.json()).toEqual({ status: 'error', message: expect.any(String) });

    const outside = await get('/elsewhere');
    expect(outside.status).toBe(404);
    expect(outside.headers.get('x-correlation-id')).toMatch(UUID);
  });

  test('GraphQL errors map to the status of their code and the service error body', async () => {
    const missing = await get('/alpha/api/v1/items/missing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      status: 'error',
      message: 'Item not found',
      correlationId: missing.headers.get('x-correlation-id'),
    });

    const conflict = await get('/beta/fail/VERSION_CONFLICT');
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({
      error: 'failed with VERSION_CONFLICT',
      code: 'VERSION_CONFLICT',
      details: { field: 'name' },
      correlationId: conflict.headers.get('x-correlation-id'),
      currentVersion: 3,
    });

    for (const [code, status] of [
      ['UNAUTHENTICATED', 401],
      ['FORBIDDEN', 403],
      ['CONFLICT', 409],
      ['RATE_LIMIT_EXCEEDED', 429],
      ['SERVICE_UNAVAILABLE', 503],
    ] as const) {
      const response = await get(`/alpha/api/v1/fail/${code}`);
      expect(response.status).toBe(status);
    }
  });

  test('an internal error answers 500 without its message', async () => {
    const response = await get('/beta/fail/SOMETHING_ODD');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
  });

  test('routes sharing method and path are told apart by their rule', async () => {
    expect(await (await get('/alpha/api/v1/variant?style=a')).json()).toEqual({ variant: 'A' as const });
    expect(await (await get('/alpha/api/v1/variant?style=A')).json()).toEqual({ variant: 'A' as const });
    expect(await (await get('/alpha/api/v1/variant?style=b')).json()).toEqual({ variant: 'B' as const });
    expect(await (await get('/alpha/api/v1/variant')).json()).toEqual({ variant: 'B' as const });
  });

  test('a GET answer is tagged by its exact bytes and private once the request carries a forwarded header', async () => {
    const path = `/alpha/api/v1/items/${encodeURIComponent('né ✓')}`;
    const response = await get(path);
    const bytes = Buffer.from(await response.arrayBuffer());
    const sha1 = createHash('sha1').update(bytes).digest('base64').slice(0, 27);
    expect(response.headers.get('etag')).toBe(`"${bytes.length.toString(16)}-${sha1}"`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toBe('Authorization, X-Tenant-Id, X-Admin, X-Audit-Access, Cookie');

    const tag = response.headers.get('etag')!;
    const callers: Record<string, string>[] = [
      { 'x-tenant-id': 't1' },
      { cookie: 'session=s1' },
      { authorization: 'Bearer abc' },
    ];
    for (const header of callers) {
      const mine = await get(path, { ...header, 'if-none-match': tag });
      expect(mine.status).toBe(304);
      expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    }
    // A 304 only ever answers the tag of the answer it stands for; a failure is answered in full.
    expect((await get('/beta/fail/CONFLICT', { 'if-none-match': '*' })).status).toBe(409);
  });

  test("the answer is the route's respond, with the operation's data", async () => {
    const response = await get('/alpha/api/v1/items/7');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', data: { item: { id: '7', kind: 'BIG' } } });
  });

  test('respond is handed the data alone (its answer to a cache hit is kept); respondWithRequest the request too', async () => {
    expect(await (await get('/alpha/api/v1/handed/7')).json()).toEqual({ arguments: 1 });
    const correlationId = randomUUID();
    const withRequest = await get('/alpha/api/v1/handed/7/request', { 'x-correlation-id': correlationId });
    expect(await withRequest.json()).toEqual({ arguments: 2, correlationId });
    // Nor does a `respond` that takes the request compile.
    const declared = route({
      name: 'readsTheRequest',
      method: 'GET',
      path: '/reads',
      auth: 'public',
      document: ITEM_BY_ID,
      input: {},
      answers: HANDED,
      // @ts-expect-error -- respond is never handed the request: such a route declares respondWithRequest
      respond: (_data, req) => ({ status: 200 as const, body: { arguments: 2, correlationId: req.correlationId } }),
    });
    expect(declared.respondWithRequest).toBeUndefined();
  });
});

describe('REST engine without a gateway', () => {
  test('answers 503 in the service shape when the gateway is unreachable', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const orphan = await startRestAdapter({
      port: 0,
      gateway: { url: `http://127.0.0.1:${port}/graphql` },
      services: [trainingShaped],
    });
    try {
      const response = await fetch(`${orphan.url}/alpha/api/v1/items/1`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'error',
        message: 'Service temporarily unavailable',
        correlationId: response.headers.get('x-correlation-id'),
      });
    } finally {
      await orphan.stop();
    }
  });
});
