import { describe, expect, test } from '@jest/globals';
import { DriverException } from '@mikro-orm/core';
import { GraphQLError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { formatSubgraphError } from './errors.js';

describe('formatSubgraphError', () => {
  test('answers an error it cannot classify as an internal error with a masked message, instead of failing itself', () => {
    // What type-graphql hands over when a validator threw instead of reporting: no list of validation errors.
    const thrown = new ArgumentValidationError(undefined as never);
    const formatted = formatSubgraphError(new GraphQLError('Argument Validation Error').toJSON(), thrown);
    expect(formatted).toMatchObject({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_ERROR', status: 500 },
    });
  });

  test('still describes ordinary validation errors field by field', () => {
    const thrown = new ArgumentValidationError([
      { property: 'email', constraints: { isEmail: 'email must be an email' }, children: [] },
    ]);
    const formatted = formatSubgraphError(new GraphQLError('Argument Validation Error').toJSON(), thrown);
    expect(formatted).toMatchObject({
      message: 'Invalid input: email: email must be an email',
      extensions: { code: 'VALIDATION_ERROR', details: { fields: { email: ['email must be an email'] } } },
    });
  });

  const driverError = (code: string) => new DriverException(Object.assign(new Error(`SQLSTATE ${code}`), { code }));

  test('takes a RESTRICT key violation (23001, as PostgreSQL 18 reports it) for a conflict, like 23503', () => {
    const formatted = formatSubgraphError(new GraphQLError('x').toJSON(), driverError('23001'));
    expect(formatted).toMatchObject({ extensions: { code: 'CONFLICT', status: 409 } });
  });

  test('takes a value too large for its index (54000) for invalid input', () => {
    const formatted = formatSubgraphError(new GraphQLError('x').toJSON(), driverError('54000'));
    expect(formatted).toMatchObject({
      message: 'A value is too long to be stored',
      extensions: { code: 'VALIDATION_ERROR', status: 400 },
    });
  });
});
