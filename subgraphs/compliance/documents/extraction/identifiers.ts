/**
 * The Indian registration identifiers a compliance document carries, their structure, and the repair of the
 * character confusions OCR typically makes in them. Every position of these identifiers is either a letter or a
 * digit, so a misread character can usually be put right from its position alone (an `O` where a digit must
 * stand is a `0`); a repaired value is still less certain than one read as it is, which callers show by lowering
 * its confidence.
 */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const ALPHANUMERIC = DIGITS + LETTERS;

export interface IdentifierFormat {
  readonly name: string;
  /** The characters allowed at each position. */
  readonly positions: readonly string[];
  /** The whole identifier, anchored. */
  readonly pattern: RegExp;
}

function format(name: string, pattern: RegExp, ...runs: [allowed: string, count: number][]): IdentifierFormat {
  return { name, pattern, positions: runs.flatMap(([allowed, count]) => Array<string>(count).fill(allowed)) };
}

/** Corporate Identity Number: listing status, industry code, state, year, company class, registration number. */
export const CIN = format(
  'CIN',
  /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/,
  ['LU', 1],
  [DIGITS, 5],
  [LETTERS, 2],
  [DIGITS, 4],
  [LETTERS, 3],
  [DIGITS, 6],
);
/** Permanent Account Number. */
export const PAN = format('PAN', /^[A-Z]{5}\d{4}[A-Z]$/, [LETTERS, 5], [DIGITS, 4], [LETTERS, 1]);
/** GST Identification Number: state code, the holder's PAN, entity number, `Z`, check character. */
export const GSTIN = format(
  'GSTIN',
  /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
  [DIGITS, 2],
  [LETTERS, 5],
  [DIGITS, 4],
  [LETTERS, 1],
  [ALPHANUMERIC.slice(1), 1],
  ['Z', 1],
  [ALPHANUMERIC, 1],
);
/** Director Identification Number. */
export const DIN = format('DIN', /^\d{8}$/, [DIGITS, 8]);

/** The fourth PAN character is the holder's kind (company, person, firm, trust, ...); other letters are misreads. */
const PAN_HOLDER_KINDS = 'ABCEFGHJLPT';

/** What OCR reads instead of a digit, and instead of a letter (shapes that look alike). */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  J: '1',
  Z: '2',
  A: '4',
  S: '5',
  G: '6',
  T: '7',
  B: '8',
};
const LETTER_LOOKALIKES: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '4': 'A',
  '5': 'S',
  '6': 'G',
  '7': 'T',
  '8': 'B',
};

function lookalikeFitting(character: string, allowed: string): string | undefined {
  const candidate = DIGIT_LOOKALIKES[character] ?? LETTER_LOOKALIKES[character];
  return candidate !== undefined && allowed.includes(candidate) ? candidate : undefined;
}

export interface IdentifierReading {
  readonly value: string;
  /** Characters replaced by a look-alike or dropped as spurious; 0 when the text was already valid. */
  readonly repairs: number;
}

/**
 * Reads `raw` as an identifier of `format`, allowing up to `maxRepairs` repairs: a character replaced by the
 * look-alike its position requires, or a spurious character dropped (OCR sometimes reads one glyph as two, as in
 * `AAACA1234F` read as `AAACAL1234F`). Among the possible readings the one with the fewest repairs wins; between
 * equally many, dropping a character that looks like its neighbour (the `L` before the `1` above: a shadow of
 * that glyph) is preferred to dropping any other.
 */
export function readIdentifier(raw: string, format: IdentifierFormat, maxRepairs = 2): IdentifierReading | undefined {
  const text = raw
    .toUpperCase()
    .replace(/\|/g, 'I')
    .replace(/[^A-Z0-9]/g, '');
  const slots = format.positions;
  if (text.length < slots.length || text.length > slots.length + maxRepairs) return undefined;
  const isShadow = (index: number) => {
    const lookalikes = [DIGIT_LOOKALIKES[text[index]], LETTER_LOOKALIKES[text[index]]];
    return lookalikes.some(
      (lookalike) => lookalike !== undefined && (lookalike === text[index - 1] || lookalike === text[index + 1]),
    );
  };
  // best[i][j]: the cheapest reading of the first i characters of text filling the first j positions.
  type Partial = { repairs: number; cost: number; value: string };
  const best: (Partial | undefined)[][] = Array.from({ length: text.length + 1 }, () =>
    Array<Partial | undefined>(slots.length + 1).fill(undefined),
  );
  best[0][0] = { repairs: 0, cost: 0, value: '' };
  const offer = (i: number, j: number, from: Partial, cost: number, character = '') => {
    const current = best[i][j];
    const repairs = from.repairs + (cost > 0 ? 1 : 0);
    if (repairs <= maxRepairs && (!current || from.cost + cost < current.cost))
      best[i][j] = { repairs, cost: from.cost + cost, value: from.value + character };
  };
  for (let i = 0; i < text.length; i++) {
    for (let j = 0; j <= slots.length; j++) {
      const here = best[i][j];
      if (!here) continue;
      const character = text[i];
      offer(i + 1, j, here, isShadow(i) ? 0.9 : 1);
      if (j === slots.length) continue;
      if (slots[j].includes(character)) offer(i + 1, j + 1, here, 0, character);
      else {
        const lookalike = lookalikeFitting(character, slots[j]);
        if (lookalike) offer(i + 1, j + 1, here, 1, lookalike);
      }
    }
  }
  const reading = best[text.length][slots.length];
  return reading && format.pattern.test(reading.value) ? { value: reading.value, repairs: reading.repairs } : undefined;
}

/** The GSTIN check character of the first 14 characters (the published base-36 weighted checksum). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = ALPHANUMERIC.indexOf(first14[index]) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHANUMERIC[(36 - (sum % 36)) % 36];
}

export function hasValidGstinChecksum(gstin: string): boolean {
  return GSTIN.pattern.test(gstin) && gstinCheckCharacter(gstin) === gstin[14];
}

/**
 * How far an identifier's own structure vouches for it, 0..1: full for a well-formed value, less for a PAN of
 * an unknown holder kind, and much less for a GSTIN whose check character disagrees (one of its characters was
 * misread or mistyped, and nothing tells which).
 */
export function structuralConfidence(format: IdentifierFormat, value: string): number {
  if (!format.pattern.test(value)) return 0;
  if (format === GSTIN) return hasValidGstinChecksum(value) ? 1 : 0.4;
  if (format === PAN) return PAN_HOLDER_KINDS.includes(value[3]) ? 1 : 0.7;
  return 1;
}

/** How much each repair lowers a value's confidence: one repair is already below the verification threshold. */
export const REPAIR_PENALTY = 0.75;

/** The identifier as the model or a person wrote it, normalised (case, spaces), or undefined when malformed. */
export function normalizedIdentifier(format: IdentifierFormat, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const normalized = value.toUpperCase().replace(/[\s-]/g, '');
  return format.pattern.test(normalized) ? normalized : undefined;
}
