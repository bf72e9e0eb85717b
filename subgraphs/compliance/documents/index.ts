import type { SubgraphArea } from '../../shared/area.js';
import { ComplianceDocument } from './compliance-document.entity.js';
import { ComplianceDocumentResolver, EntityDocumentsResolver, ExtractionJobResolver } from './document.resolver.js';
import { ExtractionJob } from './extraction-job.entity.js';
import { extractDocumentJob } from './extraction.job.js';
import { releaseExtractor } from './extraction.runner.js';

export const documentsArea: SubgraphArea = {
  entities: [ComplianceDocument, ExtractionJob],
  resolvers: [ComplianceDocumentResolver, ExtractionJobResolver, EntityDocumentsResolver],
  jobs: [extractDocumentJob],
  onStop: releaseExtractor,
};
