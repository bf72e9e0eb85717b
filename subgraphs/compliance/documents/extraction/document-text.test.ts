import { afterAll, describe, expect, test } from '@jest/globals';
import {
  corruptPdf,
  incorporationCertificateJpeg,
  incorporationCertificatePdf,
  incorporationCertificateTiff,
  passwordProtectedPdf,
  sampleCompany,
  scannedIncorporationCertificatePdf,
} from '../../../../test/support/sample-documents.js';
import { DocumentTextReader, readingConfidence } from './document-text.js';
import { ExtractionFailure, type ExtractionInput } from './extractor.js';

const reader = new DocumentTextReader();
afterAll(() => reader.close());

async function failureOf(input: ExtractionInput): Promise<string> {
  const error = await reader.read(input).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(ExtractionFailure);
  return (error as ExtractionFailure).reason;
}

describe('reading the text of documents', () => {
  test("reads a PDF's text layer as written, fully trusted", async () => {
    const document = await reader.read({
      content: await incorporationCertificatePdf(),
      contentType: 'application/pdf',
    });
    expect(document.source).toBe('pdf-text');
    expect(document.text).toContain(`Corporate Identity Number (CIN): ${sampleCompany.cin}`);
    expect(document.words).toBeUndefined();
    expect(readingConfidence(document, 0, 20)).toBe(1);
  });

  test('OCRs a scanned PDF, whose pages are images without a text layer', async () => {
    const document = await reader.read({
      content: await scannedIncorporationCertificatePdf(),
      contentType: 'application/pdf',
    });
    expect(document.source).toBe('ocr');
    expect(document.text).toContain(sampleCompany.cin);
    const at = document.text.indexOf(sampleCompany.cin);
    const confidence = readingConfidence(document, at, at + sampleCompany.cin.length);
    expect(confidence).toBeGreaterThan(0.5);
    expect(confidence).toBeLessThan(1);
  });

  test.each([
    ['image/tiff', incorporationCertificateTiff],
    ['image/jpeg', incorporationCertificateJpeg],
  ] as const)('OCRs a %s image', async (contentType, make) => {
    const document = await reader.read({ content: await make(), contentType });
    expect(document.source).toBe('ocr');
    expect(document.text).toContain('Certificate of Incorporation');
    expect(document.text).toContain(sampleCompany.cin);
    expect(document.words?.length).toBeGreaterThan(50);
  });

  test('keeps working after close: the OCR worker is started again on demand', async () => {
    await reader.close();
    const document = await reader.read({ content: await incorporationCertificateTiff(), contentType: 'image/tiff' });
    expect(document.text).toContain(sampleCompany.name);
  });

  test('fails with a clear reason on files that cannot be read', async () => {
    expect(await failureOf({ content: corruptPdf(), contentType: 'application/pdf' })).toMatch(/damaged or not a PDF/);
    expect(await failureOf({ content: await passwordProtectedPdf(), contentType: 'application/pdf' })).toMatch(
      /password-protected/,
    );
    expect(
      await failureOf({ content: Buffer.from('these bytes are no picture at all'), contentType: 'image/png' }),
    ).toMatch(/image could not be decoded/);
  });
});
