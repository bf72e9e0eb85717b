import type { CallerIdentity } from '../identity.js';

/**
 * `@policy(policies: [["compliance-audit-reader"]])`: a caller whose compliance records allow reading the audit
 * trail (a platform admin, or a user whose role has the audit permission). The compliance subgraph still asks for
 * its switch headers (`x-admin` or `x-audit-access`) and the tenant: this only keeps everyone else out at the edge.
 */
export function complianceAuditReader(identity: CallerIdentity): boolean {
  return identity.scopes.has('compliance:platform-admin') || identity.scopes.has('compliance:audit');
}
