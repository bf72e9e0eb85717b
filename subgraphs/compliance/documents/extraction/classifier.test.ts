import { describe, expect, test } from '@jest/globals';
import { classifyDocument } from './classifier.js';

const TEXTS = {
  INCORPORATION_CERT:
    'GOVERNMENT OF INDIA MINISTRY OF CORPORATE AFFAIRS Certificate of Incorporation I hereby certify that ACME WIDGETS PRIVATE LIMITED is incorporated on this 12th day of March 2019 and that the company is limited by shares. Permanent Account Number (PAN): AAACA1234F',
  GST_CERTIFICATE:
    'Government of India Form GST REG-06 Registration Certificate Legal Name: ACME Constitution of Business: Private Limited Company Date of Liability: 01/07/2019',
  PAN_CARD:
    'INCOME TAX DEPARTMENT GOVT. OF INDIA Permanent Account Number Card AAACA1234F Name ACME WIDGETS PRIVATE LIMITED',
  BOARD_RESOLUTION:
    'CERTIFIED TRUE COPY OF THE RESOLUTION PASSED AT THE MEETING OF THE BOARD OF DIRECTORS. RESOLVED THAT Ms. Anita Sharma be and is hereby authorised to sign.',
  FINANCIAL_STATEMENT:
    'Balance Sheet as at 31 March 2024. Statement of Profit and Loss for the year ended 31 March 2024. Revenue from operations 12,00,000',
  ANNUAL_RETURN:
    'FORM NO. MGT-7 Annual Return [Pursuant to sub-section (1) of section 92 of the Companies Act, 2013] I. REGISTRATION AND OTHER DETAILS',
  DIRECTOR_KYC:
    'Form DIR-3 KYC: application for KYC of Directors. Director Identification Number 01234567. Aadhaar number and mobile number verified by OTP.',
} as const;

describe('classifying documents by their wording', () => {
  test.each(Object.entries(TEXTS))('recognises %s', (category, text) => {
    const classification = classifyDocument(text);
    expect(classification.category).toBe(category);
    expect(classification.confidence).toBeGreaterThan(0.75);
    expect(classification.confidence).toBeLessThanOrEqual(1);
  });

  test('reads OCR spellings alike: case, hyphens and punctuation do not matter', () => {
    expect(classifyDocument('form gst reg 06 -- registration certificate, goods & services tax').category).toBe(
      'GST_CERTIFICATE',
    );
  });

  test('calls a document without evidence OTHER, more surely the less anything speaks for a category', () => {
    const nothing = classifyDocument('Invoice 42 for consulting services rendered in May, payable within thirty days.');
    const faint = classifyDocument('Invoice 42 for the resolution of a consulting matter, payable within thirty days.');
    expect(nothing.category).toBe('OTHER');
    expect(faint.category).toBe('OTHER');
    expect(faint.confidence).toBeLessThan(nothing.confidence);
  });

  test("lets the uploader's document type break a tie, and only a tie", () => {
    const tied = 'Income Tax Department notice. RESOLVED THAT the notice be answered.';
    expect(classifyDocument(tied, 'PAN_CARD').category).toBe('PAN_CARD');
    expect(classifyDocument(tied, 'BOARD_RESOLUTION').category).toBe('BOARD_RESOLUTION');
    expect(classifyDocument(tied, 'PAN_CARD').confidence).toBeLessThan(0.5);
    expect(classifyDocument(TEXTS.GST_CERTIFICATE, 'PAN_CARD').category).toBe('GST_CERTIFICATE');
    expect(classifyDocument(TEXTS.INCORPORATION_CERT, 'CERTIFICATE_OF_INCORPORATION')).toEqual(
      classifyDocument(TEXTS.INCORPORATION_CERT),
    );
  });

  test('is less sure when another category has evidence too', () => {
    const clear = classifyDocument(TEXTS.BOARD_RESOLUTION);
    const mixed = classifyDocument(`${TEXTS.BOARD_RESOLUTION} Balance Sheet attached.`);
    expect(mixed.category).toBe('BOARD_RESOLUTION');
    expect(mixed.confidence).toBeLessThan(clear.confidence);
  });
});
