import type { SubgraphContext } from '../shared/context.js';
import { applyTenantScope } from '../shared/tenancy.js';
import { ComplianceAuditTrail } from './audit/audit-trail.js';
import { ComplianceAuth } from './auth/compliance-auth.js';
import { createLoaders, type ComplianceLoaders } from './loaders.js';

/** What a compliance request carries besides the common context: its access rules, the audit trail and its loaders. */
export interface ComplianceContext extends SubgraphContext {
  readonly auth: ComplianceAuth;
  /** Records state changes (inside their transaction) and reads them back. */
  readonly audit: ComplianceAuditTrail;
  /** Batches what a response shows of each relation (see `loaders.ts`). */
  readonly loaders: ComplianceLoaders;
}

/**
 * Scopes the request's EntityManager to the tenant our records confirm the caller belongs to (the kit's
 * `tenancy.ts`), before any resolver runs. A request without one (no token, a bad one, a claim our records do not
 * confirm) is not refused here: it has no scope, so it reads no tenant's rows, and the operations that need a
 * tenant refuse it themselves with the same answer (`requireTenant`, which shares this request's check).
 */
export async function createComplianceContext(base: SubgraphContext): Promise<ComplianceContext> {
  const auth = new ComplianceAuth(base.request.headers, base.em);
  if (auth.hasCredentials) {
    const member = await auth.confirmedMember().catch(() => null);
    if (member) applyTenantScope(base.em, { tenantId: member.tenantId });
  }
  return {
    ...base,
    auth,
    audit: new ComplianceAuditTrail(base.request),
    loaders: createLoaders(base.em),
  };
}
