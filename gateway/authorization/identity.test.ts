import { SignJWT } from 'jose';
import pino from 'pino';
import { accessTokenAudience, accessTokenSecret, mintAccessToken } from '../../platform/auth/access-token.js';
import { FACTORY_TOKEN_AUDIENCE, factoryTokenSecret, mintFactoryToken } from '../../platform/auth/factory-token.js';
import { GatewayRoles } from '../../platform/gateway-roles.js';
import { CallerIdentities } from './identity.js';

/**
 * Which credential a bearer token is, whichever verifier is asked first: the verdicts for every kind of token, without
 * scopes (the supergraph is never asked for them here, so its query fails the test if it is).
 */
describe('caller identities, by the verified token', () => {
  const identities = () =>
    new CallerIdentities(
      () => Promise.reject(new Error('no scopes are asked without withScopes')),
      () => GatewayRoles.of('type Query { a: Int }'),
      pino({ level: 'silent' }),
    );
  const bearer = (token: string) => `Bearer ${token}`;
  const signed = (claims: Record<string, unknown>, secret: Uint8Array, expiresIn: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
      .sign(secret);
  const factorySecret = () => new TextEncoder().encode(factoryTokenSecret());
  const adminClaims = { id: 'worker-1', tenantId: 'tenant-a', role: 'admin' as const };

  test("a factory token is the factory's, with its role's scope", async () => {
    const identity = await identities().identityOf(
      bearer(await mintFactoryToken(adminClaims, factoryTokenSecret())),
      false,
    );
    expect(identity).toMatchObject({ authenticated: true, issuer: 'factory' });
    expect([...identity.scopes]).toEqual(['factory:admin']);
  });

  test('a factory token minted before tokens carried their audience is still one', async () => {
    const token = await signed({ ...adminClaims, sub: adminClaims.id }, factorySecret(), 600);
    const identity = await identities().identityOf(bearer(token), false);
    expect(identity).toMatchObject({ authenticated: true, issuer: 'factory' });
  });

  test("an identity provider's token authenticates as the identity provider's, with no scope of its own", async () => {
    const token = await mintAccessToken({ sub: 'user-1', email: 'u@example.com', tenantId: 'tenant-a' });
    const identity = await identities().identityOf(bearer(token), false);
    expect(identity).toMatchObject({ authenticated: true, issuer: 'identity-provider' });
    expect(identity.scopes.size).toBe(0);
  });

  test('an expired token of either issuer is refused as expired', async () => {
    const expiredFactory = await mintFactoryToken(adminClaims, factoryTokenSecret(), -60);
    const expiredLegacyFactory = await signed({ ...adminClaims, sub: adminClaims.id }, factorySecret(), -60);
    const expiredAccess = await mintAccessToken({ sub: 'u', email: 'u@example.com', tenantId: 't', ttl: -60 });
    for (const token of [expiredFactory, expiredLegacyFactory, expiredAccess])
      expect(await identities().identityOf(bearer(token), false)).toMatchObject({
        authenticated: false,
        refusedCredential: 'expired',
      });
  });

  test('a token that only claims an issuer, or is no token, is refused as invalid', async () => {
    const otherSecret = new TextEncoder().encode('another secret, of nobody we trust, long enough');
    const tokens = [
      await mintFactoryToken(adminClaims, 'another secret, of nobody we trust, long enough'),
      await mintAccessToken({ sub: 'u', email: 'u@example.com', tenantId: 't' }, otherSecret),
      // Signed by the identity provider, claiming the factory's audience: neither verifier accepts it.
      await signed({ ...adminClaims, sub: 'u', aud: FACTORY_TOKEN_AUDIENCE }, accessTokenSecret(), 600),
      // The factory's signature, claiming the identity provider's audience.
      await signed({ ...adminClaims, sub: 'u', aud: accessTokenAudience() }, factorySecret(), 600),
      'not.a.token',
    ];
    for (const token of tokens)
      expect(await identities().identityOf(bearer(token), false)).toMatchObject({
        authenticated: false,
        refusedCredential: 'invalid',
      });
  });
});
