import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, ErrorCode } from '../../../platform/errors.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { SUBSCRIPTION_PLANS } from './plan.catalog.js';

/** What a plan limits. */
export type LimitedResource = 'entities' | 'users' | 'workflows';

const NOUNS: Record<LimitedResource, [string, string]> = {
  entities: ['entity', 'entities'],
  users: ['user', 'users'],
  workflows: ['workflow', 'workflows'],
};

/**
 * Checks that the tenant may add one more `resource` under its plan, and returns the tenant. Call it inside the
 * transaction that adds the record: it locks the tenant's row, so that concurrent additions are counted one
 * after the other and cannot together pass the limit. Over the limit: FORBIDDEN with the plan, limit and count.
 */
export async function assertWithinPlan(
  em: EntityManager,
  tenantId: string,
  resource: LimitedResource,
  countExisting: (tenant: Tenant) => Promise<number>,
): Promise<Tenant> {
  const tenant = await em.findOneOrFail(Tenant, { id: tenantId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const plan = SUBSCRIPTION_PLANS.find((candidate) => candidate.id === (tenant.subscriptionPlan as string));
  const limit = plan?.limits[resource];
  if (limit === undefined) return tenant;
  const current = await countExisting(tenant);
  if (current >= limit) {
    const [one, many] = NOUNS[resource];
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `The ${tenant.subscriptionPlan} plan allows ${limit} ${limit === 1 ? one : many}; upgrade the subscription plan to add more`,
      { details: { plan: tenant.subscriptionPlan, resource, limit, current } },
    );
  }
  return tenant;
}
