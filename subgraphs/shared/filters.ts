import { validationError } from '../../platform/errors.js';

/**
 * What the list filters of every subgraph share: calendar dates, time ranges given as ISO dates or date-times
 * (the creation-date range of admin lists, the bounds of the audit trail) and case-insensitive text search,
 * written for MikroORM conditions so that the SQL stays in the ORM.
 */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether `value` is `YYYY-MM-DD` naming a day that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The UTC calendar date of an instant, `YYYY-MM-DD`. */
export function utcDate(instant: Date = new Date()): string {
  return instant.toISOString().slice(0, 10);
}

/** An `$ilike` pattern matching `text` anywhere, with LIKE's own wildcards (and its escape) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The condition of a text search over `fields` (any of them contains the text, case-insensitively), or
 * undefined for a blank or absent search.
 */
export function textSearch<F extends string>(
  search: string | null | undefined,
  fields: readonly F[],
): { $or: Partial<Record<F, { $ilike: string }>>[] } | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return { $or: fields.map((field) => ({ [field]: { $ilike: pattern } }) as Partial<Record<F, { $ilike: string }>>) };
}

/** A range of instants, both ends inclusive; either may be open. */
export interface TimeRange {
  readonly from?: Date;
  readonly to?: Date;
}

/** The names of a range's two bounds as the client gives them, for the messages of its errors. */
export interface RangeFieldNames {
  readonly from: string;
  readonly to: string;
}

const CREATED_AT_FIELDS: RangeFieldNames = { from: 'dateFrom', to: 'dateTo' };

/**
 * One bound of a range: an ISO 8601 date-time with a time zone, as given, or a date (a UTC day) that `from`
 * starts at its midnight and `to` includes whole. The day's last millisecond is its end because timestamps are
 * written with JavaScript dates, which go no finer. Days that do not exist (2025-02-30, also inside a
 * date-time, which `Date` would roll over into March) and anything else are a VALIDATION_ERROR naming `field`.
 */
function parseBound(value: string, bound: 'from' | 'to', field: string): Date {
  const text = value.trim();
  if (isCalendarDate(text)) {
    const start = Date.parse(`${text}T00:00:00.000Z`);
    return new Date(bound === 'from' ? start : start + DAY_MS - 1);
  }
  const dateTime = DATE_TIME.exec(text);
  const instant = dateTime && isCalendarDate(dateTime[1]) ? new Date(text) : null;
  if (!instant || Number.isNaN(instant.getTime())) {
    throw validationError(`${field} must be a date (YYYY-MM-DD) or an ISO 8601 date-time with a time zone`, {
      fields: { [field]: ['is not a date'] },
    });
  }
  return instant;
}

/**
 * The range that two client bounds describe (blank or absent ones leave that end open). A bound that is no
 * date, or a `from` after the `to`, is a VALIDATION_ERROR naming the field.
 */
export function parseTimeRange(
  from: string | null | undefined,
  to: string | null | undefined,
  names: RangeFieldNames = CREATED_AT_FIELDS,
): TimeRange {
  const start = from?.trim() ? parseBound(from, 'from', names.from) : undefined;
  const end = to?.trim() ? parseBound(to, 'to', names.to) : undefined;
  if (start && end && start > end) {
    throw validationError(`${names.from} must not be after ${names.to}`, {
      fields: { [names.from]: [`must not be after ${names.to}`] },
    });
  }
  return { ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) };
}

/** The MikroORM condition of a timestamp within `range`, or undefined when both ends are open. */
export function withinRange(range: TimeRange): { $gte?: Date; $lte?: Date } | undefined {
  if (!range.from && !range.to) return undefined;
  return { ...(range.from ? { $gte: range.from } : {}), ...(range.to ? { $lte: range.to } : {}) };
}

/** The condition of a list's `dateFrom`/`dateTo` filter on a timestamp (`createdAt`), or undefined without either. */
export function timestampBetween(
  from: string | null | undefined,
  to: string | null | undefined,
): { $gte?: Date; $lte?: Date } | undefined {
  return withinRange(parseTimeRange(from, to));
}
