import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { config } from '../config.js';
import { secretOf } from '../data-dir.js';
import { unauthorized } from '../errors.js';
import { VerifiedTokens } from './verified-tokens.js';

/**
 * The identity provider's access tokens (CONTRACT.md), as the compliance subgraph and the gateway's subscriptions
 * check them: HS256 JWTs signed with IDP_JWT_SECRET, carrying `sub`, `email`, `user_metadata: {tenantId, entityId}`,
 * `iat` and `exp`, and, as GoTrue issues them, `aud` (IDP_JWT_AUDIENCE) and `role: authenticated`. Without
 * IDP_JWT_SECRET a secret generated once under `.data/secrets` stands in, so that `npm run cli -- compliance:token`
 * mints working tokens.
 *
 * What a token says is a claim, not a fact: `user_metadata` is written by the user himself at the provider
 * (`PUT /auth/v1/user`), so its `tenantId` decides nothing until the service that owns the tenant has found the
 * user among its members (compliance: `ComplianceAuth.requireTenant`).
 */

export interface AccessTokenClaims {
  /** The identity provider's user id. */
  readonly userId: string;
  readonly email: string | null;
  /** The tenant the token claims (user-writable `user_metadata`): a claim until membership confirms it. */
  readonly tenantId: string | null;
  readonly entityId: string | null;
  /** When the token stops being valid: long-lived connections (subscriptions) end then. */
  readonly expiresAt: Date;
}

const ALGORITHM = 'HS256';
/** The role GoTrue gives a signed-in user's tokens; its anon key says `anon`, its service key `service_role`. */
const USER_ROLE = 'authenticated';
/** Seconds of clock difference with the provider allowed on `exp`, `nbf` and `iat`. */
const CLOCK_TOLERANCE_SECONDS = 5;

export function accessTokenSecret(): Uint8Array {
  return new TextEncoder().encode(secretOf('IDP_JWT_SECRET'));
}

/** The `aud` every accepted token carries and every minted one gets (IDP_JWT_AUDIENCE). */
export function accessTokenAudience(): string {
  return config().IDP_JWT_AUDIENCE;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The claims of a valid token, else UNAUTHORIZED. Only HS256 is accepted (so `alg: none` and key-confusion tokens
 * fail); `sub`, `iat` and `exp` are required; `aud` must be `audience`; `role`, when present, must be
 * `authenticated` (the provider's anon and service-role keys are no user's token); `iat` must not be in the future.
 */
export function verifyAccessToken(
  token: string,
  secret: Uint8Array = accessTokenSecret(),
  audience: string = accessTokenAudience(),
): Promise<AccessTokenClaims> {
  // Everything that decides is in the key: a token verified under another secret or audience is verified again.
  const verifier = `${audience}\n${Buffer.from(secret).toString('base64')}`;
  return verifiedTokens.claimsOf(token, verifier, () => verifySignedClaims(token, secret, audience));
}

const verifiedTokens = new VerifiedTokens<AccessTokenClaims>({ expiresAt: (claims) => claims.expiresAt });

async function verifySignedClaims(token: string, secret: Uint8Array, audience: string): Promise<AccessTokenClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      audience,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized('Access token expired');
    throw unauthorized('Invalid access token');
  }
  // jose checks `iat` only against a maximum age; a token issued "later" would outlive its real lifetime's intent.
  if ((payload.iat ?? 0) > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS)
    throw unauthorized('Invalid access token: issued in the future');
  if (payload.role !== undefined && payload.role !== USER_ROLE)
    throw unauthorized('Invalid access token: not a signed-in user');
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
  /** The `aud` claim (default IDP_JWT_AUDIENCE). */
  audience?: string;
}

/** A token as the identity provider issues it, signed with the configured or generated secret (development, tests). */
export function mintAccessToken(options: MintOptions, secret: Uint8Array = accessTokenSecret()): Promise<string> {
  const metadata: Record<string, string> = { tenantId: options.tenantId };
  if (options.entityId) metadata.entityId = options.entityId;
  return new SignJWT({ email: options.email, user_metadata: metadata, role: USER_ROLE })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(options.sub)
    .setAudience(options.audience ?? accessTokenAudience())
    .setIssuedAt()
    .setExpirationTime(
      typeof options.ttl === 'string' ? options.ttl : Math.floor(Date.now() / 1000) + (options.ttl ?? 3600),
    )
    .sign(secret);
}
