import { describe, expect, test } from '@jest/globals';
import { sampleCompany, withWrongCheckCharacter } from '../../../../test/support/sample-documents.js';
import type { DocumentText } from './document-text.js';
import { extractFields } from './fields.js';

/** Text as OCR delivers it: every word with the engine's confidence, 0.95 unless named. */
function ocr(text: string, confidences: Record<string, number> = {}): DocumentText {
  const words = [...text.matchAll(/\S+/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    confidence: confidences[match[0]] ?? 0.95,
  }));
  return { text, source: 'ocr', words };
}

const textLayer = (text: string): DocumentText => ({ text, source: 'pdf-text' });

const certificate = (identity: { cin: string; date: string; pan: string; din: string; separator: string }) =>
  [
    '| hereby certify that ACME WIDGETS PRIVATE LIMITED is incorporated on this',
    '12th day of March 2019 under the Companies Act, 2013',
    `Name of the Company${identity.separator} ACME WIDGETS PRIVATE LIMITED`,
    `Corporate Identity Number (CIN)${identity.separator} ${identity.cin}`,
    `Date of Incorporation${identity.separator} ${identity.date}`,
    `Permanent Account Number (PAN): ${identity.pan}`,
    'Registered Office: 4th Floor, Lotus Business Park, Andheri East, Mumbai,',
    'Maharashtra 400069',
    'Authorised Capital: Rs. 10,00,000',
    'Paid-up Capital: 2 1,00,000/-',
    'Directors',
    `1. Anita Sharma, DIN ${identity.din}, Managing Director`,
  ].join('\n');

describe('fields read by OCR', () => {
  const clean = extractFields(
    ocr(
      certificate({ cin: sampleCompany.cin, date: '12/03/2019', pan: 'AAACA1234F', din: '01234567', separator: ':' }),
    ),
  );
  const misread = extractFields(
    ocr(
      certificate({
        cin: 'U72900MH2O19PTC123456',
        date: '12/O3/2019',
        pan: 'AAACAL1234F',
        din: '0I234567',
        separator: ';',
      }),
    ),
  );

  test('repairs the confusions OCR typically makes, by each character position', () => {
    expect(misread.fields).toEqual(clean.fields);
    expect(misread.fields).toMatchObject({
      companyName: 'ACME WIDGETS PRIVATE LIMITED',
      cin: 'U72900MH2019PTC123456',
      pan: 'AAACA1234F',
      dateOfIncorporation: '2019-03-12',
      registeredAddress: sampleCompany.registeredAddress,
      authorizedCapital: 1_000_000,
      // "₹" read as "2" is not the amount: capital runs to thousands.
      paidUpCapital: 100_000,
      directors: [{ name: 'Anita Sharma', din: '01234567', designation: 'Managing Director' }],
    });
  });

  test('gives repaired values less confidence than values read as they are, below the verification threshold', () => {
    for (const field of ['cin', 'pan', 'dateOfIncorporation', 'directors']) {
      expect(misread.fieldConfidence[field]).toBeLessThan(clean.fieldConfidence[field]);
      expect(misread.fieldConfidence[field]).toBeLessThan(0.8);
    }
    expect(clean.fieldConfidence.cin).toBeCloseTo(0.95, 3);
  });

  test("takes each field's confidence from the confidence OCR gave its words", () => {
    const unsure = extractFields(
      ocr(
        certificate({ cin: sampleCompany.cin, date: '12/03/2019', pan: 'AAACA1234F', din: '01234567', separator: ':' }),
        { AAACA1234F: 0.6 },
      ),
    );
    expect(unsure.fields.pan).toBe('AAACA1234F');
    expect(unsure.fieldConfidence.pan).toBeCloseTo(0.6, 3);
    expect(unsure.fieldConfidence.cin).toBeCloseTo(0.95, 3);
  });

  test('reads a value written under its label, as on a PAN card', () => {
    const card = extractFields(
      ocr(
        [
          'INCOME TAX DEPARTMENT GOVT. OF INDIA',
          'Permanent Account Number Card',
          'AAACA1234F',
          'Name',
          'ACME WIDGETS PRIVATE LIMITED',
          'Date of Incorporation/Formation',
          '12/03/2019',
        ].join('\n'),
      ),
    );
    expect(card.fields).toEqual({
      companyName: 'ACME WIDGETS PRIVATE LIMITED',
      pan: 'AAACA1234F',
      dateOfIncorporation: '2019-03-12',
    });
  });

  test('repairs an identifier only where a label announces it', () => {
    const unlabelled = extractFields(
      ocr('Reference AAACAL1234F of the file kept with the department records for the year'),
    );
    expect(unlabelled.fields.pan).toBeUndefined();
    const labelled = extractFields(ocr('PAN AAACAL1234F of the file kept with the department records for the year'));
    expect(labelled.fields.pan).toBe('AAACA1234F');
  });
});

describe('fields of a text layer', () => {
  test('checks the GSTIN checksum: a wrong check character lowers the confidence', () => {
    const valid = extractFields(
      textLayer(
        `Registration Number: ${sampleCompany.gstin}\n1. Legal Name: ${sampleCompany.name}\n2. Trade Name, if any: ACME WIDGETS`,
      ),
    );
    const tampered = extractFields(
      textLayer(
        `Registration Number: ${withWrongCheckCharacter(sampleCompany.gstin)}\n1. Legal Name: ${sampleCompany.name}`,
      ),
    );
    expect(valid.fields).toEqual({ gstin: sampleCompany.gstin, companyName: sampleCompany.name });
    expect(valid.fieldConfidence.gstin).toBe(1);
    expect(tampered.fields.gstin).toBe(withWrongCheckCharacter(sampleCompany.gstin));
    expect(tampered.fieldConfidence.gstin).toBeLessThan(0.8);
  });

  test('does not take prose for a labelled value', () => {
    const { fields } = extractFields(
      textLayer(
        'The meeting was held at the registered office of the company in Mumbai.\n2. Trade Name, if any: ACME WIDGETS\nThe name of the company appears below.',
      ),
    );
    expect(fields).toEqual({});
  });

  test('guesses the company name from a letterhead and a signature, with low confidence', () => {
    const { fields, fieldConfidence } = extractFields(
      textLayer(
        [
          'ACME WIDGETS PRIVATE LIMITED',
          'MEETING OF THE BOARD OF DIRECTORS OF ACME WIDGETS PRIVATE LIMITED',
          'RESOLVED THAT the account be opened with HDFC Bank Limited.',
          'For ACME WIDGETS PRIVATE LIMITED',
        ].join('\n'),
      ),
    );
    expect(fields.companyName).toBe('ACME WIDGETS PRIVATE LIMITED');
    expect(fieldConfidence.companyName).toBeGreaterThan(0);
    expect(fieldConfidence.companyName).toBeLessThan(0.8);
  });

  test('finds directors by DIN in lists, prose and signature blocks, each once', () => {
    const { fields, fieldConfidence } = extractFields(
      textLayer(
        [
          'RESOLVED THAT pursuant to the Companies Act, 2013, Anita Sharma, Managing Director (DIN 01234567), be and is hereby authorised',
          'RESOLVED FURTHER THAT Mr. Rahul Mehta (DIN: 07654321) be and is hereby authorised to file the forms',
          '(3) Smt. Priya Nair Iyer - DIN No. 11223344, Independent Director',
          'Anita Sharma',
          'Managing Director, DIN: 01234567',
        ].join('\n'),
      ),
    );
    expect(fields.directors).toEqual([
      { name: 'Anita Sharma', din: '01234567', designation: 'Managing Director' },
      { name: 'Rahul Mehta', din: '07654321' },
      { name: 'Priya Nair Iyer', din: '11223344', designation: 'Independent Director' },
    ]);
    expect(fieldConfidence.directors).toBe(1);
  });

  test('continues an address onto the next line up to its PIN code, but not into the next entry', () => {
    const wrapped = extractFields(
      textLayer(
        'Registered Office: 4th Floor, Lotus Business Park,\nAndheri East, Mumbai 400069\nAuthorised Capital: Rs. 5,00,000',
      ),
    );
    expect(wrapped.fields.registeredAddress).toBe('4th Floor, Lotus Business Park, Andheri East, Mumbai 400069');
    expect(wrapped.fieldConfidence.registeredAddress).toBe(1);
    const withoutPin = extractFields(
      textLayer('Registered Office: 12 Mall Road, Shimla\nAuthorised Capital: Rs. 5,00,000'),
    );
    expect(withoutPin.fields).toEqual({ registeredAddress: '12 Mall Road, Shimla', authorizedCapital: 500_000 });
    expect(withoutPin.fieldConfidence.registeredAddress).toBeLessThan(0.8);
  });
});
