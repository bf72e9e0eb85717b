import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FactoryClaims } from '../../platform/auth/factory-token.js';
import { validationError } from '../../platform/errors.js';
import { parsePage, type PageRequest } from '../shared/pagination.js';
import type { FactoryContext } from './context.js';
import { TenantConfig } from './tenant-config/tenant-config.entity.js';
import { CONFIGURATION_DEFAULTS } from './tenant-config/tenant-config.rules.js';
import { Tenant } from './tenants/tenant.entity.js';

/**
 * What the tenant-owned areas (workers, articles, master data, jobs, ledger, transactions, reports) share: which
 * tenant a write goes to, the tenant's configuration, its page sizes and record ids. Reads need no tenant: the
 * tenant filter scopes them.
 */

/** The caller of a write and the tenant it writes to: an admin's own, or the one a super-admin names (`x-tenant-id`). */
export async function writer(
  context: Pick<FactoryContext, 'auth'>,
): Promise<{ caller: FactoryClaims; tenantId: string }> {
  const caller = await context.auth.requireAdmin();
  const tenantId = await context.auth.tenantOf();
  if (!tenantId) throw validationError('A super-admin names the tenant to write to with the x-tenant-id header');
  return { caller, tenantId };
}

/**
 * The tenant row, locked until the transaction ends: writes that check a count or an absence against it
 * (maxWorkers, the one default worker, one value list per attribute) take it first, so that two concurrent
 * writes of a tenant cannot both pass the check.
 */
export async function lockTenant(em: EntityManager, tenantId: string): Promise<Tenant> {
  return em.findOneOrFail(Tenant, { id: tenantId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** The tenant's configuration; without one, articles and master data cannot be checked, so the write is refused. */
export async function requireConfiguration(em: EntityManager, tenantId: string): Promise<TenantConfig> {
  const configuration = await em.findOne(TenantConfig, { tenant: tenantId });
  if (!configuration)
    throw validationError('The tenant has no configuration yet: configure the tenant first (POST /tenant-config)');
  return configuration;
}

/**
 * The page of a tenant list, within the page sizes of the tenant's configuration (the defaults without one,
 * and for a super-admin who names no tenant).
 */
export async function tenantPage(
  context: Pick<FactoryContext, 'em' | 'auth'>,
  page: number | null | undefined,
  limit: number | null | undefined,
): Promise<{ request: PageRequest; tenantId: string | null }> {
  const tenantId = await context.auth.tenantOf();
  const configuration = tenantId ? await context.em.findOne(TenantConfig, { tenant: tenantId }) : null;
  const { defaultPageSize, maxPageSize } = configuration?.pagination ?? CONFIGURATION_DEFAULTS.pagination;
  return { request: parsePage(page, limit, { defaultLimit: defaultPageSize, maxLimit: maxPageSize }), tenantId };
}
