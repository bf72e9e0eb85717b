import { buildSchema } from 'graphql';
import { z } from 'zod';
import { RestError } from './errors.js';
import {
  enumValue,
  int,
  legacyEnum,
  ownWords,
  parseInput,
  queryBool,
  queryInt,
  queryList,
  queryString,
  queryValue,
  type RouteInput,
} from './input.js';
import { gql } from './mapping.js';
import { openApiDocument } from './openapi.js';
import type { RouteRequest, ServiceDefinition } from './types.js';

/**
 * A route's declared input (`input.ts`): what a request is refused for, in the legacy words, what the route's
 * `variables` then receives, and what the OpenAPI document says of it.
 */

const STATUS = legacyEnum(['in_progress', 'done'], { finished: 'done' });

const INPUT = {
  params: z.object({ id: z.string() }),
  query: z.object({
    page: queryInt(),
    archived: queryBool(),
    status: queryList(STATUS),
    q: queryString(),
    owner: queryValue(z.string()),
  }),
  body: z.object({
    name: z.string(),
    tags: z.array(z.string()).nullish(),
    count: int().nullish(),
    status: STATUS.nullish(),
    rate: z.object({ amount: z.number() }).nullish(),
  }),
} satisfies RouteInput;

const request = (parts: Partial<Pick<RouteRequest, 'params' | 'query' | 'body'>>): RouteRequest => ({
  method: 'POST',
  params: { id: 'item-1' },
  query: { owner: 'ada' },
  body: { name: 'Probe' },
  headers: {},
  correlationId: '00000000-0000-4000-8000-000000000000',
  gatewayOrigin: 'data:,',
  ...parts,
});

/** The refusal of a request, as the service's error body is built from it. */
function refusal(parts: Partial<Pick<RouteRequest, 'params' | 'query' | 'body'>>) {
  try {
    parseInput(INPUT, request(parts));
  } catch (error) {
    if (error instanceof RestError) return { status: error.status, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('the request was taken');
}

test('a valid request is parsed into typed values: query strings converted as the legacy services did', () => {
  const input = parseInput(
    INPUT,
    request({
      query: {
        page: '2',
        archived: 'TRUE',
        status: ['In-Progress,done', 'finished'],
        q: ['first', 'second'],
        owner: 'ada',
      },
      body: { name: 'Probe', tags: ['a'], count: 3, status: 'DONE', unknown: 'ignored' },
    }),
  );
  expect(input).toEqual({
    params: { id: 'item-1' },
    query: { page: 2, archived: true, status: ['in_progress', 'done', 'done'], q: 'first', owner: 'ada' },
    body: { name: 'Probe', tags: ['a'], count: 3, status: 'done' },
  });
  expect(input.query.status?.map((status) => enumValue(status))).toEqual(['IN_PROGRESS', 'DONE', 'DONE']);
});

test('empty query parameters are absent; a missing body is an empty object', () => {
  expect(refusal({ query: { page: '', owner: '' }, body: undefined })).toEqual({
    status: 400,
    message: 'Query parameter "owner" is required; body field "name" is required',
    details: { fields: { owner: ['is required'], name: ['is required'] } },
  });
});

test('a string where a list is wanted is refused, never made a one-item list', () => {
  expect(refusal({ body: { name: 'Probe', tags: 'a' } })).toEqual({
    status: 400,
    message: 'Body field "tags" must be an array',
    details: { fields: { tags: ['must be an array'] } },
  });
});

test('each wrong type is named by its legacy field, nested ones by their path', () => {
  const refused = refusal({
    query: { page: '1.5', archived: 'maybe', status: 'paused', owner: 'ada' },
    body: { name: null, count: 2 ** 31, status: 5, rate: { amount: 'ten' } },
  });
  expect(refused.details).toEqual({
    fields: {
      page: ['must be an integer'],
      archived: ['must be true or false'],
      status: ['is not one of the accepted values'],
      name: ['is required'],
      count: ['must be an integer'],
      'rate.amount': ['must be a number'],
    },
  });
  expect(refused.message).toContain('Query parameter "page" must be an integer');
  expect(refused.message).toContain('body field "rate.amount" must be a number');
});

test('a required enum left out is required, not a value it refuses', () => {
  const required = { body: z.object({ kind: z.enum(['A', 'B']), status: STATUS }) };
  expect(() => parseInput(required, request({ body: { status: null } }))).toThrow(
    expect.objectContaining({
      message: 'Body field "kind" is required; body field "status" is required',
      details: { fields: { kind: ['is required'], status: ['is required'] } },
    }),
  );
});

test('a strict body refuses each unknown field by name', () => {
  const strict = { body: z.strictObject({ name: z.string(), meta: z.strictObject({ tag: z.string() }).optional() }) };
  expect(() =>
    parseInput(strict, request({ body: { name: 'Probe', colour: 'red', meta: { tag: 'a', size: 2 } } })),
  ).toThrow(
    expect.objectContaining({
      message:
        'Body field "meta.size" is not a field this request takes; body field "colour" is not a field this request takes',
      details: {
        fields: { colour: ['is not a field this request takes'], 'meta.size': ['is not a field this request takes'] },
      },
    }),
  );
});

test('a body that is no object is refused as such', () => {
  expect(refusal({ body: ['Probe'] })).toMatchObject({ status: 400, message: 'Request body must be a JSON object' });
});

test('the OpenAPI document gives the declared parameters, body and answers as clients see them', () => {
  const schema = buildSchema(`
    type Item { id: ID! }
    type Query { item(id: ID!): Item }
    type Mutation { saveItem(id: ID!): Item! }
  `);
  const service: ServiceDefinition = {
    name: 'declared',
    basePath: '/declared',
    errorBody: ({ message }) => ({ error: message }),
    errorSchema: z.object({ error: z.string() }),
    routes: [
      {
        name: 'saveItem',
        method: 'POST',
        path: '/items/:id',
        auth: 'public',
        document: gql`
          mutation DeclaredSaveItem($id: ID!) {
            saveItem(id: $id) {
              id
            }
          }
        `,
        input: INPUT,
        variables: ({ params }: { params: { id: string } }) => ({ id: params.id }),
        answers: { 201: z.object({ id: z.string() }) },
        respond: () => ({ status: 201, body: { id: 'item-1' } }),
      },
    ],
  };
  const operation = openApiDocument(service, { schema }).paths['/items/{id}'].post;
  expect(operation.parameters).toEqual([
    { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    {
      name: 'page',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: -2147483648, maximum: 2147483647 },
    },
    { name: 'archived', in: 'query', required: false, schema: { type: 'boolean' } },
    {
      name: 'status',
      in: 'query',
      required: false,
      schema: { type: 'array', items: { type: 'string', enum: ['in_progress', 'done'] } },
      style: 'form',
      explode: false,
    },
    { name: 'q', in: 'query', required: false, schema: { type: 'string' } },
    { name: 'owner', in: 'query', required: true, schema: { type: 'string' } },
  ]);
  expect(operation.requestBody).toEqual({
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            tags: { type: 'array', items: { type: 'string' } },
            count: { type: 'integer', minimum: -2147483648, maximum: 2147483647 },
            status: { type: 'string', enum: ['in_progress', 'done'] },
            rate: { type: 'object', properties: { amount: { type: 'number' } }, required: ['amount'] },
          },
          required: ['name'],
        },
      },
    },
  });
  expect(Object.keys(operation.responses as object).filter((status) => status.startsWith('2'))).toEqual(['201']);
  expect((operation.responses as Record<string, { content: unknown }>)['201'].content).toEqual({
    'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
  });
});

test('a refusal a legacy service worded its own way keeps its words, with the problem under the field', () => {
  const kind = z.unknown().transform((value, ctx) => {
    if (value === 'a' || value === 'b') return value;
    ctx.addIssue({ code: 'custom', message: 'must be one of: a, b', ...ownWords('kind must be one of: a, b') });
    return z.NEVER;
  });
  const input = { body: z.object({ kind, name: z.string() }) };
  expect(parseInput(input, request({ body: { kind: 'b', name: 'Probe' } })).body).toEqual({ kind: 'b', name: 'Probe' });
  expect(() => parseInput(input, request({ body: { kind: 'c', name: 'Probe' } }))).toThrow(
    expect.objectContaining({
      message: 'kind must be one of: a, b',
      details: { fields: { kind: ['must be one of: a, b'] } },
    }),
  );
  expect(() => parseInput(input, request({ body: { kind: 'c' } }))).toThrow(
    expect.objectContaining({ message: 'kind must be one of: a, b; body field "name" is required' }),
  );
});
