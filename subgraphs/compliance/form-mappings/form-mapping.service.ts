import { LockMode, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, conflict, ErrorCode, notFound } from '../../../platform/errors.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { listOrder, pageOf, parsePage, type Page, type SortKey } from '../../shared/pagination.js';
import { tagChanged } from '../../shared/response-cache.js';
import { fieldChanges } from '../audit/changes.js';
import { TENANT_HEADER_REQUIRED, type TenantCaller } from '../auth/compliance-auth.js';
import type { ComplianceContext } from '../context.js';
import { checkDefinition, checkFormType, checkRulesMatchFields, formTypeKey } from './field-mappings.js';
import { FormMapping, formMappingJson } from './form-mapping.entity.js';
import { FORM_MAPPINGS_TAG } from './form-mapping.events.js';
import type { FormMappingInput, FormMappingUpdateInput, McaFormMappingSort } from './form-mapping.types.js';

/** Forms are looked up by name, so a list reads best in name order. */
const DEFAULT_SORT: SortKey[] = [{ field: 'formType', direction: 'ASC' }];

const RESOURCE_TYPE = 'form_mapping';

export interface FormMappingListArgs {
  tenantId?: string | null;
  active?: boolean | null;
  sort?: readonly McaFormMappingSort[] | null;
  page?: number | null;
  limit?: number | null;
}

/** What an audit entry compares: the mapping without the fields every change moves anyway. */
function auditedView(mapping: FormMapping): Record<string, unknown> {
  const { version: _version, updatedAt: _updatedAt, createdAt: _createdAt, ...view } = formMappingJson(mapping);
  return view;
}

function versionConflict(mapping: FormMapping, sentVersion: number): AppError {
  return new AppError(
    ErrorCode.VERSION_CONFLICT,
    `Form mapping ${mapping.formType} was modified by another user: it is at version ${mapping.version}, not ${sentVersion}`,
    { currentVersion: mapping.version, currentData: formMappingJson(mapping) },
  );
}

/**
 * The rules of MCA form mappings. They are global (one set for every tenant): any signed-in caller reads them
 * within its own tenant scope, platform admins write them. Updates are optimistically locked on `version`,
 * with the row locked while the version is compared, so that of two updates based on the same version exactly
 * one wins. Every write is audited under the admin's own tenant.
 */
export class FormMappingService {
  constructor(private readonly context: Pick<ComplianceContext, 'em' | 'auth' | 'audit'>) {}

  async list(args: FormMappingListArgs): Promise<Page<FormMapping>> {
    await this.context.auth.requireTenant(args.tenantId, TENANT_HEADER_REQUIRED);
    const request = parsePage(args.page, args.limit);
    const where: FilterQuery<FormMapping> =
      args.active === undefined || args.active === null ? {} : { isActive: args.active };
    const [items, total] = await this.context.em.findAndCount(FormMapping, where, {
      orderBy: listOrder<FormMapping>(args.sort?.length ? args.sort : DEFAULT_SORT),
      limit: request.limit,
      offset: request.offset,
    });
    return pageOf(items, total, request);
  }

  async get(formType: string): Promise<FormMapping> {
    await this.context.auth.requireTenant(null, TENANT_HEADER_REQUIRED);
    const mapping = await this.context.em.findOne(FormMapping, { formType: formTypeKey(formType) });
    if (!mapping) throw notFound(`Form mapping ${formTypeKey(formType)}`);
    return mapping;
  }

  async create(input: FormMappingInput): Promise<FormMapping> {
    const admin = await this.#requireAdmin();
    const formType = checkFormType(input.formType);
    const definition = checkDefinition(input);
    const fieldMappings = definition.fieldMappings!;
    const validationRules = definition.validationRules ?? {};
    checkRulesMatchFields(fieldMappings, validationRules);
    try {
      return await this.context.em.transactional(async (em) => {
        if (await em.count(FormMapping, { formType })) throw this.#duplicate(formType);
        const mapping = em.create(FormMapping, {
          formType,
          formVersion: definition.formVersion!,
          mcaUrl: definition.mcaUrl!,
          fieldMappings,
          validationRules,
          metadata: definition.metadata ?? { description: null, requiredDocuments: [] },
          isActive: input.isActive ?? true,
        });
        await this.#audit(em, admin, mapping, 'FORM_MAPPING_CREATED', {
          formType,
          formVersion: mapping.formVersion,
          isActive: mapping.isActive,
        });
        recordEvent(em, tagChanged(FORM_MAPPINGS_TAG, { action: 'create', formType }));
        await em.flush();
        return mapping;
      });
    } catch (error) {
      // Two creations of the same form at once: the unique index lets one through.
      if (error instanceof UniqueConstraintViolationException) throw this.#duplicate(formType);
      throw error;
    }
  }

  async update(formType: string, input: FormMappingUpdateInput): Promise<FormMapping> {
    const admin = await this.#requireAdmin();
    if (input.version === undefined || input.version === null) {
      throw new AppError(
        ErrorCode.MISSING_VERSION,
        'version is required for optimistic locking: send the version of the form mapping you read',
      );
    }
    const sentVersion = input.version;
    const changes = checkDefinition(input);
    return this.context.em.transactional(async (em) => {
      const mapping = await this.#lockedMapping(em, formType);
      if (mapping.version !== sentVersion) throw versionConflict(mapping, sentVersion);
      const before = auditedView(mapping);
      checkRulesMatchFields(
        changes.fieldMappings ?? mapping.fieldMappings,
        changes.validationRules ?? mapping.validationRules,
      );
      Object.assign(mapping, {
        ...changes,
        ...(input.isActive !== undefined && input.isActive !== null ? { isActive: input.isActive } : {}),
        version: mapping.version + 1,
      });
      await this.#audit(
        em,
        admin,
        mapping,
        'FORM_MAPPING_UPDATED',
        { formType: mapping.formType, version: mapping.version },
        fieldChanges(before, auditedView(mapping)),
      );
      recordEvent(em, tagChanged(FORM_MAPPINGS_TAG, { action: 'update', formType: mapping.formType }));
      await em.flush();
      return mapping;
    });
  }

  /** Flips `isActive`; a toggle is a change like any other, so it bumps `version` (an update based on the old one conflicts). */
  async toggleActive(formType: string): Promise<FormMapping> {
    const admin = await this.#requireAdmin();
    return this.context.em.transactional(async (em) => {
      const mapping = await this.#lockedMapping(em, formType);
      const before = auditedView(mapping);
      mapping.isActive = !mapping.isActive;
      mapping.version += 1;
      const action = mapping.isActive ? 'FORM_MAPPING_ACTIVATED' : 'FORM_MAPPING_DEACTIVATED';
      await this.#audit(
        em,
        admin,
        mapping,
        action,
        { formType: mapping.formType, version: mapping.version },
        fieldChanges(before, auditedView(mapping)),
      );
      recordEvent(em, tagChanged(FORM_MAPPINGS_TAG, { action: 'toggle', formType: mapping.formType }));
      await em.flush();
      return mapping;
    });
  }

  /** A platform admin, within its own tenant: the tenant its audit entries are recorded under. */
  async #requireAdmin(): Promise<TenantCaller> {
    await this.context.auth.requireAdmin();
    return this.context.auth.requireTenant(null, TENANT_HEADER_REQUIRED);
  }

  /** The mapping locked for update (`SELECT ... FOR UPDATE`): a concurrent writer waits, then sees this one's version. */
  async #lockedMapping(em: EntityManager, formType: string): Promise<FormMapping> {
    const key = formTypeKey(formType);
    const mapping = await em.findOne(
      FormMapping,
      { formType: key },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!mapping) throw notFound(`Form mapping ${key}`);
    return mapping;
  }

  #duplicate(formType: string): AppError {
    return conflict(`A form mapping for ${formType} already exists: update it instead`, { formType });
  }

  async #audit(
    em: EntityManager,
    admin: TenantCaller,
    mapping: FormMapping,
    action: string,
    details: Record<string, unknown>,
    changes = fieldChanges({}, auditedView(mapping)),
  ): Promise<void> {
    await this.context.audit.record(em, admin, {
      action,
      resourceType: RESOURCE_TYPE,
      resourceId: mapping.id,
      details,
      changes,
    });
  }
}
