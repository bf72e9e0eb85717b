import type { SubgraphArea } from '../../shared/area.js';
import { Article } from './article.entity.js';
import { FactoryArticleResolver } from './article.resolver.js';

export const articlesArea: SubgraphArea = {
  entities: [Article],
  resolvers: [FactoryArticleResolver],
};
