import type { DocumentText } from './document-text.js';
import type { DocumentCategory, ExtractedFields, ExtractionOutcome, VerificationFlag } from './extractor.js';

/**
 * The rules both extractors apply to what they found, so that a person checks the same fields whichever one
 * ran: which fields each category must have, when a field needs a person's eye, and the overall confidence.
 */

export type FieldName = keyof ExtractedFields;

/** The fields that identify a document of each category; a person confirms them, and is told when one is missing. */
export const MANDATORY_FIELDS: Readonly<Record<DocumentCategory, readonly FieldName[]>> = {
  INCORPORATION_CERT: ['companyName', 'cin', 'dateOfIncorporation'],
  GST_CERTIFICATE: ['gstin', 'companyName'],
  PAN_CARD: ['pan'],
  BOARD_RESOLUTION: ['companyName'],
  FINANCIAL_STATEMENT: ['companyName'],
  ANNUAL_RETURN: ['companyName', 'cin'],
  DIRECTOR_KYC: ['directors'],
  OTHER: [],
};

/** A field read with less confidence than this is shown for verification even when it is not mandatory. */
export const VERIFICATION_THRESHOLD = 0.8;

export function verificationFlags(
  category: DocumentCategory,
  fieldConfidence: Readonly<Record<string, number>>,
): Record<string, VerificationFlag> {
  const flagged = new Set<string>(MANDATORY_FIELDS[category]);
  for (const [field, confidence] of Object.entries(fieldConfidence)) {
    if (confidence < VERIFICATION_THRESHOLD) flagged.add(field);
  }
  return Object.fromEntries([...flagged].map((field) => [field, 'mandatory_verification' as const]));
}

/**
 * Overall confidence = category confidence × the mean confidence over the fields found and the category's
 * mandatory fields, a missing mandatory field counting as 0. So an outcome is only as sure as both its
 * category and its fields, and a document lacking what identifies it cannot look certain; a document with
 * nothing to find (OTHER, no fields) is as sure as its category.
 */
export function overallConfidence(
  category: DocumentCategory,
  categoryConfidence: number,
  fieldConfidence: Readonly<Record<string, number>>,
): number {
  const considered = new Set([...Object.keys(fieldConfidence), ...MANDATORY_FIELDS[category]]);
  const fieldMean =
    considered.size === 0
      ? 1
      : [...considered].reduce((sum, field) => sum + (fieldConfidence[field] ?? 0), 0) / considered.size;
  return roundConfidence(categoryConfidence * fieldMean);
}

export const roundConfidence = (confidence: number) => Math.round(Math.min(Math.max(confidence, 0), 1) * 1000) / 1000;

/** The outcome of an extraction, with the shared flags and overall confidence. */
export function extractionOutcome(found: {
  document: DocumentText;
  category: DocumentCategory;
  categoryConfidence: number;
  fields: ExtractedFields;
  fieldConfidence: Readonly<Record<string, number>>;
}): ExtractionOutcome {
  const { document, category, categoryConfidence, fields, fieldConfidence } = found;
  return {
    category,
    extractedFields: fields,
    fieldConfidence,
    confidence: overallConfidence(category, categoryConfidence, fieldConfidence),
    verificationFlags: verificationFlags(category, fieldConfidence),
    textSource: document.source,
    characters: document.text.length,
  };
}
