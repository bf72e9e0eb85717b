import { QueryOrder, type QueryOrderMap } from '@mikro-orm/core';
import { validationError } from '../../platform/errors.js';

/** A validated page request: `page` counts from 1, `offset` is what the database skips. */
export interface PageRequest {
  readonly page: number;
  readonly limit: number;
  readonly offset: number;
}

export interface PageOptions {
  /** Used when the caller gives no limit; 20 is the sample page size of the specs. */
  defaultLimit?: number;
  /** The largest limit accepted; above it the request is refused, not silently capped. */
  maxLimit?: number;
}

/** Checks page (≥ 1) and limit (1..maxLimit); anything else is a VALIDATION_ERROR naming the argument. */
export function parsePage(page: number | null | undefined, limit: number | null | undefined, options: PageOptions = {}): PageRequest {
  const maxLimit = options.maxLimit ?? 100;
  const resolvedPage = page ?? 1;
  const resolvedLimit = limit ?? options.defaultLimit ?? 20;
  if (!Number.isInteger(resolvedPage) || resolvedPage < 1) {
    throw validationError('page must be an integer of at least 1', { page: resolvedPage });
  }
  if (!Number.isInteger(resolvedLimit) || resolvedLimit < 1 || resolvedLimit > maxLimit) {
    throw validationError(`limit must be an integer between 1 and ${maxLimit}`, { limit: resolvedLimit });
  }
  return { page: resolvedPage, limit: resolvedLimit, offset: (resolvedPage - 1) * resolvedLimit };
}

export type SortDirection = 'asc' | 'desc';

export interface SortKey<F extends string = string> {
  readonly field: F;
  readonly direction: SortDirection;
}

/**
 * Parses a sort expression: comma-separated `field[:dir]` items, where dir is `asc` or `desc` and a leading
 * `-` also means descending (`-createdAt`, `title:asc,created_at:desc`). `sortable` maps every accepted
 * spelling of a field to the caller's own name for it (its whitelist); an unknown field or direction is a
 * VALIDATION_ERROR. A field given twice counts once, with its first direction.
 */
export function parseSort<F extends string>(sort: string | null | undefined, sortable: Readonly<Record<string, F>>): SortKey<F>[] {
  if (sort === null || sort === undefined || sort.trim() === '') return [];
  const keys: SortKey<F>[] = [];
  for (const rawItem of sort.split(',')) {
    let item = rawItem.trim();
    if (item === '') continue;
    let direction: SortDirection = 'asc';
    if (item.startsWith('-')) {
      direction = 'desc';
      item = item.slice(1).trim();
    }
    const separator = item.indexOf(':');
    let name = item;
    if (separator >= 0) {
      name = item.slice(0, separator).trim();
      const given = item.slice(separator + 1).trim().toLowerCase();
      if (given !== 'asc' && given !== 'desc') {
        throw validationError(`Invalid sort direction "${given}" for ${name}: use asc or desc`, { sort });
      }
      if (!rawItem.trim().startsWith('-')) direction = given;
    }
    const field = Object.hasOwn(sortable, name) ? sortable[name] : undefined;
    if (field === undefined) {
      const allowed = Object.keys(sortable).join(', ');
      throw validationError(`Unknown sort field "${name}"; sortable fields: ${allowed}`, { sort, allowed: Object.keys(sortable) });
    }
    if (!keys.some((key) => key.field === field)) keys.push({ field, direction });
  }
  return keys;
}

/**
 * The ORM order of a list: the parsed sort keys, or newest first without any; then the id, so that rows that
 * tie keep their place from one page to the next. Columns in `nullsLast` (nullable ones) put their empty
 * values last in either direction, as the legacy lists did.
 */
export function listOrder<T>(keys: readonly SortKey[], nullsLast: ReadonlySet<string> = new Set()): QueryOrderMap<T>[] {
  const order = keys.length
    ? keys.map(({ field, direction }) => ({
        [field]: nullsLast.has(field) ? (direction === 'asc' ? QueryOrder.ASC_NULLS_LAST : QueryOrder.DESC_NULLS_LAST) : direction,
      }))
    : [{ createdAt: QueryOrder.DESC }];
  return [...order, { id: QueryOrder.ASC }] as QueryOrderMap<T>[];
}

/** The page of a list as every subgraph answers it. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export function pageOf<T>(items: T[], total: number, request: PageRequest): Page<T> {
  return { items, total, page: request.page, limit: request.limit };
}
