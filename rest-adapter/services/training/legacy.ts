/**
 * What every training route answers in: the legacy snake_case bodies with lower-case enum values, and
 * `{status:'success', data}` around single records.
 */

export const success = (data: unknown, status = 200) => ({ status, body: { status: 'success', data } });

/** A page of records in the legacy list shape `{status, results, total, page, limit, data}`. */
export function paginated<T>(page: { items: T[]; total: number; page: number; limit: number }, legacy: (item: T) => unknown) {
  return {
    status: 200,
    body: { status: 'success', results: page.items.length, total: page.total, page: page.page, limit: page.limit, data: page.items.map(legacy) },
  };
}
