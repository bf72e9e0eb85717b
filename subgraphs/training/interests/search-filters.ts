import { validationError } from '../../../platform/errors.js';

/**
 * Filters that the admin lists of learners' records share (search text, creation date range), written for
 * MikroORM conditions so that the SQL stays in the ORM.
 */

/** An `$ilike` pattern matching `text` anywhere, with LIKE's own wildcards (and its escape) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

function parseInstant(field: string, value: string): { instant: Date; dateOnly: boolean } {
  const text = value.trim();
  const dateOnly = DATE_ONLY.test(text);
  const instant = dateOnly ? new Date(`${text}T00:00:00.000Z`) : DATE_TIME.test(text) ? new Date(text) : null;
  // A date-only value that Date accepts but rolls over (2025-02-30) is refused as well.
  if (!instant || Number.isNaN(instant.getTime()) || (dateOnly && instant.toISOString().slice(0, 10) !== text)) {
    throw validationError(`${field} must be a date (YYYY-MM-DD) or an ISO 8601 date-time with a time zone`, { fields: { [field]: ['is not a date'] } });
  }
  return { instant, dateOnly };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A condition on a timestamp between `from` and `to`, both inclusive. Dates without a time are UTC days: a
 * date-only `to` includes that whole day (up to, not including, the next midnight). Undefined when both are absent.
 */
export function timestampBetween(
  from: string | null | undefined,
  to: string | null | undefined,
  names: { from: string; to: string } = { from: 'dateFrom', to: 'dateTo' },
): { $gte?: Date; $lt?: Date; $lte?: Date } | undefined {
  const start = from?.trim() ? parseInstant(names.from, from).instant : undefined;
  const end = to?.trim() ? parseInstant(names.to, to) : undefined;
  if (!start && !end) return undefined;
  const condition: { $gte?: Date; $lt?: Date; $lte?: Date } = {};
  if (start) condition.$gte = start;
  if (end?.dateOnly) condition.$lt = new Date(end.instant.getTime() + DAY_MS);
  else if (end) condition.$lte = end.instant;
  const last = condition.$lt ?? condition.$lte;
  if (start && last && (condition.$lt ? start >= last : start > last)) {
    throw validationError(`${names.from} must not be after ${names.to}`);
  }
  return condition;
}
