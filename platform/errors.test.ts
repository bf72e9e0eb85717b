import { AppError, ErrorCode, httpStatusOf, normalizeErrorCode, withNormalizedCode } from './errors.js';

describe('error codes', () => {
  it('gives each code of the compliance spec its HTTP status', () => {
    expect(httpStatusOf('VALIDATION_ERROR')).toBe(400);
    expect(httpStatusOf('MISSING_VERSION')).toBe(400);
    expect(httpStatusOf('UNAUTHORIZED')).toBe(401);
    expect(httpStatusOf('FORBIDDEN')).toBe(403);
    expect(httpStatusOf('NOT_FOUND')).toBe(404);
    expect(httpStatusOf('VERSION_CONFLICT')).toBe(409);
    expect(httpStatusOf('RATE_LIMIT_EXCEEDED')).toBe(429);
    expect(httpStatusOf('SERVICE_UNAVAILABLE')).toBe(503);
  });

  it("translates Apollo's own codes and treats the unknown as internal", () => {
    expect(normalizeErrorCode('GRAPHQL_VALIDATION_FAILED')).toBe(ErrorCode.VALIDATION_ERROR);
    expect(normalizeErrorCode('BAD_USER_INPUT')).toBe(ErrorCode.VALIDATION_ERROR);
    expect(normalizeErrorCode('UNAUTHENTICATED')).toBe(ErrorCode.UNAUTHORIZED);
    expect(normalizeErrorCode('SOMETHING_ELSE')).toBe(ErrorCode.INTERNAL_ERROR);
    expect(normalizeErrorCode(undefined)).toBe(ErrorCode.INTERNAL_ERROR);
  });

  it('carries code, status and extra fields in extensions', () => {
    const error = new AppError(ErrorCode.VERSION_CONFLICT, 'Entity modified by another user', { currentVersion: 3 });
    expect(error.extensions).toEqual({ code: 'VERSION_CONFLICT', status: 409, currentVersion: 3 });
  });

  it('masks internal messages and strips stack traces', () => {
    const formatted = withNormalizedCode({ message: 'relation "x" does not exist', extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } });
    expect(formatted).toEqual({ message: 'Internal server error', extensions: { code: 'INTERNAL_ERROR', status: 500 } });
  });
});
