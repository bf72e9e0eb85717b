import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { config, resetConfig } from '../../../../platform/config.js';
import { OpenAiCompatibleServer } from '../../../../test/support/openai-compatible-server.js';
import {
  gstCertificatePdf,
  incorporationCertificatePdf,
  sampleCompany,
  shortTextPdf,
  withWrongCheckCharacter,
} from '../../../../test/support/sample-documents.js';
import { ExtractionFailure, type DocumentExtractor, type ExtractionInput } from './extractor.js';
import { documentExtractor } from './index.js';

const server = new OpenAiCompatibleServer();
const ENVIRONMENT = [
  'DOCUMENT_EXTRACTOR',
  'EXTRACTION_LLM_URL',
  'EXTRACTION_LLM_API_KEY',
  'EXTRACTION_LLM_MODEL',
  'EXTRACTION_LLM_TIMEOUT_MS',
] as const;
const saved = Object.fromEntries(ENVIRONMENT.map((name) => [name, process.env[name]]));

function configure(environment: Partial<Record<(typeof ENVIRONMENT)[number], string>>): void {
  for (const name of ENVIRONMENT) {
    if (environment[name] === undefined) delete process.env[name];
    else process.env[name] = environment[name];
  }
  resetConfig();
}

const openAiEnvironment = (overrides: Partial<Record<(typeof ENVIRONMENT)[number], string>> = {}) => ({
  DOCUMENT_EXTRACTOR: 'openai',
  EXTRACTION_LLM_URL: server.baseUrl,
  EXTRACTION_LLM_API_KEY: server.apiKey,
  EXTRACTION_LLM_MODEL: 'extraction-test-model',
  EXTRACTION_LLM_TIMEOUT_MS: '2000',
  ...overrides,
});

let extractor: DocumentExtractor;
let certificate: ExtractionInput;

beforeAll(async () => {
  await server.start();
  configure(openAiEnvironment());
  extractor = documentExtractor(config());
  certificate = {
    content: await incorporationCertificatePdf(),
    contentType: 'application/pdf',
    documentType: 'CERTIFICATE_OF_INCORPORATION',
  };
});
afterEach(() => {
  server.reset();
});
afterAll(async () => {
  await extractor.close();
  await server.stop();
  configure(saved);
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the extraction to fail');
    },
    (error: unknown) => error,
  );
}

describe('the OpenAI-compatible extractor', () => {
  test('is the extractor DOCUMENT_EXTRACTOR=openai names; builtin is the default', () => {
    expect(extractor.name).toBe('openai');
    configure({});
    const builtin = documentExtractor(config());
    expect(builtin.name).toBe('builtin');
    configure(openAiEnvironment());
    return builtin.close();
  });

  test("sends the document's text to the configured model with the API key, asking for JSON", async () => {
    server.answerWith({ category: 'INCORPORATION_CERT', categoryConfidence: 0.9, fields: {} });
    await extractor.extract(certificate);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request.authorization).toBe(`Bearer ${server.apiKey}`);
    expect(request.model).toBe('extraction-test-model');
    expect(request.responseFormat).toEqual({ type: 'json_object' });
    const [system, user] = request.messages;
    expect(system).toMatchObject({ role: 'system' });
    expect(system.content).toMatch(/"category"/);
    expect(system.content).toContain('INCORPORATION_CERT');
    expect(user).toMatchObject({ role: 'user' });
    expect(user.content).toContain(`Corporate Identity Number (CIN): ${sampleCompany.cin}`);
    expect(user.content).toContain(`Name of the Company: ${sampleCompany.name}`);
  });

  test("takes the category, fields and confidences from the model's answer, with the shared verification rules", async () => {
    server.answerWith({
      category: 'INCORPORATION_CERT',
      categoryConfidence: 0.95,
      fields: {
        companyName: { value: sampleCompany.name, confidence: 0.97 },
        cin: { value: sampleCompany.cin, confidence: 0.99 },
        dateOfIncorporation: { value: '2019-03-12', confidence: 0.9 },
        authorizedCapital: { value: 1000000, confidence: 0.85 },
        paidUpCapital: { value: 'Rs. 1,00,000', confidence: 0.7 },
        directors: {
          value: [{ name: 'Anita Sharma', din: '01234567', designation: 'Managing Director' }, { name: 'Rahul Mehta' }],
          confidence: 0.88,
        },
      },
    });
    const outcome = await extractor.extract(certificate);
    expect(outcome).toMatchObject({ category: 'INCORPORATION_CERT', textSource: 'pdf-text' });
    expect(outcome.extractedFields).toEqual({
      companyName: sampleCompany.name,
      cin: sampleCompany.cin,
      dateOfIncorporation: '2019-03-12',
      authorizedCapital: 1_000_000,
      paidUpCapital: 100_000,
      directors: [{ name: 'Anita Sharma', din: '01234567', designation: 'Managing Director' }, { name: 'Rahul Mehta' }],
    });
    expect(outcome.fieldConfidence).toEqual({
      companyName: 0.97,
      cin: 0.99,
      dateOfIncorporation: 0.9,
      authorizedCapital: 0.85,
      paidUpCapital: 0.7,
      directors: 0.88,
    });
    expect(outcome.verificationFlags).toEqual({
      companyName: 'mandatory_verification',
      cin: 'mandatory_verification',
      dateOfIncorporation: 'mandatory_verification',
      paidUpCapital: 'mandatory_verification',
    });
    expect(outcome.confidence).toBeCloseTo(0.95 * ((0.97 + 0.99 + 0.9 + 0.85 + 0.7 + 0.88) / 6), 3);
  });

  test('drops values that are not what their field holds, clamps confidences, and distrusts a bad GSTIN checksum', async () => {
    server.answerWith({
      category: 'GST_CERTIFICATE',
      categoryConfidence: 1.7,
      fields: {
        gstin: { value: withWrongCheckCharacter(sampleCompany.gstin), confidence: 0.99 },
        companyName: { value: sampleCompany.name, confidence: -0.3 },
        cin: { value: 'not a CIN', confidence: 0.99 },
        pan: { value: 'aaaca 1234f', confidence: 2 },
        dateOfIncorporation: { value: '2019-02-30', confidence: 0.9 },
        authorizedCapital: { value: 'ten lakh', confidence: 0.9 },
        directors: { value: [{ din: '01234567' }, { name: 'Anita Sharma', din: 'DIN-1' }], confidence: 0.9 },
        favouriteColour: { value: 'blue', confidence: 1 },
      },
    });
    const outcome = await extractor.extract({ content: await gstCertificatePdf(), contentType: 'application/pdf' });
    expect(outcome.category).toBe('GST_CERTIFICATE');
    expect(outcome.extractedFields).toEqual({
      gstin: withWrongCheckCharacter(sampleCompany.gstin),
      companyName: sampleCompany.name,
      pan: 'AAACA1234F',
      directors: [{ name: 'Anita Sharma' }],
    });
    expect(outcome.fieldConfidence.companyName).toBe(0);
    expect(outcome.fieldConfidence.pan).toBe(1);
    expect(outcome.fieldConfidence.gstin).toBeLessThan(0.8);
    expect(outcome.verificationFlags.gstin).toBe('mandatory_verification');
  });

  test('calls a category outside the spec OTHER', async () => {
    server.answerWith({
      category: 'PASSPORT',
      categoryConfidence: 0.99,
      fields: { companyName: { value: sampleCompany.name, confidence: 0.9 } },
    });
    const outcome = await extractor.extract(certificate);
    expect(outcome.category).toBe('OTHER');
    expect(outcome.extractedFields).toEqual({ companyName: sampleCompany.name });
    expect(outcome.confidence).toBeLessThanOrEqual(0.5);
    expect(outcome.verificationFlags).toEqual({});
  });

  test('does not call the model for a document with too little text, failing it for good', async () => {
    const error = await rejection(extractor.extract({ content: await shortTextPdf(), contentType: 'application/pdf' }));
    expect(error).toBeInstanceOf(ExtractionFailure);
    expect(server.requests).toHaveLength(0);
  });

  test('lets a server error, an answer that is not JSON and a timeout fail the attempt as transient errors', async () => {
    server.failWith(500);
    const serverError = await rejection(extractor.extract(certificate));
    expect(serverError).toBeInstanceOf(Error);
    expect(serverError).not.toBeInstanceOf(ExtractionFailure);
    expect((serverError as { status?: number }).status).toBe(500);
    expect(server.requests).toHaveLength(1);

    server.reset().answerWith('Sure! Here are the fields: company name ACME');
    const notJson = await rejection(extractor.extract(certificate));
    expect(notJson).toBeInstanceOf(Error);
    expect(notJson).not.toBeInstanceOf(ExtractionFailure);
    expect((notJson as Error).message).toMatch(/not JSON/);

    configure(openAiEnvironment({ EXTRACTION_LLM_TIMEOUT_MS: '300' }));
    const impatient = documentExtractor(config());
    server.reset().hang();
    const started = Date.now();
    const timeout = await rejection(impatient.extract(certificate));
    expect(timeout).toBeInstanceOf(Error);
    expect(timeout).not.toBeInstanceOf(ExtractionFailure);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(server.requests).toHaveLength(1);
    await impatient.close();
    configure(openAiEnvironment());
  });

  test('is refused by the endpoint with a wrong API key', async () => {
    configure(openAiEnvironment({ EXTRACTION_LLM_API_KEY: 'sk-wrong' }));
    const refused = documentExtractor(config());
    const error = await rejection(refused.extract(certificate));
    await refused.close();
    configure(openAiEnvironment());
    expect((error as { status?: number }).status).toBe(401);
    expect(error).not.toBeInstanceOf(ExtractionFailure);
    expect(server.requests).toHaveLength(0);
  });
});
