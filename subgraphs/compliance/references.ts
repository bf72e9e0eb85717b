import type { ReferenceResolvers } from '../shared/federation.js';

/** How the supergraph's references to compliance entities are resolved (always within the caller's tenant). */
export const complianceReferenceResolvers: ReferenceResolvers = {};
