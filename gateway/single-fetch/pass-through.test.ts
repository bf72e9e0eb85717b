import { buildSchema, operationFromDocument } from '@apollo/federation-internals';
import { describe, expect, test } from '@jest/globals';
import { parse } from 'graphql';
import { PassThroughShape } from './pass-through.js';

const schema = buildSchema(`
  enum Level { BASIC ADVANCED }
  interface Named { name: String }
  type Course implements Named { id: ID! name: String level: Level tags: [String!] }
  type Query { count: Int! courses: [Course!] named: Named }
`);

const shapeOf = (document: string) => PassThroughShape.of(operationFromDocument(schema, parse(document)));

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

  test('is none for selections that shaping resolves', () => {
    expect(shapeOf('query ($s: Boolean!) { count @skip(if: $s) }')).toBeUndefined();
    expect(shapeOf('{ ... on Query { count } }')).toBeUndefined();
    expect(shapeOf('{ courses { __typename id } }')).toBeUndefined();
    expect(shapeOf('{ named { name } }')).toBeUndefined();
  });
});
