import { badRequest } from './errors.js';
import { stringParam } from './mapping.js';
import type { RouteRequest } from './types.js';

/**
 * The legacy `sort` query parameter of a list route, translated into the typed `sort: [<Item>Sort!]` argument of
 * its GraphQL list. The legacy services took comma-separated `field[:dir]` items (`title:asc,created_at:desc`),
 * `dir` being `asc` (the default) or `desc` in any case, a leading `-` also meaning descending, and several
 * spellings of a field (snake_case and camelCase); an unknown field or direction was a 400 naming the spellings
 * accepted. The GraphQL lists take enum values instead, so the spellings are the REST surface's alone: a route
 * declares them (`sort: legacySort([...])`) and the engine sends the operation its `$sort` variable.
 */
export interface LegacySort {
  /** Each accepted spelling, in the order a refusal lists them, with the `<Item>SortField` value it stands for. */
  readonly fields: ReadonlyMap<string, string>;
}

/** One key of a GraphQL list's `sort` argument. */
export interface SortKeyInput {
  readonly field: string;
  readonly direction: 'ASC' | 'DESC';
}

/** The enum value a legacy spelling stands for: `created_at` and `createdAt` are both `CREATED_AT`. */
export function sortFieldValue(spelling: string): string {
  return spelling.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

/** A list's legacy sort parameter, from the spellings its legacy service accepted (in the order it listed them). */
export function legacySort(spellings: readonly string[]): LegacySort {
  return { fields: new Map(spellings.map((spelling) => [spelling, sortFieldValue(spelling)])) };
}

/**
 * The sort keys a legacy `sort` value asks for, a field given twice counting once (with its first direction);
 * undefined when it asks for none (the list's own default order). Refusals are the legacy ones, word for word.
 */
export function sortKeysOf(value: unknown, sort: LegacySort): SortKeyInput[] | undefined {
  const given = stringParam(value);
  if (given === undefined) return undefined;
  if (typeof given !== 'string')
    throw badRequest('Query parameter "sort" must be a string', { fields: { sort: ['must be a string'] } });
  const keys: SortKeyInput[] = [];
  for (const rawItem of given.split(',')) {
    const trimmed = rawItem.trim();
    if (trimmed === '') continue;
    const descending = trimmed.startsWith('-');
    const item = descending ? trimmed.slice(1).trim() : trimmed;
    const separator = item.indexOf(':');
    const name = separator >= 0 ? item.slice(0, separator).trim() : item;
    let direction: SortKeyInput['direction'] = descending ? 'DESC' : 'ASC';
    if (separator >= 0) {
      const stated = item
        .slice(separator + 1)
        .trim()
        .toLowerCase();
      if (stated !== 'asc' && stated !== 'desc')
        throw badRequest(`Invalid sort direction "${stated}" for ${name}: use asc or desc`, { sort: given });
      // A leading minus wins over a stated direction (`-title:asc` is descending), as it did.
      if (!descending) direction = stated === 'desc' ? 'DESC' : 'ASC';
    }
    const field = sort.fields.get(name);
    if (field === undefined) {
      const allowed = [...sort.fields.keys()];
      throw badRequest(`Unknown sort field "${name}"; sortable fields: ${allowed.join(', ')}`, {
        sort: given,
        allowed,
      });
    }
    if (!keys.some((key) => key.field === field)) keys.push({ field, direction });
  }
  return keys.length ? keys : undefined;
}

/** The `$sort` variable of a route that declares a legacy sort, from the request's `sort` parameter. */
export function sortVariables(
  sort: LegacySort | undefined,
  req: Pick<RouteRequest, 'query'>,
): { sort?: SortKeyInput[] } {
  const keys = sort ? sortKeysOf(req.query.sort, sort) : undefined;
  return keys ? { sort: keys } : {};
}

/** What the OpenAPI documents say of a legacy sort parameter. */
export function describeLegacySort(sort: LegacySort): string {
  return (
    'Comma-separated `field:dir` items, applied in order: `dir` is `asc` (the default) or `desc`, and a leading `-` ' +
    `also sorts descending (\`-field\`). Fields: ${[...sort.fields.keys()].map((spelling) => `\`${spelling}\``).join(', ')}; ` +
    'any other field or direction is refused with 400.'
  );
}
