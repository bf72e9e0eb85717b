import { randomUUID } from 'node:crypto';
import type { RouteAuth, RouteDefinition, ServiceDefinition } from '../../rest-adapter/engine/index.js';
import { complianceService, factoryService, SERVICES, trainingService } from '../../rest-adapter/services/index.js';
import { renderPdf } from '../../subgraphs/shared/pdf.js';
import {
  complianceEnv,
  complianceSql,
  seedPlatformAdmin,
  seedTenant as seedComplianceTenant,
  seedUser as seedComplianceUser,
  TEST_JWT_SECRET,
  type TenantUser,
} from '../support/compliance.js';
import {
  FACTORY_TEST_SECRET,
  factoryEnv,
  factoryRest,
  factorySql,
  seedPlan,
  seedTenant as seedFactoryTenant,
  seedUser as seedFactoryUser,
  type FactoryUser,
} from '../support/factory.js';
import { forgedTokens, misdirectedAccessTokens, type ForgedToken } from '../support/forged-tokens.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import { refusalProblem } from '../support/legacy-errors.js';
import {
  routesWithoutSample,
  sampleRequest,
  sendSample,
  unknownRecords,
  type RouteFixtures,
} from '../support/route-samples.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import type { Answer } from '../support/training-rest.js';
import { identityEnv, outsiderHeaders, signInTrainingAdmin } from '../support/training.js';

/**
 * Authentication and authorization of every route of the legacy route tables, through the whole system
 * (REST adapter → gateway → subgraphs): forged, expired and unsigned tokens of each service's scheme; the
 * `x-admin` and `x-audit-access` headers without the role behind them; and the factory's refresh-token
 * rotation with reuse detection. The requests are otherwise well-formed (route-samples.ts), so that a
 * refusal can only come from the credentials.
 */
const idp = new TestIdentityProvider();
let stack: TestStack;
let fixtures: RouteFixtures;
const complianceDb = complianceSql(() => stack);
const factoryDb = factorySql(() => stack);

let platformAdmin: TenantUser;
let owner: TenantUser;
let member: TenantUser;
let superAdmin: FactoryUser;
let factoryAdmin: FactoryUser;
let trainingAdmin: Record<string, string>;

beforeAll(async () => {
  await idp.start();
  stack = await startTestStack({
    ...complianceEnv(),
    ...factoryEnv(),
    ...identityEnv(idp),
    RATE_LIMIT_FACTOR: '0',
    SMTP_URL: undefined,
    STORAGE_DIR: undefined,
  });
  fixtures = unknownRecords(await renderPdf((document) => document.text('Probe')));
  platformAdmin = await seedPlatformAdmin(complianceDb);
  owner = await seedComplianceTenant(complianceDb);
  member = await seedComplianceUser(complianceDb, owner.tenantId, 'MEMBER');
  const plan = await seedPlan(factoryDb);
  superAdmin = await seedFactoryUser(factoryDb, null);
  factoryAdmin = await seedFactoryUser(factoryDb, (await seedFactoryTenant(factoryDb, plan.id)).id);
  trainingAdmin = (await signInTrainingAdmin(idp, stack.testDatabase.url)).headers;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await idp.stop();
});

const routesOf = (service: ServiceDefinition, levels: readonly RouteAuth[]) =>
  service.routes.filter((route) => levels.includes(route.auth));
const send = (service: ServiceDefinition, route: RouteDefinition, headers: Record<string, string>): Promise<Answer> =>
  sendSample(stack, service, route, sampleRequest(service, route, fixtures), headers);

/** One way of calling a route: which credentials, and a label naming it in failures. */
interface Attempt {
  label: string;
  headers: Record<string, string>;
}

/**
 * Sends every route of `routes` with each header set of `attempts` and lists what is not the expected refusal
 * (`status` in the service's error shape), so that one run names every route that lets a request through.
 */
async function unexpectedAnswers(
  service: ServiceDefinition,
  routes: readonly RouteDefinition[],
  attempts: readonly Attempt[],
  status: number,
): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    const answers = await Promise.all(attempts.map((attempt) => send(service, route, attempt.headers)));
    answers.forEach((answer, index) => {
      const problem = refusalProblem(service.name, answer, status);
      if (problem) problems.push(`${route.method} ${route.path} (${route.name}, ${attempts[index].label}): ${problem}`);
    });
  }
  return problems;
}

const bearer = ({ flaw, token }: ForgedToken, extra: Record<string, string> = {}): Attempt => ({
  label: flaw,
  headers: { authorization: `Bearer ${token}`, ...extra },
});
const secretOf = (value: string) => new TextEncoder().encode(value);

test('every route of the tables has a well-formed sample request', () => {
  expect(SERVICES.flatMap((service) => routesWithoutSample(service).map((name) => `${service.name}: ${name}`))).toEqual(
    [],
  );
});

describe('forged, expired and unsigned access tokens', () => {
  test('compliance: every route behind a token answers 401 UNAUTHORIZED, even for the claims of a platform admin', async () => {
    const claims = {
      sub: platformAdmin.userId,
      email: platformAdmin.email,
      user_metadata: { tenantId: platformAdmin.tenantId },
      aud: 'authenticated',
      role: 'authenticated',
    };
    // Forged ones, and genuine signatures that are no signed-in user's token (another audience, the anon or
    // service role, issued a year ahead).
    const tokens = [
      ...(await forgedTokens(claims, secretOf(TEST_JWT_SECRET))),
      ...(await misdirectedAccessTokens(claims, secretOf(TEST_JWT_SECRET))),
    ];
    const headers = { 'x-admin': 'true', 'x-audit-access': 'true', 'x-tenant-id': platformAdmin.tenantId };
    const routes = routesOf(complianceService, ['jwt', 'admin']);
    expect(routes.length).toBeGreaterThan(30);
    expect(
      await unexpectedAnswers(
        complianceService,
        routes,
        tokens.map((token) => bearer(token, headers)),
        401,
      ),
    ).toEqual([]);
  });

  test('factory: every route behind a token answers 401, even for the claims of a super-admin', async () => {
    const tokens = await forgedTokens(
      { sub: superAdmin.id, id: superAdmin.id, tenantId: null, role: 'super-admin' },
      secretOf(FACTORY_TEST_SECRET),
    );
    const routes = routesOf(factoryService, ['jwt', 'admin', 'super-admin']);
    expect(routes.length).toBeGreaterThan(40);
    expect(
      await unexpectedAnswers(
        factoryService,
        routes,
        tokens.map((token) => bearer(token)),
        401,
      ),
    ).toEqual([]);
  });

  test('training: the identity provider rejects them, so every admin route answers 403 (the training spec’s status for an invalid token)', async () => {
    // Training asks the provider about every token; a JWT-shaped forgery must not be read by the service itself.
    const admin = [...idp.tokens.values()][0];
    const tokens = await forgedTokens(
      { sub: admin.id, email: admin.email, role: 'authenticated' },
      secretOf('any-provider-secret-0123456789'),
    );
    const routes = routesOf(trainingService, ['admin']);
    expect(routes.length).toBeGreaterThan(30);
    expect(
      await unexpectedAnswers(
        trainingService,
        routes,
        tokens.map((token) => bearer(token)),
        403,
      ),
    ).toEqual([]);
  });

  test('a missing or malformed Authorization header is 401 in every service', async () => {
    const malformed: Attempt[] = [
      { label: 'no header', headers: {} },
      { label: 'Basic scheme', headers: { authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` } },
      { label: 'empty bearer', headers: { authorization: 'Bearer ' } },
    ];
    const pick = (service: ServiceDefinition, name: string) => service.routes.filter((route) => route.name === name);
    expect([
      ...(await unexpectedAnswers(complianceService, pick(complianceService, 'listEntities'), malformed, 401)),
      ...(await unexpectedAnswers(factoryService, pick(factoryService, 'factoryListWorkers'), malformed, 401)),
      ...(await unexpectedAnswers(trainingService, pick(trainingService, 'getMetrics'), malformed, 401)),
    ]).toEqual([]);
  });
});

describe('role headers without the role', () => {
  test('compliance: x-admin: true is 403 FORBIDDEN on every admin route for a tenant owner, and 401 without a token', async () => {
    const routes = routesOf(complianceService, ['admin']);
    expect(routes.map((route) => route.name)).toEqual(
      expect.arrayContaining(['createTenant', 'createFormMapping', 'queryAudit']),
    );
    const attempts = [{ label: 'owner with x-admin', headers: { ...owner.headers, 'x-admin': 'true' } }];
    expect(await unexpectedAnswers(complianceService, routes, attempts, 403)).toEqual([]);
    expect(
      await unexpectedAnswers(
        complianceService,
        routes,
        [{ label: 'x-admin alone', headers: { 'x-admin': 'true', 'x-tenant-id': owner.tenantId } }],
        401,
      ),
    ).toEqual([]);
  });

  test('compliance: x-audit-access: true is 403 on the audit routes for a member without the audit permission; an owner has it', async () => {
    const audit = complianceService.routes.filter((route) => route.path.startsWith('/api/v1/audit/'));
    expect(audit).toHaveLength(3);
    expect(
      await unexpectedAnswers(
        complianceService,
        audit,
        [{ label: 'member with x-audit-access', headers: { ...member.headers, 'x-audit-access': 'true' } }],
        403,
      ),
    ).toEqual([]);
    for (const route of audit)
      expect((await send(complianceService, route, { ...owner.headers, 'x-audit-access': 'true' })).status).toBe(200);
    // The header that is not needed does not help either: a member with both is still refused.
    const both = { ...member.headers, 'x-audit-access': 'true', 'x-admin': 'true' };
    expect(
      await unexpectedAnswers(complianceService, audit, [{ label: 'member with both headers', headers: both }], 403),
    ).toEqual([]);
  });

  test('compliance: a platform admin passes with x-admin (so the role, not the header, is what is checked)', async () => {
    const queryAudit = complianceService.routes.find((route) => route.name === 'queryAudit')!;
    expect((await send(complianceService, queryAudit, platformAdmin.headers)).status).toBe(200);
    const withoutHeader = Object.fromEntries(
      Object.entries(platformAdmin.headers).filter(([name]) => name !== 'x-admin'),
    );
    expect(refusalProblem('compliance', await send(complianceService, queryAudit, withoutHeader), 403)).toBeUndefined();
  });

  test('factory: every super-admin route is 403 for an admin, whatever x-admin or x-tenant-id says, and 401 without a token', async () => {
    const routes = routesOf(factoryService, ['super-admin']);
    expect(routes.length).toBeGreaterThan(12);
    const attempts = [
      {
        label: 'admin with x-admin',
        headers: { ...factoryAdmin.headers, 'x-admin': 'true', 'x-tenant-id': randomUUID() },
      },
    ];
    expect(await unexpectedAnswers(factoryService, routes, attempts, 403)).toEqual([]);
    const guarded = routesOf(factoryService, ['jwt', 'admin', 'super-admin']);
    expect(
      await unexpectedAnswers(
        factoryService,
        guarded,
        [{ label: 'x-admin alone', headers: { 'x-admin': 'true' } }],
        401,
      ),
    ).toEqual([]);
    expect((await factoryRest(() => stack)('GET', '/tenant', undefined, superAdmin.headers)).status).toBe(200);
  });

  test('training: every admin route is 403 for a signed-in user outside the training tenant with x-admin, and 401 without a token', async () => {
    const routes = routesOf(trainingService, ['admin']);
    const attempts = [{ label: 'outsider with x-admin', headers: { ...outsiderHeaders(idp), 'x-admin': 'true' } }];
    expect(await unexpectedAnswers(trainingService, routes, attempts, 403)).toEqual([]);
    // A route that tells admins apart by their Authorization header (POST /training-plan) is the public form without one.
    const needingToken = routes.filter((route) => !route.when);
    expect(
      await unexpectedAnswers(
        trainingService,
        needingToken,
        [{ label: 'x-admin alone', headers: { 'x-admin': 'true' } }],
        401,
      ),
    ).toEqual([]);
    const metrics = trainingService.routes.find((route) => route.name === 'getMetrics')!;
    expect((await send(trainingService, metrics, trainingAdmin)).status).toBe(200);
  });
});

describe('factory refresh tokens', () => {
  const call = factoryRest(() => stack);
  /** The Cookie header a browser sends back after `answer` (its refreshToken Set-Cookie). */
  const cookieOf = (answer: Answer) => {
    const setCookie = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('refreshToken='));
    if (!setCookie) throw new Error(`No refreshToken cookie in ${answer.status} ${JSON.stringify(answer.body)}`);
    return { cookie: setCookie.split(';')[0] };
  };
  const familyOf = (cookie: { cookie: string }) =>
    factoryDb<{ revoked_reason: string | null }>(
      `select s.revoked_reason from factory.refresh_session s join factory.refresh_token t on t.session_id = s.id where t.token_hash = encode(sha256(?::bytea), 'hex')`,
      [cookie.cookie.slice('refreshToken='.length)],
    );

  test('rotate on every refresh; a used one presented again is refused and revokes its whole family, its successor included', async () => {
    const first = cookieOf(
      await call('POST', '/auth/login', { username: factoryAdmin.email, password: factoryAdmin.password }, {}),
    );
    const rotated = await call('GET', '/auth/refresh', undefined, first);
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({
      status: 'success',
      token: expect.any(String),
      data: { user: { _id: factoryAdmin.id } },
    });
    const second = cookieOf(rotated);
    expect(second.cookie).not.toBe(first.cookie);
    expect(await familyOf(second)).toEqual([{ revoked_reason: null }]);

    const reused = await call('GET', '/auth/refresh', undefined, first);
    expect(refusalProblem('factory', reused, 401)).toBeUndefined();
    expect(reused.body.message).toMatch(/already used/);
    expect(reused.headers.getSetCookie().some((cookie) => /^refreshToken=[^;]/.test(cookie))).toBe(false);
    // Whoever holds the successor (the thief or the user) has to sign in again.
    expect(refusalProblem('factory', await call('GET', '/auth/refresh', undefined, second), 401)).toBeUndefined();
    expect(await familyOf(second)).toEqual([{ revoked_reason: 'reuse' }]);
  });
});
