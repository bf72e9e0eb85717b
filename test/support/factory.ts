import { randomUUID } from 'node:crypto';
import { mintFactoryToken, type FactoryRole } from '../../platform/auth/factory-token.js';
import { hashPassword } from '../../subgraphs/factory/accounts/passwords.js';
import { factorySubgraph } from '../../subgraphs/factory/subgraph.js';
import { graphqlRequest, type TestStack } from './stack.js';
import { startSubgraphUnderTest, type SubgraphUnderTest } from './subgraph.js';
import { restCall, type RestCall } from './training-rest.js';

/** The secret tests sign factory tokens with. */
export const FACTORY_TEST_SECRET = 'factory-test-secret-0123456789';

export const factoryEnv = (env: Record<string, string | undefined> = {}) => ({
  FACTORY_JWT_SECRET: FACTORY_TEST_SECRET,
  FACTORY_PROVISIONER_URL: undefined,
  FACTORY_BASE_DOMAIN: 'factory.test',
  AUDIT_LOG_URL: undefined,
  RATE_LIMIT_FACTOR: '1',
  ...env,
});

/** The factory subgraph over HTTP on an ephemeral port, with a database of its own. */
export const startFactory = (env: Record<string, string | undefined> = {}): Promise<SubgraphUnderTest> =>
  startSubgraphUnderTest(factorySubgraph, factoryEnv(env));

type Sql = SubgraphUnderTest['sql'];

export const DEFAULT_LIMITS = { maxUsers: 5, maxWorkers: 50, maxJobSteps: 10, maxArticleAttributes: 10 };

/** A plan written straight into the database. */
export async function seedPlan(
  sql: Sql,
  options: {
    slug?: string;
    isActive?: boolean;
    limits?: Partial<typeof DEFAULT_LIMITS>;
    rateLimits?: { maxRequests: number; windowMs: number };
  } = {},
) {
  const id = randomUUID();
  const slug = options.slug ?? `plan-${id.slice(0, 8)}`;
  await sql(
    `insert into factory.plan (id, name, slug, description, limits, rate_limits, is_active, created_at, updated_at) values (?, ?, ?, '', ?, ?, ?, now(), now())`,
    [
      id,
      `Plan ${slug}`,
      slug,
      JSON.stringify({ ...DEFAULT_LIMITS, ...options.limits }),
      JSON.stringify(options.rateLimits ?? { maxRequests: 10_000, windowMs: 900_000 }),
      options.isActive ?? true,
    ],
  );
  return { id, slug };
}

/** A tenant on `planId`, written straight into the database. */
export async function seedTenant(
  sql: Sql,
  planId: string,
  options: { slug?: string; status?: 'active' | 'suspended' } = {},
) {
  const id = randomUUID();
  const slug = options.slug ?? `factory-${id.slice(0, 8)}`;
  await sql(
    `insert into factory.tenant (id, name, slug, plan_id, domain, domain_status, status, settings, created_at, updated_at) values (?, ?, ?, ?, ?, 'active', ?, ?, now(), now())`,
    [
      id,
      `Factory ${slug}`,
      slug,
      planId,
      `${slug}.factory.test`,
      options.status ?? 'active',
      JSON.stringify({ maxUsers: DEFAULT_LIMITS.maxUsers, maxWorkers: DEFAULT_LIMITS.maxWorkers }),
    ],
  );
  return { id, slug };
}

export interface FactoryUser {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly tenantId: string | null;
  readonly role: FactoryRole;
  /** Authorization with a valid access token. */
  readonly headers: Record<string, string>;
}

/** A user with a real password hash and a valid access token; a super-admin has no tenant. */
export async function seedUser(
  sql: Sql,
  tenantId: string | null,
  role: FactoryRole = tenantId ? 'admin' : 'super-admin',
): Promise<FactoryUser> {
  const id = randomUUID();
  const email = `${role}-${id.slice(0, 8)}@factory.example.com`;
  const password = `pw-${randomUUID()}`;
  await sql(
    `insert into factory.app_user (id, tenant_id, name, email, password_hash, role, created_at, updated_at) values (?, ?, ?, ?, ?, ?, now(), now())`,
    [id, tenantId, `User ${id.slice(0, 8)}`, email, await hashPassword(password), role],
  );
  const token = await mintFactoryToken({ id, tenantId, role }, FACTORY_TEST_SECRET);
  return { id, email, password, tenantId, role, headers: { authorization: `Bearer ${token}` } };
}

/** Asks the factory subgraph at `url` to mail `email` a password reset: a real write that queues a mail. */
export async function requestPasswordReset(url: string, email: string): Promise<string> {
  const answer = await graphqlRequest<{ factoryForgotPassword: string }>(
    url,
    'mutation ($email: String!) { factoryForgotPassword(email: $email) }',
    { email },
  );
  if (answer.errors) throw new Error(`factoryForgotPassword failed: ${JSON.stringify(answer.errors)}`);
  return answer.data!.factoryForgotPassword;
}

/** Requests to the factory routes (`/factory/api/v1`) of a test stack (see `restCall`). */
export const factoryRest = (stack: () => TestStack, defaultHeaders?: () => Record<string, string>): RestCall =>
  restCall('/factory/api/v1', stack, defaultHeaders);

/** Queries on the database of a test stack's factory subgraph. */
export const factorySql =
  (stack: () => TestStack): Sql =>
  <T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> =>
    stack().subgraphs.factory.orm.em.fork().execute<T[]>(query, params);

/**
 * A tenant configuration as a super-admin posts it: three steps (two paid), a required string attribute and an
 * optional number one; `overrides` replace whole fields.
 */
export const sampleConfiguration = (tenantId: string, overrides: Record<string, unknown> = {}) => ({
  tenantId,
  jobSteps: [
    { name: 'Cutting', order: 1, isPaid: true },
    { name: 'Stitching', order: 2, isPaid: true },
    { name: 'Packing', order: 3, isPaid: false },
  ],
  articleAttributes: [
    { name: 'color', label: 'Colour', type: 'string', isRequired: true },
    { name: 'weight', label: 'Weight (g)', type: 'number', isRequired: false },
  ],
  sizeRange: { min: 5, max: 12 },
  customLedgerTypes: [] as string[],
  pagination: { defaultPageSize: 25, maxPageSize: 200 },
  ...overrides,
});
