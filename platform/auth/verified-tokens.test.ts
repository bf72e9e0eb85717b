import { expect, test } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { mintAccessToken, verifyAccessToken, type AccessTokenClaims } from './access-token.js';
import { VerifiedTokens } from './verified-tokens.js';

const SECRET = 'verified-tokens-test-secret-0123456789';
const key = new TextEncoder().encode(SECRET);
const mint = (ttl: number) =>
  mintAccessToken({ sub: 'user-1', email: 'one@example.com', tenantId: 'tenant-1', ttl }, key);

/** Verifies for real, and counts the verifications the cache let through. */
function countingVerifier() {
  const tokens = new VerifiedTokens<AccessTokenClaims>({ expiresAt: (claims) => claims.expiresAt });
  let verifications = 0;
  const claimsOf = (token: string, secret = SECRET) =>
    tokens.claimsOf(token, secret, () => {
      verifications++;
      return verifyAccessToken(token, new TextEncoder().encode(secret));
    });
  return { claimsOf, verifications: () => verifications };
}

test('verifies a token once and answers the same claims for it afterwards', async () => {
  const verifier = countingVerifier();
  const token = await mint(3600);
  const first = await verifier.claimsOf(token);
  expect(first).toMatchObject({ userId: 'user-1', tenantId: 'tenant-1' });
  expect(await verifier.claimsOf(token)).toEqual(first);
  expect(verifier.verifications()).toBe(1);
});

test('keeps nothing a verification refused: a forged token is refused every time', async () => {
  const verifier = countingVerifier();
  const token = await mint(3600);
  const forged = `${token.slice(0, -4)}AAAA`;
  await expect(verifier.claimsOf(forged)).rejects.toMatchObject({ extensions: { code: 'UNAUTHORIZED' } });
  await expect(verifier.claimsOf(forged)).rejects.toMatchObject({ extensions: { code: 'UNAUTHORIZED' } });
  expect(verifier.verifications()).toBe(2);
});

test('trusts nothing verified under another secret', async () => {
  const verifier = countingVerifier();
  const token = await mint(3600);
  await verifier.claimsOf(token);
  await expect(verifier.claimsOf(token, 'another-secret-0123456789-abcdefgh')).rejects.toMatchObject({
    extensions: { code: 'UNAUTHORIZED' },
  });
  expect(verifier.verifications()).toBe(2);
});

test('verifies a token again once it has expired', async () => {
  const verifier = countingVerifier();
  // `exp` is in whole seconds: between one and two seconds from now.
  const token = await mint(2);
  await verifier.claimsOf(token);
  await verifier.claimsOf(token);
  expect(verifier.verifications()).toBe(1);
  // Past `exp` the entry is gone (the verifier itself still accepts it, within its clock tolerance).
  await sleep(2_100);
  await verifier.claimsOf(token);
  expect(verifier.verifications()).toBe(2);
});

test('trusts nothing verified for another audience: IDP_JWT_AUDIENCE changed, a token is verified again and refused', async () => {
  const token = await mintAccessToken(
    { sub: 'user-1', email: 'one@example.com', tenantId: 'tenant-1', ttl: 3600, audience: 'project-a' },
    key,
  );
  await expect(verifyAccessToken(token, key, 'project-a')).resolves.toMatchObject({ userId: 'user-1' });
  await expect(verifyAccessToken(token, key, 'project-b')).rejects.toMatchObject({
    extensions: { code: 'UNAUTHORIZED' },
  });
});
