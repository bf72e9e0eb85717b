import type { SubgraphArea } from '../../shared/area.js';
import { UploadResolver } from './upload.resolver.js';

export const filesArea: SubgraphArea = {
  entities: [],
  resolvers: [UploadResolver],
};
