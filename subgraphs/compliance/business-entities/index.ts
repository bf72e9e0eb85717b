import type { ComplianceArea } from '../area.js';
import { BusinessEntity } from './business-entity.entity.js';
import { BusinessEntityResolver } from './business-entity.resolver.js';

export const businessEntitiesArea: ComplianceArea = {
  entities: [BusinessEntity],
  resolvers: [BusinessEntityResolver],
};
