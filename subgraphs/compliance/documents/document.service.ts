import type { FilterQuery } from '@mikro-orm/core';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Config } from '../../../platform/config.js';
import { notFound, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { requireId } from '../../shared/ids.js';
import { listOrder, pageOf, parsePage, type Page } from '../../shared/pagination.js';
import { tagChanged } from '../../shared/response-cache.js';
import { configuredStorage } from '../../shared/storage.js';
import { readUpload, storeUpload, type ReceivedUpload } from '../../shared/uploads.js';
import { type TenantCaller } from '../auth/compliance-auth.js';
import { BusinessEntity, type BusinessEntityRecord } from '../business-entities/business-entity.entity.js';
import { ENTITIES_TAG } from '../business-entities/business-entity.events.js';
import type { ComplianceContext } from '../context.js';
import { EXTRACTION_PER_USER } from '../rate-limits.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { ComplianceDocument, DocumentSource, DocumentType } from './compliance-document.entity.js';
import { DOCUMENT_FILE_KINDS, documentStorageKey } from './document-files.js';
import type { DocumentRecord } from './document.loaders.js';
import type {
  ComplianceDocumentSort,
  DocumentExtraction,
  DocumentUpload,
  ComplianceDocumentFilter,
} from './document.types.js';
import { ExtractionFailure, type ReadableFileType } from './extraction/extractor.js';
import { ExtractionJob } from './extraction-job.entity.js';
import { extractDocumentJob } from './extraction.job.js';
import { currentExtractor } from './extraction.runner.js';

const NEWEST_FIRST = [{ field: 'uploadedAt', direction: 'DESC' }] as const;

const uploadOptions = (settings: Pick<Config, 'MAX_UPLOAD_BYTES'>) => ({
  accept: DOCUMENT_FILE_KINDS,
  maxBytes: settings.MAX_UPLOAD_BYTES,
});

interface NewDocument {
  readonly file: Promise<FileUpload>;
  readonly entityId?: string | null;
  readonly documentType: DocumentType;
  readonly source: DocumentSource;
  readonly description?: string | null;
}

/**
 * The document vault of a tenant: uploads (with their extraction jobs), vault files, reads with signed links,
 * and the synchronous extraction of `POST /documents/process`. Every read and write is within the caller's
 * tenant; another tenant's document or entity is as absent as an unknown one.
 */
export class DocumentService {
  constructor(
    private readonly context: Pick<
      ComplianceContext,
      'em' | 'auth' | 'audit' | 'loaders' | 'jobs' | 'request' | 'response' | 'rateLimits' | 'config'
    >,
  ) {}

  /**
   * Stores an entity's document and, unless told otherwise, queues its extraction. The file is checked and
   * stored first; the document row, its job and the queue entry then commit together, and a failed commit
   * removes the stored file again, so that nothing half-written remains.
   */
  async upload(input: {
    file: Promise<FileUpload>;
    entityId: string;
    documentType: DocumentType;
    triggerExtraction: boolean;
  }): Promise<DocumentUpload> {
    const caller = await this.context.auth.requireTenant();
    if (input.triggerExtraction) await this.#countExtraction(caller);
    const { document, job } = await this.#store(
      caller,
      { ...input, source: DocumentSource.UPLOAD },
      input.triggerExtraction,
    );
    return {
      document,
      extractionJob: job,
      message: job ? 'Document uploaded; extraction started' : 'Document uploaded',
    };
  }

  /** Keeps a file in the vault (no extraction); an entity is optional. */
  async uploadToVault(input: Omit<NewDocument, 'source'>): Promise<ComplianceDocument> {
    const caller = await this.context.auth.requireTenant();
    const { document } = await this.#store(caller, { ...input, source: DocumentSource.VAULT }, false);
    return document;
  }

  async get(id: string): Promise<ComplianceDocument> {
    await this.context.auth.requireTenant();
    return this.context.em.findOneOrFail(ComplianceDocument, { id: normalizeId(id) });
  }

  /** The documents of the tenant, newest first unless `sort` says otherwise. */
  async vault(
    filter: ComplianceDocumentFilter,
    sort: readonly ComplianceDocumentSort[] | null | undefined,
    page?: number | null,
    limit?: number | null,
  ): Promise<Page<ComplianceDocument>> {
    await this.context.auth.requireTenant();
    const request = parsePage(page, limit);
    const where: FilterQuery<ComplianceDocument> = {};
    if (filter.entityId) where.entity = requireId('entityId', filter.entityId);
    if (filter.documentType) where.documentType = filter.documentType;
    if (filter.source) where.source = filter.source;
    const [items, total] = await this.context.em.findAndCount(ComplianceDocument, where, {
      orderBy: listOrder<ComplianceDocument>(sort?.length ? sort : NEWEST_FIRST),
      limit: request.limit,
      offset: request.offset,
    });
    return pageOf(items, total, request);
  }

  /** The documents of an entity the caller can see, newest first. */
  documentsOf(entity: BusinessEntity | BusinessEntityRecord): Promise<DocumentRecord[]> {
    // A read model may have brought them along.
    if ('documentList' in entity && entity.documentList) return Promise.resolve(entity.documentList);
    return this.context.loaders.documentsOfEntity.load(entity);
  }

  /** The latest extraction of a document, if it was ever extracted. */
  latestExtraction(document: ComplianceDocument | DocumentRecord): Promise<ExtractionJob | null> {
    return this.context.loaders.latestExtraction.load(document.id);
  }

  /** An extraction job of the tenant (status polling counts as an extraction request). */
  async extractionJob(id: string): Promise<ExtractionJob> {
    const caller = await this.context.auth.requireTenant();
    await this.#countExtraction(caller);
    return this.context.em.findOneOrFail(ExtractionJob, { id: normalizeId(id) });
  }

  /** Reads a document at once without keeping it: an unreadable one is a VALIDATION_ERROR with the reason. */
  async process(file: Promise<FileUpload>, documentType: DocumentType | null | undefined): Promise<DocumentExtraction> {
    const caller = await this.context.auth.requireTenant();
    await this.#countExtraction(caller);
    const upload = await readUpload(file, uploadOptions(this.context.config));
    const reader = currentExtractor(this.context.config);
    const started = performance.now();
    try {
      const outcome = await reader.extract({
        content: upload.content,
        contentType: upload.contentType as ReadableFileType,
        documentType,
      });
      return { ...outcome, processingTime: Math.round(performance.now() - started), extractor: reader.name };
    } catch (error) {
      if (error instanceof ExtractionFailure) throw validationError(`The document could not be read: ${error.reason}`);
      throw error;
    }
  }

  /** The spec's extraction limit (100 per minute per user), on top of the general one. */
  async #countExtraction(caller: TenantCaller): Promise<void> {
    await this.context.rateLimits.consume(EXTRACTION_PER_USER, caller.userId, this.context.response);
  }

  async #store(
    caller: TenantCaller,
    input: NewDocument,
    extract: boolean,
  ): Promise<{ document: ComplianceDocument; job: ExtractionJob | null }> {
    const entityId = input.entityId ? requireId('entityId', input.entityId) : null;
    if (entityId && !(await this.context.em.count(BusinessEntity, { id: entityId }))) throw notFound('Entity');
    const documentId = randomUUID();
    const key = documentStorageKey(caller.tenantId, documentId);
    const storage = configuredStorage(this.context.config);
    const received: ReceivedUpload = await storeUpload(key, input.file, uploadOptions(this.context.config), storage);
    try {
      return await this.context.em.transactional(async (em) => {
        const document = em.create(ComplianceDocument, {
          id: documentId,
          tenant: em.getReference(Tenant, caller.tenantId),
          entity: entityId ? em.getReference(BusinessEntity, entityId) : null,
          documentType: input.documentType,
          source: input.source,
          filename: received.filename,
          contentType: received.stored.contentType,
          size: received.stored.size,
          sha256: received.stored.sha256,
          description: input.description?.trim() || null,
          storageKey: key,
          uploadedBy: caller.userId,
        });
        const job =
          extract && entityId
            ? em.create(ExtractionJob, {
                tenantId: caller.tenantId,
                document,
                entityId,
                documentType: input.documentType,
                requestedBy: caller.userId,
              })
            : null;
        await this.context.audit.record(em, caller, {
          action: input.source === DocumentSource.VAULT ? 'DOCUMENT_STORED_IN_VAULT' : 'DOCUMENT_UPLOADED',
          resourceType: 'document',
          resourceId: document.id,
          entityId,
          documentId: document.id,
          details: {
            filename: document.filename,
            contentType: document.contentType,
            size: document.size,
            sha256: document.sha256,
            documentType: document.documentType,
            ...(job ? { extractionJobId: job.id } : {}),
          },
        });
        recordEvent(
          em,
          tagChanged(ENTITIES_TAG, { action: 'upload', documentId: document.id, entity: entityId }, caller.tenantId),
        );
        await em.flush();
        if (job)
          await this.context.jobs.enqueue(em, extractDocumentJob, {
            jobId: job.id,
            correlationId: this.context.request.correlationId,
          });
        return { document, job };
      });
    } catch (error) {
      await storage.remove(key);
      throw error;
    }
  }
}
