import { normalizeId } from '../../../platform/ids.js';
import type { SubgraphArea } from '../../shared/area.js';
import type { TrainingContext } from '../context.js';
import { TaxonomyItem } from './taxonomy.entity.js';
import { TaxonomyResolver } from './taxonomy.resolver.js';

export const taxonomyArea: SubgraphArea = {
  entities: [TaxonomyItem],
  resolvers: [TaxonomyResolver],
  references: {
    TaxonomyItem: {
      __resolveReference: (reference: { id: string }, context: TrainingContext) => {
        const id = normalizeId(reference.id);
        return id ? context.loaders.taxonomyById.load(id) : null;
      },
    },
  },
};
