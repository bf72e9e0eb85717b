import type { Logger } from 'pino';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { AppError, ErrorCode } from '../errors.js';
import { rateLimitStoreFailures } from '../metrics.js';
import { decisionOf, LeasedLimiter } from './leases.js';
import { openRateLimitStore, type RateLimitStore, type RateLimitStoreOptions } from './store.js';

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

/** Where a limited answer puts its X-RateLimit-* and Retry-After headers (an express response will do). */
export interface RateLimitHeaders {
  setHeader(name: string, value: string): void;
}

export interface RateLimitsOptions extends RateLimitStoreOptions {
  /**
   * Whose limits these are (e.g. `training`): the counters of one namespace are shared by all its replicas and
   * apart from other namespaces', even for a policy of the same name.
   */
  readonly namespace: string;
  /** RATE_LIMIT_FACTOR: scales every policy but those marked `scaled: false`; 0 turns the scaled ones off. */
  readonly factor: number;
  readonly log: Logger;
}

/** A store failure is logged at most this often (with the number of failures since the last line); the metric counts each. */
const WARNING_INTERVAL_MS = 60_000;

interface Entry {
  readonly limit: number;
  readonly shared: LeasedLimiter;
  /** Counts while the store does not answer, so that an outage leaves each process its own limit rather than none. */
  readonly fallback: RateLimiterMemory;
}

/**
 * The rate limits of one component, counted in the shared store (see `store.ts`), so that every replica agrees on
 * what is left and when it resets; a large limit is taken from it in leases (see `leases.ts`). When the store fails,
 * a decision is made by the process's own counters instead (the limit then holds per replica), with a warning at
 * most once a minute and `rate_limit_store_failures_total`: a request is never refused because the store is away.
 */
export class RateLimits {
  readonly #limiters = new Map<string, Entry>();
  #failuresSinceWarning = 0;
  #lastWarningAt = -Infinity;
  #storeFailing = false;

  private constructor(
    private readonly store: RateLimitStore,
    private readonly options: RateLimitsOptions,
  ) {}

  static async open(options: RateLimitsOptions): Promise<RateLimits> {
    return new RateLimits(await openRateLimitStore(options), options);
  }

  /** Which store holds the counters. */
  get storeKind(): RateLimitStore['kind'] {
    return this.store.kind;
  }

  #entry(policy: RateLimitPolicy): Entry {
    const limit = policy.scaled === false ? policy.points : Math.max(1, Math.ceil(policy.points * this.options.factor));
    // The numbers are part of the key: a policy whose limit or window changes (a plan edited) counts afresh.
    const prefix = `${this.options.namespace}:${policy.name}:${limit}:${policy.windowSeconds}`;
    let entry = this.#limiters.get(prefix);
    if (!entry) {
      entry = {
        limit,
        shared: new LeasedLimiter(this.store.limiter(prefix, limit, policy.windowSeconds), limit, this.store.giveBack),
        fallback: new RateLimiterMemory({ keyPrefix: prefix, points: limit, duration: policy.windowSeconds }),
      };
      this.#limiters.set(prefix, entry);
    }
    return entry;
  }

  /**
   * Counts one request of `key` under `policy` and writes X-RateLimit-Limit, -Remaining and -Reset; beyond the
   * limit, also Retry-After, and throws RATE_LIMIT_EXCEEDED (429) with `retryAfter` in seconds.
   */
  async consume(policy: RateLimitPolicy, key: string, response: RateLimitHeaders): Promise<void> {
    if (this.options.factor === 0 && policy.scaled !== false) return;
    const entry = this.#entry(policy);
    let decision = await entry.shared.decide(key);
    if (decision instanceof Error) {
      this.#storeFailed(decision);
      decision = await decisionOf(entry.fallback, key);
      if (decision instanceof Error) throw decision;
    } else {
      this.#storeAnswered();
    }
    const { remaining, msBeforeReset, refused } = decision;
    const resetSeconds = Math.max(1, Math.ceil(msBeforeReset / 1000));
    response.setHeader('X-RateLimit-Limit', String(entry.limit));
    response.setHeader('X-RateLimit-Remaining', String(Math.max(0, remaining)));
    response.setHeader('X-RateLimit-Reset', String(Math.ceil((Date.now() + msBeforeReset) / 1000)));
    if (refused) {
      response.setHeader('Retry-After', String(resetSeconds));
      throw new AppError(ErrorCode.RATE_LIMIT_EXCEEDED, `Too many requests: try again in ${resetSeconds} s`, {
        retryAfter: resetSeconds,
      });
    }
  }

  #storeFailed(error: Error): void {
    rateLimitStoreFailures.inc({ namespace: this.options.namespace, store: this.store.kind });
    this.#storeFailing = true;
    this.#failuresSinceWarning++;
    const now = performance.now();
    if (now - this.#lastWarningAt < WARNING_INTERVAL_MS) return;
    this.options.log.warn(
      { err: error, store: this.store.kind, failures: this.#failuresSinceWarning },
      'rate-limit store unavailable: counting in this process until it answers',
    );
    this.#lastWarningAt = now;
    this.#failuresSinceWarning = 0;
  }

  #storeAnswered(): void {
    if (!this.#storeFailing) return;
    this.#storeFailing = false;
    this.options.log.info({ store: this.store.kind }, 'rate-limit store answers again');
  }

  /** Gives back what this process's leases still hold, then closes the store. */
  async close(): Promise<void> {
    await Promise.all([...this.#limiters.values()].map((entry) => entry.shared.giveBackLeases()));
    await this.store.close();
  }
}
