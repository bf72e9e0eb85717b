import { SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';

/** A bearer token that looks right but must be refused, and what is wrong with it. */
export interface ForgedToken {
  readonly flaw: string;
  readonly token: string;
}

const now = () => Math.floor(Date.now() / 1000);
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Tokens with the given claims (those of a real user, so that only the flaw can be the reason of a refusal),
 * each wrong in one way an attacker would try:
 * - `alg: none`: no signature at all (jose's unsecured JWT);
 * - signed with another key;
 * - signed with the right key but HS512, an algorithm the services do not accept (algorithm confusion);
 * - expired a minute ago (beyond any clock tolerance);
 * - without `exp`, i.e. valid forever;
 * - another user's genuine signature under these claims (the payload swapped after signing).
 */
export async function forgedTokens(claims: JWTPayload, secret: Uint8Array): Promise<ForgedToken[]> {
  const otherKey = new TextEncoder().encode('not-the-secret-of-any-service-0123456789');
  const signed = (payload: JWTPayload, key: Uint8Array, alg = 'HS256') =>
    new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
  const live = { ...claims, iat: now(), exp: now() + 3600 };
  const genuine = await signed({ ...live, sub: 'someone-else', id: 'someone-else' }, secret);
  const [header, , signature] = genuine.split('.');
  return [
    { flaw: 'alg none', token: new UnsecuredJWT(live).encode() },
    { flaw: 'signed with another key', token: await signed(live, otherKey) },
    { flaw: 'HS512 with the right key', token: await signed(live, secret, 'HS512') },
    { flaw: 'expired', token: await signed({ ...claims, iat: now() - 7200, exp: now() - 60 }, secret) },
    { flaw: 'no expiry', token: await signed({ ...claims, iat: now() }, secret) },
    { flaw: 'claims swapped under a genuine signature', token: `${header}.${encode(live)}.${signature}` },
  ];
}
