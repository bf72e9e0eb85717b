import { unwrapResolverError } from '@apollo/server/errors';
import {
  ConnectionException,
  DriverException,
  ForeignKeyConstraintViolationException,
  NotFoundError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { ValidationError as ClassValidationError } from 'class-validator';
import type { GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import {
  AppError,
  ErrorCode,
  isDatabaseUnavailable,
  normalizeErrorCode,
  withNormalizedCode,
} from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';

function describeValidation(errors: ClassValidationError[], prefix = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) fields[path] = Object.values(error.constraints);
    Object.assign(fields, describeValidation(error.children ?? [], path));
  }
  return fields;
}

/**
 * A write refused by a foreign key. MikroORM converts SQLSTATE 23503 only; PostgreSQL 18 (the embedded server)
 * reports a RESTRICT key as 23001 (restrict_violation), which arrives as a plain DriverException.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return (
    error instanceof ForeignKeyConstraintViolationException ||
    (error instanceof DriverException && error.code === '23001')
  );
}

/**
 * Turns whatever a resolver threw into an error of our vocabulary. Rules in services throw AppErrors;
 * the rest (input validation, database constraints, outages) is classified here once for all subgraphs.
 */
export function formatSubgraphError(formatted: GraphQLFormattedError, thrown: unknown): GraphQLFormattedError {
  try {
    return classify(formatted, unwrapResolverError(thrown));
  } catch (failure) {
    // An error of a shape nobody foresaw (a validator that threw instead of reporting) must still be answered, and seen.
    logger('errors').error({ err: unwrapResolverError(thrown), failure }, 'an error could not be classified');
    return withNormalizedCode(formatted, ErrorCode.INTERNAL_ERROR);
  }
}

function classify(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  if (error instanceof AppError) return withNormalizedCode(formatted);
  if (error instanceof ArgumentValidationError) {
    const fields = describeValidation(error.extensions.validationErrors);
    const summary = Object.entries(fields)
      .map(([field, problems]) => `${field}: ${problems.join(', ')}`)
      .join('; ');
    return withNormalizedCode(
      { ...formatted, message: `Invalid input: ${summary}`, extensions: { details: { fields } } },
      ErrorCode.VALIDATION_ERROR,
    );
  }
  if (error instanceof UniqueConstraintViolationException) {
    return withNormalizedCode(
      { ...formatted, message: 'A record with the same unique value already exists' },
      ErrorCode.CONFLICT,
    );
  }
  // 54000: a value too large for its index (a huge unique key) is the input's fault, whatever field it came in.
  if (error instanceof DriverException && error.code === '54000') {
    return withNormalizedCode(
      { ...formatted, message: 'A value is too long to be stored' },
      ErrorCode.VALIDATION_ERROR,
    );
  }
  if (isForeignKeyViolation(error)) {
    return withNormalizedCode(
      { ...formatted, message: 'A referenced record does not exist or is still in use' },
      ErrorCode.CONFLICT,
    );
  }
  if (error instanceof NotFoundError) {
    return withNormalizedCode({ ...formatted, message: 'Resource not found' }, ErrorCode.NOT_FOUND);
  }
  // MikroORM converts only some driver errors; a connection refused, cut or shut down arrives as a plain DriverException.
  if (error instanceof ConnectionException || isDatabaseUnavailable(error)) {
    logger('errors').warn({ err: error }, 'database unavailable');
    return withNormalizedCode(
      { ...formatted, message: 'Database temporarily unavailable' },
      ErrorCode.SERVICE_UNAVAILABLE,
    );
  }
  const code = normalizeErrorCode(formatted.extensions?.code);
  if (code === ErrorCode.INTERNAL_ERROR) logger('errors').error({ err: error }, 'unexpected error');
  return withNormalizedCode(formatted, code);
}
