import { buildSchema, getVariableValues, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { errorFromGraphQL } from './errors.js';
import { describeProblems, problemDetails } from './input-errors.js';

/**
 * A refusal in legacy words: one sentence naming each refused input, `details.fields` keyed by the legacy names;
 * and a refusal of GraphQL's own (a declaration looser than the operation's variables) never names a variable.
 */
const schema = buildSchema(`
  input ItemInput { name: String!, amount: Int }
  type Mutation { createItem(input: ItemInput!): String }
  type Query { items: [String] }
`);
const mutation = parse('mutation Create($input: ItemInput!) { createItem(input: $input) }');

/** The messages graphql-js gives for `variables` (as the gateway would). */
function refusals(variables: Record<string, unknown>): string[] {
  const operation = mutation.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  ) as OperationDefinitionNode;
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  return 'errors' in result ? (result.errors ?? []).map((error) => error.message) : [];
}

test('one sentence for every refused input, and details.fields by legacy name', () => {
  const problems = [
    { input: 'body field "amount"', field: 'amount', problem: 'must be an integer' },
    { input: 'query parameter "page"', field: 'page', problem: 'must be an integer' },
    { input: 'body field "amount"', field: 'amount', problem: 'must be an integer' },
  ];
  expect(describeProblems(problems)).toBe(
    'Body field "amount" must be an integer; query parameter "page" must be an integer',
  );
  expect(problemDetails(problems)).toEqual({
    fields: { amount: ['must be an integer'], page: ['must be an integer'] },
  });
  // A legacy service's own words are kept as they were, first letter included.
  expect(describeProblems([{ field: 'metricType', problem: 'x', sentence: 'metricType must be one of: A' }])).toBe(
    'metricType must be one of: A',
  );
});

test('fields named like Object.prototype members are fields like any other', () => {
  const details = problemDetails([
    { field: 'toString', problem: 'is required' },
    { field: '__proto__', problem: 'must be a string' },
  ]);
  expect(Object.keys(details!.fields).sort()).toEqual(['__proto__', 'toString']);
  expect(details!.fields.toString).toEqual(['is required']);
});

test("GraphQL's refusal of the variables reaches the client as a 400 that names no variable", () => {
  const messages = refusals({ input: { amount: 'five' } });
  expect(messages.length).toBeGreaterThan(0);
  expect(messages.every((message) => message.includes('$input'))).toBe(true);
  const info = errorFromGraphQL(
    messages.map((message) => ({ message, extensions: { code: 'BAD_USER_INPUT' } })),
    '00000000-0000-4000-8000-000000000000',
    [],
  );
  expect(info).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid request data' });
});
