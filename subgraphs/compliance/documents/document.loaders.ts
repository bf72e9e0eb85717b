import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { BusinessEntity } from '../business-entities/business-entity.entity.js';
import { ComplianceDocument } from './compliance-document.entity.js';
import { ExtractionJob } from './extraction-job.entity.js';

/**
 * Per-request loaders: the documents of every entity a response lists, and the latest extraction of every document
 * it shows, each read in one query whatever their number.
 */
export interface DocumentLoaders {
  documentsOfEntity: DataLoader<BusinessEntity, ComplianceDocument[], string>;
  latestExtraction: DataLoader<string, ExtractionJob | null>;
}

export function createDocumentLoaders(em: EntityManager): DocumentLoaders {
  return {
    documentsOfEntity: new DataLoader<BusinessEntity, ComplianceDocument[], string>(
      async (entities) => {
        const documents = await em.find(
          ComplianceDocument,
          {
            entity: { $in: entities.map((entity) => entity.id) },
            tenant: { $in: [...new Set(entities.map((entity) => entity.tenant.id))] },
          },
          { orderBy: { uploadedAt: 'desc', id: 'asc' } },
        );
        // A document counts only under an entity of its own tenant.
        return entities.map((entity) =>
          documents.filter((document) => document.entity?.id === entity.id && document.tenant.id === entity.tenant.id),
        );
      },
      { cacheKeyFn: (entity) => entity.id },
    ),
    latestExtraction: new DataLoader<string, ExtractionJob | null>(async (documentIds) => {
      const jobs = await em.find(
        ExtractionJob,
        { document: { $in: [...documentIds] } },
        { orderBy: { createdAt: 'desc', id: 'desc' } },
      );
      const latest = new Map<string, ExtractionJob>();
      for (const job of jobs) if (!latest.has(job.document.id)) latest.set(job.document.id, job);
      return documentIds.map((id) => latest.get(id) ?? null);
    }),
  };
}
