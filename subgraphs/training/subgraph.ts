import { Query, Resolver } from 'type-graphql';
import type { SubgraphDefinition } from '../shared/server.js';

@Resolver()
class PlaceholderResolver {
  @Query(() => String)
  trainingPlaceholder(): string {
    return 'replaced by the catalogue';
  }
}

export const trainingSubgraph: SubgraphDefinition = {
  name: 'training',
  database: { schema: 'training', entities: [], migrations: [] },
  resolvers: [PlaceholderResolver],
  createContext: (base) => base,
};
