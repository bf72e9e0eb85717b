import { Kind, print, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { ErrorCode, HTTP_STATUS_BY_CODE } from '../../platform/errors.js';
import type { z } from 'zod';
import { inputSchema, type RouteInput } from './input.js';
import { mergeSchemas, type JsonSchema } from './json-schema.js';
import { operationName } from './mapping.js';
import { answerSchema, FILE, type RouteAnswers } from './output.js';
import { selectionRule } from './rules.js';
import { describeLegacySort } from './sort.js';
import type { ErrorInfo, RouteAuth, RouteDefinition, ServiceDefinition } from './types.js';

/**
 * The OpenAPI 3.1 document of one legacy surface, generated from its route table so that it cannot drift from
 * what the adapter serves. Everything is derived from declarations, nothing by running a route's functions:
 * paths, methods and path parameters from the routes; query parameters, request bodies and success answers from
 * each route's `input` and `answers` (`input.ts`, `output.ts`); the rule that picks one of the routes sharing a
 * method and path from its `when` (`rules.ts`); error bodies from the service's own `errorBody`; security from
 * `auth`; and each operation carries the GraphQL document it executes (`x-graphql-operation`).
 */

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

export interface OpenApiOptions {
  /** The API schema of the supergraph the operations run on, whose root fields' descriptions describe the routes. */
  readonly schema?: GraphQLSchema;
}

const OPENAPI_VERSION = '3.1.1';
const BEARER = 'bearerAuth';
const SAMPLE_CORRELATION_ID = '3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
/** The meaning of each code, as the compliance spec's error table gives it (the vocabulary of all three services). */
const MEANING: Readonly<Record<ErrorCode, string>> = {
  VALIDATION_ERROR: 'Invalid request data',
  MISSING_VERSION: 'Version number required for optimistic locking',
  UNAUTHORIZED: 'Missing or invalid token',
  FORBIDDEN: 'Insufficient permissions',
  NOT_FOUND: 'Resource not found',
  CONFLICT: 'Duplicate or conflicting resource',
  VERSION_CONFLICT: 'Modified by another user',
  PAYLOAD_TOO_LARGE: 'Request body or file too large',
  RATE_LIMIT_EXCEEDED: 'Too many requests',
  INTERNAL_ERROR: 'Internal server error',
  SERVICE_UNAVAILABLE: 'Service temporarily unavailable',
  CURSOR_EXPIRED: 'Event cursor unknown or past the retention',
};
const CODES = Object.keys(HTTP_STATUS_BY_CODE) as ErrorCode[];
const errorResponseName = (status: number) => `Error${status}`;

const HEADERS = {
  'X-Correlation-Id': {
    description: "The request's correlation id (the client's own when it sent a uuid)",
    required: true,
    schema: { type: 'string', format: 'uuid' },
  },
  'X-RateLimit-Limit': {
    description: 'Requests allowed in the current window (rate-limited operations)',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'When the window resets (Unix seconds)', schema: { type: 'integer' } },
  'Retry-After': { description: 'Seconds until a request may be retried', schema: { type: 'integer' } },
} as const;
const headerRef = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });
const ANSWER_HEADERS = {
  'X-Correlation-Id': headerRef('X-Correlation-Id'),
  'X-RateLimit-Limit': headerRef('X-RateLimit-Limit'),
  'X-RateLimit-Remaining': headerRef('X-RateLimit-Remaining'),
  'X-RateLimit-Reset': headerRef('X-RateLimit-Reset'),
};
const RATE_LIMITED_HEADERS = {
  ...ANSWER_HEADERS,
  'X-RateLimit-Limit': { ...HEADERS['X-RateLimit-Limit'], required: true },
  'X-RateLimit-Remaining': { ...HEADERS['X-RateLimit-Remaining'], required: true },
  'X-RateLimit-Reset': { ...HEADERS['X-RateLimit-Reset'], required: true },
  'Retry-After': { ...HEADERS['Retry-After'], required: true },
};

const SUCCESS_TEXT: Readonly<Record<number, string>> = {
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  207: 'Partial success',
};

const AUTH_TEXT: Readonly<Record<RouteAuth, string>> = {
  public: 'Public: no credentials.',
  challenge:
    'Public, with a bot-challenge token in the body, verified before anything is written (missing: 400, rejected: 403).',
  jwt: 'Authenticated: a bearer token.',
  admin: "An administrator's bearer token.",
  'super-admin': "A super-admin's bearer token.",
  webhook: 'Called by an outside system: no user credentials.',
  cookie: 'The session cookie (sent by the browser as it was set).',
};

// ---------------------------------------------------------------------------------------------------------------
// One route as an OpenAPI operation

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
  style?: string;
  explode?: boolean;
}

interface RouteOperation {
  readonly route: RouteDefinition;
  readonly parameters: Parameter[];
  readonly requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  readonly responses: Record<string, unknown>;
  readonly security: Record<string, string[]>[];
  readonly description: string;
}

/** What a route takes besides its sort and documented headers: its parameters, and its body's schema. */
interface RouteInputs {
  readonly parameters: Parameter[];
  readonly body?: { readonly schema: JsonSchema; readonly required: boolean };
}

/** A path segment is a string whatever the operation makes of it. */
const pathSegmentSchema = (schema: JsonSchema): JsonSchema =>
  ['string', 'integer', 'number'].includes(schema.type as string) || schema.$ref !== undefined
    ? schema
    : { type: 'string' };

function queryParameter(name: string, schema: JsonSchema, required: boolean): Parameter {
  const { description, ...rest } = schema;
  return {
    name,
    in: 'query',
    required,
    schema: rest,
    ...(typeof description === 'string' ? { description } : {}),
    // Lists are read from comma-separated values (`listParam`), repeated parameters too.
    ...(rest.type === 'array' ? { style: 'form', explode: false } : {}),
  };
}

const pathParameters = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Where a route is listed: its path, and what each shared path parameter stands for in it. */
export interface DocumentedPath {
  readonly path: string;
  /** The route's own parameter names that are listed under a shared name, with that name and its description. */
  readonly shared: ReadonlyMap<string, { readonly name: string; readonly description: string }>;
}

/**
 * The OpenAPI path of each route of a table: its express path with `{name}` parameters. OpenAPI counts templates
 * that differ only in their parameters' names as one path, which no document may list twice (`/taxonomies/:id`
 * of variant A and `/taxonomies/:type` of variant B, both still served): such routes share one path, with one
 * name per position made of theirs (`/taxonomies/{idOrType}`), and each operation says what the segment is for it.
 */
export function openApiPaths(routes: readonly RouteDefinition[]): Map<RouteDefinition, DocumentedPath> {
  const templates = new Map<string, RouteDefinition[]>();
  for (const route of routes) {
    const template = route.path.replace(/:\w+/g, ':');
    templates.set(template, [...(templates.get(template) ?? []), route]);
  }
  const documented = new Map<RouteDefinition, DocumentedPath>();
  for (const group of templates.values()) {
    const positions = pathParameters(group[0]!.path).map((_, index) => [
      ...new Set(group.map((route) => pathParameters(route.path)[index]!)),
    ]);
    const names = positions.map((distinct) =>
      distinct.map((name, index) => (index ? `Or${capitalized(name)}` : name)).join(''),
    );
    for (const route of group) {
      const own = pathParameters(route.path);
      const shared = new Map<string, { name: string; description: string }>();
      own.forEach((name, index) => {
        const others = new Map<string, { name: string; methods: string[] }>();
        for (const other of group) {
          const otherName = pathParameters(other.path)[index]!;
          if (otherName === name) continue;
          const entry = others.get(other.path) ?? { name: otherName, methods: [] };
          if (!entry.methods.includes(other.method)) entry.methods.push(other.method);
          others.set(other.path, entry);
        }
        if (!others.size) return;
        const elsewhere = [...others].map(
          ([path, other]) => `the \`${other.name}\` of ${other.methods.join(' and ')} \`${path}\``,
        );
        shared.set(name, {
          name: names[index]!,
          description: `The \`${name}\` of \`${route.path}\`. The same segment is ${elsewhere.join(', and ')}.`,
        });
      });
      let position = 0;
      documented.set(route, { path: route.path.replace(/:\w+/g, () => `{${names[position++]}}`), shared });
    }
  }
  return documented;
}

class RouteAnalysis {
  private readonly operation: OperationDefinitionNode | undefined;

  constructor(
    private readonly service: ServiceDefinition,
    private readonly route: RouteDefinition,
    private readonly schema: GraphQLSchema | undefined,
  ) {
    this.operation = route.document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
  }

  operationParts(): RouteOperation {
    const { route } = this;
    const { parameters, body } = this.inputs(route.input);
    if (route.sort)
      parameters.push({
        name: 'sort',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: describeLegacySort(route.sort),
      });
    for (const header of route.auth === 'public' || route.auth === 'challenge'
      ? []
      : (this.service.documentation?.headers ?? [])) {
      if (!parameters.some((parameter) => parameter.in === 'header' && parameter.name === header.name)) {
        parameters.push({
          name: header.name,
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: header.description,
        });
      }
    }

    const requestBody = this.requestBody(body);
    return {
      route,
      parameters,
      ...(requestBody ? { requestBody } : {}),
      responses: this.responses(Boolean(requestBody)),
      security: securityOf(route.auth, this.service),
      description: this.description(),
    };
  }

  /** The parameters and body a route declares (`input.ts`), as the client sends them. */
  private inputs(input: RouteInput): RouteInputs {
    const fields = (schema: z.ZodObject | undefined) => {
      const json = schema ? inputSchema(schema) : {};
      return {
        properties: (json.properties ?? {}) as Record<string, JsonSchema>,
        required: (json.required ?? []) as string[],
        json,
      };
    };
    const params = fields(input.params);
    const parameters: Parameter[] = pathParameters(this.route.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: pathSegmentSchema(params.properties[name] ?? {}),
    }));
    const query = fields(input.query);
    for (const [name, schema] of Object.entries(query.properties))
      parameters.push(queryParameter(name, schema, query.required.includes(name)));
    if (!input.body) return { parameters };
    const body = fields(input.body);
    return { parameters, body: { schema: body.json, required: body.required.length > 0 } };
  }

  private requestBody(body: RouteInputs['body']): RouteOperation['requestBody'] {
    const { route } = this;
    if (route.upload) {
      const fields = (body?.schema ?? {}) as { properties?: Record<string, JsonSchema>; required?: string[] };
      const properties = { ...(fields.properties ?? {}) };
      const required = [...(fields.required ?? [])];
      for (const [field, file] of Object.entries(route.upload.files)) {
        properties[field] = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };
        if (file.required !== false) required.push(field);
      }
      return {
        required: true,
        content: {
          'multipart/form-data': { schema: { type: 'object', properties, ...(required.length ? { required } : {}) } },
        },
      };
    }
    if (route.method === 'GET' || !body) return undefined;
    return { required: body.required, content: { 'application/json': { schema: body.schema } } };
  }

  private responses(hasBody: boolean): Record<string, unknown> {
    const { route } = this;
    const responses: Record<string, unknown> = {};
    const answers = routeAnswers(route);
    for (const answer of answers) {
      responses[String(answer.status)] = {
        description: answer.file ? 'The file, streamed' : (SUCCESS_TEXT[answer.status] ?? 'Success'),
        headers: ANSWER_HEADERS,
        ...(answer.file
          ? {
              content: {
                'application/octet-stream': {
                  schema: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
                },
              },
            }
          : answer.schema
            ? { content: { 'application/json': { schema: answer.schema } } }
            : {}),
      };
    }
    if (!Object.keys(responses).some((status) => status.startsWith('2')))
      responses['200'] = { description: 'Success', headers: ANSWER_HEADERS };

    const own = new Map<number, { schemas: JsonSchema[]; examples: Record<string, { value: unknown }> }>();
    for (const status of errorStatuses(route, hasBody)) {
      for (const code of CODES.filter((candidate) => HTTP_STATUS_BY_CODE[candidate] === status)) {
        const info = sampleError(this.service, code);
        const answer = route.respondError?.(info, SAMPLE_REQUEST);
        if (!answer || 'stream' in answer) {
          responses[String(status)] ??= { $ref: `#/components/responses/${errorResponseName(status)}` };
          continue;
        }
        const entry = own.get(answer.status) ?? { schemas: [], examples: {} };
        entry.schemas.push(literalSchema(answer.body, info));
        entry.examples[code] = { value: answer.body };
        own.set(answer.status, entry);
      }
    }
    // A route's own error shape (`respondError`), alone or beside the service's for other codes of that status.
    for (const [status, { schemas, examples }] of own) {
      const shared = responses[String(status)] !== undefined;
      const schema = schemas.reduce(mergeSchemas);
      responses[String(status)] = {
        description: shared ? "The service's error body, or this route's own" : "This route's own error body",
        headers: status === 429 ? RATE_LIMITED_HEADERS : ANSWER_HEADERS,
        content: {
          'application/json': {
            schema: shared ? { anyOf: [{ $ref: '#/components/schemas/Error' }, schema] } : schema,
            examples,
          },
        },
      };
    }
    return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
  }

  private description(): string {
    const { route } = this;
    const field = this.operation?.selectionSet.selections.find(
      (selection) => selection.kind === Kind.FIELD && selection.name.value !== '__typename',
    );
    const root =
      this.operation?.operation === 'mutation' ? this.schema?.getMutationType() : this.schema?.getQueryType();
    const explained = field?.kind === Kind.FIELD ? root?.getFields()[field.name.value]?.description : undefined;
    const extra = route.errorFields?.length
      ? `Error bodies may also carry ${route.errorFields.map((name) => `\`${name}\``).join(', ')}.`
      : undefined;
    return [explained, AUTH_TEXT[route.auth], route.variant ? `Interface variant ${route.variant}.` : undefined, extra]
      .filter(Boolean)
      .join('\n\n');
  }
}

/** One success answer a route declares: its status, and its JSON body's schema (none for a file or an empty answer). */
export interface DeclaredAnswer {
  readonly status: number;
  readonly schema?: JsonSchema;
  readonly file: boolean;
}

/** A route's success answers, as it declares them (`output.ts`). */
export function routeAnswers(route: RouteDefinition): DeclaredAnswer[] {
  return Object.entries(route.answers as RouteAnswers).map(([status, answer]) => ({
    status: Number(status),
    file: answer === FILE,
    ...(typeof answer === 'string' ? {} : { schema: answerSchema(answer) }),
  }));
}

/** The request a route's own error shape (`respondError`) is shown with. */
const SAMPLE_REQUEST = {
  method: 'GET',
  params: {},
  query: {},
  body: {},
  headers: {},
  correlationId: SAMPLE_CORRELATION_ID,
  gatewayOrigin: 'data:,',
};

function errorStatuses(route: RouteDefinition, hasBody: boolean): number[] {
  const statuses = new Set([400, 429, 500, 503]);
  if (!['public', 'challenge', 'webhook'].includes(route.auth)) statuses.add(401);
  if (!['public', 'webhook'].includes(route.auth)) statuses.add(403);
  if (route.path.includes(':') || route.method !== 'GET') statuses.add(404);
  if (route.method !== 'GET') statuses.add(409);
  if (hasBody) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

function securityOf(auth: RouteAuth, service: ServiceDefinition): Record<string, string[]>[] {
  switch (auth) {
    case 'public':
    case 'challenge':
    case 'webhook':
      return [];
    case 'cookie':
      return service.credentials?.cookie ? [{ [service.credentials.cookie.name]: [] }] : [];
    case 'admin':
      return [
        {
          [BEARER]: [],
          ...Object.fromEntries((service.documentation?.adminHeaders ?? []).map((header) => [header.name, []])),
        },
      ];
    default:
      return [{ [BEARER]: [] }];
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Errors: the service's own `errorBody` of sample failures

function sampleError(service: ServiceDefinition, code: ErrorCode, withOptional = false): ErrorInfo {
  const rateLimited = code === ErrorCode.RATE_LIMIT_EXCEEDED && (service.errorFields ?? []).includes('retryAfter');
  return {
    status: HTTP_STATUS_BY_CODE[code],
    code,
    message: MEANING[code],
    ...(withOptional && code === ErrorCode.VALIDATION_ERROR ? { details: { fields: { name: ['is required'] } } } : {}),
    extra: rateLimited ? { retryAfter: 60 } : {},
    correlationId: SAMPLE_CORRELATION_ID,
  };
}

/** The schema of a literal JSON value (an error body of a sample failure). */
function literalSchema(value: unknown, info?: ErrorInfo): JsonSchema {
  if (info && value === info.correlationId) return { type: 'string', format: 'uuid' };
  if (info && value === info.code) return { type: 'string', enum: CODES };
  if (info && value === info.message) return { type: 'string' };
  if (value === null) return { type: 'null' };
  if (Array.isArray(value)) return { type: 'array' };
  switch (typeof value) {
    case 'string':
      return { type: 'string', const: value };
    case 'number':
      return { type: Number.isInteger(value) ? 'integer' : 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'object':
      return {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(value as object).map(([name, item]) => [
            name,
            info && item === info.details ? { type: 'object' } : literalSchema(item, info),
          ]),
        ),
      };
    default:
      return {};
  }
}

/** `components.schemas.Error` and one response per error status, with an example of each code. */
function errorComponents(service: ServiceDefinition): { schema: JsonSchema; responses: Record<string, unknown> } {
  const minimal = CODES.map((code) => service.errorBody(sampleError(service, code)));
  const always = Object.keys(minimal[0] ?? {}).filter((name) => minimal.every((body) => name in body));
  const schema = CODES.map((code) => sampleError(service, code, true))
    .map((info) => literalSchema(service.errorBody(info), info))
    .reduce(mergeSchemas);
  const responses: Record<string, unknown> = {};
  for (const status of [...new Set(Object.values(HTTP_STATUS_BY_CODE))].sort((a, b) => a - b)) {
    const codes = CODES.filter((code) => HTTP_STATUS_BY_CODE[code] === status);
    responses[errorResponseName(status)] = {
      description: codes.map((code) => MEANING[code]).join('; '),
      headers: status === 429 ? RATE_LIMITED_HEADERS : { 'X-Correlation-Id': headerRef('X-Correlation-Id') },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: Object.fromEntries(
            codes.map((code) => [
              code,
              { summary: MEANING[code], value: service.errorBody(sampleError(service, code)) },
            ]),
          ),
        },
      },
    };
  }
  return { schema: { ...schema, description: `The error body of this service`, required: always }, responses };
}

// ---------------------------------------------------------------------------------------------------------------
// Routes sharing a method and path (variants told apart by `when`)

function humanize(route: RouteDefinition, service: ServiceDefinition): string {
  let name = route.name;
  if (route.variant && name.endsWith(route.variant)) name = name.slice(0, -1);
  if (name.startsWith(service.name) && /^[A-Z]/.test(name.slice(service.name.length)))
    name = name.slice(service.name.length);
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1) + (route.variant ? ` (variant ${route.variant})` : '');
}

function graphqlOperation(route: RouteDefinition) {
  return { name: operationName(route.document), document: print(route.document) };
}

function operationObject(operations: readonly RouteOperation[], service: ServiceDefinition): Record<string, unknown> {
  const tag = tagOf(operations[0]!.route.path);
  if (operations.length === 1) {
    const [operation] = operations as [RouteOperation];
    const { route } = operation;
    return {
      operationId: route.name,
      summary: humanize(route, service),
      description: operation.description,
      tags: [tag],
      parameters: operation.parameters,
      ...(operation.requestBody ? { requestBody: operation.requestBody } : {}),
      responses: operation.responses,
      security: operation.security,
      'x-auth': route.auth,
      ...(route.variant ? { 'x-interface-variant': route.variant } : {}),
      'x-graphql-operation': graphqlOperation(route),
    };
  }
  const variants = operations.map((operation) => ({ operation, rule: selectionRule(operation.route.when) }));
  const parameters = new Map<string, Parameter>();
  for (const operation of operations) {
    for (const parameter of operation.parameters) {
      const key = `${parameter.in}:${parameter.name}`;
      const required = operations.every((other) =>
        other.parameters.some((p) => p.in === parameter.in && p.name === parameter.name && p.required),
      );
      parameters.set(key, { ...(parameters.get(key) ?? parameter), required });
    }
  }
  const bodies = operations.flatMap((operation) => (operation.requestBody ? [operation.requestBody] : []));
  const content: Record<string, { schema: JsonSchema }> = {};
  for (const body of bodies) {
    for (const [type, { schema }] of Object.entries(body.content)) {
      const known = content[type]?.schema;
      // anyOf, not oneOf: one body may well suit several variants (the request, not the body, may pick the route).
      content[type] = {
        schema: !known
          ? schema
          : known.anyOf
            ? { anyOf: [...(known.anyOf as JsonSchema[]), schema] }
            : { anyOf: [known, schema] },
      };
    }
  }
  const responses: Record<string, unknown> = {};
  for (const operation of operations) {
    for (const [status, response] of Object.entries(operation.responses)) {
      const known = responses[status];
      if (!known || JSON.stringify(known) === JSON.stringify(response)) responses[status] = response;
      else responses[status] = { description: 'One of the variants’ answers', 'x-variant-answers': [known, response] };
    }
  }
  const security = [
    ...new Map(
      operations.flatMap((o) => (o.security.length ? o.security : [{}])).map((s) => [JSON.stringify(s), s]),
    ).values(),
  ];
  return {
    operationId: operations
      .map((operation, index) =>
        index ? operation.route.name.charAt(0).toUpperCase() + operation.route.name.slice(1) : operation.route.name,
      )
      .join('Or'),
    summary: operations.map((operation) => humanize(operation.route, service)).join(' / '),
    description: [
      `One method and path, ${operations.length} routes: the engine takes the first whose rule the request meets.`,
      ...variants.map(
        ({ operation, rule }) =>
          `**${humanize(operation.route, service)}** (\`${operation.route.name}\`): ${rule}\n\n${operation.description}`,
      ),
    ].join('\n\n'),
    tags: [tag],
    parameters: [...parameters.values()],
    ...(bodies.length
      ? {
          requestBody: {
            required: bodies.length === operations.length && bodies.every((body) => body.required),
            content,
          },
        }
      : {}),
    responses: flattenVariantAnswers(responses),
    security,
    'x-variants': variants.map(({ operation, rule }) => ({
      operationId: operation.route.name,
      ...(operation.route.variant ? { interfaceVariant: operation.route.variant } : {}),
      auth: operation.route.auth,
      selectedWhen: rule,
      ...(operation.requestBody ? { requestBody: operation.requestBody } : {}),
      responses: operation.responses,
      graphqlOperation: graphqlOperation(operation.route),
    })),
  };
}

/** Two variants answering one status differently: one response whose content admits either. */
function flattenVariantAnswers(responses: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const answers = (response as { 'x-variant-answers'?: Record<string, unknown>[] })['x-variant-answers'];
      if (!answers) return [status, response];
      const schemas = answers.flatMap((answer) => {
        const schema = (answer.content as Record<string, { schema?: JsonSchema }> | undefined)?.['application/json']
          ?.schema;
        return schema ? [schema] : [];
      });
      return [
        status,
        {
          description: "One of the variants' answers",
          headers: ANSWER_HEADERS,
          ...(schemas.length ? { content: { 'application/json': { schema: { anyOf: schemas } } } } : {}),
        },
      ];
    }),
  );
}

/** The area of a path, for tags: its first segment after an `/api/v1` prefix (`/api/v1/entities/:id` → `entities`). */
function tagOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const start = segments[0] === 'api' && /^v\d+$/.test(segments[1] ?? '') ? 2 : 0;
  return segments.slice(start).find((segment) => !segment.startsWith(':')) ?? 'root';
}

// ---------------------------------------------------------------------------------------------------------------

export async function openApiDocument(
  service: ServiceDefinition,
  options: OpenApiOptions = {},
): Promise<OpenApiDocument> {
  const operations = service.routes.map((route) => new RouteAnalysis(service, route, options.schema).operationParts());

  const paths: OpenApiDocument['paths'] = {};
  const documented = openApiPaths(service.routes);
  const groups = new Map<string, { path: string; operations: RouteOperation[] }>();
  for (const operation of operations) {
    const { path, shared } = documented.get(operation.route)!;
    const parameters = operation.parameters.map((parameter) => {
      const common = parameter.in === 'path' ? shared.get(parameter.name) : undefined;
      return common ? { ...parameter, name: common.name, description: common.description } : parameter;
    });
    const key = `${operation.route.method} ${path}`;
    const group = groups.get(key) ?? { path, operations: [] };
    group.operations.push({ ...operation, parameters });
    groups.set(key, group);
  }
  for (const { path, operations: group } of groups.values()) {
    (paths[path] ??= {})[group[0]!.route.method.toLowerCase()] = operationObject(group, service);
  }

  const errors = errorComponents(service);
  const documentation = service.documentation;
  const tags = [...new Set(service.routes.map((route) => tagOf(route.path)))].map((name) => ({
    name,
    description: `The \`${name}\` area of the legacy surface`,
  }));
  const schemes: Record<string, unknown> = {
    [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    ...Object.fromEntries(
      (documentation?.adminHeaders ?? []).map((header) => [
        header.name,
        { type: 'apiKey', in: 'header', name: header.name, description: header.description },
      ]),
    ),
    ...(service.credentials?.cookie
      ? { [service.credentials.cookie.name]: { type: 'apiKey', in: 'cookie', name: service.credentials.cookie.name } }
      : {}),
  };
  // Only the schemes some operation asks for (a surface of public routes lists none).
  const used = new Set(
    operations.flatMap((operation) => operation.security.flatMap((requirement) => Object.keys(requirement))),
  );
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: documentation?.title ?? `${service.name} (legacy REST)`,
      version: '1.0.0',
      description: [
        documentation?.description,
        "Generated from the REST adapter's route table: every operation executes the GraphQL operation shown in its `x-graphql-operation` on the gateway. Parameters, bodies and answers are the routes' own declarations.",
      ]
        .filter(Boolean)
        .join('\n\n'),
    },
    servers: [{ url: service.basePath }],
    tags,
    paths,
    components: {
      schemas: { Error: errors.schema },
      responses: errors.responses,
      // Retry-After is only ever required (on 429), so it is written out there rather than referenced.
      headers: Object.fromEntries(Object.entries(HEADERS).filter(([name]) => name !== 'Retry-After')),
      securitySchemes: Object.fromEntries(Object.entries(schemes).filter(([name]) => used.has(name))),
    },
  };
}
