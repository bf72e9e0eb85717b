import type { EntityManager } from '@mikro-orm/postgresql';
import type { IncomingHttpHeaders } from 'node:http';
import { verifyAccessToken, type AccessTokenClaims } from '../../../platform/auth/access-token.js';
import { forbidden, unauthorized, validationError } from '../../../platform/errors.js';
import { isUuid } from '../../../platform/ids.js';
import { bearerToken } from '../../shared/context.js';
import { oncePerRequest } from '../../shared/once-per-request.js';
import { acrossTenants, confirmedMembership, type ConfirmedMembership } from '../../shared/tenancy.js';
import { User } from '../tenants/user.entity.js';

/** The spec requires `x-tenant-id` on form-mapping and audit operations (an option of `requireTenant`). */
export const TENANT_HEADER_REQUIRED = { tenantHeader: 'required' } as const;

/** A caller with a valid access token. */
export type Caller = AccessTokenClaims;

/** A caller acting within its own tenant (the only tenant any of its queries can see). */
export interface TenantCaller extends Caller {
  readonly tenantId: string;
}

const headerValue = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim();
};

const flagged = (headers: IncomingHttpHeaders, name: string) => headerValue(headers, name)?.toLowerCase() === 'true';

/**
 * The compliance spec's access rules for one request:
 * - JWT: a valid HS256 access token of a signed-in user (401 when missing, malformed, expired, badly signed, for
 *   another audience or role, or issued in the future: `verifyAccessToken`);
 * - tenant scope: the token's `user_metadata.tenantId` is a claim its user can write himself, so it is believed
 *   only when this subgraph's own `app_user` row of the token's `sub` belongs to that tenant (403 otherwise: a
 *   claim naming another tenant, or a `sub` that is no user here); the confirmation is kept per token for
 *   MEMBERSHIP_TTL_MS. That tenant is the only one a caller sees; an `x-tenant-id` header or a `tenantId` argument
 *   naming another tenant is 403. A platform admin is a user of its own tenant like any other: its role opens the
 *   admin operations, never another tenant's data through a claim;
 * - Admin: `x-admin: true` AND a user whose role has `platformAdmin` (granted by `compliance:grant-admin`):
 *   the header alone never passes;
 * - audit: Admin, or `x-audit-access: true` from a user whose role has `audit`.
 */
export class ComplianceAuth {
  static readonly #verifiedCaller = oncePerRequest(async (auth: ComplianceAuth) => {
    const token = bearerToken(auth.headers);
    if (token === undefined) throw unauthorized('Missing Authorization header');
    if (token === null) throw unauthorized('Malformed Authorization header: expected "Bearer <token>"');
    return verifyAccessToken(token);
  });

  static readonly #member = oncePerRequest(async (auth: ComplianceAuth): Promise<TenantCaller> => {
    const caller = await auth.requireCaller();
    const claimed = caller.tenantId;
    if (!claimed) throw forbidden('The access token names no tenant');
    const membership = await confirmedMembership(auth.em, bearerToken(auth.headers)!, caller.expiresAt, () =>
      auth.#confirmMembership(caller.userId, claimed),
    );
    return { ...caller, tenantId: membership.tenantId };
  });

  static readonly #callerUser = oncePerRequest((auth: ComplianceAuth) =>
    auth
      .requireCaller()
      .then((caller) =>
        isUuid(caller.userId)
          ? acrossTenants(auth.em).findOne(User, { id: caller.userId.toLowerCase() }, { populate: ['role'] })
          : null,
      ),
  );

  constructor(
    private readonly headers: IncomingHttpHeaders,
    private readonly em: EntityManager,
  ) {}

  /** Whether the request carries a bearer token at all (it may still be invalid). */
  get hasCredentials(): boolean {
    return bearerToken(this.headers) !== undefined;
  }

  /**
   * The caller within the tenant our records confirmed it belongs to (401 without a valid token, 403 without a
   * confirmed membership), once per request: the scope of the request's EntityManager (`context.ts`). Operations
   * ask `requireTenant`, which adds the checks of the tenant a request names.
   */
  confirmedMember(): Promise<TenantCaller> {
    return ComplianceAuth.#member(this);
  }

  /** The verified caller (401 without a valid token), verified once per request. */
  requireCaller(): Promise<Caller> {
    return ComplianceAuth.#verifiedCaller(this);
  }

  /**
   * The caller within its tenant. `requestedTenantId` is a tenant the operation names (a `tenantId` argument);
   * it and the `x-tenant-id` header must both be the token's tenant. Operations for which the spec requires the
   * header (form mappings, audit) pass `{ tenantHeader: 'required' }`: without it they are a VALIDATION_ERROR.
   */
  async requireTenant(
    requestedTenantId?: string | null,
    options: { tenantHeader?: 'required' | 'optional' } = {},
  ): Promise<TenantCaller> {
    const caller = await ComplianceAuth.#member(this);
    const header = headerValue(this.headers, 'x-tenant-id');
    if (options.tenantHeader === 'required' && !header) {
      throw validationError('The x-tenant-id header is required for this operation', {
        fields: { 'x-tenant-id': ['is required'] },
      });
    }
    if (header && !isUuid(header))
      throw validationError('The x-tenant-id header must be a uuid', { fields: { 'x-tenant-id': ['is not a uuid'] } });
    if (header && header.toLowerCase() !== caller.tenantId)
      throw forbidden('x-tenant-id is not the tenant of the access token');
    if (requestedTenantId && requestedTenantId.trim().toLowerCase() !== caller.tenantId) {
      throw forbidden('Access to another tenant is not allowed');
    }
    return caller;
  }

  /**
   * The claimed tenant, when the token's user is one of its users here: one count by primary key, no entity
   * loaded, nothing of the request's unit of work flushed by it. Users come from signup, `addTenantUser` and
   * operators (seeded rows).
   */
  async #confirmMembership(userId: string, claimedTenantId: string): Promise<ConfirmedMembership> {
    // Before this check the request has no scope: it is what gives the request its scope.
    const member =
      isUuid(userId) &&
      isUuid(claimedTenantId) &&
      (await acrossTenants(this.em).count(
        User,
        { id: userId.toLowerCase(), tenant: claimedTenantId },
        { flushMode: 'commit' },
      )) > 0;
    if (!member) throw forbidden('The caller is not a user of the tenant its access token names');
    return { tenantId: claimedTenantId };
  }

  /**
   * The caller's user record, when it has one (users are created by signup), read by the token's `sub` whatever
   * its tenant: a platform admin's role is asked of it before (and without) a confirmed tenant.
   */
  user(): Promise<User | null> {
    return ComplianceAuth.#callerUser(this);
  }

  /**
   * The scopes the gateway's authorization directives decide on, from this service's records only: `compliance:user`
   * once the token's user is confirmed a user of the tenant its token names, `compliance:platform-admin` and
   * `compliance:audit` from its role's permissions. No header switch is needed or read: the gateway keeps these per
   * token, and the operations themselves still ask for their switches.
   */
  async grantedScopes(): Promise<string[]> {
    await this.requireCaller();
    const scopes: string[] = [];
    try {
      await this.confirmedMember();
      scopes.push('compliance:user');
    } catch (error) {
      // Not a user of the claimed tenant: no scope of a member, which is an answer, not a failure.
      if ((error as { extensions?: { code?: unknown } }).extensions?.code !== 'FORBIDDEN') throw error;
    }
    const permissions = (await this.user())?.role.permissions;
    if (permissions?.platformAdmin) scopes.push('compliance:platform-admin');
    if (permissions?.audit) scopes.push('compliance:audit');
    return scopes;
  }

  /** A platform admin: the `x-admin: true` header and the platform-admin role. */
  async requireAdmin(): Promise<Caller> {
    const caller = await this.requireCaller();
    if (!flagged(this.headers, 'x-admin')) throw forbidden('Admin operation: the x-admin header is required');
    const user = await this.user();
    if (!user?.role.permissions.platformAdmin) throw forbidden('Admin operation: the caller is not a platform admin');
    return caller;
  }

  /** Whether the caller passes `requireAdmin` (a caller without valid credentials throws as usual). */
  async isAdmin(): Promise<boolean> {
    await this.requireCaller();
    if (!flagged(this.headers, 'x-admin')) return false;
    return (await this.user())?.role.permissions.platformAdmin === true;
  }

  /**
   * The caller's tenant, with every switch its headers send honoured now (`x-admin` needs the platform-admin role,
   * `x-audit-access` the audit permission): what the gateway's response cache asks, through `complianceCacheGate`,
   * before it serves an answer stored for these very headers, so that none outlives a role taken away.
   */
  async requireStanding(): Promise<TenantCaller> {
    const caller = await this.requireTenant();
    if (flagged(this.headers, 'x-admin')) await this.requireAdmin();
    else if (flagged(this.headers, 'x-audit-access')) await this.requireAuditAccess();
    return caller;
  }

  /** Reads of the audit trail, within the caller's tenant: an admin, or `x-audit-access: true` from a user allowed to audit. */
  async requireAuditAccess(): Promise<TenantCaller> {
    const caller = await this.requireTenant(null, TENANT_HEADER_REQUIRED);
    if (flagged(this.headers, 'x-admin')) {
      await this.requireAdmin();
      return caller;
    }
    if (!flagged(this.headers, 'x-audit-access')) throw forbidden('Audit access requires x-admin or x-audit-access');
    const user = await this.user();
    if (!user?.role.permissions.audit && !user?.role.permissions.platformAdmin) {
      throw forbidden('The caller is not allowed to read the audit trail');
    }
    return caller;
  }
}
