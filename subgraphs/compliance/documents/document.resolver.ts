import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Authenticated } from '../../shared/authorization.js';
import { AssumedListSize, Cost, PageListSize } from '../../shared/demand-control.js';
import { FileLink, renewFileLink } from '../../shared/file-links.js';
import { idOf, relatedOf } from '../../shared/read-models.js';
import { Cacheable, Invalidates, Volatile } from '../../shared/response-cache.js';
import { AUDIT_TAG } from '../audit/audit.events.js';
import { BusinessEntity, type BusinessEntityRecord } from '../business-entities/business-entity.entity.js';
import { ENTITIES_TAG } from '../business-entities/business-entity.events.js';
import { EntityProfileUpdate } from '../business-entities/business-entity.types.js';
import type { ComplianceContext } from '../context.js';
import { ComplianceDocument, DocumentType } from './compliance-document.entity.js';
import { documentLink } from './document-files.js';
import type { DocumentRecord } from './document.loaders.js';
import { DocumentService } from './document.service.js';
import {
  ComplianceDocumentPage,
  ComplianceDocumentSort,
  DocumentExtraction,
  DocumentUpload,
  ComplianceDocumentFilter,
  SaveVerifiedDataInput,
} from './document.types.js';
import { ExtractionJob } from './extraction-job.entity.js';
import { VerificationService } from './verification.service.js';

const service = (context: ComplianceContext) => new DocumentService(context);

@Resolver(() => ComplianceDocument)
export class ComplianceDocumentResolver {
  @Authorized()
  @Authenticated()
  @Invalidates([ENTITIES_TAG, AUDIT_TAG], 'TENANT')
  @Mutation(() => DocumentUpload, {
    description:
      "Stores a document of an entity of the caller's tenant (PDF, JPEG, PNG or TIFF by content, at most 10 MB) and queues its extraction unless triggerExtraction is false",
  })
  @Cost(20)
  uploadDocument(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Arg('entityId', () => ID) entityId: string,
    @Arg('documentType', () => DocumentType) documentType: DocumentType,
    @Arg('triggerExtraction', () => Boolean, { defaultValue: true }) triggerExtraction: boolean,
    @Ctx() context: ComplianceContext,
  ): Promise<DocumentUpload> {
    return service(context).upload({ file, entityId, documentType, triggerExtraction });
  }

  @Authorized()
  @Authenticated()
  @Invalidates([ENTITIES_TAG, AUDIT_TAG], 'TENANT')
  @Mutation(() => ComplianceDocument, {
    description: "Keeps a file in the tenant's vault (no extraction); entityId is optional",
  })
  @Cost(20)
  uploadVaultDocument(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Arg('entityId', () => ID, { nullable: true }) entityId: string | null | undefined,
    @Arg('documentType', () => DocumentType, { defaultValue: DocumentType.OTHER }) documentType: DocumentType,
    @Arg('description', () => String, { nullable: true }) description: string | null | undefined,
    @Ctx() context: ComplianceContext,
  ): Promise<ComplianceDocument> {
    return service(context).uploadToVault({ file, entityId, documentType, description });
  }

  @Authorized()
  @Authenticated()
  @Mutation(() => DocumentExtraction, {
    description: 'Reads a document at once without keeping it; VALIDATION_ERROR with the reason when it cannot be read',
  })
  @Cost(50)
  processDocument(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Arg('documentType', () => DocumentType, { nullable: true }) documentType: DocumentType | null | undefined,
    @Ctx() context: ComplianceContext,
  ): Promise<DocumentExtraction> {
    return service(context).process(file, documentType);
  }

  @Authorized()
  @Authenticated()
  @Invalidates([ENTITIES_TAG, AUDIT_TAG], 'TENANT')
  @Mutation(() => EntityProfileUpdate, {
    description:
      'Saves human-verified values onto the entity profile, marking each in _verification; the same optimistic locking as updateEntityProfile (MISSING_VERSION, VERSION_CONFLICT), publishes profile.updated',
  })
  saveVerifiedData(
    @Arg('input', () => SaveVerifiedDataInput) input: SaveVerifiedDataInput,
    @Ctx() context: ComplianceContext,
  ): Promise<EntityProfileUpdate> {
    return new VerificationService(context).save(input);
  }

  @Authorized()
  @Authenticated()
  @Cacheable([ENTITIES_TAG], 'TENANT')
  @Query(() => ComplianceDocument, { description: "A document of the caller's tenant" })
  complianceDocument(@Arg('id', () => ID) id: string, @Ctx() context: ComplianceContext): Promise<ComplianceDocument> {
    return service(context).get(id);
  }

  @Authorized()
  @Authenticated()
  @Cacheable([ENTITIES_TAG], 'TENANT')
  @Query(() => ComplianceDocumentPage, {
    description: "The tenant's document vault, newest first unless `sort` says otherwise",
  })
  @PageListSize(20)
  complianceDocuments(
    @Arg('filter', () => ComplianceDocumentFilter, { nullable: true })
    filter: ComplianceDocumentFilter | null | undefined,
    @Arg('sort', () => [ComplianceDocumentSort], { nullable: true }) sort: ComplianceDocumentSort[] | null | undefined,
    @Arg('page', () => Int, { nullable: true }) page: number | null | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() context: ComplianceContext,
  ): Promise<ComplianceDocumentPage> {
    return service(context).vault(filter ?? {}, sort, page, limit);
  }

  @Authorized()
  @Authenticated()
  @Cacheable([ENTITIES_TAG], 'TENANT')
  @Query(() => ExtractionJob, { description: "An extraction job of the caller's tenant" })
  extractionJob(@Arg('id', () => ID) id: string, @Ctx() context: ComplianceContext): Promise<ExtractionJob> {
    return service(context).extractionJob(id);
  }

  @Volatile()
  @Query(() => FileLink, {
    description:
      'The link a signed compliance file token stands for, expiring with it (public); FORBIDDEN when forged or expired',
  })
  signedComplianceFile(
    @Arg('token', () => String) token: string,
    @Ctx() context: ComplianceContext,
  ): Promise<FileLink> {
    return renewFileLink(context.config, 'compliance', token);
  }

  @FieldResolver(() => ID)
  tenantId(@Root() document: ComplianceDocument | DocumentRecord): string {
    return idOf(document.tenant);
  }

  @FieldResolver(() => ID, { nullable: true })
  entityId(@Root() document: ComplianceDocument | DocumentRecord): string | null {
    return idOf(document.entity);
  }

  @FieldResolver(() => BusinessEntity, { nullable: true })
  entity(
    @Root() document: ComplianceDocument | DocumentRecord,
    @Ctx() context: ComplianceContext,
  ): Promise<BusinessEntity> | null {
    // The document was read within its tenant, and its entity is of the same tenant.
    return document.entity ? relatedOf(context.em, BusinessEntity, document.entity) : null;
  }

  @Volatile()
  @FieldResolver(() => FileLink, { description: 'A signed link to the bytes, valid for 15 minutes' })
  downloadUrl(
    @Root() document: ComplianceDocument | DocumentRecord,
    @Ctx() context: ComplianceContext,
  ): Promise<FileLink> {
    return documentLink(context.config, document);
  }

  @FieldResolver(() => ExtractionJob, { nullable: true, description: 'The latest extraction of the document' })
  extraction(
    @Root() document: ComplianceDocument | DocumentRecord,
    @Ctx() context: ComplianceContext,
  ): Promise<ExtractionJob | null> {
    return service(context).latestExtraction(document);
  }
}

@Resolver(() => ExtractionJob)
export class ExtractionJobResolver {
  @FieldResolver(() => ID)
  documentId(@Root() job: ExtractionJob): string {
    return job.document.id;
  }

  @FieldResolver(() => ComplianceDocument)
  document(@Root() job: ExtractionJob, @Ctx() context: ComplianceContext): Promise<ComplianceDocument> {
    return service(context).get(job.document.id);
  }
}

@Resolver(() => BusinessEntity)
export class EntityDocumentsResolver {
  @FieldResolver(() => [ComplianceDocument], { description: 'The documents of the entity, newest first' })
  @AssumedListSize(50)
  documents(
    @Root() entity: BusinessEntity | BusinessEntityRecord,
    @Ctx() context: ComplianceContext,
  ): Promise<DocumentRecord[]> {
    return service(context).documentsOf(entity);
  }
}
