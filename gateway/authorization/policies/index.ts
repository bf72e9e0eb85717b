import type { CallerIdentity } from '../identity.js';
import { complianceAuditReader } from './compliance-audit-reader.js';
import { factoryTenantAdmin } from './factory-tenant-admin.js';

/** A policy: a decision on the caller's verified identity alone (no argument, no data: those are the subgraph's). */
export type Policy = (identity: CallerIdentity) => boolean;

/**
 * Every policy the supergraph may name in `@policy`, by name: one function per file. A supergraph naming a policy
 * that is not here is refused when it is loaded (supergraph.ts): a typo would otherwise deny a field to everyone,
 * silently, until someone noticed.
 */
export const POLICIES: Readonly<Record<string, Policy>> = {
  'compliance-audit-reader': complianceAuditReader,
  'factory-tenant-admin': factoryTenantAdmin,
};

export const policyOf = (name: string): Policy | undefined =>
  Object.hasOwn(POLICIES, name) ? POLICIES[name] : undefined;
