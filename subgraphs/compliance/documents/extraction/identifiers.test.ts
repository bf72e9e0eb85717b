import { describe, expect, test } from '@jest/globals';
import { sampleCompany, withWrongCheckCharacter } from '../../../../test/support/sample-documents.js';
import {
  CIN,
  DIN,
  GSTIN,
  gstinCheckCharacter,
  hasValidGstinChecksum,
  normalizedIdentifier,
  PAN,
  readIdentifier,
  structuralConfidence,
} from './identifiers.js';

describe('GSTIN check character', () => {
  test.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAGFF2194N1Z1', '24AAACC1206D1ZM'])(
    'agrees with the published GSTIN %s',
    (gstin) => {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
      expect(hasValidGstinChecksum(gstin)).toBe(true);
    },
  );

  test('rejects a GSTIN with another check character, and lowers its structural confidence', () => {
    const tampered = withWrongCheckCharacter(sampleCompany.gstin);
    expect(hasValidGstinChecksum(sampleCompany.gstin)).toBe(true);
    expect(hasValidGstinChecksum(tampered)).toBe(false);
    expect(structuralConfidence(GSTIN, sampleCompany.gstin)).toBe(1);
    expect(structuralConfidence(GSTIN, tampered)).toBeLessThan(0.5);
  });
});

describe('reading identifiers as OCR delivers them', () => {
  test('takes a well-formed identifier as it is', () => {
    expect(readIdentifier('AAACA1234F', PAN)).toEqual({ value: 'AAACA1234F', repairs: 0 });
    expect(readIdentifier(sampleCompany.cin, CIN)).toEqual({ value: sampleCompany.cin, repairs: 0 });
  });

  test('drops a spurious character OCR inserted (AAACAL1234F)', () => {
    expect(readIdentifier('AAACAL1234F', PAN)).toEqual({ value: 'AAACA1234F', repairs: 1 });
  });

  test('reads look-alikes by position: letters where digits stand, digits where letters stand', () => {
    expect(readIdentifier('AAACAI234F', PAN)).toEqual({ value: 'AAACA1234F', repairs: 1 });
    expect(readIdentifier('U72900MH2O19PTC123456', CIN)).toEqual({ value: 'U72900MH2019PTC123456', repairs: 1 });
    expect(readIdentifier('0I234S67', DIN)).toEqual({ value: '01234567', repairs: 2 });
    expect(readIdentifier('5B8ACA1234F', PAN)).toEqual({ value: 'SBACA1234F', repairs: 2 });
  });

  test('cannot tell a wrong look-alike from a right one: the GSTIN checksum can', () => {
    const misread = sampleCompany.gstin.replace('1234', '12S4');
    const reading = readIdentifier(misread, GSTIN);
    expect(reading).toEqual({ value: sampleCompany.gstin.replace('1234', '1254'), repairs: 1 });
    expect(hasValidGstinChecksum(reading!.value)).toBe(false);
  });

  test('joins what OCR split and ignores separators', () => {
    expect(readIdentifier('AAACA 1234F', PAN)).toEqual({ value: 'AAACA1234F', repairs: 0 });
    expect(readIdentifier('aaaca1234f', PAN)).toEqual({ value: 'AAACA1234F', repairs: 0 });
  });

  test('gives up when more repairs are needed than allowed, or characters are missing', () => {
    expect(readIdentifier('AAACA1234', PAN)).toBeUndefined();
    expect(readIdentifier('A4OCAI2Z4F', PAN, 2)).toBeUndefined();
    expect(readIdentifier('Department', PAN)).toBeUndefined();
  });

  test('checks the holder kind of a PAN', () => {
    expect(structuralConfidence(PAN, 'AAACA1234F')).toBe(1);
    expect(structuralConfidence(PAN, 'AAAXA1234F')).toBeLessThan(1);
    expect(structuralConfidence(PAN, 'not a pan')).toBe(0);
  });

  test('normalises identifiers a person or model wrote, refusing malformed ones', () => {
    expect(normalizedIdentifier(PAN, ' aaaca 1234f ')).toBe('AAACA1234F');
    expect(normalizedIdentifier(CIN, 'U72900-MH2019-PTC123456')).toBe('U72900MH2019PTC123456');
    expect(normalizedIdentifier(CIN, 'X72900MH2019PTC123456')).toBeUndefined();
    expect(normalizedIdentifier(PAN, 1234)).toBeUndefined();
  });
});
