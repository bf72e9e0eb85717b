import { secretOf } from '../data-dir.js';
import { accessTokenAudience, verifyAccessToken, type AccessTokenClaims } from './access-token.js';
import {
  FACTORY_TOKEN_REFUSED,
  factoryTokenSecret,
  saysFactoryAudience,
  verifyFactoryToken,
  type VerifiedFactoryClaims,
} from './factory-token.js';
import { VerifiedTokens } from './verified-tokens.js';

/** A bearer token that one of the two issuers the gateway knows signed, with its verified claims. */
export type AcceptedCredential =
  | { readonly issuer: 'factory'; readonly claims: VerifiedFactoryClaims }
  | { readonly issuer: 'identity-provider'; readonly claims: AccessTokenClaims };

/**
 * What a bearer token proves at the gateway: the claims of the issuer that signed it, or why neither accepts it
 * (`expired` when one found it genuine but past its expiry, else `invalid`).
 */
export type VerifiedCredential = AcceptedCredential | { readonly issuer?: undefined; readonly refused: Refusal };

type Refusal = 'invalid' | 'expired';

class CredentialRefused extends Error {
  constructor(readonly verdict: Refusal) {
    super(`bearer token ${verdict}`);
  }
}

const acceptedCredentials = new VerifiedTokens<AcceptedCredential>({
  expiresAt: (credential) => credential.claims.expiresAt,
});

/**
 * Which issuer a bearer token is, verified (platform/auth/factory-token.ts, access-token.ts): the factory's or the
 * identity provider's. An accepted token's credential is kept until it expires, per pair of verifiers (both secrets
 * and the identity provider's audience), so that a client's every request costs one lookup. The verifier the token's
 * `aud` names goes first and the other only when it refuses, so that no request pays a signature check that fails.
 * The order changes no verdict: a token the identity provider accepts carries its audience, which the factory refuses
 * unless it is the factory's own, and then the factory goes first.
 */
export async function verifiedCredential(
  token: string,
  factorySecret: string = factoryTokenSecret(),
): Promise<VerifiedCredential> {
  const verifiers = `${factorySecret}\n${accessTokenAudience()}\n${secretOf('IDP_JWT_SECRET')}`;
  try {
    return await acceptedCredentials.claimsOf(token, verifiers, () => firstAccepting(token, factorySecret));
  } catch (error) {
    if (error instanceof CredentialRefused) return { refused: error.verdict };
    throw error;
  }
}

async function firstAccepting(token: string, factorySecret: string): Promise<AcceptedCredential> {
  let factory: VerifiedFactoryClaims | Refusal | undefined;
  if (saysFactoryAudience(token)) {
    factory = await factoryVerdict(token, factorySecret);
    if (typeof factory === 'object') return { issuer: 'factory', claims: factory };
  }
  const identityProvider = await identityProviderVerdict(token);
  if (typeof identityProvider === 'object') return { issuer: 'identity-provider', claims: identityProvider };
  factory ??= await factoryVerdict(token, factorySecret);
  if (typeof factory === 'object') return { issuer: 'factory', claims: factory };
  throw new CredentialRefused(factory === 'expired' || identityProvider === 'expired' ? 'expired' : 'invalid');
}

async function factoryVerdict(token: string, secret: string): Promise<VerifiedFactoryClaims | Refusal> {
  try {
    return await verifyFactoryToken(token, secret);
  } catch (error) {
    return (error as Error).message === FACTORY_TOKEN_REFUSED.expired ? 'expired' : 'invalid';
  }
}

async function identityProviderVerdict(token: string): Promise<AccessTokenClaims | Refusal> {
  try {
    return await verifyAccessToken(token);
  } catch (error) {
    return (error as Error).message === 'Access token expired' ? 'expired' : 'invalid';
  }
}
