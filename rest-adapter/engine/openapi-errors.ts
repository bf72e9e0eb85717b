import { ErrorCode, HTTP_STATUS_BY_CODE } from '../../platform/errors.js';
import type { JsonSchema } from './json-schema.js';
import { CORRELATION_HEADER, RATE_LIMITED_HEADERS } from './openapi-common.js';
import { answerSchema, FILE, type RouteAnswers } from './output.js';
import type { RouteAuth, RouteDefinition, ServiceDefinition } from './types.js';

/**
 * The failures of the OpenAPI documents, from declarations alone: a service's error body is the schema it declares
 * (`ServiceDefinition.errorSchema`); a route answers the failures the engine answers for every route of its kind
 * (below) and those it declares its operation answers (`errors`), in its own shape where it declares one
 * (`ownErrors`, an answer of its `answers`).
 */

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
  COST_ESTIMATED_TOO_EXPENSIVE: 'Operation too expensive',
  PERSISTED_QUERY_NOT_IN_LIST: 'No trusted document has this id',
  QUERY_NOT_IN_SAFELIST: 'Only trusted documents are run',
  UNAUTHORIZED_FIELD_OR_TYPE: 'Insufficient permissions',
};

/**
 * What any route answers, whatever its operation: a request the engine cannot read or that the route's input
 * refuses (`router.ts`, `input.ts`); credentials sent that are refused, which a subgraph refuses whatever the
 * operation (a public one too); the gateway's rate limits; a failure of the engine's own or of the gateway's; and
 * the gateway out of reach (`graphql-client.ts`).
 */
const EVERY_ROUTE: readonly ErrorCode[] = [
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.RATE_LIMIT_EXCEEDED,
  ErrorCode.INTERNAL_ERROR,
  ErrorCode.SERVICE_UNAVAILABLE,
];

/**
 * What a route's `auth` adds: credentials missing (the engine's 401, `credentials.ts`, already among every route's),
 * a caller without the right, a bot-challenge token rejected.
 */
const BY_AUTH: Readonly<Record<RouteAuth, readonly ErrorCode[]>> = {
  public: [],
  webhook: [],
  challenge: [ErrorCode.FORBIDDEN],
  jwt: [ErrorCode.FORBIDDEN],
  admin: [ErrorCode.FORBIDDEN],
  'super-admin': [ErrorCode.FORBIDDEN],
  cookie: [ErrorCode.FORBIDDEN],
};

/** Every failure a route can answer, by code: the engine's for its kind, and those it declares. */
export function routeErrorCodes(route: RouteDefinition): ErrorCode[] {
  const codes = new Set<ErrorCode>([
    ...EVERY_ROUTE,
    ...BY_AUTH[route.auth],
    // Past the JSON limit, or a file past the upload limit (`multipart.ts`): a route that takes no body still has one
    // read (and refused past the limit) when a client sends it.
    ErrorCode.PAYLOAD_TOO_LARGE,
    // A file the file server no longer has, or whose link it refuses (`files.ts`: `streamFrom`).
    ...(Object.values(route.answers as RouteAnswers).includes(FILE) ? [ErrorCode.NOT_FOUND, ErrorCode.FORBIDDEN] : []),
    ...(route.errors ?? []),
  ]);
  return Object.values(ErrorCode).filter((code) => codes.has(code));
}

const errorResponseName = (status: number) => `Error${status}`;
const meaningOf = (codes: readonly ErrorCode[]) => codes.map((code) => MEANING[code]).join('; ');
const codesOf = (status: number) => Object.values(ErrorCode).filter((code) => HTTP_STATUS_BY_CODE[code] === status);

/**
 * A route's error responses beside its declared `answers` (`responses`, by status): the service's error body for
 * each status of a failure it answers in the service's shape; where the route declares an answer of its own for
 * that status too, either.
 */
export function addErrorResponses(route: RouteDefinition, responses: Record<string, unknown>): void {
  const own = (route.ownErrors ?? {}) as Partial<Record<ErrorCode, number>>;
  const byStatus = new Map<number, ErrorCode[]>();
  const ownByStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrorCodes(route)) {
    const ownStatus = own[code];
    if (ownStatus !== undefined) ownByStatus.set(ownStatus, [...(ownByStatus.get(ownStatus) ?? []), code]);
    // A failure of the route's operation that the route answers its own way; the engine's own refusals of the
    // same code keep the service's shape.
    if (ownStatus !== undefined && !EVERY_ROUTE.includes(code) && !BY_AUTH[route.auth].includes(code)) continue;
    const status = HTTP_STATUS_BY_CODE[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  // The route's own answer to failures of its operation says which.
  for (const [status, codes] of ownByStatus) {
    const declared = responses[String(status)] as Record<string, unknown> | undefined;
    if (declared)
      responses[String(status)] = {
        ...declared,
        description: `This route's own answer, also to a failure of its operation: ${meaningOf(codes)}`,
      };
  }
  for (const [status, codes] of byStatus) {
    const declared = responses[String(status)] as
      { description?: string; content?: Record<string, { schema: JsonSchema }> } | undefined;
    if (declared) {
      const schema = declared.content?.['application/json']?.schema;
      responses[String(status)] = {
        ...declared,
        description: `${declared.description ?? "This route's own answer"}; or the service's error body: ${meaningOf(codes)}`,
        content: {
          'application/json': {
            schema: { anyOf: [{ $ref: '#/components/schemas/Error' }, ...(schema ? [schema] : [])] },
          },
        },
      };
      continue;
    }
    const all = codesOf(status);
    responses[String(status)] = {
      $ref: `#/components/responses/${errorResponseName(status)}`,
      // The codes of that status this route answers, where it answers fewer than the shared response lists.
      ...(codes.length < all.length ? { description: meaningOf(codes) } : {}),
    };
  }
}

/**
 * `components.schemas.Error`, the service's declared error body, and one response per error status the document's
 * operations refer to (`addErrorResponses`).
 */
export function errorComponents(
  service: ServiceDefinition,
  paths: Record<string, Record<string, unknown>>,
): { schema: JsonSchema; responses: Record<string, unknown> } {
  const used = new Set<number>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) {
        const match = key === '$ref' && typeof item === 'string' && /^#\/components\/responses\/Error(\d+)$/.exec(item);
        if (match) used.add(Number(match[1]));
        else collect(item);
      }
  };
  collect(paths);
  const responses: Record<string, unknown> = {};
  for (const status of [...used].sort((a, b) => a - b)) {
    responses[errorResponseName(status)] = {
      description: meaningOf(codesOf(status)),
      headers: status === 429 ? RATE_LIMITED_HEADERS : CORRELATION_HEADER,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return {
    schema: { ...answerSchema(service.errorSchema), description: `The error body of this service` },
    responses,
  };
}
