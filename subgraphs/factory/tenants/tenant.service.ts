import { QueryOrder, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { snapshot, type AuditActor } from '../../shared/audit/audit-trail.js';
import { pageOf, parsePage, type Page } from '../../shared/pagination.js';
import { assertAcceptablePassword, hashPassword } from '../accounts/passwords.js';
import { User } from '../accounts/user.entity.js';
import type { FactoryContext } from '../context.js';
import { Plan } from '../plans/plan.entity.js';
import { isProvisioned, Provisioner } from './provisioner.js';
import { DomainStatus, Tenant, TenantStatus, type TenantSettings } from './tenant.entity.js';
import type {
  CreateTenantInput,
  ProvisioningResult,
  TenantProvisioning,
  TenantStats,
  UpdateTenantInput,
} from './tenant.types.js';

/** The limits a tenant takes from its plan (at provisioning and at every plan change). */
const settingsOf = (plan: Plan): TenantSettings => ({
  maxUsers: plan.limits.maxUsers,
  maxWorkers: plan.limits.maxWorkers,
});

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** The unique constraints a new tenant can run into, and what the client is told. */
const UNIQUE_CONFLICTS: Readonly<Record<string, (input: CreateTenantInput) => string>> = {
  tenant_slug_unique: (input) => `A tenant with slug "${input.slug}" already exists`,
  app_user_email_unique: (input) => `A user with email "${input.adminEmail.trim().toLowerCase()}" already exists`,
};

/**
 * Tenants and their provisioning, all for super-admins. A tenant and its admin user are created together in
 * one transaction; its subdomain is provisioned after the commit (a slow provisioner must not hold a
 * transaction open), and the domain becomes active once hosting and DNS both succeeded.
 */
export class TenantService {
  readonly #provisioner: Provisioner;

  constructor(private readonly context: Pick<FactoryContext, 'em' | 'auth' | 'audit' | 'config'>) {
    this.#provisioner = new Provisioner({ url: context.config.FACTORY_PROVISIONER_URL });
  }

  async list(page?: number | null, limit?: number | null, status?: TenantStatus | null): Promise<Page<Tenant>> {
    await this.context.auth.requireSuper();
    const request = parsePage(page, limit);
    const where: FilterQuery<Tenant> = status ? { status } : {};
    const [items, total] = await this.context.em.findAndCount(Tenant, where, {
      populate: ['plan'],
      orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.ASC }],
      limit: request.limit,
      offset: request.offset,
    });
    return pageOf(items, total, request);
  }

  async stats(): Promise<TenantStats> {
    await this.context.auth.requireSuper();
    const [row] = await this.context.em.execute<
      { total: number; active: number; suspended: number; domainActive: number; domainPending: number }[]
    >(`
      select count(*)::int as "total",
             count(*) filter (where "status" = 'active')::int as "active",
             count(*) filter (where "status" = 'suspended')::int as "suspended",
             count(*) filter (where "domain_status" = 'active')::int as "domainActive",
             count(*) filter (where "domain_status" = 'pending')::int as "domainPending"
        from "factory"."tenant"`);
    return {
      total: row.total,
      byStatus: { active: row.active, suspended: row.suspended },
      byDomainStatus: { active: row.domainActive, pending: row.domainPending },
    };
  }

  async get(id: string): Promise<Tenant> {
    await this.context.auth.requireSuper();
    return this.#find(this.context.em, id);
  }

  /**
   * Creates the tenant and its admin user (both or neither), then provisions the subdomain. A failed
   * provisioning step leaves the tenant with a pending domain (`retryDomain` finishes it); the tenant and
   * its admin exist either way.
   */
  async create(input: CreateTenantInput): Promise<TenantProvisioning> {
    const caller = await this.context.auth.requireSuper();
    assertAcceptablePassword(input.adminPassword, 'adminPassword');
    if (input.adminPassword !== input.adminConfirmPassword) {
      throw validationError('adminPassword and adminConfirmPassword do not match', {
        fields: { adminConfirmPassword: ['must equal adminPassword'] },
      });
    }
    // Hashing is deliberately slow: done before the transaction, not inside it.
    const passwordHash = await hashPassword(input.adminPassword);
    const actor: AuditActor = { userId: caller.id };
    let tenantId: string;
    try {
      tenantId = await this.context.em.transactional(async (em) => {
        const plan = await this.#activePlan(em, input.plan);
        const tenant = em.create(Tenant, {
          name: input.name.trim(),
          slug: input.slug,
          plan,
          domain: `${input.slug}.${this.context.config.FACTORY_BASE_DOMAIN}`,
          // Without a provisioner there is nothing to do: `<slug>.localhost` already resolves.
          domainStatus: this.context.config.FACTORY_PROVISIONER_URL ? DomainStatus.PENDING : DomainStatus.ACTIVE,
          settings: settingsOf(plan),
        });
        await em.flush();
        const admin = em.create(User, {
          tenant,
          name: input.adminName.trim(),
          email: input.adminEmail.trim().toLowerCase(),
          passwordHash,
          role: 'admin',
        });
        await em.flush();
        await this.context.audit.record(em, actor, {
          action: 'tenant.create',
          tenantId: tenant.id,
          entityType: 'tenant',
          entityId: tenant.id,
          after: snapshot(tenant),
        });
        await this.context.audit.record(em, actor, {
          action: 'user.create',
          tenantId: tenant.id,
          entityType: 'user',
          entityId: admin.id,
          after: snapshot(admin, ['passwordHash']),
        });
        return tenant.id;
      });
    } catch (error) {
      const constraint =
        error instanceof UniqueConstraintViolationException ? (error as { constraint?: string }).constraint : undefined;
      const message = constraint ? UNIQUE_CONFLICTS[constraint]?.(input) : undefined;
      if (message) throw conflict(message);
      throw error;
    }
    return this.#provision(tenantId, actor);
  }

  /** Provisions a pending domain again; VALIDATION_ERROR when it is already active. */
  async retryDomain(id: string): Promise<TenantProvisioning> {
    const caller = await this.context.auth.requireSuper();
    const tenant = await this.#find(this.context.em, id);
    if (tenant.domainStatus === DomainStatus.ACTIVE)
      throw validationError(`The domain ${tenant.domain} is already active`);
    return this.#provision(tenant.id, { userId: caller.id });
  }

  /** Renames the tenant or moves it to another active plan (whose limits it then takes); the slug cannot change. */
  async update(id: string, input: UpdateTenantInput): Promise<Tenant> {
    const caller = await this.context.auth.requireSuper();
    return this.context.em.transactional(async (em) => {
      const tenant = await this.#find(em, id);
      if (present(input.slug) && input.slug !== tenant.slug) {
        throw validationError('A tenant’s slug cannot be changed', { fields: { slug: ['immutable'] } });
      }
      const before = snapshot(tenant);
      if (present(input.name)) tenant.name = input.name.trim();
      if (present(input.plan)) {
        const plan = await this.#activePlan(em, input.plan);
        tenant.plan = plan;
        tenant.settings = settingsOf(plan);
      }
      await em.flush();
      await this.context.audit.record(
        em,
        { userId: caller.id },
        {
          action: 'tenant.update',
          tenantId: tenant.id,
          entityType: 'tenant',
          entityId: tenant.id,
          before,
          after: snapshot(tenant),
        },
      );
      return tenant;
    });
  }

  async setStatus(id: string, status: TenantStatus): Promise<Tenant> {
    const caller = await this.context.auth.requireSuper();
    return this.context.em.transactional(async (em) => {
      const tenant = await this.#find(em, id);
      const before = tenant.status;
      tenant.status = status;
      await em.flush();
      await this.context.audit.record(
        em,
        { userId: caller.id },
        {
          action: 'tenant.status',
          tenantId: tenant.id,
          entityType: 'tenant',
          entityId: tenant.id,
          before: { status: before },
          after: { status },
        },
      );
      return tenant;
    });
  }

  /** Deletes the tenant; its users (and every other row it owns) go with it by the foreign keys' cascade. */
  async remove(id: string): Promise<Tenant> {
    const caller = await this.context.auth.requireSuper();
    return this.context.em.transactional(async (em) => {
      const tenant = await this.#find(em, id);
      const before = snapshot(tenant);
      em.remove(tenant);
      await em.flush();
      await this.context.audit.record(
        em,
        { userId: caller.id },
        { action: 'tenant.delete', tenantId: tenant.id, entityType: 'tenant', entityId: tenant.id, before },
      );
      return tenant;
    });
  }

  async #provision(tenantId: string, actor: AuditActor): Promise<TenantProvisioning> {
    const domain = (await this.#find(this.context.em, tenantId)).domain;
    const outcome = await this.#provisioner.provision(domain);
    const complete = isProvisioned(outcome);
    const tenant = await this.context.em.transactional(async (em) => {
      const current = await this.#find(em, tenantId);
      if (complete && current.domainStatus !== DomainStatus.ACTIVE) {
        current.domainStatus = DomainStatus.ACTIVE;
        await em.flush();
        await this.context.audit.record(em, actor, {
          action: 'tenant.domain.activate',
          tenantId: current.id,
          entityType: 'tenant',
          entityId: current.id,
          before: { domainStatus: DomainStatus.PENDING },
          after: { domainStatus: DomainStatus.ACTIVE, provisioningResult: outcome },
        });
      }
      return current;
    });
    return { tenant, provisioningResult: outcome as ProvisioningResult, complete };
  }

  async #activePlan(em: EntityManager, slug: string): Promise<Plan> {
    const plan = await em.findOne(Plan, { slug, isActive: true });
    if (!plan)
      throw validationError(`plan must be the slug of an active plan; "${slug}" is not`, {
        fields: { plan: ['no active plan with this slug'] },
      });
    return plan;
  }

  async #find(em: EntityManager, id: string): Promise<Tenant> {
    return em.findOneOrFail(Tenant, { id: normalizeId(id) }, { populate: ['plan'] });
  }
}
