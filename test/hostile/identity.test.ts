import { createClient } from 'graphql-ws';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { mintAccessToken } from '../../platform/auth/access-token.js';
import { mintFactoryToken } from '../../platform/auth/factory-token.js';
import {
  complianceEnv,
  complianceRest,
  complianceSql,
  expectComplianceError,
  seedEntity,
  seedTenant,
  TEST_JWT_SECRET,
  tokenFor,
  type TenantUser,
} from '../support/compliance.js';
import {
  factoryEnv,
  factoryRest,
  factorySql,
  seedPlan,
  seedTenant as seedFactoryTenant,
  seedUser as seedFactoryUser,
} from '../support/factory.js';
import { misdirectedAccessTokens } from '../support/forged-tokens.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import { refusalProblem } from '../support/legacy-errors.js';
import { incorporationCertificatePdf } from '../support/sample-documents.js';
import { graphqlRequest, graphqlUpload, startTestStack, type TestStack } from '../support/stack.js';
import { tenantRows } from '../support/tenant-snapshot.js';
import { restCall } from '../support/training-rest.js';
import { identityEnv, signInTrainingAdmin } from '../support/training.js';

/**
 * Identity on every channel: what a token says about itself is a claim. A tenant named in `user_metadata` (which a
 * GoTrue user writes himself) is believed only when the compliance service's own users confirm it; a token for
 * another audience, of GoTrue's anon or service role, or issued in the future is no user's token; a factory token
 * is no identity-provider token even where both are signed with one secret (this stack is configured so, the worst
 * case). Each channel gets every such token against tenant B, and B's rows stay as they were; B's owner still works.
 */
const idp = new TestIdentityProvider();
let stack: TestStack;
const sql = complianceSql(() => stack);
const rest = complianceRest(() => stack);

let ownerA: TenantUser;
let ownerB: TenantUser;
let entityB: string;

/** A credential that must be refused, and the code it is refused with. */
interface Intruder {
  readonly label: string;
  readonly authorization: string;
  readonly code: 'FORBIDDEN' | 'UNAUTHORIZED';
}
let intruders: Intruder[];

beforeAll(async () => {
  await idp.start();
  stack = await startTestStack({
    ...complianceEnv(),
    // One secret for both kinds of token: a factory token must still not pass as an identity-provider token.
    ...factoryEnv({ FACTORY_JWT_SECRET: TEST_JWT_SECRET }),
    ...identityEnv(idp),
    SMTP_URL: undefined,
    STORAGE_DIR: undefined,
  });
  ownerA = await seedTenant(sql);
  ownerB = await seedTenant(sql);
  entityB = await seedEntity(sql, ownerB.tenantId, { registeredAddress: 'Pune' }, 'Tenant B Private Limited');
  const secret = new TextEncoder().encode(TEST_JWT_SECRET);
  const bearer = (token: string) => `Bearer ${token}`;
  intruders = [
    {
      label: "A's owner with B's tenant in user_metadata",
      authorization: bearer(await tokenFor({ userId: ownerA.userId, email: ownerA.email, tenantId: ownerB.tenantId })),
      code: 'FORBIDDEN',
    },
    {
      label: 'a sub that is no user of B',
      authorization: bearer(
        await tokenFor({ userId: randomUUID(), email: 'stranger@example.com', tenantId: ownerB.tenantId }),
      ),
      code: 'FORBIDDEN',
    },
    ...(
      await misdirectedAccessTokens(
        { sub: ownerB.userId, email: ownerB.email, user_metadata: { tenantId: ownerB.tenantId } },
        secret,
      )
    ).map(({ flaw, token }) => ({ label: flaw, authorization: bearer(token), code: 'UNAUTHORIZED' as const })),
    {
      label: 'a factory token signed with the same secret',
      authorization: bearer(
        await mintFactoryToken({ id: ownerB.userId, tenantId: ownerB.tenantId, role: 'admin' }, TEST_JWT_SECRET),
      ),
      code: 'UNAUTHORIZED',
    },
  ];
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await idp.stop();
});

const headersOf = (intruder: Intruder) => ({ authorization: intruder.authorization, 'x-tenant-id': ownerB.tenantId });
const snapshotB = () => tenantRows(sql, 'compliance', ownerB.tenantId);

const ENTITY = `query ($id: ID!) { businessEntity(id: $id) { id name profileData } }`;
const UPDATE = `mutation ($id: ID!, $version: Int, $profileData: JSONObject!) {
  updateEntityProfile(id: $id, version: $version, profileData: $profileData) { version }
}`;
const UPLOAD = `mutation ($file: Upload!, $entityId: ID!) {
  uploadDocument(file: $file, entityId: $entityId, documentType: CERTIFICATE_OF_INCORPORATION, triggerExtraction: false) {
    document { id }
  }
}`;
const PROFILE_UPDATED = `subscription ($entityId: ID!) { profileUpdated(entityId: $entityId) { entityId version } }`;

type GraphQLAnswer = Awaited<ReturnType<typeof graphqlRequest>>;

/** What is wrong with a GraphQL answer to an intruder: anything but its refusal code and no data. */
function graphqlProblem(intruder: Intruder, answer: GraphQLAnswer): string | undefined {
  const code = answer.errors?.[0]?.extensions?.code;
  const data = Object.values(answer.data ?? {}).filter((value) => value !== null);
  // A token the gateway cannot verify is refused there first, before the subgraph's own check, by the field's
  // @authenticated: UNAUTHORIZED_FIELD_OR_TYPE (Apollo Router's code) where the subgraph says UNAUTHORIZED.
  const refusedFirst = intruder.code === 'UNAUTHORIZED' && code === 'UNAUTHORIZED_FIELD_OR_TYPE';
  if ((code === intruder.code || refusedFirst) && data.length === 0) return undefined;
  return `${intruder.label}: ${answer.status} ${JSON.stringify({ code, data })}`;
}

/** Sends each intruder's request and lists the answers that are not its refusal (one run names every failure). */
async function unrefused(send: (intruder: Intruder) => Promise<GraphQLAnswer>): Promise<string[]> {
  const problems: string[] = [];
  for (const intruder of intruders) {
    const problem = graphqlProblem(intruder, await send(intruder));
    if (problem) problems.push(problem);
  }
  return problems;
}

const changeB = { registeredAddress: `Taken over ${randomUUID()}` };

/** A GraphQL GET request, as a browser or cache sends one (with the header CSRF prevention asks of it). */
async function graphqlGet(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<GraphQLAnswer> {
  const search = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const response = await fetch(`${url}?${search.toString()}`, {
    headers: { 'apollo-require-preflight': 'true', ...headers },
  });
  return { status: response.status, ...((await response.json()) as object) };
}

/** How a graphql-ws connection with `authorization` in its `connection_init` ends up: 'connected', or its close code. */
function connectionOutcome(authorization: string): Promise<'connected' | number> {
  return new Promise((resolve) => {
    const client = createClient({
      url: stack.gatewayUrl.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: authorization },
      lazy: false,
      retryAttempts: 0,
      // The refusal is the outcome under test, not an error to report.
      onNonLazyError: () => undefined,
      on: {
        connected: () => {
          resolve('connected');
          void client.dispose();
        },
        closed: (event) => resolve((event as { code: number }).code),
      },
    });
  });
}

/** An SSE subscription request's answer: status, content type, and the error body of a refusal. */
async function sseAnswer(authorization: string): Promise<{ status: number; type: string | null; body?: unknown }> {
  const abort = new AbortController();
  const response = await fetch(stack.gatewayUrl, {
    method: 'POST',
    headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization },
    body: JSON.stringify({ query: PROFILE_UPDATED, variables: { entityId: entityB } }),
    signal: abort.signal,
  });
  const type = response.headers.get('content-type');
  if (type?.startsWith('text/event-stream')) {
    abort.abort();
    return { status: response.status, type };
  }
  return { status: response.status, type, body: await response.json() };
}

describe('identity × compliance: a claim is a claim', () => {
  test('gateway HTTP POST: a tenant claim of another tenant, a sub that is no user, a wrong aud, role anon or service_role, a future iat or a factory token is refused and changes nothing; the owner still works', async () => {
    const before = await snapshotB();
    expect(
      await unrefused((intruder) => graphqlRequest(stack.gatewayUrl, ENTITY, { id: entityB }, headersOf(intruder))),
    ).toEqual([]);
    expect(
      await unrefused((intruder) =>
        graphqlRequest(
          stack.gatewayUrl,
          UPDATE,
          { id: entityB, version: 1, profileData: changeB },
          headersOf(intruder),
        ),
      ),
    ).toEqual([]);
    expect(await snapshotB()).toEqual(before);
    const own = await graphqlRequest<{ businessEntity: { id: string } }>(
      stack.gatewayUrl,
      ENTITY,
      { id: entityB },
      ownerB.headers,
    );
    expect(own).toMatchObject({ data: { businessEntity: { id: entityB } } });
  });

  test('gateway HTTP GET: a tenant claim of another tenant, a sub that is no user, a wrong aud, role anon or service_role, a future iat or a factory token is refused; the owner still works', async () => {
    expect(
      await unrefused((intruder) => graphqlGet(stack.gatewayUrl, ENTITY, { id: entityB }, headersOf(intruder))),
    ).toEqual([]);
    expect(await graphqlGet(stack.gatewayUrl, ENTITY, { id: entityB }, ownerB.headers)).toMatchObject({
      data: { businessEntity: { id: entityB } },
    });
  });

  test('gateway multipart: an upload to an entity of another tenant under a tenant claim of that tenant, a sub that is no user, a wrong aud, role anon or service_role, a future iat or a factory token is refused and stores nothing; the owner still uploads', async () => {
    const file = { bytes: await incorporationCertificatePdf(), filename: 'incorporation.pdf', type: 'application/pdf' };
    const before = await snapshotB();
    expect(
      await unrefused((intruder) =>
        graphqlUpload(stack.gatewayUrl, UPLOAD, { entityId: entityB }, file, headersOf(intruder)),
      ),
    ).toEqual([]);
    expect(await snapshotB()).toEqual(before);
    const own = await graphqlUpload(stack.gatewayUrl, UPLOAD, { entityId: entityB }, file, ownerB.headers);
    expect(own).toMatchObject({ data: { uploadDocument: { document: { id: expect.any(String) } } } });
  });

  test('gateway WebSocket: connection_init with a tenant claim of another tenant or a sub that is no user closes 4403, with a wrong aud, role anon or service_role, a future iat or a factory token 4401; the owner is connected', async () => {
    const outcomes = [];
    for (const intruder of intruders)
      outcomes.push({ label: intruder.label, outcome: await connectionOutcome(intruder.authorization) });
    expect(outcomes).toEqual(
      intruders.map((intruder) => ({ label: intruder.label, outcome: intruder.code === 'FORBIDDEN' ? 4403 : 4401 })),
    );
    expect(await connectionOutcome(ownerB.headers.authorization)).toBe('connected');
  });

  test('gateway SSE: a subscription with a tenant claim of another tenant or a sub that is no user answers 403 FORBIDDEN, with a wrong aud, role anon or service_role, a future iat or a factory token 401 UNAUTHORIZED; the owner gets the stream', async () => {
    const answers = [];
    for (const intruder of intruders) {
      const { status, body } = await sseAnswer(intruder.authorization);
      answers.push({
        label: intruder.label,
        status,
        code: (body as GraphQLAnswer | undefined)?.errors?.[0]?.extensions?.code,
      });
    }
    expect(answers).toEqual(
      intruders.map((intruder) => ({
        label: intruder.label,
        status: intruder.code === 'FORBIDDEN' ? 403 : 401,
        code: intruder.code,
      })),
    );
    expect(await sseAnswer(ownerB.headers.authorization)).toMatchObject({
      status: 200,
      type: expect.stringMatching(/^text\/event-stream/),
    });
  });

  test('REST compliance: GET and PATCH /api/v1/entities/:id of another tenant under its tenant claim, a sub that is no user, a wrong aud, role anon or service_role, a future iat or a factory token answer 403 or 401 in the compliance error shape and change nothing; the owner still works', async () => {
    const before = await snapshotB();
    for (const intruder of intruders) {
      const status = intruder.code === 'FORBIDDEN' ? 403 : 401;
      expectComplianceError(
        await rest('GET', `/api/v1/entities/${entityB}`, undefined, headersOf(intruder)),
        status,
        intruder.code,
      );
      expectComplianceError(
        await rest('PATCH', `/api/v1/entities/${entityB}`, { version: 1, profileData: changeB }, headersOf(intruder)),
        status,
        intruder.code,
      );
    }
    expect(await snapshotB()).toEqual(before);
    expect((await rest('GET', `/api/v1/entities/${entityB}`, undefined, ownerB.headers)).status).toBe(200);
  });

  test('compliance subgraph listener: a tenant claim of another tenant, a sub that is no user, a wrong aud, role anon or service_role, a future iat or a factory token is refused and changes nothing; the owner still works', async () => {
    const url = stack.subgraphs.compliance.url;
    const before = await snapshotB();
    expect(await unrefused((intruder) => graphqlRequest(url, ENTITY, { id: entityB }, headersOf(intruder)))).toEqual(
      [],
    );
    expect(
      await unrefused((intruder) =>
        graphqlRequest(url, UPDATE, { id: entityB, version: 1, profileData: changeB }, headersOf(intruder)),
      ),
    ).toEqual([]);
    expect(await snapshotB()).toEqual(before);
    expect(await graphqlRequest(url, ENTITY, { id: entityB }, ownerB.headers)).toMatchObject({
      data: { businessEntity: { id: entityB } },
    });
  });
});

describe('identity × training and factory: no claim of another service or of the user decides', () => {
  test('training: a signed-in user who is no member of the training tenant is refused 403 on the REST surface and the subgraph, whatever its user_metadata claims; a member still works', async () => {
    const admin = await signInTrainingAdmin(idp, stack.testDatabase.url);
    const [{ id: trainingTenantId }] = await stack.subgraphs.training.orm.em
      .fork()
      .execute<{ id: string }[]>(`select id from training.tenant where slug = 'training'`);
    // user_metadata is the user's own to write (GoTrue's PUT /auth/v1/user): here it claims the training tenant.
    const outsider = idp.issueToken();
    idp.tokens.get(outsider.token)!.user_metadata = { tenantId: trainingTenantId, role: 'admin' };
    const headers = { authorization: `Bearer ${outsider.token}`, 'x-admin': 'true', 'x-tenant-id': trainingTenantId };
    const training = restCall('/training/api/v1', () => stack);
    expect(refusalProblem('training', await training('GET', '/metrics', undefined, headers), 403)).toBeUndefined();
    const direct = await graphqlRequest(
      stack.subgraphs.training.url,
      '{ trainingMetrics { totalCourses } }',
      {},
      headers,
    );
    expect(direct.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(direct.data?.trainingMetrics ?? null).toBeNull();
    expect((await training('GET', '/metrics', undefined, admin.headers)).status).toBe(200);
  });

  test('factory: an identity-provider token signed with the factory secret is no factory token, even with the claims a factory token has: 401 on the REST surface and the subgraph', async () => {
    const factoryDb = factorySql(() => stack);
    const tenant = await seedFactoryTenant(factoryDb, (await seedPlan(factoryDb)).id);
    const secret = new TextEncoder().encode(TEST_JWT_SECRET);
    // The id of a real factory admin: the factory's own records know it.
    const userId = (await seedFactoryUser(factoryDb, tenant.id)).id;
    const plain = await mintAccessToken(
      { sub: userId, email: 'admin@factory.example.com', tenantId: tenant.id },
      secret,
    );
    // What a provider's custom access-token hook could add: that admin's factory claims, beside the provider's aud.
    const shaped = await new SignJWT({
      id: userId,
      tenantId: tenant.id,
      role: 'admin',
      email: 'admin@factory.example.com',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    const call = factoryRest(() => stack);
    for (const token of [plain, shaped]) {
      const headers = { authorization: `Bearer ${token}` };
      expect(refusalProblem('factory', await call('GET', '/worker', undefined, headers), 401)).toBeUndefined();
      const direct = await graphqlRequest(stack.subgraphs.factory.url, '{ factoryWorkers { total } }', {}, headers);
      expect(direct.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    }
  });
});
