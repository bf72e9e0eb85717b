import { createPubSub } from '@graphql-yoga/subscription';
import type { NonEmptyArray } from 'type-graphql';
import type { SubgraphDefinition } from '../shared/server.js';
import { COMPLIANCE_AREAS } from './areas.js';
import { complianceAuthChecker } from './auth/auth.checker.js';
import { createComplianceContext, type ComplianceContext } from './context.js';
import { complianceDatabase } from './database.js';
import { generalRateLimit } from './rate-limits.js';
import { complianceReferenceResolvers } from './references.js';

/**
 * The compliance-management subgraph: plans and tenants, business entities and their profiles, workflow
 * templates and instances, document templates, MCA form mappings, the audit trail and the ERP webhook.
 * Every change is audited; profile changes are published as events through the outbox.
 */
export const complianceSubgraph: SubgraphDefinition<ComplianceContext> = {
  name: 'compliance',
  database: complianceDatabase,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers: COMPLIANCE_AREAS.flatMap((area) => area.resolvers) as NonEmptyArray<Function>,
  referenceResolvers: complianceReferenceResolvers,
  authChecker: complianceAuthChecker,
  rootFieldMiddlewares: [generalRateLimit],
  jobs: COMPLIANCE_AREAS.flatMap((area) => area.jobs ?? []),
  publishesEvents: true,
  pubSub: createPubSub(),
  onStop: async () => {
    await Promise.all(COMPLIANCE_AREAS.map((area) => area.onStop?.()));
  },
  createContext: createComplianceContext,
};
