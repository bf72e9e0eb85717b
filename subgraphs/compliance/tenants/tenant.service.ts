import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { conflict, forbidden, notFound } from '../../../platform/errors.js';
import { logger } from '../../../platform/logger.js';
import { emailAddress } from '../../shared/email-address.js';
import { identityProviderFromConfig, type IdentityProviderClient } from '../../shared/identity-provider.js';
import { listOrder, pageOf, parsePage, type Page } from '../../shared/pagination.js';
import { acrossTenants } from '../../shared/tenancy.js';
import { BusinessEntity } from '../business-entities/business-entity.entity.js';
import type { ComplianceContext } from '../context.js';
import { assertWithinPlan } from '../plans/plan-limits.js';
import { Tenant } from './tenant.entity.js';
import type {
  AddTenantUserInput,
  ComplianceTenantSort,
  CreateTenantInput,
  TenantSignup,
  SignUpTenantInput,
  UserContext,
} from './tenant.types.js';
import { Role, RoleId, User } from './user.entity.js';

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

let missingProviderWarned = false;

/**
 * Tenants and their users: self-service signup (identity-provider user, tenant and owner together or not at
 * all), creation by a platform admin, the tenant list and the user context.
 */
export class TenantService {
  readonly #identityProvider: IdentityProviderClient | undefined;

  constructor(private readonly context: Pick<ComplianceContext, 'em' | 'auth' | 'audit' | 'config'>) {
    this.#identityProvider = identityProviderFromConfig(context.config);
  }

  /**
   * Signup: the identity provider's user is created first (it decides whether the email is free), with the new
   * tenant's id in its metadata; then tenant and owner are written in one transaction (see `#withAccount`).
   */
  async signup(input: SignUpTenantInput): Promise<TenantSignup> {
    const email = input.email.trim().toLowerCase();
    const tenantId = randomUUID();
    return this.#withAccount({ email, password: input.password, tenantId }, async (tx, userId) => {
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
        id: userId,
        tenant,
        email,
        phone: blankToNull(input.phone),
        role: tx.getReference(Role, RoleId.OWNER),
      });
      await this.context.audit.record(
        tx,
        { userId, email, tenantId },
        {
          action: 'TENANT_SIGNED_UP',
          resourceType: 'tenant',
          resourceId: tenantId,
          details: { name: tenant.name, subscriptionPlan: tenant.subscriptionPlan },
        },
      );
      return { tenant, user };
    });
  }

  /**
   * A new user of the caller's tenant, added by a user who manages users (an owner), within the plan's user
   * limit. The limit is checked before the identity provider is asked and again, under the tenant's lock, in
   * the transaction that adds the user.
   */
  async addUser(input: AddTenantUserInput): Promise<User> {
    const caller = await this.context.auth.requireTenant();
    const manager = await this.context.auth.user();
    if (manager?.tenant.id !== caller.tenantId || manager.role.permissions.users !== 'manage') {
      throw forbidden('Only a user who manages users (an owner) may add users');
    }
    await this.context.em.transactional((em) => assertWithinPlan(em, caller.tenantId, 'users', () => em.count(User)));
    const email = input.email.trim().toLowerCase();
    return this.#withAccount({ email, password: input.password, tenantId: caller.tenantId }, async (tx, userId) => {
      const tenant = await assertWithinPlan(tx, caller.tenantId, 'users', () => tx.count(User));
      const user = tx.create(User, {
        id: userId,
        tenant,
        email,
        name: blankToNull(input.name),
        role: tx.getReference(Role, input.role ?? RoleId.MEMBER),
      });
      await this.context.audit.record(tx, caller, {
        action: 'USER_ADDED',
        resourceType: 'user',
        resourceId: userId,
        details: { email, role: input.role ?? RoleId.MEMBER },
      });
      return user;
    });
  }

  /**
   * Creates an account at the identity provider (with the tenant in its metadata), then runs `write` with the
   * provider's user id in a transaction. If the transaction fails the provider's user is deleted again, so that
   * a failed signup or addition leaves nothing behind in either system. Without a provider the user is local.
   */
  async #withAccount<T>(
    account: { email: string; password: string; tenantId: string },
    write: (tx: EntityManager, userId: string) => Promise<T>,
  ): Promise<T> {
    // An email is unique across tenants, as it is at the identity provider (signup has no tenant yet).
    if (await acrossTenants(this.context.em).count(User, { email: account.email }))
      throw conflict('A user with this email already exists');
    const providerUser = this.#identityProvider
      ? await this.#identityProvider.createUser({
          email: account.email,
          password: account.password,
          userMetadata: { tenantId: account.tenantId },
        })
      : undefined;
    if (!providerUser && !missingProviderWarned) {
      missingProviderWarned = true;
      logger('compliance:accounts').warn(
        'IDP_URL or IDP_SERVICE_KEY is not set: users are local only; mint their tokens with `npm run cli -- compliance:token`',
      );
    }
    try {
      return await this.context.em.transactional(async (tx) => {
        const result = await write(tx, (providerUser?.id ?? randomUUID()).toLowerCase());
        await tx.flush();
        return result;
      });
    } catch (error) {
      if (providerUser) await this.#removeProviderUser(providerUser.id);
      throw error;
    }
  }

  async #removeProviderUser(id: string): Promise<void> {
    try {
      await this.#identityProvider?.deleteUser(id);
    } catch (error) {
      // The request still fails cleanly; the orphan needs an operator, so it is logged loudly with its id.
      logger('compliance:accounts').error(
        { err: error, providerUserId: id },
        'could not remove the identity-provider user of a failed account creation',
      );
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
      await this.context.audit.record(
        em,
        { ...admin, tenantId: tenant.id },
        {
          action: 'TENANT_CREATED',
          resourceType: 'tenant',
          resourceId: tenant.id,
          details: { name: tenant.name, subscriptionPlan: tenant.subscriptionPlan, createdByAdmin: true },
        },
      );
      await em.flush();
      return tenant;
    });
  }

  /** Every tenant for a platform admin; the caller's own tenant for anyone else. */
  async list(
    sort: readonly ComplianceTenantSort[] | null | undefined,
    page?: number | null,
    limit?: number | null,
  ): Promise<Page<Tenant>> {
    const request = parsePage(page, limit);
    const orderBy = listOrder<Tenant>(sort);
    const where = (await this.context.auth.isAdmin()) ? {} : { id: (await this.context.auth.requireTenant()).tenantId };
    const [items, total] = await this.context.em.findAndCount(Tenant, where, {
      orderBy,
      limit: request.limit,
      offset: request.offset,
    });
    return pageOf(items, total, request);
  }

  /** The context of a user of the caller's tenant (the caller's own without an email). */
  async userContext(email: string | null | undefined): Promise<UserContext> {
    const caller = await this.context.auth.requireTenant();
    const wanted = email?.trim() ? emailAddress(email) : caller.email?.toLowerCase();
    const user = wanted
      ? await this.context.em.findOne(User, { email: wanted }, { populate: ['tenant', 'role'] })
      : null;
    if (!user) throw notFound('User');
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      tenant: user.tenant,
      role: user.role,
      entity: await this.#entityOf(caller.entityId),
    };
  }

  async #entityOf(tokenEntityId: string | null): Promise<BusinessEntity | null> {
    const em: EntityManager = this.context.em;
    const named = tokenEntityId ? await em.findOne(BusinessEntity, { id: tokenEntityId }) : null;
    return (
      named ?? em.findOne(BusinessEntity, {}, { orderBy: [{ createdAt: QueryOrder.ASC }, { id: QueryOrder.ASC }] })
    );
  }
}
