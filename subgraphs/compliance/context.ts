import type { SubgraphContext } from '../shared/context.js';
import { ComplianceAudit } from './audit/audit.service.js';
import { ComplianceAuth } from './auth/compliance-auth.js';
import { createLoaders, type ComplianceLoaders } from './loaders.js';

/** What a compliance request carries besides the common context: its access rules, the audit trail and its loaders. */
export interface ComplianceContext extends SubgraphContext {
  readonly auth: ComplianceAuth;
  /** Records state changes (inside their transaction) and reads them back. */
  readonly audit: ComplianceAudit;
  /** Batches what a response shows of each relation (see `loaders.ts`). */
  readonly loaders: ComplianceLoaders;
}

export function createComplianceContext(base: SubgraphContext): ComplianceContext {
  return {
    ...base,
    auth: new ComplianceAuth(base.request.headers, base.em),
    audit: new ComplianceAudit(base.request),
    loaders: createLoaders(base.em),
  };
}
