import { GraphQLError } from 'graphql';

/**
 * The compliance spec's error codes, used by all three subgraphs so that every client (and the REST adapter)
 * reads one vocabulary. Each code has exactly one HTTP status.
 */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  MISSING_VERSION: 'MISSING_VERSION',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  VERSION_CONFLICT: 'VERSION_CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMIT_EXCEEDED: 'RATE_LIMIT_EXCEEDED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const HTTP_STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_ERROR: 400,
  MISSING_VERSION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VERSION_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMIT_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** Codes that Apollo Server and the gateway produce themselves, translated into ours. */
const APOLLO_CODES: Readonly<Record<string, ErrorCode>> = {
  GRAPHQL_PARSE_FAILED: ErrorCode.VALIDATION_ERROR,
  GRAPHQL_VALIDATION_FAILED: ErrorCode.VALIDATION_ERROR,
  BAD_USER_INPUT: ErrorCode.VALIDATION_ERROR,
  BAD_REQUEST: ErrorCode.VALIDATION_ERROR,
  OPERATION_RESOLUTION_FAILURE: ErrorCode.VALIDATION_ERROR,
  PERSISTED_QUERY_NOT_FOUND: ErrorCode.VALIDATION_ERROR,
  UNAUTHENTICATED: ErrorCode.UNAUTHORIZED,
  INTERNAL_SERVER_ERROR: ErrorCode.INTERNAL_ERROR,
};

export function normalizeErrorCode(code: unknown): ErrorCode {
  if (typeof code !== 'string') return ErrorCode.INTERNAL_ERROR;
  if (code in HTTP_STATUS_BY_CODE) return code as ErrorCode;
  return APOLLO_CODES[code] ?? ErrorCode.INTERNAL_ERROR;
}

export function httpStatusOf(code: unknown): number {
  return HTTP_STATUS_BY_CODE[normalizeErrorCode(code)];
}

export type ErrorDetails = Record<string, unknown>;

/**
 * A GraphQL error with our code and its HTTP status in `extensions`. Extra fields (for example the
 * `currentVersion` of a version conflict) travel in `extensions` too, where the REST adapter finds them.
 */
export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extensions: ErrorDetails = {}) {
    super(message, { extensions: { ...extensions, code, status: HTTP_STATUS_BY_CODE[code] } });
  }
}

export const validationError = (message: string, details?: ErrorDetails) =>
  new AppError(ErrorCode.VALIDATION_ERROR, message, details ? { details } : {});
export const unauthorized = (message = 'Authentication required') => new AppError(ErrorCode.UNAUTHORIZED, message);
export const forbidden = (message = 'Insufficient permissions') => new AppError(ErrorCode.FORBIDDEN, message);
export const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, `${what} not found`);
export const conflict = (message: string, details?: ErrorDetails) =>
  new AppError(ErrorCode.CONFLICT, message, details ? { details } : {});
export const serviceUnavailable = (message = 'Service temporarily unavailable') =>
  new AppError(ErrorCode.SERVICE_UNAVAILABLE, message);

/** An error as it leaves a GraphQL server: our code and status, and a message safe to show. */
export function withNormalizedCode<T extends { message: string; extensions?: Record<string, unknown> }>(
  formatted: T,
  code: ErrorCode = normalizeErrorCode(formatted.extensions?.code),
): T {
  const { stacktrace: _stacktrace, exception: _exception, ...extensions } = formatted.extensions ?? {};
  const message = code === ErrorCode.INTERNAL_ERROR ? 'Internal server error' : formatted.message;
  return { ...formatted, message, extensions: { ...extensions, code, status: HTTP_STATUS_BY_CODE[code] } };
}
