import { buildSchema } from 'graphql';
import { z } from 'zod';
import {
  EMPTY,
  enumValue,
  gql,
  is,
  legacyEnum,
  queryInt,
  queryList,
  queryString,
  route,
  type ServiceDefinition,
} from './index.js';
import { openApiDocument } from './openapi.js';

/**
 * The generator on a small route table of its own: each part of a route's declaration (its input, its answers,
 * its `when` rule) must show in the document as it is declared.
 */
const schema = buildSchema(`
  enum Status { IN_PROGRESS DONE }
  input ItemInput { name: String!, status: Status, tags: [String!] }
  type Item { id: ID!, name: String!, status: Status!, done: Boolean! }
  type Query { items(statuses: [Status!], search: String, page: Int): [Item!]! }
  type Mutation {
    "Creates an item."
    createItem(input: ItemInput!): Item!
    moveItem(id: ID!, to: String!): Item!
    closeItem(id: ID!): Item!
  }
`);

type Item = { id: string; name: string; status: 'IN_PROGRESS' | 'DONE'; done: boolean };
const STATUS = legacyEnum(['in_progress', 'done']);
const ITEM = z.object({ id: z.string(), status: STATUS });
const ID = z.object({ id: z.string() });

const service: ServiceDefinition = {
  name: 'probe',
  basePath: '/probe',
  errorBody: ({ message, code, correlationId }) => ({ error: message, code, correlationId }),
  errorSchema: z.object({ error: z.string(), code: z.string(), correlationId: z.string() }),
  routes: [
    route({
      name: 'listItems',
      method: 'GET',
      path: '/items',
      auth: 'public',
      document: gql<{ items: Item[] }, { statuses?: ('IN_PROGRESS' | 'DONE')[]; search?: string; page?: number }>`
        query ProbeItems($statuses: [Status!], $search: String, $page: Int) {
          items(statuses: $statuses, search: $search, page: $page) {
            id
            status
          }
        }
      `,
      input: { query: z.object({ status: queryList(STATUS), q: queryString(), page: queryInt() }) },
      variables: ({ query }) => ({
        statuses: query.status?.map((status) => enumValue(status)),
        search: query.q,
        page: query.page,
      }),
      answers: { 200: z.object({ data: z.array(ITEM) }) },
      respond: ({ items }) => ({ status: 200 as const, body: { data: items } }),
    }),
    route({
      name: 'createItem',
      method: 'POST',
      path: '/items',
      auth: 'jwt',
      errors: ['CONFLICT'],
      document: gql<{ createItem: Item }, { input: { name: string; status?: 'IN_PROGRESS' | 'DONE' } }>`
        mutation ProbeCreateItem($input: ItemInput!) {
          createItem(input: $input) {
            id
            status
            done
          }
        }
      `,
      input: {
        body: z.object({ item_name: z.string(), status: STATUS.optional(), tags: z.array(z.string()).optional() }),
      },
      variables: ({ body }) => ({ input: { name: body.item_name, status: enumValue(body.status) } }),
      answers: {
        201: z.object({ status: z.literal('success'), data: ITEM }),
        202: z.object({ status: z.literal('queued') }),
      },
      respond: ({ createItem }) =>
        createItem.done
          ? { status: 201 as const, body: { status: 'success' as const, data: createItem } }
          : { status: 202 as const, body: { status: 'queued' as const } },
    }),
    route({
      name: 'closeItem',
      method: 'PATCH',
      path: '/items/:id',
      auth: 'jwt',
      errors: ['NOT_FOUND'],
      when: is('body', 'status', 'done'),
      document: gql<{ closeItem: Item }, { id: string }>`
        mutation ProbeCloseItem($id: ID!) {
          closeItem(id: $id) {
            id
          }
        }
      `,
      input: { params: ID, body: z.object({ status: z.literal('done') }) },
      variables: ({ params }) => ({ id: params.id }),
      answers: { 204: EMPTY },
      respond: () => ({ status: 204 as const }),
    }),
    route({
      name: 'moveItem',
      method: 'PATCH',
      path: '/items/:id',
      auth: 'jwt',
      document: gql<{ moveItem: Item }, { id: string; to: string }>`
        mutation ProbeMoveItem($id: ID!, $to: String!) {
          moveItem(id: $id, to: $to) {
            id
          }
        }
      `,
      // Strict: the legacy body was GraphQL's input whole.
      input: { params: ID, body: z.strictObject({ to: z.string() }) },
      variables: ({ params, body }) => ({ id: params.id, to: body.to }),
      answers: { 204: EMPTY },
      respond: () => ({ status: 204 as const }),
    }),
  ],
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a document is read field by field with expect

let document: Json;

beforeAll(() => {
  document = openApiDocument(service, { schema });
});

test('query parameters as declared: lists of lower-case enum values, strings, integers', () => {
  const parameters = document.paths['/items'].get.parameters;
  expect(parameters).toEqual([
    {
      name: 'status',
      in: 'query',
      required: false,
      schema: { type: 'array', items: { type: 'string', enum: ['in_progress', 'done'] } },
      style: 'form',
      explode: false,
    },
    { name: 'q', in: 'query', required: false, schema: { type: 'string' } },
    { name: 'page', in: 'query', required: false, schema: expect.objectContaining({ type: 'integer' }) },
  ]);
  expect(document.paths['/items'].get.requestBody).toBeUndefined();
});

test('a body in its legacy names, required fields as declared', () => {
  expect(document.paths['/items'].post.requestBody).toMatchObject({
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            item_name: { type: 'string' },
            status: { type: 'string', enum: ['in_progress', 'done'] },
            tags: { type: 'array', items: { type: 'string' } },
          },
          required: ['item_name'],
        },
      },
    },
  });
});

test('a strict body refuses other fields, and says so', () => {
  const move = document.paths['/items/{id}'].patch['x-variants'][1];
  expect(move.requestBody.content['application/json'].schema).toMatchObject({
    type: 'object',
    properties: { to: { type: 'string' } },
    required: ['to'],
    additionalProperties: false,
  });
});

test('routes of one method and path: both kept, each with its declared rule in words', () => {
  const patch = document.paths['/items/{id}'].patch;
  expect(patch.operationId).toBe('closeItemOrMoveItem');
  expect(patch['x-variants'].map((variant: Json) => [variant.operationId, variant.selectedWhen])).toEqual([
    ['closeItem', 'Taken when body field `status` is `done` (in any case).'],
    ['moveItem', 'Taken when no route listed before it is.'],
  ]);
});

test('answers: each declared status with its body; errors in the service shape', () => {
  const responses = document.paths['/items'].post.responses;
  expect(Object.keys(responses)).toEqual(['201', '202', '400', '401', '403', '409', '413', '429', '500', '503']);
  expect(responses['201'].content['application/json'].schema).toMatchObject({
    type: 'object',
    properties: {
      status: { type: 'string', const: 'success' },
      data: { type: 'object', properties: { id: { type: 'string' }, status: { enum: ['in_progress', 'done'] } } },
    },
  });
  expect(responses['202'].content['application/json'].schema.properties.status).toMatchObject({ const: 'queued' });
  // Of two codes answered 400 and two answered 409, the one the engine answers and the one the route declares.
  expect(responses['400']).toEqual({ $ref: '#/components/responses/Error400', description: 'Invalid request data' });
  expect(responses['409']).toEqual({
    $ref: '#/components/responses/Error409',
    description: 'Duplicate or conflicting resource',
  });
  expect(document.components.schemas.Error).toEqual({
    type: 'object',
    properties: { error: { type: 'string' }, code: { type: 'string' }, correlationId: { type: 'string' } },
    required: ['error', 'code', 'correlationId'],
    description: 'The error body of this service',
  });
  expect(document.components.responses.Error404.content['application/json'].schema).toEqual({
    $ref: '#/components/schemas/Error',
  });
  expect(document.paths['/items/{id}'].patch['x-variants'][0].responses['204']).not.toHaveProperty('content');
});

test('errors are what the routes declare and the engine answers for their kind: no guess from the path', () => {
  // A public list: a refused request or credentials, a body sent beyond the limit (read on every route), the rate
  // limit, a failure, the gateway out of reach.
  expect(Object.keys(document.paths['/items'].get.responses)).toEqual([
    '200',
    '400',
    '401',
    '413',
    '429',
    '500',
    '503',
  ]);
  const close = document.paths['/items/{id}'].patch['x-variants'][0].responses;
  expect(Object.keys(close)).toEqual(['204', '400', '401', '403', '404', '413', '429', '500', '503']);
  // Only the statuses some operation answers: no 410 (a subscription's CURSOR_EXPIRED), nor any other unused one.
  expect(Object.keys(document.components.responses)).toEqual([
    'Error400',
    'Error401',
    'Error403',
    'Error404',
    'Error409',
    'Error413',
    'Error429',
    'Error500',
    'Error503',
  ]);
});

test("a route's own answer to a failure of its operation (ownErrors) beside the service's error body", () => {
  const probe = route({
    name: 'probeHealth',
    method: 'GET',
    path: '/health',
    auth: 'public',
    errors: ['CONFLICT'],
    document: gql<{ items: Item[] }, Record<string, never>>`
      query ProbeHealth {
        items {
          id
        }
      }
    `,
    input: {},
    answers: { 200: z.object({ ok: z.literal(true) }), 409: z.object({ state: z.literal('busy') }) },
    respond: () => ({ status: 200 as const, body: { ok: true as const } }),
    ownErrors: { CONFLICT: 409, INTERNAL_ERROR: 409 },
    respondError: () => ({ status: 409 as const, body: { state: 'busy' as const } }),
  });
  const own = openApiDocument({ ...service, routes: [probe] }, { schema });
  const responses = (own.paths['/health'] as Json).get.responses;
  expect(Object.keys(responses)).toEqual(['200', '400', '401', '409', '413', '429', '500', '503']);
  // CONFLICT is answered in the route's shape only; INTERNAL_ERROR by the engine too, in the service's.
  expect(responses['409']).toMatchObject({
    description:
      "This route's own answer, also to a failure of its operation: Duplicate or conflicting resource; Internal server error",
    content: { 'application/json': { schema: { properties: { state: { const: 'busy' } } } } },
  });
  expect(responses['500']).toEqual({ $ref: '#/components/responses/Error500' });
  expect(Object.keys((own.components as Json).responses)).toEqual([
    'Error400',
    'Error401',
    'Error413',
    'Error429',
    'Error500',
    'Error503',
  ]);
});

test('every operation carries its GraphQL, and the description of the field it runs', () => {
  const create = document.paths['/items'].post;
  expect(create['x-graphql-operation']).toEqual({
    name: 'ProbeCreateItem',
    document: expect.stringContaining('mutation ProbeCreateItem'),
  });
  expect(create.description).toContain('Creates an item.');
});

test('templates that differ only in parameter names (which OpenAPI counts as one path) share one, each operation saying what the segment is', () => {
  const byKind = route({
    name: 'createItemOfKind',
    method: 'POST',
    path: '/items/:kind',
    auth: 'jwt',
    document: gql<{ createItem: Item }, { input: { name: string } }>`
      mutation ProbeCreateItemOfKind($input: ItemInput!) {
        createItem(input: $input) {
          id
        }
      }
    `,
    input: { params: z.object({ kind: z.string() }) },
    variables: ({ params }) => ({ input: { name: params.kind } }),
    answers: { 201: EMPTY },
    respond: () => ({ status: 201 as const }),
  });
  const merged = openApiDocument({ ...service, routes: [...service.routes, byKind] }, { schema });
  expect(Object.keys(merged.paths)).toEqual(['/items', '/items/{idOrKind}']);
  const item = merged.paths['/items/{idOrKind}'] as Json;
  expect(Object.keys(item).sort()).toEqual(['patch', 'post']);
  const segment = (operation: Json) => operation.parameters.filter((parameter: Json) => parameter.in === 'path');
  expect(segment(item.post)).toEqual([
    {
      name: 'idOrKind',
      in: 'path',
      required: true,
      schema: { type: 'string' },
      description: 'The `kind` of `/items/:kind`. The same segment is the `id` of PATCH `/items/:id`.',
    },
  ]);
  expect(segment(item.patch)[0]).toMatchObject({
    name: 'idOrKind',
    description: 'The `id` of `/items/:id`. The same segment is the `kind` of POST `/items/:kind`.',
  });
  // Each route keeps its own GraphQL operation.
  expect(item.post['x-graphql-operation'].name).toBe('ProbeCreateItemOfKind');
});
