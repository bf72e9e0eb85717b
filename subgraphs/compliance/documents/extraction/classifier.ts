import type { DocumentCategory } from './extractor.js';

/**
 * Tells the category of a document from its text by weighted evidence: phrases that (nearly) only a document
 * of one category carries weigh most ("Form GST REG-06"), phrases many documents share weigh little ("Ministry
 * of Corporate Affairs"). Each phrase counts once, so a long document does not win by repetition.
 */

type Evidence = readonly (readonly [phrase: string, weight: number])[];

const EVIDENCE: Readonly<Record<Exclude<DocumentCategory, 'OTHER'>, Evidence>> = {
  INCORPORATION_CERT: [
    ['certificate of incorporation', 4],
    ['is incorporated on', 2],
    ['registrar of companies', 1.5],
    ['corporate identity number', 1.5],
    ['limited by shares', 1],
    ['central registration centre', 1],
    ['hereby certify that', 1],
    ['ministry of corporate affairs', 0.5],
  ],
  GST_CERTIFICATE: [
    ['form gst reg 06', 4],
    ['goods and services tax', 2],
    ['date of liability', 2],
    ['registration certificate', 1.5],
    ['principal place of business', 1.5],
    ['constitution of business', 1.5],
    ['gstin', 1.5],
    ['legal name', 1],
    ['trade name', 1],
    ['type of registration', 1],
  ],
  PAN_CARD: [
    ['permanent account number card', 4],
    ['income tax department', 3],
    ['permanent account number', 1.5],
    ['govt of india', 0.5],
  ],
  BOARD_RESOLUTION: [
    ['resolved that', 3],
    ['certified true copy', 2],
    ['meeting of the board', 2],
    ['resolved further that', 2],
    ['board of directors', 1.5],
    ['be and is hereby authorised', 1.5],
    ['be and is hereby authorized', 1.5],
    ['resolution', 1],
  ],
  FINANCIAL_STATEMENT: [
    ['balance sheet', 3],
    ['statement of profit and loss', 3],
    ['profit and loss account', 2],
    ['cash flow statement', 2],
    ['revenue from operations', 1.5],
    ['notes to financial statements', 1.5],
    ['notes forming part of the financial statements', 1.5],
    ['shareholders funds', 1],
    ['total assets', 1],
    ['total equity and liabilities', 1],
  ],
  ANNUAL_RETURN: [
    ['form mgt 7', 4],
    ['form mgt 7a', 4],
    ['annual return', 3],
    ['section 92', 2],
    ['registration and other details', 1.5],
    ['principal business activities', 1],
  ],
  DIRECTOR_KYC: [
    ['dir 3 kyc', 4],
    ['kyc of directors', 2],
    ['director identification number', 1],
    ['know your customer', 1],
    ['aadhaar', 1],
    ['mobile number', 0.5],
  ],
};

/** Below this much evidence a document is not called any category. */
const MIN_EVIDENCE = 2.5;
/** Scores closer than the smallest weight are a tie: the text cannot tell the categories apart. */
const TIE = 0.5;

/** The uploader's document types, as the spec names them, and the category each means. */
const HINTED_CATEGORY: Readonly<Record<string, DocumentCategory>> = {
  CERTIFICATE_OF_INCORPORATION: 'INCORPORATION_CERT',
  PAN_CARD: 'PAN_CARD',
  GST_CERTIFICATE: 'GST_CERTIFICATE',
  FINANCIAL_STATEMENT: 'FINANCIAL_STATEMENT',
};

export interface Classification {
  readonly category: DocumentCategory;
  /** 0..1 */
  readonly confidence: number;
}

/** Lower case, words separated by single spaces: "Form GST REG-06" and "form gst reg 06" read the same. */
const normalized = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** The category of a document's text. `documentType`, what the uploader said it is, can only break a tie. */
export function classifyDocument(text: string, documentType?: string | null): Classification {
  const words = normalized(text);
  const scores = Object.entries(EVIDENCE)
    .map(([category, evidence]) => ({
      category: category as DocumentCategory,
      score: evidence.reduce((sum, [phrase, weight]) => (words.includes(normalized(phrase)) ? sum + weight : sum), 0),
    }))
    .sort((a, b) => b.score - a.score);
  const [top, second] = [scores[0], scores[1]];
  if (top.score < MIN_EVIDENCE) {
    // Nothing speaks for a known category; the less anything does, the surer "other" is.
    return { category: 'OTHER', confidence: round(0.7 - (0.2 * top.score) / MIN_EVIDENCE) };
  }
  const hinted = documentType ? (HINTED_CATEGORY[documentType.toUpperCase()] ?? documentType.toUpperCase()) : undefined;
  const tied = scores.filter(({ score }) => top.score - score < TIE);
  const chosen = tied.find(({ category }) => category === hinted) ?? top;
  const runnerUp = chosen === top ? second : top;
  // Strength grows with the evidence and saturates; the margin over the runner-up halves it at a tie.
  const strength = 1 - Math.exp(-chosen.score / 3);
  const margin = Math.max(chosen.score - runnerUp.score, 0) / chosen.score;
  return { category: chosen.category, confidence: round(strength * (0.5 + 0.5 * margin)) };
}

const round = (confidence: number) => Math.round(confidence * 1000) / 1000;
