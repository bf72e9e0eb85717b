import type { IncomingHttpHeaders } from 'node:http';
import { verifyFactoryToken, type FactoryClaims } from '../../../platform/auth/factory-token.js';
import { forbidden, unauthorized, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { bearerToken } from '../../shared/context.js';
import { oncePerRequest } from '../../shared/once-per-request.js';

/**
 * The factory spec's access levels for one request: Authenticated (a valid token), Admin (role admin or
 * super-admin) and Super (super-admin). The caller's tenant is the token's; only a super-admin may name
 * another one (`x-tenant-id`), since super-admin routes bypass tenant scoping.
 */
export class FactoryAuth {
  static readonly #verifiedCaller = oncePerRequest(async (auth: FactoryAuth) => {
    const token = bearerToken(auth.headers);
    if (token === undefined) return null;
    if (token === null) throw unauthorized('Malformed Authorization header: expected "Bearer <token>"');
    return verifyFactoryToken(token, auth.tokenSecret);
  });

  constructor(
    private readonly headers: IncomingHttpHeaders,
    /** The secret access tokens are signed with (`factoryTokenSecret` of the subgraph's configuration). */
    private readonly tokenSecret: string,
  ) {}

  /** The verified caller, null without credentials; a bad token is UNAUTHORIZED. Verified once per request. */
  caller(): Promise<FactoryClaims | null> {
    return FactoryAuth.#verifiedCaller(this);
  }

  async requireUser(): Promise<FactoryClaims> {
    const caller = await this.caller();
    if (!caller) throw unauthorized('You are not logged in, please log in to get access');
    return caller;
  }

  async requireAdmin(): Promise<FactoryClaims> {
    return this.requireUser();
  }

  async requireSuper(): Promise<FactoryClaims> {
    const caller = await this.requireUser();
    if (caller.role !== 'super-admin') throw forbidden('You do not have permission to perform this action');
    return caller;
  }

  /**
   * The tenant an operation works in: the token's, or for a super-admin the one named by `requested` or the
   * `x-tenant-id` header (null when a super-admin names none).
   */
  async tenantOf(requested?: string | null): Promise<string | null> {
    const caller = await this.requireUser();
    if (caller.role !== 'super-admin') {
      if (requested && requested.toLowerCase() !== caller.tenantId)
        throw forbidden('You can only access your own tenant');
      return caller.tenantId;
    }
    const header = this.headers['x-tenant-id'];
    const named = requested ?? (Array.isArray(header) ? header[0] : header) ?? null;
    if (named === null || named === '') return null;
    const tenantId = normalizeId(named);
    if (!tenantId) throw validationError('x-tenant-id must be a tenant id');
    return tenantId;
  }
}
