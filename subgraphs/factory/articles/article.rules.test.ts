import { describe, expect, test } from '@jest/globals';
import { AppError } from '../../../platform/errors.js';
import type { ArticleAttribute, JobStep } from '../tenant-config/tenant-config.entity.js';
import { checkAttributes, checkStepRates, normalizeRate } from './article.rules.js';

const ATTRIBUTES: ArticleAttribute[] = [
  { name: 'color', label: 'Colour', type: 'string', isRequired: true },
  { name: 'weight', label: 'Weight', type: 'number', isRequired: false },
  { name: 'gauge', label: 'Gauge', type: 'number', isRequired: false },
];
const STEPS: JobStep[] = [
  { name: 'Cutting', order: 1, isPaid: true },
  { name: 'Stitching', order: 2, isPaid: true },
  { name: 'Packing', order: 3, isPaid: false },
];
const allowed = new Map([
  ['color', ['Red', 'Blue']],
  ['gauge', ['7', '12']],
]);

/** The field-by-field problems of the VALIDATION_ERROR `check` throws. */
function problemsOf(check: () => unknown): Record<string, string[]> {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).extensions.code).toBe('VALIDATION_ERROR');
    return ((error as AppError).extensions.details as { fields: Record<string, string[]> }).fields;
  }
  throw new Error('expected a VALIDATION_ERROR');
}

describe('article attributes', () => {
  test('accepts configured attributes of the right type among the master data, trimming strings and leaving blank optional ones out', () => {
    expect(checkAttributes({ color: ' Red ', weight: 250.5, gauge: 12 }, ATTRIBUTES, allowed)).toEqual({
      color: 'Red',
      weight: 250.5,
      gauge: 12,
    });
    expect(checkAttributes({ color: 'Blue', weight: null }, ATTRIBUTES, allowed)).toEqual({ color: 'Blue' });
  });

  test('requires the required ones', () => {
    expect(problemsOf(() => checkAttributes({ weight: 3 }, ATTRIBUTES, allowed))).toEqual({
      'attributes.color': ['is required (Colour)'],
    });
    expect(problemsOf(() => checkAttributes({ color: '  ' }, ATTRIBUTES, allowed))).toEqual({
      'attributes.color': ['is required (Colour)'],
    });
  });

  test('checks each type: a number must be a JSON number, a string a string', () => {
    expect(problemsOf(() => checkAttributes({ color: 5, weight: '250' }, ATTRIBUTES, allowed))).toEqual({
      'attributes.color': ['must be a string'],
      'attributes.weight': ['must be a number'],
    });
  });

  test('refuses attributes the configuration does not define', () => {
    expect(problemsOf(() => checkAttributes({ color: 'Red', fabric: 'silk' }, ATTRIBUTES, allowed))).toEqual({
      'attributes.fabric': ['is not an article attribute of the tenant configuration'],
    });
  });

  test('takes only master data values where the attribute has a list (numbers compared as numbers), any value where it has none', () => {
    expect(problemsOf(() => checkAttributes({ color: 'Green', gauge: 9 }, ATTRIBUTES, allowed))).toEqual({
      'attributes.color': ['must be one of the master data values: Red, Blue'],
      'attributes.gauge': ['must be one of the master data values: 7, 12'],
    });
    expect(checkAttributes({ color: 'Green' }, ATTRIBUTES, new Map())).toEqual({ color: 'Green' });
  });
});

describe('step rates', () => {
  test('normalizes rates to exact two-place decimals and orders them by the configured step order', () => {
    expect(
      checkStepRates(
        [
          { step: 'Stitching', rate: '7.5' },
          { step: ' Cutting ', rate: '012' },
        ],
        STEPS,
      ),
    ).toEqual([
      { step: 'Cutting', rate: '12.00' },
      { step: 'Stitching', rate: '7.50' },
    ]);
  });

  test('refuses steps the configuration does not have, a step given twice, and rates that are not non-negative decimals with at most 2 places', () => {
    const problems = problemsOf(() =>
      checkStepRates(
        [
          { step: 'Ironing', rate: '1' },
          { step: 'Cutting', rate: '1' },
          { step: 'Cutting', rate: '2' },
          { step: 'Packing', rate: '1.234' },
          { step: 'Stitching', rate: '-1' },
        ],
        STEPS,
      ),
    );
    expect(Object.keys(problems).sort()).toEqual([
      'stepRates.Cutting',
      'stepRates.Ironing',
      'stepRates.Packing',
      'stepRates.Stitching',
    ]);
    expect(problems['stepRates.Cutting']).toEqual(['is given more than once']);
    expect(problems['stepRates.Packing'][0]).toMatch(/at most 2 places/);
  });

  test.each([
    ['0', '0.00'],
    ['12.5', '12.50'],
    ['12.05', '12.05'],
    ['007.10', '7.10'],
  ])('normalizes %s to %s', (rate, normalized) => {
    expect(normalizeRate(rate)).toBe(normalized);
  });

  test.each(['', '-1', '1.234', '1e3', 'abc', '12.', '.5', '12345678901'])('refuses %j', (rate) => {
    expect(normalizeRate(rate)).toBeNull();
  });
});
