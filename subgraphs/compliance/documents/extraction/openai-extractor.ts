import type OpenAI from 'openai';
import { z } from 'zod';
import type { Config } from '../../../../platform/config.js';
import { loadOnFirstUse } from '../../../../platform/lazy.js';
import { DocumentTextReader } from './document-text.js';
import {
  DOCUMENT_CATEGORIES,
  type Director,
  type DocumentCategory,
  type DocumentExtractor,
  type ExtractedFields,
  type ExtractionInput,
  type ExtractionOutcome,
} from './extractor.js';
import {
  CIN,
  DIN,
  GSTIN,
  normalizedIdentifier,
  PAN,
  structuralConfidence,
  type IdentifierFormat,
} from './identifiers.js';
import { normalizedAmount, normalizedDate } from './values.js';
import { extractionOutcome, roundConfidence, type FieldName } from './verification.js';

/**
 * Extraction by a model behind an OpenAI-compatible chat-completions endpoint. The document's text is read
 * here as for the built-in extractor (so what is unreadable fails the same way, and no file leaves the
 * machine, only its text); the model classifies it and picks the fields. Its answer is checked like any
 * outside input: values that are not what the field holds are dropped, confidences are clamped.
 *
 * Failures of the endpoint (network, 5xx, timeout) and answers that are not JSON propagate as ordinary errors,
 * which the job queue retries; the client itself does not retry, so that one attempt is one call.
 */

/** Documents run to a few pages; beyond this the fields sought have long been stated. */
const MAX_DOCUMENT_CHARACTERS = 24_000;
/** The confidence of a value the model gave without one: low enough that a person checks it. */
const UNSTATED_CONFIDENCE = 0.5;

const FIELD_DESCRIPTIONS: Readonly<Record<FieldName, string>> = {
  companyName: "the company's name exactly as written",
  cin: 'Corporate Identity Number, 21 characters (e.g. U72900MH2019PTC123456)',
  pan: 'Permanent Account Number, 10 characters (e.g. AAACA1234F)',
  gstin: 'GST Identification Number, 15 characters (e.g. 27AAACA1234F1ZA)',
  dateOfIncorporation: 'date of incorporation as an ISO date YYYY-MM-DD',
  registeredAddress: 'registered office address on one line',
  authorizedCapital: 'authorised capital in rupees as a plain number (Rs. 10,00,000 is 1000000)',
  paidUpCapital: 'paid-up capital in rupees as a plain number',
  directors:
    'array of {"name": string, "din": 8-digit Director Identification Number if stated, "designation": if stated}',
};

export const EXTRACTION_SYSTEM_PROMPT = [
  'You read Indian company compliance documents and extract fields for a person to verify.',
  'Answer with one JSON object and nothing else, of this shape:',
  '{"category": string, "categoryConfidence": number, "fields": {"<field name>": {"value": <value>, "confidence": number}}}',
  `category is one of: ${DOCUMENT_CATEGORIES.join(', ')}.`,
  'Fields (include only those the document states; never guess or derive a value):',
  ...Object.entries(FIELD_DESCRIPTIONS).map(([name, description]) => `- ${name}: ${description}`),
  'Every confidence is between 0 and 1: how sure you are that the value is exactly what the document states.',
].join('\n');

// ---------------------------------------------------------------------------------------------------------------
// Checking the answer.

const answerSchema = z.object({
  category: z.string().optional().catch(undefined),
  categoryConfidence: z.number().optional().catch(undefined),
  fields: z.record(z.string(), z.unknown()).catch({}).default({}),
});

/** A field as the prompt asks for it, or (leniently) a bare value without a confidence. */
const fieldEntrySchema = z
  .object({ value: z.unknown(), confidence: z.number().optional().catch(undefined) })
  .catch((context) => ({ value: context.value, confidence: undefined }));

const text = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(2).max(300));
const directorSchema = z.object({
  name: text,
  din: z.unknown().optional(),
  designation: text.optional().catch(undefined),
});

function identifier(format: IdentifierFormat) {
  return (value: unknown) => {
    const normalized = normalizedIdentifier(format, value);
    return normalized === undefined
      ? undefined
      : { value: normalized, structure: structuralConfidence(format, normalized) };
  };
}

function directors(value: unknown): { value: Director[] } | undefined {
  if (!Array.isArray(value)) return undefined;
  const valid = value.flatMap((entry): Director[] => {
    const parsed = directorSchema.safeParse(entry);
    if (!parsed.success) return [];
    const din = normalizedIdentifier(
      DIN,
      typeof parsed.data.din === 'number' ? String(parsed.data.din).padStart(8, '0') : parsed.data.din,
    );
    return [
      {
        name: parsed.data.name,
        ...(din ? { din } : {}),
        ...(parsed.data.designation ? { designation: parsed.data.designation } : {}),
      },
    ];
  });
  return valid.length > 0 ? { value: valid } : undefined;
}

const defined = <T>(value: T | undefined) => (value === undefined ? undefined : { value });

/** Each field's check: its normalised value, and how far its structure vouches for it (a GSTIN's checksum). */
const FIELD_CHECKS: {
  readonly [K in FieldName]: (
    value: unknown,
  ) => { value: NonNullable<ExtractedFields[K]>; structure?: number } | undefined;
} = {
  companyName: (value) => defined(text.safeParse(value).data),
  registeredAddress: (value) => defined(text.safeParse(value).data),
  cin: identifier(CIN),
  pan: identifier(PAN),
  gstin: identifier(GSTIN),
  dateOfIncorporation: (value) => defined(normalizedDate(value)),
  authorizedCapital: (value) => defined(normalizedAmount(value)),
  paidUpCapital: (value) => defined(normalizedAmount(value)),
  directors,
};

const clamp = (confidence: number | undefined) =>
  confidence === undefined ? UNSTATED_CONFIDENCE : roundConfidence(confidence);

interface ModelAnswer {
  readonly category: DocumentCategory;
  readonly categoryConfidence: number;
  readonly fields: ExtractedFields;
  readonly fieldConfidence: Record<string, number>;
}

/** The model's answer, checked; a reply that is not a JSON object is an error (a retry may fare better). */
export function parseModelAnswer(content: string): ModelAnswer {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new Error(`The extraction model's answer is not JSON: ${content.slice(0, 120)}`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error(`The extraction model's answer is not a JSON object: ${content.slice(0, 120)}`);
  }
  const answer = answerSchema.parse(json);
  const named = answer.category?.trim().toUpperCase();
  const known = DOCUMENT_CATEGORIES.find((category) => category === named);
  const categoryConfidence = clamp(answer.categoryConfidence);
  const fields: Record<string, unknown> = {};
  const fieldConfidence: Record<string, number> = {};
  for (const [name, entry] of Object.entries(answer.fields)) {
    if (!(name in FIELD_CHECKS)) continue;
    const { value, confidence } = fieldEntrySchema.parse(entry);
    const checked = FIELD_CHECKS[name as FieldName](value);
    if (!checked) continue;
    fields[name] = checked.value;
    fieldConfidence[name] = roundConfidence(clamp(confidence) * (checked.structure ?? 1));
  }
  return {
    // A category outside the spec's list is no category the platform knows: the document is "other", uncertainly.
    category: known ?? 'OTHER',
    categoryConfidence: known ? categoryConfidence : Math.min(categoryConfidence, UNSTATED_CONFIDENCE),
    fields: fields,
    fieldConfidence,
  };
}

// ---------------------------------------------------------------------------------------------------------------

/** The OpenAI client library, loaded by the first extraction rather than by every compliance subgraph at start. */
const openAi = loadOnFirstUse(() => import('openai'));

export class OpenAiExtractor implements DocumentExtractor {
  readonly name = 'openai';
  readonly #client: () => Promise<OpenAI>;
  readonly #model: string;

  constructor(
    settings: Pick<
      Config,
      'EXTRACTION_LLM_URL' | 'EXTRACTION_LLM_API_KEY' | 'EXTRACTION_LLM_TIMEOUT_MS' | 'EXTRACTION_LLM_MODEL'
    >,
    private readonly reader: DocumentTextReader = new DocumentTextReader(),
  ) {
    this.#client = loadOnFirstUse(async () => {
      const { default: Client } = await openAi();
      return new Client({
        baseURL: settings.EXTRACTION_LLM_URL,
        apiKey: settings.EXTRACTION_LLM_API_KEY ?? 'none',
        timeout: settings.EXTRACTION_LLM_TIMEOUT_MS,
        maxRetries: 0,
      });
    });
    this.#model = settings.EXTRACTION_LLM_MODEL;
  }

  async extract(input: ExtractionInput): Promise<ExtractionOutcome> {
    const document = await this.reader.read(input);
    const client = await this.#client();
    const completion = await client.chat.completions.create({
      model: this.#model,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: EXTRACTION_SYSTEM_PROMPT },
        {
          role: 'user',
          content: `Document text (read from ${document.source === 'ocr' ? 'a scan by OCR' : 'a PDF'}):\n\n${document.text.slice(0, MAX_DOCUMENT_CHARACTERS)}`,
        },
      ],
    });
    const content = completion.choices[0]?.message.content;
    if (!content) throw new Error('The extraction model gave no answer');
    return extractionOutcome({ document, ...parseModelAnswer(content) });
  }

  /** Releases the OCR worker; the HTTP client holds nothing that needs closing. */
  close(): Promise<void> {
    return this.reader.close();
  }
}
