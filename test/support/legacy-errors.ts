import type { Answer } from './training-rest.js';

/**
 * The error shapes of the three legacy services (their specs' "Errors" sections), for tests that check many
 * routes at once and list every route that answers otherwise instead of stopping at the first.
 */

/** The compliance spec's code of each status a refusal can have. */
const COMPLIANCE_CODES: Readonly<Record<number, string>> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
};
const COMPLIANCE_FIELDS = new Set(['error', 'code', 'details', 'correlationId', 'retryAfter']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const sameKeys = (body: Record<string, unknown>, keys: string[]) =>
  Object.keys(body).sort().join() === [...keys].sort().join();

/** What is wrong with `answer` as a refusal of service `service` (a route table's name) with `status`; undefined when nothing is. */
export function refusalProblem(service: string, answer: Answer, status: number): string | undefined {
  const got = `${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`;
  if (answer.status !== status) return `expected ${status}, got ${got}`;
  const body: unknown = answer.body;
  if (!isRecord(body)) return `no error body: ${got}`;
  const correlationId = answer.headers.get('x-correlation-id');
  switch (service) {
    case 'compliance':
    case 'compliance-workflow':
      if (
        typeof body.error !== 'string' ||
        body.code !== COMPLIANCE_CODES[status] ||
        body.correlationId !== correlationId
      )
        return `not the compliance error shape: ${got}`;
      if (Object.keys(body).some((key) => !COMPLIANCE_FIELDS.has(key)))
        return `unexpected fields in a compliance error: ${got}`;
      return undefined;
    case 'training':
      if (
        !sameKeys(body, ['status', 'message', 'correlationId']) ||
        body.status !== 'error' ||
        typeof body.message !== 'string' ||
        body.correlationId !== correlationId
      ) {
        return `not the training error shape: ${got}`;
      }
      return undefined;
    case 'factory':
      if (!sameKeys(body, ['status', 'message']) || body.status !== 'error' || typeof body.message !== 'string')
        return `not the factory error shape: ${got}`;
      return undefined;
    default:
      return `unknown service ${service}`;
  }
}
