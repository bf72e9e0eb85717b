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
 * A lease is this share of what the store had left at the replica's last look: large while much is left, 1 near the
 * end (under 8 left), so that what one replica holds unused is never more than a quarter of what the others could
 * still have had. A limit of 5 is thus counted request by request, a busy address under a limit of 100 a minute in
 * 18 round trips a window (then one more, and refused without asking), a plan of 100 million in leases of `MAX_LEASE`.
 */
const LEASE_SHARE = 1 / 4;
/** The most a replica takes at once: what a replica that stops strands at most, per key and window. */
const MAX_LEASE = 1_000;
/** Keys whose leases a process keeps at most (the least recently used go first). */
const MAX_LEASED_KEYS = 10_000;

/** The points to take for a key whose store had `storeRemaining` left at the last look (unknown: 1, as an idle key needs). */
export function leaseSizeOf(storeRemaining: number | undefined): number {
  if (storeRemaining === undefined) return 1;
  return Math.min(MAX_LEASE, Math.max(1, Math.floor(storeRemaining * LEASE_SHARE)));
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
 * per request cost a busy subgraph about a third of its CPU (a factory report's 0.17 of 0.49 ms) and the gateway
 * one statement per request of every address. A key's first request of a window takes 1 point (an idle address
 * costs one round trip and holds nothing); later ones take `leaseSizeOf` what the store had left, and admit that
 * many requests on their own. The limit itself is never exceeded: a lease that finds the store nearly spent is
 * granted only what was left, and once nothing is, the process refuses until the window ends without asking again.
 * Concurrent requests of one key wait for one renewal rather than each taking a lease.
 */
export class LeasedLimiter {
  readonly #leases = new LRUCache<string, Lease>({ max: MAX_LEASED_KEYS });
  readonly #renewals = new Map<string, Promise<Error | undefined>>();
  /** Points being given back, which a stop waits for. */
  readonly #givingBack = new Set<Promise<void>>();

  constructor(
    private readonly store: RateLimiterAbstract,
    private readonly limit: number,
    private readonly giveBack: (storeKey: string, points: number, windowEndsAt: number) => Promise<void>,
  ) {}

  /**
   * Gives what the leases still hold back to the store, for other replicas to admit (a replica that stops). Best
   * effort: a store that fails keeps them until the window ends, as a replica that dies does.
   */
  async giveBackLeases(): Promise<void> {
    const now = Date.now();
    for (const [key, lease] of this.#leases.entries()) {
      if (lease.left > 0 && now < lease.resetAt) this.#giveBack(key, lease.left, lease.resetAt);
      lease.left = 0;
    }
    this.#leases.clear();
    await Promise.all(this.#givingBack);
  }

  #giveBack(key: string, points: number, windowEndsAt: number): void {
    const returned = this.giveBack(this.store.getKey(key), points, windowEndsAt)
      .catch(() => undefined)
      .finally(() => this.#givingBack.delete(returned));
    this.#givingBack.add(returned);
  }

  /** The decision for one request of `key`, or the error of a store that could not decide. */
  async decide(key: string): Promise<Decision | Error> {
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
      const failure = await (this.#renewals.get(key) ??
        this.#renew(key, lease && now < lease.resetAt ? lease : undefined));
      if (failure) return failure;
    }
  }

  /** A new lease of `key`, sized from what the store had left under `current` (spent, of the same window) if any. */
  #renew(key: string, current: Lease | undefined): Promise<Error | undefined> {
    const size = leaseSizeOf(current?.storeRemaining);
    const renewal = take(this.store, key, size)
      .then((outcome) => {
        if (outcome instanceof Error) return outcome;
        const consumed = outcome.result.consumedPoints;
        // The store counts the whole lease even past the limit; only what was left before it is the process's.
        const granted = Math.max(0, Math.min(size, this.limit - (consumed - size)));
        // A window that ends as the answer arrives still serves the requests waiting for it.
        const resetAt = Date.now() + Math.max(1, outcome.result.msBeforeNext);
        // What was taken past the limit goes back, so that the store counts only what was granted and a lease
        // given back later is there for the others.
        if (granted < size) this.#giveBack(key, size - granted, resetAt);
        this.#leases.set(key, {
          left: granted,
          storeRemaining: Math.max(0, this.limit - consumed),
          resetAt,
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
