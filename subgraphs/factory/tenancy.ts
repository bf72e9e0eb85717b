import type { EntityManager } from '@mikro-orm/postgresql';
import type { FactoryClaims } from './auth/access-token.js';

/**
 * Tenant scoping by the data layer (the factory spec: "every query is automatically scoped to the caller's
 * tenant by the request layer, not by individual handlers"). Every tenant-owned entity carries
 *
 *   @Filter(TENANT_FILTER)
 *
 * and each request's EntityManager gets the caller's tenant as the filter's parameter before any resolver
 * runs, so that find, count, update and delete only ever see that tenant's rows. A super-admin's requests see
 * every tenant; a request without a caller has no parameter at all, and MikroORM refuses to run a query on a
 * tenant-owned entity then, rather than run it unscoped.
 */
export const TENANT_FILTER_NAME = 'tenant';

/** What the filter is given: one tenant, or every tenant (super-admins). */
export type TenantScope = { tenantId: string } | { allTenants: true };

export const TENANT_FILTER = {
  name: TENANT_FILTER_NAME,
  cond: (scope: Partial<{ tenantId: string; allTenants: true }>) =>
    scope.allTenants ? {} : { tenant: scope.tenantId },
  default: true,
};

/** The scope of a caller's requests. */
export function scopeOf(caller: FactoryClaims): TenantScope {
  if (caller.role === 'super-admin') return { allTenants: true };
  if (!caller.tenantId) throw new Error(`The ${caller.role} ${caller.id} has no tenant`);
  return { tenantId: caller.tenantId };
}

/** Scopes `em` (and the forks of its transactions) to `scope`. */
export function applyTenantScope(em: EntityManager, scope: TenantScope): void {
  em.setFilterParams(TENANT_FILTER_NAME, scope);
}

/**
 * The tenant a statement of this request written by hand must keep to, as the filter keeps the ORM's (null: every
 * tenant, a super-admin's); a request without a scope is refused, as the filter refuses it.
 */
export function scopedTenantOf(em: EntityManager): string | null {
  const scope = em.getFilterParams<Partial<{ tenantId: string; allTenants: true }>>(TENANT_FILTER_NAME);
  if (scope?.allTenants) return null;
  if (!scope?.tenantId) throw new Error('A tenant-owned read without a tenant scope');
  return scope.tenantId;
}
