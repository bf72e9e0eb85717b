import { z } from 'zod';
import { intParam, queryInt, timestamp } from '../../engine/index.js';

/**
 * What every factory route answers in (CONTRACT.md "Gaps filled here"): one record as
 * `{status:'success', data:{<singular>:{...}}}`, lists as `{status:'success', results, total, page, limit,
 * data:{<plural>:[...]}}`, records with `_id`; and the inputs its routes share.
 */

/** A GraphQL record in the legacy form: `id` becomes `_id`. */
export function legacyRecord<T extends { id: string }>({ id, ...rest }: T): Omit<T, 'id'> & { _id: string } {
  return { _id: id, ...rest };
}

/** The `_id` of every legacy record, for its schema: `z.object({ ...ID_FIELD, ... })`. */
export const ID_FIELD = { _id: z.string() };

/** `createdAt` and `updatedAt`, as most records carry them. */
export const TIMESTAMPS = { createdAt: timestamp(), updatedAt: timestamp() };

/** One record under its singular name, `{status:'success', data:{<singular>}}`, with the answer's status. */
export function record<const TKey extends string, TData, TStatus extends number = 200>(
  singular: TKey,
  data: TData,
  status: TStatus = 200 as TStatus,
) {
  return { status, body: { status: 'success' as const, data: { [singular]: data } as Record<TKey, TData> } };
}

/** The schema of `record(...)`'s body. */
export const recordBody = <const TKey extends string, TData extends z.ZodType>(singular: TKey, data: TData) =>
  z.object({ status: z.literal('success'), data: z.object({ [singular]: data } as Record<TKey, TData>) });

/** A page of a GraphQL list, as the subgraph answers it. */
export interface PageData<T> {
  items: readonly T[];
  total: number;
  page: number;
  limit: number;
}

/** A page of records in the legacy list shape. */
export function list<const TKey extends string, T, TLegacy>(
  plural: TKey,
  page: PageData<T>,
  legacy: (item: T) => TLegacy,
) {
  return {
    status: 200 as const,
    body: {
      status: 'success' as const,
      results: page.items.length,
      total: page.total,
      page: page.page,
      limit: page.limit,
      data: { [plural]: page.items.map(legacy) } as Record<TKey, TLegacy[]>,
    },
  };
}

/** The schema of `list(...)`'s body. */
export const listBody = <const TKey extends string, TItem extends z.ZodType>(plural: TKey, item: TItem) =>
  z.object({
    status: z.literal('success'),
    results: z.int(),
    total: z.int(),
    page: z.int(),
    limit: z.int(),
    data: z.object({ [plural]: z.array(item) } as Record<TKey, z.ZodArray<TItem>>),
  });

/** A whole unpaged list, `{status:'success', results, data:{<plural>:[...]}}`. */
export function all<const TKey extends string, TLegacy>(plural: TKey, items: readonly TLegacy[]) {
  return {
    status: 200 as const,
    body: {
      status: 'success' as const,
      results: items.length,
      data: { [plural]: [...items] } as Record<TKey, TLegacy[]>,
    },
  };
}

/** The schema of `all(...)`'s body. */
export const allBody = <const TKey extends string, TItem extends z.ZodType>(plural: TKey, item: TItem) =>
  z.object({
    status: z.literal('success'),
    results: z.int(),
    data: z.object({ [plural]: z.array(item) } as Record<TKey, z.ZodArray<TItem>>),
  });

/** The `page` and `limit` query parameters of the GET lists. */
export const PAGING = { page: queryInt(), limit: queryInt() };

/**
 * An integer of a JSON body that the legacy service also took as a numeric string (`"page": "2"`), as the POST
 * lists' paging; anything else is refused.
 */
export const bodyInt = () => z.preprocess(intParam, z.int32({ error: 'must be an integer' }).nullish());

/** The `page` and `limit` of the lists that take their filters in the body. */
export const BODY_PAGING = { page: bodyInt(), limit: bodyInt() };

/**
 * An amount or rate: legacy clients send JSON numbers or strings; GraphQL carries them as decimal strings. A
 * number is written out as JavaScript prints it, so that one with more than two places (or a float artefact such
 * as 0.30000000000000004) is refused as such by the subgraph rather than rounded.
 */
export const amount = () =>
  z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? undefined : 'must be a number or a string',
    })
    .transform(String);

/** The id of a related record, which a legacy body names in two ways (`workerId` or `worker`; the first given wins). */
export const RELATION_ID = z.string().nullish();

/** The date range of the body filters: `from`/`to` or the spec's `startDate`/`endDate`. */
export const DATE_RANGE = {
  from: z.string().nullish(),
  to: z.string().nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
};

/** `from`/`to` of `DATE_RANGE` as the GraphQL filters take them. */
export const dateRange = (body: {
  from?: string | null;
  to?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}) => ({
  from: body.from ?? body.startDate,
  to: body.to ?? body.endDate,
});

/** The answer of a delete: no body. */
export const NO_CONTENT = { status: 204 as const };

/** A path `:id`. */
export const ID = z.object({ id: z.string() });

type Body = Record<string, unknown>;

/** Refuses a body without `field` or its `alias` (`workerId` or `worker`), as `field` missing. */
export const requireOne =
  (field: string, alias: string) =>
  (body: Body, context: z.core.$RefinementCtx<Body>): void => {
    if (body[field] == null && body[alias] == null)
      context.addIssue({ code: 'custom', path: [field], message: 'is required', input: undefined });
  };

/** The value of a field or of its alias, which the body's `requireOne` made sure of. */
export function either(value: string | null | undefined, alias: string | null | undefined): string {
  const given = value ?? alias;
  if (given === null || given === undefined) throw new Error('requireOne lets no body without either through');
  return given;
}
