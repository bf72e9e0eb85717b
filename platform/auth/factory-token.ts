import { decodeJwt, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { secretOf, type SecretSettings } from '../data-dir.js';
import { unauthorized } from '../errors.js';
import { VerifiedTokens } from './verified-tokens.js';

/**
 * The factory's access tokens, as the factory subgraph and the gateway's authorization directives check them: HS256
 * JWTs signed with FACTORY_JWT_SECRET, minted by the factory subgraph (its login, refresh and password reset),
 * carrying `id`, `tenantId`, `role`, `sub`, `aud`, `iat` and `exp`.
 */

/** The factory roles of the spec. */
export const FACTORY_ROLES = ['admin', 'super-admin'] as const;
export type FactoryRole = (typeof FACTORY_ROLES)[number];

/** The claims of a factory access token (the spec's `id`, `tenantId`, `role`). */
export interface FactoryClaims {
  readonly id: string;
  /** Null for a super-admin, who belongs to no tenant. */
  readonly tenantId: string | null;
  readonly role: FactoryRole;
  /** When the token was issued (absent on claims being signed); a password changed since ends it. */
  readonly issuedAt?: Date;
  /** When the token expires (absent on claims being signed). */
  readonly expiresAt?: Date;
}

/** The claims of a token that passed verification. */
export interface VerifiedFactoryClaims extends FactoryClaims {
  readonly issuedAt: Date;
  readonly expiresAt: Date;
}

/**
 * What a factory caller may see, as the gateway's response cache keeps per-tenant answers under it and the factory's
 * `factoryCacheGate` answers it: the tenant and the role, never who the user is (two admins of one tenant share
 * entries; an admin and a super-admin, or two tenants, never do). A super-admin has no tenant: `*`, beside the
 * `x-tenant-id` the cache keys as a forwarded header.
 */
export const factoryCacheView = (claims: Pick<FactoryClaims, 'tenantId' | 'role'>): string =>
  `${claims.tenantId?.toLowerCase() ?? '*'}/${claims.role}`;

/**
 * The factory's words for a token it refuses (its legacy service's): the gateway tells an expired token from an
 * invalid one by them (the REST adapter's factory service gives the gateway's own refusals the same words).
 */
export const FACTORY_TOKEN_REFUSED = {
  invalid: 'Invalid token, please log in again',
  expired: 'Token expired, please log in again',
} as const;

/** Access tokens are short-lived: clients renew them with the refresh cookie (`GET /auth/refresh`). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
/**
 * The `aud` of factory tokens, so that a token of another issuer signed with the same secret (an identity-provider
 * token, whose `aud` is IDP_JWT_AUDIENCE) is never one, and a factory token is no identity-provider token. A token
 * without `aud` is still accepted: those issued before it was added live at most ACCESS_TOKEN_SECONDS.
 */
export const FACTORY_TOKEN_AUDIENCE = 'factory';
/**
 * Whether a token says it is a factory one (its `aud`, unverified): which verifier to ask first. A claim only: the
 * verifier decides.
 */
export function saysFactoryAudience(token: string): boolean {
  try {
    return decodeJwt(token).aud === FACTORY_TOKEN_AUDIENCE;
  } catch {
    return false;
  }
}

/** Seconds of clock difference allowed on `exp` between the process that minted a token and the one checking it. */
const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * The secret that signs factory access tokens: `FACTORY_JWT_SECRET` of `settings` (the configuration the factory
 * subgraph started with; this process's by default), or one generated once and kept under `.data/`.
 */
export const factoryTokenSecret = (settings?: SecretSettings<'FACTORY_JWT_SECRET'>): string =>
  secretOf('FACTORY_JWT_SECRET', settings);

const key = (secret: string) => new TextEncoder().encode(secret);

export function mintFactoryToken(
  claims: FactoryClaims,
  secret: string,
  ttlSeconds = ACCESS_TOKEN_SECONDS,
): Promise<string> {
  return new SignJWT({ id: claims.id, tenantId: claims.tenantId, role: claims.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.id)
    .setAudience(FACTORY_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

const verifiedTokens = new VerifiedTokens<VerifiedFactoryClaims>({ expiresAt: (claims) => claims.expiresAt });

/**
 * The claims of a valid token signed with `secret`, else UNAUTHORIZED in the words of FACTORY_TOKEN_REFUSED: HS256
 * only, `exp` required, `aud` the factory's when present, `id` a string, `role` a factory role, `tenantId` a string
 * or null.
 */
export function verifyFactoryToken(token: string, secret: string): Promise<VerifiedFactoryClaims> {
  return verifiedTokens.claimsOf(token, secret, () => verifySignedClaims(token, secret));
}

async function verifySignedClaims(token: string, secret: string): Promise<VerifiedFactoryClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch (error) {
    throw unauthorized(
      error instanceof joseErrors.JWTExpired ? FACTORY_TOKEN_REFUSED.expired : FACTORY_TOKEN_REFUSED.invalid,
    );
  }
  const { id, tenantId, role, iat, exp, aud } = payload as Record<string, unknown>;
  if (
    (aud !== undefined && aud !== FACTORY_TOKEN_AUDIENCE) ||
    typeof id !== 'string' ||
    !FACTORY_ROLES.includes(role as FactoryRole) ||
    (tenantId !== null && typeof tenantId !== 'string')
  ) {
    throw unauthorized(FACTORY_TOKEN_REFUSED.invalid);
  }
  return {
    id,
    tenantId,
    role: role as FactoryRole,
    issuedAt: new Date((typeof iat === 'number' ? iat : 0) * 1000),
    expiresAt: new Date((exp as number) * 1000),
  };
}
