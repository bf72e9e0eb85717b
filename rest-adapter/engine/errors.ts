import { ErrorCode, HTTP_STATUS_BY_CODE, normalizeErrorCode } from '../../platform/errors.js';
import { namesVariables } from './input-errors.js';
import type { ErrorInfo, RefusedTokenWords } from './types.js';

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

/**
 * Codes no REST answer carries: a subscription's `CURSOR_EXPIRED` (no route subscribes), the gateway's demand
 * control's, which the legacy vocabulary words as VALIDATION_ERROR, and the gateway's removal of a field (below).
 */
type NotRest = 'CURSOR_EXPIRED' | 'COST_ESTIMATED_TOO_EXPENSIVE' | 'UNAUTHORIZED_FIELD_OR_TYPE';
const NOT_REST: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  ErrorCode.CURSOR_EXPIRED,
  ErrorCode.COST_ESTIMATED_TOO_EXPENSIVE,
  ErrorCode.UNAUTHORIZED_FIELD_OR_TYPE,
]);

/** The codes a REST answer can carry. */
export const REST_ERROR_CODES = Object.values(ErrorCode).filter(
  (code): code is Exclude<ErrorCode, NotRest> => !NOT_REST.has(code),
) as [Exclude<ErrorCode, NotRest>, ...Exclude<ErrorCode, NotRest>[]];

/**
 * A field the gateway's authorization directives removed is what the subgraph would have refused itself: 401 to a
 * caller the gateway could not authenticate (or authenticated with another issuer's token, which the service does
 * not take), 403 to one it did, as the legacy services answer; with the service's words for a refused token.
 */
function legacyRefusal(
  code: ErrorCode,
  extensions: Record<string, unknown>,
  refusedToken: RefusedTokenWords | undefined,
): { code: ErrorCode; message?: string } {
  if (code !== ErrorCode.UNAUTHORIZED_FIELD_OR_TYPE) return { code };
  const ownIssuer = refusedToken === undefined || extensions.issuer === refusedToken.issuer;
  if (extensions.authenticated === true && ownIssuer) return { code: ErrorCode.FORBIDDEN };
  const expired = extensions.refusedCredential === 'expired';
  return {
    code: ErrorCode.UNAUTHORIZED,
    message: refusedToken && (expired ? refusedToken.expired : refusedToken.invalid),
  };
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
  /** How the service refuses a bearer token (ServiceCredentials.refusedToken). */
  refusedToken?: RefusedTokenWords,
): ErrorInfo {
  const error = decisive(errors);
  const extensions = isObject(error.extensions) ? error.extensions : {};
  const legacy = legacyRefusal(normalizeErrorCode(extensions.code), extensions, refusedToken);
  // The legacy services had no cost refusal: theirs was a 400 of invalid request data, which it still is.
  const code = legacy.code === ErrorCode.COST_ESTIMATED_TOO_EXPENSIVE ? ErrorCode.VALIDATION_ERROR : legacy.code;
  const message =
    legacy.message ??
    (code === ErrorCode.INTERNAL_ERROR || typeof error.message !== 'string' || !error.message
      ? 'Internal server error'
      : namesVariables(error.message)
        ? 'Invalid request data'
        : error.message);
  const extra: Record<string, unknown> = {};
  for (const field of copyFields) if (extensions[field] !== undefined) extra[field] = extensions[field];
  // (`authenticated`, `issuer`, `refusedCredential` are the gateway's words to this adapter, never copied.)
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
