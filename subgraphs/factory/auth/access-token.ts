import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { VerifiedTokens } from '../../../platform/auth/verified-tokens.js';
import { secretOf, type SecretSettings } from '../../../platform/data-dir.js';
import { unauthorized } from '../../../platform/errors.js';

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

/** Access tokens are short-lived: clients renew them with the refresh cookie (`GET /auth/refresh`). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
/**
 * The `aud` of factory tokens, so that a token of another issuer signed with the same secret (an identity-provider
 * token, whose `aud` is IDP_JWT_AUDIENCE) is never one, and a factory token is no identity-provider token. A token
 * without `aud` is still accepted: those issued before it was added live at most ACCESS_TOKEN_SECONDS.
 */
const AUDIENCE = 'factory';

/**
 * The secret that signs factory access tokens, from the configuration the subgraph started with: its
 * `FACTORY_JWT_SECRET`, or one generated once and kept under `.data/`.
 */
export const factoryTokenSecret = (settings: SecretSettings<'FACTORY_JWT_SECRET'>): string =>
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
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

const verifiedTokens = new VerifiedTokens<FactoryClaims>({ expiresAt: (claims) => claims.expiresAt ?? new Date(0) });

/**
 * The claims of a valid token signed with `secret`: HS256 only, `exp` required, `aud` the factory's when present;
 * anything else is UNAUTHORIZED.
 */
export function verifyFactoryToken(token: string, secret: string): Promise<FactoryClaims> {
  return verifiedTokens.claimsOf(token, secret, () => verifySignedClaims(token, secret));
}

async function verifySignedClaims(token: string, secret: string): Promise<FactoryClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp'],
      clockTolerance: 5,
    }));
  } catch (error) {
    throw unauthorized(
      error instanceof joseErrors.JWTExpired
        ? 'Token expired, please log in again'
        : 'Invalid token, please log in again',
    );
  }
  const { id, tenantId, role, iat, exp, aud } = payload as Record<string, unknown>;
  if (
    (aud !== undefined && aud !== AUDIENCE) ||
    typeof id !== 'string' ||
    !FACTORY_ROLES.includes(role as FactoryRole) ||
    (tenantId !== null && typeof tenantId !== 'string')
  ) {
    throw unauthorized('Invalid token, please log in again');
  }
  return {
    id,
    tenantId: tenantId,
    role: role as FactoryRole,
    issuedAt: new Date((typeof iat === 'number' ? iat : 0) * 1000),
    expiresAt: new Date((exp as number) * 1000),
  };
}
