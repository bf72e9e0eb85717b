/**
 * Dates and rupee amounts as Indian documents write them, turned into ISO dates and numbers. Used on text read
 * from documents and on values a model answered, so that both extractors accept the same spellings.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** Characters OCR reads instead of digits inside a date; mapped back only where a digit must stand. */
const DIGITISH = '[0-9OoIl|SB]';
const DIGIT_OF: Readonly<Record<string, string>> = { O: '0', o: '0', I: '1', l: '1', '|': '1', S: '5', B: '8' };

export interface FoundDate {
  /** YYYY-MM-DD */
  readonly iso: string;
  /** Where the date was written in the searched text. */
  readonly start: number;
  readonly end: number;
  /** Whether look-alike characters had to be read as digits. */
  readonly repaired: boolean;
}

interface DateParts {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

const DATE_PATTERNS: readonly { pattern: RegExp; parts: (match: RegExpExecArray) => DateParts }[] = [
  // 12/03/2019, 12-03-2019, 12.03.2019 (day first, as Indian documents write it)
  {
    pattern: new RegExp(`(?<![0-9])(${DIGITISH}{1,2})[/.-](${DIGITISH}{1,2})[/.-](${DIGITISH}{4})(?![0-9])`, 'g'),
    parts: (m) => ({ day: m[1], month: m[2], year: m[3] }),
  },
  // 2019-03-12
  { pattern: /(?<![0-9])(\d{4})-(\d{2})-(\d{2})(?![0-9])/g, parts: (m) => ({ day: m[3], month: m[2], year: m[1] }) },
  // 12th March 2019, 12 March, 2019, 12th day of March 2019, 12-Mar-2019
  {
    pattern: new RegExp(
      `(?<![0-9])(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+day\\s+of)?[\\s,-]+${MONTH_NAME}[\\s,-]+(\\d{4})(?![0-9])`,
      'gi',
    ),
    parts: (m) => ({ day: m[1], month: m[2], year: m[3] }),
  },
  // March 12, 2019
  {
    pattern: new RegExp(`\\b${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?![0-9])`, 'gi'),
    parts: (m) => ({ day: m[2], month: m[1], year: m[3] }),
  },
];

const isMonthName = (part: string) => /^[a-z]{3}/i.test(part) && MONTHS.includes(part.slice(0, 3).toLowerCase());
const asDigits = (part: string) => part.replace(/[^0-9]/g, (character) => DIGIT_OF[character] ?? character);

function isoDate({ day, month, year }: DateParts): string | undefined {
  const monthNumber = isMonthName(month) ? MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1 : Number(month);
  const [d, y] = [Number(day), Number(year)];
  if (!Number.isInteger(d) || !Number.isInteger(y) || !Number.isInteger(monthNumber) || monthNumber < 1)
    return undefined;
  const date = new Date(Date.UTC(y, monthNumber - 1, d));
  // A date that rolled over (31/02) was misread; a year outside company history is not the date sought.
  if (date.getUTCDate() !== d || date.getUTCMonth() !== monthNumber - 1) return undefined;
  if (y < 1850 || y > new Date().getUTCFullYear() + 1) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The first valid date written in `text`, in whichever supported spelling comes first. */
export function findDate(text: string): FoundDate | undefined {
  let first: FoundDate | undefined;
  for (const { pattern, parts } of DATE_PATTERNS) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      if (first && match.index >= first.start) break;
      const written = parts(match);
      const monthIsName = isMonthName(written.month);
      const iso = isoDate({
        day: asDigits(written.day),
        month: monthIsName ? written.month : asDigits(written.month),
        year: asDigits(written.year),
      });
      if (!iso) continue;
      const numericParts = [written.day, written.year, ...(monthIsName ? [] : [written.month])];
      first = {
        iso,
        start: match.index,
        end: match.index + match[0].length,
        repaired: numericParts.some((part) => /\D/.test(part)),
      };
      break;
    }
  }
  return first;
}

/** A date as a model answered it (ISO or any spelling `findDate` reads), as ISO, or undefined. */
export function normalizedDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const found = findDate(value);
  return found && !found.repaired ? found.iso : undefined;
}

export interface FoundAmount {
  /** Rupees. */
  readonly value: number;
  readonly start: number;
  readonly end: number;
  /** Whether the digit grouping is one people write (Indian 10,00,000, Western 1,000,000 or none). */
  readonly wellGrouped: boolean;
}

const MULTIPLIERS: Readonly<Record<string, number>> = {
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  crore: 1e7,
  crores: 1e7,
  million: 1e6,
};
const AMOUNT = /(?<![\d.,])(\d(?:[\d,]*\d)?)(\.\d{1,2})?(?:\s*\/-)?(?:\s*(lakhs?|lacs?|crores?|million)\b)?/gi;
const INDIAN_GROUPING = /^\d{1,2}(,\d{2})*,\d{3}$/;
const WESTERN_GROUPING = /^\d{1,3}(,\d{3})+$/;

/** The first amount in `text` (a number, possibly grouped, possibly in lakh or crore), as rupees. */
export function findAmount(text: string): FoundAmount | undefined {
  AMOUNT.lastIndex = 0;
  for (let match = AMOUNT.exec(text); match; match = AMOUNT.exec(text)) {
    const grouped = match[1];
    const wellGrouped = /^\d+$/.test(grouped) || INDIAN_GROUPING.test(grouped) || WESTERN_GROUPING.test(grouped);
    const multiplier = match[3] ? MULTIPLIERS[match[3].toLowerCase()] : 1;
    const value = Math.round(Number(grouped.replace(/,/g, '') + (match[2] ?? '')) * multiplier * 100) / 100;
    if (!Number.isFinite(value) || value <= 0) continue;
    return { value, start: match.index, end: match.index + match[0].length, wellGrouped };
  }
  return undefined;
}

/** An amount as a model answered it: a non-negative number, or a string `findAmount` reads in full. */
export function normalizedAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const found = findAmount(value);
  const rest = value.slice(0, found?.start ?? 0) + value.slice(found?.end ?? 0);
  return found?.wellGrouped && /^\s*(?:rs\.?|inr|₹|rupees)?\s*(?:only)?\s*$/i.test(rest) ? found.value : undefined;
}
