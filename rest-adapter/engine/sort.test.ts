import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import { RestError } from './errors.js';
import { parseInput, queryInt } from './input.js';
import { declaredSort, legacySort, querySort, sortFieldValue, sortKeysOf } from './sort.js';

const COURSES = legacySort(['title', 'created_at', 'createdAt', 'duration_days', 'durationDays']);

/** What `sortKeysOf` refuses `value` with. */
function refusal(value: unknown): Pick<RestError, 'status' | 'code' | 'message' | 'details'> {
  try {
    sortKeysOf(value, COURSES);
  } catch (error) {
    if (error instanceof RestError)
      return { status: error.status, code: error.code, message: error.message, details: error.details };
    throw error;
  }
  throw new Error(`${JSON.stringify(value)} was not refused`);
}

describe('legacy sort parameter', () => {
  test('names each spelling by the enum value of its field', () => {
    expect([...COURSES.fields]).toEqual([
      ['title', 'TITLE'],
      ['created_at', 'CREATED_AT'],
      ['createdAt', 'CREATED_AT'],
      ['duration_days', 'DURATION_DAYS'],
      ['durationDays', 'DURATION_DAYS'],
    ]);
    expect(sortFieldValue('isActive')).toBe('IS_ACTIVE');
    expect(sortFieldValue('metric_value')).toBe('METRIC_VALUE');
  });

  test('reads field:dir items in order, any case of dir, a leading minus, and every spelling', () => {
    expect(sortKeysOf('title', COURSES)).toEqual([{ field: 'TITLE', direction: 'ASC' }]);
    expect(sortKeysOf('created_at:desc, title:ASC', COURSES)).toEqual([
      { field: 'CREATED_AT', direction: 'DESC' },
      { field: 'TITLE', direction: 'ASC' },
    ]);
    expect(sortKeysOf('-durationDays', COURSES)).toEqual([{ field: 'DURATION_DAYS', direction: 'DESC' }]);
    // The minus wins over a stated direction, and a field given twice counts once with its first direction.
    expect(sortKeysOf('-title:asc', COURSES)).toEqual([{ field: 'TITLE', direction: 'DESC' }]);
    expect(sortKeysOf('-createdAt,created_at:asc', COURSES)).toEqual([{ field: 'CREATED_AT', direction: 'DESC' }]);
  });

  test('asks for no order when there is no key: absent, empty, blank items; repeated parameters take the first', () => {
    for (const value of [undefined, '', ' ', ',', ' , ']) expect(sortKeysOf(value, COURSES)).toBeUndefined();
    expect(sortKeysOf(['title:desc', 'created_at'], COURSES)).toEqual([{ field: 'TITLE', direction: 'DESC' }]);
  });

  test('refuses an unknown field or direction with the 400 the legacy services answered, word for word', () => {
    expect(refusal('price:asc')).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Unknown sort field "price"; sortable fields: title, created_at, createdAt, duration_days, durationDays',
      details: { sort: 'price:asc', allowed: ['title', 'created_at', 'createdAt', 'duration_days', 'durationDays'] },
    });
    expect(refusal('title:sideways')).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid sort direction "sideways" for title: use asc or desc',
      details: { sort: 'title:sideways' },
    });
    // The direction is checked before the field, as it was.
    expect(refusal('price:up').message).toBe('Invalid sort direction "up" for price: use asc or desc');
    for (const name of ['constructor', '__proto__', 'toString', '-'])
      expect(refusal(name).message).toMatch(/^Unknown sort field/);
  });

  describe('declared among the query parameters (querySort)', () => {
    const input = { query: z.object({ page: queryInt(), sort: querySort(['title', 'created_at', 'createdAt']) }) };
    const query = (values: Record<string, unknown>) =>
      parseInput(input, {
        method: 'GET',
        params: {},
        query: values,
        body: undefined,
        headers: {},
        correlationId: 'c',
        gatewayOrigin: 'data:,',
      }).query;
    const refused = (values: Record<string, unknown>) => {
      try {
        query(values);
      } catch (error) {
        if (error instanceof RestError) return { message: error.message, details: error.details };
        throw error;
      }
      throw new Error(`${JSON.stringify(values)} was not refused`);
    };

    test('parses into the sort keys of the list, none when it asks for none', () => {
      expect(query({ sort: 'createdAt:desc,title' })).toEqual({
        sort: [
          { field: 'CREATED_AT', direction: 'DESC' },
          { field: 'TITLE', direction: 'ASC' },
        ],
      });
      expect(query({}).sort).toBeUndefined();
      expect(query({ sort: ' , ' }).sort).toBeUndefined();
      expect(declaredSort({ input })?.fields).toEqual(legacySort(['title', 'created_at', 'createdAt']).fields);
      expect(declaredSort({ input: {} })).toBeUndefined();
    });

    test('refuses in the legacy words, details included, once the rest of the request is good; a sort that is no string like any parameter', () => {
      expect(refused({ sort: 'price' })).toEqual({
        message: 'Unknown sort field "price"; sortable fields: title, created_at, createdAt',
        details: { sort: 'price', allowed: ['title', 'created_at', 'createdAt'] },
      });
      expect(refused({ sort: 'price', page: 'x' })).toEqual({
        message: 'Query parameter "page" must be an integer',
        details: { fields: { page: ['must be an integer'] } },
      });
      expect(refused({ sort: { a: '1' } })).toEqual({
        message: 'Query parameter "sort" must be a string',
        details: { fields: { sort: ['must be a string'] } },
      });
    });
  });
});
