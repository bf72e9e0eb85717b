import { buildSchema, getVariableValues, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { errorFromGraphQL } from './errors.js';
import { LegacyInputs } from './input-errors.js';
import { compact, enumIn, objectBody, renameFields, stringParam, intParam } from './mapping.js';
import type { RouteRequest } from './types.js';

/**
 * graphql-js's own refusals of variables (produced here by graphql-js itself, as the gateway produces them),
 * read back into the legacy names a route's mapper took the values from.
 */
const schema = buildSchema(`
  enum Kind { SMALL BIG }
  input StepInput { step: String!, rate: Float! }
  input ItemInput { name: String!, kind: Kind, amount: String, steps: [StepInput!], when: Int }
  type Query { items(page: Int, search: String): [String] }
  type Mutation { createItem(id: ID!, input: ItemInput!): String }
`);

const mutation = parse('mutation Create($id: ID!, $input: ItemInput!) { createItem(id: $id, input: $input) }');
const query = parse('query Items($page: Int, $search: String) { items(page: $page, search: $search) }');

/** The messages graphql-js gives for `variables` of `document`. */
function refusals(document: typeof mutation, variables: Record<string, unknown>): string[] {
  const operation = document.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  ) as OperationDefinitionNode;
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  return 'errors' in result ? (result.errors ?? []).map((error) => error.message) : [];
}

// A renaming route (snake_case legacy fields) and a route that passes its body on whole.
const renamed = new LegacyInputs({
  path: '/items/:item_id',
  variables: ({ params, body }: RouteRequest) => ({
    id: params.item_id,
    input: renameFields(objectBody(body), {
      item_name: 'name',
      kind: ['kind', (value) => enumIn(value)],
      price: 'amount',
      step_rates: 'steps',
    }),
  }),
});
const whole = new LegacyInputs({
  path: '/items',
  variables: ({ body }: RouteRequest) => ({ id: 'x', input: objectBody(body) }),
});
const listing = new LegacyInputs({
  path: '/items',
  variables: ({ query: q }: RouteRequest) => compact({ page: intParam(stringParam(q.page)), search: stringParam(q.q) }),
});

const legacy = (inputs: LegacyInputs, messages: string[]) => messages.map((message) => inputs.problem(message));

test('a missing field, a wrong type and an unknown enum value, under the names the client sent', () => {
  const messages = refusals(mutation, { id: 'a', input: { amount: 5, kind: 'HUGE' } });
  expect(messages.every((message) => message.includes('$input'))).toBe(true);
  expect(legacy(renamed, messages)).toEqual(
    expect.arrayContaining([
      { input: 'body field "item_name"', field: 'item_name', problem: 'is required' },
      { input: 'body field "price"', field: 'price', problem: 'must be a string' },
      { input: 'body field "kind"', field: 'kind', problem: 'is not one of the accepted values' },
    ]),
  );
});

test('a missing variable is the path parameter or query parameter it comes from', () => {
  expect(legacy(renamed, refusals(mutation, { input: { name: 'x' } }))).toEqual([
    { input: 'path parameter "item_id"', field: 'item_id', problem: 'is required' },
  ]);
  expect(legacy(listing, refusals(query, { page: 'first' }))).toEqual([
    { input: 'query parameter "page"', field: 'page', problem: 'must be an integer' },
  ]);
});

test('inside lists and objects passed on whole, with the index', () => {
  expect(
    legacy(renamed, refusals(mutation, { id: 'x', input: { name: 'n', steps: [{ step: 'cut', rate: 'high' }] } })),
  ).toEqual([{ input: 'body field "step_rates[0].rate"', field: 'step_rates[0].rate', problem: 'must be a number' }]);
  expect(
    legacy(
      whole,
      refusals(mutation, {
        id: 'x',
        input: { name: 'n', steps: [{ step: 'cut', rate: 1 }, { step: 'sew' }], bogus: 1 },
      }),
    ),
  ).toEqual(
    expect.arrayContaining([
      { input: 'body field "steps[1].rate"', field: 'steps[1].rate', problem: 'is required' },
      { input: 'body field "bogus"', field: 'bogus', problem: 'is not a field this request takes' },
    ]),
  );
});

test('values that mimic the message itself do not mislead the reading', () => {
  const tricky = 'x"; at "input.amount"; Int cannot represent';
  expect(legacy(whole, refusals(mutation, { id: 'x', input: { name: tricky, when: tricky } }))).toEqual([
    { input: 'body field "when"', field: 'when', problem: 'must be an integer' },
  ]);
  expect(legacy(listing, refusals(query, { page: '1; String cannot represent' }))).toEqual([
    { input: 'query parameter "page"', field: 'page', problem: 'must be an integer' },
  ]);
});

test('anything else is not a refusal of variables', () => {
  expect(renamed.problem('Worker not found')).toBeUndefined();
  expect(
    renamed.problem('Too many errors processing variables, error limit reached. Execution aborted.'),
  ).toBeUndefined();
});

test('fields named like Object.prototype members are fields like any other', () => {
  const messages = refusals(mutation, { id: 'x', input: { name: 'n', toString: 1, constructor: 3 } });
  const info = errorFromGraphQL(
    messages.map((message) => ({ message, extensions: { code: 'BAD_USER_INPUT' } })),
    '00000000-0000-4000-8000-000000000000',
    [],
    whole,
  );
  expect(info.status).toBe(400);
  expect(Object.keys((info.details as { fields: object }).fields).sort()).toEqual(['constructor', 'toString']);
});
