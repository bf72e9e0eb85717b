import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { seedPlan, seedTenant, seedUser, startFactory, type FactoryUser } from '../../../test/support/factory.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';

/**
 * Sign-in rules on the factory subgraph itself (the REST surface is covered by
 * test/rest/factory-auth.e2e.test.ts): refresh races and expiry, and the per-address limits of login and of
 * reset mails (counted by a gateway in front, see gateway/address-limits.ts). RATE_LIMIT_FACTOR 0.1 leaves 2 logins
 * and 2 reset requests per window.
 */
let factory: SubgraphUnderTest;
let admin: FactoryUser;

beforeAll(async () => {
  factory = await startFactory({ RATE_LIMIT_FACTOR: '0.1' });
  const plan = await seedPlan(factory.sql);
  admin = await seedUser(factory.sql, (await seedTenant(factory.sql, plan.id)).id);
});

afterAll(() => factory?.stop());

const LOGIN = `mutation ($email: String!, $password: String!) { factoryLogin(email: $email, password: $password) { token user { id } } }`;
const REFRESH = `mutation { factoryRefresh { token user { id } } }`;

/** A GraphQL request to the subgraph with its Set-Cookie headers. */
async function post(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  clientAddress = '10.0.0.1',
  url = factory.subgraph.url,
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return {
    body,
    headers: response.headers,
    cookie: response.headers
      .getSetCookie()
      .find((value) => value.startsWith('refreshToken='))
      ?.split(';')[0],
  };
}

/** A fresh sign-in of `admin` (from its own client address, when through the gateway, so that the login limit is not used up). */
async function signIn(clientAddress: string, url?: string): Promise<string> {
  const { cookie, body } = await post(LOGIN, { email: admin.email, password: admin.password }, {}, clientAddress, url);
  if (!cookie) throw new Error(JSON.stringify(body));
  return cookie;
}

describe('refresh', () => {
  test('of two refreshes racing with the same token exactly one rotates; the other ends the family, the winner’s new token too', async () => {
    const cookie = await signIn('10.0.1.1');
    const [first, second] = await Promise.all([post(REFRESH, {}, { cookie }), post(REFRESH, {}, { cookie })]);
    const outcomes = [first, second].map((answer) =>
      answer.body.errors ? answer.body.errors[0].extensions?.code : 'ROTATED',
    );
    expect(outcomes.sort()).toEqual(['ROTATED', 'UNAUTHORIZED']);
    const winner = [first, second].find((answer) => !answer.body.errors)!;
    expect(winner.cookie).toBeDefined();
    expect((await post(REFRESH, {}, { cookie: winner.cookie! })).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHORIZED',
    );
  });

  test('refuses an expired token without ending its family', async () => {
    const cookie = await signIn('10.0.1.2');
    await factory.sql(
      `update factory.refresh_token set expires_at = now() - interval '1 second' where used_at is null and session_id in (select id from factory.refresh_session where user_id = ? and revoked_at is null)`,
      [admin.id],
    );
    const answer = await post(REFRESH, {}, { cookie });
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'Invalid or expired refresh token, please log in again',
      extensions: { code: 'UNAUTHORIZED' },
    });
    expect(answer.cookie).toBeUndefined();
    expect(
      await factory.sql(
        `select count(*)::int as n from factory.refresh_session where user_id = ? and revoked_reason is not null`,
        [admin.id],
      ),
    ).toEqual([{ n: 1 }]);
  });
});

describe('rate limits per client address, counted at the gateway', () => {
  test('allows 2 logins per window here, then RATE_LIMIT_EXCEEDED with the rate-limit headers; another address is not affected', async () => {
    const { url } = await factory.throughGateway();
    const attempt = () => post(LOGIN, { email: admin.email, password: 'wrong password' }, {}, '10.0.2.1', url);
    for (const remaining of ['1', '0']) {
      const answer = await attempt();
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
      expect(answer.headers.get('x-ratelimit-remaining')).toBe(remaining);
    }
    const refused = await attempt();
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(refused.headers.get('x-ratelimit-limit')).toBe('2');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await signIn('10.0.2.2', url)).toMatch(/^refreshToken=/);
  });

  test('limits password-reset requests, which send mail, the same way', async () => {
    const { url } = await factory.throughGateway();
    const forgot = () =>
      post(`mutation { factoryForgotPassword(email: "nobody@factory.example.com") }`, {}, {}, '10.0.3.1', url);
    expect((await forgot()).body.data).toEqual({
      factoryForgotPassword: expect.stringMatching(/If an account exists/),
    });
    await forgot();
    expect((await forgot()).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMIT_EXCEEDED');
  });
});
