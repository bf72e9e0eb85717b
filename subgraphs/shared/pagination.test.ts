import { describe, expect, test } from '@jest/globals';
import { listOrder, parsePage } from './pagination.js';

describe('parsePage', () => {
  test('defaults to page 1 of 20 and computes the offset', () => {
    expect(parsePage(undefined, undefined)).toEqual({ page: 1, limit: 20, offset: 0 });
    expect(parsePage(3, 10)).toEqual({ page: 3, limit: 10, offset: 20 });
    expect(parsePage(null, null, { defaultLimit: 50 })).toEqual({ page: 1, limit: 50, offset: 0 });
  });

  test('refuses a page below 1 and a limit outside 1..max', () => {
    for (const [page, limit] of [
      [0, 10],
      [-1, 10],
      [1, 0],
      [1, 101],
      [1.5, 10],
    ] as const) {
      expect(() => parsePage(page, limit)).toThrow(
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'VALIDATION_ERROR' }) }),
      );
    }
    expect(parsePage(1, 500, { maxLimit: 500 }).limit).toBe(500);
  });
});

describe('listOrder', () => {
  test('is newest first without sort keys, and always ends with the id so that ties keep their page', () => {
    expect(listOrder([])).toEqual([{ createdAt: 'DESC' }, { id: 'ASC' }]);
    expect(listOrder(undefined)).toEqual([{ createdAt: 'DESC' }, { id: 'ASC' }]);
    expect(listOrder([{ field: 'title', direction: 'DESC' }])).toEqual([{ title: 'DESC' }, { id: 'ASC' }]);
  });

  test('keeps the keys in the order given, a field given twice counting once with its first direction', () => {
    const keys = [
      { field: 'createdAt', direction: 'DESC' },
      { field: 'title', direction: 'ASC' },
      { field: 'createdAt', direction: 'ASC' },
    ] as const;
    expect(listOrder(keys)).toEqual([{ createdAt: 'DESC' }, { title: 'ASC' }, { id: 'ASC' }]);
  });

  test('puts the empty values of nullable columns last in either direction', () => {
    const nullable = new Set(['organisation']);
    expect(listOrder([{ field: 'organisation', direction: 'ASC' }], nullable)).toEqual([
      { organisation: 'ASC NULLS LAST' },
      { id: 'ASC' },
    ]);
    expect(listOrder([{ field: 'organisation', direction: 'DESC' }], nullable)).toEqual([
      { organisation: 'DESC NULLS LAST' },
      { id: 'ASC' },
    ]);
  });
});
