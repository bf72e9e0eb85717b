import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  blankPng,
  boardResolutionPdf,
  corruptPdf,
  gstCertificatePdf,
  incorporationCertificatePdf,
  incorporationCertificatePng,
  panCardPng,
  sampleCompany,
  shortTextPdf,
  withWrongCheckCharacter,
} from '../../../../test/support/sample-documents.js';
import { BuiltinExtractor } from './builtin-extractor.js';
import { ExtractionFailure, type ExtractionInput, type ExtractionOutcome } from './extractor.js';

const extractor = new BuiltinExtractor();
afterAll(() => extractor.close());

const pdf = (content: Buffer, documentType?: string): ExtractionInput => ({
  content,
  contentType: 'application/pdf',
  documentType,
});
const png = (content: Buffer, documentType?: string): ExtractionInput => ({
  content,
  contentType: 'image/png',
  documentType,
});

async function failure(input: Promise<ExtractionInput>): Promise<ExtractionFailure> {
  const error = await extractor.extract(await input).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(ExtractionFailure);
  return error as ExtractionFailure;
}

const expectedCertificateFields = {
  companyName: sampleCompany.name,
  cin: sampleCompany.cin,
  pan: sampleCompany.pan,
  dateOfIncorporation: sampleCompany.dateOfIncorporation,
  registeredAddress: sampleCompany.registeredAddress,
  authorizedCapital: sampleCompany.authorizedCapital,
  paidUpCapital: sampleCompany.paidUpCapital,
  directors: sampleCompany.directors.map(({ name, din, designation }) => ({ name, din, designation })),
};

describe('the built-in extractor on a certificate of incorporation', () => {
  let fromPdf: ExtractionOutcome;
  let fromScan: ExtractionOutcome;
  beforeAll(async () => {
    fromPdf = await extractor.extract(pdf(await incorporationCertificatePdf(), 'CERTIFICATE_OF_INCORPORATION'));
    fromScan = await extractor.extract(png(await incorporationCertificatePng()));
  });

  test('reads every field exactly from the PDF text layer, with high confidence', () => {
    expect(fromPdf).toMatchObject({
      category: 'INCORPORATION_CERT',
      textSource: 'pdf-text',
      extractedFields: expectedCertificateFields,
    });
    expect(Object.keys(fromPdf.fieldConfidence).sort()).toEqual(Object.keys(expectedCertificateFields).sort());
    for (const confidence of Object.values(fromPdf.fieldConfidence)) expect(confidence).toBeGreaterThanOrEqual(0.9);
    expect(fromPdf.confidence).toBeGreaterThan(0.85);
    expect(fromPdf.characters).toBeGreaterThan(500);
  });

  test('flags the mandatory fields of the category only, when everything was read well', () => {
    expect(fromPdf.verificationFlags).toEqual({
      companyName: 'mandatory_verification',
      cin: 'mandatory_verification',
      dateOfIncorporation: 'mandatory_verification',
    });
  });

  test('reads the scanned image by OCR: same category, the identifying fields right', () => {
    expect(fromScan).toMatchObject({ category: 'INCORPORATION_CERT', textSource: 'ocr' });
    expect(fromScan.extractedFields).toMatchObject({
      companyName: sampleCompany.name,
      cin: sampleCompany.cin,
      pan: sampleCompany.pan,
      dateOfIncorporation: sampleCompany.dateOfIncorporation,
    });
  });

  test('trusts OCR less than a text layer: per-field confidences within 0..1, lower than from the PDF', () => {
    for (const [field, confidence] of Object.entries(fromScan.fieldConfidence)) {
      expect(confidence).toBeGreaterThan(0);
      expect(confidence).toBeLessThanOrEqual(1);
      expect(confidence).toBeLessThanOrEqual(fromPdf.fieldConfidence[field]);
    }
    for (const field of ['cin', 'pan', 'dateOfIncorporation'])
      expect(fromScan.fieldConfidence[field]).toBeLessThan(fromPdf.fieldConfidence[field]);
    expect(fromScan.confidence).toBeLessThan(fromPdf.confidence);
    for (const [field, confidence] of Object.entries(fromScan.fieldConfidence)) {
      if (confidence < 0.8) expect(fromScan.verificationFlags[field]).toBe('mandatory_verification');
    }
  });
});

describe('the built-in extractor on other documents', () => {
  test('reads a GST certificate and its GSTIN, whose check character is valid', async () => {
    const outcome = await extractor.extract(pdf(await gstCertificatePdf()));
    expect(outcome.category).toBe('GST_CERTIFICATE');
    expect(outcome.extractedFields).toEqual({ gstin: sampleCompany.gstin, companyName: sampleCompany.name });
    expect(outcome.fieldConfidence.gstin).toBe(1);
    expect(outcome.verificationFlags).toEqual({
      gstin: 'mandatory_verification',
      companyName: 'mandatory_verification',
    });
  });

  test('distrusts a GSTIN whose check character is wrong', async () => {
    const tampered = withWrongCheckCharacter(sampleCompany.gstin);
    const valid = await extractor.extract(pdf(await gstCertificatePdf()));
    const outcome = await extractor.extract(pdf(await gstCertificatePdf(sampleCompany, tampered)));
    expect(outcome.extractedFields.gstin).toBe(tampered);
    expect(outcome.fieldConfidence.gstin).toBeLessThan(0.8);
    expect(outcome.verificationFlags.gstin).toBe('mandatory_verification');
    expect(outcome.confidence).toBeLessThan(valid.confidence);
  });

  test('reads a PAN card by OCR', async () => {
    const outcome = await extractor.extract(png(await panCardPng(), 'PAN_CARD'));
    expect(outcome).toMatchObject({ category: 'PAN_CARD', textSource: 'ocr' });
    expect(outcome.extractedFields).toMatchObject({
      pan: sampleCompany.pan,
      companyName: sampleCompany.name,
      dateOfIncorporation: sampleCompany.dateOfIncorporation,
    });
    expect(outcome.verificationFlags.pan).toBe('mandatory_verification');
  });

  test('recognises a board resolution, guessing the company name with a flag', async () => {
    const outcome = await extractor.extract(pdf(await boardResolutionPdf()));
    expect(outcome.category).toBe('BOARD_RESOLUTION');
    expect(outcome.extractedFields).toMatchObject({ companyName: sampleCompany.name, cin: sampleCompany.cin });
    expect(outcome.extractedFields.directors?.map(({ din }) => din)).toEqual(
      sampleCompany.directors.map(({ din }) => din),
    );
    expect(outcome.fieldConfidence.companyName).toBeLessThan(0.8);
    expect(outcome.verificationFlags).toEqual({ companyName: 'mandatory_verification' });
  });
});

describe('documents the built-in extractor cannot read', () => {
  test('fails on a blank image, saying nothing could be read', async () => {
    const { reason } = await failure(blankPng().then((content) => png(content)));
    expect(reason).toMatch(/no text could be read/i);
  });

  test('fails on a PDF with too little text, saying how much there is', async () => {
    const { reason } = await failure(shortTextPdf().then((content) => pdf(content)));
    expect(reason).toMatch(/too little readable text \(\d+ letters and digits; at least 40/);
  });

  test('fails on a corrupt PDF', async () => {
    const { reason } = await failure(Promise.resolve(pdf(corruptPdf())));
    expect(reason).toMatch(/PDF could not be opened: the file is damaged or not a PDF/);
  });
});
