/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { expect } from '@jest/globals';
import type { TestIdentityProvider } from './identity-provider.js';
import type { TestStack } from './stack.js';
import { outsiderHeaders } from './training.js';

/** An answer of the REST adapter, its JSON body parsed. */
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function answerOf<T = any>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** A request to a REST route of one legacy service: a body that is a string goes as it is (to send malformed JSON). */
export type RestCall = <T = any>(
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Answer<T>>;
export type TrainingCall = RestCall;

/**
 * Requests to the routes under `basePath` of a test stack. `stack` and `defaultHeaders` are read at each
 * request, since both are only known once `beforeAll` has run; headers given to a request replace them.
 */
export function restCall(
  basePath: string,
  stack: () => TestStack,
  defaultHeaders: () => Record<string, string> = () => ({}),
): RestCall {
  return async (method, path, body, headers = defaultHeaders()) => {
    const response = await fetch(`${stack().restUrl}${basePath}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return answerOf(response);
  };
}

/** Requests to the training routes (`/training/api/v1`) of a test stack (see `restCall`). */
export const trainingRest = (stack: () => TestStack, defaultHeaders?: () => Record<string, string>): TrainingCall =>
  restCall('/training/api/v1', stack, defaultHeaders);

/** Queries on the database of a test stack's training subgraph (its tables are in the "training" schema). */
export const trainingSql =
  (stack: () => TestStack) =>
  <T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> =>
    stack().subgraphs.training.orm.em.fork().execute<T[]>(query, params);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refusal in the training error shape: the status, and a body of nothing but a message and the request's correlation id. */
export function expectTrainingError(answer: Answer, status: number, message?: string | RegExp): void {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status,
    body: { status: 'error', message: expect.any(String), correlationId: answer.headers.get('x-correlation-id') },
  });
  expect(answer.body.correlationId).toMatch(UUID);
  if (message) expect(answer.body.message).toMatch(message);
}

/** An admin route: 401 without a bearer token, 403 for a token the provider rejects and for a user outside the tenant. */
export async function expectAdminOnly(
  call: TrainingCall,
  idp: TestIdentityProvider,
  method: string,
  path: string,
  body?: unknown,
): Promise<void> {
  expectTrainingError(await call(method, path, body, {}), 401);
  expectTrainingError(await call(method, path, body, { authorization: 'Bearer not-a-known-token' }), 403);
  expectTrainingError(await call(method, path, body, outsiderHeaders(idp)), 403, /member/);
}
