import type { MiddlewareFn } from 'type-graphql';
import { forbidden } from '../../platform/errors.js';
import type { RateLimitPolicy } from '../shared/rate-limit.js';
import type { FactoryContext } from './context.js';
import { Tenant, TenantStatus } from './tenants/tenant.entity.js';

/** How long a tenant's plan limits and status are reused before they are read again. */
const TENANT_CACHE_MS = 30_000;

interface TenantGate {
  readonly policy: RateLimitPolicy;
  readonly suspended: boolean;
  readonly readAt: number;
}

/** Per process: every request of a tenant needs its plan's limit, which changes rarely. */
const gates = new Map<string, TenantGate>();

async function gateOf(context: FactoryContext, tenantId: string): Promise<TenantGate | null> {
  const cached = gates.get(tenantId);
  if (cached && Date.now() - cached.readAt < TENANT_CACHE_MS) return cached;
  const tenant = await context.em.fork().findOne(Tenant, { id: tenantId }, { populate: ['plan'] });
  if (!tenant) return null;
  const { maxRequests, windowMs } = tenant.plan.rateLimits;
  const gate: TenantGate = {
    // The name carries the numbers, so that a changed plan gets a limiter of its own.
    policy: { name: `factory-plan:${tenant.plan.id}:${maxRequests}:${windowMs}`, points: maxRequests, windowSeconds: Math.max(1, Math.ceil(windowMs / 1000)), scaled: false },
    suspended: tenant.status === TenantStatus.SUSPENDED,
    readAt: Date.now(),
  };
  gates.set(tenantId, gate);
  return gate;
}

const ROOT_TYPES = new Set(['Query', 'Mutation']);

/**
 * The plan's `rateLimits` (`maxRequests` per `windowMs`), per tenant, counted once per request of a tenant's
 * user (429 with the rate-limit headers beyond it); a suspended tenant's users are refused (403). Super-admins
 * belong to no tenant and are not limited by a plan.
 */
export const planRateLimit: MiddlewareFn<FactoryContext> = async ({ context, info }, next) => {
  if (ROOT_TYPES.has(info.parentType.name) && !info.fieldName.startsWith('_')) {
    context.planLimitCounted ??= (async () => {
      const caller = await context.auth.caller().catch(() => null);
      if (!caller?.tenantId) return;
      const gate = await gateOf(context, caller.tenantId);
      if (!gate) return;
      if (gate.suspended) throw forbidden('Your tenant is suspended');
      await context.rateLimits.consume(gate.policy, caller.tenantId, context.response);
    })();
    await context.planLimitCounted;
  }
  return next();
};
