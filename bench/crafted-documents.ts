/**
 * Crafted GraphQL documents that once cost the gateway seconds to minutes of CPU (or its stack) before the
 * document checks were made linear (`gateway/document-limits.ts`). One definition for the bench, which measures
 * what each costs, and for the security tests, which assert how each is refused.
 */

/** Each fragment spreads the next one twice: 2^levels selections from a document of a few KB. */
export const fanOut = (levels: number, operation = 'query', type = 'Query', leaf = '__typename'): string =>
  `${operation} FanOut { ...L0 } ${Array.from({ length: levels }, (_, level) => `fragment L${level} on ${type} { ...L${level + 1} ...L${level + 1} }`).join(' ')} fragment L${levels} on ${type} { ${leaf} }`;

/** A chain of `length` fragments each spreading the next: deep recursion for a naive walker. */
export const chain = (length: number): string =>
  `query Chain { ...C0 } ${Array.from({ length }, (_, index) => `fragment C${index} on Query { ...C${index + 1} }`).join(' ')} fragment C${length} on Query { __typename }`;

/** A ring of `length` fragments, the last spreading the first. */
export const cycle = (length: number): string =>
  `query Cycle { ...C0 } ${Array.from({ length }, (_, index) => `fragment C${index} on Query { __typename ...C${(index + 1) % length} }`).join(' ')}`;

/** `levels` layers of `width` fragments, each spreading every fragment of the next layer: width^levels paths. */
export function diamond(width: number, levels: number): string {
  const layer = (depth: number) =>
    Array.from(
      { length: width },
      (_, index) =>
        `fragment D${depth}_${index} on Query { ${Array.from({ length: width }, (_, next) => `...D${depth + 1}_${next}`).join(' ')} }`,
    );
  const leaves = Array.from(
    { length: width },
    (_, index) => `fragment D${levels}_${index} on Query { taxonomies { categories { id } } }`,
  );
  return `query Diamond { ...D0_0 } ${Array.from({ length: levels }, (_, depth) => layer(depth).join(' ')).join(' ')} ${leaves.join(' ')}`;
}
