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

/**
 * Identity-provider tokens that are correctly signed, unexpired and carry a real user's claims (`claims`, with
 * `aud: authenticated` and `role: authenticated` unless they say otherwise), yet are no signed-in user's access
 * token, each in one way:
 * - for another audience (another project of the provider), or for none;
 * - GoTrue's anon role (its public key) or its service role;
 * - issued a year ahead (and so still "valid" for a year after its real lifetime).
 */
export async function misdirectedAccessTokens(claims: JWTPayload, secret: Uint8Array): Promise<ForgedToken[]> {
  const signed = (payload: JWTPayload) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
  const live = { aud: 'authenticated', role: 'authenticated', ...claims, iat: now(), exp: now() + 3600 };
  const { aud: _aud, ...withoutAudience } = live;
  const yearAhead = now() + 365 * 24 * 3600;
  return [
    { flaw: 'another audience', token: await signed({ ...live, aud: 'another-project' }) },
    { flaw: 'no audience', token: await signed(withoutAudience) },
    { flaw: 'role anon', token: await signed({ ...live, role: 'anon' }) },
    { flaw: 'role service_role', token: await signed({ ...live, role: 'service_role' }) },
    { flaw: 'issued a year ahead', token: await signed({ ...live, iat: yearAhead, exp: yearAhead + 3600 }) },
  ];
}
