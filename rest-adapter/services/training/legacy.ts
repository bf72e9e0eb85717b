import { compact, queryInt, queryString } from '../../engine/index.js';

/**
 * What every training route answers in: the legacy snake_case bodies with lower-case enum values, and
 * `{status:'success', data}` around single records; and the query parameters the legacy lists share.
 */

export const success = (data: unknown, status = 200) => ({ status, body: { status: 'success', data } });

/** A page of a GraphQL list, as the subgraphs answer it. */
export interface PageData<T> {
  items: readonly T[];
  total: number;
  page: number;
  limit: number;
}

/** A page of records in the legacy list shape `{status, results, total, page, limit, data}`. */
export function paginated<T>(page: PageData<T>, legacy: (item: T) => unknown) {
  return {
    status: 200,
    body: {
      status: 'success',
      results: page.items.length,
      total: page.total,
      page: page.page,
      limit: page.limit,
      data: page.items.map(legacy),
    },
  };
}

/**
 * A resend's answer. The spec documents the body as `{regenerated}`, so the flag is also at the top level for
 * clients that read it there; `data` holds it with the new expiry, as every other training answer does.
 */
export const linkResent = (result: { regenerated: boolean; expiresAt: string }) => ({
  status: 200,
  body: {
    status: 'success',
    regenerated: result.regenerated,
    data: { regenerated: result.regenerated, expires_at: result.expiresAt },
  },
});

/** The paging parameters of every list (`sort` is the route's `legacySort`). */
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
