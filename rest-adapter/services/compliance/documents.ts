import { z } from 'zod';
import {
  enumOut,
  FILE,
  int,
  querySort,
  queryBool,
  queryString,
  queryValue,
  route,
  streamFrom,
  timestamp,
  upperEnum,
  type RouteDefinition,
} from '../../engine/index.js';
import type {
  ComplianceDocumentFieldsFragment,
  ComplianceExtractionJobFieldsFragment,
} from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import {
  created,
  dataBody,
  jsonObject,
  messageBody,
  ok,
  pageBody,
  PAGING,
  paginated,
  publicComplianceUrl,
} from './legacy.js';

graphql(`
  fragment ComplianceDocumentFields on ComplianceDocument {
    id
    tenantId
    entityId
    documentType
    source
    filename
    contentType
    size
    sha256
    description
    uploadedBy
    uploadedAt
    downloadUrl {
      path
      expiresAt
      expiresIn
    }
    extraction {
      id
      status
      category
      confidence
    }
  }
`);

graphql(`
  fragment ComplianceExtractionJobFields on ExtractionJob {
    id
    documentId
    entityId
    documentType
    status
    extractor
    category
    extractedData
    fieldConfidence
    confidence
    verificationFlags
    processingTime
    error
    attempts
    createdAt
    completedAt
    verifiedAt
    verifiedBy
  }
`);

const DOCUMENT_TYPES = [
  'PAN_CARD',
  'GST_CERTIFICATE',
  'CERTIFICATE_OF_INCORPORATION',
  'FINANCIAL_STATEMENT',
  'OTHER',
] as const;
const DOCUMENT_SOURCES = ['UPLOAD', 'VAULT'] as const;

/** A document type or source as a request may send it: the legacy services took them in any case (`pan_card`). */
const DOCUMENT_TYPE_IN = upperEnum(DOCUMENT_TYPES);
const DOCUMENT_SOURCE_IN = upperEnum(DOCUMENT_SOURCES);

const EXTRACTION_CATEGORY = z.enum([
  'INCORPORATION_CERT',
  'GST_CERTIFICATE',
  'PAN_CARD',
  'BOARD_RESOLUTION',
  'FINANCIAL_STATEMENT',
  'ANNUAL_RETURN',
  'DIRECTOR_KYC',
  'OTHER',
]);

/** The job states of the spec are lower-case words (processing, completed, failed). */
const JOB_STATUS = z.enum(['processing', 'completed', 'failed']);

const LEGACY_DOCUMENT = z.object({
  id: z.string(),
  tenantId: z.string(),
  entityId: z.string().nullable(),
  documentType: z.enum(DOCUMENT_TYPES),
  source: z.enum(DOCUMENT_SOURCES),
  filename: z.string(),
  contentType: z.string(),
  size: z.int(),
  sha256: z.string(),
  description: z.string().nullable(),
  uploadedBy: z.string(),
  uploadedAt: timestamp(),
  signedUrl: z.string(),
  signedUrlExpiresAt: timestamp(),
  extraction: z
    .object({
      jobId: z.string(),
      status: JOB_STATUS,
      category: EXTRACTION_CATEGORY.nullable(),
      confidence: z.number().nullable(),
    })
    .nullable(),
});

/** `GET /idp/extract/:jobId` in the spec's shape: confidence is per field; the overall one is `overallConfidence`. */
const LEGACY_JOB = z.object({
  jobId: z.string(),
  status: JOB_STATUS,
  extractedData: jsonObject().nullable(),
  confidence: jsonObject().nullable(),
  verificationFlags: jsonObject().nullable(),
  processingTime: z.int().nullable(),
  category: EXTRACTION_CATEGORY.nullable(),
  overallConfidence: z.number().nullable(),
  documentId: z.string(),
  entityId: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  error: z.string().nullable(),
  attempts: z.int(),
  createdAt: timestamp(),
  completedAt: timestamp().nullable(),
  verifiedAt: timestamp().nullable(),
  verifiedBy: z.string().nullable(),
});

/** The signed token of a gateway file link: the last segment of its `/files/compliance/<token>` path. */
const tokenOf = (link: { path: string }) => link.path.slice(link.path.lastIndexOf('/') + 1);

/** A document as legacy clients get it: its metadata and a signed download URL on this surface. */
function legacyDocument({
  downloadUrl,
  extraction,
  ...document
}: ComplianceDocumentFieldsFragment): z.input<typeof LEGACY_DOCUMENT> {
  return {
    ...document,
    signedUrl: publicComplianceUrl(`/api/v1/documents/files/${tokenOf(downloadUrl)}`),
    signedUrlExpiresAt: downloadUrl.expiresAt,
    extraction: extraction && {
      jobId: extraction.id,
      status: enumOut(extraction.status),
      category: extraction.category ?? null,
      confidence: extraction.confidence ?? null,
    },
  };
}

function legacyJob(job: ComplianceExtractionJobFieldsFragment): z.input<typeof LEGACY_JOB> {
  return {
    jobId: job.id,
    status: enumOut(job.status),
    extractedData: job.extractedData ?? null,
    confidence: job.fieldConfidence ?? null,
    verificationFlags: job.verificationFlags ?? null,
    processingTime: job.processingTime ?? null,
    category: job.category ?? null,
    overallConfidence: job.confidence ?? null,
    documentId: job.documentId,
    entityId: job.entityId,
    documentType: job.documentType,
    error: job.error ?? null,
    attempts: job.attempts,
    createdAt: job.createdAt,
    completedAt: job.completedAt ?? null,
    verifiedAt: job.verifiedAt ?? null,
    verifiedBy: job.verifiedBy ?? null,
  };
}

const UPLOAD = { files: { file: { variablePath: 'variables.file' } } };

/**
 * Multipart text fields are strings, as query parameters are: the `query*` helpers read them (an empty field is
 * an absent one, `triggerExtraction=false` a boolean).
 */
const UPLOAD_FIELDS = z.object({
  entityId: queryValue(z.string()),
  documentType: queryValue(DOCUMENT_TYPE_IN),
  triggerExtraction: queryBool(),
});

const VAULT_FIELDS = z.object({
  entityId: queryString(),
  documentType: queryValue(DOCUMENT_TYPE_IN.optional()).optional(),
  description: queryString(),
});

/**
 * Document processing and the vault. Uploads are multipart (`file` plus text fields); the files travel on as
 * GraphQL multipart requests. These routes come after the document-template routes, whose
 * `/documents/templates` paths the `/documents/:documentId` pattern would otherwise take.
 */
export const documentRoutes: RouteDefinition[] = [
  route({
    name: 'uploadDocument',
    method: 'POST',
    path: '/api/v1/documents/upload',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    upload: UPLOAD,
    document: graphql(`
      mutation ComplianceUploadDocument(
        $file: Upload!
        $entityId: ID!
        $documentType: DocumentType!
        $triggerExtraction: Boolean
      ) {
        uploadDocument(
          file: $file
          entityId: $entityId
          documentType: $documentType
          triggerExtraction: $triggerExtraction
        ) {
          document {
            id
          }
          extractionJob {
            id
            status
          }
          message
        }
      }
    `),
    input: { body: UPLOAD_FIELDS },
    variables: ({ body }) => ({
      entityId: body.entityId,
      documentType: body.documentType,
      triggerExtraction: body.triggerExtraction,
    }),
    answers: {
      201: z.object({
        documentId: z.string(),
        jobId: z.string().nullable(),
        status: z.enum([...JOB_STATUS.options, 'uploaded']),
        message: z.string(),
      }),
    },
    respond: ({ uploadDocument: { document, extractionJob, message } }) => ({
      status: 201 as const,
      body: {
        documentId: document.id,
        jobId: extractionJob?.id ?? null,
        status: extractionJob ? enumOut(extractionJob.status) : ('uploaded' as const),
        message,
      },
    }),
  }),
  route({
    name: 'processDocument',
    method: 'POST',
    path: '/api/v1/documents/process',
    auth: 'jwt',
    upload: UPLOAD,
    document: graphql(`
      mutation ComplianceProcessDocument($file: Upload!, $documentType: DocumentType) {
        processDocument(file: $file, documentType: $documentType) {
          category
          extractedFields
          confidence
          fieldConfidence
          verificationFlags
          processingTime
          extractor
        }
      }
    `),
    input: { body: z.object({ documentType: queryValue(DOCUMENT_TYPE_IN.optional()).optional() }) },
    variables: ({ body }) => ({ documentType: body.documentType }),
    answers: {
      200: dataBody(
        z.object({
          category: EXTRACTION_CATEGORY,
          extractedFields: jsonObject(),
          confidence: z.number(),
          fieldConfidence: jsonObject(),
          verificationFlags: jsonObject(),
          processingTime: z.int(),
          extractor: z.string(),
        }),
      ),
    },
    respond: ({ processDocument }) => ok(processDocument),
  }),
  route({
    name: 'saveVerifiedData',
    method: 'POST',
    path: '/api/v1/documents/verification/save',
    auth: 'jwt',
    errors: ['NOT_FOUND', 'CONFLICT', 'MISSING_VERSION', 'VERSION_CONFLICT'],
    document: graphql(`
      mutation ComplianceSaveVerifiedData($input: SaveVerifiedDataInput!) {
        saveVerifiedData(input: $input) {
          entity {
            id
            name
            profileData
            version
          }
          version
          changed
        }
      }
    `),
    input: {
      // The legacy body was GraphQL's input whole: strict. A missing version is the service's own refusal
      // (MISSING_VERSION), not the request's shape.
      body: z.strictObject({
        entityId: z.string(),
        version: int().nullish(),
        verifiedData: jsonObject(),
        jobId: z.string().nullish(),
      }),
    },
    variables: ({ body }) => ({ input: body }),
    errorFields: ['currentVersion', 'currentData'],
    answers: {
      200: z.object({
        message: z.enum(['Verified data saved', 'Verified data unchanged']),
        data: z.object({ id: z.string(), name: z.string(), profileData: jsonObject(), version: z.int() }),
        version: z.int(),
      }),
    },
    respond: ({ saveVerifiedData: { entity, version, changed } }) => ({
      status: 200 as const,
      body: {
        message: changed ? ('Verified data saved' as const) : ('Verified data unchanged' as const),
        data: entity,
        version,
      },
    }),
  }),
  route({
    name: 'listVaultDocuments',
    method: 'GET',
    path: '/api/v1/documents/vault',
    auth: 'jwt',
    document: graphql(`
      query ComplianceVaultDocuments(
        $filter: ComplianceDocumentFilter
        $sort: [ComplianceDocumentSort!]
        $page: Int
        $limit: Int
      ) {
        complianceDocuments(filter: $filter, sort: $sort, page: $page, limit: $limit) {
          items {
            ...ComplianceDocumentFields
          }
          total
          page
          limit
        }
      }
    `),
    input: {
      query: z.object({
        entityId: queryString(),
        documentType: queryValue(DOCUMENT_TYPE_IN.optional()).optional(),
        source: queryValue(DOCUMENT_SOURCE_IN.optional()).optional(),
        ...PAGING,
        sort: querySort(['uploadedAt', 'uploaded_at', 'filename', 'size', 'documentType', 'document_type']),
      }),
    },
    variables: ({ query }) => ({
      filter: { entityId: query.entityId, documentType: query.documentType, source: query.source },
      sort: query.sort,
      page: query.page,
      limit: query.limit,
    }),
    answers: { 200: pageBody(LEGACY_DOCUMENT) },
    respond: ({ complianceDocuments }) => paginated(complianceDocuments, legacyDocument),
  }),
  route({
    name: 'uploadVaultDocument',
    method: 'POST',
    path: '/api/v1/documents/vault/upload',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    upload: UPLOAD,
    document: graphql(`
      mutation ComplianceUploadVaultDocument(
        $file: Upload!
        $entityId: ID
        $documentType: DocumentType
        $description: String
      ) {
        uploadVaultDocument(file: $file, entityId: $entityId, documentType: $documentType, description: $description) {
          ...ComplianceDocumentFields
        }
      }
    `),
    input: { body: VAULT_FIELDS },
    variables: ({ body }) => ({
      entityId: body.entityId,
      documentType: body.documentType,
      description: body.description,
    }),
    answers: { 201: messageBody(LEGACY_DOCUMENT) },
    respond: ({ uploadVaultDocument }) => created(legacyDocument(uploadVaultDocument), 'Document stored in the vault'),
  }),
  route({
    name: 'getVaultDocument',
    method: 'GET',
    path: '/api/v1/documents/vault/:id',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query ComplianceVaultDocument($id: ID!) {
        complianceDocument(id: $id) {
          ...ComplianceDocumentFields
        }
      }
    `),
    input: { params: z.object({ id: z.string() }) },
    variables: ({ params }) => ({ id: params.id }),
    answers: { 200: dataBody(LEGACY_DOCUMENT) },
    respond: ({ complianceDocument }) => ok(legacyDocument(complianceDocument)),
  }),
  // The signed URLs of this surface; the token alone authorizes, for as long as it lives.
  route({
    name: 'downloadDocumentFile',
    method: 'GET',
    path: '/api/v1/documents/files/:token',
    auth: 'public',
    errors: ['FORBIDDEN'],
    document: graphql(`
      query ComplianceSignedFile($token: String!) {
        signedComplianceFile(token: $token) {
          path
          expiresAt
          expiresIn
        }
      }
    `),
    input: { params: z.object({ token: z.string() }) },
    variables: ({ params }) => ({ token: params.token }),
    answers: { 200: FILE },
    respondWithRequest: ({ signedComplianceFile: link }, req) => streamFrom(new URL(link.path, req.gatewayOrigin)),
  }),
  route({
    name: 'getDocument',
    method: 'GET',
    path: '/api/v1/documents/:documentId',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query ComplianceDocument($id: ID!) {
        complianceDocument(id: $id) {
          ...ComplianceDocumentFields
        }
      }
    `),
    input: { params: z.object({ documentId: z.string() }) },
    variables: ({ params }) => ({ id: params.documentId }),
    answers: { 200: dataBody(LEGACY_DOCUMENT) },
    respond: ({ complianceDocument }) => ok(legacyDocument(complianceDocument)),
  }),
  route({
    name: 'listEntityDocuments',
    method: 'GET',
    path: '/api/v1/entities/:entityId/documents',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query ComplianceEntityDocuments($entityId: ID!) {
        businessEntity(id: $entityId) {
          documents {
            ...ComplianceDocumentFields
          }
        }
      }
    `),
    input: { params: z.object({ entityId: z.string() }) },
    variables: ({ params }) => ({ entityId: params.entityId }),
    answers: { 200: dataBody(z.array(LEGACY_DOCUMENT)) },
    respond: ({ businessEntity }) => ok(businessEntity.documents.map(legacyDocument)),
  }),
  route({
    name: 'getExtractionJob',
    method: 'GET',
    path: '/api/v1/idp/extract/:jobId',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query ComplianceExtractionJob($id: ID!) {
        extractionJob(id: $id) {
          ...ComplianceExtractionJobFields
        }
      }
    `),
    input: { params: z.object({ jobId: z.string() }) },
    variables: ({ params }) => ({ id: params.jobId }),
    answers: { 200: LEGACY_JOB },
    respond: ({ extractionJob }) => ({ status: 200 as const, body: legacyJob(extractionJob) }),
  }),
];
