import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { ErrorCode, normalizeErrorCode, withNormalizedCode } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import { withRequestErrorCode } from '../platform/operation-admission.js';

/** Codes the gateway itself produces, beside Apollo Server's (which platform/errors translates). */
const GATEWAY_CODES: Readonly<Record<string, ErrorCode>> = {
  // The gateway's wrapping of a subgraph error that carried no code: nothing we can vouch for.
  DOWNSTREAM_SERVICE_ERROR: ErrorCode.INTERNAL_ERROR,
  PERSISTED_QUERY_NOT_SUPPORTED: ErrorCode.VALIDATION_ERROR,
};

/**
 * Every error leaves the gateway with our code and status: codes of the subgraphs pass through, Apollo's and
 * the gateway's are translated (a refusal of the request's shape without a code is the client's: VALIDATION_ERROR),
 * anything else is an internal error whose message is masked (and logged).
 */
export function formatGatewayError(received: GraphQLFormattedError, thrown: unknown): GraphQLFormattedError {
  const formatted = withRequestErrorCode(received, thrown);
  const raw = formatted.extensions?.code;
  const code = typeof raw === 'string' && raw in GATEWAY_CODES ? GATEWAY_CODES[raw] : normalizeErrorCode(raw);
  if (code === ErrorCode.INTERNAL_ERROR) {
    logger('gateway').error({ err: unwrapResolverError(thrown), message: formatted.message }, 'internal error');
  }
  return withNormalizedCode(formatted, code);
}
