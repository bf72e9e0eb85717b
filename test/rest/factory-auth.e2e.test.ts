/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { randomUUID } from 'node:crypto';
import { verifyFactoryToken } from '../../platform/auth/factory-token.js';
import {
  FACTORY_TEST_SECRET,
  factoryEnv,
  factoryRest,
  factorySql,
  seedPlan,
  seedTenant,
  seedUser,
  type FactoryUser,
} from '../support/factory.js';
import { mailTo, TestSmtpServer } from '../support/smtp.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import type { Answer } from '../support/training-rest.js';

/**
 * The factory auth routes through the whole system (REST adapter → gateway → factory subgraph → PostgreSQL),
 * with the refresh cookie travelling both ways through the gateway and reset mails through a real SMTP server.
 */
const PUBLIC_URL = 'https://factory.example.test';
const RESET_LINK = /https:\/\/factory\.example\.test\/factory\/api\/v1\/auth\/resetPassword\/([A-Za-z0-9_-]{43})/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const smtp = new TestSmtpServer();
let stack: TestStack;
let planId: string;
let tenantA: string;
let tenantB: string;
let superAdmin: FactoryUser;
let adminA: FactoryUser;
let adminB: FactoryUser;
const call = factoryRest(() => stack);
const sql = factorySql(() => stack);

beforeAll(async () => {
  await smtp.start();
  stack = await startTestStack(factoryEnv({ SMTP_URL: smtp.url, PUBLIC_URL, RATE_LIMIT_FACTOR: '0' }));
  planId = (await seedPlan(sql)).id;
  tenantA = (await seedTenant(sql, planId)).id;
  tenantB = (await seedTenant(sql, planId)).id;
  superAdmin = await seedUser(sql, null);
  adminA = await seedUser(sql, tenantA);
  adminB = await seedUser(sql, tenantB);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await smtp.stop();
});

/** The refreshToken Set-Cookie of an answer, if any. */
const refreshSetCookie = (answer: Answer) =>
  answer.headers.getSetCookie().find((cookie) => cookie.startsWith('refreshToken='));
/** The Cookie header a browser would send back after `answer`. */
function cookieFrom(answer: Answer): { cookie: string } {
  const setCookie = refreshSetCookie(answer);
  if (!setCookie) throw new Error(`No refreshToken cookie in ${answer.status} ${JSON.stringify(answer.body)}`);
  return { cookie: setCookie.split(';')[0] };
}

const login = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  call('POST', '/auth/login', { username, password, ...extra }, {});
const refresh = (cookie?: { cookie: string }) => call('GET', '/auth/refresh', undefined, cookie ?? {});

function expectFactoryError(answer: Answer, status: number, message?: string | RegExp) {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status,
    body: { status: 'error', message: expect.any(String) },
  });
  if (message) expect(answer.body.message).toMatch(message);
}

function expectSignedIn(answer: Answer, user: { id: string; email: string; role: string; tenantId: string | null }) {
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({
    status: 'success',
    token: expect.any(String),
    data: { user: { _id: user.id, name: expect.any(String), email: user.email, role: user.role } },
  });
  return verifyFactoryToken(answer.body.token as string, FACTORY_TEST_SECRET).then((claims) =>
    expect(claims).toEqual({
      id: user.id,
      tenantId: user.tenantId,
      role: user.role,
      issuedAt: expect.any(Date),
      expiresAt: expect.any(Date),
    }),
  );
}

/** A new admin of `tenantId` with a known password, made through the signup route. */
async function signUp(tenantId: string, by: FactoryUser = superAdmin) {
  const email = `user-${randomUUID().slice(0, 8)}@factory.example.com`;
  const password = `pw-${randomUUID()}`;
  const answer = await call(
    'POST',
    '/auth/signup',
    { tenantId, name: 'New Admin', email, password, passwordConfirm: password },
    by.headers,
  );
  expect(answer.status).toBe(201);
  return { id: answer.body.data.user._id as string, email, password, tenantId, role: 'admin' };
}

describe('POST /auth/login', () => {
  test('answers a token with the claims id, tenantId and role, the user, and an httpOnly, SameSite, path-scoped refresh cookie', async () => {
    const answer = await login(adminA.email, adminA.password);
    await expectSignedIn(answer, adminA);
    const attributes = refreshSetCookie(answer)!
      .split(';')
      .map((part) => part.trim());
    expect(attributes[0]).toMatch(/^refreshToken=[A-Za-z0-9_-]{43}$/);
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/factory/api/v1/auth', 'Max-Age=604800']),
    );
    expect(attributes).not.toContain('Secure');

    const superLogin = await login(superAdmin.email, superAdmin.password);
    await expectSignedIn(superLogin, superAdmin);
  });

  test('the email is case-insensitive', async () => {
    await expectSignedIn(await login(`  ${adminA.email.toUpperCase()} `, adminA.password), adminA);
  });

  test('a wrong password and an unknown email get the same 401, and no cookie', async () => {
    const wrongPassword = await login(adminA.email, 'not-the-password');
    const unknownEmail = await login('nobody@factory.example.com', adminA.password);
    expectFactoryError(wrongPassword, 401, 'Incorrect email or password');
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(unknownEmail.status).toBe(401);
    expect(refreshSetCookie(wrongPassword)).toBeUndefined();
    expect(refreshSetCookie(unknownEmail)).toBeUndefined();
  });

  test('missing fields are a 400 that does not echo the password', async () => {
    const noUsername = await call('POST', '/auth/login', { password: 'secret-password-1' }, {});
    // Named as the legacy body has it (`username`), not as the GraphQL variable it becomes (`$email`).
    expectFactoryError(noUsername, 400, 'Body field "username" is required');
    expect(JSON.stringify(noUsername.body)).not.toContain('secret-password-1');
    expectFactoryError(await call('POST', '/auth/login', { username: adminA.email }, {}), 400, /password/);
    expectFactoryError(await login('', ''), 400, 'Please provide email and password');
  });

  test("a suspended tenant's user is refused (403) with the right password, and gets the plain 401 with a wrong one", async () => {
    const suspended = await seedTenant(sql, planId, { status: 'suspended' });
    const user = await seedUser(sql, suspended.id);
    expectFactoryError(await login(user.email, user.password), 403, /suspended/);
    expectFactoryError(await login(user.email, 'not-the-password'), 401, 'Incorrect email or password');
  });

  test("signing in to the super-admin panel is refused to an admin (403) and open to a super-admin; 'tenant' is open to both", async () => {
    const refused = await login(adminA.email, adminA.password, { panel: 'super-admin' });
    expectFactoryError(refused, 403, /super-admin/);
    expect(refreshSetCookie(refused)).toBeUndefined();
    await expectSignedIn(await login(superAdmin.email, superAdmin.password, { panel: 'super-admin' }), superAdmin);
    await expectSignedIn(await login(adminA.email, adminA.password, { panel: 'tenant' }), adminA);
    expectFactoryError(await login(adminA.email, adminA.password, { panel: 'kitchen' }), 400);
  });
});

describe('GET /auth/refresh', () => {
  // Rotation and the revocation of a family on reuse: test/security/authentication.test.ts.
  test('another sign-in of the same user is not touched by a revoked family', async () => {
    const stolen = cookieFrom(await login(adminB.email, adminB.password));
    const otherDevice = cookieFrom(await login(adminB.email, adminB.password));
    await refresh(stolen);
    await refresh(stolen);
    await expectSignedIn(await refresh(otherDevice), adminB);
  });

  test("is refused (403) once the user's tenant is suspended", async () => {
    const tenant = (await seedTenant(sql, planId)).id;
    const user = await seedUser(sql, tenant);
    const cookie = cookieFrom(await login(user.email, user.password));
    await sql(`update factory.tenant set status = 'suspended' where id = ?`, [tenant]);
    const refused = await refresh(cookie);
    expectFactoryError(refused, 403, /suspended/);
    expect(refreshSetCookie(refused)).toBeUndefined();
  });

  test('without a cookie, or with an unknown one, is 401', async () => {
    expectFactoryError(await refresh(), 401, /log in/);
    expectFactoryError(await refresh({ cookie: 'refreshToken=made-up-token' }), 401);
    expectFactoryError(await refresh({ cookie: 'other=1' }), 401);
  });

  test('only hashes of refresh tokens are stored', async () => {
    const token = cookieFrom(await login(adminA.email, adminA.password)).cookie.slice('refreshToken='.length);
    const stored = await sql<{ n: string }>(
      `select count(*) as n from factory.refresh_token where token_hash = ? or token_hash = encode(sha256(?::bytea), 'hex')`,
      [token, token],
    );
    const plain = await sql<{ n: string }>(`select count(*) as n from factory.refresh_token where token_hash = ?`, [
      token,
    ]);
    expect([Number(stored[0].n), Number(plain[0].n)]).toEqual([1, 0]);
  });
});

describe('GET /auth/logout', () => {
  test('clears the cookie and ends its family, so that the cookie no longer refreshes', async () => {
    const cookie = cookieFrom(await login(adminA.email, adminA.password));
    const answer = await call('GET', '/auth/logout', undefined, cookie);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { status: 'success' } });
    const cleared = refreshSetCookie(answer)!
      .split(';')
      .map((part) => part.trim());
    expect(cleared).toEqual(
      expect.arrayContaining([
        'refreshToken=',
        'Max-Age=0',
        'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
        'Path=/factory/api/v1/auth',
        'HttpOnly',
      ]),
    );
    expectFactoryError(await refresh(cookie), 401);
  });

  test('answers 200 and clears the cookie without one too', async () => {
    const answer = await call('GET', '/auth/logout', undefined, {});
    expect(answer.status).toBe(200);
    expect(refreshSetCookie(answer)).toMatch(/^refreshToken=; Max-Age=0/);
  });
});

describe('POST /auth/signup', () => {
  test('an admin adds an admin to its own tenant, who can sign in; the creation is audited', async () => {
    const email = `Mixed-${randomUUID().slice(0, 8)}@Factory.Example.com`;
    const answer = await call(
      'POST',
      '/auth/signup',
      { name: 'Grace', email, password: 'correct horse', passwordConfirm: 'correct horse', role: 'admin' },
      adminA.headers,
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      status: 'success',
      data: { user: { _id: expect.stringMatching(UUID), name: 'Grace', email: email.toLowerCase(), role: 'admin' } },
    });
    const id = answer.body.data.user._id as string;
    expect(await sql(`select tenant_id, role from factory.app_user where id = ?`, [id])).toEqual([
      { tenant_id: tenantA, role: 'admin' },
    ]);
    await expectSignedIn(await login(email, 'correct horse'), {
      id,
      email: email.toLowerCase(),
      role: 'admin',
      tenantId: tenantA,
    });
    const audit = await sql<{ actor_id: string; after: any }>(
      `select actor_id, after from factory.audit_log where action = 'user.create' and entity_id = ?`,
      [id],
    );
    expect(audit).toEqual([
      { actor_id: adminA.id, after: expect.objectContaining({ email: email.toLowerCase(), tenantId: tenantA }) },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/password/i);
  });

  test('a duplicate email (in any case, in any tenant) is 409', async () => {
    const body = {
      name: 'Dup',
      email: adminB.email.toUpperCase(),
      password: 'correct horse',
      passwordConfirm: 'correct horse',
    };
    expectFactoryError(await call('POST', '/auth/signup', body, adminA.headers), 409, /already exists/);
  });

  test('passwords must match and be long enough; role must be admin', async () => {
    const base = { name: 'X', email: `x-${randomUUID().slice(0, 8)}@factory.example.com` };
    expectFactoryError(
      await call(
        'POST',
        '/auth/signup',
        { ...base, password: 'correct horse', passwordConfirm: 'correct horsf' },
        adminA.headers,
      ),
      400,
      /match/,
    );
    expectFactoryError(
      await call('POST', '/auth/signup', { ...base, password: 'short', passwordConfirm: 'short' }, adminA.headers),
      400,
      /password/,
    );
    expectFactoryError(
      await call(
        'POST',
        '/auth/signup',
        { ...base, password: 'correct horse', passwordConfirm: 'correct horse', role: 'super-admin' },
        adminA.headers,
      ),
      400,
      /admin/,
    );
    expectFactoryError(
      await call(
        'POST',
        '/auth/signup',
        { ...base, email: 'not-an-email', password: 'correct horse', passwordConfirm: 'correct horse' },
        adminA.headers,
      ),
      400,
      /email/,
    );
    expectFactoryError(
      await call(
        'POST',
        '/auth/signup',
        { name: 'X', password: 'correct horse', passwordConfirm: 'correct horse' },
        adminA.headers,
      ),
      400,
      /email/,
    );
  });

  test('an admin cannot add a user to another tenant (403); a super-admin must name the tenant (400); without a token 401', async () => {
    const body = {
      name: 'Y',
      email: `y-${randomUUID().slice(0, 8)}@factory.example.com`,
      password: 'correct horse',
      passwordConfirm: 'correct horse',
    };
    expectFactoryError(await call('POST', '/auth/signup', { ...body, tenantId: tenantB }, adminA.headers), 403);
    expectFactoryError(await call('POST', '/auth/signup', body, superAdmin.headers), 400, /tenant/);
    expectFactoryError(await call('POST', '/auth/signup', body, {}), 401);
    expect(await sql(`select id from factory.app_user where email = ?`, [body.email])).toEqual([]);
    const answer = await call('POST', '/auth/signup', { ...body, tenantId: tenantB }, superAdmin.headers);
    expect(answer.status).toBe(201);
    expect(await sql(`select tenant_id from factory.app_user where email = ?`, [body.email])).toEqual([
      { tenant_id: tenantB },
    ]);
  });

  test("stays within the tenant's maxUsers, also when signups race (403 beyond it)", async () => {
    const tenant = (await seedTenant(sql, planId)).id; // maxUsers 5
    const admin = await seedUser(sql, tenant);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, n) => {
        const password = `pw-${randomUUID()}`;
        return call(
          'POST',
          '/auth/signup',
          {
            name: `Racer ${n}`,
            email: `racer-${n}-${randomUUID().slice(0, 6)}@factory.example.com`,
            password,
            passwordConfirm: password,
          },
          admin.headers,
        );
      }),
    );
    expect(attempts.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 403, 403, 403, 403]);
    const refused = attempts.find((answer) => answer.status === 403)!;
    expectFactoryError(refused, 403, /allows 5 users/);
    expect(await sql(`select count(*)::int as n from factory.app_user where tenant_id = ?`, [tenant])).toEqual([
      { n: 5 },
    ]);
  });
});

describe('forgot and reset password', () => {
  test('an unknown email gets the same answer as a known one, and no mail', async () => {
    const unknown = await call('POST', '/auth/forgotPassword', { email: 'ghost@factory.example.com' }, {});
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ status: 'success', message: expect.stringMatching(/If an account exists/) });
    const user = await signUp(tenantA);
    const known = await call('POST', '/auth/forgotPassword', { email: user.email.toUpperCase() }, {});
    expect({ status: known.status, body: known.body }).toEqual({ status: unknown.status, body: unknown.body });
    await smtp.waitFor(mailTo(user.email));
    await smtp.expectNone(mailTo('ghost@factory.example.com'));
    expectFactoryError(await call('POST', '/auth/forgotPassword', {}, {}), 400, /email/);
  });

  test('the mailed token resets the password once: the old password and old refresh cookies stop working, the new ones work', async () => {
    const user = await signUp(tenantB);
    const signedIn = await login(user.email, user.password);
    const oldSession = cookieFrom(signedIn);
    const oldAccess = { authorization: `Bearer ${signedIn.body.token}` };
    expect((await call('GET', '/plan', undefined, oldAccess)).status).toBe(200);
    // Tokens carry whole seconds: the reset must fall in a later second than the old token.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call('POST', '/auth/forgotPassword', { email: user.email }, {})).status).toBe(200);
    const mail = await smtp.waitFor(mailTo(user.email));
    expect(mail.subject).toBe('Reset your factory password');
    const token = RESET_LINK.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(mail.text).toContain(`The reset token is ${token}`);
    expect(mail.html).toContain(`/factory/api/v1/auth/resetPassword/${token}`);

    expectFactoryError(
      await call(
        'PATCH',
        `/auth/resetPassword/${token}`,
        { password: 'brand new pass', passwordConfirm: 'brand new pasz' },
        {},
      ),
      400,
      /match/,
    );
    const reset = await call(
      'PATCH',
      `/auth/resetPassword/${token}`,
      { password: 'brand new pass', passwordConfirm: 'brand new pass' },
      {},
    );
    await expectSignedIn(reset, user);
    const newSession = cookieFrom(reset);

    expectFactoryError(
      await call(
        'PATCH',
        `/auth/resetPassword/${token}`,
        { password: 'another pass 1', passwordConfirm: 'another pass 1' },
        {},
      ),
      400,
      /invalid or has expired/,
    );
    expectFactoryError(await login(user.email, user.password), 401);
    await expectSignedIn(await login(user.email, 'brand new pass'), user);
    expectFactoryError(await refresh(oldSession), 401);
    await expectSignedIn(await refresh(newSession), user);
    // Access tokens issued before the change end with it; the reset's own token works.
    expectFactoryError(await call('GET', '/plan', undefined, oldAccess), 401, /password was changed/);
    expect((await call('GET', '/plan', undefined, { authorization: `Bearer ${reset.body.token}` })).status).toBe(200);

    const [changed] = await sql<{ recent: boolean }>(
      `select password_changed_at > now() - interval '1 minute' as recent from factory.app_user where id = ?`,
      [user.id],
    );
    expect(changed).toEqual({ recent: true });
    expect(
      await sql(`select actor_id from factory.audit_log where action = 'user.password-reset' and entity_id = ?`, [
        user.id,
      ]),
    ).toEqual([{ actor_id: user.id }]);
  });

  test('an unknown or expired token is 400 and changes nothing', async () => {
    expectFactoryError(
      await call(
        'PATCH',
        '/auth/resetPassword/made-up-token',
        { password: 'brand new pass', passwordConfirm: 'brand new pass' },
        {},
      ),
      400,
      /invalid or has expired/,
    );

    const user = await signUp(tenantA);
    smtp.clear();
    await call('POST', '/auth/forgotPassword', { email: user.email }, {});
    const token = RESET_LINK.exec((await smtp.waitFor(mailTo(user.email))).text)![1];
    await sql(`update factory.password_reset set expires_at = now() - interval '1 second' where user_id = ?`, [
      user.id,
    ]);
    expectFactoryError(
      await call(
        'PATCH',
        `/auth/resetPassword/${token}`,
        { password: 'brand new pass', passwordConfirm: 'brand new pass' },
        {},
      ),
      400,
      /invalid or has expired/,
    );
    await expectSignedIn(await login(user.email, user.password), user);
  });
});
