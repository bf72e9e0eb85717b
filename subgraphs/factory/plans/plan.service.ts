import { QueryOrder, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, notFound, validationError } from '../../../platform/errors.js';
import { snapshot } from '../../shared/audit/audit-trail.js';
import { pageOf, parsePage, type Page } from '../../shared/pagination.js';
import type { FactoryContext } from '../context.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { Plan } from './plan.entity.js';
import type { CreatePlanInput, UpdatePlanInput } from './plan.types.js';

/** Plans are few; a list answers all of them unless the client asks for pages. */
const PLAN_PAGE = { defaultLimit: 100, maxLimit: 100 };

/** Absent (null or undefined) fields of a patch leave the current value. */
function patched<T extends object>(current: T, patch: { [K in keyof T]?: T[K] | null } | null | undefined): T {
  const result = { ...current };
  for (const [key, value] of Object.entries(patch ?? {})) {
    if (value !== null && value !== undefined) (result as Record<string, unknown>)[key] = value;
  }
  return result;
}

/** The subscription plans of the factory service: read by every user, managed by super-admins. */
export class PlanService {
  constructor(private readonly context: Pick<FactoryContext, 'em' | 'auth' | 'audit'>) {}

  async list(page?: number | null, limit?: number | null): Promise<Page<Plan>> {
    const request = parsePage(page, limit, PLAN_PAGE);
    const [items, total] = await this.context.em.findAndCount(
      Plan,
      {},
      {
        orderBy: [{ createdAt: QueryOrder.ASC }, { id: QueryOrder.ASC }],
        limit: request.limit,
        offset: request.offset,
      },
    );
    return pageOf(items, total, request);
  }

  async get(slug: string): Promise<Plan> {
    return this.#find(this.context.em, slug);
  }

  async create(input: CreatePlanInput): Promise<Plan> {
    const caller = await this.context.auth.requireSuper();
    try {
      return await this.context.em.transactional(async (em) => {
        const plan = em.create(Plan, {
          name: input.name.trim(),
          slug: input.slug,
          description: input.description?.trim() ?? '',
          limits: { ...input.limits },
          rateLimits: { ...input.rateLimits },
          isActive: input.isActive ?? true,
        });
        await em.flush();
        await this.context.audit.record(
          em,
          { userId: caller.id },
          { action: 'plan.create', entityType: 'plan', entityId: plan.id, after: snapshot(plan) },
        );
        return plan;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw conflict(`A plan with slug "${input.slug}" already exists`);
      throw error;
    }
  }

  /** Changes a plan. Tenants keep the limits copied at provisioning (or at their last plan change). */
  async update(slug: string, input: UpdatePlanInput): Promise<Plan> {
    const caller = await this.context.auth.requireSuper();
    if (input.slug !== null && input.slug !== undefined && input.slug !== slug) {
      throw validationError('A plan’s slug cannot be changed', { fields: { slug: ['immutable'] } });
    }
    return this.context.em.transactional(async (em) => {
      const plan = await this.#find(em, slug);
      const before = snapshot(plan);
      if (input.name !== null && input.name !== undefined) plan.name = input.name.trim();
      if (input.description !== null && input.description !== undefined) plan.description = input.description.trim();
      if (input.isActive !== null && input.isActive !== undefined) plan.isActive = input.isActive;
      plan.limits = patched(plan.limits, input.limits);
      plan.rateLimits = patched(plan.rateLimits, input.rateLimits);
      await em.flush();
      await this.context.audit.record(
        em,
        { userId: caller.id },
        { action: 'plan.update', entityType: 'plan', entityId: plan.id, before, after: snapshot(plan) },
      );
      return plan;
    });
  }

  /**
   * Deletes a plan no tenant uses; CONFLICT while one does. The tenant's foreign key (on delete restrict)
   * refuses the delete too should a tenant take the plan meanwhile.
   */
  async remove(slug: string): Promise<Plan> {
    const caller = await this.context.auth.requireSuper();
    return this.context.em.transactional(async (em) => {
      const plan = await this.#find(em, slug);
      const tenants = await em.count(Tenant, { plan });
      if (tenants > 0)
        throw conflict(`The plan "${slug}" is used by ${tenants} tenant${tenants === 1 ? '' : 's'}`, { tenants });
      const before = snapshot(plan);
      em.remove(plan);
      await em.flush();
      await this.context.audit.record(
        em,
        { userId: caller.id },
        { action: 'plan.delete', entityType: 'plan', entityId: plan.id, before },
      );
      return plan;
    });
  }

  async #find(em: EntityManager, slug: string): Promise<Plan> {
    const plan = await em.findOne(Plan, { slug });
    if (!plan) throw notFound('Plan');
    return plan;
  }
}
