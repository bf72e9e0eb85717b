import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mintAccessToken } from '../../platform/auth/access-token.js';
import { complianceSubgraph } from '../../subgraphs/compliance/subgraph.js';
import { startTestStack, type TestStack } from './stack.js';
import { startSubgraphUnderTest, type SubgraphUnderTest } from './subgraph.js';
import { restCall, type Answer, type RestCall } from './training-rest.js';

/** The secret tests sign access tokens with, as the identity provider would. */
export const TEST_JWT_SECRET = 'compliance-test-secret-0123456789';
const secret = new TextEncoder().encode(TEST_JWT_SECRET);

/** The environment of a compliance service under test: a known JWT secret, no broker, a data directory of its own. */
export const complianceEnv = (env: Record<string, string | undefined> = {}) => ({
  IDP_JWT_SECRET: TEST_JWT_SECRET,
  IDP_URL: undefined,
  IDP_SERVICE_KEY: undefined,
  AMQP_URL: undefined,
  RATE_LIMIT_FACTOR: '1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'compliance-data-')),
  ...env,
});

/** The compliance subgraph over HTTP on an ephemeral port, with a database of its own (see `complianceEnv`). */
export const startCompliance = (env: Record<string, string | undefined> = {}): Promise<SubgraphUnderTest> =>
  startSubgraphUnderTest(complianceSubgraph, complianceEnv(env));

/** A signed-in user of a tenant: ids and the headers of its requests. */
export interface TenantUser {
  readonly tenantId: string;
  readonly userId: string;
  readonly email: string;
  /** Authorization and x-tenant-id. */
  readonly headers: Record<string, string>;
}

/** A valid access token for `user`, signed with the test secret (options: ttl in seconds, e.g. negative for an expired one). */
export function tokenFor(
  user: { userId: string; email: string; tenantId: string; entityId?: string },
  ttlSeconds = 3600,
): Promise<string> {
  return mintAccessToken(
    { sub: user.userId, email: user.email, tenantId: user.tenantId, entityId: user.entityId, ttl: ttlSeconds },
    secret,
  );
}

type Sql = SubgraphUnderTest['sql'];

/**
 * A tenant with an owner, written straight into the database (fixtures for the areas that build on tenants;
 * signup itself has its own tests), and the owner's headers.
 */
export async function seedTenant(
  sql: Sql,
  options: { plan?: string; role?: string; name?: string } = {},
): Promise<TenantUser> {
  const tenantId = randomUUID();
  const userId = randomUUID();
  const email = `owner-${userId.slice(0, 8)}@example.com`;
  await sql(`insert into compliance.tenant (id, name, subscription_plan) values (?, ?, ?)`, [
    tenantId,
    options.name ?? `Tenant ${tenantId.slice(0, 8)}`,
    options.plan ?? 'ENTERPRISE',
  ]);
  await sql(`insert into compliance.app_user (id, tenant_id, email, role_id) values (?, ?, ?, ?)`, [
    userId,
    tenantId,
    email,
    options.role ?? 'OWNER',
  ]);
  const token = await tokenFor({ userId, email, tenantId });
  return { tenantId, userId, email, headers: { authorization: `Bearer ${token}`, 'x-tenant-id': tenantId } };
}

/** Another user of an existing tenant, with the given role. */
export async function seedUser(sql: Sql, tenantId: string, role = 'MEMBER'): Promise<TenantUser> {
  const userId = randomUUID();
  const email = `${role.toLowerCase()}-${userId.slice(0, 8)}@example.com`;
  await sql(`insert into compliance.app_user (id, tenant_id, email, role_id) values (?, ?, ?, ?)`, [
    userId,
    tenantId,
    email,
    role,
  ]);
  const token = await tokenFor({ userId, email, tenantId });
  return { tenantId, userId, email, headers: { authorization: `Bearer ${token}`, 'x-tenant-id': tenantId } };
}

/** A platform admin (its own tenant) and its headers, `x-admin: true` included. */
export async function seedPlatformAdmin(sql: Sql): Promise<TenantUser> {
  const admin = await seedTenant(sql, { role: 'PLATFORM_ADMIN' });
  return { ...admin, headers: { ...admin.headers, 'x-admin': 'true' } };
}

/** A business entity of a tenant, written straight into the database. */
export async function seedEntity(
  sql: Sql,
  tenantId: string,
  profileData: Record<string, unknown> = {},
  name = 'Acme Private Limited',
): Promise<string> {
  const id = randomUUID();
  await sql(`insert into compliance.business_entity (id, tenant_id, name, profile_data) values (?, ?, ?, ?)`, [
    id,
    tenantId,
    name,
    JSON.stringify(profileData),
  ]);
  return id;
}

/** What ids and timestamps of compliance answers look like. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A refusal in the compliance error shape `{error, code, details?, correlationId}` (plus any `extra` fields). */
export function expectComplianceError(
  answer: Answer,
  status: number,
  code: string,
  extra: Record<string, unknown> = {},
): void {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({
    error: expect.any(String),
    code,
    correlationId: answer.headers.get('x-correlation-id'),
    ...extra,
  });
  expect(answer.body.correlationId).toMatch(UUID);
  const allowed = new Set([
    'error',
    'code',
    'details',
    'correlationId',
    'retryAfter',
    'currentVersion',
    'currentData',
    ...Object.keys(extra),
  ]);
  for (const key of Object.keys(answer.body)) expect(allowed).toContain(key);
}

/** The whole stack for the compliance REST routes (see `complianceEnv`); `env` adds to it. */
export const startComplianceStack = (env: Record<string, string | undefined> = {}): Promise<TestStack> =>
  startTestStack(complianceEnv(env));

/** Queries on the database of a test stack's compliance subgraph (its tables are in the "compliance" schema). */
export const complianceSql =
  (stack: () => TestStack): Sql =>
  <T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> =>
    stack().subgraphs.compliance.orm.em.fork().execute<T[]>(query, params);

/** Requests to the compliance routes (`/compliance`) of a test stack (see `restCall`). */
export const complianceRest = (stack: () => TestStack, defaultHeaders?: () => Record<string, string>): RestCall =>
  restCall('/compliance', stack, defaultHeaders);
