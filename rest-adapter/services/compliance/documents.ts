import {
  boolParam,
  compact,
  enumIn,
  gql,
  legacySort,
  objectBody,
  route,
  streamFrom,
  stringParam,
  type RouteDefinition,
} from '../../engine/index.js';
import { ok, paginated, pageVariables, publicComplianceUrl, type PageData } from './legacy.js';

interface FileLinkData {
  path: string;
  expiresAt: string;
  expiresIn: number;
}

interface ExtractionJobData {
  id: string;
  documentId: string;
  entityId: string;
  documentType: string;
  status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
  extractor: string | null;
  category: string | null;
  extractedData: Record<string, unknown> | null;
  fieldConfidence: Record<string, number> | null;
  confidence: number | null;
  verificationFlags: Record<string, string> | null;
  processingTime: number | null;
  error: string | null;
  attempts: number;
  createdAt: string;
  completedAt: string | null;
  verifiedAt: string | null;
  verifiedBy: string | null;
}

interface DocumentData {
  id: string;
  tenantId: string;
  entityId: string | null;
  documentType: string;
  source: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  description: string | null;
  uploadedBy: string;
  uploadedAt: string;
  downloadUrl: FileLinkData;
  extraction: Pick<ExtractionJobData, 'id' | 'status' | 'category' | 'confidence'> | null;
}

const DOCUMENT_FIELDS = gql`
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
`;

const EXTRACTION_JOB_FIELDS = gql`
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
`;

/** The job states of the spec are lower-case words (processing, completed, failed). */
const legacyStatus = (status: ExtractionJobData['status']) => status.toLowerCase();

/** The signed token of a gateway file link: the last segment of its `/files/compliance/<token>` path. */
const tokenOf = (link: FileLinkData) => link.path.slice(link.path.lastIndexOf('/') + 1);

/** A document as legacy clients get it: its metadata and a signed download URL on this surface. */
function legacyDocument({ downloadUrl, extraction, ...document }: DocumentData) {
  return {
    ...document,
    signedUrl: publicComplianceUrl(`/api/v1/documents/files/${tokenOf(downloadUrl)}`),
    signedUrlExpiresAt: downloadUrl.expiresAt,
    extraction: extraction && {
      jobId: extraction.id,
      status: legacyStatus(extraction.status),
      category: extraction.category,
      confidence: extraction.confidence,
    },
  };
}

/** `GET /idp/extract/:jobId` in the spec's shape: confidence is per field; the overall one is `overallConfidence`. */
function legacyJob(job: ExtractionJobData) {
  return {
    jobId: job.id,
    status: legacyStatus(job.status),
    extractedData: job.extractedData,
    confidence: job.fieldConfidence,
    verificationFlags: job.verificationFlags,
    processingTime: job.processingTime,
    category: job.category,
    overallConfidence: job.confidence,
    documentId: job.documentId,
    entityId: job.entityId,
    documentType: job.documentType,
    error: job.error,
    attempts: job.attempts,
    createdAt: job.createdAt,
    completedAt: job.completedAt,
    verifiedAt: job.verifiedAt,
    verifiedBy: job.verifiedBy,
  };
}

const FILE = { files: { file: { variablePath: 'variables.file' } } };

/**
 * Document processing and the vault. Uploads are multipart (`file` plus text fields); the files travel on as
 * GraphQL multipart requests. These routes come after the document-template routes, whose
 * `/documents/templates` paths the `/documents/:documentId` pattern would otherwise take.
 */
export const documentRoutes: RouteDefinition[] = [
  route<{ uploadDocument: { document: DocumentData; extractionJob: ExtractionJobData | null; message: string } }>({
    name: 'uploadDocument',
    method: 'POST',
    path: '/api/v1/documents/upload',
    auth: 'jwt',
    upload: FILE,
    document: gql`
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
    `,
    variables: ({ body }) => {
      const fields = objectBody(body);
      return compact({
        entityId: stringParam(fields.entityId),
        documentType: enumIn(fields.documentType),
        triggerExtraction: boolParam(fields.triggerExtraction),
      });
    },
    respond: ({ uploadDocument: { document, extractionJob, message } }) => ({
      status: 201,
      body: {
        documentId: document.id,
        jobId: extractionJob?.id ?? null,
        status: extractionJob ? legacyStatus(extractionJob.status) : 'uploaded',
        message,
      },
    }),
  }),
  route<{
    processDocument: Record<string, unknown> & { category: string; extractedFields: unknown; confidence: number };
  }>({
    name: 'processDocument',
    method: 'POST',
    path: '/api/v1/documents/process',
    auth: 'jwt',
    upload: FILE,
    document: gql`
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
    `,
    variables: ({ body }) => compact({ documentType: enumIn(objectBody(body).documentType) }),
    respond: ({ processDocument }) => ok(processDocument),
  }),
  route<{
    saveVerifiedData: {
      entity: { id: string; profileData: Record<string, unknown> };
      version: number;
      changed: boolean;
    };
  }>({
    name: 'saveVerifiedData',
    method: 'POST',
    path: '/api/v1/documents/verification/save',
    auth: 'jwt',
    document: gql`
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
    `,
    variables: ({ body }) => ({ input: objectBody(body) }),
    errorFields: ['currentVersion', 'currentData'],
    respond: ({ saveVerifiedData: { entity, version, changed } }) => ({
      status: 200,
      body: { message: changed ? 'Verified data saved' : 'Verified data unchanged', data: entity, version },
    }),
  }),
  route<{ complianceDocuments: PageData<DocumentData> }>({
    name: 'listVaultDocuments',
    method: 'GET',
    path: '/api/v1/documents/vault',
    auth: 'jwt',
    document: gql`
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
      ${DOCUMENT_FIELDS}
    `,
    sort: legacySort(['uploadedAt', 'uploaded_at', 'filename', 'size', 'documentType', 'document_type']),
    variables: ({ query }) => ({
      filter: compact({
        entityId: stringParam(query.entityId),
        documentType: enumIn(stringParam(query.documentType)),
        source: enumIn(stringParam(query.source)),
      }),
      ...pageVariables(query),
    }),
    respond: ({ complianceDocuments }) => paginated(complianceDocuments, legacyDocument),
  }),
  route<{ uploadVaultDocument: DocumentData }>({
    name: 'uploadVaultDocument',
    method: 'POST',
    path: '/api/v1/documents/vault/upload',
    auth: 'jwt',
    upload: FILE,
    document: gql`
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
      ${DOCUMENT_FIELDS}
    `,
    variables: ({ body }) => {
      const fields = objectBody(body);
      return compact({
        entityId: stringParam(fields.entityId),
        documentType: enumIn(fields.documentType),
        description: stringParam(fields.description),
      });
    },
    respond: ({ uploadVaultDocument }) => ({
      status: 201,
      body: { message: 'Document stored in the vault', data: legacyDocument(uploadVaultDocument) },
    }),
  }),
  route<{ complianceDocument: DocumentData }>({
    name: 'getVaultDocument',
    method: 'GET',
    path: '/api/v1/documents/vault/:id',
    auth: 'jwt',
    document: gql`
      query ComplianceVaultDocument($id: ID!) {
        complianceDocument(id: $id) {
          ...ComplianceDocumentFields
        }
      }
      ${DOCUMENT_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ complianceDocument }) => ok(legacyDocument(complianceDocument)),
  }),
  // The signed URLs of this surface; the token alone authorizes, for as long as it lives.
  route<{ signedComplianceFile: FileLinkData }>({
    name: 'downloadDocumentFile',
    method: 'GET',
    path: '/api/v1/documents/files/:token',
    auth: 'public',
    document: gql`
      query ComplianceSignedFile($token: String!) {
        signedComplianceFile(token: $token) {
          path
          expiresAt
          expiresIn
        }
      }
    `,
    variables: ({ params }) => ({ token: params.token }),
    respond: ({ signedComplianceFile: link }, req) => streamFrom(new URL(link.path, req.gatewayOrigin)),
  }),
  route<{ complianceDocument: DocumentData }>({
    name: 'getDocument',
    method: 'GET',
    path: '/api/v1/documents/:documentId',
    auth: 'jwt',
    document: gql`
      query ComplianceDocument($id: ID!) {
        complianceDocument(id: $id) {
          ...ComplianceDocumentFields
        }
      }
      ${DOCUMENT_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.documentId }),
    respond: ({ complianceDocument }) => ok(legacyDocument(complianceDocument)),
  }),
  route<{ businessEntity: { documents: DocumentData[] } }>({
    name: 'listEntityDocuments',
    method: 'GET',
    path: '/api/v1/entities/:entityId/documents',
    auth: 'jwt',
    document: gql`
      query ComplianceEntityDocuments($entityId: ID!) {
        businessEntity(id: $entityId) {
          documents {
            ...ComplianceDocumentFields
          }
        }
      }
      ${DOCUMENT_FIELDS}
    `,
    variables: ({ params }) => ({ entityId: params.entityId }),
    respond: ({ businessEntity }) => ok(businessEntity.documents.map(legacyDocument)),
  }),
  route<{ extractionJob: ExtractionJobData }>({
    name: 'getExtractionJob',
    method: 'GET',
    path: '/api/v1/idp/extract/:jobId',
    auth: 'jwt',
    document: gql`
      query ComplianceExtractionJob($id: ID!) {
        extractionJob(id: $id) {
          ...ComplianceExtractionJobFields
        }
      }
      ${EXTRACTION_JOB_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.jobId }),
    respond: ({ extractionJob }) => ({ status: 200, body: legacyJob(extractionJob) }),
  }),
];
