import { describe, expect, test } from '@jest/globals';
import { parse } from 'graphql';
import { cacheKey } from './key.js';

const document = parse('query Q($a: Int, $b: Int) { x(a: $a, b: $b) }');

describe('the key of a response cache entry', () => {
  test('is the same for the same variables and view in any order', () => {
    expect(cacheKey(document, 'Q', { a: 1, b: 2 }, { tenant: 't', role: 'r' })).toBe(
      cacheKey(parse('query Q($a: Int, $b: Int) { x(a: $a, b: $b) }'), 'Q', { b: 2, a: 1 }, { role: 'r', tenant: 't' }),
    );
  });

  test.each([
    ['operation name', cacheKey(document, null, { a: 1 })],
    ['variables', cacheKey(document, 'Q', { a: 2 })],
    ['view', cacheKey(document, 'Q', { a: 1 }, { tenant: 't' })],
    ['visibility', cacheKey(document, 'Q', { a: 1 }, undefined, 'x.y')],
    ['document', cacheKey(parse('query Q($a: Int) { y(a: $a) }'), 'Q', { a: 1 })],
  ])('differs with the %s', (_part, other) => {
    expect(other).not.toBe(cacheKey(document, 'Q', { a: 1 }));
  });

  // Replicas of two releases share entries in Redis (REDIS_URL): a key must not change unless its meaning does.
  test('is the digest replicas of earlier releases computed, remembered or not', () => {
    for (let lookup = 0; lookup < 2; lookup++)
      expect(cacheKey(document, 'Q', { b: 1, a: 2 }, { t: 'x', r: 'y' }, 'vis')).toBe(
        'dACdLhx8UavMSuhM7ObMNhVZbuA1DhJc_XtdmCOfnBc',
      );
  });

  test('of variables too long to remember is hashed each time, to the same digest', () => {
    const long = (letter: string) => ({ a: letter.repeat(5000) });
    expect(cacheKey(document, 'Q', long('x'))).toBe(cacheKey(document, 'Q', long('x')));
    expect(cacheKey(document, 'Q', long('x'))).not.toBe(cacheKey(document, 'Q', long('y')));
  });
});
