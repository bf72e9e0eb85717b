import { unwrapResolverError } from '@apollo/server/errors';
import type { ErrorRequestHandler } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { ErrorCode, HTTP_STATUS_BY_CODE, normalizeErrorCode, withNormalizedCode } from '../platform/errors.js';
import { logger } from '../platform/logger.js';

/** Codes the gateway itself produces, beside Apollo Server's (which platform/errors translates). */
const GATEWAY_CODES: Readonly<Record<string, ErrorCode>> = {
  // The gateway's wrapping of a subgraph error that carried no code: nothing we can vouch for.
  DOWNSTREAM_SERVICE_ERROR: ErrorCode.INTERNAL_ERROR,
  PERSISTED_QUERY_NOT_SUPPORTED: ErrorCode.VALIDATION_ERROR,
};

/**
 * Every error leaves the gateway with our code and status: codes of the subgraphs pass through, Apollo's and
 * the gateway's are translated, anything else is an internal error whose message is masked (and logged).
 */
export function formatGatewayError(formatted: GraphQLFormattedError, thrown: unknown): GraphQLFormattedError {
  const raw = formatted.extensions?.code;
  const code = typeof raw === 'string' && raw in GATEWAY_CODES ? GATEWAY_CODES[raw]! : normalizeErrorCode(raw);
  if (code === ErrorCode.INTERNAL_ERROR) {
    logger('gateway').error({ err: unwrapResolverError(thrown), message: formatted.message }, 'internal error');
  }
  return withNormalizedCode(formatted, code);
}

/** Statuses of errors raised before Apollo Server that have a code of their own. */
const CODE_BY_HTTP_STATUS: Readonly<Record<number, ErrorCode>> = {
  404: ErrorCode.NOT_FOUND,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  503: ErrorCode.SERVICE_UNAVAILABLE,
};

/**
 * Errors raised before Apollo Server sees the request (graphql-upload's limits and malformed multipart
 * requests, JSON body parsing, the explorer's missing files), answered as a GraphQL error body with our code.
 */
export function httpErrorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const { status, expose, message } = (error ?? {}) as { status?: unknown; statusCode?: unknown; expose?: unknown; message?: unknown };
    const httpStatus = typeof status === 'number' ? status : 500;
    const code =
      CODE_BY_HTTP_STATUS[httpStatus] ?? (httpStatus >= 400 && httpStatus < 500 ? ErrorCode.VALIDATION_ERROR : ErrorCode.INTERNAL_ERROR);
    if (code === ErrorCode.INTERNAL_ERROR) log.error({ err: error }, 'request failed');
    const text = expose === true && typeof message === 'string' ? message : 'Invalid request';
    res.status(HTTP_STATUS_BY_CODE[code]).json({ errors: [withNormalizedCode({ message: text, extensions: { code } }, code)] });
  };
}
