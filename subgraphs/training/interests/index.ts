import type { SubgraphArea } from '../../shared/area.js';
import { Interest } from './interest.entity.js';
import { InterestResolver } from './interest.resolver.js';

export const interestsArea: SubgraphArea = {
  entities: [Interest],
  resolvers: [InterestResolver],
};
