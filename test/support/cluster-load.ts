/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field */
import { randomBytes, randomUUID } from 'node:crypto';
import type { TestCluster } from './cluster.js';
import { seedEntity, seedTenant as seedComplianceTenant, seedUser as seedComplianceUser } from './compliance.js';
import {
  sampleConfiguration,
  seedPlan,
  seedTenant as seedFactoryTenant,
  seedUser as seedFactoryUser,
  type FactoryUser,
} from './factory.js';

/**
 * Load on a test cluster (test/support/cluster.ts): writes and reads of the three services, the write through one set
 * of replicas (REST adapter or gateway `set`) and the read of what it wrote through the other, each request from a
 * client address of its own (the replicas trust loopback's X-Forwarded-For) so that per-address limits stay out of
 * the way. Every answer is recorded as an outcome, for tests that check what clients saw while replicas died.
 */

/** What a client saw: an HTTP status, or a connection refused or cut (the replica was gone). */
export interface Outcome {
  readonly what: string;
  readonly set: number;
  readonly status: number | 'connection error';
  readonly body: any;
}

/** A request that gets no answer within this long has hung: a failure, never a clean error. */
const HUNG_AFTER_MS = 60_000;

export const randomAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/** One request; a refused or cut connection is an outcome, a hang throws. */
export async function send(
  url: string,
  options: { what: string; set: number; method?: string; body?: unknown; headers?: Record<string, string> },
): Promise<Outcome> {
  const { what, set } = options;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: {
        'x-forwarded-for': randomAddress(),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(HUNG_AFTER_MS),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new Error(`${what} on set ${set} hung`, { cause: error });
    return { what, set, status: 'connection error', body: undefined };
  }
  const text = await response.text().catch(() => undefined);
  if (text === undefined) return { what, set, status: 'connection error', body: undefined };
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text, which the shape checks refuse
  }
  return { what, set, status: response.status, body };
}

/** What the load writes with: a compliance tenant, a factory tenant with its admin. */
export interface LoadFixtures {
  readonly complianceTenantId: string;
  readonly factoryAdmin: FactoryUser;
}

export async function seedLoadFixtures(cluster: TestCluster): Promise<LoadFixtures> {
  const { sql } = cluster.connection;
  const { tenantId: complianceTenantId } = await seedComplianceTenant(sql);
  const plan = await seedPlan(sql);
  const tenant = await seedFactoryTenant(sql, plan.id);
  await sql(`update factory.tenant set settings = '{"maxUsers": 5, "maxWorkers": 100000}' where id = ?`, [tenant.id]);
  const superAdmin = await seedFactoryUser(sql, null);
  const configured = await send(`${cluster.restUrl(0)}/factory/api/v1/tenant-config`, {
    what: 'factory configuration',
    set: 0,
    method: 'POST',
    body: sampleConfiguration(tenant.id),
    headers: superAdmin.headers,
  });
  if (configured.status !== 201) throw new Error(`tenant-config: ${JSON.stringify(configured)}`);
  return { complianceTenantId, factoryAdmin: await seedFactoryUser(sql, tenant.id) };
}

/**
 * One round of the load: on each service a write through set `set` and a read of it through set `other` (by default
 * the other one; REST adapter and gateway), with a fresh compliance user (the per-user limit counts every request of
 * a user). Returns every outcome, and whether each read showed its write.
 */
export async function loadRound(
  cluster: TestCluster,
  fixtures: LoadFixtures,
  set: number,
  other = (set + 1) % 2,
): Promise<{ outcomes: Outcome[]; consistent: boolean }> {
  const outcomes: Outcome[] = [];
  const record = (outcome: Outcome) => {
    outcomes.push(outcome);
    return outcome;
  };
  const ok = (outcome: Outcome) => typeof outcome.status === 'number' && outcome.status < 300;
  const checks: boolean[] = [];

  const slug = `replica-${randomUUID()}`;
  const training = async () => {
    const created = record(
      await send(`${cluster.restUrl(set)}/training/api/v1/courses`, {
        what: 'training write (REST)',
        set,
        method: 'POST',
        body: { title: `Course ${slug}`, slug, description: 'D', is_published: true },
      }),
    );
    if (!ok(created)) return;
    const read = record(
      await send(`${cluster.restUrl(other)}/training/api/v1/courses/${slug}`, {
        what: 'training read (REST)',
        set: other,
      }),
    );
    checks.push(ok(read) && read.body?.data?.slug === slug);
  };

  const compliance = async () => {
    const { sql } = cluster.connection;
    const user = await seedComplianceUser(sql, fixtures.complianceTenantId, 'OWNER');
    const entityId = await seedEntity(sql, fixtures.complianceTenantId);
    const address = `Street ${randomUUID()}`;
    const patched = record(
      await send(`${cluster.restUrl(set)}/compliance/api/v1/entities/${entityId}`, {
        what: 'compliance write (REST)',
        set,
        method: 'PATCH',
        body: { version: 1, profileData: { registeredAddress: address } },
        headers: user.headers,
      }),
    );
    if (!ok(patched)) return;
    const read = record(
      await send(cluster.graphqlUrl('gateway', other), {
        what: 'compliance read (gateway)',
        set: other,
        method: 'POST',
        body: {
          query: 'query ($id: ID!) { businessEntity(id: $id) { version profileData } }',
          variables: { id: entityId },
        },
        headers: user.headers,
      }),
    );
    const entity = read.body?.data?.businessEntity;
    checks.push(ok(read) && entity?.version === 2 && entity?.profileData?.registeredAddress === address);
  };

  const factory = async () => {
    const name = `Worker ${randomUUID().slice(0, 8)}`;
    const created = record(
      await send(`${cluster.restUrl(set)}/factory/api/v1/worker/create`, {
        what: 'factory write (REST)',
        set,
        method: 'POST',
        body: { name, phone: '555-0101', skills: ['Cutting'] },
        headers: fixtures.factoryAdmin.headers,
      }),
    );
    if (!ok(created)) return;
    const id = created.body?.data?.worker?._id as string;
    const read = record(
      await send(`${cluster.restUrl(other)}/factory/api/v1/worker/${id}`, {
        what: 'factory read (REST)',
        set: other,
        headers: fixtures.factoryAdmin.headers,
      }),
    );
    checks.push(ok(read) && read.body?.data?.worker?.name === name);
  };

  await Promise.all([training(), compliance(), factory()]);
  return { outcomes, consistent: checks.length === 3 && checks.every(Boolean) && outcomes.every(ok) };
}
