import { LRUCache } from 'lru-cache';

/**
 * The claims of tokens already verified, by the token's exact text, so that a client sending the same bearer token
 * with every request pays for its signature check once rather than per request (an HMAC through WebCrypto, the
 * largest cost of a small query). Only a token that passed verification is kept, a token's text is all its proof,
 * and an entry goes when the token expires: a hit answers exactly what verifying again would. Entries are per
 * verifier, a text naming everything that decides whether a token passes (its secret; for the identity provider's
 * tokens also the audience), so a rotated secret or a changed audience trusts nothing verified under the old one.
 */
export class VerifiedTokens<Claims> {
  readonly #byVerifier = new Map<string, LRUCache<string, { claims: Claims }>>();

  constructor(
    private readonly options: {
      /** When a token's claims stop being valid (its `exp`, with the verifier's tolerance). */
      readonly expiresAt: (claims: Claims) => Date;
      /** Tokens kept per verifier; the least recently used go first. */
      readonly maxTokens?: number;
    },
  ) {}

  /** The claims of `token`: from an earlier verification by `verifier` while the token lasts, else `verify`'s. */
  async claimsOf(token: string, verifier: string, verify: () => Promise<Claims>): Promise<Claims> {
    const cache = this.#cacheFor(verifier);
    const known = cache.get(token);
    if (known) return known.claims;
    const claims = await verify();
    const ttl = this.options.expiresAt(claims).getTime() - Date.now();
    if (ttl > 0) cache.set(token, { claims }, { ttl });
    return claims;
  }

  #cacheFor(verifier: string): LRUCache<string, { claims: Claims }> {
    let cache = this.#byVerifier.get(verifier);
    if (!cache) {
      // A process verifies with one secret or two (the current and, briefly, a rotated one).
      if (this.#byVerifier.size >= 4) this.#byVerifier.clear();
      cache = new LRUCache({ max: this.options.maxTokens ?? 10_000, ttlAutopurge: false });
      this.#byVerifier.set(verifier, cache);
    }
    return cache;
  }
}
