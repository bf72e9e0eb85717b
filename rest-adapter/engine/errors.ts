import { ErrorCode, HTTP_STATUS_BY_CODE, normalizeErrorCode } from '../../platform/errors.js';
import { namesVariables } from './input-errors.js';
import type { ErrorInfo } from './types.js';

/** A failure the engine answers in the service's error shape (thrown by routes' mappers or the engine itself). */
export class RestError extends Error {
  override name = 'RestError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly extra: Record<string, unknown> = {},
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = HTTP_STATUS_BY_CODE[code];
  }
}

/** Codes no REST answer carries: a subscription's (no route subscribes), and the gateway's removal of a field (below). */
type NotRest = 'CURSOR_EXPIRED' | 'UNAUTHORIZED_FIELD_OR_TYPE';

/** The codes a REST answer can carry. */
export const REST_ERROR_CODES = Object.values(ErrorCode).filter(
  (code): code is Exclude<ErrorCode, NotRest> =>
    code !== ErrorCode.CURSOR_EXPIRED && code !== ErrorCode.UNAUTHORIZED_FIELD_OR_TYPE,
) as [Exclude<ErrorCode, NotRest>, ...Exclude<ErrorCode, NotRest>[]];

/**
 * A field the gateway's authorization directives removed is what the subgraph would have refused itself: 401 to a
 * caller the gateway could not authenticate, 403 to one it did, as the legacy services answer.
 */
function legacyCode(code: ErrorCode, extensions: Record<string, unknown>): ErrorCode {
  if (code !== ErrorCode.UNAUTHORIZED_FIELD_OR_TYPE) return code;
  return extensions.authenticated === true ? ErrorCode.FORBIDDEN : ErrorCode.UNAUTHORIZED;
}

export const badRequest = (message: string, details?: unknown) =>
  new RestError(ErrorCode.VALIDATION_ERROR, message, details);

/** A GraphQL error as it arrives from the gateway. */
export interface GraphQLResponseError {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The error that decides the answer: the first one with a status other than 500 (a validation error among
 * internal ones says more to the client), else the first one.
 */
function decisive(errors: readonly GraphQLResponseError[]): GraphQLResponseError {
  return errors.find((error) => normalizeErrorCode(error.extensions?.code) !== ErrorCode.INTERNAL_ERROR) ?? errors[0];
}

/**
 * Turns the gateway's `errors` into what the service's error body is built from. A route's input was checked
 * against its declaration before it ran (`input.ts`), so a refusal of the variables by GraphQL is no word of the
 * client's: no message naming a GraphQL variable gets out.
 */
export function errorFromGraphQL(
  errors: readonly GraphQLResponseError[],
  correlationId: string,
  copyFields: readonly string[],
  /** The service's words for a bearer token it refuses (ServiceCredentials.refusedToken). */
  refusedToken?: { readonly invalid: string; readonly expired: string },
): ErrorInfo {
  const error = decisive(errors);
  const extensions = isObject(error.extensions) ? error.extensions : {};
  const code = legacyCode(normalizeErrorCode(extensions.code), extensions);
  const refused = extensions.refusedCredential;
  const message =
    refusedToken && (refused === 'invalid' || refused === 'expired')
      ? refusedToken[refused]
      : code === ErrorCode.INTERNAL_ERROR || typeof error.message !== 'string' || !error.message
        ? 'Internal server error'
        : namesVariables(error.message)
          ? 'Invalid request data'
          : error.message;
  const extra: Record<string, unknown> = {};
  for (const field of copyFields) if (extensions[field] !== undefined) extra[field] = extensions[field];
  // (`authenticated` is the gateway's word to this adapter, never copied into a legacy body.)
  return {
    status: HTTP_STATUS_BY_CODE[code],
    code,
    message,
    ...(extensions.details !== undefined ? { details: extensions.details } : {}),
    extra,
    correlationId,
  };
}

export function errorFromRestError(error: RestError, correlationId: string): ErrorInfo {
  return {
    status: error.status,
    code: error.code,
    message: error.message,
    ...(error.details !== undefined ? { details: error.details } : {}),
    extra: error.extra,
    correlationId,
  };
}

export function errorInfo(code: ErrorCode, message: string, correlationId: string): ErrorInfo {
  return { status: HTTP_STATUS_BY_CODE[code], code, message, extra: {}, correlationId };
}
