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
    media: [Media!]! @listSize(assumedSize: 2) @join__field(graph: SHOP)
    results: [Result!]! @listSize(assumedSize: 4) @join__field(graph: SHOP)
    shelf(limit: Int = 10): Shelf!
      @listSize(slicingArguments: ["limit"], sizedFields: ["items"])
      @join__field(graph: SHOP)
  }

  interface Media @join__type(graph: SHOP) @join__type(graph: REVIEWS) {
    id: ID!
    related: Product
  }
  interface Node @join__type(graph: SHOP) @join__type(graph: REVIEWS) {
    id: ID!
    related: Product
  }
  type Book implements Media & Node @join__type(graph: SHOP) {
    id: ID!
    related: Product
    chapters: [Chapter!]! @listSize(assumedSize: 30)
  }
  type Chapter @join__type(graph: SHOP) {
    title: String
  }
  type Film implements Media & Node @join__type(graph: REVIEWS) {
    id: ID!
    related: Product
    reviews(first: Int = 3): [Review!]! @listSize(slicingArguments: ["first"])
    director: Report
  }
  type Song implements Media @join__type(graph: SHOP) {
    id: ID!
    related: Product
  }
  union Result = Book | Film | Product

  interface Shelf @join__type(graph: SHOP) {
    total: Int
  }
  type BookShelf implements Shelf @join__type(graph: SHOP) {
    total: Int
    items: [Book!]!
  }
  type FilmShelf implements Shelf @join__type(graph: SHOP) {
    total: Int
    items: [Film!]!
    featured: Film
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

describe('@skip and @include', () => {
  test('a field, an inline fragment or a spread they leave out costs nothing', () => {
    expect(total('{ product(id: 1) { related @skip(if: true) { id } } }')).toBe(1);
    expect(total('{ product(id: 1) { related @skip(if: false) { id } } }')).toBe(2);
    expect(total('{ product(id: 1) { related @include(if: false) { id } } }')).toBe(1);
    expect(total('{ product(id: 1) { related @include(if: true) { id } } }')).toBe(2);
    // Both: left out when either says so.
    expect(total('{ product(id: 1) { related @skip(if: false) @include(if: false) { id } } }')).toBe(1);
    expect(total('{ product(id: 1) { related @skip(if: true) @include(if: true) { id } } }')).toBe(1);
    expect(total('{ products(first: 4) { ... @include(if: false) { reviews { id } } } }')).toBe(4);
    expect(total('{ products(first: 4) { ... on Product @skip(if: true) { reviews { id } } } }')).toBe(4);
    expect(total('{ products(first: 4) { ...F @skip(if: true) } } fragment F on Product { reviews { id } }')).toBe(4);
    expect(total('{ products(first: 4) { ...F @skip(if: false) } } fragment F on Product { reviews { id } }')).toBe(
      4 * (1 + 3),
    );
    // A root field, and a selection within a fragment.
    expect(total('{ report @skip(if: true) { lines } product(id: 1) { id } }')).toBe(1);
    expect(
      total(
        '{ products(first: 4) { ...F } } fragment F on Product { reviews @include(if: false) { id } related { id } }',
      ),
    ).toBe(4 * (1 + 1));
  });

  test('a condition is a variable’s value, else its default', () => {
    const query = 'query ($full: Boolean!) { products(first: 4) { reviews @include(if: $full) { id } } }';
    expect(total(query, { full: true })).toBe(4 * (1 + 3));
    expect(total(query, { full: false })).toBe(4);
    const byDefault = 'query ($lean: Boolean = true) { products(first: 4) { reviews @skip(if: $lean) { id } } }';
    expect(total(byDefault, {})).toBe(4);
    expect(total(byDefault, { lean: false })).toBe(4 * (1 + 3));
  });

  test('a requireOneSlicingArgument unmet in a selection left out refuses nothing', () => {
    expect(estimate('{ window @skip(if: true) { id } }')).toMatchObject({ estimate: { total: 0 } });
    const query = 'query ($w: Boolean!) { window @include(if: $w) { id } product(id: 1) { id } }';
    expect(estimate(query, { w: false }).estimate?.total).toBe(1);
    expect(estimate(query, { w: true }).refusal).toMatch(/exactly one/);
    // Through a fragment spread that is left out, too.
    expect(estimate('{ ...W @skip(if: true) } fragment W on Query { window { id } }').refusal).toBeUndefined();
  });

  test('the estimate depends on the variables of the conditions and the slicing arguments, wherever they are', () => {
    const query = `query ($n: Int, $full: Boolean!, $name: ID!) {
      products(first: 4) @include(if: $full) { reviews(first: $n) { id } }
      product(id: $name) { id }
    }`;
    // Under a selection left out, $n still counts: the variables do not depend on the values.
    expect(estimateCost({ schema, directives, document: parse(query), variables: { full: false, name: '1' } })).toEqual(
      { estimate: { total: 1, bySubgraph: { shop: 1 } }, decidingVariables: ['full', 'n'] },
    );
  });
});

describe('fragments on an interface or a union: the costliest possible type', () => {
  test('the fields every type has, plus the costliest type’s fragments, attributed to its subgraphs', () => {
    // 2 media × (1 + max(Book: 30 chapters, Film: 3 reviews)); summed, it would be 2 × (1 + 33).
    expect(
      estimate('{ media { ... on Book { chapters { title } } ... on Film { reviews { id } } } }').estimate,
    ).toEqual({ total: 2 * (1 + 30), bySubgraph: { shop: 2 + 60 } });
    // 50 reviews make Film the costliest: REVIEWS resolves them.
    expect(
      estimate('{ media { ... on Book { chapters { title } } ... on Film { reviews(first: 50) { id } } } }').estimate,
    ).toEqual({ total: 2 * (1 + 50), bySubgraph: { shop: 2, reviews: 100 } });
    // A field on the interface costs for every type.
    expect(
      total('{ media { related { id } ... on Book { chapters { title } } ... on Film { reviews { id } } } }'),
    ).toBe(2 * (1 + 1 + 30));
    // Fragments on one type add up: Film 3 + 7.
    expect(
      total(
        '{ media { ... on Book { related { id } } ... on Film { reviews { id } } ... on Film { director { lines } } } }',
      ),
    ).toBe(2 * (1 + 3 + 7));
  });

  test('a fragment on an interface adds to every type implementing it, one on a union to its members', () => {
    // Node: Book and Film, not Product. Book 1, Film 1 + 7, Product 2: Film.
    const query = `{ results {
      ... on Node { related { id } }
      ... on Film { director { lines } }
      ... on Product { related { related { id } } }
    } }`;
    expect(total(query)).toBe(4 * (1 + 1 + 7));
    // Through named fragments, one on the union, one on Media (which Product does not implement): Book 1, Film 1,
    // Product 3.
    expect(
      total(`{ results { ...R } }
        fragment R on Result { ...N ... on Product { related { related { related { id } } } } }
        fragment N on Node { ...M }
        fragment M on Media { related { id } }`),
    ).toBe(4 * (1 + 3));
    expect(
      total('{ results { ...M } } fragment M on Media { related { id } ... on Film { director { lines } } }'),
    ).toBe(4 * (1 + 1 + 7));
  });

  test('a fragment on an abstract type spread on an object type counts that type’s part alone', () => {
    expect(
      total(
        '{ product(id: 1) { ...R } } fragment R on Result { ... on Product { related { id } } ... on Film { director { lines } } }',
      ),
    ).toBe(1 + 1);
    expect(total('{ media { ... on Book { ...N } } } fragment N on Node { ... on Film { director { lines } } }')).toBe(
      2,
    );
  });

  test('the costliest type is taken once the enclosing field has sized its lists', () => {
    // Shelf sizes its items by limit: BookShelf limit × (1 + 30), FilmShelf 1 + 40 whatever the limit (unsized,
    // BookShelf's items would be 10 and always the costliest).
    const query = `query ($limit: Int) { shelf(limit: $limit) {
      total
      ... on BookShelf { items { chapters { title } } }
      ... on FilmShelf { featured { reviews(first: 40) { id } } }
    } }`;
    expect(total(query, { limit: 5 })).toBe(1 + 5 * (1 + 30));
    expect(total(query, { limit: 1 })).toBe(1 + (1 + 40));
  });

  test('a fan-out of fragments on an abstract type (each spreading the next twice, 40 deep) is estimated in linear time', () => {
    const levels = 40;
    const fragments = Array.from(
      { length: levels },
      (_, level) =>
        `fragment F${level} on Result { ${level === levels - 1 ? '... on Film { director { lines } } ... on Book { related { id } }' : `...F${level + 1} ...F${level + 1}`} }`,
    );
    const started = process.hrtime.bigint();
    // 2^39 spreads of the last fragment: Film's part is 2^39 × 7, Book's 2^39 × 1.
    expect(total(`{ results { ...F0 } } ${fragments.join(' ')}`)).toBe(4 * (1 + 7 * 2 ** (levels - 1)));
    expect(Number(process.hrtime.bigint() - started) / 1e9).toBeLessThan(5);
  });
});

describe('EstimateCache', () => {
  test('keys an estimate by the values of the deciding variables alone', () => {
    const cache = new EstimateCache();
    const document = parse(
      'query ($n: Int, $name: String) { products(first: $n) { id } rename: product(id: $name) { id } }',
    );
    const first = cache.estimate({ schema, directives, document, variables: { n: 3, name: 'a' } });
    // Another value of a variable that sizes nothing: the same estimate, from the cache.
    expect(cache.estimate({ schema, directives, document, variables: { n: 3, name: 'b' } })).toBe(first);
    expect(cache.estimate({ schema, directives, document, variables: { n: 9, name: 'a' } }).estimate?.total).toBe(10);
  });

  test('an @include on a variable: one estimate for true, another for false', () => {
    const cache = new EstimateCache();
    const document = parse(
      'query ($full: Boolean!, $n: Int) { products(first: $n) { id reviews @include(if: $full) { id } } }',
    );
    const estimateWith = (variables: Record<string, unknown>) =>
      cache.estimate({ schema, directives, document, variables });
    const lean = estimateWith({ full: false, n: 4 });
    expect(lean.estimate?.total).toBe(4);
    const full = estimateWith({ full: true, n: 4 });
    expect(full.estimate?.total).toBe(4 * (1 + 3));
    // Each from the cache thereafter, and keyed by the page size too.
    expect(estimateWith({ full: false, n: 4 })).toBe(lean);
    expect(estimateWith({ full: true, n: 4 })).toBe(full);
    expect(estimateWith({ full: true, n: 2 }).estimate?.total).toBe(2 * (1 + 3));
    // A first estimate that left the reviews out still keys by what sizes them.
    const nested = parse(
      'query ($full: Boolean!, $r: Int) { products(first: 2) { reviews(first: $r) @include(if: $full) { id } } }',
    );
    const other = new EstimateCache();
    const of = (variables: Record<string, unknown>) =>
      other.estimate({ schema, directives, document: nested, variables }).estimate?.total;
    expect(of({ full: false, r: 5 })).toBe(2);
    expect(of({ full: true, r: 5 })).toBe(2 * (1 + 5));
    expect(of({ full: true, r: 9 })).toBe(2 * (1 + 9));
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
