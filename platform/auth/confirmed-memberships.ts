import { LRUCache } from 'lru-cache';

/**
 * How long a confirmed membership is believed without asking again: a user removed from a tenant (or a tenant
 * removed) loses access within this time, on every replica, since each asks its own records or the owning service.
 */
export const MEMBERSHIP_TTL_MS = 30_000;

/**
 * Tenant memberships confirmed by the records of the service that owns them, per access token, as verified
 * signatures are kept (`VerifiedTokens`): a client sending the same token with every request costs one lookup per
 * MEMBERSHIP_TTL_MS, not one per request. Only a confirmation is kept, never past the token's expiry; a refusal is
 * asked again each time (so that a user added a moment later is admitted at once, and a refusal never outlives
 * an outage). Concurrent askers with the same token share one lookup. At most `maxTokens` entries, the least
 * recently used going first.
 */
export class ConfirmedMemberships<Membership extends object> {
  readonly #confirmed: LRUCache<string, Membership>;
  readonly #pending = new Map<string, Promise<Membership>>();
  readonly #ttlMs: number;

  constructor(options: { readonly ttlMs?: number; readonly maxTokens?: number } = {}) {
    this.#ttlMs = options.ttlMs ?? MEMBERSHIP_TTL_MS;
    this.#confirmed = new LRUCache({ max: options.maxTokens ?? 10_000, ttlAutopurge: false });
  }

  /**
   * The membership `token` stands for: from a confirmation younger than the TTL, else `confirm`'s (which throws to
   * refuse). `expiresAt` is the token's own expiry.
   */
  membershipOf(token: string, expiresAt: Date, confirm: () => Promise<Membership>): Promise<Membership> {
    const known = this.#confirmed.get(token);
    if (known) return Promise.resolve(known);
    let pending = this.#pending.get(token);
    if (!pending) {
      pending = confirm()
        .then((membership) => {
          const ttl = Math.min(this.#ttlMs, expiresAt.getTime() - Date.now());
          if (ttl > 0) this.#confirmed.set(token, membership, { ttl });
          return membership;
        })
        .finally(() => this.#pending.delete(token));
      this.#pending.set(token, pending);
    }
    return pending;
  }

  /** Forgets every confirmation (a user removed here takes effect at once in this process). */
  clear(): void {
    this.#confirmed.clear();
  }
}
