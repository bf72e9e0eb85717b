import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { MiddlewareFn } from 'type-graphql';
import { AppError, ErrorCode } from '../../platform/errors.js';
import type { SubgraphContext } from './context.js';

/**
 * Per-client-address limits of public operations (rate-limiter-flexible). The numbers are the project's
 * (the specs say only "rate-limited"); RATE_LIMIT_FACTOR scales every count, 0 turns limiting off.
 * Every limited answer carries X-RateLimit-Limit/Remaining/Reset; a refused one also Retry-After and 429.
 */

export interface RateLimitPolicy {
  readonly name: string;
  /** Requests allowed per window, before RATE_LIMIT_FACTOR. */
  readonly points: number;
  readonly windowSeconds: number;
  /**
   * Whether RATE_LIMIT_FACTOR applies (default true). Limits that are data, such as a factory plan's, are
   * neither scaled nor turned off by it.
   */
  readonly scaled?: boolean;
}

/** Anonymous reads of public data (catalogue, verification, downloads). */
export const PUBLIC_READ: RateLimitPolicy = { name: 'public-read', points: 600, windowSeconds: 60 };
/** Anonymous submissions (forms behind a bot challenge): each one writes and may send mail. */
export const PUBLIC_SUBMIT: RateLimitPolicy = { name: 'public-submit', points: 20, windowSeconds: 600 };

/** The limiters of one running subgraph (in memory: each instance counts its own clients). */
export class RateLimiters {
  readonly #limiters = new Map<string, { limit: number; limiter: RateLimiterMemory }>();

  /** `factor` scales every policy (RATE_LIMIT_FACTOR); policies marked `scaled: false` keep their points. */
  constructor(private readonly factor: number) {}

  #limiter(policy: RateLimitPolicy) {
    let entry = this.#limiters.get(policy.name);
    if (!entry) {
      const limit = policy.scaled === false ? policy.points : Math.max(1, Math.ceil(policy.points * this.factor));
      entry = {
        limit,
        limiter: new RateLimiterMemory({ keyPrefix: policy.name, points: limit, duration: policy.windowSeconds }),
      };
      this.#limiters.set(policy.name, entry);
    }
    return entry;
  }

  /** Counts one request of `key` under `policy`; throws RATE_LIMIT_EXCEEDED when over the limit. */
  async consume(policy: RateLimitPolicy, key: string, response: SubgraphContext['response']): Promise<void> {
    if (this.factor === 0 && policy.scaled !== false) return;
    const { limit, limiter } = this.#limiter(policy);
    let result: RateLimiterRes;
    let refused = false;
    try {
      result = await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      result = rejection;
      refused = true;
    }
    const resetSeconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    response.setHeader('X-RateLimit-Limit', String(limit));
    response.setHeader('X-RateLimit-Remaining', String(Math.max(0, result.remainingPoints)));
    response.setHeader('X-RateLimit-Reset', String(Math.ceil((Date.now() + result.msBeforeNext) / 1000)));
    if (refused) {
      response.setHeader('Retry-After', String(resetSeconds));
      throw new AppError(ErrorCode.RATE_LIMIT_EXCEEDED, `Too many requests: try again in ${resetSeconds} s`, {
        retryAfter: resetSeconds,
      });
    }
  }
}

/** `@UseMiddleware(RateLimit(PUBLIC_READ))` on a public query or mutation. */
export function RateLimit(policy: RateLimitPolicy): MiddlewareFn<SubgraphContext> {
  return async ({ context }, next) => {
    await context.rateLimits.consume(policy, context.request.clientAddress, context.response);
    return next();
  };
}
