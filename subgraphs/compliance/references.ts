import type { ReferenceResolvers } from '../shared/federation.js';
import { BusinessEntityService } from './business-entities/business-entity.service.js';
import type { ComplianceContext } from './context.js';

/**
 * How the supergraph's references to compliance entities are resolved: always within the caller's tenant, so
 * that a reference to another tenant's entity resolves to null.
 */
export const complianceReferenceResolvers: ReferenceResolvers = {
  BusinessEntity: {
    __resolveReference: (reference: { id: string }, context: ComplianceContext) =>
      new BusinessEntityService(context).findReference(reference.id),
  },
};
