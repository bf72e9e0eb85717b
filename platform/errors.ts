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
  /** A subscription's `after` is unknown or older than the event retention: refetch the state, subscribe afresh. */
  CURSOR_EXPIRED: 'CURSOR_EXPIRED',
  /** The operation's estimated cost is over the gateway's maximum or a subgraph's budget (demand control). */
  COST_ESTIMATED_TOO_EXPENSIVE: 'COST_ESTIMATED_TOO_EXPENSIVE',
  /** Trusted documents (Apollo Router's codes): the id a request names is of no loaded manifest. */
  PERSISTED_QUERY_NOT_IN_LIST: 'PERSISTED_QUERY_NOT_IN_LIST',
  /** Trusted documents enforced: the text a request sends is no loaded manifest's document. */
  QUERY_NOT_IN_SAFELIST: 'QUERY_NOT_IN_SAFELIST',
  /**
   * The gateway removed a field or type the caller may not see (its authorization directives), answering the rest:
   * Apollo Router's code. The REST adapter answers it as the subgraph would have refused: 401 or 403.
   */
  UNAUTHORIZED_FIELD_OR_TYPE: 'UNAUTHORIZED_FIELD_OR_TYPE',
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
  CURSOR_EXPIRED: 410,
  COST_ESTIMATED_TOO_EXPENSIVE: 400,
  PERSISTED_QUERY_NOT_IN_LIST: 404,
  QUERY_NOT_IN_SAFELIST: 403,
  UNAUTHORIZED_FIELD_OR_TYPE: 403,
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

/**
 * SQLSTATEs of a server that is gone or not taking work yet: class 08 (connection exception), 57P01–57P03
 * (shut down by an administrator or a crash, still starting up or recovering) and 53300 (no connection slot left).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Socket errors of a server that cannot be reached. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** What node-postgres and pg-pool throw, without a code, for a connection lost, closed or never obtained. */
const LOST_CONNECTION_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * Whether `error` says that the database cannot be reached right now (refused, cut, shutting down, starting up),
 * rather than that the request was wrong: such a request may succeed when retried, so it is SERVICE_UNAVAILABLE.
 * Looks through the wrappers drivers, ORMs and graphql-js put around the cause (`cause`, `originalError`, AggregateError,
 * and `thrownValue` for what graphql-js does not take for an Error, such as an Error of another realm).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, originalError, thrownValue, errors } = error as Record<string, unknown>;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNREACHABLE_SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && LOST_CONNECTION_MESSAGE.test(message)) return true;
  const wrapped = [cause, originalError, thrownValue, ...(Array.isArray(errors) ? (errors as unknown[]) : [])];
  return wrapped.some((inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1));
}
