import { describe, expect, test } from '@jest/globals';
import { containsPattern, isCalendarDate, parseTimeRange, textSearch, timestampBetween, utcDate } from './filters.js';

/** The VALIDATION_ERROR of a bound, naming the field it came from. */
const invalid = (field: string) =>
  expect.objectContaining({
    extensions: expect.objectContaining({
      code: 'VALIDATION_ERROR',
      details: { fields: { [field]: expect.any(Array) } },
    }),
  });

describe('calendar dates', () => {
  test('knows which days exist', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const value of [
      '2025-02-29',
      '2026-02-30',
      '2025-13-01',
      '2025-1-01',
      ' 2025-01-01',
      '2025-01-01T00:00:00Z',
    ]) {
      expect({ value, valid: isCalendarDate(value) }).toEqual({ value, valid: false });
    }
  });

  test('tells the UTC date of an instant', () => {
    expect(utcDate(new Date('2025-06-30T23:30:00-02:00'))).toBe('2025-07-01');
  });
});

describe('parseTimeRange', () => {
  test('starts a date-only from at its UTC midnight and ends a date-only to with its last millisecond', () => {
    expect(parseTimeRange('2025-01-15', '2025-01-15')).toEqual({
      from: new Date('2025-01-15T00:00:00.000Z'),
      to: new Date('2025-01-15T23:59:59.999Z'),
    });
  });

  test('takes date-times with a time zone as given, and leaves blank or absent ends open', () => {
    expect(parseTimeRange(' 2025-01-15T12:00:00+02:00 ', null)).toEqual({ from: new Date('2025-01-15T10:00:00.000Z') });
    expect(parseTimeRange(undefined, '2025-01-16T00:00Z')).toEqual({ to: new Date('2025-01-16T00:00:00.000Z') });
    expect(parseTimeRange('  ', '')).toEqual({});
  });

  test('refuses what is no date, days that do not exist (also in date-times) and date-times without a time zone', () => {
    for (const value of [
      'yesterday',
      '10/03/2025',
      '2025-02-30',
      '2025-02-30T10:00:00Z',
      '2025-01-15T10:00:00',
      '2025-01-15T',
    ]) {
      expect(() => parseTimeRange(value, undefined)).toThrow(invalid('dateFrom'));
      expect(() => parseTimeRange(undefined, value)).toThrow(invalid('dateTo'));
    }
  });

  test('refuses a from after the to, naming the fields as the client calls them', () => {
    expect(() => parseTimeRange('2025-06-02', '2025-06-01', { from: 'from', to: 'to' })).toThrow(
      expect.objectContaining({
        message: 'from must not be after to',
        extensions: expect.objectContaining({ code: 'VALIDATION_ERROR' }),
      }),
    );
    expect(() => parseTimeRange('2025-06-01T00:00:00.001Z', '2025-05-31')).toThrow(invalid('dateFrom'));
    expect(parseTimeRange('2025-06-01', '2025-06-01T00:00:00Z')).toEqual({
      from: new Date('2025-06-01T00:00:00Z'),
      to: new Date('2025-06-01T00:00:00Z'),
    });
  });
});

describe('list conditions', () => {
  test('bound a timestamp inclusively, and are absent without bounds', () => {
    expect(timestampBetween('2025-01-01', '2025-01-31')).toEqual({
      $gte: new Date('2025-01-01T00:00:00.000Z'),
      $lte: new Date('2025-01-31T23:59:59.999Z'),
    });
    expect(timestampBetween(null, undefined)).toBeUndefined();
  });

  test('search text literally, in any of the fields', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(textSearch(' ada ', ['name', 'email'])).toEqual({
      $or: [{ name: { $ilike: '%ada%' } }, { email: { $ilike: '%ada%' } }],
    });
    expect(textSearch('   ', ['name'])).toBeUndefined();
  });
});
