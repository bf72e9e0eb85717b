import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, ErrorCode, notFound, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { listOrder, pageOf, parsePage, type Page } from '../../shared/pagination.js';
import { builtOnce, recordColumnsOf, recordOf, tableOf } from '../../shared/read-models.js';
import { findOneById } from '../../shared/relations.js';
import { tagChanged } from '../../shared/response-cache.js';
import { scopedTenantOf } from '../../shared/tenancy.js';
import { fieldChanges } from '../audit/changes.js';
import type { ComplianceContext } from '../context.js';
import { ComplianceDocument } from '../documents/compliance-document.entity.js';
import { documentListOf } from '../documents/document.loaders.js';
import { assertWithinPlan } from '../plans/plan-limits.js';
import { BusinessEntity, type BusinessEntityRecord } from './business-entity.entity.js';
import { ENTITIES_TAG, profileUpdatedEvent } from './business-entity.events.js';
import type { BusinessEntitySort, CreateBusinessEntityInput, EntityProfileUpdate } from './business-entity.types.js';

/** How a profile change is recorded: its audit action and details, and what else commits with it. */
export interface ProfileChangeAudit {
  readonly action: string;
  readonly documentId?: string | null;
  readonly details?: Record<string, unknown>;
  alongside?(em: EntityManager): Promise<void>;
}

/** What a version conflict tells the client: the version to base a retry on, and the record as it is now. */
const currentState = (entity: BusinessEntity) => ({
  id: entity.id,
  name: entity.name,
  profileData: entity.profileData,
  version: entity.version,
});

/**
 * Profile updates merge the given top-level keys into `profileData`; a key given as null is removed. The
 * changes are what the audit entry and the `profile.updated` event report.
 */
function mergeProfile(current: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

const entityStatements = new Map<string, string>();

/**
 * The statement of one entity of a tenant (`?` the tenant, then the id), with its documents or not; built once.
 * Written by hand, it states its tenant itself: the request's scope (`scopedTenantOf`). Compliance has no scope of
 * every tenant, and a null tenant would match no row.
 */
function entityStatement(em: EntityManager, withDocuments: boolean): string {
  return builtOnce(entityStatements, `${String(em.config.get('schema'))}:${withDocuments}`, () => {
    const documents = withDocuments ? `, ${documentListOf(em, 'entity')} as "documentList"` : '';
    return `select ${recordColumnsOf(em, BusinessEntity, 'entity')}${documents}
      from ${tableOf(em, BusinessEntity)} as entity where entity.tenant_id = ? and entity.id = ?`;
  });
}

/** Business entities of a tenant: listing, creation within the plan, and optimistically locked profile updates. */
export class BusinessEntityService {
  constructor(private readonly context: Pick<ComplianceContext, 'em' | 'auth' | 'audit'>) {}

  async list(
    tenantId: string | null | undefined,
    sort: readonly BusinessEntitySort[] | null | undefined,
    page?: number | null,
    limit?: number | null,
  ): Promise<Page<BusinessEntity>> {
    await this.context.auth.requireTenant(tenantId);
    const request = parsePage(page, limit);
    const [items, total] = await this.context.em.findAndCount(
      BusinessEntity,
      {},
      { orderBy: listOrder<BusinessEntity>(sort), limit: request.limit, offset: request.offset },
    );
    return pageOf(items, total, request);
  }

  /**
   * An entity of the caller's tenant, with its documents when asked for: a read model, in one statement. Another
   * tenant's entity is as absent as an unknown one.
   */
  async get(id: string, options: { withDocuments?: boolean } = {}): Promise<BusinessEntityRecord> {
    await this.context.auth.requireTenant();
    const entityId = normalizeId(id);
    if (!entityId) throw notFound('Entity');
    const { em } = this.context;
    const [row] = await em.execute<BusinessEntityRecord[]>(
      entityStatement(em, options.withDocuments ?? false),
      [scopedTenantOf(em), entityId],
      'all',
      em.getLoggerContext(),
    );
    if (!row) throw notFound('Entity');
    const entity = recordOf<BusinessEntity, BusinessEntityRecord>(em, BusinessEntity, row);
    entity.documentList = entity.documentList?.map((document) => recordOf(em, ComplianceDocument, document));
    return entity;
  }

  /** The entity of a federation reference, or null outside the caller's tenant (or without a caller). */
  async findReference(id: string): Promise<BusinessEntity | null> {
    const caller = await this.context.auth.requireTenant().catch(() => null);
    if (!caller) return null;
    return findOneById(this.context.em, BusinessEntity, normalizeId(id), {});
  }

  async create(input: CreateBusinessEntityInput): Promise<BusinessEntity> {
    const caller = await this.context.auth.requireTenant(input.tenantId);
    return this.context.em.transactional(async (em) => {
      const tenant = await assertWithinPlan(em, caller.tenantId, 'entities', () => em.count(BusinessEntity));
      const entity = em.create(BusinessEntity, {
        tenant,
        name: input.name.trim(),
        entityType: input.entityType ?? null,
        profileData: input.profileData ?? {},
      });
      await this.context.audit.record(em, caller, {
        action: 'ENTITY_CREATED',
        resourceType: 'entity',
        resourceId: entity.id,
        entityId: entity.id,
        details: { name: entity.name },
        changes: fieldChanges({}, entity.profileData),
      });
      recordEvent(em, tagChanged(ENTITIES_TAG, { action: 'create', entity: entity.id }, caller.tenantId));
      await em.flush();
      return entity;
    });
  }

  /**
   * Applies a profile update made against `version`. The row is locked while it is compared, so of two updates
   * sent with the same version exactly one applies and the other gets VERSION_CONFLICT with the current state.
   * An update that changes nothing keeps the version and publishes nothing.
   */
  updateProfile(
    id: string,
    version: number | null | undefined,
    profileData: Record<string, unknown>,
  ): Promise<EntityProfileUpdate> {
    return this.changeProfile(id, version, () => profileData, { action: 'ENTITY_PROFILE_UPDATED' });
  }

  /**
   * The one path of every profile change (edits, verified extraction values): optimistic locking, the version
   * bump, the audit entry and `profile.updated`, all in one transaction. `update` computes the top-level keys
   * to merge from the locked, current profile; `alongside` writes what must commit with the change.
   */
  async changeProfile(
    id: string,
    version: number | null | undefined,
    update: (current: Readonly<Record<string, unknown>>) => Record<string, unknown>,
    audit: ProfileChangeAudit,
  ): Promise<EntityProfileUpdate> {
    const caller = await this.context.auth.requireTenant();
    if (version === null || version === undefined) {
      throw new AppError(
        ErrorCode.MISSING_VERSION,
        'version is required for optimistic locking: send the version you read',
      );
    }
    if (version < 1)
      throw validationError('version must be a positive integer', { fields: { version: ['must be at least 1'] } });
    return this.context.em.transactional(async (em) => {
      const entity = await em.findOneOrFail(
        BusinessEntity,
        { id: normalizeId(id) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (entity.version !== version) {
        throw new AppError(
          ErrorCode.VERSION_CONFLICT,
          `Entity was modified by another user: current version is ${entity.version}`,
          {
            currentVersion: entity.version,
            currentData: currentState(entity),
          },
        );
      }
      const profile = mergeProfile(entity.profileData, update(entity.profileData));
      const changes = fieldChanges(entity.profileData, profile);
      if (!changes.length) return { entity, version: entity.version, changed: false };

      entity.profileData = profile;
      entity.version += 1;
      const at = new Date();
      await this.context.audit.record(em, caller, {
        action: audit.action,
        resourceType: 'entity',
        resourceId: entity.id,
        entityId: entity.id,
        documentId: audit.documentId ?? null,
        details: { ...audit.details, previousVersion: version, version: entity.version },
        changes,
      });
      recordEvent(
        em,
        profileUpdatedEvent({
          entityId: entity.id,
          tenantId: caller.tenantId,
          userId: caller.userId,
          changes,
          version: entity.version,
          at,
        }),
      );
      recordEvent(em, tagChanged(ENTITIES_TAG, { action: audit.action, entity: entity.id }, caller.tenantId));
      await audit.alongside?.(em);
      await em.flush();
      return { entity, version: entity.version, changed: true };
    });
  }
}
