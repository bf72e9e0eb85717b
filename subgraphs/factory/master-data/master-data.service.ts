import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { snapshot } from '../../shared/audit/audit-trail.js';
import type { FactoryContext } from '../context.js';
import { lockTenant, requireConfiguration, writer } from '../tenant-scope.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { MasterDataValues } from './master-data-values.entity.js';
import type { MasterDataUpsert, MasterDataValuesInput } from './master-data.types.js';

/** The allowed values of each attribute of the tenant that has a list (what article attributes are checked against). */
export async function allowedValuesOf(em: EntityManager, tenantId: string): Promise<Map<string, string[]>> {
  const lists = await em.find(MasterDataValues, { tenant: tenantId });
  return new Map(lists.map((list) => [list.attributeName, list.values]));
}

/**
 * Master data: the allowed values of the article attributes a tenant's configuration defines, one list per
 * attribute, replaced whole by an upsert.
 */
export class MasterDataService {
  constructor(private readonly context: Pick<FactoryContext, 'em' | 'auth' | 'audit'>) {}

  /** Every value list of a tenant: the caller's own (another tenant is as absent as a missing one), a super-admin's any. */
  async list(tenantId: string): Promise<MasterDataValues[]> {
    const caller = await this.context.auth.requireAdmin();
    const id = normalizeId(tenantId);
    if (caller.role === 'super-admin') await this.context.em.findOneOrFail(Tenant, { id });
    else if (id !== caller.tenantId) throw notFound('Tenant');
    return this.context.em.find(MasterDataValues, { tenant: id }, { orderBy: { attributeName: QueryOrder.ASC } });
  }

  /** Creates or replaces the value list of one configured attribute (under the tenant row's lock: one list per attribute). */
  async upsert(input: MasterDataValuesInput): Promise<MasterDataUpsert> {
    const { caller, tenantId } = await writer(this.context);
    const attributeName = input.attributeName.trim();
    const values = input.values.map((value) => value.trim());
    return this.context.em.transactional(async (em) => {
      const tenant = await lockTenant(em, tenantId);
      const configuration = await requireConfiguration(em, tenantId);
      const attribute = configuration.articleAttributes.find((candidate) => candidate.name === attributeName);
      if (!attribute) {
        const defined = configuration.articleAttributes.map((candidate) => candidate.name).join(', ') || 'none';
        throw validationError(
          `"${attributeName}" is not an article attribute of the tenant configuration (defined: ${defined})`,
          { fields: { attributeName: ['not configured'] } },
        );
      }
      assertValidValues(values, attribute.type);
      const existing = await em.findOne(MasterDataValues, { tenant, attributeName });
      const before = snapshot(existing);
      const masterData = existing ?? em.create(MasterDataValues, { tenant, attributeName, values });
      masterData.values = values;
      await em.flush();
      await this.context.audit.record(
        em,
        { userId: caller.id },
        {
          action: existing ? 'master_data.update' : 'master_data.create',
          tenantId,
          entityType: 'master_data_values',
          entityId: masterData.id,
          before,
          after: snapshot(masterData),
        },
      );
      return { masterData, created: !existing };
    });
  }
}

/** Non-empty strings, each once; numbers where the attribute is a number (an article's value is compared as one). */
function assertValidValues(values: readonly string[], type: 'string' | 'number'): void {
  const problems: string[] = [];
  if (values.some((value) => value === '')) problems.push('a value cannot be blank');
  const repeated = values.filter((value, index) => values.indexOf(value) !== index);
  if (repeated.length) problems.push(`each value once: ${[...new Set(repeated)].join(', ')} repeated`);
  if (type === 'number') {
    const notNumbers = values.filter((value) => value !== '' && !Number.isFinite(Number(value)));
    if (notNumbers.length) problems.push(`the attribute is a number: ${notNumbers.join(', ')} are not numbers`);
  }
  if (problems.length)
    throw validationError(`Invalid master data values: ${problems.join('; ')}`, { fields: { values: problems } });
}
