import type { SubgraphArea } from '../../shared/area.js';
import { BusinessEntity } from './business-entity.entity.js';
import { BusinessEntityResolver } from './business-entity.resolver.js';

export const businessEntitiesArea: SubgraphArea = {
  entities: [BusinessEntity],
  resolvers: [BusinessEntityResolver],
};
