import { mintAccessToken } from './access-token.js';
import { verifiedCredential } from './credential.js';
import { factoryTokenSecret, mintFactoryToken } from './factory-token.js';

/** Which issuer a bearer token is (the verdicts for every kind of token: gateway/authorization/identity.test.ts). */
describe('a verified credential', () => {
  test("names the issuer that signed the token, with that issuer's claims", async () => {
    const factory = await verifiedCredential(
      await mintFactoryToken({ id: 'worker-1', tenantId: 'Tenant-A', role: 'admin' }, factoryTokenSecret()),
    );
    expect(factory).toMatchObject({ issuer: 'factory', claims: { id: 'worker-1', role: 'admin' } });
    const access = await verifiedCredential(
      await mintAccessToken({ sub: 'user-1', email: 'u@example.com', tenantId: 'Tenant-A' }),
    );
    expect(access).toMatchObject({ issuer: 'identity-provider', claims: { userId: 'user-1', tenantId: 'tenant-a' } });
  });

  test('is kept once accepted, per pair of verifiers; a refusal is not', async () => {
    const token = await mintAccessToken({ sub: 'user-2', email: 'u@example.com', tenantId: 't' });
    const first = await verifiedCredential(token);
    expect(await verifiedCredential(token)).toBe(first);
    // Another factory secret is another pair of verifiers: verified again, not taken from the first pair's.
    const underOtherVerifiers = await verifiedCredential(token, 'another factory secret, long enough to sign');
    expect(underOtherVerifiers).toEqual(first);
    expect(underOtherVerifiers).not.toBe(first);
    const forged = await mintAccessToken(
      { sub: 'user-3', email: 'u@example.com', tenantId: 't' },
      new TextEncoder().encode('a secret of nobody we trust, long enough'),
    );
    const refusal = await verifiedCredential(forged);
    expect(refusal).toEqual({ refused: 'invalid' });
    expect(await verifiedCredential(forged)).not.toBe(refusal);
  });
});
