import type { SubgraphArea } from '../../shared/area.js';
import { Worker } from './worker.entity.js';
import { FactoryWorkerResolver } from './worker.resolver.js';

export const workersArea: SubgraphArea = {
  entities: [Worker],
  resolvers: [FactoryWorkerResolver],
};
