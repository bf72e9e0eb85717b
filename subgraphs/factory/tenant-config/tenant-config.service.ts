import { LockMode } from '@mikro-orm/core';
import { normalizeId } from '../../../platform/ids.js';
import type { FactoryContext } from '../context.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { TenantConfig, type ArticleAttribute } from './tenant-config.entity.js';
import { assertValidConfiguration, CONFIGURATION_DEFAULTS, type TenantConfiguration } from './tenant-config.rules.js';
import type { TenantConfigInput } from './tenant-config.types.js';

const configurationOf = (config: TenantConfig): TenantConfiguration => ({
  jobSteps: config.jobSteps,
  articleAttributes: config.articleAttributes,
  sizeRange: config.sizeRange,
  customLedgerTypes: config.customLedgerTypes,
  pagination: config.pagination,
});

/** Tenant configurations: upserted by super-admins within the tenant's plan, read by the tenant's admins. */
export class TenantConfigService {
  constructor(private readonly context: Pick<FactoryContext, 'em' | 'auth' | 'audit'>) {}

  /** A tenant's configuration; another tenant's is as absent as a missing one (the tenant filter hides it). */
  async get(tenantId: string): Promise<TenantConfig> {
    await this.context.auth.requireUser();
    return this.context.em.findOneOrFail(TenantConfig, { tenant: normalizeId(tenantId) });
  }

  /**
   * Creates or updates a tenant's configuration (super-admin). Fields left out of an update keep their values;
   * the result is checked as a whole, against the plan the tenant is on now.
   */
  async upsert(input: TenantConfigInput): Promise<{ config: TenantConfig; created: boolean }> {
    const caller = await this.context.auth.requireSuper();
    return this.context.em.transactional(async (em) => {
      const tenant = await em.findOneOrFail(
        Tenant,
        { id: normalizeId(input.tenantId) },
        { populate: ['plan'], lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const existing = await em.findOne(TenantConfig, { tenant });
      const before = existing ? configurationOf(existing) : null;
      const merged: TenantConfiguration = {
        jobSteps: input.jobSteps ?? before?.jobSteps ?? [],
        // The type is checked with the rest below: an unknown one is named in the VALIDATION_ERROR.
        articleAttributes:
          (input.articleAttributes as ArticleAttribute[] | null | undefined) ?? before?.articleAttributes ?? [],
        sizeRange: input.sizeRange ?? before?.sizeRange ?? { min: 0, max: 0 },
        customLedgerTypes: (
          input.customLedgerTypes ??
          before?.customLedgerTypes ??
          CONFIGURATION_DEFAULTS.customLedgerTypes
        ).map((type) => type.trim()),
        pagination: input.pagination ?? before?.pagination ?? CONFIGURATION_DEFAULTS.pagination,
      };
      merged.jobSteps = merged.jobSteps.map(({ name, order, isPaid }) => ({ name: name.trim(), order, isPaid }));
      merged.articleAttributes = merged.articleAttributes.map(({ name, label, type, isRequired }) => ({
        name,
        label: label.trim(),
        type,
        isRequired,
      }));
      assertValidConfiguration(merged, tenant.plan.limits);
      const config = existing ?? em.create(TenantConfig, { tenant, ...merged });
      if (existing) Object.assign(existing, merged);
      await this.context.audit.record(
        em,
        { userId: caller.id },
        {
          action: existing ? 'tenant_config.update' : 'tenant_config.create',
          tenantId: tenant.id,
          entityType: 'tenant_config',
          entityId: tenant.id,
          before,
          after: merged,
        },
      );
      await em.flush();
      return { config, created: !existing };
    });
  }
}
