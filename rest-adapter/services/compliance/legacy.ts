import { z } from 'zod';
import { config } from '../../../platform/config.js';
import { queryInt } from '../../engine/index.js';

/**
 * What every compliance route answers in: camelCase bodies as GraphQL gives them, one record as `{data}` (with
 * a `message` on writes), lists as `{data: [...], pagination: {page, limit, total, totalPages}}`.
 */

export function ok<TData>(data: TData): { status: 200; body: { data: TData } };
export function ok<TData>(data: TData, message: string): { status: 200; body: { message: string; data: TData } };
export function ok<TData>(data: TData, message?: string) {
  return { status: 200 as const, body: message ? { message, data } : { data } };
}
export const created = <TData>(data: TData, message: string) => ({ status: 201 as const, body: { message, data } });

/** The schema of `ok(data)`'s body. */
export const dataBody = <TData extends z.ZodType>(data: TData) => z.object({ data });
/** The schema of `ok(data, message)`'s and `created(...)`'s body. */
export const messageBody = <TData extends z.ZodType>(data: TData) => z.object({ message: z.string(), data });

/** A page of a GraphQL list, as the subgraphs answer it. */
export interface PageData<T> {
  items: readonly T[];
  total: number;
  page: number;
  limit: number;
}

export function paginated<T, TLegacy = T>(
  page: PageData<T>,
  legacy: (item: T) => TLegacy = (item) => item as unknown as TLegacy,
) {
  return {
    status: 200 as const,
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

/** The schema of `paginated(...)`'s body, a page of `item`s. */
export const pageBody = <TItem extends z.ZodType>(item: TItem) =>
  z.object({
    data: z.array(item),
    pagination: z.object({ page: z.int(), limit: z.int(), total: z.int(), totalPages: z.int() }),
  });

/** The `page` and `limit` query parameters of a declared list (beside its `sort`, `querySort`). */
export const PAGING = { page: queryInt(), limit: queryInt() };

/** A JSON object of any fields (GraphQL's `JSONObject`). */
export const jsonObject = () => z.looseObject({});

/** The legal forms of a tenant or entity (`LegalForm`), spelt as GraphQL spells them. */
export const LEGAL_FORM = z.enum(['PRIVATE_LIMITED', 'PUBLIC_LIMITED', 'LLP']);

/** The subscription plans (`CompliancePlanId`). */
export const PLAN_ID = z.enum(['FREE', 'STARTER', 'PROFESSIONAL', 'ENTERPRISE']);

/** A link of the compliance legacy surface (download links handed to legacy clients). */
export function publicComplianceUrl(path: string): string {
  return `${config().PUBLIC_URL.replace(/\/+$/, '')}/compliance${path.startsWith('/') ? path : `/${path}`}`;
}
