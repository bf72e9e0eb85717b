import type { MiddlewareFn } from 'type-graphql';
import { factoryCacheView, type FactoryClaims } from '../../platform/auth/factory-token.js';
import { forbidden, unauthorized } from '../../platform/errors.js';
import type { RateLimitPolicy } from '../../platform/rate-limits/index.js';
import { oncePerRequest } from '../shared/once-per-request.js';
import { acrossTenants } from '../shared/tenancy.js';
import { User } from './accounts/user.entity.js';
import type { FactoryContext } from './context.js';
import { Tenant, TenantStatus } from './tenants/tenant.entity.js';

/** How long a tenant's plan limits and status, and a user's password date, are reused before they are read again. */
const CACHE_MS = 30_000;

interface TenantGate {
  readonly policy: RateLimitPolicy;
  readonly suspended: boolean;
  readonly readAt: number;
}

/** Per process: every request of a tenant needs its plan's limit, which changes rarely. */
const gates = new Map<string, TenantGate>();

async function gateOf(context: FactoryContext, tenantId: string): Promise<TenantGate | null> {
  const cached = gates.get(tenantId);
  if (cached && Date.now() - cached.readAt < CACHE_MS) return cached;
  const tenant = await context.em.fork().findOne(Tenant, { id: tenantId }, { populate: ['plan'] });
  if (!tenant) return null;
  const { maxRequests, windowMs } = tenant.plan.rateLimits;
  const gate: TenantGate = {
    // The name carries the numbers, so that a changed plan gets a limiter of its own.
    policy: {
      name: `factory-plan:${tenant.plan.id}:${maxRequests}:${windowMs}`,
      points: maxRequests,
      windowSeconds: Math.max(1, Math.ceil(windowMs / 1000)),
      scaled: false,
    },
    suspended: tenant.status === TenantStatus.SUSPENDED,
    readAt: Date.now(),
  };
  gates.set(tenantId, gate);
  return gate;
}

/** What our records say of a user, per process: when the password last changed (null: never), the tenant and role. */
interface KnownUser {
  readonly exists: boolean;
  readonly changedAt: Date | null;
  readonly tenantId: string | null;
  readonly role: string | null;
  readonly readAt: number;
}
const users = new Map<string, KnownUser>();

async function knownUser(context: FactoryContext, userId: string): Promise<KnownUser> {
  let known = users.get(userId);
  if (!known || Date.now() - known.readAt >= CACHE_MS) {
    const user = await acrossTenants(context.em).findOne(User, { id: userId });
    known = {
      exists: Boolean(user),
      changedAt: user?.passwordChangedAt ?? null,
      tenantId: user?.tenant?.id ?? null,
      role: user?.role ?? null,
      readAt: Date.now(),
    };
    users.set(userId, known);
  }
  return known;
}

/** A token issued before its user's password changed, or of a user deleted since, ends (401). */
async function assertTokenCurrent(context: FactoryContext, caller: FactoryClaims): Promise<void> {
  const known = await knownUser(context, caller.id);
  if (!known.exists) throw unauthorized('The user of this token no longer exists');
  // Tokens carry whole seconds; one issued in the second of the change (the reset's own answer) stays valid.
  if (
    known.changedAt &&
    caller.issuedAt &&
    caller.issuedAt.getTime() < Math.floor(known.changedAt.getTime() / 1000) * 1000
  ) {
    throw unauthorized('Your password was changed: please log in again');
  }
}

/** Forgets what is cached of a user, so that a password change here takes effect at once in this process. */
export function forgetUser(userId: string): void {
  users.delete(userId);
}

/**
 * What every request of a signed-in user passes once, before its first root field (a root-field middleware): its token must be newer
 * than the user's last password change (401); a suspended tenant's users are refused (403); and the plan's
 * `rateLimits` (`maxRequests` per `windowMs`) apply per tenant (429 with the rate-limit headers beyond it).
 * Super-admins belong to no tenant and are not limited by a plan. What is read for this is cached for 30 s.
 */
export const factoryRequestGate: MiddlewareFn<FactoryContext> = async ({ context }, next) => {
  await passGate(context);
  return next() as Promise<unknown>;
};

/** Whether the request passed the gate with a tenant our records know (false: no caller, or a tenant gone). */
const passGate = oncePerRequest(async (context: FactoryContext): Promise<boolean> => {
  const caller = await context.auth.caller().catch(() => null);
  if (!caller) return false;
  await assertTokenCurrent(context, caller);
  if (!caller.tenantId) return true;
  const gate = await gateOf(context, caller.tenantId);
  if (!gate) return false;
  if (gate.suspended) throw forbidden('Your tenant is suspended');
  await context.rateLimits.consume(gate.policy, caller.tenantId, context.response);
  return true;
});

/**
 * What the gateway's response cache asks before it serves a cached factory answer (`factoryCacheGate`): the request
 * passed the gate as any request does (its token current, its tenant not suspended, counted against its plan's limit),
 * the tenant a super-admin names is a tenant id, and our records still give the token's user the token's tenant and
 * role; then the view it may be served (`factoryCacheView`). Anything else is refused, and the request runs uncached.
 */
export async function confirmedCacheView(context: FactoryContext): Promise<string> {
  const caller = await context.auth.requireUser();
  if (!(await passGate(context))) throw forbidden('Your tenant is no longer known');
  await context.auth.tenantOf();
  const known = await knownUser(context, caller.id);
  if (known.tenantId !== caller.tenantId || known.role !== caller.role)
    throw forbidden('Your token no longer matches your account: please log in again');
  return factoryCacheView(caller);
}
