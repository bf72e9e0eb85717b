import type { EntityName } from '@mikro-orm/core';
import { Filter } from '@mikro-orm/decorators/legacy';
import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import { ConfirmedMemberships } from '../../platform/auth/confirmed-memberships.js';

/**
 * Tenancy, one model for every subgraph: the data layer scopes, not the handlers (the factory spec: "every query is
 * automatically scoped to the caller's tenant by the request layer, not by individual handlers").
 *
 * - An entity that belongs to a tenant says so once, `@TenantOwned()`: a MikroORM filter, on by default, that keeps
 *   every find, count, update and delete of it to the scope of its EntityManager.
 * - A request's context gives its EntityManager the caller's scope (`applyTenantScope`) before any resolver runs:
 *   one tenant, confirmed by the subgraph's own records, or every tenant for a platform super-admin.
 * - An EntityManager without a scope cannot read a tenant-owned entity at all: MikroORM refuses the query (no
 *   parameters for the filter) rather than run it unscoped. A path that has no caller and must read across tenants
 *   (signing in, a membership check, a job, a webhook, an operator's command) says so: `acrossTenants(em)`, or
 *   `withinTenant(em, tenantId)` when it knows the one tenant it works for. Both are forks; a read whose rows the
 *   path's own unit of work goes on to change or relate (a sign-in's user, a presented token's row) keeps to its
 *   EntityManager and says so in the query's options: `acrossTenantsInPlace({ ... })`. Nothing else turns the
 *   filter off (`test/architecture/tenancy.test.ts` refuses `filters: false` written by hand), so one grep for
 *   `acrossTenants|withinTenant` finds every opt-out.
 * - A statement written by hand is outside the filter: it takes its tenant from `scopedTenantOf(em)`. So is a
 *   MikroORM query builder, which applies no filter of itself: build one with `scopedQueryBuilder`.
 * - Writes set the owner of a row they create themselves: a filter scopes what is read, never what is written.
 *
 * `test/architecture/tenancy.test.ts` lists every entity of the registered subgraphs with a tenant relation or column
 * and proves that each declares the filter and refuses an unscoped read.
 */
export const TENANT_FILTER_NAME = 'tenant';

/** What a request may see: one tenant, or every tenant (a platform super-admin, or an explicit opt-out). */
export type TenantScope = { readonly tenantId: string } | { readonly allTenants: true };

type ScopeParameters = Partial<{ tenantId: string; allTenants: true }>;

/** How an entity names its owner. */
export interface TenantOwnership {
  /** A relation to the tenant (`tenant`, the default) or its plain id (`tenantId`, rows written by jobs). */
  readonly property?: 'tenant' | 'tenantId';
  /**
   * Rows without an owner are shared by every tenant (global templates): a tenant's scope sees them beside its
   * own. Otherwise a row without an owner is seen by no tenant.
   */
  readonly sharedWhenNull?: boolean;
}

/** Declares that an entity belongs to a tenant: its reads keep to the scope of the EntityManager that makes them. */
export function TenantOwned(ownership: TenantOwnership = {}): ReturnType<typeof Filter> {
  const property = ownership.property ?? 'tenant';
  return Filter({
    name: TENANT_FILTER_NAME,
    default: true,
    cond: (scope: ScopeParameters) => {
      if (scope.allTenants) return {};
      if (!scope.tenantId) throw new Error('A tenant scope names a tenant or all tenants');
      const own = { [property]: scope.tenantId };
      return ownership.sharedWhenNull ? { $or: [own, { [property]: null }] } : own;
    },
  });
}

/** Scopes `em` (and the forks of its transactions) to `scope`: what a request's context does with its caller's. */
export function applyTenantScope(em: EntityManager, scope: TenantScope): void {
  em.setFilterParams(TENANT_FILTER_NAME, scope);
}

/**
 * A fork of `em` that reads every tenant's rows: the visible opt-out of a path that has no caller and must look
 * across tenants (signing in by email, confirming a membership, a background job finding its row, an operator's
 * command). It joins `em`'s transaction, but has a unit of work of its own: what it loads, it also flushes.
 */
export function acrossTenants(em: EntityManager): EntityManager {
  const fork = em.fork({ keepTransactionContext: true });
  applyTenantScope(fork, { allTenants: true });
  return fork;
}

/** What `acrossTenantsInPlace` adds to a query's options: the tenant filter off for that query alone. */
export type AcrossTenantsInPlace = { readonly filters: { readonly [TENANT_FILTER_NAME]: false } };

/**
 * The options of one query (`options`, with the tenant filter off) that reads every tenant's rows through `em`
 * itself rather than a fork: for a path without a caller whose unit of work goes on to change, relate or hand out
 * what it reads (a sign-in's user, the row of a presented token, locked in its transaction), which a fork of
 * `acrossTenants` would keep in a unit of work of its own. A count, a check, an update by statement: `acrossTenants`.
 *
 * `em.findOne(User, { email }, acrossTenantsInPlace({ populate: ['tenant'] }))`
 */
export function acrossTenantsInPlace<const Options extends object = object>(
  options?: Options,
): Options & AcrossTenantsInPlace {
  return { ...(options as Options), filters: { [TENANT_FILTER_NAME]: false } };
}

/**
 * A fork of `em` scoped to one tenant a path without a caller works for (a job whose payload names it, a webhook
 * authenticated by its own secret). It joins `em`'s transaction, with a unit of work of its own.
 */
export function withinTenant(em: EntityManager, tenantId: string): EntityManager {
  const fork = em.fork({ keepTransactionContext: true });
  applyTenantScope(fork, { tenantId });
  return fork;
}

/**
 * The tenant a statement of this request written by hand must keep to, as the filter keeps the ORM's (null: every
 * tenant, a super-admin's); an EntityManager without a scope is refused, as the filter refuses it.
 */
export function scopedTenantOf(em: EntityManager): string | null {
  const scope = em.getFilterParams<ScopeParameters>(TENANT_FILTER_NAME) as ScopeParameters | undefined;
  if (scope?.allTenants) return null;
  if (!scope?.tenantId) throw new Error('A tenant-owned read without a tenant scope');
  return scope.tenantId;
}

/**
 * A query builder of `entity` with the tenant filter already in its where clause: MikroORM's query builder applies
 * no filter of itself, so a tenant-owned entity is queried through this, which refuses an EntityManager without a
 * scope as every other read does.
 */
export async function scopedQueryBuilder<Entity extends object, Alias extends string = never>(
  em: EntityManager,
  entity: EntityName<Entity>,
  alias?: Alias,
): Promise<QueryBuilder<Entity, Alias>> {
  const qb = em.createQueryBuilder<Entity, Alias>(entity, alias);
  await qb.applyFilters();
  return qb;
}

/** A membership the subgraph's own records confirmed: the token's user is a user of this tenant. */
export interface ConfirmedMembership {
  readonly tenantId: string;
}

/**
 * Confirmed memberships per database (the subgraph's ORM, through its driver, which every request's fork shares):
 * a membership is a fact of one database's records, never of another's.
 */
const membershipsByDatabase = new WeakMap<object, ConfirmedMemberships<ConfirmedMembership>>();

/**
 * The tenant a token's claim names, believed only once `confirm` (a lookup of the subgraph's own records, which
 * throws to refuse) says the token's user belongs to it; a confirmation is kept per token (`ConfirmedMemberships`:
 * MEMBERSHIP_TTL_MS, never past `expiresAt`). A request's tenant scope comes from this and from nothing the
 * client can write itself.
 */
export function confirmedMembership(
  em: EntityManager,
  token: string,
  expiresAt: Date,
  confirm: () => Promise<ConfirmedMembership>,
): Promise<ConfirmedMembership> {
  const database = em.getDriver();
  let memberships = membershipsByDatabase.get(database);
  if (!memberships) {
    memberships = new ConfirmedMemberships<ConfirmedMembership>();
    membershipsByDatabase.set(database, memberships);
  }
  return memberships.membershipOf(token, expiresAt, confirm);
}
