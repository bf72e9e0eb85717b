import { compact, intParam, stringParam, type RouteRequest } from '../../engine/index.js';

/**
 * What every factory route answers in (CONTRACT.md "Gaps filled here"): one record as
 * `{status:'success', data:{<singular>:{...}}}`, lists as `{status:'success', results, total, page, limit,
 * data:{<plural>:[...]}}`, records with `_id`.
 */

/** A GraphQL record in the legacy form: `id` becomes `_id`. */
export function legacyRecord<T extends { id: string }>({ id, ...rest }: T): Omit<T, 'id'> & { _id: string } {
  return { _id: id, ...rest };
}

export const record = (singular: string, data: unknown, status = 200) => ({
  status,
  body: { status: 'success', data: { [singular]: data } },
});

export interface PageData<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export function list<T>(plural: string, page: PageData<T>, legacy: (item: T) => unknown) {
  return {
    status: 200,
    body: {
      status: 'success',
      results: page.items.length,
      total: page.total,
      page: page.page,
      limit: page.limit,
      data: { [plural]: page.items.map(legacy) },
    },
  };
}

/** The `page` and `limit` query parameters, absent ones left out. */
export const pageVariables = (query: RouteRequest['query']) =>
  compact({ page: intParam(stringParam(query.page)), limit: intParam(stringParam(query.limit)) });
