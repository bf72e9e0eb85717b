import { QueryOrder, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, forbidden, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { snapshot } from '../../shared/audit/audit-trail.js';
import { isForeignKeyViolation } from '../../shared/errors.js';
import { textSearch } from '../../shared/filters.js';
import { pageOf, type Page } from '../../shared/pagination.js';
import type { FactoryContext } from '../context.js';
import { LedgerEntry } from '../ledger/ledger-entry.entity.js';
import { lockTenant, tenantPage, writer } from '../tenant-scope.js';
import { DEFAULT_WORKER_NAME, Worker } from './worker.entity.js';
import type { CreateWorkerInput, DefaultWorkerSeed, UpdateWorkerInput } from './worker.types.js';

export interface WorkerFilter {
  skill?: string | null;
  /** Case-insensitive text in the name or the phone number. */
  search?: string | null;
}

const isDefaultName = (name: string) => name.trim().toLowerCase() === DEFAULT_WORKER_NAME.toLowerCase();

/** Trimmed, without blanks, each skill once (the first spelling kept). */
function cleanSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  return skills
    .map((skill) => skill.trim())
    .filter((skill) => skill && !seen.has(skill.toLowerCase()) && seen.add(skill.toLowerCase()));
}

function assertNotReserved(name: string): void {
  if (isDefaultName(name)) {
    throw validationError(
      `The name "${DEFAULT_WORKER_NAME}" is reserved for the default worker (GET /worker/initDefaultWorker)`,
      { fields: { name: ['reserved'] } },
    );
  }
}

/**
 * The workers of a tenant. A tenant has at most its plan's `settings.maxWorkers` of them, not counting the
 * default worker "None" (a placeholder for steps nobody is assigned to, not a person); the count is taken under
 * the tenant row's lock so that concurrent creations cannot overshoot it. A worker with ledger entries is never
 * deleted, so that no balance is lost.
 */
export class WorkerService {
  constructor(private readonly context: Pick<FactoryContext, 'em' | 'auth' | 'audit'>) {}

  async list(filter: WorkerFilter, page?: number | null, limit?: number | null): Promise<Page<Worker>> {
    await this.context.auth.requireAdmin();
    const { request, tenantId } = await tenantPage(this.context, page, limit);
    const skill = filter.skill?.trim();
    const where: FilterQuery<Worker> = {
      ...(tenantId ? { tenant: tenantId } : {}),
      ...(skill ? { skills: { $contains: [skill] } } : {}),
      ...textSearch(filter.search, ['name', 'phone'] as const),
    };
    const [items, total] = await this.context.em.findAndCount(Worker, where, {
      orderBy: [{ name: QueryOrder.ASC }, { id: QueryOrder.ASC }],
      limit: request.limit,
      offset: request.offset,
    });
    return pageOf(items, total, request);
  }

  async get(id: string): Promise<Worker> {
    await this.context.auth.requireAdmin();
    return this.#find(this.context.em, id);
  }

  async create(input: CreateWorkerInput): Promise<Worker> {
    const { caller, tenantId } = await writer(this.context);
    const name = input.name.trim();
    if (!name) throw validationError('name is required', { fields: { name: ['required'] } });
    assertNotReserved(name);
    return this.context.em.transactional(async (em) => {
      const tenant = await lockTenant(em, tenantId);
      const counted = await em.count(Worker, { tenant, name: { $ne: DEFAULT_WORKER_NAME } });
      if (counted >= tenant.settings.maxWorkers) {
        throw forbidden(
          `Worker limit reached: the tenant's plan allows ${tenant.settings.maxWorkers} workers (the default worker "${DEFAULT_WORKER_NAME}" not counted)`,
        );
      }
      const worker = em.create(Worker, {
        tenant,
        name,
        phone: input.phone?.trim() || null,
        skills: cleanSkills(input.skills ?? []),
        isActive: input.isActive ?? true,
      });
      await em.flush();
      await this.context.audit.record(
        em,
        { userId: caller.id },
        { action: 'worker.create', tenantId, entityType: 'worker', entityId: worker.id, after: snapshot(worker) },
      );
      return worker;
    });
  }

  async update(id: string, input: UpdateWorkerInput): Promise<Worker> {
    const { caller } = await writer(this.context);
    return this.context.em.transactional(async (em) => {
      const worker = await this.#find(em, id);
      const before = snapshot(worker);
      if (input.name !== null && input.name !== undefined) {
        const name = input.name.trim();
        if (!name) throw validationError('name cannot be blank', { fields: { name: ['required'] } });
        if (isDefaultName(worker.name) !== isDefaultName(name)) {
          throw validationError(
            `The default worker keeps the name "${DEFAULT_WORKER_NAME}", and no other worker may take it`,
            { fields: { name: ['reserved'] } },
          );
        }
        worker.name = name;
      }
      if (input.phone !== null && input.phone !== undefined) worker.phone = input.phone.trim() || null;
      if (input.skills !== null && input.skills !== undefined) worker.skills = cleanSkills(input.skills);
      if (input.isActive !== null && input.isActive !== undefined) worker.isActive = input.isActive;
      await em.flush();
      await this.context.audit.record(
        em,
        { userId: caller.id },
        {
          action: 'worker.update',
          tenantId: worker.tenant.id,
          entityType: 'worker',
          entityId: worker.id,
          before,
          after: snapshot(worker),
        },
      );
      return worker;
    });
  }

  /**
   * Deletes a worker that nothing refers to. One with ledger entries is refused (its balance would be lost; set
   * isActive false instead), as is one still named on a job step or a transaction (the foreign keys restrict).
   */
  async remove(id: string): Promise<Worker> {
    const { caller } = await writer(this.context);
    try {
      return await this.context.em.transactional(async (em) => {
        const worker = await this.#find(em, id);
        const entries = await em.count(LedgerEntry, { worker });
        if (entries > 0) {
          throw conflict(
            `The worker "${worker.name}" has ${entries} ledger entries and cannot be deleted, so that no balance is lost; deactivate the worker instead (isActive: false)`,
          );
        }
        const before = snapshot(worker);
        em.remove(worker);
        await em.flush();
        await this.context.audit.record(
          em,
          { userId: caller.id },
          { action: 'worker.delete', tenantId: worker.tenant.id, entityType: 'worker', entityId: worker.id, before },
        );
        return worker;
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw conflict(
          'The worker is still assigned to job steps or transactions and cannot be deleted; deactivate the worker instead (isActive: false)',
        );
      }
      throw error;
    }
  }

  /** The tenant's default worker "None", created on the first call only (under the tenant row's lock). */
  async initDefault(): Promise<DefaultWorkerSeed> {
    const { caller, tenantId } = await writer(this.context);
    return this.context.em.transactional(async (em) => {
      const tenant = await lockTenant(em, tenantId);
      const existing = await em.findOne(Worker, { tenant, name: DEFAULT_WORKER_NAME });
      if (existing) return { worker: existing, created: false };
      const worker = em.create(Worker, { tenant, name: DEFAULT_WORKER_NAME });
      await em.flush();
      await this.context.audit.record(
        em,
        { userId: caller.id },
        {
          action: 'worker.create_default',
          tenantId,
          entityType: 'worker',
          entityId: worker.id,
          after: snapshot(worker),
        },
      );
      return { worker, created: true };
    });
  }

  async #find(em: EntityManager, id: string): Promise<Worker> {
    return em.findOneOrFail(Worker, { id: normalizeId(id) });
  }
}
