import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { isUuid } from './ids.js';

export const CORRELATION_HEADER = 'x-correlation-id';

/** Keeps a caller's correlation id when it is a uuid, so that one request can be followed across components. */
export function correlationIdFrom(headerValue: string | string[] | undefined): string {
  const value = Array.isArray(headerValue) ? headerValue[0] : headerValue;
  return value && isUuid(value) ? value : randomUUID();
}

const servedRequest = new AsyncLocalStorage<string>();

/**
 * Runs `work` (and everything it starts) as part of the request `correlationId`, so that every log line written
 * meanwhile carries the id, also those of code that was never handed it (see `logger.ts`).
 */
export function withCorrelationId<T>(correlationId: string, work: () => T): T {
  return servedRequest.run(correlationId, work);
}

/** The correlation id of the request being served here, if any. */
export function currentCorrelationId(): string | undefined {
  return servedRequest.getStore();
}
