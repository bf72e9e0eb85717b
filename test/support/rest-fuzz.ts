import { expect, test } from '@jest/globals';
import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import { Pool } from 'undici';
import { z } from 'zod';
import {
  declaredSort,
  FILE,
  type LegacySort,
  type RouteAnswers,
  type RouteAuth,
  type RouteDefinition,
  type RouteInput,
  type RouteRule,
  type ServiceDefinition,
} from '../../rest-adapter/engine/index.js';
import { inputSchema } from '../../rest-adapter/engine/input.js';
import type { JsonSchema } from '../../rest-adapter/engine/json-schema.js';
import { routeOperation } from '../../rest-adapter/engine/openapi-operation.js';
import { SERVICES } from '../../rest-adapter/services/index.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { sampleRequest, type RouteFixtures, type SampleRequest } from './route-samples.js';
import { WriteCounter, writesBetween } from './write-counter.js';

/**
 * A property-based fuzzer over the REST adapter's route tables (fast-check): every route of a service gets
 * requests drawn from its declaration (the zod schemas of its path, query and body that the engine validates
 * with, in the legacy names, types, enums and required fields): requests it takes, and the same with a field
 * left out, wrongly typed or hostile, unknown fields, bad path ids, garbage query strings, malformed bodies and
 * bad credentials. Every answer must keep the service's promises: no 5xx, errors in the service's documented shape, JSON (or the route's file) on success,
 * and nothing written by a request that failed.
 */

// ---------------------------------------------------------------------------------------------------------------
// Which test file fuzzes which services: a service added to SERVICES but to no group fails every fuzz file.

export const FUZZ_GROUPS = {
  training: ['training'],
  compliance: ['compliance', 'compliance-workflow'],
  factory: ['factory'],
} as const satisfies Record<string, readonly string[]>;

export function servicesOf(group: keyof typeof FUZZ_GROUPS): ServiceDefinition[] {
  const grouped = new Set<string>(Object.values(FUZZ_GROUPS).flat());
  const orphans = SERVICES.filter((service) => !grouped.has(service.name)).map((service) => service.name);
  if (orphans.length)
    throw new Error(`Services fuzzed by no test file (add them to FUZZ_GROUPS): ${orphans.join(', ')}`);
  return SERVICES.filter((service) => (FUZZ_GROUPS[group] as readonly string[]).includes(service.name));
}

// ---------------------------------------------------------------------------------------------------------------
// The documented error shapes, written from the specifications in ../shared/seeds (not from the adapter's code).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = z.string().regex(UUID);

/** Training spec, "Errors": {status:'error', message:string, correlationId:string (uuid)}. */
const trainingError = z.strictObject({ status: z.literal('error'), message: z.string().min(1), correlationId: uuid });

/** Compliance spec, "Errors": each code with its one HTTP status. */
const COMPLIANCE_STATUS_BY_CODE: Record<string, number> = {
  VALIDATION_ERROR: 400,
  MISSING_VERSION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VERSION_CONFLICT: 409,
  // Not in the table, but the spec limits uploads to 10 MB, and a refused upload needs a code (CONTRACT.md).
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMIT_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * Compliance spec: {error:string, code:string, details:object (optional), correlationId:uuid (optional)};
 * version conflicts add currentVersion and currentData, rate limits retryAfter; the form-mapping conflict is
 * {error:'version_conflict', message, currentVersion, currentData}.
 */
const complianceError = z.union([
  z.strictObject({
    error: z.string().min(1),
    code: z.enum(Object.keys(COMPLIANCE_STATUS_BY_CODE) as [string, ...string[]]),
    details: z.record(z.string(), z.unknown()).optional(),
    correlationId: uuid.optional(),
    retryAfter: z.number().nonnegative().optional(),
    currentVersion: z.number().int().optional(),
    currentData: z.unknown().optional(),
  }),
  z.strictObject({
    error: z.literal('version_conflict'),
    message: z.string().min(1),
    currentVersion: z.number().int(),
    currentData: z.unknown(),
    correlationId: uuid.optional(),
  }),
]);

/** Factory spec, "Errors": {status:'error', message:string}. */
const factoryError = z.strictObject({ status: z.literal('error'), message: z.string().min(1) });

const ERROR_SHAPES: Record<string, z.ZodType> = {
  training: trainingError,
  compliance: complianceError,
  'compliance-workflow': complianceError,
  factory: factoryError,
};

/** What is wrong with an error answer of `service`, or undefined when it is in the documented shape. */
export function errorShapeProblem(
  service: string,
  status: number,
  body: unknown,
  correlationHeader: string | undefined,
): string | undefined {
  const shape = ERROR_SHAPES[service];
  if (!shape) return `no documented error shape for service ${service}`;
  const parsed = shape.safeParse(body);
  if (!parsed.success)
    return `error body not in the ${service} shape: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`;
  const record = body as Record<string, unknown>;
  if (typeof record.code === 'string' && COMPLIANCE_STATUS_BY_CODE[record.code] !== status) {
    return `code ${record.code} answered with status ${status} (the spec gives ${COMPLIANCE_STATUS_BY_CODE[record.code]})`;
  }
  if (record.correlationId !== undefined && record.correlationId !== correlationHeader) {
    return `correlationId ${JSON.stringify(record.correlationId)} differs from X-Correlation-Id ${String(correlationHeader)}`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// What a route takes, from its declaration: the JSON Schemas of its `input` that the OpenAPI documents show
// (`inputSchema`, zod's own conversion of the schemas the engine validates with), its `sort`, `upload` and `when`.

/** One field of a declared part of a request (a path parameter, a query parameter, a body field), in its legacy name. */
export interface DeclaredField {
  readonly name: string;
  readonly schema: JsonSchema;
  readonly required: boolean;
}

/** A route's declared path parameters, query parameters and body fields. */
export interface DeclaredInput {
  readonly params: readonly DeclaredField[];
  readonly query: readonly DeclaredField[];
  readonly body: readonly DeclaredField[];
}

function declaredFields(schema: z.ZodObject | undefined): DeclaredField[] {
  return schema ? fieldsOf(inputSchema(schema)) : [];
}

export function declaredInput(route: RouteDefinition): DeclaredInput {
  const input = route.input as RouteInput;
  return { params: declaredFields(input.params), query: declaredFields(input.query), body: declaredFields(input.body) };
}

/** Whether the route may answer a file (`answers` declares `FILE`) rather than JSON on success. */
export const answersFile = (route: RouteDefinition): boolean =>
  Object.values(route.answers as RouteAnswers).includes(FILE);

/**
 * Names of unknown fields and parameters every fuzzed request may carry besides its route's own: prototype
 * pollution and injection traps, and names that other routes, or the GraphQL input, spell differently.
 */
const TRAP_FIELDS = [
  'id',
  'ids',
  'tenantId',
  'tenant_id',
  'version',
  'createdAt',
  'input',
  'data',
  'variables',
  'query',
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  'toString',
];

/** Another spelling of a declared name: the other case convention (GraphQL's camelCase), or one close to it. */
function respelt(name: string): string[] {
  const camel = name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const snake = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return [...new Set([camel, snake, name.toUpperCase(), `${name}_`, `${name}[]`])].filter((other) => other !== name);
}

/** Unknown field names for a part of a request whose declared fields are `fields`. */
function unknownName(fields: readonly DeclaredField[]): fc.Arbitrary<string> {
  const respellings = fields.flatMap((field) => respelt(field.name));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...TRAP_FIELDS) },
    ...(respellings.length ? [{ weight: 3, arbitrary: fc.constantFrom(...respellings) }] : []),
    { weight: 2, arbitrary: anyString.filter((key) => key.length < 1_000) },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Hostile values.

/** Strings that break services: NUL, RTL overrides, lone surrogates, emoji, combining marks, traversal, injections. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  'שָׁלוֹם',
  'مرحبا',
  '👩‍👩‍👧‍👦',
  '🔥'.repeat(50),
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  '\u200B',
  'e\u0301\u0301\u0301',
  '../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%',
  '${jndi:ldap://x}',
  "' OR 1=1 --",
  '"; drop table x; --',
  '<script>alert(1)</script>',
  '{{constructor.constructor("x")()}}',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  'a@b',
  'admin',
  'ACTIVE',
  'active',
  'in_progress',
  'completed',
  'categories',
  'string',
  'number',
];

const hugeString = fc
  .tuple(fc.constantFrom('x', 'é', '𝕏', '\u0000', '\u202E', 'ab '), fc.integer({ min: 1_000, max: 200_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

const anyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

/** Nested arrays or objects tens to thousands of levels deep (the REST adapter refuses more than 64). */
const deepValue = fc.tuple(fc.integer({ min: 20, max: 3_000 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = arrays ? [value] : { nested: value };
  return value;
});

const numbers = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, -0, 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 0.5, 1e-300),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value at all, hostile strings included. */
const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 3, arbitrary: anyString },
    { weight: 2, arbitrary: numbers },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 5 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.oneof(anyString, fc.constantFrom(...TRAP_FIELDS)), tie('value'), { maxKeys: 5 }),
    },
  ),
})).value;

/** Values for path ids, body fields and query parameters that exist in the test's database ('*': for any id). */
export type RealValues = Readonly<Record<string, readonly unknown[]>>;

/** Real values for a field, by its legacy name or its camelCase one; for a field naming an id, else the ids of '*'. */
function realOf(realValues: RealValues, name: string): unknown[] {
  const camel = name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const exact = Object.hasOwn(realValues, name)
    ? realValues[name]
    : Object.hasOwn(realValues, camel)
      ? realValues[camel]
      : [];
  if (exact?.length) return [...exact];
  return /(^|_|[a-z])(id|Id|ID)s?$/.test(name) ? [...(realValues['*'] ?? [])] : [];
}

const plausibleText = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,8}){0,2}$/),
  fc.emailAddress(),
  fc.uuid(),
  fc
    .date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') })
    .map((date) => date.toISOString().slice(0, 10)),
);

/**
 * Text for a string field. A declaration's string may be checked further by the subgraph (an email, a slug, a
 * date), which the JSON Schema does not say: the legacy name hints at it, so that such requests get past it too.
 */
function textFor(name: string): fc.Arbitrary<string> {
  if (/e-?mail/i.test(name))
    return fc.oneof({ weight: 3, arbitrary: fc.emailAddress() }, { weight: 1, arbitrary: plausibleText });
  if (/slug/i.test(name))
    return fc.oneof(
      { weight: 3, arbitrary: fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,8}){0,2}$/) },
      { weight: 1, arbitrary: plausibleText },
    );
  if (/(date|_at|At|_from|_to)$/i.test(name))
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') })
          .map((date) => date.toISOString()),
      },
      { weight: 1, arbitrary: plausibleText },
    );
  return plausibleText;
}

/** The JSON types a declared schema takes (none for a JSON field, which takes any). */
function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  return typeof schema.type === 'string' ? [schema.type] : [];
}

/** Whether a value is of a schema's JSON type (a real value is only offered where it fits). */
function fits(schema: JsonSchema, value: unknown): boolean {
  const types = typesOf(schema);
  if (!types.length) return true;
  return types.some((type) => {
    switch (type) {
      case 'array':
        return Array.isArray(value);
      case 'object':
        return isRecord(value);
      case 'integer':
        return Number.isInteger(value);
      default:
        return typeof value === type;
    }
  });
}

/** An object of declared fields: the required ones and some optional ones, each a value that fits its schema. */
function declaredObject(
  fields: readonly DeclaredField[],
  realValues: RealValues,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    Object.fromEntries(fields.map((field) => [field.name, conforming(field.schema, field.name, realValues, depth)])),
    { requiredKeys: fields.filter((field) => field.required).map((field) => field.name) },
  );
}

/** The fields of an object's JSON Schema. */
function fieldsOf(schema: JsonSchema): DeclaredField[] {
  const required = (schema.required ?? []) as string[];
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, field]) => ({
    name,
    schema: field,
    required: required.includes(name),
  }));
}

/** A value the declaration takes (real ones where the test has them), so that requests get past validation. */
function conforming(schema: JsonSchema, name: string, realValues: RealValues, depth = 0): fc.Arbitrary<unknown> {
  const real = realOf(realValues, name).filter((value) => fits(schema, value));
  const own = ownValue(schema, name, realValues, depth);
  return real.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 2, arbitrary: own })
    : own;
}

function ownValue(schema: JsonSchema, name: string, realValues: RealValues, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...(schema.enum as unknown[]));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => ownValue({ ...schema, type }, name, realValues, depth)));
  switch (types[0]) {
    case 'string':
      return textFor(name);
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -(2 ** 31);
      const max = typeof schema.maximum === 'number' ? schema.maximum : 2 ** 31 - 1;
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: Math.max(min, -5), max: Math.min(max, 200) }) },
        { weight: 1, arbitrary: fc.constantFrom(min, max) },
      );
    }
    case 'number':
      return fc.double({ min: -10, max: 1_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(conforming((schema.items ?? {}) as JsonSchema, name, realValues, depth + 1), { maxLength: 4 });
    case 'object':
      if (depth > 4) return fc.constant({});
      if (schema.properties) return declaredObject(fieldsOf(schema), realValues, depth + 1);
      return fc.dictionary(
        fc.string({ minLength: 1, maxLength: 12 }),
        conforming((schema.additionalProperties ?? {}) as JsonSchema, name, realValues, depth + 1),
        { maxKeys: 4 },
      );
    default:
      // A JSON field: any JSON, most often an object.
      return fc.oneof(fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 6 }), anyValue);
  }
}

/**
 * A value of the wrong type or spelling for a declaration: another JSON type (a string for a list, a number or a
 * list for a string, a string for a number or a boolean), an integer out of range or with a fraction, an enum
 * value respelt (which only a `legacyEnum` takes) or unknown, a list or object with one item or field itself
 * wrong, or null (which a nullish field takes).
 */
function mistyped(schema: JsonSchema, realValues: RealValues, depth = 0): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  if (!types.length) return fc.oneof(deepValue, hugeString);
  const wrong: fc.Arbitrary<unknown>[] = [fc.constant(null)];
  if (!types.includes('string')) wrong.push(anyString, fc.constantFrom('1', '0', 'true', '[]', '{}', 'a,b'));
  if (!types.includes('integer') && !types.includes('number')) wrong.push(numbers);
  if (!types.includes('boolean')) wrong.push(fc.boolean());
  if (!types.includes('array')) wrong.push(fc.array(anyValue, { maxLength: 3 }));
  if (!types.includes('object')) wrong.push(fc.dictionary(unknownName([]), anyValue, { maxKeys: 3 }));
  if (types.includes('integer'))
    wrong.push(fc.constantFrom(0.5, -1.5, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308));
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.map(String);
    const respellings = values
      .flatMap((value) => [
        value.toUpperCase(),
        value.toLowerCase(),
        value.replace(/_/g, '-'),
        ` ${value} `,
        `${value}x`,
      ])
      .filter((spelling) => !values.includes(spelling));
    wrong.push(fc.constantFrom(...respellings, 'ɑctive', 'ACTIVE\u0000', '*', 'null'), anyString);
  }
  if (types.includes('array') && depth < 4)
    wrong.push(
      fc.array(mistyped((schema.items ?? {}) as JsonSchema, realValues, depth + 1), { minLength: 1, maxLength: 3 }),
    );
  const fields = types.includes('object') && depth < 4 ? fieldsOf(schema) : [];
  if (fields.length)
    wrong.push(
      fc
        .tuple(declaredObject(fields, realValues, depth + 1), fc.constantFrom(...fields))
        .chain(([value, spoilt]) =>
          mistyped(spoilt.schema, realValues, depth + 1).map((wrongly) => ({ ...value, [spoilt.name]: wrongly })),
        ),
    );
  return fc.oneof(...wrong);
}

/** A value for a declared field: one it takes (most often), one of a wrong type, or anything hostile. */
function fieldValue(field: DeclaredField, realValues: RealValues): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: conforming(field.schema, field.name, realValues) },
    { weight: 3, arbitrary: mistyped(field.schema, realValues) },
    { weight: 1, arbitrary: anyValue },
    { weight: 1, arbitrary: fc.oneof(deepValue, hugeString) },
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------------------------
// Requests.

export interface FuzzRequest {
  readonly method: string;
  /** Path and query string as sent, already encoded (malformed escapes included on purpose). */
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string | Buffer;
}

/** Valid headers of callers, by the auth level of the routes they may call. */
export type FuzzCredentials = Partial<Record<RouteAuth, readonly Record<string, string>[]>>;

/** Percent-encodes a path segment, dots too (so that `..` reaches the server), lone surrogates as their raw bytes. */
function encodeSegment(value: string): string {
  let encoded = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    else encoded += encodeURIComponent(char).replace(/\./g, '%2E');
  }
  return encoded;
}

/** Escapes that are no valid percent-encoding or no valid UTF-8 once decoded. */
const MALFORMED_ESCAPES = ['%', '%zz', '%E0%A4%A', '%FF%FE', '%C0%AF', '%2e%2e%2f%2e%2e%2fetc', '%00', 'a%'];

const badId = fc.oneof(
  // At most 600 characters, which encode to at most 7 KB: longer ones meet the server's header limit (431) instead of the route.
  { weight: 4, arbitrary: anyString.map((value) => encodeSegment(value.slice(0, 600))) },
  { weight: 2, arbitrary: fc.uuid().map(encodeSegment) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_ESCAPES) },
  { weight: 1, arbitrary: fc.constantFrom('..', '.', '%2E%2E', '..%2F..%2F') },
);

/** A declared path: each parameter a value its declaration takes (real ids most often) or a bad id. */
function pathArbitrary(target: RouteFuzzTarget, realValues: RealValues): fc.Arbitrary<string> {
  const declared = new Map(target.input.params.map((field) => [field.name, field]));
  const parts = target.route.path.split(/(:[A-Za-z_]+)/);
  return fc
    .tuple(
      ...parts.map((part) => {
        if (!part.startsWith(':')) return fc.constant(part);
        const name = part.slice(1);
        const schema = declared.get(name)?.schema ?? { type: 'string' };
        return fc.oneof(
          { weight: 4, arbitrary: conforming(schema, name, realValues).map((value) => encodeSegment(textOf(value))) },
          { weight: 2, arbitrary: badId },
        );
      }),
    )
    .map((segments) => segments.join(''));
}

/** A value as text, the way a query string or a multipart text field carries it: a list comma-separated. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.map(String).join(',');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Ways a legacy client may spell a value in a query string: one parameter, or a list's items repeated. */
function querySpellings(value: unknown): fc.Arbitrary<string[]> {
  if (Array.isArray(value) && value.length > 1)
    return fc.constantFrom(
      [textOf(value)],
      value.map((item) => textOf(item)),
    );
  if (typeof value === 'boolean')
    return fc.constantFrom([String(value)], [value ? '1' : '0'], [String(value).toUpperCase()]);
  return fc.constant([textOf(value)]);
}

/** Query values that no declaration should choke on. */
const GARBAGE_QUERY_VALUES = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '1',
    '2',
    '1e9',
    '1000000000',
    '99999999999',
    '2.5',
    'abc',
    '',
    'true',
    'false',
    'yes',
    'asc',
    'name:desc',
    ',',
    ',,a,,',
    '2026-01-01',
    'x'.repeat(2_000),
  ),
  anyString.filter((value) => value.length <= 300),
);

/** How a parameter is written: `name=value`, PHP's `name[]=value`, or with an escape that is no valid encoding. */
type QueryStyle = 'plain' | 'array' | 'malformed';

const ANY_STYLE: readonly QueryStyle[] = ['plain', 'plain', 'plain', 'array', 'malformed'];

/** A parameter's `name=value` pairs as sent: encoded, or written in one of `styles`. */
function queryPairs(
  name: string,
  values: fc.Arbitrary<string[]>,
  styles: readonly QueryStyle[] = ANY_STYLE,
): fc.Arbitrary<string[]> {
  return fc.tuple(values, fc.constantFrom(...styles)).map(([texts, style]) => {
    const key = encodeSegment(name);
    return texts.map((text) => {
      // Kept short: the request line must stay within the server's header limit (which answers 431 on its own).
      const value = encodeSegment(text.slice(0, 500));
      if (style === 'array') return `${key}[]=${value}`;
      if (style === 'malformed') return `${key}=${MALFORMED_ESCAPES[text.length % MALFORMED_ESCAPES.length]}`;
      return `${key}=${value}`;
    });
  });
}

/**
 * A declared query parameter: a value it takes, spelt as legacy clients spell it; when `spoilt`, also one of a
 * wrong type, garbage, or written wrongly.
 */
function declaredParameter(field: DeclaredField, realValues: RealValues, spoilt: boolean): fc.Arbitrary<string[]> {
  const taken = conforming(field.schema, field.name, realValues).chain(querySpellings);
  if (!spoilt) return queryPairs(field.name, taken, ['plain']);
  return queryPairs(
    field.name,
    fc.oneof(
      { weight: 3, arbitrary: taken },
      { weight: 2, arbitrary: mistyped(field.schema, realValues).map((value) => [textOf(value)]) },
      { weight: 2, arbitrary: GARBAGE_QUERY_VALUES.map((value) => [value]) },
    ),
  );
}

/** The legacy `sort` parameter of a list (`legacySort`): its spellings in any order and direction, or nonsense. */
function sortParameter(sort: LegacySort, spoilt: boolean): fc.Arbitrary<string[]> {
  const spellings = [...sort.fields.keys()];
  const taken = fc
    .uniqueArray(fc.tuple(fc.constantFrom(...spellings), fc.constantFrom('', ':asc', ':desc', ':DESC', '-')), {
      minLength: 1,
      maxLength: 3,
      selector: ([field]) => field,
    })
    .map((items) =>
      items.map(([field, direction]) => (direction === '-' ? `-${field}` : `${field}${direction}`)).join(','),
    );
  if (!spoilt)
    return queryPairs(
      'sort',
      taken.map((value) => [value]),
      ['plain'],
    );
  const wrong = fc.oneof(
    fc.constantFrom('title:sideways,,', ':', ',', '-', '--', 'name:desc:asc', 'id:asc', `${spellings[0]}:up`),
    GARBAGE_QUERY_VALUES,
  );
  return queryPairs(
    'sort',
    fc.oneof({ weight: 2, arbitrary: taken }, { weight: 2, arbitrary: wrong }).map((value) => [value]),
  );
}

/** Query strings that are garbage as a whole. */
const GARBAGE_QUERIES = [
  '?',
  '?&',
  '?=',
  '?==&&',
  '?a',
  '?%',
  '?&=x',
  '?a=1&a',
  '?page=1&page=2&page=x',
  '?[]=1',
  '?a[b][c]=1',
];

/** Node answers 431 by itself (no route involved) past 16 KB of headers, the request line included. */
const MAX_QUERY_LENGTH = 8_000;

/**
 * A query string (with its `?`): the route's declared parameters and `sort` as it takes them, or with hostile
 * values and unknown parameters among them, or garbage as a whole.
 */
function queryArbitrary(target: RouteFuzzTarget, realValues: RealValues): fc.Arbitrary<string> {
  const { input, route } = target;
  // A list's `sort` (`querySort`) is sent as its spellings take it, not as the string its schema shows.
  const sort = declaredSort(route);
  const composed = (spoilt: boolean) => {
    const declared = input.query
      .filter((field) => !sort || field.name !== 'sort')
      .map((field) =>
        // `freq`: one in `freq` requests leaves the parameter out.
        fc.option(declaredParameter(field, realValues, spoilt), { freq: field.required ? 8 : 2, nil: [] }),
      );
    if (sort) declared.push(fc.option(sortParameter(sort, spoilt), { freq: 2, nil: [] }));
    const unknown = fc.array(
      fc
        .tuple(unknownName(input.query), GARBAGE_QUERY_VALUES)
        .chain(([name, value]) => queryPairs(name, fc.constant([value]))),
      { maxLength: spoilt ? 2 : 0 },
    );
    return fc.tuple(fc.tuple(...declared), unknown).map(([known, others]) => {
      let query = '';
      for (const pair of [...known.flat(), ...others.flat()])
        if (query.length + pair.length < MAX_QUERY_LENGTH) query += `${query ? '&' : '?'}${pair}`;
      return query;
    });
  };
  return fc.oneof(
    { weight: 3, arbitrary: composed(false) },
    { weight: 5, arbitrary: composed(true) },
    { weight: 1, arbitrary: fc.constantFrom(...GARBAGE_QUERIES) },
  );
}

const GARBAGE_AUTHORIZATIONS = [
  'Bearer',
  'Bearer ',
  'Bearer null',
  'Basic YWRtaW46YWRtaW4=',
  'bearer x.y.z',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
];

/** Header text safe to send (visible ASCII). */
const headerText = fc.string({
  unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 300,
});

const garbageCredentials = fc.oneof(
  fc.constantFrom(...GARBAGE_AUTHORIZATIONS).map((authorization) => ({ authorization })),
  headerText.map((token) => ({ authorization: `Bearer ${token}` })),
  fc.record({
    authorization: headerText.map((token) => `Bearer ${token}`),
    'x-tenant-id': headerText,
    'x-admin': fc.constantFrom('true', 'TRUE', '1', 'yes'),
  }),
  fc.record({ cookie: headerText.map((value) => `refreshToken=${value}`) }),
);

/** None, garbage, a valid caller of the route's level (most often), one of another level, or a valid one tampered with. */
function credentialsArbitrary(
  route: RouteDefinition,
  credentials: FuzzCredentials,
): fc.Arbitrary<Record<string, string>> {
  const fitting = credentials[route.auth] ?? [];
  const others = Object.values(credentials).flat();
  const options: fc.WeightedArbitrary<Record<string, string>>[] = [
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: garbageCredentials },
  ];
  if (fitting.length) {
    options.push({ weight: 7, arbitrary: fc.constantFrom(...fitting) });
    options.push({
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...fitting),
          fc.record(
            { 'x-tenant-id': fc.oneof(headerText, fc.uuid()), 'x-admin': fc.constantFrom('false', 'true', '') },
            { requiredKeys: [] },
          ),
        )
        .map(([valid, tampered]) => ({ ...valid, ...tampered })),
    });
  }
  if (others.length) options.push({ weight: 1, arbitrary: fc.constantFrom(...others) });
  return fc.oneof(...options);
}

/**
 * A body changed to meet the route's rule where the rule names body fields (`is` sets the field, `not(sent)`
 * leaves it out), so that the variants sharing a path (`when`) are each reached.
 */
function meetingRule(body: Record<string, unknown>, rule: RouteRule): Record<string, unknown> {
  switch (rule.kind) {
    case 'is':
      return rule.source === 'body' ? { ...body, [rule.name]: rule.value } : body;
    case 'not':
      if (rule.rule.kind === 'sent' && rule.rule.source === 'body') {
        const { [rule.rule.name]: _left, ...rest } = body;
        return rest;
      }
      return body;
    case 'all':
      return rule.rules.reduce(meetingRule, body);
    case 'sent':
      return body;
  }
}

/** A body the declaration takes: built from the declared fields, or the route's sample (route-samples.ts). */
function baseline(target: RouteFuzzTarget, realValues: RealValues): fc.Arbitrary<Record<string, unknown>> {
  const { route, sample } = target;
  const built = declaredObject(target.input.body, realValues);
  const sampled = route.upload ? sample?.multipart?.fields : sample?.body;
  const body = isRecord(sampled) ? fc.oneof(built, fc.constant<Record<string, unknown>>(sampled)) : built;
  const rule = route.when;
  return rule
    ? fc.oneof(
        body,
        body.map((value) => meetingRule(value, rule)),
      )
    : body;
}

/** A body the declaration takes with one thing wrong: a field left out, of a wrong type, hostile, or unknown. */
function spoiled(target: RouteFuzzTarget, realValues: RealValues): fc.Arbitrary<Record<string, unknown>> {
  const fields = target.input.body;
  const unknownField = (value: Record<string, unknown>) =>
    fc.tuple(unknownName(fields), fc.oneof(anyValue, hugeString)).map(([name, extra]) => ({ ...value, [name]: extra }));
  const body = baseline(target, realValues);
  if (!fields.length) return body.chain(unknownField);
  return fc
    .tuple(body, fc.constantFrom(...fields), fc.constantFrom('leave out', 'mistype', 'mistype', 'hostile', 'unknown'))
    .chain(([value, field, how]) => {
      if (how === 'unknown') return unknownField(value);
      if (how === 'leave out') {
        const { [field.name]: _left, ...rest } = value;
        return fc.constant(rest);
      }
      const wrong = how === 'mistype' ? mistyped(field.schema, realValues) : fc.oneof(anyValue, deepValue, hugeString);
      return wrong.map((spoilt) => ({ ...value, [field.name]: spoilt }));
    });
}

/** Several declared fields at once, each of any value (taken, mistyped, hostile), among unknown ones. */
function anyFields(target: RouteFuzzTarget, realValues: RealValues): fc.Arbitrary<Record<string, unknown>> {
  const fields = target.input.body;
  const unknown = fc.dictionary(unknownName(fields), anyValue, { maxKeys: 3 });
  if (!fields.length) return unknown;
  return fc
    .tuple(
      fc
        .uniqueArray(fc.constantFrom(...fields), { maxLength: 8, selector: (field) => field.name })
        .chain((chosen) =>
          fc.tuple(
            ...chosen.map((field) =>
              fieldValue(field, realValues).map((value): [string, unknown] => [field.name, value]),
            ),
          ),
        ),
      unknown,
    )
    .map(([known, others]) => ({ ...others, ...Object.fromEntries(known) }));
}

interface Body {
  readonly contentType: string;
  readonly body: string | Buffer;
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  "{'a': 1}",
  '[1,]',
  'NaN',
  'undefined',
  '{"a":1}}',
  '\u0000',
  '{"a":"\\u00"}',
  '{"__proto__":{"admin":true}}',
  '"unterminated',
  '{"a":1,"a":2}',
];

/**
 * A JSON body: one the declaration takes, one with a field spoiled, declared fields of any value, no object at
 * all, or malformed text, a broken encoding or a wrong content type.
 */
function jsonBodyArbitrary(target: RouteFuzzTarget, realValues: RealValues): fc.Arbitrary<Body> {
  const json =
    (contentType = 'application/json') =>
    (value: unknown) => ({ contentType, body: JSON.stringify(value) });
  const valid = baseline(target, realValues);
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(json()) },
    { weight: 4, arbitrary: spoiled(target, realValues).map(json()) },
    { weight: 3, arbitrary: anyFields(target, realValues).map(json()) },
    { weight: 1, arbitrary: fc.oneof(anyValue, deepValue, fc.array(anyValue)).map(json()) },
    // Deeper than JSON.stringify itself manages: written as text.
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 3_000, max: 20_000 })
        .map((depth) => ({ contentType: 'application/json', body: `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}` })),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.constantFrom(...MALFORMED_JSON), fc.string({ unit: 'binary', maxLength: 60 }))
        .map((body) => ({ contentType: 'application/json', body })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(Buffer.from([0xff, 0xfe, 0x7b, 0x7d]), Buffer.from('{"a":"\xc3\x28"}', 'latin1'))
        .map((body) => ({ contentType: 'application/json', body })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/json; charset=latin-9000',
            'application/json; charset=utf-16',
          ),
        )
        .map(([value, contentType]) => json(contentType)(value)),
    },
  );
}

/** A multipart body: well-formed parts with hostile names, files and fields, truncated ones, garbage, or JSON. */
function multipartArbitrary(target: RouteFuzzTarget, realValues: RealValues): fc.Arbitrary<Body> {
  const { route } = target;
  const declared = Object.keys(route.upload?.files ?? {});
  const boundary = 'fuzz-boundary-7e1f';
  const sampleFile = target.sample?.multipart?.file;
  const fileContent = fc.oneof(
    ...(sampleFile ? [fc.constant(Buffer.from(sampleFile.bytes))] : []),
    fc.uint8Array({ maxLength: 4_096 }).map((bytes) => Buffer.from(bytes)),
    fc.constantFrom(
      Buffer.from('%PDF-1.4\n%garbage that is no PDF'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      Buffer.alloc(0),
    ),
  );
  const filePart = fc.record({
    name: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...declared) },
      { weight: 1, arbitrary: fc.constantFrom('file', 'files[]', '') },
      { weight: 1, arbitrary: anyString.filter((value) => value.length < 200) },
    ),
    filename: fc.oneof(
      fc.constantFrom('a.pdf', '../../../etc/passwd', 'x.png', '', '\u202Efdp.exe', 'a"b.pdf'),
      anyString.filter((value) => value.length < 500),
    ),
    type: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/octet-stream', '', 'x/y; z'),
    content: fileContent,
  });
  // Text fields are strings: a declared field's value as a legacy client writes it (`triggerExtraction=false`).
  const entries = (body: Record<string, unknown>) =>
    Object.entries(body).map(([name, value]): [string, string] => [name, textOf(value)]);
  const textFields = fc.oneof(
    { weight: 2, arbitrary: baseline(target, realValues).map(entries) },
    { weight: 2, arbitrary: spoiled(target, realValues).map(entries) },
    { weight: 1, arbitrary: anyFields(target, realValues).map(entries) },
  );
  const wellFormed = fc
    .tuple(textFields, fc.array(filePart, { maxLength: 3 }), fc.boolean())
    .map(([textFields, files, filesFirst]) => {
      const text = textFields.map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
      const binary = files.map((file) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n${file.type ? `Content-Type: ${file.type}\r\n` : ''}\r\n`,
          ),
          file.content,
          Buffer.from('\r\n'),
        ]),
      );
      return Buffer.concat([
        ...(filesFirst ? [...binary, ...text] : [...text, ...binary]),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
    });
  const contentType = `multipart/form-data; boundary=${boundary}`;
  return fc.oneof(
    { weight: 5, arbitrary: wellFormed.map((body) => ({ contentType, body })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(wellFormed, fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([body, cut]) => ({ contentType, body: body.subarray(0, Math.floor(body.length * cut)) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'multipart/form-data',
            contentType,
            'multipart/form-data; boundary=',
            'multipart/mixed; boundary=x',
          ),
          fc.string({ unit: 'binary', maxLength: 200 }),
        )
        .map(([type, body]) => ({ contentType: type, body })),
    },
    { weight: 1, arbitrary: jsonBodyArbitrary(target, realValues) },
  );
}

export interface RouteFuzzTarget {
  readonly service: ServiceDefinition;
  readonly route: RouteDefinition;
  /** What the route declares it takes (see `declaredInput`). */
  readonly input: DeclaredInput;
  readonly answersFile: boolean;
  /**
   * The statuses the OpenAPI document lists for the route's method and path (its routes' declared answers and
   * errors, `openapi-operation.ts`): what it answers must be one of them.
   */
  readonly documented?: ReadonlySet<number>;
  /** The route's well-formed request (route-samples.ts), sent intact and spoiled, so that requests also get past validation. */
  readonly sample: SampleRequest | undefined;
}

/** The requests fuzzed against one route. */
export function requestArbitrary(
  target: RouteFuzzTarget,
  credentials: FuzzCredentials,
  realValues: RealValues,
): fc.Arbitrary<FuzzRequest> {
  const { route, service, sample } = target;
  const path = sample
    ? fc.oneof(
        { weight: 4, arbitrary: pathArbitrary(target, realValues) },
        { weight: 1, arbitrary: fc.constant(sample.path) },
      )
    : pathArbitrary(target, realValues);
  const body: fc.Arbitrary<Body | undefined> =
    route.method === 'GET'
      ? fc.constant(undefined)
      : fc.option(route.upload ? multipartArbitrary(target, realValues) : jsonBodyArbitrary(target, realValues), {
          freq: 8,
          nil: undefined,
        });
  return fc
    .record({
      path,
      // `freq`: one in `freq` requests has no query string.
      query: fc.option(queryArbitrary(target, realValues), { freq: route.method === 'GET' ? 5 : 2, nil: '' }),
      credentials: credentialsArbitrary(route, credentials),
      correlationId: fc.option(fc.oneof(headerText, fc.uuid()), { freq: 4, nil: undefined }),
      body,
    })
    .map(({ path, query, credentials: auth, correlationId, body: content }) => ({
      method: route.method,
      path: `${service.basePath}${path}${query && path.includes('?') ? `&${query.slice(1)}` : query}`,
      headers: {
        ...auth,
        ...(correlationId !== undefined ? { 'x-correlation-id': correlationId } : {}),
        ...(content ? { 'content-type': content.contentType } : {}),
      },
      ...(content ? { body: content.body } : {}),
    }));
}

// ---------------------------------------------------------------------------------------------------------------
// Sending and judging.

export interface FuzzAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
}

const truncate = (text: string, length = 600) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === undefined
      ? ''
      : truncate(Buffer.isBuffer(request.body) ? request.body.toString('latin1') : request.body, 400);
  return `${request.method} ${truncate(request.path, 300)} headers=${truncate(JSON.stringify(request.headers), 300)} body=${JSON.stringify(body)}`;
}

/** Whether an answer came from the engine's catch-all (no route matched the path). */
function unmatched(answer: FuzzAnswer): boolean {
  if (answer.status !== 404) return false;
  try {
    const body = JSON.parse(answer.text) as Record<string, unknown>;
    return [body.message, body.error].some((text) => typeof text === 'string' && text.startsWith('Route not found:'));
  } catch {
    return false;
  }
}

/** What a route's answer breaks of the service's promises, or undefined. */
export function answerProblem(
  target: Pick<RouteFuzzTarget, 'service' | 'answersFile' | 'documented'>,
  answer: FuzzAnswer,
): string | undefined {
  const problem = shapeProblem(target, answer);
  if (problem || !target.documented || target.documented.has(answer.status) || unmatched(answer)) return problem;
  return `status ${answer.status} is not among those the OpenAPI document lists for the route (${[...target.documented].join(', ')})`;
}

function shapeProblem(
  target: Pick<RouteFuzzTarget, 'service' | 'answersFile'>,
  answer: FuzzAnswer,
): string | undefined {
  const contentType = String(answer.headers['content-type'] ?? '');
  const correlationHeader = answer.headers['x-correlation-id'];
  if (typeof correlationHeader !== 'string' || !UUID.test(correlationHeader))
    return `X-Correlation-Id missing or no uuid: ${String(correlationHeader)}`;
  if (answer.status >= 500) return `server error ${answer.status}`;
  if (answer.status < 200 || (answer.status >= 300 && answer.status < 400)) return `unexpected status ${answer.status}`;
  if (answer.status === 204) return answer.text ? 'a 204 with a body' : undefined;
  const isJson = /^application\/json\b/i.test(contentType);
  if (answer.status >= 400 || !target.answersFile || isJson) {
    if (!isJson) return `answer of type "${contentType}" instead of JSON`;
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return 'answer is no valid JSON';
    }
    // A legacy client never reads GraphQL's words for the operation's variables (`Variable "$input" got ...`).
    if (answer.status >= 400 && /Variable \\?"\$/.test(answer.text)) return 'an error naming a GraphQL variable';
    if (answer.status >= 400) return errorShapeProblem(target.service.name, answer.status, body, correlationHeader);
  }
  return undefined;
}

/** How often each route was fuzzed, and how often a request got past path matching into the route. */
export class RouteCoverage {
  readonly sent = new Map<string, number>();
  readonly reached = new Map<string, number>();
  /** Answers per route and status, for FUZZ_STATS=1. */
  readonly statuses = new Map<string, Map<number, number>>();

  record(target: RouteFuzzTarget, answer: FuzzAnswer): void {
    const key = routeKey(target);
    this.sent.set(key, (this.sent.get(key) ?? 0) + 1);
    const statuses = this.statuses.get(key) ?? new Map<number, number>();
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    this.statuses.set(key, statuses);
    if (!unmatched(answer)) this.reached.set(key, (this.reached.get(key) ?? 0) + 1);
  }

  /** One line per route: how many answers of each status. */
  report(): string {
    return [...this.statuses]
      .map(
        ([key, statuses]) =>
          `${key}: ${[...statuses]
            .sort(([a], [b]) => a - b)
            .map(([status, count]) => `${status}×${count}`)
            .join(' ')}`,
      )
      .join('\n');
  }

  /** Routes among `targets` that no fuzzed request reached. */
  unreached(targets: readonly FuzzTarget[]): string[] {
    return targets.map(routeKey).filter((key) => !this.reached.get(key));
  }
}

/** A route of a service's table. */
export type FuzzTarget = Pick<RouteFuzzTarget, 'service' | 'route'>;

export const routeKey = ({ service, route }: FuzzTarget) =>
  `${service.name} ${route.method} ${route.path} (${route.name})`;

/** Every route of `services` (only those whose key contains FUZZ_ROUTE, when set), each with its test name. */
export function fuzzTargets(services: readonly ServiceDefinition[]): [string, FuzzTarget][] {
  const only = fuzzSettings().route;
  return services
    .flatMap((service) => service.routes.map((route) => ({ service, route })))
    .filter((target) => !only || routeKey(target).includes(only))
    .map((target) => [
      `${target.route.method} ${target.service.basePath}${target.route.path} (${target.route.name})`,
      target,
    ]);
}

export interface RestFuzzerOptions {
  readonly restUrl: string;
  readonly counter: WriteCounter;
  readonly credentials: FuzzCredentials;
  readonly realValues: RealValues;
  /** The records the routes' sample requests name (route-samples.ts). */
  readonly fixtures: RouteFixtures;
}

/**
 * FUZZ_SEED (a fixed seed replays a run), FUZZ_RUNS (requests per route), FUZZ_ROUTE (only the routes whose key
 * contains it), FUZZ_PATH and FUZZ_SHRINK (replay, and shrink, the failure of one route), FUZZ_DUMP (a file to
 * write the failing request to, whole), FUZZ_STATS=1 (print the statuses each route answered).
 */
export function fuzzSettings() {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
  const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 30;
  if (!Number.isInteger(seed) || !Number.isInteger(runs) || runs < 1)
    throw new Error('FUZZ_SEED and FUZZ_RUNS must be integers');
  const { FUZZ_PATH: path, FUZZ_SHRINK, FUZZ_ROUTE: route, FUZZ_DUMP: dump } = process.env;
  return { seed, runs, path, shrink: FUZZ_SHRINK === '1', route, dump };
}

/** A stable number per route, so that one seed replays the same requests for a route however the table grows. */
function routeSeed(seed: number, target: RouteFuzzTarget): number {
  let hash = seed | 0;
  for (const char of routeKey(target)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * The statuses the OpenAPI document lists for a route's method and path: those of every route of the table sharing
 * them, since the engine answers a request with the first whose rule it meets.
 */
function documentedStatuses(service: ServiceDefinition, route: RouteDefinition): Set<number> {
  const template = (path: string) => path.replace(/:\w+/g, ':');
  return new Set(
    service.routes
      .filter((other) => other.method === route.method && template(other.path) === template(route.path))
      .flatMap((other) => Object.keys(routeOperation(service, other, undefined).responses).map(Number)),
  );
}

/** Runs the fuzzer's requests against the REST adapter and judges each answer (see `answerProblem`). */
export class RestFuzzer {
  readonly coverage = new RouteCoverage();
  readonly settings = fuzzSettings();
  readonly #pool: Pool;
  /** Whether the last request succeeded, so that background work it started must settle before the next one. */
  #dirty = true;

  constructor(private readonly options: RestFuzzerOptions) {
    this.#pool = new Pool(options.restUrl, { connections: 4, headersTimeout: 60_000, bodyTimeout: 60_000 });
  }

  target(service: ServiceDefinition, route: RouteDefinition): RouteFuzzTarget {
    return {
      service,
      route,
      input: declaredInput(route),
      answersFile: answersFile(route),
      documented: documentedStatuses(service, route),
      sample: sampleRequest(service, route, this.options.fixtures),
    };
  }

  /** Sends one request of the fuzz of `target` and returns its answer and what is wrong with it (undefined when nothing is). */
  async check(
    target: RouteFuzzTarget,
    request: FuzzRequest,
  ): Promise<{ answer: FuzzAnswer; problem: string | undefined }> {
    const checked = await this.#judge(target, request);
    if (checked.answer.status) this.coverage.record(target, checked.answer);
    return checked;
  }

  /** Judges one explicit request (a regression example) like a fuzzed one; the service is the one of its path. */
  checkRequest(request: FuzzRequest): Promise<{ answer: FuzzAnswer; problem: string | undefined }> {
    const service = [...SERVICES]
      .sort((a, b) => b.basePath.length - a.basePath.length)
      .find((candidate) => request.path.startsWith(`${candidate.basePath}/`));
    if (!service) throw new Error(`No service serves ${request.path}`);
    return this.#judge({ service, answersFile: false }, request);
  }

  async #judge(
    target: Pick<RouteFuzzTarget, 'service' | 'answersFile'>,
    request: FuzzRequest,
  ): Promise<{ answer: FuzzAnswer; problem: string | undefined }> {
    const before = this.#dirty ? await this.options.counter.settled() : await this.options.counter.counts();
    let answer: FuzzAnswer;
    try {
      answer = await this.send(request);
    } catch (error) {
      this.#dirty = true;
      return { answer: { status: 0, headers: {}, text: '' }, problem: `no answer: ${String(error)}` };
    }
    let problem = answerProblem(target, answer);
    const written = writesBetween(before, await this.options.counter.counts());
    if (answer.status >= 400) {
      if (Object.keys(written).length)
        problem = `${problem ? `${problem}; ` : ''}a refused request (${answer.status}) wrote rows: ${JSON.stringify(written)}`;
      this.#dirty = false;
    } else {
      // Background work a success started (its outbox events, its jobs) must be done before the next request.
      this.#dirty = Object.keys(written).length > 0 || (await this.options.counter.backgroundDue());
    }
    return { answer, problem };
  }

  async send(request: FuzzRequest): Promise<FuzzAnswer> {
    const response = await this.#pool.request({
      method: request.method,
      path: request.path,
      headers: request.headers,
      body: request.body,
    });
    return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
  }

  /** Fuzzes one route; throws with the seed, the failing request and its answer when a promise is broken. */
  async fuzz(target: RouteFuzzTarget): Promise<void> {
    const { seed, runs, path, shrink, dump } = this.settings;
    let failure: { request: FuzzRequest; answer: FuzzAnswer; problem: string } | undefined;
    const property = fc.asyncProperty(
      requestArbitrary(target, this.options.credentials, this.options.realValues),
      async (request) => {
        const { answer, problem } = await this.check(target, request);
        if (problem) {
          failure = { request, answer, problem };
          throw new Error(problem);
        }
      },
    );
    const details = await fc.check(property, {
      seed: routeSeed(seed, target),
      numRuns: runs,
      endOnFailure: !shrink,
      ...(path ? { path } : {}),
    });
    if (details.failed) {
      if (dump && failure)
        writeFileSync(dump, JSON.stringify({ ...failure.request, body: failure.request.body?.toString() }));
      const answer = failure ? `${failure.answer.status} ${truncate(failure.answer.text)}` : 'none';
      throw new Error(
        [
          `${routeKey(target)}: ${failure?.problem ?? String(details.errorInstance)}`,
          `request: ${failure ? describeRequest(failure.request) : 'unknown'}`,
          `answer: ${answer}`,
          `replay: FUZZ_SEED=${seed} FUZZ_PATH=${details.counterexamplePath} (FUZZ_SHRINK=1 to shrink)`,
        ].join('\n'),
      );
    }
  }

  close(): Promise<void> {
    if (process.env.FUZZ_STATS === '1') console.log(this.coverage.report());
    return this.#pool.close();
  }
}

/**
 * The write counter of a fuzzed stack. Watched: every table of every subgraph's schema, their audit logs and
 * migration logs included (no refusal is audited; migrations run only at start). Not watched: the pg-boss schemas
 * `<subgraph>_jobs`, whose workers write to them all the time on their own schedule (`settled` waits for their
 * due jobs instead), and `factory.refresh_session`: a refresh token presented a second time is refused with 401
 * *and* revokes its whole token family (refresh-token reuse detection, committed on purpose before refusing).
 */
export function installWriteCounter(databaseUrl: string): Promise<WriteCounter> {
  const schemas = SUBGRAPHS.map((definition) => definition.database.schema);
  return WriteCounter.install(databaseUrl, {
    schemas,
    excluded: { 'factory.refresh_session': 'reuse detection revokes the token family of a refused refresh' },
    jobSchemas: schemas.map((schema) => `${schema}_jobs`),
  });
}

/**
 * The tests of a fuzz file: one per route of `services` (see `fuzzTargets`), then one asserting that every route
 * was reached, so that a route added to a table is fuzzed without anyone listing it.
 */
export function fuzzEveryRoute(services: readonly ServiceDefinition[], fuzzer: () => RestFuzzer): void {
  const targets = fuzzTargets(services);
  test.each(targets)(
    '%s: no 5xx, errors in the documented shape, nothing written by a refused request',
    async (_name, { service, route }) => {
      await fuzzer().fuzz(fuzzer().target(service, route));
    },
    120_000,
  );
  test('every route of the tables was reached by the fuzzer', () => {
    expect(fuzzer().coverage.unreached(targets.map(([, target]) => target))).toEqual([]);
  });
}
