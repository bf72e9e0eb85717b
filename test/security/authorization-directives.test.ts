import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createClient } from 'graphql-ws';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { supergraphSource } from '../../gateway/supergraph-source.js';
import { mintAccessToken } from '../../platform/auth/access-token.js';
import { logger } from '../../platform/logger.js';
import { readSupergraph } from '../../schema/supergraph.js';
import {
  complianceEnv,
  complianceRest,
  complianceSql,
  seedEntity,
  seedPlatformAdmin,
  seedTenant as seedComplianceTenant,
  seedUser as seedComplianceUser,
  TEST_JWT_SECRET,
  type TenantUser,
} from '../support/compliance.js';
import {
  factoryEnv,
  factorySql,
  seedPlan,
  seedTenant as seedFactoryTenant,
  seedUser as seedFactoryUser,
  type FactoryUser,
} from '../support/factory.js';
import { graphqlRequest, graphqlUpload, startTestStack, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * The supergraph's authorization directives (@authenticated, @requiresScopes, @policy), enforced by the gateway
 * before planning, on every channel: what the caller may not see is removed and reported UNAUTHORIZED_FIELD_OR_TYPE
 * at its path, the rest answered; scopes come only from verified credentials; the subgraphs keep their own checks.
 */

let stack: TestStack;
const complianceDb = complianceSql(() => stack);
const factoryDb = factorySql(() => stack);
let factoryAdmin: FactoryUser;
let superAdmin: FactoryUser;
let platformAdmin: TenantUser;
let member: TenantUser;

beforeAll(async () => {
  stack = await startTestStack({ ...complianceEnv(), ...factoryEnv(), RATE_LIMIT_FACTOR: '0' });
  const plan = await seedPlan(factoryDb);
  superAdmin = await seedFactoryUser(factoryDb, null);
  factoryAdmin = await seedFactoryUser(factoryDb, (await seedFactoryTenant(factoryDb, plan.id)).id);
  platformAdmin = await seedPlatformAdmin(complianceDb);
  member = await seedComplianceUser(complianceDb, (await seedComplianceTenant(complianceDb)).tenantId, 'MEMBER');
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

type Errors = { message: string; path?: string[]; extensions?: Record<string, unknown> }[] | undefined;

const unauthorizedPaths = (errors: Errors) =>
  (errors ?? [])
    .filter((error) => error.extensions?.code === 'UNAUTHORIZED_FIELD_OR_TYPE')
    .map((error) => (error.path ?? []).join('.'));

/** factoryRoles is public; factoryPlans any factory user's; factoryTenants a super-admin's. */
const MIXED = '{ factoryRoles factoryPlans { total } factoryTenants { total } }';

describe('HTTP POST', () => {
  test('a factory admin gets the plans and its roles; the super-admin field is removed, null, and reported at its path', async () => {
    const { status, data, errors } = await graphqlRequest(stack.gatewayUrl, MIXED, {}, factoryAdmin.headers);
    expect(status).toBe(200);
    expect(data).toMatchObject({ factoryPlans: { total: expect.any(Number) }, factoryTenants: null });
    expect(Array.isArray(data?.factoryRoles)).toBe(true);
    expect(unauthorizedPaths(errors)).toEqual(['factoryTenants']);
    expect(errors).toHaveLength(1);
    expect(errors?.[0]).toMatchObject({ message: 'Unauthorized field or type', extensions: { authenticated: true } });
  });

  test('a super-admin sees everything, and an anonymous caller only the public field', async () => {
    const full = await graphqlRequest(stack.gatewayUrl, MIXED, {}, superAdmin.headers);
    expect(full.errors).toBeUndefined();
    expect(full.data).toMatchObject({ factoryPlans: { total: expect.any(Number) }, factoryTenants: { total: 1 } });

    const anonymous = await graphqlRequest(stack.gatewayUrl, MIXED);
    expect(anonymous.data).toMatchObject({ factoryPlans: null, factoryTenants: null });
    expect(Array.isArray(anonymous.data?.factoryRoles)).toBe(true);
    expect(unauthorizedPaths(anonymous.errors).sort()).toEqual(['factoryPlans', 'factoryTenants']);
    expect(anonymous.errors?.[0].extensions).toMatchObject({ authenticated: false });
  });

  test('an operation left with nothing is answered null at each removed field, no subgraph called', async () => {
    const { status, data, errors } = await graphqlRequest(
      stack.gatewayUrl,
      'query Tenants { t: factoryTenants { total } }',
      {},
      factoryAdmin.headers,
    );
    expect(status).toBe(200);
    expect(data).toEqual({ t: null });
    expect(unauthorizedPaths(errors)).toEqual(['t']);
  });

  test('fragments are filtered too, at the path where they are spread', async () => {
    const { data, errors } = await graphqlRequest(
      stack.gatewayUrl,
      'query Q { ...Roots } fragment Roots on Query { factoryRoles tenants: factoryTenants { total } }',
      {},
      factoryAdmin.headers,
    );
    expect(data).toMatchObject({ tenants: null });
    expect(unauthorizedPaths(errors)).toEqual(['tenants']);
  });
});

describe('scopes come from verified credentials only', () => {
  test('a factory token signed with another secret claiming super-admin gets no scope', async () => {
    const forged = await new SignJWT({ id: superAdmin.id, tenantId: null, role: 'super-admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('factory')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-0123456789-abcdefghij'));
    const { data, errors } = await graphqlRequest(stack.gatewayUrl, MIXED, {}, { authorization: `Bearer ${forged}` });
    expect(data).toMatchObject({ factoryPlans: null, factoryTenants: null });
    expect(unauthorizedPaths(errors).sort()).toEqual(['factoryPlans', 'factoryTenants']);
    expect(errors?.[0].extensions).toMatchObject({ authenticated: false });
  });

  const AUDIT = 'query Audit { complianceAuditEvents(limit: 1) { total } complianceCallerScopes }';

  test('a policy function decides: a platform admin passes compliance-audit-reader, a member does not', async () => {
    const admin = await graphqlRequest(stack.gatewayUrl, AUDIT, {}, platformAdmin.headers);
    expect(unauthorizedPaths(admin.errors)).toEqual([]);
    expect(admin.data).toMatchObject({ complianceAuditEvents: { total: expect.any(Number) } });
    expect(admin.data?.complianceCallerScopes).toEqual(
      expect.arrayContaining(['compliance:user', 'compliance:platform-admin']),
    );

    const refused = await graphqlRequest(stack.gatewayUrl, AUDIT, {}, member.headers);
    expect(refused.data).toEqual({ complianceAuditEvents: null, complianceCallerScopes: ['compliance:user'] });
    expect(unauthorizedPaths(refused.errors)).toEqual(['complianceAuditEvents']);
  });

  test('a genuine token whose user_metadata names the admin’s tenant (user-writable) gets no scope of it', async () => {
    const token = await mintAccessToken(
      { sub: randomUUID(), email: 'intruder@example.com', tenantId: platformAdmin.tenantId },
      new TextEncoder().encode(TEST_JWT_SECRET),
    );
    const headers = { authorization: `Bearer ${token}`, 'x-admin': 'true', 'x-tenant-id': platformAdmin.tenantId };
    const { data, errors } = await graphqlRequest(stack.gatewayUrl, AUDIT, {}, headers);
    expect(data).toEqual({ complianceAuditEvents: null, complianceCallerScopes: [] });
    expect(unauthorizedPaths(errors)).toEqual(['complianceAuditEvents']);
  });
});

describe('the other channels', () => {
  test('HTTP GET', async () => {
    const url = `${stack.gatewayUrl}?query=${encodeURIComponent(MIXED)}`;
    const response = await fetch(url, { headers: { ...factoryAdmin.headers, 'apollo-require-preflight': 'true' } });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: Errors };
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({ factoryPlans: { total: expect.any(Number) }, factoryTenants: null });
    expect(unauthorizedPaths(body.errors)).toEqual(['factoryTenants']);
  });

  test('multipart: an anonymous upload is removed before any subgraph reads its file', async () => {
    const { status, data, errors } = await graphqlUpload(
      stack.gatewayUrl,
      'mutation Upload($file: Upload!) { uploadVaultDocument(file: $file) { id } }',
      {},
      { bytes: new TextEncoder().encode('%PDF-1.4 probe'), filename: 'probe.pdf', type: 'application/pdf' },
    );
    expect(status).toBe(200);
    expect(data).toEqual({ uploadVaultDocument: null });
    expect(unauthorizedPaths(errors)).toEqual(['uploadVaultDocument']);
  });

  test('in-process execution (the REST adapter’s channel)', async () => {
    const { status, result } = await stack.gateway.execute({
      query: MIXED,
      variables: {},
      headers: factoryAdmin.headers,
    });
    expect(status).toBe(200);
    expect(result.data).toMatchObject({ factoryPlans: { total: expect.any(Number) }, factoryTenants: null });
    expect(unauthorizedPaths(result.errors as Errors)).toEqual(['factoryTenants']);
  });
});

describe('the subgraphs keep their own checks', () => {
  test('the factory subgraph, called directly without the gateway, still refuses an admin the super-admin field', async () => {
    const { data, errors } = await graphqlRequest(
      stack.subgraphs.factory.url,
      '{ factoryTenants { total } }',
      {},
      factoryAdmin.headers,
    );
    expect(data?.factoryTenants ?? null).toBeNull();
    expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  test('the compliance subgraph, called directly, still refuses a member the audit trail', async () => {
    const { errors } = await graphqlRequest(
      stack.subgraphs.compliance.url,
      '{ complianceAuditEvents(limit: 1) { total } }',
      {},
      { ...member.headers, 'x-audit-access': 'true' },
    );
    expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('AUTHORIZATION_REJECT_UNAUTHORIZED', () => {
  let rejecting: RunningGateway;

  beforeAll(async () => {
    rejecting = await startGateway({
      port: 0,
      supergraphSdl: await readSupergraph(),
      subgraphUrls: Object.fromEntries(Object.entries(stack.subgraphs).map(([name, subgraph]) => [name, subgraph.url])),
      databaseUrl: stack.testDatabase.url,
      rejectUnauthorized: true,
    });
  });

  afterAll(async () => {
    await rejecting?.stop();
  });

  test('refuses the whole operation, naming each field, and answers no data', async () => {
    const { data, errors } = await graphqlRequest(rejecting.url, MIXED, {}, factoryAdmin.headers);
    expect(data ?? null).toBeNull();
    expect(unauthorizedPaths(errors)).toEqual(['factoryTenants']);
    const allowed = await graphqlRequest(rejecting.url, MIXED, {}, superAdmin.headers);
    expect(allowed.errors).toBeUndefined();
  });
});

describe('a hot reload of the supergraph', () => {
  let reloading: RunningGateway;
  let file: string;
  let original: string;
  const TENANTS_RULE = ' @requiresScopes(scopes: [["factory:super-admin"]])';
  const PLANS_RULE = ' @requiresScopes(scopes: [["factory:admin"], ["factory:super-admin"]])';
  const TENANTS_LINE = `FactoryTenantPage @join__field(graph: FACTORY)${TENANTS_RULE}`;
  const PLANS_LINE = `FactoryPlanPage @join__field(graph: FACTORY)${PLANS_RULE}`;

  /** Writes the supergraph as deployers do: a new file renamed over the watched one. */
  const deploy = async (sdl: string) => {
    await writeFile(`${file}.next`, sdl);
    await rename(`${file}.next`, file);
  };

  beforeAll(async () => {
    original = await readSupergraph();
    expect(original).toContain(TENANTS_LINE);
    expect(original).toContain(PLANS_LINE);
    file = join(mkdtempSync(join(tmpdir(), 'authorization-reload-')), 'supergraph.graphql');
    // First without the rule on factoryTenants: only the factory subgraph's own check refuses an admin then.
    await writeFile(file, original.replace(TENANTS_LINE, TENANTS_LINE.replace(TENANTS_RULE, '')));
    reloading = await startGateway({
      port: 0,
      supergraphSdl: supergraphSource({ path: file }, 200, logger('test')),
      subgraphUrls: Object.fromEntries(Object.entries(stack.subgraphs).map(([name, subgraph]) => [name, subgraph.url])),
      databaseUrl: stack.testDatabase.url,
    });
  });

  afterAll(async () => {
    await reloading?.stop();
  });

  const tenantsAsAdmin = () => graphqlRequest(reloading.url, '{ factoryTenants { total } }', {}, factoryAdmin.headers);

  test('the rules follow each supergraph loaded: added, and moved to another field', async () => {
    const before = await tenantsAsAdmin();
    expect(before.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);

    await deploy(original);
    const after = await waitFor(
      async () => {
        const answer = await tenantsAsAdmin();
        return answer.errors?.[0]?.extensions?.code === 'UNAUTHORIZED_FIELD_OR_TYPE' ? answer : undefined;
      },
      { what: 'the reloaded supergraph’s rule on factoryTenants' },
    );
    expect(after.data).toEqual({ factoryTenants: null });

    // The super-admin rule moved from factoryTenants to factoryPlans: the admin loses the plans, and the tenants
    // field goes back to the subgraph's own refusal.
    await deploy(
      original
        .replace(TENANTS_LINE, TENANTS_LINE.replace(TENANTS_RULE, ''))
        .replace(PLANS_LINE, PLANS_LINE.replace(PLANS_RULE, TENANTS_RULE)),
    );
    const moved = await waitFor(
      async () => {
        const answer = await graphqlRequest(reloading.url, MIXED, {}, factoryAdmin.headers);
        return unauthorizedPaths(answer.errors).includes('factoryPlans') ? answer : undefined;
      },
      { what: 'the rule moved to factoryPlans' },
    );
    expect(unauthorizedPaths(moved.errors)).toEqual(['factoryPlans']);
    const movedErrors: Errors = moved.errors;
    expect(movedErrors?.find((error) => error.path?.[0] === 'factoryTenants')?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('subscriptions (graphql-ws and SSE)', () => {
  let subscribing: RunningGateway;
  const REQUIRED = ' @requiresScopes(scopes: [["compliance:platform-admin"]])';
  const SUBSCRIPTION = `subscription ($entityId: ID!) {
    profileUpdated(entityId: $entityId) { entityId entity { id name profileData } }
  }`;
  const clients: { dispose: () => unknown }[] = [];

  beforeAll(async () => {
    // The supergraph as a subgraph team would compose it with a rule on BusinessEntity.profileData: only the gateway
    // reads it, so the rule is added here without changing the compliance subgraph.
    const original = await readSupergraph();
    const withRule = original.replace(
      /(\ntype BusinessEntity\b[^{]*\{[\s\S]*?\n {2}profileData: JSONObject!)/,
      `$1${REQUIRED}`,
    );
    expect(withRule).not.toBe(original);
    subscribing = await startGateway({
      port: 0,
      supergraphSdl: withRule,
      subgraphUrls: Object.fromEntries(Object.entries(stack.subgraphs).map(([name, subgraph]) => [name, subgraph.url])),
      databaseUrl: stack.testDatabase.url,
    });
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await subscribing?.stop();
  });

  const wsClient = (authorization: string) => {
    const client = createClient({
      url: subscribing.url.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: authorization },
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  };

  test('graphql-ws: a subscription selecting a field its subscriber may not see is refused at its path', async () => {
    const owner = await seedComplianceTenant(complianceDb);
    const entityId = await seedEntity(
      complianceDb,
      owner.tenantId,
      { registeredAddress: 'A' },
      'Refused Private Limited',
    );
    const refusal = await new Promise<unknown>((resolve) => {
      wsClient(owner.headers.authorization).subscribe(
        { query: SUBSCRIPTION, variables: { entityId } },
        { next: () => resolve('an event'), error: resolve, complete: () => resolve('completed') },
      );
    });
    expect(refusal).toEqual([
      expect.objectContaining({
        message: 'Unauthorized field or type',
        path: ['profileUpdated', 'entity', 'profileData'],
        extensions: expect.objectContaining({ code: 'UNAUTHORIZED_FIELD_OR_TYPE' }),
      }),
    ]);
    expect(subscribing.subscriptions.live()).toBe(0);
  });

  test('SSE: the same refusal, answered 403 before the stream starts', async () => {
    const owner = await seedComplianceTenant(complianceDb);
    const entityId = await seedEntity(complianceDb, owner.tenantId, { registeredAddress: 'A' }, 'Refused SSE Limited');
    const response = await fetch(subscribing.url, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        authorization: owner.headers.authorization,
      },
      body: JSON.stringify({ query: SUBSCRIPTION, variables: { entityId } }),
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { errors: Errors };
    expect(body.errors).toEqual([
      expect.objectContaining({
        path: ['profileUpdated', 'entity', 'profileData'],
        extensions: expect.objectContaining({ code: 'UNAUTHORIZED_FIELD_OR_TYPE' }),
      }),
    ]);
    expect(subscribing.subscriptions.live()).toBe(0);
  });

  test('graphql-ws: a platform admin subscribes and receives the field, its entity resolved through the enforcing gateway', async () => {
    const entityId = await seedEntity(
      complianceDb,
      platformAdmin.tenantId,
      { registeredAddress: 'Old' },
      'Seen Private Limited',
    );
    const events: unknown[] = [];
    const errors: unknown[] = [];
    wsClient(platformAdmin.headers.authorization).subscribe(
      { query: SUBSCRIPTION, variables: { entityId } },
      {
        next: (result) => void (result.errors ? errors.push(result.errors) : events.push(result.data)),
        error: (error) => void errors.push(error),
        complete: () => undefined,
      },
    );
    await waitFor(() => (subscribing.subscriptions.live() > 0 ? true : undefined), { what: 'the subscription' });
    const call = complianceRest(
      () => stack,
      () => platformAdmin.headers,
    );
    const { version } = (await call('GET', `/api/v1/entities/${entityId}`)).body as { version: number };
    expect(
      (await call('PATCH', `/api/v1/entities/${entityId}`, { version, profileData: { registeredAddress: 'New' } }))
        .status,
    ).toBe(200);
    const [event] = await waitFor(() => (events.length || errors.length ? [...events, ...errors] : undefined), {
      what: 'the profileUpdated event',
    });
    expect(errors).toEqual([]);
    expect(event).toMatchObject({
      profileUpdated: {
        entityId,
        entity: { id: entityId, profileData: expect.objectContaining({ registeredAddress: 'New' }) },
      },
    });
  });
});
