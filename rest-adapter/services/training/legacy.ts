import { z } from 'zod';
import { compact, queryInt, queryString, timestamp } from '../../engine/index.js';

/**
 * What every training route answers in: the legacy snake_case bodies with lower-case enum values, and
 * `{status:'success', data}` around single records; and the query parameters the legacy lists share.
 */

/** A record in `{status:'success', data}`, with the answer's status (200 by default). */
export function success<TData, TStatus extends number = 200>(data: TData, status: TStatus = 200 as TStatus) {
  return { status, body: { status: 'success' as const, data } };
}

/** A deleted record, in `{status:'success', message, data}`. */
export const deleted = <TMessage extends string, TData>(message: TMessage, data: TData) => ({
  status: 200 as const,
  body: { status: 'success' as const, message, data },
});

/** The schema of `deleted(...)`'s body. */
export const deletedBody = <TMessage extends string, TData extends z.ZodType>(message: TMessage, data: TData) => ({
  200: z.object({ status: z.literal('success'), message: z.literal(message), data }),
});

/** The schema of `success(...)`'s body around a record of `data`. */
export const successBody = <TData extends z.ZodType>(data: TData) => z.object({ status: z.literal('success'), data });

/** A page of a GraphQL list, as the subgraphs answer it. */
export interface PageData<T> {
  items: readonly T[];
  total: number;
  page: number;
  limit: number;
}

/** A page of records in the legacy list shape `{status, results, total, page, limit, data}`. */
export function paginated<T, TLegacy>(page: PageData<T>, legacy: (item: T) => TLegacy) {
  return {
    status: 200 as const,
    body: {
      status: 'success' as const,
      results: page.items.length,
      total: page.total,
      page: page.page,
      limit: page.limit,
      data: page.items.map(legacy),
    },
  };
}

/** The schema of `paginated(...)`'s body, a page of `item`s. */
export const pageBody = <TItem extends z.ZodType>(item: TItem) =>
  z.object({
    status: z.literal('success'),
    results: z.int(),
    total: z.int(),
    page: z.int(),
    limit: z.int(),
    data: z.array(item),
  });

/**
 * A resend's answer. The spec documents the body as `{regenerated}`, so the flag is also at the top level for
 * clients that read it there; `data` holds it with the new expiry, as every other training answer does.
 */
export const linkResent = (result: { regenerated: boolean; expiresAt: string }) => ({
  status: 200 as const,
  body: {
    status: 'success' as const,
    regenerated: result.regenerated,
    data: { regenerated: result.regenerated, expires_at: result.expiresAt },
  },
});

/** The schema of `linkResent(...)`'s body. */
export const LINK_RESENT = z.object({
  status: z.literal('success'),
  regenerated: z.boolean(),
  data: z.object({ regenerated: z.boolean(), expires_at: timestamp() }),
});

/** The paging parameters of every list (beside a list's `sort`, `querySort`). */
export const PAGING = { page: queryInt(), limit: queryInt() };

/** The text search and creation-date range that the admin lists share. */
export const SEARCH_AND_DATES = { search: queryString(), date_from: queryString(), date_to: queryString() };

/** `search`, `date_from` and `date_to` as the lists' filters take them. */
export const searchAndDates = (query: { search?: string; date_from?: string; date_to?: string }) => ({
  search: query.search,
  dateFrom: query.date_from,
  dateTo: query.date_to,
});

/** A list's filter from its parameters: the ones given, or no filter at all when none is. */
export function listFilter<TFilter extends Record<string, unknown>>(fields: TFilter): Partial<TFilter> | undefined {
  const filter = compact(fields);
  return Object.keys(filter).length ? filter : undefined;
}
