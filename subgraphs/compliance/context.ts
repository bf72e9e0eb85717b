import type { SubgraphContext } from '../shared/context.js';
import { ComplianceAudit } from './audit/audit.service.js';
import { ComplianceAuth } from './auth/compliance-auth.js';
import { createDocumentLoaders, type DocumentLoaders } from './documents/document.loaders.js';

/** What a compliance request carries besides the common context: its access rules and the audit trail. */
export interface ComplianceContext extends SubgraphContext {
  readonly auth: ComplianceAuth;
  /** Records state changes (inside their transaction) and reads them back. */
  readonly audit: ComplianceAudit;
  /** Batches the documents and extractions a response shows (see DocumentLoaders). */
  readonly documentLoaders: DocumentLoaders;
  /** The request's general rate-limit count, taken once however many root fields it has. */
  rateLimitCounted?: Promise<void>;
}

export function createComplianceContext(base: SubgraphContext): ComplianceContext {
  return {
    ...base,
    auth: new ComplianceAuth(base.request.headers, base.em),
    audit: new ComplianceAudit(base.request),
    documentLoaders: createDocumentLoaders(base.em),
  };
}
