import type { SubgraphArea } from '../../shared/area.js';
import { FormMapping } from './form-mapping.entity.js';
import { FormMappingResolver, McaFillContextResolver } from './form-mapping.resolver.js';
import { McaFillContext } from './mca-fill-context.entity.js';

export const formMappingsArea: SubgraphArea = {
  entities: [FormMapping, McaFillContext],
  resolvers: [FormMappingResolver, McaFillContextResolver],
};
