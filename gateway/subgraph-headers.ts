import { CORRELATION_HEADER } from '../platform/correlation.js';
import type { GatewayContext } from './context.js';

/**
 * The headers every subgraph call of one client request carries: the forwarded client headers, the correlation id
 * and the client's address. Worked out once per request, however many subgraph calls its query plan makes, and kept
 * beside the request's context.
 */
const perRequest = new WeakMap<GatewayContext, Readonly<Record<string, string>>>();

export function clientHeaders(context: GatewayContext): Readonly<Record<string, string>> {
  let headers = perRequest.get(context);
  if (!headers) {
    headers = {
      ...context.forwardedHeaders,
      [CORRELATION_HEADER]: context.correlationId,
      'x-forwarded-for': context.clientAddress,
    };
    perRequest.set(context, headers);
  }
  return headers;
}

/** Subgraph answer headers the client sees too (rate limits of public operations), besides Set-Cookie. */
const PASSED_BACK_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'] as const;

/** Passes a subgraph answer's Set-Cookie and rate-limit headers back to the client, while its answer is not sent yet. */
export function passBackHeaders(answer: Headers, context: GatewayContext | undefined): void {
  const client = context?.res;
  if (!client || client.headersSent) return;
  const cookies = answer.getSetCookie();
  if (cookies.length) client.append('Set-Cookie', cookies);
  for (const name of PASSED_BACK_HEADERS) {
    const value = answer.get(name);
    if (value !== null) client.setHeader(name, value);
  }
}
