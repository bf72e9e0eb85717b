import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { secretOf } from '../data-dir.js';
import { unauthorized } from '../errors.js';
import { VerifiedTokens } from './verified-tokens.js';

/**
 * The identity provider's access tokens (CONTRACT.md), as the compliance subgraph and the gateway's subscriptions
 * check them: HS256 JWTs signed with IDP_JWT_SECRET, carrying `sub`,
 * `email`, `user_metadata: {tenantId, entityId}`, `iat` and `exp`. Without IDP_JWT_SECRET a secret generated
 * once under `.data/secrets` stands in, so that `npm run cli -- compliance:token` mints working tokens.
 */

export interface AccessTokenClaims {
  /** The identity provider's user id. */
  readonly userId: string;
  readonly email: string | null;
  readonly tenantId: string | null;
  readonly entityId: string | null;
  /** When the token stops being valid: long-lived connections (subscriptions) end then. */
  readonly expiresAt: Date;
}

const ALGORITHM = 'HS256';

export function accessTokenSecret(): Uint8Array {
  return new TextEncoder().encode(secretOf('IDP_JWT_SECRET'));
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The claims of a valid token. Only HS256 is accepted (so `alg: none` and key-confusion tokens fail), `exp`
 * is required; an expired token, a wrong signature or a token without `sub` is UNAUTHORIZED.
 */
export function verifyAccessToken(token: string, secret: Uint8Array = accessTokenSecret()): Promise<AccessTokenClaims> {
  return verifiedTokens.claimsOf(token, Buffer.from(secret).toString('base64'), () =>
    verifySignedClaims(token, secret),
  );
}

const verifiedTokens = new VerifiedTokens<AccessTokenClaims>({ expiresAt: (claims) => claims.expiresAt });

async function verifySignedClaims(token: string, secret: Uint8Array): Promise<AccessTokenClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      requiredClaims: ['sub', 'exp'],
      clockTolerance: 5,
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized('Access token expired');
    throw unauthorized('Invalid access token');
  }
  const metadata = (payload.user_metadata ?? {}) as Record<string, unknown>;
  const userId = text(payload.sub);
  if (!userId) throw unauthorized('Invalid access token');
  return {
    userId,
    email: text(payload.email),
    tenantId: text(metadata.tenantId)?.toLowerCase() ?? null,
    entityId: text(metadata.entityId)?.toLowerCase() ?? null,
    expiresAt: new Date((payload.exp ?? 0) * 1000),
  };
}

export interface MintOptions {
  sub: string;
  email: string;
  tenantId: string;
  entityId?: string | null;
  /** Lifetime: seconds, or a duration such as "1h", "30m", "7 days" (default one hour). */
  ttl?: number | string;
}

/** A token as the identity provider issues it, signed with the configured or generated secret (development, tests). */
export function mintAccessToken(options: MintOptions, secret: Uint8Array = accessTokenSecret()): Promise<string> {
  const metadata: Record<string, string> = { tenantId: options.tenantId };
  if (options.entityId) metadata.entityId = options.entityId;
  return new SignJWT({ email: options.email, user_metadata: metadata, role: 'authenticated' })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(options.sub)
    .setIssuedAt()
    .setExpirationTime(
      typeof options.ttl === 'string' ? options.ttl : Math.floor(Date.now() / 1000) + (options.ttl ?? 3600),
    )
    .sign(secret);
}
