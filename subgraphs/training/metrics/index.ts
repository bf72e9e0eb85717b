import type { SubgraphArea } from '../../shared/area.js';
import { TrainingMetricsResolver } from './metrics.resolver.js';

export const metricsArea: SubgraphArea = {
  entities: [],
  resolvers: [TrainingMetricsResolver],
};
