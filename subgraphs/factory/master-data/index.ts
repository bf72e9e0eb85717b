import type { SubgraphArea } from '../../shared/area.js';
import { MasterDataValues } from './master-data-values.entity.js';
import { FactoryMasterDataResolver } from './master-data.resolver.js';

export const masterDataArea: SubgraphArea = {
  entities: [MasterDataValues],
  resolvers: [FactoryMasterDataResolver],
};
