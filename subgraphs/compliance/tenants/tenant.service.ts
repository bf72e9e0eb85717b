import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { conflict, notFound } from '../../../platform/errors.js';
import { logger } from '../../../platform/logger.js';
import { identityProviderFromConfig, type IdentityProviderClient } from '../../shared/identity-provider.js';
import { listOrder, pageOf, parsePage, parseSort, type Page } from '../../shared/pagination.js';
import { BusinessEntity } from '../business-entities/business-entity.entity.js';
import type { ComplianceContext } from '../context.js';
import { Tenant } from './tenant.entity.js';
import type { CreateTenantInput, TenantSignup, TenantSignupInput, UserContext } from './tenant.types.js';
import { Role, RoleId, User } from './user.entity.js';

const SORTABLE = { name: 'name', createdAt: 'createdAt', created_at: 'createdAt', subscriptionPlan: 'subscriptionPlan' } as const;

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

let missingProviderWarned = false;

/**
 * Tenants and their users: self-service signup (identity-provider user, tenant and owner together or not at
 * all), creation by a platform admin, the tenant list and the user context.
 */
export class TenantService {
  constructor(
    private readonly context: Pick<ComplianceContext, 'em' | 'auth' | 'audit'>,
    private readonly identityProvider: IdentityProviderClient | undefined = identityProviderFromConfig(),
  ) {}

  /**
   * Signup: the identity provider's user is created first (it decides whether the email is free), with the new
   * tenant's id in its metadata; then tenant and owner are written in one transaction. If that fails the
   * provider's user is deleted again, so that a failed signup leaves nothing behind in either system.
   */
  async signup(input: TenantSignupInput): Promise<TenantSignup> {
    const email = input.email.trim().toLowerCase();
    const em = this.context.em;
    if (await em.count(User, { email })) throw conflict('A user with this email already exists');
    const tenantId = randomUUID();
    const providerUser = this.identityProvider
      ? await this.identityProvider.createUser({ email, password: input.password, userMetadata: { tenantId } })
      : undefined;
    if (!providerUser && !missingProviderWarned) {
      missingProviderWarned = true;
      logger('compliance:signup').warn('IDP_URL or IDP_SERVICE_KEY is not set: signup creates local users only; mint their tokens with `npm run cli -- compliance:token`');
    }
    try {
      return await em.transactional(async (tx) => {
        const tenant = tx.create(Tenant, {
          id: tenantId,
          name: input.organizationName.trim(),
          entityType: input.entityType,
          contactEmail: email,
          contactPhone: blankToNull(input.phone),
          gstin: blankToNull(input.gstin),
          pan: blankToNull(input.pan),
        });
        const user = tx.create(User, {
          id: (providerUser?.id ?? randomUUID()).toLowerCase(),
          tenant,
          email,
          phone: blankToNull(input.phone),
          role: tx.getReference(Role, RoleId.OWNER),
        });
        this.context.audit.record(tx, { userId: user.id, email, tenantId }, {
          action: 'TENANT_SIGNED_UP',
          resourceType: 'tenant',
          resourceId: tenantId,
          details: { name: tenant.name, subscriptionPlan: tenant.subscriptionPlan },
        });
        await tx.flush();
        return { tenant, user };
      });
    } catch (error) {
      if (providerUser) await this.#removeProviderUser(providerUser.id);
      throw error;
    }
  }

  async #removeProviderUser(id: string): Promise<void> {
    try {
      await this.identityProvider?.deleteUser(id);
    } catch (error) {
      // The signup still fails cleanly; the orphan needs an operator, so it is logged loudly with its id.
      logger('compliance:signup').error({ err: error, providerUserId: id }, 'could not remove the identity-provider user of a failed signup');
    }
  }

  /** A tenant created by a platform admin. */
  async create(input: CreateTenantInput): Promise<Tenant> {
    const admin = await this.context.auth.requireAdmin();
    return this.context.em.transactional(async (em) => {
      const tenant = em.create(Tenant, {
        name: input.name.trim(),
        entityType: input.entityType,
        contactEmail: blankToNull(input.contactEmail)?.toLowerCase() ?? null,
        contactPhone: blankToNull(input.contactPhone),
        gstin: blankToNull(input.gstin),
        pan: blankToNull(input.pan),
        registrationNumber: blankToNull(input.registrationNumber),
        ...(input.subscriptionPlan ? { subscriptionPlan: input.subscriptionPlan } : {}),
      });
      this.context.audit.record(em, { ...admin, tenantId: tenant.id }, {
        action: 'TENANT_CREATED',
        resourceType: 'tenant',
        resourceId: tenant.id,
        details: { name: tenant.name, subscriptionPlan: tenant.subscriptionPlan, createdByAdmin: true },
      });
      await em.flush();
      return tenant;
    });
  }

  /** Every tenant for a platform admin; the caller's own tenant for anyone else. */
  async list(sort: string | null | undefined, page?: number | null, limit?: number | null): Promise<Page<Tenant>> {
    const request = parsePage(page, limit);
    const orderBy = listOrder<Tenant>(parseSort(sort, SORTABLE));
    const where = (await this.context.auth.isAdmin()) ? {} : { id: (await this.context.auth.requireTenant()).tenantId };
    const [items, total] = await this.context.em.findAndCount(Tenant, where, { orderBy, limit: request.limit, offset: request.offset });
    return pageOf(items, total, request);
  }

  /** The context of a user of the caller's tenant (the caller's own without an email). */
  async userContext(email: string | null | undefined): Promise<UserContext> {
    const caller = await this.context.auth.requireTenant();
    const wanted = email?.trim().toLowerCase() || caller.email?.toLowerCase();
    const user = wanted ? await this.context.em.findOne(User, { email: wanted, tenant: caller.tenantId }, { populate: ['tenant', 'role'] }) : null;
    if (!user) throw notFound('User');
    return { id: user.id, name: user.name, email: user.email, tenant: user.tenant, role: user.role, entity: await this.#entityOf(user.tenant.id, caller.entityId) };
  }

  async #entityOf(tenantId: string, tokenEntityId: string | null): Promise<BusinessEntity | null> {
    const em: EntityManager = this.context.em;
    const named = tokenEntityId ? await em.findOne(BusinessEntity, { id: tokenEntityId, tenant: tenantId }) : null;
    return named ?? em.findOne(BusinessEntity, { tenant: tenantId }, { orderBy: [{ createdAt: QueryOrder.ASC }, { id: QueryOrder.ASC }] });
  }
}
