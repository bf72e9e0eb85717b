import type { SubgraphArea } from '../../shared/area.js';
import { Worker } from './worker.entity.js';

export const workersArea: SubgraphArea = {
  entities: [Worker],
  resolvers: [],
};
