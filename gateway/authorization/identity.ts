import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { bearerTokenOf } from '../../platform/auth/bearer.js';
import { MEMBERSHIP_TTL_MS } from '../../platform/auth/confirmed-memberships.js';
import { verifiedCredential } from '../../platform/auth/credential.js';
import { factoryTokenSecret, type VerifiedFactoryClaims } from '../../platform/auth/factory-token.js';
import { roleDocument, type GatewayRoles } from '../../platform/gateway-roles.js';
import type { SupergraphQuery } from '../subscriptions/supergraph-entities.js';

/**
 * Who the caller is, as far as the authorization directives are concerned: built from verified credentials only.
 *
 * - A factory access token (verified as platform/auth/factory-token.ts does: the factory subgraph mints it) gives the
 *   scope `factory:<role>`.
 * - An identity-provider token (HS256 under IDP_JWT_SECRET, verified as platform/auth/access-token.ts does) gives
 *   only the scopes the owning subgraphs' own records grant it: the supergraph's field of the role `callerScopes`,
 *   asked with the token. Its `user_metadata.tenantId` is written by the user himself and decides nothing here.
 * - Anything else (no token, a bad signature, another secret, expired) is an anonymous caller with no scope.
 *
 * `authenticated` means the gateway verified a credential (`@authenticated`).
 */
export interface CallerIdentity {
  readonly authenticated: boolean;
  readonly scopes: ReadonlySet<string>;
  /**
   * Why a bearer token that was presented authenticates nobody: `expired` when a verifier found it genuine but past
   * its `exp`, else `invalid`. The REST adapter answers it in its legacy service's own words.
   */
  readonly refusedCredential?: 'invalid' | 'expired';
  /** Who issued the verified credential: a legacy surface answers 401 to a token of another issuer, as its service does. */
  readonly issuer?: 'factory' | 'identity-provider';
}

export const ANONYMOUS: CallerIdentity = { authenticated: false, scopes: new Set() };
/** A verified identity-provider token whose scopes were not needed. */
const AUTHENTICATED: CallerIdentity = { authenticated: true, scopes: new Set(), issuer: 'identity-provider' };
const INVALID_TOKEN: CallerIdentity = { ...ANONYMOUS, refusedCredential: 'invalid' };
const EXPIRED_TOKEN: CallerIdentity = { ...ANONYMOUS, refusedCredential: 'expired' };
const refusalOf = (verdict: 'invalid' | 'expired') => (verdict === 'expired' ? EXPIRED_TOKEN : INVALID_TOKEN);

const scopesQuery = (field: string) => `query CallerScopes { scopes: ${field} }`;

/**
 * The identities of the credentials seen lately, per token, so that a busy client pays its verification and its
 * scopes query once: an entry lives until the token expires, at most MEMBERSHIP_TTL_MS for scopes a subgraph
 * granted (a permission taken away is seen within that time), and at most `maxTokens` entries are kept, the least
 * recently used leaving first. A failure to learn the scopes is kept for nothing: the request goes on with the
 * verified token's authentication alone, and the next one asks again. Concurrent requests with one token share one
 * computation.
 */
export class CallerIdentities {
  readonly #known: LRUCache<string, CallerIdentity>;
  readonly #pending = new Map<string, Promise<CallerIdentity>>();

  constructor(
    private readonly query: SupergraphQuery,
    private readonly roles: () => GatewayRoles,
    private readonly log: Logger,
    options: { readonly maxTokens?: number; readonly ttlMs?: number; readonly factorySecret?: () => string } = {},
  ) {
    this.#known = new LRUCache({ max: options.maxTokens ?? 10_000, ttlAutopurge: false });
    this.#ttlMs = options.ttlMs ?? MEMBERSHIP_TTL_MS;
    this.#factorySecret = options.factorySecret ?? (() => factoryTokenSecret());
  }

  readonly #ttlMs: number;
  readonly #factorySecret: () => string;

  /**
   * The identity an `Authorization` header stands for (anonymous without a verifiable bearer token). Without
   * `withScopes` (the operation asks only `@authenticated`) an identity-provider token is only verified: its scopes
   * query is never sent for it, which also keeps that query, itself `@authenticated`, from waiting on itself.
   */
  async identityOf(authorization: string | undefined, withScopes: boolean): Promise<CallerIdentity> {
    const token = bearerTokenOf(authorization?.trim());
    if (!token) return ANONYMOUS;
    const known = this.#known.get(token);
    if (known) return known;
    if (!withScopes) {
      const credential = await verifiedCredential(token, this.#factorySecret());
      if (credential.issuer === 'factory') return this.#factoryIdentity(token, credential.claims);
      return credential.issuer ? AUTHENTICATED : refusalOf(credential.refused);
    }
    let pending = this.#pending.get(token);
    if (!pending) {
      pending = this.#compute(token).finally(() => this.#pending.delete(token));
      this.#pending.set(token, pending);
    }
    return pending;
  }

  /** Forgets every identity (tests; an operator's change that must take effect at once in this process). */
  clear(): void {
    this.#known.clear();
  }

  #factoryIdentity(token: string, factory: VerifiedFactoryClaims): CallerIdentity {
    const identity: CallerIdentity = {
      authenticated: true,
      scopes: new Set([`factory:${factory.role}`]),
      issuer: 'factory',
    };
    this.#keep(token, identity, factory.expiresAt, Infinity);
    return identity;
  }

  async #compute(token: string): Promise<CallerIdentity> {
    const credential = await verifiedCredential(token, this.#factorySecret());
    if (credential.issuer === 'factory') return this.#factoryIdentity(token, credential.claims);
    if (!credential.issuer) return refusalOf(credential.refused);
    const scopes = await this.#grantedScopes(`Bearer ${token}`);
    const identity: CallerIdentity = {
      authenticated: true,
      scopes: new Set(scopes ?? []),
      issuer: 'identity-provider',
    };
    if (scopes) this.#keep(token, identity, credential.claims.expiresAt, this.#ttlMs);
    return identity;
  }

  #keep(token: string, identity: CallerIdentity, expiresAt: Date, maxMs: number) {
    const ttl = Math.min(maxMs, expiresAt.getTime() - Date.now());
    if (ttl > 0) this.#known.set(token, identity, { ttl });
  }

  /** The scopes the owning subgraph's records grant the token; undefined when they could not be learnt now. */
  async #grantedScopes(authorization: string): Promise<string[] | undefined> {
    const field = this.roles().field('callerScopes');
    if (!field) return [];
    try {
      const { data, errors } = await this.query(roleDocument(scopesQuery(field)), {}, authorization);
      const scopes = data?.scopes;
      if (errors?.length || !Array.isArray(scopes)) {
        const code = errors?.[0]?.extensions?.code;
        // A refusal of the token by its subgraph is a verdict (no scope); anything else is no answer now.
        if (code === 'UNAUTHORIZED' || code === 'FORBIDDEN') return [];
        this.log.warn({ code }, 'could not learn a caller’s scopes; answering with none for this request');
        return undefined;
      }
      return scopes.filter((scope): scope is string => typeof scope === 'string');
    } catch (error) {
      this.log.warn({ err: error }, 'could not learn a caller’s scopes; answering with none for this request');
      return undefined;
    }
  }
}
