import { describe, expect, it } from '@jest/globals';
import { RestError } from './errors.js';
import { legacySort, sortFieldValue, sortKeysOf, sortVariables } from './sort.js';

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
  it('names each spelling by the enum value of its field', () => {
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

  it('reads field:dir items in order, any case of dir, a leading minus, and every spelling', () => {
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

  it('asks for no order when there is no key: absent, empty, blank items; repeated parameters take the first', () => {
    for (const value of [undefined, '', ' ', ',', ' , ']) expect(sortKeysOf(value, COURSES)).toBeUndefined();
    expect(sortKeysOf(['title:desc', 'created_at'], COURSES)).toEqual([{ field: 'TITLE', direction: 'DESC' }]);
    expect(sortVariables(COURSES, { query: {} })).toEqual({});
    expect(sortVariables(undefined, { query: { sort: 'title' } })).toEqual({});
    expect(sortVariables(COURSES, { query: { sort: 'title' } })).toEqual({
      sort: [{ field: 'TITLE', direction: 'ASC' }],
    });
  });

  it('refuses an unknown field or direction with the 400 the legacy services answered, word for word', () => {
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
});
