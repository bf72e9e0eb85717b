import type { CallerIdentity } from '../identity.js';

/**
 * `@policy(policies: [["factory-tenant-admin"]])`: a factory admin of a tenant (not a super-admin, who belongs to
 * none): for what only makes sense inside one tenant.
 */
export function factoryTenantAdmin(identity: CallerIdentity): boolean {
  return identity.scopes.has('factory:admin');
}
