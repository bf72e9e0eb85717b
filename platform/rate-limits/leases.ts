import { LRUCache } from 'lru-cache';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** What a limiter decided for one request of a key. */
export interface Decision {
  /** What is left to the key in its window, this request counted. */
  readonly remaining: number;
  readonly msBeforeReset: number;
  readonly refused: boolean;
}

/**
 * The share of a limit one process may take from the shared store at a time, and the most it ever takes: a limit
 * of 100,000 a minute is leased 100 requests at a time; any limit under 2,000 is counted in the store request by
 * request, exactly as before leases.
 */
const LEASE_SHARE = 1 / 1_000;
const MAX_LEASE = 100;
/** Keys whose leases a process keeps at most (the least recently used go first). */
const MAX_LEASED_KEYS = 10_000;

export function leaseSizeOf(limit: number): number {
  return Math.min(MAX_LEASE, Math.max(1, Math.floor(limit * LEASE_SHARE)));
}

interface Lease {
  /** Requests this process may still admit without asking the store. */
  left: number;
  /** What the store had left for every other replica when the lease was taken. */
  readonly storeRemaining: number;
  readonly resetAt: number;
  /** The store had nothing left: every request is refused here until the window ends. */
  readonly refused: boolean;
}

/**
 * One limiter of the shared store, asked once per lease rather than once per request. A round trip to the store
 * per request cost a busy subgraph about a third of its CPU (a factory report's 0.17 of 0.49 ms); a plan's limit
 * of 100 million a minute does not need that precision. A process takes `leaseSizeOf(limit)` points at once and
 * admits that many requests on its own; so at most that many per replica (0.1% of the limit) are taken but unused
 * when a window ends or a replica stops. The limit itself is never exceeded: a lease that finds the store nearly
 * spent is granted only what was left, and once nothing is, the process refuses until the window ends without
 * asking again. Concurrent requests of one key wait for one renewal rather than each taking a lease.
 */
export class LeasedLimiter {
  readonly #leases = new LRUCache<string, Lease>({ max: MAX_LEASED_KEYS });
  readonly #renewals = new Map<string, Promise<Error | undefined>>();
  readonly #size: number;

  constructor(
    private readonly store: RateLimiterAbstract,
    private readonly limit: number,
  ) {
    this.#size = leaseSizeOf(limit);
  }

  /** The decision for one request of `key`, or the error of a store that could not decide. */
  async decide(key: string): Promise<Decision | Error> {
    if (this.#size === 1) return decisionOf(this.store, key);
    for (;;) {
      const now = Date.now();
      const lease = this.#leases.get(key);
      if (lease && now < lease.resetAt) {
        const msBeforeReset = lease.resetAt - now;
        if (lease.left > 0) {
          lease.left--;
          return { remaining: lease.storeRemaining + lease.left, msBeforeReset, refused: false };
        }
        if (lease.refused) return { remaining: 0, msBeforeReset, refused: true };
      }
      const failure = await (this.#renewals.get(key) ?? this.#renew(key));
      if (failure) return failure;
    }
  }

  #renew(key: string): Promise<Error | undefined> {
    const renewal = take(this.store, key, this.#size)
      .then((outcome) => {
        if (outcome instanceof Error) return outcome;
        const consumed = outcome.result.consumedPoints;
        // The store counts the whole lease even past the limit; only what was left before it is the process's.
        const granted = Math.max(0, Math.min(this.#size, this.limit - (consumed - this.#size)));
        this.#leases.set(key, {
          left: granted,
          storeRemaining: Math.max(0, this.limit - consumed),
          // A window that ends as the answer arrives still serves the requests waiting for it.
          resetAt: Date.now() + Math.max(1, outcome.result.msBeforeNext),
          refused: granted === 0,
        });
        return undefined;
      })
      .finally(() => this.#renewals.delete(key));
    this.#renewals.set(key, renewal);
    return renewal;
  }
}

/** One request of `key` counted by `limiter` alone, or the error of a store that could not count it. */
export async function decisionOf(limiter: RateLimiterAbstract, key: string): Promise<Decision | Error> {
  const outcome = await take(limiter, key, 1);
  if (outcome instanceof Error) return outcome;
  const { result, refused } = outcome;
  return { remaining: result.remainingPoints, msBeforeReset: result.msBeforeNext, refused };
}

/** `points` taken from `limiter` for `key`: its result (refused or not), or the error of a store that failed. */
async function take(
  limiter: RateLimiterAbstract,
  key: string,
  points: number,
): Promise<{ result: RateLimiterRes; refused: boolean } | Error> {
  try {
    return { result: await limiter.consume(key, points), refused: false };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { result: rejection, refused: true };
    return rejection instanceof Error ? rejection : new Error(String(rejection));
  }
}
