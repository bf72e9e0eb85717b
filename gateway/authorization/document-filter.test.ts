import { expect, test } from '@jest/globals';
import { buildSchema, parse, print } from 'graphql';
import { nullAtRemovedPaths, filterOperation, requirementsTouched } from './document-filter.js';
import { authorizationRequirementsOf, type Requirement } from './requirements.js';

const SDL = /* GraphQL */ `
  schema
    @link(url: "https://specs.apollo.dev/link/v1.0")
    @link(url: "https://specs.apollo.dev/authenticated/v0.1", for: SECURITY)
    @link(url: "https://specs.apollo.dev/requiresScopes/v0.1", for: SECURITY) {
    query: Query
  }
  directive @link(url: String, as: String, for: String, import: [String]) repeatable on SCHEMA
  directive @authenticated on FIELD_DEFINITION | OBJECT | INTERFACE | SCALAR | ENUM
  directive @requiresScopes(scopes: [[String!]!]!) on FIELD_DEFINITION | OBJECT | INTERFACE | SCALAR | ENUM
  type Query {
    public: String
    items(first: Int): [Item!]!
    secret: Secret
    node: Node
  }
  type Item {
    id: ID!
    price(currency: String): Int @requiresScopes(scopes: [["read:price"], ["admin"]])
    owner: Owner
  }
  type Owner {
    email: String @authenticated
  }
  type Secret @requiresScopes(scopes: [["admin"]]) {
    value: String
  }
  interface Node {
    id: ID!
    label: String
  }
  type Shown implements Node {
    id: ID!
    label: String
  }
  type Hidden implements Node {
    id: ID!
    label: String @authenticated
  }
`;
const schema = buildSchema(SDL);
const requirements = authorizationRequirementsOf(parse(SDL));
const refuseAll = (_requirement: Requirement) => false;

test('reads the directives of fields and types, OR between alternatives, AND inside', () => {
  expect(requirements.fields.get('Item.price')?.scopes).toEqual([[['read:price'], ['admin']]]);
  expect(requirements.fields.get('Owner.email')?.authenticated).toBe(true);
  expect(requirements.types.get('Secret')?.scopes).toEqual([[['admin']]]);
});

test('removes fields at their paths, lists as @, a selection left empty with its parent, and unused variables', () => {
  const document = parse(`query Q($c: String) {
    public
    items { id price(currency: $c) owner { email } }
    secret { value }
  }`);
  const { document: filtered, removed } = filterOperation(schema, requirements, document, 'Q', refuseAll);
  expect(print(filtered!)).toBe(print(parse('query Q { public items { id } }')));
  expect(removed).toEqual([
    { path: ['items', '@', 'price'], reported: true },
    { path: ['items', '@', 'owner', 'email'], reported: true },
    { path: ['items', '@', 'owner'], reported: false },
    { path: ['secret'], reported: true },
  ]);
  const data = { public: 'p', items: [{ id: '1' }, { id: '2' }] };
  nullAtRemovedPaths(data, removed);
  expect(data).toEqual({
    public: 'p',
    items: [
      { id: '1', price: null, owner: null },
      { id: '2', price: null, owner: null },
    ],
    secret: null,
  });
});

test('a field asked through an interface needs what each implementation’s field needs', () => {
  const document = parse('{ node { id label ... on Hidden { label } } }');
  expect(requirementsTouched(schema, requirements, document, undefined)).toHaveLength(1);
  const { document: filtered } = filterOperation(schema, requirements, document, undefined, refuseAll);
  expect(print(filtered!)).toBe(print(parse('{ node { id } }')));
});

test('an operation touching no directive is left as it is, and touches nothing', () => {
  const document = parse('{ public items { id } }');
  expect(requirementsTouched(schema, requirements, document, undefined)).toEqual([]);
  expect(filterOperation(schema, requirements, document, undefined, refuseAll).document).toBe(document);
});
