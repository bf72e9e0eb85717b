import { z } from 'zod';
import { badRequest, RestError } from './errors.js';
import { queryValue, type RouteInput } from './input.js';
import { stringParam } from './mapping.js';

/**
 * The legacy `sort` query parameter of a list route, translated into the typed `sort: [<Item>Sort!]` argument of
 * its GraphQL list. The legacy services took comma-separated `field[:dir]` items (`title:asc,created_at:desc`),
 * `dir` being `asc` (the default) or `desc` in any case, a leading `-` also meaning descending, and several
 * spellings of a field (snake_case and camelCase); an unknown field or direction was a 400 naming the spellings
 * accepted. The GraphQL lists take enum values instead, so the spellings are the REST surface's alone: a route
 * declares them as one of its query parameters (`input.query`: `sort: querySort([...])`), which parses into the
 * sort keys its `variables` hands to the operation's `$sort`, refuses what the legacy service refused, and is
 * documented with the other parameters.
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

/** A spelling's enum value as a type: `createdAt` and `created_at` are both `CREATED_AT` (as `sortFieldValue`). */
type SnakeCase<TName extends string> = TName extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : TName;

/** A sort key of a list whose legacy spellings are `TSpelling`, typed as the generated `<Item>Sort`. */
export interface SortKey<TSpelling extends string> extends SortKeyInput {
  readonly field: Uppercase<SnakeCase<TSpelling>>;
}

/** Each `querySort` schema's spellings, for whoever generates requests from a route's declaration (the fuzzer). */
const DECLARED = new WeakMap<z.ZodType, LegacySort>();

/**
 * The legacy `sort` query parameter of a list, declared in the route's query input (`sort: querySort([...])`, the
 * spellings in the order the legacy service listed them): parsed into the list's sort keys (undefined for its own
 * default order) for the route's `variables` to hand to `$sort`; a refused value is the legacy 400, word for word.
 */
export function querySort<const TSpelling extends string>(spellings: readonly [TSpelling, ...TSpelling[]]) {
  const sort = legacySort(spellings);
  const schema = queryValue(z.string().optional())
    .optional()
    .transform((given, ctx): SortKey<TSpelling>[] | undefined => {
      try {
        return sortKeysOf(given, sort) as SortKey<TSpelling>[] | undefined;
      } catch (error) {
        if (!(error instanceof RestError)) throw error;
        // Answered as it is, once the rest of the request is found good (`input.ts`: `refusalOf`).
        ctx.addIssue({ code: 'custom', message: error.message, params: { refusal: error } });
        return z.NEVER;
      }
    })
    .meta({ description: describeLegacySort(sort) });
  DECLARED.set(schema, sort);
  return schema;
}

/** The legacy sort a route declares among its query parameters (`querySort`), if it takes one. */
export function declaredSort(route: { readonly input: RouteInput }): LegacySort | undefined {
  const schema: unknown = route.input.query?.shape.sort;
  return schema ? DECLARED.get(schema as z.ZodType) : undefined;
}

/** What the OpenAPI documents say of a legacy sort parameter. */
export function describeLegacySort(sort: LegacySort): string {
  return (
    'Comma-separated `field:dir` items, applied in order: `dir` is `asc` (the default) or `desc`, and a leading `-` ' +
    `also sorts descending (\`-field\`). Fields: ${[...sort.fields.keys()].map((spelling) => `\`${spelling}\``).join(', ')}; ` +
    'any other field or direction is refused with 400.'
  );
}
