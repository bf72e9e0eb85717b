import fc from 'fast-check';
import { getIntrospectionQuery, Lexer, Source, TokenKind } from 'graphql';
import { documentOf, expectedOf, fragmentGraphs } from '../test/support/fragment-graphs.js';
import { DEFAULT_DOCUMENT_LIMITS, measureDocument, type DocumentLimits } from './document-limits.js';

const limits: DocumentLimits = { ...DEFAULT_DOCUMENT_LIMITS, maxDepth: 12 };

function tokensOf(query: string): number {
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
  return tokens;
}

describe('measureDocument', () => {
  test('any fragment graph is answered in the right class, in work linear in its tokens', () => {
    fc.assert(
      fc.property(fragmentGraphs, (graph) => {
        const query = documentOf(graph);
        const { refusal, steps } = measureDocument(query, limits);
        const truth = expectedOf(graph);
        if (truth.cycle) expect(refusal).toMatch(/^Fragment "F\d+" spreads itself$/);
        else if (truth.unused) expect(refusal).toMatch(/^Fragment "F\d+" is never used$/);
        else if (truth.expandedSize > BigInt(limits.maxSelections))
          expect(refusal).toBe('The document expands to more than 5000 selections');
        else expect(refusal).toBeUndefined();
        // Tokens once, each selection a bounded number of times, then the expansion (refused beyond maxSelections)
        // walked once: no fragment is walked again per spread before the expansion is known to be bounded.
        expect(steps).toBeLessThanOrEqual(6 * tokensOf(query) + limits.maxSelections);
      }),
      { numRuns: 500 },
    );
  });

  test('a 2 KB document of fragments spreading the next level twice is refused after a few thousand steps', () => {
    const levels = 30;
    const fragments = Array.from(
      { length: levels },
      (_, level) => `fragment L${level} on Query { ...L${level + 1} ...L${level + 1} }`,
    );
    const query = `{ ...L0 } ${fragments.join(' ')} fragment L${levels} on Query { __typename }`;
    expect(query.length).toBeLessThan(2048);
    const { refusal, steps } = measureDocument(query, limits);
    expect(refusal).toBe('The document expands to more than 5000 selections');
    expect(steps).toBeLessThan(1000);
  });

  test('chains of spreads longer than any stack are measured without recursion, and refused by their size or expansion', () => {
    const chain = (length: number) =>
      `{ ...C0 } ${Array.from({ length }, (_, index) => `fragment C${index} on Query { ...C${index + 1} }`).join(' ')} fragment C${length} on Query { __typename }`;
    expect(measureDocument(chain(1500), limits).refusal).toBe('The document expands to more than 5000 selections');
    expect(measureDocument(chain(2500), limits).refusal).toBe('The document has more than 15000 tokens');
    expect(
      measureDocument(chain(20_000), { ...limits, maxDocumentBytes: 10_000_000, maxTokens: 1_000_000 }).refusal,
    ).toBe('The document expands to more than 5000 selections');
    expect(measureDocument(chain(20), limits).refusal).toBeUndefined();
  });

  test('oversized texts, token floods and deep brackets are refused before parsing', () => {
    expect(measureDocument(`{ __typename } # ${'x'.repeat(200 * 1024)}`, limits).refusal).toMatch(
      /^The document has \d+ bytes; the limit is 131072$/,
    );
    expect(measureDocument(`{ ${'a '.repeat(16_000)} }`, limits)).toEqual({
      refusal: 'The document has more than 15000 tokens',
      steps: 15_001,
    });
    // Deeper than graphql-js's recursive parser could go, and stopped at the 65th bracket.
    const brackets = `{ ${'a { '.repeat(5000)}b${' }'.repeat(5000)} }`;
    expect(measureDocument(brackets, limits)).toEqual({
      refusal: 'The document nests brackets deeper than 64 levels',
      steps: 129,
    });
  });

  test('depth counts fields through fragments, not introspection fields; aliases and merges are counted as GraphQL merges them', () => {
    const nested = (levels: number) => 'a { '.repeat(levels) + 'b' + ' }'.repeat(levels);
    expect(measureDocument(`{ ...D } fragment D on Query { ${nested(13)} }`, limits).refusal).toBe(
      'Operation depth 13 exceeds the maximum depth of 12',
    );
    expect(measureDocument(`{ ${nested(12)} }`, limits).refusal).toBeUndefined();
    expect(measureDocument(getIntrospectionQuery(), limits).refusal).toBeUndefined();
    const aliases = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, index) => `${prefix}${index}: login`).join(' ');
    expect(measureDocument(`{ ${aliases('a', 21)} }`, limits).refusal).toBe(
      'Field "login" is selected 21 times in one selection set; the limit is 20',
    );
    expect(
      measureDocument(`{ ...A ...A } fragment A on Query { ${aliases('a', 20)} }`, limits).refusal,
    ).toBeUndefined();
    // Fields of one response name merge their selections: aliases spread over them still count in one set.
    const merged = Array.from({ length: 21 }, (_, index) => `x { a${index}: login }`).join(' ');
    expect(measureDocument(`{ ${merged} }`, limits).refusal).toBe(
      'Field "login" is selected 21 times in one selection set; the limit is 20',
    );
    // Repeating one response name costs validation a comparison per pair: bounded.
    expect(measureDocument(`{ ${'t { c { id } } '.repeat(80)} }`, limits).refusal).toBeUndefined();
    expect(measureDocument(`{ ${'t { c { id } } '.repeat(100)} }`, limits).refusal).toBe(
      'The document selects the same response names too many times for their selections to be merged',
    );
  });

  test('a document that does not parse is left to the parser', () => {
    expect(measureDocument('{ a { b }', limits).refusal).toBeUndefined();
    expect(measureDocument('{ "unterminated }', limits).refusal).toBeUndefined();
  });
});
