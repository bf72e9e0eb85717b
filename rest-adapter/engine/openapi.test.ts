import { buildSchema } from 'graphql';
import {
  enumIn,
  enumOut,
  gql,
  intParam,
  listParam,
  objectBody,
  renameFields,
  route,
  stringParam,
  type ServiceDefinition,
} from './index.js';
import { openApiDocument } from './openapi.js';

/**
 * The generator on a small route table of its own, over a schema of its own: each way a route may read a legacy
 * request (renamed fields, alternatives, copies, lists, enum spellings) and answer it must show in the document.
 */
const schema = buildSchema(`
  enum Status { IN_PROGRESS DONE }
  input ItemInput { name: String!, status: Status, tags: [String!] }
  input ItemFilter { statuses: [Status!], search: String }
  type Item { id: ID!, name: String!, status: Status!, note: String, done: Boolean! }
  type Query { items(filter: ItemFilter, page: Int): [Item!]! }
  type Mutation {
    createItem(input: ItemInput!): Item!
    moveItem(id: ID!, to: String!, by: ID): Item!
    replaceItem(id: ID!, input: ItemInput!): Item!
    closeItem(id: ID!): Item!
  }
`);

const ITEM = gql`
  fragment ProbeItem on Item {
    id
    name
    status
    note
    done
  }
`;

const service: ServiceDefinition = {
  name: 'probe',
  basePath: '/probe',
  errorBody: ({ message, code, correlationId }) => ({ error: message, code, correlationId }),
  routes: [
    route({
      name: 'listItems',
      method: 'GET',
      path: '/items',
      auth: 'public',
      document: gql`
        query ProbeItems($filter: ItemFilter, $page: Int) {
          items(filter: $filter, page: $page) {
            ...ProbeItem
          }
        }
        ${ITEM}
      `,
      variables: ({ query }) => {
        const statuses = listParam(query.status);
        return {
          filter: {
            statuses: Array.isArray(statuses) ? statuses.map((status) => enumIn(status)) : statuses,
            search: stringParam(query.q),
          },
          page: intParam(query.page),
        };
      },
    }),
    route<{ createItem: { id: string; status: string; note: string | null; done: boolean } }>({
      name: 'createItem',
      method: 'POST',
      path: '/items',
      auth: 'jwt',
      document: gql`
        mutation ProbeCreateItem($input: ItemInput!) {
          createItem(input: $input) {
            ...ProbeItem
          }
        }
        ${ITEM}
      `,
      variables: ({ body }) => ({
        input: renameFields(objectBody(body), {
          item_name: 'name',
          status: ['status', (value) => enumIn(value)],
          tags: 'tags',
        }),
      }),
      respond: ({ createItem }) => ({
        status: createItem.done ? 201 : 202,
        body: {
          status: 'success',
          data: { id: createItem.id, state: enumOut(createItem.status), note: createItem.note },
        },
      }),
    }),
    route({
      name: 'replaceItem',
      method: 'PUT',
      path: '/items/:id',
      auth: 'admin',
      document: gql`
        mutation ProbeReplaceItem($id: ID!, $input: ItemInput!) {
          replaceItem(id: $id, input: $input) {
            id
          }
        }
      `,
      variables: ({ params, body }) => ({ id: params.id, input: { ...objectBody(body) } }),
    }),
    route({
      name: 'closeItem',
      method: 'PATCH',
      path: '/items/:id',
      auth: 'jwt',
      // A rule can only be put in words for the values it is tried with: those of the variants' fields and the graph's enums.
      when: ({ body }) => objectBody(body).status === 'done',
      document: gql`
        mutation ProbeCloseItem($id: ID!) {
          closeItem(id: $id) {
            id
          }
        }
      `,
      variables: ({ params }) => ({ id: params.id }),
    }),
    route({
      name: 'moveItem',
      method: 'PATCH',
      path: '/items/:id',
      auth: 'jwt',
      document: gql`
        mutation ProbeMoveItem($id: ID!, $to: String!, $by: ID) {
          moveItem(id: $id, to: $to, by: $by) {
            id
          }
        }
      `,
      variables: ({ params, body }) => {
        const input = objectBody(body);
        return { id: params.id, to: input.to ?? input.destination, by: input.by };
      },
    }),
  ],
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a document is read field by field with expect

let document: Json;

beforeAll(async () => {
  document = await openApiDocument(service, { schema });
});

test('query parameters: lists of lower-case enum values, integers, renamed names', () => {
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
    { name: 'page', in: 'query', required: false, schema: { type: 'integer' } },
  ]);
  expect(document.paths['/items'].get.requestBody).toBeUndefined();
});

test('a body of renamed fields, with the requiredness of the input type', () => {
  expect(document.paths['/items'].post.requestBody).toEqual({
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

test('a body copied whole is the GraphQL input type', () => {
  expect(document.paths['/items/{id}'].put.requestBody.content['application/json'].schema).toEqual({
    $ref: '#/components/schemas/ItemInput',
  });
  expect(document.components.schemas.ItemInput).toEqual({
    type: 'object',
    properties: {
      name: { type: 'string' },
      status: { $ref: '#/components/schemas/Status' },
      tags: { type: 'array', items: { type: 'string' } },
    },
    required: ['name'],
  });
  expect(document.paths['/items/{id}'].put.security).toEqual([{ bearerAuth: [] }]);
});

test('alternatives (`a ?? b`) are both documented, neither required alone', () => {
  const move = document.paths['/items/{id}'].patch['x-variants'][1];
  expect(move.requestBody.content['application/json'].schema).toEqual({
    type: 'object',
    properties: { to: { type: 'string' }, destination: { type: 'string' }, by: { type: 'string' } },
  });
});

test('routes of one method and path: both kept, each with its rule', () => {
  const patch = document.paths['/items/{id}'].patch;
  expect(patch.operationId).toBe('closeItemOrMoveItem');
  expect(patch['x-variants'].map((variant: Json) => [variant.operationId, variant.selectedWhen])).toEqual([
    ['closeItem', 'Taken when body field `status` is `done`.'],
    ['moveItem', 'Taken when no route listed before it is.'],
  ]);
});

test('answers: each status the route may give, typed by the fields they come from', () => {
  const responses = document.paths['/items'].post.responses;
  expect(Object.keys(responses)).toEqual(['201', '202', '400', '401', '403', '404', '409', '413', '429', '500', '503']);
  expect(responses['201'].content['application/json'].schema).toEqual({
    type: 'object',
    properties: {
      status: { type: 'string', const: 'success' },
      data: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          state: { type: 'string', enum: ['in_progress', 'done'] },
          note: { type: ['string', 'null'] },
        },
      },
    },
  });
  expect(responses['400']).toEqual({ $ref: '#/components/responses/Error400' });
  expect(document.components.responses.Error404.content['application/json'].examples.NOT_FOUND.value).toEqual({
    error: 'Resource not found',
    code: 'NOT_FOUND',
    correlationId: expect.any(String),
  });
});

test('an operation without `respond` answers `{status, data}`; every operation carries its GraphQL', () => {
  const list = document.paths['/items'].get;
  expect(list.responses['200'].content['application/json'].schema.properties.data.properties.items.type).toBe('array');
  expect(list['x-graphql-operation']).toEqual({
    name: 'ProbeItems',
    document: expect.stringContaining('query ProbeItems'),
  });
});

test('templates that differ only in parameter names (which OpenAPI counts as one path) share one, each operation saying what the segment is', async () => {
  const byKind = route({
    name: 'createItemOfKind',
    method: 'POST',
    path: '/items/:kind',
    auth: 'jwt',
    document: gql`
      mutation ProbeCreateItemOfKind($input: ItemInput!) {
        createItem(input: $input) {
          id
        }
      }
    `,
    variables: ({ params, body }) => ({ input: { ...objectBody(body), name: params.kind } }),
  });
  const merged = await openApiDocument({ ...service, routes: [...service.routes, byKind] }, { schema });
  expect(Object.keys(merged.paths)).toEqual(['/items', '/items/{idOrKind}']);
  const item = merged.paths['/items/{idOrKind}'] as Json;
  expect(Object.keys(item).sort()).toEqual(['patch', 'post', 'put']);
  const segment = (operation: Json) => operation.parameters.filter((parameter: Json) => parameter.in === 'path');
  expect(segment(item.post)).toEqual([
    {
      name: 'idOrKind',
      in: 'path',
      required: true,
      schema: { type: 'string' },
      description: 'The `kind` of `/items/:kind`. The same segment is the `id` of PUT and PATCH `/items/:id`.',
    },
  ]);
  expect(segment(item.put)[0]).toMatchObject({
    name: 'idOrKind',
    description: 'The `id` of `/items/:id`. The same segment is the `kind` of POST `/items/:kind`.',
  });
  // Each route keeps its own GraphQL operation.
  expect(item.post['x-graphql-operation'].name).toBe('ProbeCreateItemOfKind');
});
