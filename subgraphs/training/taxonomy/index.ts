import type { SubgraphArea } from '../../shared/area.js';
import { isUuid } from '../auth/admin-auth.js';
import type { TrainingContext } from '../context.js';
import { TaxonomyItem } from './taxonomy.entity.js';
import { TaxonomyResolver } from './taxonomy.resolver.js';

export const taxonomyArea: SubgraphArea = {
  entities: [TaxonomyItem],
  resolvers: [TaxonomyResolver],
  references: {
    TaxonomyItem: {
      __resolveReference: (reference: { id: string }, context: TrainingContext) =>
        isUuid(reference.id) ? context.loaders.taxonomyById.load(reference.id.toLowerCase()) : null,
    },
  },
};
