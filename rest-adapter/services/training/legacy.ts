import { compact, enumIn, intParam, listParam, stringParam, type RouteRequest } from '../../engine/index.js';

/**
 * What every training route answers in: the legacy snake_case bodies with lower-case enum values, and
 * `{status:'success', data}` around single records; and how the legacy list queries map to GraphQL variables.
 */

export const success = (data: unknown, status = 200) => ({ status, body: { status: 'success', data } });

/** A page of a GraphQL list, as the subgraphs answer it. */
export interface PageData<T> {
  items: T[];
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

/** The answer to a mailed link sent again: whether its token is new, and when the link expires. */
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

type Query = RouteRequest['query'];

/** `status=new,contacted` (or repeated) → [NEW, CONTACTED]; anything else is left for GraphQL to refuse. */
export function statusList(value: unknown): unknown {
  const list = listParam(value);
  return Array.isArray(list) ? list.map((status) => enumIn(status)) : list;
}

/** The text search and creation-date range that the admin lists share (`search`, `date_from`, `date_to`). */
export const searchAndDates = (query: Query) => ({
  search: stringParam(query.search),
  dateFrom: stringParam(query.date_from),
  dateTo: stringParam(query.date_to),
});

/** A list's filter from its parameters: the ones given, or no filter at all when none is. */
export function listFilter(fields: Record<string, unknown>): Record<string, unknown> | undefined {
  const filter = compact(fields);
  return Object.keys(filter).length ? filter : undefined;
}

/** The variables of a list route: its filter, then the `page` and `limit` parameters, absent ones left out (`sort` is the route's `legacySort`). */
export function listVariables(query: Query, filter: Record<string, unknown> | undefined): Record<string, unknown> {
  return compact({
    filter,
    page: intParam(stringParam(query.page)),
    limit: intParam(stringParam(query.limit)),
  });
}
