import {
  AppError,
  ErrorCode,
  httpStatusOf,
  isDatabaseUnavailable,
  normalizeErrorCode,
  withNormalizedCode,
} from './errors.js';

describe('error codes', () => {
  test('gives each code of the compliance spec its HTTP status', () => {
    expect(httpStatusOf('VALIDATION_ERROR')).toBe(400);
    expect(httpStatusOf('MISSING_VERSION')).toBe(400);
    expect(httpStatusOf('UNAUTHORIZED')).toBe(401);
    expect(httpStatusOf('FORBIDDEN')).toBe(403);
    expect(httpStatusOf('NOT_FOUND')).toBe(404);
    expect(httpStatusOf('VERSION_CONFLICT')).toBe(409);
    expect(httpStatusOf('RATE_LIMIT_EXCEEDED')).toBe(429);
    expect(httpStatusOf('SERVICE_UNAVAILABLE')).toBe(503);
    expect(httpStatusOf('CURSOR_EXPIRED')).toBe(410);
  });

  test("translates Apollo's own codes and treats the unknown as internal", () => {
    expect(normalizeErrorCode('GRAPHQL_VALIDATION_FAILED')).toBe(ErrorCode.VALIDATION_ERROR);
    expect(normalizeErrorCode('BAD_USER_INPUT')).toBe(ErrorCode.VALIDATION_ERROR);
    expect(normalizeErrorCode('UNAUTHENTICATED')).toBe(ErrorCode.UNAUTHORIZED);
    expect(normalizeErrorCode('SOMETHING_ELSE')).toBe(ErrorCode.INTERNAL_ERROR);
    expect(normalizeErrorCode(undefined)).toBe(ErrorCode.INTERNAL_ERROR);
  });

  test('carries code, status and extra fields in extensions', () => {
    const error = new AppError(ErrorCode.VERSION_CONFLICT, 'Entity modified by another user', { currentVersion: 3 });
    expect(error.extensions).toEqual({ code: 'VERSION_CONFLICT', status: 409, currentVersion: 3 });
  });

  test('masks internal messages and strips stack traces', () => {
    const formatted = withNormalizedCode({
      message: 'relation "x" does not exist',
      extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] },
    });
    expect(formatted).toEqual({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_ERROR', status: 500 },
    });
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

  test('recognises a server that is gone, shutting down or starting up', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  test('looks through the wrappers of drivers, ORMs and graphql-js', () => {
    const refused = withCode('ECONNREFUSED');
    expect(isDatabaseUnavailable(new Error('query failed', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('wrapped'), { originalError: refused }))).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('Unexpected error value'), { thrownValue: { code: 'ECONNREFUSED' } }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
  });

  test('leaves errors of the request itself alone', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Entity not found'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
