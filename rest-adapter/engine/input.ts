import { z } from 'zod';
import { badRequest, RestError } from './errors.js';
import { describeProblems, problemDetails, type InputProblem } from './input-errors.js';
import type { JsonSchema } from './json-schema.js';
import { boolParam, intParam, listParam, objectBody, stringParam } from './mapping.js';
import type { RouteRequest } from './types.js';

/**
 * What a route takes, declared once (`RouteDefinition.input`): zod schemas of its path parameters, query
 * parameters and JSON (or multipart text) body, with the legacy names and spellings. From the one declaration
 * come the request's validation (a refusal is a 400 in the service's error shape, naming the legacy field), the
 * typed input the route's `variables` maps to the GraphQL variables, and the OpenAPI parameters and body.
 *
 * Body fields are JSON values and are taken as typed: a string where a list is wanted is refused, never made into
 * a list. Query parameters, path segments and the text fields of a multipart body are strings: the `query*`
 * helpers below convert what the legacy services converted (`page=2`, `include_unpublished=true`,
 * `triggerExtraction=false`, comma-separated lists) and leave anything else to be refused. Unknown fields are ignored, as the legacy services ignored them (`z.object` strips them); where a
 * legacy surface refused them (a body passed to GraphQL whole), `z.strictObject` refuses each by name.
 */

export interface RouteInput {
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  /** An object schema; a missing body is an empty object, and a body that is no object is refused. */
  readonly body?: z.ZodObject;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** What a route's `variables` receives: each part of the request as its declaration parses it. */
export interface ParsedInput<TInput extends RouteInput> {
  readonly params: Parsed<TInput['params']>;
  readonly query: Parsed<TInput['query']>;
  readonly body: Parsed<TInput['body']>;
}

// ---------------------------------------------------------------------------------------------------------------
// Legacy spellings

/** An integer's refusals (a fraction, a string, one out of range) in one word; a missing one is still required. */
const INTEGER = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.input === undefined || issue.input === null ? undefined : 'must be an integer',
};

/** A GraphQL `Int` in a JSON body: a 32-bit integer. */
export const int = () => z.int32(INTEGER);

/**
 * An enum value as legacy clients spell it: lower case (`in_progress`), accepted in any case and with hyphens, as
 * the legacy services did (`In-Progress`); `aliases` are other spellings of a value (`categories` → `category`).
 * Documented with its values; `enumValue` makes it the GraphQL value.
 */
export function legacyEnum<const TValue extends string>(
  values: readonly [TValue, ...TValue[]],
  aliases: Readonly<Record<string, TValue>> = {},
) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const key = value.trim().toLowerCase().replace(/-/g, '_');
    return aliases[key] ?? key;
  }, z.enum(values));
}

/**
 * An enum value that the legacy contract spells as GraphQL does (`PAN_CARD`) but accepted in any case and with
 * hyphens, as the legacy service did (`pan-card`); documented, and parsed, in GraphQL's spelling.
 */
export function upperEnum<const TValue extends string>(values: readonly [TValue, ...TValue[]]) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase().replace(/-/g, '_') : value),
    z.enum(values),
  );
}

/** A legacy enum value as GraphQL spells it (`in_progress` → `IN_PROGRESS`), typed as the generated enum. */
export function enumValue<TValue extends string>(value: TValue): Uppercase<TValue>;
export function enumValue<TValue extends string>(value: TValue | undefined): Uppercase<TValue> | undefined;
export function enumValue<TValue extends string>(
  value: TValue | null | undefined,
): Uppercase<TValue> | null | undefined;
export function enumValue(value: string | null | undefined): string | null | undefined {
  return typeof value === 'string' ? value.toUpperCase() : value;
}

/**
 * A query parameter (or multipart text field) of one value, as `schema` takes it: the first of repeated ones,
 * empty as absent.
 */
export const queryValue = <TSchema extends z.ZodType>(schema: TSchema) => z.preprocess(stringParam, schema);

/** An optional query parameter taken as a string. */
export const queryString = () => queryValue(z.string().optional()).optional();

/** A query parameter taken as a 32-bit integer (`page=2`); anything else is refused. */
export const queryInt = () =>
  z.preprocess((value) => intParam(stringParam(value)), z.int32(INTEGER).optional()).optional();

/** A query parameter taken as a boolean: `true`/`1` or `false`/`0`, in any case. */
export const queryBool = () =>
  z.preprocess((value) => boolParam(stringParam(value)), z.boolean().optional()).optional();

/** A list from comma-separated and/or repeated parameters (`a,b` or `x=a&x=b`), each item of `item`; empty as absent. */
export const queryList = <TItem extends z.ZodType>(item: TItem) =>
  z.preprocess(listParam, z.array(item).optional()).optional();

// ---------------------------------------------------------------------------------------------------------------
// Validation

type Source = 'params' | 'query' | 'body';

const LABEL: Readonly<Record<Source, string>> = {
  params: 'path parameter',
  query: 'query parameter',
  body: 'body field',
};

/** What each expected JSON type means to a client, in the words GraphQL's refusals were put in (`input-errors.ts`). */
const EXPECTED: Readonly<Record<string, string>> = {
  string: 'must be a string',
  number: 'must be a number',
  int: 'must be an integer',
  boolean: 'must be true or false',
  object: 'must be an object',
  array: 'must be an array',
};

/** A zod issue in the legacy words (the schema's own message, when it has one, wins over these). */
function problemOf(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'invalid_type')
    return issue.input === undefined || issue.input === null
      ? 'is required'
      : (EXPECTED[issue.expected] ?? 'is not a valid value');
  // An enum (`z.enum`, `legacyEnum`) reports a missing value as no value of its own, not as a wrong type.
  if (issue.code === 'invalid_value')
    return issue.input === undefined || issue.input === null ? 'is required' : 'is not one of the accepted values';
  if (issue.code === 'unrecognized_keys') return 'is not a field this request takes';
  return 'is not a valid value';
}

/** The legacy name of a place in a part of the request: `stepRates[0].rate`; a query parameter by its name only. */
function fieldName(source: Source, path: readonly PropertyKey[]): string {
  const keys = source === 'body' ? path : path.slice(0, 1);
  return keys
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : index ? `.${String(key)}` : String(key)))
    .join('');
}

/**
 * A refusal a legacy service worded its own way, kept word for word where its clients read it: the issue's
 * `message` is the problem (`details.fields`), `sentence` the whole error message. For a custom issue, e.g.
 * `ctx.addIssue({ code: 'custom', message: 'must be one of: A, B', ...ownWords('kind must be one of: A, B') })`.
 */
export const ownWords = (sentence: string) => ({ params: { sentence } });

function ownSentence(issue: { code?: string; params?: unknown }): string | undefined {
  if (issue.code !== 'custom' || typeof issue.params !== 'object' || issue.params === null) return undefined;
  const { sentence } = issue.params as { sentence?: unknown };
  return typeof sentence === 'string' ? sentence : undefined;
}

/**
 * A refusal a parameter words whole, details included (`sort.ts`: `querySort`): answered as it is, and only when
 * nothing else of the request is refused (the legacy services checked it last).
 */
function refusalOf(issue: { code?: string; params?: unknown }): RestError | undefined {
  if (issue.code !== 'custom' || typeof issue.params !== 'object' || issue.params === null) return undefined;
  const { refusal } = issue.params as { refusal?: unknown };
  return refusal instanceof RestError ? refusal : undefined;
}

function problems(source: Source, error: z.ZodError): InputProblem[] {
  // A strict object's unknown fields (`z.strictObject`, for a body GraphQL took whole) are each a problem of their own.
  const issues = error.issues
    .filter((issue) => !refusalOf(issue))
    .flatMap((issue): { path: PropertyKey[]; message: string; code?: string; params?: unknown }[] =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({ ...issue, path: [...issue.path, key] }))
        : [issue],
    );
  return issues.map((issue) => {
    const field = fieldName(source, issue.path);
    const sentence = ownSentence(issue);
    return field
      ? { input: `${LABEL[source]} "${field}"`, field, problem: issue.message, sentence }
      : { input: 'the request body', field: 'body', problem: issue.message, sentence };
  });
}

/** The request's parts as the route declares them, or a 400 naming every refused field of every part. */
export function parseInput<TInput extends RouteInput>(input: TInput, req: RouteRequest): ParsedInput<TInput> {
  const values: Record<Source, unknown> = {
    params: req.params,
    query: req.query,
    body: input.body ? objectBody(req.body) : {},
  };
  const parsed: Record<string, unknown> = {};
  const refused: InputProblem[] = [];
  const whole: RestError[] = [];
  for (const source of ['params', 'query', 'body'] as const) {
    const schema = input[source];
    if (!schema) {
      parsed[source] = {};
      continue;
    }
    const result = schema.safeParse(values[source], { error: problemOf });
    if (result.success) parsed[source] = result.data;
    else {
      refused.push(...problems(source, result.error));
      whole.push(...result.error.issues.flatMap((issue) => refusalOf(issue) ?? []));
    }
  }
  if (refused.length) throw badRequest(describeProblems(refused), problemDetails(refused));
  if (whole.length) throw whole[0];
  return parsed as unknown as ParsedInput<TInput>;
}

// ---------------------------------------------------------------------------------------------------------------
// Documentation

/**
 * A declared part of the request as the JSON Schema of what a client sends (2020-12, OpenAPI 3.1's dialect).
 * Nullable fields are documented by their type alone (a request leaves a field out rather than sending null).
 */
export function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return withoutNull(json) as JsonSchema;
}

function withoutNull(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNull);
  if (typeof value !== 'object' || value === null) return value;
  const schema = value as JsonSchema;
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const types = schema.type.filter((type) => type !== 'null') as string[];
    const { enum: values, ...rest } = schema;
    return withoutNull({
      ...rest,
      type: types.length === 1 ? types[0] : types,
      ...(Array.isArray(values) ? { enum: values.filter((item) => item !== null) } : {}),
    });
  }
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf?.some((branch) => branch.type === 'null')) {
    const rest = anyOf.filter((branch) => branch.type !== 'null');
    const { anyOf: _, ...others } = schema;
    if (rest.length === 1) return withoutNull({ ...rest[0], ...others });
    return withoutNull({ ...others, anyOf: rest });
  }
  return Object.fromEntries(Object.entries(schema).map(([key, item]) => [key, withoutNull(item)]));
}
