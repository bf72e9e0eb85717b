import { readingConfidence, type DocumentText } from './document-text.js';
import type { Director, ExtractedFields } from './extractor.js';
import {
  CIN,
  DIN,
  GSTIN,
  PAN,
  readIdentifier,
  REPAIR_PENALTY,
  structuralConfidence,
  type IdentifierFormat,
} from './identifiers.js';
import { findAmount, findDate, type FoundAmount } from './values.js';
import { roundConfidence } from './verification.js';

/**
 * Finds the fields a compliance team checks in a document's text, as the document states them. Each field
 * gets a confidence of its own: how well its structure vouches for it (a valid identifier, a label naming it,
 * or a mere guess) times how sure the reading of the words it came from was.
 */
export interface FieldExtraction {
  readonly fields: ExtractedFields;
  /** 0..1 per key of `fields`. */
  readonly fieldConfidence: Record<string, number>;
}

interface Found<T> {
  readonly value: T;
  readonly confidence: number;
}

interface Region {
  readonly start: number;
  readonly end: number;
}

export function extractFields(document: DocumentText): FieldExtraction {
  const found: { [K in keyof Required<ExtractedFields>]: Found<NonNullable<ExtractedFields[K]>> | undefined } = {
    companyName: companyName(document),
    cin: identifier(document, CIN, 'CIN|Corporate\\s+Identi(?:ty|fication)\\s+(?:Number|No\\.?)', 3),
    pan: identifier(document, PAN, 'PAN|Permanent\\s+Account\\s+(?:Number|No\\.?)', 2),
    gstin: identifier(document, GSTIN, 'GSTIN(?:\\s*\\/\\s*UIN)?|GST\\s*(?:No\\.?|Number)|Registration\\s+Number', 3),
    dateOfIncorporation: dateOfIncorporation(document),
    registeredAddress: registeredAddress(document),
    authorizedCapital: capital(document, 'Authori[sz]ed\\s+(?:Share\\s+)?Capital'),
    paidUpCapital: capital(document, '(?:Subscribed\\s+and\\s+)?Paid[\\s-]*up\\s+(?:Share\\s+)?Capital'),
    directors: directors(document),
  };
  const fields: Record<string, unknown> = {};
  const fieldConfidence: Record<string, number> = {};
  for (const [name, field] of Object.entries(found)) {
    if (!field) continue;
    fields[name] = field.value;
    fieldConfidence[name] = roundConfidence(field.confidence);
  }
  return { fields: fields, fieldConfidence };
}

// ---------------------------------------------------------------------------------------------------------------
// Finding labelled values.

function lineEndAt(text: string, index: number): number {
  const end = text.indexOf('\n', index);
  return end === -1 ? text.length : end;
}

/** The next line after the one holding `index` that has any text, as a region. */
function nextLine(text: string, index: number): Region | undefined {
  for (let start = lineEndAt(text, index) + 1; start < text.length; start = lineEndAt(text, start) + 1) {
    const end = lineEndAt(text, start);
    if (text.slice(start, end).trim()) return { start, end };
  }
  return undefined;
}

/**
 * Where the values after a label stand: the rest of the label's line, or the next line when the label ends
 * its line (forms often put the value under the label). With `separated`, the label must be followed by a
 * colon or a dash or end its line, which keeps prose mentioning the same words out ("at the registered
 * office of the company"). A parenthesised abbreviation after the label, as in "Number (CIN):", is skipped;
 * OCR reads colons as semicolons at times, so those count too.
 */
function labelledRegions(text: string, label: string, { separated }: { separated: boolean }): Region[] {
  const separator = separated ? '(?:[:;\\-–]|(?=[ \\t]*(?:\\n|$)))' : '[:;\\-–]?';
  // Labels are whole words: "PAN" is not the middle of "Company".
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${label})(?![\\p{L}\\p{N}])(?:[ \\t]*\\([^)\\n]{1,15}\\))?[ \\t]*${separator}[ \\t]*`,
    'giu',
  );
  const regions: Region[] = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index + match[0].length;
    const end = lineEndAt(text, start);
    const region = text.slice(start, end).trim() ? { start, end } : nextLine(text, start);
    if (region) regions.push(region);
  }
  return regions;
}

const slice = (text: string, { start, end }: Region) => text.slice(start, end);

function clean(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .replace(/^[\s:;,.\-–]+|[\s:;,\-–]+$/g, '')
    .trim();
}

// ---------------------------------------------------------------------------------------------------------------
// Identifiers.

interface Candidate extends Region {
  readonly text: string;
}

/** Runs of up to three adjacent words of a region: OCR sometimes splits one identifier into several words. */
function candidates(text: string, region: Region): Candidate[] {
  const words = [...slice(text, region).matchAll(/\S+/g)].map((match) => ({
    start: region.start + match.index,
    end: region.start + match.index + match[0].length,
  }));
  const runs: Candidate[] = [];
  for (let first = 0; first < words.length; first++) {
    for (let last = first; last < Math.min(words.length, first + 3); last++) {
      const run = { start: words[first].start, end: words[last].end };
      runs.push({ ...run, text: slice(text, run) });
    }
  }
  return runs;
}

/**
 * An identifier: written exactly under its label, else written exactly anywhere, else repaired from what OCR
 * read under its label (look-alike characters, a spurious character), which lowers its confidence.
 */
function identifier(
  document: DocumentText,
  format: IdentifierFormat,
  label: string,
  maxRepairs: number,
): Found<string> | undefined {
  const { text } = document;
  const labelled = labelledRegions(text, label, { separated: false });
  const exactPattern = new RegExp(`(?<![A-Za-z0-9])${format.pattern.source.slice(1, -1)}(?![A-Za-z0-9])`, 'g');
  const exact = [...text.matchAll(exactPattern)];
  const inLabelled = exact.find((match) =>
    labelled.some((region) => match.index >= region.start && match.index < region.end),
  );
  const written = inLabelled ?? exact[0];
  if (written) {
    const value = written[0];
    return {
      value,
      confidence:
        structuralConfidence(format, value) * readingConfidence(document, written.index, written.index + value.length),
    };
  }
  let best: (Candidate & { value: string; repairs: number }) | undefined;
  for (const region of labelled.flatMap((region) =>
    [region, nextLine(text, region.start)].filter((r): r is Region => r !== undefined),
  )) {
    for (const candidate of candidates(text, region)) {
      const reading = readIdentifier(candidate.text, format, maxRepairs);
      if (reading && (!best || reading.repairs < best.repairs)) best = { ...candidate, ...reading };
    }
  }
  if (!best) return undefined;
  return {
    value: best.value,
    confidence:
      structuralConfidence(format, best.value) *
      REPAIR_PENALTY ** best.repairs *
      readingConfidence(document, best.start, best.end),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Company name.

const COMPANY_SUFFIX = /\b(?:PRIVATE\s+LIMITED|PVT\.?\s*LTD\.?|LIMITED|LTD\.?|LLP)$/i;
/** Words that show a line is prose about a company rather than the company's name on its own. */
const PROSE_WORDS =
  /\b(?:THE\s+BOARD|DIRECTORS|MEETING|RESOLUTION|RESOLVED|HELD|PASSED|CERTIFIED|COPY|ACCOUNT|WITH|HEREBY|UNDER)\b/i;

const LABELLED_NAMES: readonly { label: string; structure: number }[] = [
  {
    label:
      'Name\\s+of\\s+(?:the\\s+)?(?:Company|Entity|Business|LLP)|Company\\s+Name|Legal\\s+Name(?:\\s+of\\s+(?:the\\s+)?Business)?',
    structure: 0.95,
  },
  // A bare "Name" only as a form label at the start of a line (as on PAN cards), not "Trade Name, if any".
  { label: '(?<=^|\\n)[ \\t]*Name', structure: 0.9 },
];

function companyName(document: DocumentText): Found<string> | undefined {
  const { text } = document;
  const found = (region: Region, structure: number): Found<string> | undefined => {
    const value = clean(slice(text, region));
    if ((value.match(/\p{L}/gu)?.length ?? 0) < 3 || value.length > 150) return undefined;
    const suffixed = COMPANY_SUFFIX.test(value) ? 1 : 0.85;
    return { value, confidence: structure * suffixed * readingConfidence(document, region.start, region.end) };
  };
  for (const { label, structure } of LABELLED_NAMES) {
    for (const region of labelledRegions(text, label, { separated: true })) {
      const name = found(region, structure);
      if (name) return name;
    }
  }
  // "I hereby certify that ACME WIDGETS PRIVATE LIMITED is incorporated ...": the certificate's own wording.
  const certified = /certify\s+that\s+([\s\S]{3,150}?)\s+is\s+incorporated/i.exec(text);
  if (certified) {
    const start = certified.index + certified[0].indexOf(certified[1], 'certify that'.length);
    const name = found({ start, end: start + certified[1].length }, 0.95);
    if (name) return name;
  }
  return guessedCompanyName(document);
}

/**
 * Without a label, a line that is nothing but a company's name (a letterhead, "For ACME LIMITED" above a
 * signature) is a guess, stronger when the same name recurs; its confidence stays below the verification
 * threshold either way.
 */
function guessedCompanyName(document: DocumentText): Found<string> | undefined {
  const { text } = document;
  const guesses: { value: string; region: Region }[] = [];
  for (const line of text.matchAll(/^[ \t]*(?:For[ \t]+)?([^\n]{3,100})$/gim)) {
    const value = clean(line[1]);
    if (!COMPANY_SUFFIX.test(value) || PROSE_WORDS.test(value) || value.split(' ').length > 10 || /\d{4,}/.test(value))
      continue;
    const start = line.index + line[0].indexOf(line[1]);
    guesses.push({ value, region: { start, end: start + line[1].length } });
  }
  const occurrences = (value: string) => text.toUpperCase().split(value.toUpperCase()).length - 1;
  const best = guesses.sort((a, b) => occurrences(b.value) - occurrences(a.value))[0];
  if (!best) return undefined;
  const structure = occurrences(best.value) > 1 ? 0.7 : 0.6;
  return { value: best.value, confidence: structure * readingConfidence(document, best.region.start, best.region.end) };
}

// ---------------------------------------------------------------------------------------------------------------
// Dates, address, amounts.

function dateOfIncorporation(document: DocumentText): Found<string> | undefined {
  const { text } = document;
  const inRegion = (region: Region, structure: number): Found<string> | undefined => {
    const date = findDate(slice(text, region));
    if (!date) return undefined;
    const start = region.start + date.start;
    return {
      value: date.iso,
      confidence:
        structure * (date.repaired ? REPAIR_PENALTY : 1) * readingConfidence(document, start, region.start + date.end),
    };
  };
  for (const region of labelledRegions(text, 'Date\\s+of\\s+Incorporation(?:\\s*\\/\\s*Formation)?', {
    separated: true,
  })) {
    const date = inRegion(region, 1);
    if (date) return date;
  }
  // "... is incorporated on this 12th day of March 2019": the date follows within the sentence.
  for (const match of text.matchAll(/incorporated\s+on\s+(?:this\s+)?/gi)) {
    const start = match.index + match[0].length;
    const date = inRegion({ start, end: Math.min(text.length, start + 40) }, 0.95);
    if (date) return date;
  }
  return undefined;
}

const PIN_CODE = /\b[1-9]\d{5}\b/;
/** A line that starts another labelled entry ("Authorised Capital:", "5. Date of Liability") ends an address. */
const STARTS_ENTRY = /^\s*(?:\d{1,2}[.)]\s|[^:;\n]{1,40}[:;])/;

function registeredAddress(document: DocumentText): Found<string> | undefined {
  const { text } = document;
  const label =
    'Registered\\s+Office(?:\\s+Address)?|Registered\\s+Address|Address\\s+of\\s+(?:the\\s+)?Registered\\s+Office';
  for (const first of labelledRegions(text, label, { separated: true })) {
    let region = first;
    // An address wraps onto following lines until its PIN code, within reason.
    for (let extra = 0; extra < 2 && !PIN_CODE.test(slice(text, region)); extra++) {
      const next = nextLine(text, region.end - 1);
      if (!next || STARTS_ENTRY.test(slice(text, next))) break;
      region = { start: region.start, end: next.end };
    }
    const value = clean(slice(text, region)).replace(/[.,]$/, '');
    if ((value.match(/\p{L}/gu)?.length ?? 0) < 8) continue;
    const structure = PIN_CODE.test(value) ? 1 : 0.75;
    return { value, confidence: structure * readingConfidence(document, region.start, region.end) };
  }
  return undefined;
}

function capital(document: DocumentText, label: string): Found<number> | undefined {
  const { text } = document;
  for (const region of labelledRegions(text, label, { separated: false })) {
    const written = slice(text, region);
    const amounts: FoundAmount[] = [];
    for (let offset = 0, amount = findAmount(written); amount; amount = findAmount(written.slice(offset))) {
      amounts.push({ ...amount, start: amount.start + offset, end: amount.end + offset });
      offset += amount.end;
    }
    // A currency sign OCR misread as a digit ("₹" as "2") is a number too; capital runs to thousands at least.
    const amount = amounts.find((candidate) => candidate.value >= 1000) ?? amounts[0];
    if (!amount) continue;
    const structure = amount.wellGrouped ? 1 : 0.6;
    return {
      value: amount.value,
      confidence: structure * readingConfidence(document, region.start + amount.start, region.start + amount.end),
    };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Directors.

const DESIGNATION =
  /^(?:Managing\s+Director|Whole[\s-]*time\s+Director|(?:Non[\s-]*)?Executive\s+Director|Independent\s+Director|Nominee\s+Director|Additional\s+Director|Alternate\s+Director|Director|Chair(?:man|person)|Chief\s+(?:Executive|Financial)\s+Officer|Company\s+Secretary|CEO|CFO|Designated\s+Partner)$/i;
const NAME_WORD = /^(?:\p{Lu}\p{Ll}+(?:[-']\p{Lu}?\p{Ll}+)*|\p{Lu}{2,}|\p{Lu}\.?)$/u;
const NOT_NAMES = new Set(
  'the of and for that further resolved board company companies act director directors managing limited private bank mr mrs ms dr shri smt name din date section be is hereby'.split(
    ' ',
  ),
);
const HONORIFIC = /^(?:(?:Mr|Mrs|Ms|Miss|Dr|Shri|Smt|Sri)\.?\s+)+/i;
const NUMBERING = /^\(?\d{1,2}[.)]\s*/;

/** The person's name at the end of a piece of text: two to five name-like words. */
function trailingName(piece: string): { name: string; offset: number } | undefined {
  const words = [...piece.matchAll(/\S+/g)];
  let first = words.length;
  while (
    first > 0 &&
    NAME_WORD.test(words[first - 1][0]) &&
    !NOT_NAMES.has(words[first - 1][0].toLowerCase().replace(/\.$/, ''))
  )
    first--;
  const count = Math.min(words.length - first, 5);
  if (count < 2) return undefined;
  const start = words.length - count;
  return {
    name: words
      .slice(start)
      .map((word) => word[0])
      .join(' '),
    offset: words[start].index,
  };
}

const DIN_MENTION =
  /\b(?:DIN|Director\s+Identification\s+Number)\b(?:\s*(?:No\.?|Number))?\s*[:;\-–.]?\s*([0-9OIlSB|]{8})(?![0-9A-Za-z])/gi;

/**
 * Directors are found by their DIN: the name is what stands before the DIN on its line (past a designation
 * such as "Managing Director"), or the line above it in a signature block; a designation may also follow.
 */
function directors(document: DocumentText): Found<Director[]> | undefined {
  const { text } = document;
  const byDin = new Map<string, { director: Director; confidence: number }>();
  for (const mention of text.matchAll(DIN_MENTION)) {
    const din = readIdentifier(mention[1], DIN, 2);
    if (!din) continue;
    const lineStart = text.lastIndexOf('\n', mention.index - 1) + 1;
    const mentionEnd = mention.index + mention[0].length;
    let designation: string | undefined;
    let name: { name: string; start: number } | undefined;
    // Dashes between spaced words separate pieces like commas do; replaced in place, so offsets still hold.
    const before = text.slice(lineStart, mention.index).replace(/(?<=\s)[-–](?=\s)/g, ',');
    const pieces = [...before.matchAll(/[^,;()]+/g)].reverse();
    for (const piece of pieces) {
      const trimmed = piece[0].replace(NUMBERING, '').replace(HONORIFIC, '').trim();
      if (!trimmed) continue;
      if (DESIGNATION.test(trimmed)) {
        designation ??= clean(trimmed);
        continue;
      }
      const found = trailingName(piece[0]);
      if (found) name = { name: found.name.replace(HONORIFIC, ''), start: lineStart + piece.index + found.offset };
      break;
    }
    let structure = 1;
    if (!name) {
      const previousEnd = lineStart - 1;
      const previousStart = text.lastIndexOf('\n', previousEnd - 1) + 1;
      const previous =
        previousEnd > 0
          ? text.slice(previousStart, previousEnd).replace(NUMBERING, '').replace(HONORIFIC, '').trim()
          : '';
      const found = trailingName(previous);
      if (found && found.name === previous) name = { name: found.name, start: previousStart };
      structure = 0.9;
    }
    if (!name) continue;
    const after = text
      .slice(mentionEnd, lineEndAt(text, mentionEnd))
      .split(/[,;()]/)
      .map((piece) => piece.trim())
      .find(Boolean);
    if (!designation && after && DESIGNATION.test(after)) designation = clean(after);
    const known = byDin.get(din.value);
    if (known) {
      known.director.designation ??= designation;
      continue;
    }
    const confidence = structure * REPAIR_PENALTY ** din.repairs * readingConfidence(document, name.start, mentionEnd);
    byDin.set(din.value, {
      director: { name: name.name, din: din.value, ...(designation ? { designation } : {}) },
      confidence,
    });
  }
  if (byDin.size === 0) return undefined;
  const found = [...byDin.values()];
  // A list is only as trustworthy as its least certain entry.
  return {
    value: found.map(({ director }) => director),
    confidence: Math.min(...found.map(({ confidence }) => confidence)),
  };
}
