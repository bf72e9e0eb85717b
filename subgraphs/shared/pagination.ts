import { QueryOrder, type EntityClass, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
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
export function parsePage(
  page: number | null | undefined,
  limit: number | null | undefined,
  options: PageOptions = {},
): PageRequest {
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

/** How a sort key orders: the values of `SortDirection` in the schema (`list-types.ts`). */
export type SortOrder = 'ASC' | 'DESC';

/** One key of a list's `sort` argument: a field of the list's `<Item>SortField` enum (an entity property) and its order. */
export interface SortKey<F extends string = string> {
  readonly field: F;
  readonly direction: SortOrder;
}

/**
 * The ORM order of a list: its sort keys, or newest first without any; then the id, so that rows that tie keep
 * their place from one page to the next. A field given twice counts once, with its first direction. Columns in
 * `nullsLast` (nullable ones) put their empty values last in either direction, as the legacy lists did.
 */
export function listOrder<T>(
  keys: readonly SortKey[] | null | undefined,
  nullsLast: ReadonlySet<string> = new Set(),
): QueryOrderMap<T>[] {
  const distinct = (keys ?? []).filter(
    (key, index, all) => all.findIndex((other) => other.field === key.field) === index,
  );
  const order = distinct.length
    ? distinct.map(({ field, direction }) => ({
        [field]: nullsLast.has(field)
          ? direction === 'ASC'
            ? QueryOrder.ASC_NULLS_LAST
            : QueryOrder.DESC_NULLS_LAST
          : direction === 'ASC'
            ? QueryOrder.ASC
            : QueryOrder.DESC,
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

const PAGE_TOTAL = 'pageTotal';

/** A list's statement written by hand (see `readPage`): its parts, each with `?` for the values in `params`. */
export interface ListStatement {
  /** The select list. */
  readonly select: string;
  /** From and where. */
  readonly from: string;
  readonly params: readonly unknown[];
  /** The order: `orderOf` of the list's order. */
  readonly order: string;
}

/**
 * One page of a read model's list and the total over every page, in one statement written by hand (run with
 * `em.execute`, counted as the request's): each row carries the total as a window count, so the page costs one round
 * trip where `findAndCount` takes two. Only a page past the last, with no row to carry the total, counts separately.
 * Rows come as the statement selects them.
 */
export async function readPage<Row extends object>(
  em: EntityManager,
  list: ListStatement,
  request: PageRequest,
): Promise<Page<Row>> {
  const rows = await em.execute<(Row & Record<typeof PAGE_TOTAL, string>)[]>(
    `select ${list.select}, count(*) over () as "${PAGE_TOTAL}" ${list.from} order by ${list.order} limit ? offset ?`,
    [...list.params, request.limit, request.offset],
    'all',
    em.getLoggerContext(),
  );
  let total = rows[0] ? Number(rows[0][PAGE_TOTAL]) : 0;
  if (!rows[0] && request.offset) {
    const counted = await em.execute<{ total: string }>(
      `select count(*) as total ${list.from}`,
      [...list.params],
      'get',
      em.getLoggerContext(),
    );
    total = Number(counted.total);
  }
  for (const row of rows) delete (row as Partial<Record<typeof PAGE_TOTAL, string>>)[PAGE_TOTAL];
  return pageOf(rows as Row[], total, request);
}

/**
 * The order clause of a list's order (`listOrder`) over the rows of `entity` aliased `alias`, for a statement written
 * by hand: each key the column of its property, in its direction (QueryOrder's values are SQL).
 */
export function orderOf<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  alias: string,
  order: readonly QueryOrderMap<T>[],
): string {
  const meta = em.getMetadata().get(entity);
  return order
    .flatMap((key) =>
      Object.entries(key).map(([property, direction]) => {
        const column = meta.props.find((prop) => prop.name === property)?.fieldNames?.[0];
        if (!column) throw new Error(`${meta.className} has no column for the sort key ${property}`);
        return `${alias}."${column}" ${String(direction)}`;
      }),
    )
    .join(', ');
}
