import type { ComplianceArea } from '../area.js';
import { DocumentTemplate } from './document-template.entity.js';
import { DocumentTemplateResolver } from './document-template.resolver.js';

export const documentTemplatesArea: ComplianceArea = {
  entities: [DocumentTemplate],
  resolvers: [DocumentTemplateResolver],
};
