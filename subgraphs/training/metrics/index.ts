import type { SubgraphArea } from '../../shared/area.js';
import { MetricsResolver } from './metrics.resolver.js';

export const metricsArea: SubgraphArea = {
  entities: [],
  resolvers: [MetricsResolver],
};
