import type { SubgraphArea } from '../../shared/area.js';
import { User } from './user.entity.js';

export const usersArea: SubgraphArea = {
  entities: [User],
  resolvers: [],
};
