import { describe, expect, test } from '@jest/globals';
import {
  checkDefinition,
  checkFormType,
  checkRulesMatchFields,
  fillForm,
  valueAt,
  type FieldMappingDefinition,
} from './field-mappings.js';

/** The content rules of form mappings: what a definition may say, and how a profile fills a form. */

const field = (profilePath: string, extra: Partial<FieldMappingDefinition> = {}): FieldMappingDefinition => ({
  profilePath,
  selectors: [`#${profilePath.replace(/\./g, '_')}`],
  ...extra,
});

/** The field problems of a definition that must be refused. */
function problemsOf(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    const extensions = (error as { extensions?: { code?: string; details?: { fields?: Record<string, string[]> } } })
      .extensions;
    expect(extensions?.code).toBe('VALIDATION_ERROR');
    return extensions!.details!.fields!;
  }
  throw new Error('expected a VALIDATION_ERROR');
}

describe('definitions', () => {
  test('normalizes a valid definition: trimmed, required false by default, transform type in lower case', () => {
    const checked = checkDefinition({
      formVersion: ' V2 ',
      mcaUrl: ' https://www.mca.gov.in/mcafoportal/aoc4.do ',
      fieldMappings: [
        field('cin', { required: true }),
        {
          profilePath: 'dateOfIncorporation',
          selectors: [' #doi ', 'input[name="doi"]'],
          transform: { type: 'Date', format: 'DD/MM/YYYY' },
        },
      ],
      validationRules: { cin: { pattern: '^[LU]\\d{5}[A-Z]{2}\\d{4}[A-Z]{3}\\d{6}$' } },
      metadata: { description: ' Financial statements ', requiredDocuments: [' Balance sheet '] },
    });
    expect(checked).toEqual({
      formVersion: 'V2',
      mcaUrl: 'https://www.mca.gov.in/mcafoportal/aoc4.do',
      fieldMappings: [
        { profilePath: 'cin', selectors: ['#cin'], required: true, transform: null },
        {
          profilePath: 'dateOfIncorporation',
          selectors: ['#doi', 'input[name="doi"]'],
          required: false,
          transform: { type: 'date', format: 'DD/MM/YYYY' },
        },
      ],
      validationRules: { cin: { pattern: '^[LU]\\d{5}[A-Z]{2}\\d{4}[A-Z]{3}\\d{6}$' } },
      metadata: { description: 'Financial statements', requiredDocuments: ['Balance sheet'] },
    });
  });

  test('refuses unknown transforms, date formats without a full date, bad paths, selectors, URLs and patterns, all at once', () => {
    const fields = problemsOf(() =>
      checkDefinition({
        formVersion: '  ',
        mcaUrl: 'javascript:alert(1)',
        fieldMappings: [
          field('cin', { transform: { type: 'uppercase' } }),
          field('dateOfIncorporation', { transform: { type: 'date', format: 'YYYY' } }),
          field('pan', { transform: { type: 'date' } }),
          field('directors..din'),
          field('0.name'),
          { profilePath: 'name', selectors: [] },
          { profilePath: 'name', selectors: ['  '] },
        ],
        validationRules: { cin: { pattern: '([A-Z' }, pan: 'ABCDE', name: { pattern: '.', flags: 'i' } },
        metadata: { requiredDocuments: [''] },
      }),
    );
    expect(fields).toEqual({
      formVersion: ['must not be blank'],
      mcaUrl: ['must be an http(s) URL'],
      'fieldMappings[0].transform.type': ['unknown transform "uppercase"; known: date'],
      'fieldMappings[1].transform.format': [expect.stringMatching(/does not write a full date/)],
      'fieldMappings[2].transform.format': [expect.stringMatching(/needs a format/)],
      'fieldMappings[3].profilePath': [expect.stringMatching(/dot path/)],
      'fieldMappings[4].profilePath': [expect.stringMatching(/dot path/)],
      'fieldMappings[5].selectors': [expect.stringMatching(/1 to 10/)],
      'fieldMappings[6].selectors': [expect.stringMatching(/blank/)],
      'validationRules.cin.pattern': [expect.stringMatching(/not a valid regular expression/)],
      'validationRules.pan': ['must be {pattern: string}'],
      'validationRules.name': ['must be {pattern: string}'],
      'metadata.requiredDocuments': [expect.stringMatching(/blank/)],
    });
    expect(problemsOf(() => checkDefinition({ fieldMappings: [] }))).toEqual({
      fieldMappings: ['must map at least one field'],
    });
    expect(problemsOf(() => checkDefinition({ mcaUrl: 'not a url' }))).toEqual({ mcaUrl: ['is not a URL'] });
  });

  test('accepts date formats in other orders and separators, and form names in any case', () => {
    for (const format of ['DD/MM/YYYY', 'MM-DD-YYYY', 'YYYY.MM.DD', 'DD MMM YYYY', 'D/M/YY']) {
      expect(
        checkDefinition({ fieldMappings: [field('doi', { transform: { type: 'date', format } })] }).fieldMappings![0]
          .transform,
      ).toEqual({ type: 'date', format });
    }
    expect(checkFormType(' aoc-4 ')).toBe('AOC-4');
    expect(checkFormType('DIR-3 KYC')).toBe('DIR-3 KYC');
    for (const bad of ['', 'AOC/4', '../x', 'A'.repeat(41)])
      expect(problemsOf(() => checkFormType(bad))).toEqual({ formType: ['is not a form name'] });
  });

  test('requires every validation rule to name a field of the mapping', () => {
    const mapped = checkDefinition({ fieldMappings: [field('cin')] }).fieldMappings!;
    expect(() => checkRulesMatchFields(mapped, { cin: { pattern: '.' } })).not.toThrow();
    expect(problemsOf(() => checkRulesMatchFields(mapped, { pan: { pattern: '.' } }))).toEqual({
      'validationRules.pan': ['names no profilePath of fieldMappings'],
    });
  });
});

describe('filling a form from a profile', () => {
  const profile = {
    cin: 'U12345MH2020PTC123456',
    dateOfIncorporation: '2020-01-15',
    paidUpCapital: 100000,
    registeredAddress: { city: 'Mumbai', line1: '  1 Marine Drive  ' },
    directors: [
      { name: 'Asha Rao', din: '01234567' },
      { name: 'Vikram Shah', din: '' },
    ],
    _verification: { cin: { status: 'verified' } },
  };

  test('resolves nested paths and array indexes through own properties only', () => {
    expect(valueAt(profile, 'directors.0.din')).toBe('01234567');
    expect(valueAt(profile, 'registeredAddress.city')).toBe('Mumbai');
    expect(valueAt(profile, '_verification.cin.status')).toBe('verified');
    expect(valueAt(profile, 'directors.5.din')).toBeUndefined();
    expect(valueAt(profile, 'directors.first')).toBeUndefined();
    expect(valueAt(profile, 'cin.length')).toBeUndefined();
    expect(valueAt(profile, 'constructor')).toBeUndefined();
    expect(valueAt(profile, 'registeredAddress.__proto__')).toBeUndefined();
  });

  test('fills values, transforming dates (ISO, date-time as written, or already in the form format)', () => {
    const fieldMappings = checkDefinition({
      fieldMappings: [
        field('cin', { required: true }),
        field('dateOfIncorporation', { required: true, transform: { type: 'date', format: 'DD/MM/YYYY' } }),
        field('paidUpCapital'),
        field('registeredAddress.line1'),
        field('directors.0.din', { required: true }),
        field('directors.1.din'),
        field('pan'),
      ],
    }).fieldMappings!;
    const fill = fillForm({ fieldMappings, validationRules: { cin: { pattern: '^[LU]\\d{5}' } } }, profile);
    expect(fill).toEqual({
      fields: [
        { profilePath: 'cin', selectors: ['#cin'], value: 'U12345MH2020PTC123456' },
        { profilePath: 'dateOfIncorporation', selectors: ['#dateOfIncorporation'], value: '15/01/2020' },
        { profilePath: 'paidUpCapital', selectors: ['#paidUpCapital'], value: '100000' },
        { profilePath: 'registeredAddress.line1', selectors: ['#registeredAddress_line1'], value: '1 Marine Drive' },
        { profilePath: 'directors.0.din', selectors: ['#directors_0_din'], value: '01234567' },
      ],
      missingFields: [],
      unusable: [],
    });

    const date = (value: unknown, format = 'DD/MM/YYYY') =>
      fillForm(
        {
          fieldMappings: [{ profilePath: 'd', selectors: ['#d'], required: true, transform: { type: 'date', format } }],
          validationRules: {},
        },
        { d: value },
      );
    expect(date('2020-01-15T23:30:00+05:30').fields[0]?.value).toBe('15/01/2020');
    expect(date('15/01/2020').fields[0]?.value).toBe('15/01/2020');
    expect(date('2020-01-15', 'MMM D, YYYY').fields[0]?.value).toBe('Jan 15, 2020');
    for (const bad of ['2020-02-30', '31/13/2020', 'yesterday', 20200115, '2020-01-15Tnonsense']) {
      expect(date(bad)).toEqual({
        fields: [],
        missingFields: ['d'],
        unusable: [{ profilePath: 'd', reason: 'cannot be read as a date' }],
      });
    }
  });

  test('lists required fields without a usable value once each; optional ones are left out', () => {
    const fieldMappings = checkDefinition({
      fieldMappings: [
        field('pan', { required: true }),
        field('pan', { required: true, selectors: ['#pan2'] }),
        field('directors.1.din', { required: true }),
        field('registeredAddress', { required: true }),
        field('cin', { required: true }),
        field('directors.9.name'),
        field('registeredAddress.city'),
      ],
    }).fieldMappings!;
    const fill = fillForm(
      { fieldMappings, validationRules: { cin: { pattern: '^L' }, 'registeredAddress.city': { pattern: '^Delhi$' } } },
      profile,
    );
    expect(fill.fields).toEqual([]);
    expect(fill.missingFields).toEqual(['pan', 'directors.1.din', 'registeredAddress', 'cin']);
    expect(fill.unusable).toEqual([
      { profilePath: 'registeredAddress', reason: 'is not a single value (an object or a list)' },
      { profilePath: 'cin', reason: 'does not match the pattern ^L' },
      { profilePath: 'registeredAddress.city', reason: 'does not match the pattern ^Delhi$' },
    ]);
  });
});
