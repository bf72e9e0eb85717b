import type { SubgraphArea } from '../../shared/area.js';
import { CorsOrigin } from './cors-origin.entity.js';
import { FactoryCorsOriginResolver } from './cors-origin.resolver.js';

export const corsOriginsArea: SubgraphArea = {
  entities: [CorsOrigin],
  resolvers: [FactoryCorsOriginResolver],
};
