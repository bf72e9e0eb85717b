import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../../../platform/config.js';
import { AppError, ErrorCode, forbidden, unauthorized, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { logger } from '../../../platform/logger.js';
import { bearerToken } from '../../shared/context.js';
import {
  identityProviderFromConfig,
  type IdentityProviderClient,
  type IdentityUser,
} from '../../shared/identity-provider.js';
import { oncePerRequest } from '../../shared/once-per-request.js';
import { acrossTenants } from '../../shared/tenancy.js';
import { Tenant, TenantMembership } from './tenant.entity.js';

/** Who passed the admin check. `bypass` is true in the development bypass, where nobody was checked. */
export interface AdminPrincipal {
  readonly userId: string;
  readonly email?: string;
  readonly tenantId?: string;
  readonly bypass: boolean;
}

export interface AddAdminResult {
  tenant: { id: string; slug: string; name: string };
  tenantCreated: boolean;
  membershipCreated: boolean;
}

/**
 * Membership of the training tenant: the rule the admin check applies and `training:add-admin` changes. Both run
 * before any caller is known (they decide who the caller is), so they read memberships across tenants, naming the
 * training tenant themselves.
 */
export class TrainingTenantService {
  readonly #em: EntityManager;

  constructor(
    em: EntityManager,
    private readonly tenantSlug: string,
  ) {
    this.#em = acrossTenants(em);
  }

  /** The membership of an identity-provider user in the training tenant, or null. */
  findMembership(userId: string): Promise<TenantMembership | null> {
    const id = normalizeId(userId);
    if (!id) return Promise.resolve(null);
    return this.#em.findOne(TenantMembership, { userId: id, tenant: { slug: this.tenantSlug } });
  }

  /** Makes a user a member of the training tenant, creating the tenant when absent. Idempotent. */
  async addAdmin(userId: string): Promise<AddAdminResult> {
    const normalized = normalizeId(userId);
    if (!normalized) throw validationError(`Invalid identity-provider user id "${userId}": expected a uuid`);
    return this.#em.transactional(async (em) => {
      // Serialises concurrent calls, so that two of them cannot both create the tenant or the membership.
      await em.execute(`select pg_advisory_xact_lock(hashtext('training:tenant:' || ?))`, [this.tenantSlug]);
      let tenant = await em.findOne(Tenant, { slug: this.tenantSlug });
      const tenantCreated = !tenant;
      if (!tenant) {
        tenant = em.create(Tenant, { slug: this.tenantSlug, name: tenantName(this.tenantSlug) });
      }
      const existing = tenantCreated ? null : await em.findOne(TenantMembership, { tenant, userId: normalized });
      if (!existing) em.create(TenantMembership, { tenant, userId: normalized });
      await em.flush();
      return {
        tenant: { id: tenant.id, slug: tenant.slug, name: tenant.name },
        tenantCreated,
        membershipCreated: !existing,
      };
    });
  }
}

function tenantName(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

let bypassWarned = false;

/**
 * The admin check of the training spec: a bearer token (401 when missing or malformed), validated by the
 * identity provider (403 when it rejects it), whose user is a member of the training tenant (403 when not).
 * A positive answer of the provider is cached per token for at most 30 s; membership is checked every time,
 * so that removing a member takes effect at once. Without IDP_URL or IDP_SERVICE_KEY the check is skipped
 * (development bypass), with a warning logged once. Only the user's `id` counts, against training's own members: what
 * the user can write himself (GoTrue's `user_metadata`, a tenant it claims) decides nothing, and the tenant of the
 * principal is the membership's.
 */
export class AdminAuthenticator {
  readonly #cache = new Map<string, { user: IdentityUser; expiresAt: number }>();

  readonly #tenantSlug: string;

  constructor(
    settings: Pick<Config, 'TRAINING_TENANT_SLUG' | 'IDP_URL' | 'IDP_SERVICE_KEY'>,
    private readonly identityProvider: IdentityProviderClient | undefined = identityProviderFromConfig(settings),
    private readonly cacheTtlMs = 30_000,
  ) {
    this.#tenantSlug = settings.TRAINING_TENANT_SLUG;
  }

  get bypassed(): boolean {
    return this.identityProvider === undefined;
  }

  async authenticate(headers: IncomingHttpHeaders, em: EntityManager): Promise<AdminPrincipal> {
    if (!this.identityProvider) {
      if (!bypassWarned) {
        bypassWarned = true;
        logger('training:auth').warn(
          'IDP_URL or IDP_SERVICE_KEY is not set: admin authentication is SKIPPED (development bypass)',
        );
      }
      return { userId: 'development', bypass: true };
    }
    const token = bearerToken(headers);
    if (token === undefined) throw unauthorized('Missing Authorization header');
    if (token === null) throw unauthorized('Malformed Authorization header: expected "Bearer <token>"');

    const user = await this.#user(this.identityProvider, token);
    if (!user) throw forbidden('Invalid or expired access token');
    const membership = await new TrainingTenantService(em, this.#tenantSlug).findMembership(user.id);
    if (!membership) throw forbidden('Not a member of the training tenant');
    return { userId: user.id, email: user.email, tenantId: membership.tenant.id, bypass: false };
  }

  async #user(identityProvider: IdentityProviderClient, token: string): Promise<IdentityUser | null> {
    const key = createHash('sha256').update(token).digest('base64url');
    const now = Date.now();
    const cached = this.#cache.get(key);
    if (cached && cached.expiresAt > now) return cached.user;
    if (cached) this.#cache.delete(key);
    const user = await identityProvider.getUser(token);
    if (user) {
      if (this.#cache.size >= 10_000) this.#evictExpired(now);
      this.#cache.set(key, { user, expiresAt: now + this.cacheTtlMs });
    }
    return user;
  }

  #evictExpired(now: number): void {
    for (const [key, entry] of this.#cache) if (entry.expiresAt <= now) this.#cache.delete(key);
    if (this.#cache.size >= 10_000) this.#cache.clear();
  }
}

/** The admin check for one request, run at most once however many fields ask for it. */
export class TrainingAuth {
  static readonly #admin = oncePerRequest((auth: TrainingAuth) =>
    auth.authenticator.authenticate(auth.headers, auth.em),
  );

  constructor(
    private readonly authenticator: AdminAuthenticator,
    private readonly headers: IncomingHttpHeaders,
    private readonly em: EntityManager,
  ) {}

  /** The admin principal, or an AppError (UNAUTHORIZED, FORBIDDEN, SERVICE_UNAVAILABLE). */
  requireAdmin(): Promise<AdminPrincipal> {
    return TrainingAuth.#admin(this);
  }

  /** Whether the caller is an admin; a caller without (valid) credentials simply is not. */
  async isAdmin(): Promise<boolean> {
    try {
      await this.requireAdmin();
      return true;
    } catch (error) {
      if (
        error instanceof AppError &&
        [ErrorCode.UNAUTHORIZED, ErrorCode.FORBIDDEN].includes(error.extensions.code as never)
      ) {
        return false;
      }
      throw error;
    }
  }
}
