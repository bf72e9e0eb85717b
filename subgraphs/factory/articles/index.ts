import type { SubgraphArea } from '../../shared/area.js';
import { Article } from './article.entity.js';

export const articlesArea: SubgraphArea = {
  entities: [Article],
  resolvers: [],
};
