import { describe, expect, test } from '@jest/globals';
import { findAmount, findDate, normalizedAmount, normalizedDate } from './values.js';

describe('dates', () => {
  test.each([
    ['Date of Incorporation: 12/03/2019', '2019-03-12'],
    ['12-03-2019', '2019-03-12'],
    ['on 12.03.2019.', '2019-03-12'],
    ['2019-03-12', '2019-03-12'],
    ['incorporated on this 12th day of March 2019 under', '2019-03-12'],
    ['12 March, 2019', '2019-03-12'],
    ['1st Jan 2020', '2020-01-01'],
    ['12-Mar-2019', '2019-03-12'],
    ['March 12, 2019', '2019-03-12'],
  ])('reads %j as %s', (text, iso) => {
    expect(findDate(text)).toMatchObject({ iso, repaired: false });
  });

  test('reads the date first written, whatever its spelling', () => {
    expect(findDate('held on 5th April 2024, minutes of 06/04/2024')?.iso).toBe('2024-04-05');
  });

  test('skips impossible dates and years outside company history', () => {
    expect(findDate('31/02/2019')).toBeUndefined();
    expect(findDate('12/13/2019')).toBeUndefined();
    expect(findDate('12/03/1066')).toBeUndefined();
    expect(findDate('31/02/2019 then 01/03/2019')?.iso).toBe('2019-03-01');
  });

  test('reads OCR look-alikes in numeric dates as digits, and says so', () => {
    expect(findDate('12/O3/2OI9')).toMatchObject({ iso: '2019-03-12', repaired: true });
  });

  test('normalises a date a model answered, refusing anything that is no date', () => {
    expect(normalizedDate('2019-03-12')).toBe('2019-03-12');
    expect(normalizedDate('12th March 2019')).toBe('2019-03-12');
    expect(normalizedDate('2019-02-30')).toBeUndefined();
    expect(normalizedDate('yesterday')).toBeUndefined();
    expect(normalizedDate(20190312)).toBeUndefined();
  });
});

describe('amounts', () => {
  test.each([
    ['Rs. 10,00,000', 1_000_000],
    ['₹ 1,00,000/-', 100_000],
    ['INR 1,000,000.00', 1_000_000],
    ['Rs 2.5 crore', 25_000_000],
    ['15 lakh', 1_500_000],
    ['500000', 500_000],
  ])('reads %j as %d rupees', (text, value) => {
    expect(findAmount(text)).toMatchObject({ value, wellGrouped: true });
  });

  test('notices a grouping nobody writes (a comma lost or added by OCR)', () => {
    expect(findAmount('Rs. 10,0,000')).toMatchObject({ value: 100_000, wellGrouped: false });
  });

  test('normalises an amount a model answered, refusing prose and odd groupings', () => {
    expect(normalizedAmount(1_000_000)).toBe(1_000_000);
    expect(normalizedAmount('Rs. 10,00,000')).toBe(1_000_000);
    expect(normalizedAmount('₹ 1,00,000/-')).toBe(100_000);
    expect(normalizedAmount(-5)).toBeUndefined();
    expect(normalizedAmount('about 10 lakh or so')).toBeUndefined();
    expect(normalizedAmount('10,0,000')).toBeUndefined();
    expect(normalizedAmount(null)).toBeUndefined();
  });
});
