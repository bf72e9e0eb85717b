import { validationError } from '../../../platform/errors.js';

/**
 * Calendar dates (`YYYY-MM-DD`) and date bounds of list filters. Shared by every training list that filters
 * on `createdAt` (enrollments, interests, enquiries, training plan requests).
 */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
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

/**
 * A filter bound on a timestamp: an ISO date-time as given, or a date-only value meaning the start of that
 * UTC day (`from`) or its end (`to`: the whole day is included). Anything else is a VALIDATION_ERROR naming `field`.
 */
export function dateBound(value: string, bound: 'from' | 'to', field: string): Date {
  const trimmed = value.trim();
  if (isCalendarDate(trimmed)) {
    const start = new Date(`${trimmed}T00:00:00.000Z`);
    return bound === 'from' ? start : new Date(start.getTime() + DAY_MS - 1);
  }
  const parsed = /^\d{4}-\d{2}-\d{2}T/.test(trimmed) ? new Date(trimmed) : new Date(Number.NaN);
  if (Number.isNaN(parsed.getTime())) {
    throw validationError(`${field} must be a date (YYYY-MM-DD) or an ISO date-time`, { fields: { [field]: ['must be a date'] } });
  }
  return parsed;
}

/** The `createdAt` condition of a list filter, or undefined when neither bound is given. */
export function createdAtRange(from: string | null | undefined, to: string | null | undefined): { $gte?: Date; $lte?: Date } | undefined {
  const start = from ? dateBound(from, 'from', 'dateFrom') : undefined;
  const end = to ? dateBound(to, 'to', 'dateTo') : undefined;
  if (start && end && start > end) throw validationError('dateFrom must not be after dateTo');
  if (!start && !end) return undefined;
  return { ...(start ? { $gte: start } : {}), ...(end ? { $lte: end } : {}) };
}
