import { createPubSub } from '@graphql-yoga/subscription';
import { gatherAreas } from '../shared/area.js';
import type { SubgraphDefinition } from '../shared/server.js';
import { COMPLIANCE_AREAS } from './areas.js';
import { complianceAuthChecker } from './auth/auth.checker.js';
import { createComplianceContext, type ComplianceContext } from './context.js';
import { complianceDatabase } from './database.js';
import { generalAddressLimit, generalRateLimit } from './rate-limits.js';

/**
 * The compliance-management subgraph: plans and tenants, business entities and their profiles, workflow
 * templates and instances, document templates, MCA form mappings, the audit trail and the ERP webhook.
 * Every change is audited; profile changes are published as events through the outbox.
 */
export const complianceSubgraph: SubgraphDefinition<ComplianceContext, 'compliance'> = {
  name: 'compliance',
  port: 4002,
  database: complianceDatabase,
  productionRequirements: [
    {
      variables: ['IDP_URL', 'IDP_SERVICE_KEY'],
      standIn: 'users would be local only, with no identity-provider account',
    },
    {
      variables: ['IDP_JWT_SECRET'],
      standIn: 'access tokens would be checked against a generated secret, which signs development tokens only',
    },
  ],
  ...gatherAreas(COMPLIANCE_AREAS),
  authChecker: complianceAuthChecker,
  addressLimit: generalAddressLimit,
  rootFieldMiddlewares: [generalRateLimit],
  pubSub: createPubSub(),
  createContext: createComplianceContext,
};
