import { randomUUID } from 'node:crypto';

export const CORRELATION_HEADER = 'x-correlation-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keeps a caller's correlation id when it is a uuid, so that one request can be followed across components. */
export function correlationIdFrom(headerValue: string | string[] | undefined): string {
  const value = Array.isArray(headerValue) ? headerValue[0] : headerValue;
  return value && UUID.test(value) ? value : randomUUID();
}
