import type { SubgraphArea } from '../../shared/area.js';
import type { ComplianceContext } from '../context.js';
import { BusinessEntity } from './business-entity.entity.js';
import { BusinessEntityResolver } from './business-entity.resolver.js';
import { BusinessEntityService } from './business-entity.service.js';

export const businessEntitiesArea: SubgraphArea = {
  entities: [BusinessEntity],
  resolvers: [BusinessEntityResolver],
  references: {
    // Always within the caller's tenant, so that a reference to another tenant's entity resolves to null.
    BusinessEntity: {
      __resolveReference: (reference: { id: string }, context: ComplianceContext) =>
        new BusinessEntityService(context).findReference(reference.id),
    },
  },
};
