import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { idOf, relatedRecordListOf, type RecordOf } from '../../shared/read-models.js';
import { scopedQueryBuilder } from '../../shared/tenancy.js';
import type { BusinessEntity } from '../business-entities/business-entity.entity.js';
import { ComplianceDocument } from './compliance-document.entity.js';
import { ExtractionJob } from './extraction-job.entity.js';

/**
 * Per-request loaders: the documents of every entity a response lists, and the latest extraction of every document
 * it shows, each read in one query whatever their number.
 */
export interface DocumentLoaders {
  /** A read model (see `shared/read-models.ts`): the documents as plain rows, their relations as ids. */
  documentsOfEntity: DataLoader<EntityKey, DocumentRecord[], string>;
  latestExtraction: DataLoader<string, ExtractionJob | null>;
}

/** A document as a read model returns it: its relations as ids. */
export type DocumentRecord = RecordOf<ComplianceDocument, 'tenant' | 'entity'>;

/**
 * A correlated subquery for an entity read model: the documents of the entity aliased `entityAlias` (of its own
 * tenant), newest first as the loader orders them, as a JSON array of document records.
 */
export function documentListOf(em: EntityManager, entityAlias: string): string {
  return relatedRecordListOf(
    em,
    ComplianceDocument,
    `related.entity_id = ${entityAlias}.id and related.tenant_id = ${entityAlias}.tenant_id`,
    'related.uploaded_at desc, related.id asc',
  );
}

/** An entity whose documents are asked for, as an entity or as a read model. */
type EntityKey = Pick<BusinessEntity, 'id'> & { tenant: BusinessEntity['tenant'] | string };

export function createDocumentLoaders(em: EntityManager): DocumentLoaders {
  return {
    documentsOfEntity: new DataLoader<EntityKey, DocumentRecord[], string>(
      async (entities) => {
        const documents = await (
          await scopedQueryBuilder(em, ComplianceDocument)
        )
          .select('*')
          .andWhere({ entity: { $in: entities.map((entity) => entity.id) } })
          .orderBy({ uploadedAt: 'desc', id: 'asc' })
          .execute<DocumentRecord[]>('all');
        // A document counts only under an entity of its own tenant.
        return entities.map((entity) => {
          const tenantId = idOf(entity.tenant);
          return documents.filter((document) => document.entity === entity.id && document.tenant === tenantId);
        });
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
