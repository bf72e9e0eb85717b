import { z } from 'zod';
import type { JsonSchema } from './json-schema.js';
import type { StreamResponse } from './types.js';

/**
 * What a declared route answers on success (`RouteDefinition.answers`), by status: the zod schema of the legacy
 * JSON body, `FILE` for a streamed file, or `EMPTY` for no body. The same declaration types what the route's
 * `respond` may return (a status it declares, with a body of that status's schema) and is the OpenAPI document's
 * description of the answers, so the two cannot differ. Bodies are not checked at run time: the types are.
 */

/** A streamed file (`streamFrom`). */
export const FILE = 'file';
/** An answer without a body. */
export const EMPTY = 'empty';

export type RouteAnswers = Readonly<Record<number, z.ZodType | typeof FILE | typeof EMPTY>>;

/** What `respond` may return for `TAnswers`: one of the declared statuses, with its body. */
export type AnswerOf<TAnswers extends RouteAnswers> = {
  [TStatus in keyof TAnswers & number]: TAnswers[TStatus] extends z.ZodType
    ? { status: TStatus; body: z.input<TAnswers[TStatus]>; headers?: Record<string, string> }
    : TAnswers[TStatus] extends typeof FILE
      ? StreamResponse // its status is the file server's own (`streamFrom`)
      : { status: TStatus; headers?: Record<string, string> };
}[keyof TAnswers & number];

/** A date-time of an answer (ISO 8601, as GraphQL's DateTimeISO gives it). */
export const timestamp = () => z.string().meta({ format: 'date-time' });

/** A declared answer body as the JSON Schema of what the adapter sends (nulls included). */
export function answerSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
}
