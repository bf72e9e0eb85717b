import {
  buildSchema,
  Kind,
  OperationTypeNode,
  parse,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type SelectionNode,
} from 'graphql';
import { actualCost } from './actual-cost.js';
import { costDirectivesOf } from './cost-directives.js';
import { EstimateCache } from './estimate-cache.js';
import { DEFAULT_LIST_SIZE, estimateCost, MUTATION_BASE_COST } from './estimate.js';

/**
 * A supergraph in miniature: the cost directives as Federation 2.9 composes them, and the join directives that say
 * which subgraph resolves what. Examples after the IBM GraphQL Cost Directive specification's.
 */
const SDL = /* GraphQL */ `
  directive @cost(
    weight: Int!
  ) on ARGUMENT_DEFINITION | ENUM | FIELD_DEFINITION | INPUT_FIELD_DEFINITION | OBJECT | SCALAR
  directive @listSize(
    assumedSize: Int
    slicingArguments: [String!]
    sizedFields: [String!]
    requireOneSlicingArgument: Boolean = true
  ) on FIELD_DEFINITION
  directive @join__type(graph: join__Graph!) repeatable on OBJECT | INTERFACE
  directive @join__field(graph: join__Graph, external: Boolean) repeatable on FIELD_DEFINITION
  enum join__Graph {
    SHOP
    REVIEWS
  }

  scalar Heavy @cost(weight: 3)
  enum Color @cost(weight: 2) {
    RED
  }
  input PageInput {
    first: Int
  }

  type Query @join__type(graph: SHOP) @join__type(graph: REVIEWS) {
    product(id: ID!): Product @join__field(graph: SHOP)
    products(first: Int, after: String): [Product!]!
      @listSize(slicingArguments: ["first"], requireOneSlicingArgument: false, assumedSize: 50)
      @join__field(graph: SHOP)
    latest: [Product!]! @listSize(assumedSize: 5) @join__field(graph: SHOP)
    unsized: [Product!]! @join__field(graph: SHOP)
    byDefault(limit: Int = 20): [Product!]! @listSize(slicingArguments: ["limit"]) @join__field(graph: SHOP)
    window(first: Int, last: Int): [Product!]! @listSize(slicingArguments: ["first", "last"]) @join__field(graph: SHOP)
    page(limit: Int = 10): ProductPage!
      @listSize(slicingArguments: ["limit"], sizedFields: ["items"])
      @join__field(graph: SHOP)
    nested(input: PageInput): [Product!]! @listSize(slicingArguments: ["input.first"]) @join__field(graph: SHOP)
    search(text: String @cost(weight: 4)): [Product!]!
      @cost(weight: 20)
      @listSize(assumedSize: 2)
      @join__field(graph: SHOP)
    report: Report @join__field(graph: REVIEWS)
  }

  type Mutation @join__type(graph: SHOP) {
    rename(id: ID!, name: String!): Product @join__field(graph: SHOP)
  }

  type ProductPage @join__type(graph: SHOP) {
    items: [Product!]!
    total: Int!
  }

  type Product @join__type(graph: SHOP) @join__type(graph: REVIEWS) {
    id: ID! @join__field(graph: SHOP) @join__field(graph: REVIEWS)
    name: String @join__field(graph: SHOP)
    heavy: Heavy @join__field(graph: SHOP)
    color: Color @join__field(graph: SHOP)
    reviews(first: Int = 3): [Review!]! @listSize(slicingArguments: ["first"]) @join__field(graph: REVIEWS)
    related: Product @join__field(graph: SHOP)
  }

  type Review @join__type(graph: REVIEWS) {
    id: ID!
    stars: Int
  }

  type Report @cost(weight: 7) @join__type(graph: REVIEWS) {
    lines: Int
  }
`;

const schema = buildSchema(SDL);
const directives = costDirectivesOf(SDL);

function estimate(query: string | DocumentNode, variables: Record<string, unknown> = {}) {
  const document = typeof query === 'string' ? parse(query) : query;
  return estimateCost({ schema, directives, document, variables });
}
const total = (query: string, variables?: Record<string, unknown>) => estimate(query, variables).estimate?.total;

describe('estimateCost, by the IBM GraphQL Cost Directive specification', () => {
  test('an object costs 1, a scalar or an enum 0; a type @cost, a field @cost and an argument @cost weigh as declared', () => {
    expect(total('{ product(id: 1) { id name } }')).toBe(1);
    // Heavy is a scalar of weight 3, Color an enum of weight 2.
    expect(total('{ product(id: 1) { heavy color } }')).toBe(1 + 3 + 2);
    // Report is an object type of weight 7.
    expect(total('{ report { lines } }')).toBe(7);
    // search weighs 20 per item (its @cost replaces Product's 1), 2 items assumed, its argument 4 once.
    expect(total('{ search(text: "x") { id } }')).toBe(2 * 20 + 4);
    expect(total('{ search { id } }')).toBe(2 * 20);
    expect(total('{ __typename product(id: 1) { __typename } }')).toBe(1);
  });

  test('a slicing argument sizes its list: a literal, a variable, the argument default; else assumedSize', () => {
    expect(total('{ products(first: 7) { id } }')).toBe(7);
    expect(total('query ($n: Int) { products(first: $n) { id } }', { n: 30 })).toBe(30);
    // A variable left out or null: the argument is not given, so assumedSize.
    expect(total('query ($n: Int) { products(first: $n) { id } }', {})).toBe(50);
    expect(total('query ($n: Int = 4) { products(first: $n) { id } }', {})).toBe(4);
    expect(total('{ byDefault { id } }')).toBe(20);
    expect(total('{ byDefault(limit: 3) { id } }')).toBe(3);
    expect(total('{ latest { id } }')).toBe(5);
    expect(total('{ nested(input: { first: 6 }) { id } }')).toBe(6);
    // A list with no @listSize has the default size.
    expect(total('{ unsized { id } }')).toBe(DEFAULT_LIST_SIZE);
  });

  test('nested lists multiply: each product’s reviews, sized by their own slicing argument', () => {
    // 10 products × (1 + 3 reviews × 1)
    expect(total('{ products(first: 10) { id reviews { id } } }')).toBe(10 * (1 + 3));
    expect(total('query ($r: Int) { products(first: 10) { reviews(first: $r) { stars } } }', { r: 8 })).toBe(
      10 * (1 + 8),
    );
  });

  test('sizedFields: a page’s items are sized by the slicing argument of the field that returns the page', () => {
    // page 1 + items 25 × 1; total is a scalar.
    expect(total('{ page(limit: 25) { total items { id } } }')).toBe(1 + 25);
    expect(total('{ page { items { id } } }')).toBe(1 + 10);
    // Through a fragment and an inline fragment, the same.
    expect(total('{ page(limit: 25) { ...P } } fragment P on ProductPage { items { id } }')).toBe(1 + 25);
    expect(total('{ page(limit: 25) { ... on ProductPage { items { id } } } }')).toBe(1 + 25);
  });

  test('requireOneSlicingArgument: exactly one slicing argument must be given, else the operation is refused', () => {
    expect(total('{ window(first: 5) { id } }')).toBe(5);
    expect(estimate('{ window { id } }').refusal).toBe(
      'Query.window must be given exactly one of its slicing arguments (first, last)',
    );
    expect(estimate('{ window(first: 2, last: 3) { id } }').refusal).toMatch(/exactly one/);
    // Where it is declared false, none is fine: assumedSize then.
    expect(estimate('{ products { id } }').refusal).toBeUndefined();
  });

  test('fragments cost what their selections cost, once per spread', () => {
    const inline = total('{ products(first: 4) { id reviews { id } } }');
    expect(total('{ products(first: 4) { ...F } } fragment F on Product { id reviews { id } }')).toBe(inline);
    expect(total('{ products(first: 4) { ...F ...F } } fragment F on Product { reviews { id } }')).toBe(
      4 * (1 + 2 * 3),
    );
  });

  test('a mutation costs its base cost more', () => {
    expect(total('mutation { rename(id: 1, name: "x") { id } }')).toBe(MUTATION_BASE_COST + 1);
  });

  test('each field’s cost is attributed to the subgraph that resolves it', () => {
    const outcome = estimate('{ products(first: 10) { name reviews { stars } } report { lines } }');
    // SHOP resolves the 10 products; REVIEWS 10 × 3 reviews and the report (7).
    expect(outcome.estimate).toEqual({ total: 10 + 30 + 7, bySubgraph: { shop: 10, reviews: 37 } });
    // A field both resolve is attributed to the one resolving its parent.
    expect(estimate('{ products(first: 2) { reviews { id } } }').estimate?.bySubgraph).toEqual({ shop: 2, reviews: 6 });
  });

  /** `{ product { related { related ... { id } } } }`, `levels` deep, built as an AST: no parser could read it back. */
  function deepDocument(levels: number): DocumentNode {
    const field = (name: string, selections?: SelectionNode[]): FieldNode => ({
      kind: Kind.FIELD,
      name: { kind: Kind.NAME, value: name },
      ...(selections ? { selectionSet: { kind: Kind.SELECTION_SET, selections } } : {}),
    });
    let innermost: FieldNode = field('id');
    for (let level = 0; level < levels; level++) innermost = field('related', [innermost]);
    const product: FieldNode = {
      ...field('product', [innermost]),
      arguments: [
        { kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'id' }, value: { kind: Kind.INT, value: '1' } },
      ],
    };
    const operation: OperationDefinitionNode = {
      kind: Kind.OPERATION_DEFINITION,
      operation: OperationTypeNode.QUERY,
      selectionSet: { kind: Kind.SELECTION_SET, selections: [product] },
    };
    return { kind: Kind.DOCUMENT, definitions: [operation] };
  }

  test('a selection nested 200,000 levels deep is estimated in a loop (recursion would overflow the stack)', () => {
    expect(estimate(deepDocument(200_000)).estimate?.total).toBe(1 + 200_000);
  });

  test('a fan-out of fragments (each spreading the next twice, 40 deep) is estimated in linear time, exactly', () => {
    const levels = 40;
    const fragments = Array.from(
      { length: levels },
      (_, level) =>
        `fragment F${level} on Product { ${level === levels - 1 ? 'reviews(first: 1) { id }' : `...F${level + 1} ...F${level + 1}`} }`,
    );
    const query = `{ product(id: 1) { ...F0 } } ${fragments.join(' ')}`;
    const started = process.hrtime.bigint();
    // 2^39 spreads of the last fragment, each 1 review of weight 1, under one product.
    expect(total(query)).toBe(1 + 2 ** (levels - 1));
    // Linear: a bound far above the milliseconds it takes, and far below what 2^39 steps would take.
    expect(Number(process.hrtime.bigint() - started) / 1e9).toBeLessThan(5);
  });
});

describe('EstimateCache', () => {
  test('keys an estimate by the values of the slicing variables alone', () => {
    const cache = new EstimateCache();
    const document = parse(
      'query ($n: Int, $name: String) { products(first: $n) { id } rename: product(id: $name) { id } }',
    );
    const first = cache.estimate({ schema, directives, document, variables: { n: 3, name: 'a' } });
    // Another value of a variable that sizes nothing: the same estimate, from the cache.
    expect(cache.estimate({ schema, directives, document, variables: { n: 3, name: 'b' } })).toBe(first);
    expect(cache.estimate({ schema, directives, document, variables: { n: 9, name: 'a' } }).estimate?.total).toBe(10);
  });
});

describe('actualCost', () => {
  test('counts the lists of the answer at their real length, nulls costing nothing below them', () => {
    const document = parse('{ products(first: 10) { id reviews { stars } } report { lines } }');
    const data = {
      products: [
        { id: '1', reviews: [{ stars: 5 }, { stars: 4 }] },
        { id: '2', reviews: [] },
      ],
      report: null,
    };
    // 2 products + 2 reviews; no report.
    expect(actualCost(schema, directives, document, undefined, data)).toBe(2 + 2);
    expect(
      actualCost(schema, directives, parse('mutation { rename(id: 1, name: "x") { id } }'), undefined, {
        rename: { id: '1' },
      }),
    ).toBe(MUTATION_BASE_COST + 1);
  });

  test('reads fragments and aliases as the answer has them', () => {
    const document = parse('{ a: page(limit: 5) { ...P } } fragment P on ProductPage { items { heavy } }');
    expect(actualCost(schema, directives, document, undefined, { a: { items: [{ heavy: 1 }, { heavy: null }] } })).toBe(
      1 + 2 + 3,
    );
  });
});
