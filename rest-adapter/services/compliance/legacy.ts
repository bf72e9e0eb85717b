import { config } from '../../../platform/config.js';
import { compact, intParam, stringParam, type RouteRequest } from '../../engine/index.js';

/**
 * What every compliance route answers in: camelCase bodies as GraphQL gives them, one record as `{data}` (with
 * a `message` on writes), lists as `{data: [...], pagination: {page, limit, total, totalPages}}`.
 */

export const ok = (data: unknown, message?: string) => ({ status: 200, body: message ? { message, data } : { data } });
export const created = (data: unknown, message: string) => ({ status: 201, body: { message, data } });

/** A page of a GraphQL list, as the subgraphs answer it. */
export interface PageData<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export function paginated<T>(page: PageData<T>, legacy: (item: T) => unknown = (item) => item) {
  return {
    status: 200,
    body: {
      data: page.items.map(legacy),
      pagination: {
        page: page.page,
        limit: page.limit,
        total: page.total,
        totalPages: Math.ceil(page.total / page.limit),
      },
    },
  };
}

/** The `page` and `limit` parameters of a list, absent ones left out (`sort` is the route's `legacySort`). */
export const pageVariables = (query: RouteRequest['query']) =>
  compact({ page: intParam(stringParam(query.page)), limit: intParam(stringParam(query.limit)) });

/** A link of the compliance legacy surface (download links handed to legacy clients). */
export function publicComplianceUrl(path: string): string {
  return `${config().PUBLIC_URL.replace(/\/+$/, '')}/compliance${path.startsWith('/') ? path : `/${path}`}`;
}
