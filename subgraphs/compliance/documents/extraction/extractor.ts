/**
 * What reads an uploaded compliance document: the built-in extractor (text layer and OCR, no network) or an
 * OpenAI-compatible model. Both answer the same outcome, so that the queue, the events and the human
 * verification never depend on which one ran.
 */

/** The extraction result categories of the compliance spec. */
export const DOCUMENT_CATEGORIES = [
  'INCORPORATION_CERT',
  'GST_CERTIFICATE',
  'PAN_CARD',
  'BOARD_RESOLUTION',
  'FINANCIAL_STATEMENT',
  'ANNUAL_RETURN',
  'DIRECTOR_KYC',
  'OTHER',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** The file types the spec accepts, as judged from the content. */
export const READABLE_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/tiff'] as const;
export type ReadableFileType = (typeof READABLE_FILE_TYPES)[number];

export interface ExtractionInput {
  readonly content: Buffer;
  readonly contentType: ReadableFileType;
  /** What the uploader said the document is (PAN_CARD, GST_CERTIFICATE, ...): a hint, never trusted over the text. */
  readonly documentType?: string | null;
}

/** The only flag value the spec shows; given to mandatory fields and to fields read with low confidence. */
export type VerificationFlag = 'mandatory_verification';

export interface Director {
  name: string;
  din?: string;
  designation?: string;
}

/**
 * Fields named as the entity's `profileData` keys, so that verified values can be saved onto the profile as
 * they are. Dates are ISO `YYYY-MM-DD`; amounts are numbers of rupees.
 */
export interface ExtractedFields {
  companyName?: string;
  cin?: string;
  pan?: string;
  gstin?: string;
  dateOfIncorporation?: string;
  registeredAddress?: string;
  authorizedCapital?: number;
  paidUpCapital?: number;
  directors?: Director[];
}

export interface ExtractionOutcome {
  readonly category: DocumentCategory;
  readonly extractedFields: ExtractedFields;
  /** 0..1 per key of `extractedFields`. */
  readonly fieldConfidence: Readonly<Record<string, number>>;
  /** 0..1 overall. */
  readonly confidence: number;
  /** Field name → flag, for fields a person must check (including mandatory fields the document lacked). */
  readonly verificationFlags: Readonly<Record<string, VerificationFlag>>;
  /** How the text was obtained. */
  readonly textSource: 'pdf-text' | 'ocr';
  /** Characters of text read from the document. */
  readonly characters: number;
}

/**
 * The document cannot be read (no text, too little text, a corrupt file): retrying will not help, so the job
 * fails at once with `reason` as the error of `extraction.failed`. Any other error is treated as transient.
 */
export class ExtractionFailure extends Error {
  override name = 'ExtractionFailure';
  constructor(readonly reason: string) {
    super(reason);
  }
}

export interface DocumentExtractor {
  /** `builtin` or `openai`, recorded with each job. */
  readonly name: string;
  extract(input: ExtractionInput): Promise<ExtractionOutcome>;
  /** Releases workers (the OCR engine) at shutdown. */
  close(): Promise<void>;
}
