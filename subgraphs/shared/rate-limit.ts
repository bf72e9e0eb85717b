import type { MiddlewareFn } from 'type-graphql';
import type { RateLimitPolicy } from '../../platform/rate-limits/index.js';
import type { SubgraphContext } from './context.js';

/**
 * Per-client-address limits of public operations, counted by the platform's shared limiter
 * (`platform/rate-limits/`: every replica of a subgraph shares its counters). The numbers are the project's
 * (the specs say only "rate-limited"); RATE_LIMIT_FACTOR scales every count, 0 turns limiting off.
 * Every limited answer carries X-RateLimit-Limit/Remaining/Reset; a refused one also Retry-After and 429.
 */

export type { RateLimitPolicy };

/** Anonymous reads of public data (catalogue, verification, downloads). */
export const PUBLIC_READ: RateLimitPolicy = { name: 'public-read', points: 600, windowSeconds: 60 };
/** Anonymous submissions (forms behind a bot challenge): each one writes and may send mail. */
export const PUBLIC_SUBMIT: RateLimitPolicy = { name: 'public-submit', points: 20, windowSeconds: 600 };

/** `@UseMiddleware(RateLimit(PUBLIC_READ))` on a public query or mutation. */
export function RateLimit(policy: RateLimitPolicy): MiddlewareFn<SubgraphContext> {
  return async ({ context }, next) => {
    await context.rateLimits.consume(policy, context.request.clientAddress, context.response);
    return next();
  };
}
