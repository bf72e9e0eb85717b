import { expect, test } from '@jest/globals';
import fc from 'fast-check';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
  type OperationDefinitionNode,
} from 'graphql';
import { writeFileSync } from 'node:fs';
import { Pool } from 'undici';
import { z } from 'zod';
import type { RouteAuth, RouteDefinition, ServiceDefinition } from '../../rest-adapter/engine/index.js';
import { SERVICES } from '../../rest-adapter/services/index.js';
import { sampleRequest, type RouteFixtures, type SampleRequest } from './route-samples.js';
import { WriteCounter, writesBetween } from './write-counter.js';

/**
 * A property-based fuzzer over the REST adapter's route tables (fast-check): every route of a service gets
 * requests with hostile path ids, query strings, bodies and credentials, and every answer must keep the
 * service's promises: no 5xx, errors in the service's documented shape, JSON (or the route's file) on success,
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
    return `correlationId ${String(record.correlationId)} differs from X-Correlation-Id ${String(correlationHeader)}`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// What a route takes, derived from its GraphQL document and the composed schema.

/** The gateway's API schema, by introspection (what the route documents are validated against). */
export async function introspectGateway(gatewayUrl: string): Promise<GraphQLSchema> {
  const response = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  const { data } = (await response.json()) as { data: IntrospectionQuery };
  return buildClientSchema(data);
}

/** One field a route's body or query string may carry, with the GraphQL type it ends up as. */
interface FieldCandidate {
  readonly name: string;
  readonly type: GraphQLInputType | undefined;
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Names every fuzzed body and query string may use besides the route's own: legacy names and common traps. */
const COMMON_FIELDS = [
  'id',
  'ids',
  'page',
  'limit',
  'pageSize',
  'offset',
  'sort',
  'search',
  'status',
  'type',
  'name',
  'email',
  'password',
  'token',
  'version',
  'tenantId',
  'entityId',
  'challengeToken',
  'from',
  'to',
  'startDate',
  'endDate',
  'date_from',
  'date_to',
  'course_id',
  'category_ids',
  'active',
  'include_unpublished',
  'updates',
  'data',
  'input',
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  'toString',
];

function operationOf(document: DocumentNode): OperationDefinitionNode | undefined {
  return document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
}

/** The variables of a document's operation, with their types in `schema`. */
export function operationVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
): { name: string; type: GraphQLInputType }[] {
  return (operationOf(document)?.variableDefinitions ?? []).flatMap((variable) => {
    const type = typeFromAST(schema, variable.type) as GraphQLInputType | undefined;
    return type ? [{ name: variable.variable.name.value, type }] : [];
  });
}

/**
 * The names a route's legacy body and query may carry: the operation's variables and the fields of their input
 * types (nested, camelCase and snake_case, since the legacy surfaces use both), plus the common ones.
 */
export function fieldCandidates(schema: GraphQLSchema, document: DocumentNode): FieldCandidate[] {
  const found = new Map<string, GraphQLInputType | undefined>();
  const add = (name: string, type: GraphQLInputType | undefined) => {
    for (const variant of new Set([name, snakeCase(name)]))
      if (!found.has(variant) || !found.get(variant)) found.set(variant, type);
  };
  const walk = (type: GraphQLInputType, depth: number) => {
    const named = getNamedType(type);
    if (!isInputObjectType(named) || depth > 3) return;
    for (const field of Object.values(named.getFields())) {
      add(field.name, field.type);
      walk(field.type, depth + 1);
    }
  };
  for (const { name, type } of operationVariables(schema, document)) {
    add(name, type);
    walk(type, 0);
  }
  for (const name of COMMON_FIELDS) if (!found.has(name)) found.set(name, undefined);
  return [...found].map(([name, type]) => ({ name, type }));
}

/** Whether the route's operation answers a file link (the route may then stream the file instead of JSON). */
export function answersFile(schema: GraphQLSchema, document: DocumentNode): boolean {
  const operation = operationOf(document);
  const root = operation?.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const first = operation?.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
  if (!root || !first || first.kind !== Kind.FIELD) return false;
  const field = root.getFields()[first.name.value];
  return field ? getNamedType(field.type).name === 'FileLink' : false;
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
      arbitrary: fc.dictionary(fc.oneof(anyString, fc.constantFrom(...COMMON_FIELDS)), tie('value'), { maxKeys: 5 }),
    },
  ),
})).value;

/** Values for path ids, body fields and query parameters that exist in the test's database ('*': for any name). */
export type RealValues = Readonly<Record<string, readonly unknown[]>>;

/** What value generation knows of the service under test. */
export interface ValueContext {
  readonly realValues: RealValues;
  /** The legacy name of a GraphQL field or variable (the training service's bodies are snake_case). */
  readonly legacyName: (graphqlName: string) => string;
}

function realOf(context: ValueContext, name: string, anyName = true): unknown[] {
  const { realValues } = context;
  const camel = name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const exact = Object.hasOwn(realValues, name)
    ? realValues[name]
    : Object.hasOwn(realValues, camel)
      ? realValues[camel]
      : [];
  return [...(exact ?? []), ...(anyName ? (realValues['*'] ?? []) : [])];
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

/** A value of the field's GraphQL type (legacy names and casing), so that some requests get past validation. */
function typedValue(type: GraphQLInputType, name: string, context: ValueContext, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return typedValue(type.ofType, name, context, depth);
  if (isListType(type)) return fc.array(typedValue(type.ofType, name, context, depth), { maxLength: 4 });
  if (isEnumType(type)) {
    const values = type.getValues().map((value) => value.name);
    return fc.constantFrom(...values, ...values.map((value) => value.toLowerCase()));
  }
  if (isInputObjectType(type)) return depth > 3 ? fc.constant({}) : typedObject(type, context, depth + 1);
  if (!isScalarType(type)) return anyValue;
  const real = realOf(context, name, type.name === 'ID');
  switch (type.name) {
    case 'Int':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), numbers);
    case 'Float':
      return fc.oneof(fc.double({ min: -10, max: 1_000, noNaN: true }), numbers);
    case 'Boolean':
      return fc.boolean();
    case 'DateTimeISO':
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        fc.constantFrom('2026-01-15', '2026-13-45'),
      );
    case 'JSON':
    case 'JSONObject':
      return fc.oneof(
        ...(real.length ? [fc.constantFrom(...real)] : []),
        anyValue,
        fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 6 }),
      );
    case 'Upload':
      return fc.constant(null);
    default:
      return real.length
        ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: plausibleText })
        : plausibleText;
  }
}

/** An input object with its required fields and some optional ones, each of its type, under their legacy names. */
function typedObject(
  type: GraphQLInputObjectType,
  context: ValueContext,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.values(type.getFields());
  return fc.record(
    Object.fromEntries(
      fields.map((field) => [context.legacyName(field.name), typedValue(field.type, field.name, context, depth)]),
    ),
    {
      requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => context.legacyName(field.name)),
    },
  );
}

/** A value for a named field: a real one, one of its GraphQL type, or anything hostile. */
function fieldValue(field: FieldCandidate, context: ValueContext): fc.Arbitrary<unknown> {
  const real = realOf(context, field.name);
  const arbitraries: fc.WeightedArbitrary<unknown>[] = [
    { weight: 3, arbitrary: anyValue },
    { weight: 1, arbitrary: deepValue },
  ];
  if (field.type) arbitraries.push({ weight: 4, arbitrary: typedValue(field.type, field.name, context) });
  if (real.length) arbitraries.push({ weight: 3, arbitrary: fc.constantFrom(...real) });
  return fc.oneof(...arbitraries);
}

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

function pathArbitrary(route: RouteDefinition, context: ValueContext): fc.Arbitrary<string> {
  const parts = route.path.split(/(:[A-Za-z_]+)/);
  return fc
    .tuple(
      ...parts.map((part) => {
        if (!part.startsWith(':')) return fc.constant(part);
        const real = realOf(context, part.slice(1)).map((value) => encodeSegment(String(value)));
        return real.length
          ? fc.oneof({ weight: 2, arbitrary: badId }, { weight: 3, arbitrary: fc.constantFrom(...real) })
          : badId;
      }),
    )
    .map((segments) => segments.join(''));
}

const queryValue = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '1',
    '2',
    '1e9',
    '1000000000',
    '2.5',
    'abc',
    '',
    'true',
    'false',
    'asc',
    'name:desc',
    'title:sideways,,',
    '2026-01-01',
    'x'.repeat(2_000),
  ),
  anyString.filter((value) => value.length <= 300),
);

/** Node answers 431 by itself (no route involved) past 16 KB of headers, the request line included. */
const MAX_QUERY_LENGTH = 8_000;

function queryArbitrary(fields: readonly FieldCandidate[], context: ValueContext): fc.Arbitrary<string> {
  const field = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...fields) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map((name): FieldCandidate => ({ name, type: undefined })) },
  );
  const pair = field.chain((chosen) => {
    // Kept short: the request line must stay within the server's header limit (which answers 431 on its own).
    const typed = chosen.type
      ? [
          typedValue(chosen.type, chosen.name, context).map((value) =>
            (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).slice(0, 500),
          ),
        ]
      : [];
    return fc.tuple(
      fc.constant(chosen.name),
      fc.oneof(queryValue, ...typed),
      fc.constantFrom('plain', 'plain', 'array', 'repeat', 'malformed'),
    );
  });
  return fc.array(pair, { maxLength: 6 }).map((pairs) => {
    const encoded = pairs.flatMap(([key, value, style]) => {
      const [k, v] = [encodeSegment(key), encodeSegment(value)];
      switch (style) {
        case 'array':
          return [`${k}[]=${v}`, `${k}[]=${v}`];
        case 'repeat':
          return [`${k}=${v}`, `${k}=${k}`];
        case 'malformed':
          return [`${k}=${MALFORMED_ESCAPES[value.length % MALFORMED_ESCAPES.length]}`];
        default:
          return [`${k}=${v}`];
      }
    });
    let query = '';
    for (const pair of encoded)
      if (query.length + pair.length < MAX_QUERY_LENGTH) query += `${query ? '&' : '?'}${pair}`;
    return query;
  });
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
 * The route's operation variables as a legacy body, each of its type: an input object's fields flattened into the
 * body (as the legacy bodies carry them), other variables by their own name.
 */
function typedBody(target: RouteFuzzTarget, context: ValueContext): fc.Arbitrary<Record<string, unknown>> {
  const parts = target.variables.map(({ name, type }) => {
    const named = getNamedType(type);
    if (isInputObjectType(named) && !isListType(isNonNullType(type) ? type.ofType : type))
      return typedObject(named, context);
    return fc.record({ [context.legacyName(name)]: typedValue(type, name, context) });
  });
  return fc.tuple(...parts).map((objects) => Object.assign({}, ...objects) as Record<string, unknown>);
}

/** A body that may pass validation: the route's sample body (see route-samples.ts), or one built from its types. */
function baseline(target: RouteFuzzTarget, context: ValueContext): fc.Arbitrary<Record<string, unknown>> {
  const body = target.sample?.body;
  return isRecord(body) ? fc.oneof(typedBody(target, context), fc.constant(body)) : typedBody(target, context);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A well-typed body with one field spoiled: removed, or given a hostile value. */
function spoiled(
  body: fc.Arbitrary<Record<string, unknown>>,
  fields: readonly FieldCandidate[],
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      body,
      fc.nat(),
      fc.constantFrom('remove', 'replace', 'unknown field'),
      fc.oneof(anyValue, deepValue, hugeString),
    )
    .chain(([value, index, how, hostile]) => {
      const keys = Object.keys(value);
      const key = keys[index % Math.max(keys.length, 1)];
      if (how === 'unknown field' || key === undefined)
        return fc.constantFrom(...fields).map((field) => ({ ...value, [`${field.name}_${index % 7}`]: hostile }));
      const copy = { ...value };
      if (how === 'remove') delete copy[key];
      else copy[key] = hostile;
      return fc.constant(copy);
    });
}

/** A JSON body: well-typed (intact or with one field spoiled), fields holding anything, non-objects, or malformed text. */
function jsonBodyArbitrary(target: RouteFuzzTarget, context: ValueContext): fc.Arbitrary<Body> {
  const { fields } = target;
  const json =
    (contentType = 'application/json') =>
    (value: unknown) => ({ contentType, body: JSON.stringify(value) });
  const knownKey = fc.constantFrom(...fields.map((field) => field.name));
  const objectOfFields = fc
    .tuple(
      fc
        .uniqueArray(fc.constantFrom(...fields), { maxLength: 8, selector: (field) => field.name })
        .chain((chosen) =>
          fc.tuple(
            ...chosen.map((field) => fieldValue(field, context).map((value): [string, unknown] => [field.name, value])),
          ),
        ),
      fc.dictionary(
        fc.oneof(
          anyString.filter((key) => key.length < 1_000),
          knownKey,
        ),
        anyValue,
        { maxKeys: 3 },
      ),
    )
    .map(([known, unknown]) => ({ ...unknown, ...Object.fromEntries(known) }));
  const typed = baseline(target, context);
  return fc.oneof(
    { weight: 3, arbitrary: typed.map(json()) },
    { weight: 4, arbitrary: spoiled(typed, fields).map(json()) },
    { weight: 4, arbitrary: objectOfFields.map(json()) },
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
          typed,
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
function multipartArbitrary(target: RouteFuzzTarget, context: ValueContext): fc.Arbitrary<Body> {
  const { route, fields } = target;
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
  const sampleFields = target.sample?.multipart?.fields;
  const typed = sampleFields
    ? fc.oneof(typedBody(target, context), fc.constant<Record<string, unknown>>(sampleFields))
    : typedBody(target, context);
  const typedFields = fc.oneof(typed, spoiled(typed, fields)).map((body) => Object.entries(body));
  const anyFields = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...fields.map((field) => field.name)),
        anyString.filter((value) => value.length < 200),
      ),
      anyValue,
    ),
    { maxLength: 5 },
  );
  const wellFormed = fc
    .tuple(fc.oneof(typedFields, anyFields), fc.array(filePart, { maxLength: 3 }), fc.boolean())
    .map(([textFields, files, filesFirst]) => {
      const text = textFields.map(([name, value]) =>
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : (JSON.stringify(value) ?? '')}\r\n`,
        ),
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
    { weight: 1, arbitrary: jsonBodyArbitrary(target, context) },
  );
}

export interface RouteFuzzTarget {
  readonly service: ServiceDefinition;
  readonly route: RouteDefinition;
  /** The operation's variables with their types. */
  readonly variables: readonly { readonly name: string; readonly type: GraphQLInputType }[];
  /** Names the body and query may carry (see `fieldCandidates`). */
  readonly fields: readonly FieldCandidate[];
  readonly answersFile: boolean;
  /** The route's well-formed request (route-samples.ts), sent intact and spoiled, so that requests also get past validation. */
  readonly sample: SampleRequest | undefined;
}

/** The requests fuzzed against one route. */
export function requestArbitrary(
  target: RouteFuzzTarget,
  credentials: FuzzCredentials,
  context: ValueContext,
): fc.Arbitrary<FuzzRequest> {
  const { route, service, fields, sample } = target;
  const path = sample
    ? fc.oneof(
        { weight: 4, arbitrary: pathArbitrary(route, context) },
        { weight: 1, arbitrary: fc.constant(sample.path) },
      )
    : pathArbitrary(route, context);
  const body: fc.Arbitrary<Body | undefined> =
    route.method === 'GET'
      ? fc.constant(undefined)
      : fc.option(route.upload ? multipartArbitrary(target, context) : jsonBodyArbitrary(target, context), {
          freq: 8,
          nil: undefined,
        });
  return fc
    .record({
      path,
      // `freq`: one in `freq` requests has no query string.
      query: fc.option(queryArbitrary(fields, context), { freq: route.method === 'GET' ? 5 : 2, nil: '' }),
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
  readonly schema: GraphQLSchema;
  readonly counter: WriteCounter;
  readonly credentials: FuzzCredentials;
  readonly realValues: RealValues;
  /** The legacy name of a GraphQL field or variable; the name itself by default. */
  readonly legacyName?: (graphqlName: string) => string;
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
    const { schema } = this.options;
    return {
      service,
      route,
      variables: operationVariables(schema, route.document),
      fields: fieldCandidates(schema, route.document),
      answersFile: answersFile(schema, route.document),
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
      this.#dirty = Object.keys(written).length > 0 || (await this.options.counter.jobsDue());
    }
    return { answer, problem };
  }

  async send(request: FuzzRequest): Promise<FuzzAnswer> {
    const response = await this.#pool.request({
      method: request.method as 'GET',
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
    const context: ValueContext = {
      realValues: this.options.realValues,
      legacyName: this.options.legacyName ?? ((name) => name),
    };
    const property = fc.asyncProperty(requestArbitrary(target, this.options.credentials, context), async (request) => {
      const { answer, problem } = await this.check(target, request);
      if (problem) {
        failure = { request, answer, problem };
        throw new Error(problem);
      }
    });
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
 * The write counter of a fuzzed stack. Watched: every table of the three subgraphs' schemas, their audit logs and
 * migration logs included (no refusal is audited; migrations run only at start). Not watched: the pg-boss schemas
 * `<subgraph>_jobs`, whose workers write to them all the time on their own schedule (`settled` waits for their
 * due jobs instead), and `factory.refresh_session`: a refresh token presented a second time is refused with 401
 * *and* revokes its whole token family (refresh-token reuse detection, committed on purpose before refusing).
 */
export function installWriteCounter(databaseUrl: string): Promise<WriteCounter> {
  return WriteCounter.install(databaseUrl, {
    schemas: ['training', 'compliance', 'factory'],
    excluded: { 'factory.refresh_session': 'reuse detection revokes the token family of a refused refresh' },
    jobSchemas: ['training_jobs', 'compliance_jobs', 'factory_jobs'],
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
