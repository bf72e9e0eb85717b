import { ErrorCode, HTTP_STATUS_BY_CODE, normalizeErrorCode } from '../../platform/errors.js';
import {
  describeProblems,
  namesVariables,
  problemDetails,
  type InputProblem,
  type LegacyInputs,
} from './input-errors.js';
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
  return errors.find((error) => normalizeErrorCode(error.extensions?.code) !== ErrorCode.INTERNAL_ERROR) ?? errors[0]!;
}

/** Refused variables, in the legacy terms of `inputs`: a 400 naming each body field or parameter, with `details.fields`. */
function inputErrorInfo(problems: readonly InputProblem[], correlationId: string): ErrorInfo {
  const details = problemDetails(problems);
  return {
    status: HTTP_STATUS_BY_CODE[ErrorCode.VALIDATION_ERROR],
    code: ErrorCode.VALIDATION_ERROR,
    message: describeProblems(problems),
    ...(details ? { details } : {}),
    extra: {},
    correlationId,
  };
}

/**
 * Turns the gateway's `errors` into what the service's error body is built from. GraphQL's refusals of the
 * variables are said in the legacy terms of the route's `inputs`; no message naming a GraphQL variable gets out.
 */
export function errorFromGraphQL(
  errors: readonly GraphQLResponseError[],
  correlationId: string,
  copyFields: readonly string[],
  inputs?: LegacyInputs,
): ErrorInfo {
  const problems = inputs
    ? errors.flatMap((candidate) => {
        const problem = typeof candidate.message === 'string' ? inputs.problem(candidate.message) : undefined;
        return problem ? [problem] : [];
      })
    : [];
  if (problems.length) return inputErrorInfo(problems, correlationId);
  const error = decisive(errors);
  const extensions = isObject(error.extensions) ? error.extensions : {};
  const code = normalizeErrorCode(extensions.code);
  const message =
    code === ErrorCode.INTERNAL_ERROR || typeof error.message !== 'string' || !error.message
      ? 'Internal server error'
      : namesVariables(error.message)
        ? 'Invalid request data'
        : error.message;
  const extra: Record<string, unknown> = {};
  for (const field of copyFields) if (extensions[field] !== undefined) extra[field] = extensions[field];
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
