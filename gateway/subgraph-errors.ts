import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { AppError, ErrorCode, HTTP_STATUS_BY_CODE } from '../platform/errors.js';
import { CircuitOpenError } from './circuit-breaker.js';
import { countSubgraphErrors } from './subgraph-metrics.js';
import { SubgraphTimeoutError } from './subgraph-timeout.js';
import { UploadInterruptedError, type SubgraphAnswer } from './subgraph-transport.js';

/** What counts against a subgraph's circuit: transport failures and timeouts, not the client's failed uploads. */
export function isSubgraphFailure(error: unknown): boolean {
  return !(error instanceof UploadInterruptedError);
}

function findInCauses(
  error: unknown,
  test: (candidate: Record<string, unknown>) => boolean,
): Record<string, unknown> | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current !== null && typeof current === 'object'; depth++) {
    const candidate = current as Record<string, unknown>;
    if (test(candidate)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: ErrorCode.VALIDATION_ERROR,
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  429: ErrorCode.RATE_LIMIT_EXCEEDED,
};

/** The body of a subgraph answer: JSON when it says so, else its text. */
export function answerBody(answer: SubgraphAnswer): unknown {
  const type = answer.headers['content-type'];
  return typeof type === 'string' &&
    (type.startsWith('application/json') || type.startsWith('application/graphql-response+json'))
    ? JSON.parse(answer.body)
    : answer.body;
}

/** A subgraph's non-2xx answer: its own first GraphQL error when it sent one, else one from the status. */
export function errorFromAnswer(subgraph: string, answer: SubgraphAnswer): GraphQLError {
  countSubgraphErrors(subgraph, 'http_status');
  let body: unknown;
  try {
    body = answerBody(answer);
  } catch {
    // Not JSON: the status says what happened.
  }
  const first = (body as { errors?: { message?: unknown; extensions?: Record<string, unknown> }[] } | undefined)
    ?.errors?.[0];
  if (first && typeof first.message === 'string') {
    return new GraphQLError(first.message, { extensions: { ...first.extensions, serviceName: subgraph } });
  }
  const code = CODE_BY_STATUS[answer.status] ?? ErrorCode.SERVICE_UNAVAILABLE;
  const message =
    code === ErrorCode.SERVICE_UNAVAILABLE
      ? `Subgraph "${subgraph}" is unavailable`
      : `Subgraph "${subgraph}" refused the request (${answer.status})`;
  return new AppError(code, message, { serviceName: subgraph, http: { status: HTTP_STATUS_BY_CODE[code] } });
}

/**
 * Every failure of a subgraph call as the client sees it: GraphQL errors as they are, a refused upload as
 * PAYLOAD_TOO_LARGE, and every transport failure (refused connection, timeout, open circuit, garbage answer) as a
 * clean SERVICE_UNAVAILABLE; each counted by reason.
 */
export function errorFromFailure(
  subgraph: string,
  error: unknown,
  settings: { timeoutMs: number; log: Logger; correlationId?: string },
): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const tooLarge = findInCauses(error, (candidate) => candidate.status === 413 || candidate.statusCode === 413);
  if (tooLarge) {
    countSubgraphErrors(subgraph, 'payload_too_large');
    const message = typeof tooLarge.message === 'string' ? tooLarge.message : 'Upload too large';
    return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, message, { serviceName: subgraph, http: { status: 413 } });
  }
  if (error instanceof CircuitOpenError) {
    countSubgraphErrors(subgraph, 'circuit_open');
    // Logged once when the circuit opens (circuit-breaker.ts), not once per refused call.
    return new AppError(ErrorCode.SERVICE_UNAVAILABLE, `Subgraph "${subgraph}" is unavailable (circuit open)`, {
      serviceName: subgraph,
    });
  }
  const log = settings.log.child({ subgraph, correlationId: settings.correlationId });
  if (findInCauses(error, (candidate) => candidate instanceof SubgraphTimeoutError)) {
    log.warn('subgraph call timed out');
    countSubgraphErrors(subgraph, 'timeout');
    return new AppError(
      ErrorCode.SERVICE_UNAVAILABLE,
      `Subgraph "${subgraph}" did not answer within ${settings.timeoutMs} ms`,
      { serviceName: subgraph },
    );
  }
  // A client that went away in the middle of its upload is no failure of the subgraph's, nor of ours: info.
  if (isSubgraphFailure(error)) log.warn({ err: error }, 'subgraph call failed');
  else log.info({ err: error }, 'upload interrupted by its client');
  countSubgraphErrors(subgraph, isSubgraphFailure(error) ? 'unavailable' : 'upload_interrupted');
  return new AppError(ErrorCode.SERVICE_UNAVAILABLE, `Subgraph "${subgraph}" is unavailable`, {
    serviceName: subgraph,
  });
}
