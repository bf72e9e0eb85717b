import { factoryTokenSecret, type FactoryClaims } from '../../platform/auth/factory-token.js';
import { AuditTrail } from '../shared/audit/audit-trail.js';
import type { SubgraphContext } from '../shared/context.js';
import { applyTenantScope, type TenantScope } from '../shared/tenancy.js';
import { FactoryAuth } from './auth/factory-auth.js';
import { factoryChangeEvents } from './cache-tags.js';
import { createLoaders, type FactoryLoaders } from './loaders.js';

/** What a factory request carries besides the common context: its access rules, the audit trail and its loaders. */
export interface FactoryContext extends SubgraphContext {
  readonly auth: FactoryAuth;
  /** Records every write (inside its transaction); forwarded to AUDIT_LOG_URL when set. */
  readonly audit: AuditTrail;
  /** Batches what a response shows of each relation (see `loaders.ts`). */
  readonly loaders: FactoryLoaders;
}

/** The scope of a caller's requests: a super-admin's is every tenant, anyone else's its own. */
export function scopeOf(caller: FactoryClaims): TenantScope {
  if (caller.role === 'super-admin') return { allTenants: true };
  if (!caller.tenantId) throw new Error(`The ${caller.role} ${caller.id} has no tenant`);
  return { tenantId: caller.tenantId };
}

/**
 * Verifies the caller before any resolver runs and scopes the request's EntityManager to its tenant (the kit's
 * `tenancy.ts`). A bad token is not an error here: the operations that need a caller refuse it themselves.
 */
export async function createFactoryContext(base: SubgraphContext): Promise<FactoryContext> {
  const auth = new FactoryAuth(base.request.headers, factoryTokenSecret(base.config));
  const caller = await auth.caller().catch(() => null);
  if (caller) applyTenantScope(base.em, scopeOf(caller));
  // Every audited write records the events of the cached reads it changes (cache-tags.ts) with its entry.
  const audit = new AuditTrail('factory', base.jobs, base.request, { eventsOf: factoryChangeEvents });
  return { ...base, auth, audit, loaders: createLoaders(base.em) };
}
