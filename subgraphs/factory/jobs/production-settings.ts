import type { EntityManager } from '@mikro-orm/postgresql';
import { validationError } from '../../../platform/errors.js';
import { parsePage, type PageRequest } from '../../shared/pagination.js';
import type { FactoryContext } from '../context.js';
import { TenantConfig } from '../tenant-config/tenant-config.entity.js';
import { CONFIGURATION_DEFAULTS } from '../tenant-config/tenant-config.rules.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a record id at all; anything else is as absent as a missing record. */
export const isUuid = (id: string): boolean => UUID.test(id);

/**
 * The tenant a production write goes to: the caller's, or for a super-admin the one named by `x-tenant-id`
 * (a super-admin sees every tenant, so a write needs to be told which one).
 */
export async function writeTenantOf(context: FactoryContext): Promise<string> {
  const tenantId = await context.auth.tenantOf();
  if (!tenantId) throw validationError('Name the tenant with the x-tenant-id header');
  return tenantId;
}

/** The tenant's configuration; production needs one (its job steps, size range and ledger types). */
export async function requireTenantConfig(em: EntityManager, tenantId: string): Promise<TenantConfig> {
  const config = await em.findOne(TenantConfig, { tenant: tenantId });
  if (!config) throw validationError('The tenant has no configuration yet: set its job steps first');
  return config;
}

/** A page request within the tenant configuration's page sizes (the defaults without a configuration or tenant). */
export async function tenantPageRequest(context: FactoryContext, page?: number | null, limit?: number | null): Promise<PageRequest> {
  const tenantId = await context.auth.tenantOf();
  const config = tenantId ? await context.em.findOne(TenantConfig, { tenant: tenantId }) : null;
  const { defaultPageSize, maxPageSize } = config?.pagination ?? CONFIGURATION_DEFAULTS.pagination;
  return parsePage(page, limit, { defaultLimit: defaultPageSize, maxLimit: maxPageSize });
}
