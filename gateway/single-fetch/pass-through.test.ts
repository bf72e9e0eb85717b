import {
  buildSchema,
  isValidLeafValue,
  operationFromDocument,
  type EnumType,
  type ObjectType,
  type ScalarType,
} from '@apollo/federation-internals';
import { computeResponse } from '@apollo/gateway/dist/resultShaping.js';
import { describe, expect, test } from '@jest/globals';
import { parse } from 'graphql';
import { PassThroughShape } from './pass-through.js';

const schema = buildSchema(`
  scalar DateTime
  type Leaves { int: Int id: ID float: Float boolean: Boolean string: String level: Level at: DateTime }
  enum Level { BASIC ADVANCED }
  interface Named { name: String }
  type Course implements Named { id: ID! name: String level: Level tags: [String!] }
  type Query { count: Int! courses: [Course!] named: Named leaves: Leaves }
`);

const operationOf = (document: string) => operationFromDocument(schema, parse(document));
const shapeOf = (document: string) => PassThroughShape.of(operationOf(document));

/** What ApolloGateway's executor makes of `input`, as text: key order included. */
function shaped(document: string, input: Record<string, unknown>): string {
  const { data } = computeResponse({
    operation: operationOf(document),
    variables: {},
    input,
    introspectionHandling: () => null,
  });
  return JSON.stringify(data);
}

describe('the pass-through shape of an operation', () => {
  const shape = shapeOf('{ count courses { id title: name level tags } }');

  test('accepts data that shaping would copy as it is', () => {
    expect(shape?.conforms({ count: 2, courses: [{ id: '1', title: null, level: 'BASIC', tags: ['a'] }] })).toBe(true);
    expect(shape?.conforms({ count: 0, courses: null })).toBe(true);
  });

  test('refuses data that shaping would change or report', () => {
    const course = { id: '1', title: 'A', level: 'BASIC', tags: [] };
    expect(shape?.conforms({ courses: [course], count: 1 })).toBe(false);
    expect(shape?.conforms({ count: null, courses: [course] })).toBe(false);
    expect(shape?.conforms({ count: 1, courses: [{ ...course, level: 'RETIRED' }] })).toBe(false);
    expect(shape?.conforms({ count: 1, courses: [{ ...course, tags: [null] }] })).toBe(false);
    expect(shape?.conforms({ count: 1, courses: [{ ...course, __typename: 'Course' }] })).toBe(false);
    expect(shape?.conforms({ count: 1.5, courses: [] })).toBe(false);
    expect(shape?.conforms({ count: 1 })).toBe(false);
  });

  // The REST adapter's operations select through named fragments on the type they are in, some with __typename.
  const withFragments = `query Courses { courses { ...Fields __typename ... on Course { level } } ... { count } }
    fragment Fields on Course { id name }`;

  test('accepts fragments on the type they are in and __typename, exactly as shaping writes them', () => {
    const input = { courses: [{ id: '1', name: 'A', __typename: 'Course', level: 'BASIC' }], count: 1 };
    expect(shapeOf(withFragments)?.conforms(input)).toBe(true);
    expect(shaped(withFragments, input)).toBe(JSON.stringify(input));
  });

  test('refuses a __typename or an order that shaping would change', () => {
    const shapeWithFragments = shapeOf(withFragments);
    const renamed = { courses: [{ id: '1', name: 'A', __typename: 'Named', level: 'BASIC' }], count: 1 };
    expect(shapeWithFragments?.conforms(renamed)).toBe(false);
    const reordered = { courses: [{ name: 'A', id: '1', __typename: 'Course', level: 'BASIC' }], count: 1 };
    expect(shapeWithFragments?.conforms(reordered)).toBe(false);
    expect(shaped(withFragments, reordered)).not.toBe(JSON.stringify(reordered));
  });

  test('follows the operation where it merges a field selected twice', () => {
    const merged = '{ courses { id } courses { name } }';
    const input = { courses: [{ id: '1', name: 'A' }] };
    expect(shapeOf(merged)?.conforms(input)).toBe(true);
    expect(shaped(merged, input)).toBe(JSON.stringify(input));
  });

  test('is none for selections that shaping resolves or merges', () => {
    expect(shapeOf('query ($s: Boolean!) { count @skip(if: $s) }')).toBeUndefined();
    expect(shapeOf('query ($s: Boolean!) { ... @include(if: $s) { count } }')).toBeUndefined();
    expect(shapeOf('{ named { name } }')).toBeUndefined();
    expect(shapeOf('{ named { ... on Course { id } } }')).toBeUndefined();
    expect(shapeOf('{ courses { id ... on Course { id } } }')).toBeUndefined();
    expect(shapeOf('{ __schema { queryType { name } } }')).toBeUndefined();
  });

  test("takes a leaf value exactly when federation-internals' isValidLeafValue does, for every kind of leaf", () => {
    const values = [0, -0, 7, -7, 1.5, 2 ** 53, 1e21, NaN, Infinity, true, false, '', '7', 'BASIC', 'RETIRED', {}, []];
    const leaves = ['int', 'id', 'float', 'boolean', 'string', 'level', 'at'];
    for (const leaf of leaves) {
      const fieldType = (schema.type('Leaves') as ObjectType).field(leaf)!.type as ScalarType | EnumType;
      const leafShape = shapeOf(`{ leaves { ${leaf} } }`);
      for (const value of values)
        expect([leaf, value, leafShape?.conforms({ leaves: { [leaf]: value } })]).toEqual([
          leaf,
          value,
          isValidLeafValue(schema, value, fieldType),
        ]);
    }
  });

  test("holds for a subgraph's answers only where its fetch has the same fields, wrappers and leaf values", () => {
    const subgraph = buildSchema(`
      enum Level { BASIC ADVANCED }
      enum Wider { BASIC ADVANCED RETIRED }
      type Course { id: ID! name: String level: Level wider: Wider tags: [String!] loose: [String] }
      type Query { count: Int! courses: [Course!] }
    `);
    const api = buildSchema(`
      enum Level { BASIC ADVANCED }
      enum Wider { BASIC ADVANCED }
      type Course { id: ID! name: String level: Level wider: Wider tags: [String!] loose: [String!] }
      type Query { count: Int! courses: [Course!] }
    `);
    const shapeIn = (schema: typeof api, document: string) =>
      PassThroughShape.of(operationFromDocument(schema, parse(document)))!;
    const holds = (document: string, sent = document) =>
      shapeIn(api, document).holdsForAnswersOf(shapeIn(subgraph, sent));
    expect(holds('{ count courses { id name level tags } }')).toBe(true);
    expect(holds('{ courses { id ...F } } fragment F on Course { name }', '{ courses { id name } }')).toBe(true);
    expect(holds('{ courses { id name } }', '{ courses { name id } }')).toBe(false);
    expect(holds('{ courses { id name } }', '{ courses { id n: name } }')).toBe(false);
    expect(holds('{ courses { wider } }')).toBe(false);
    expect(holds('{ courses { loose } }')).toBe(false);
    expect(holds('{ courses { __typename id } }')).toBe(true);
  });
});
