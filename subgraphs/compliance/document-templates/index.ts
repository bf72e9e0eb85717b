import type { SubgraphArea } from '../../shared/area.js';
import { DocumentTemplate } from './document-template.entity.js';
import { DocumentTemplateResolver } from './document-template.resolver.js';

export const documentTemplatesArea: SubgraphArea = {
  entities: [DocumentTemplate],
  resolvers: [DocumentTemplateResolver],
};
