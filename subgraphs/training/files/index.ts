import type { SubgraphArea } from '../../shared/area.js';
import { TrainingUploadResolver } from './upload.resolver.js';

export const filesArea: SubgraphArea = {
  entities: [],
  resolvers: [TrainingUploadResolver],
};
