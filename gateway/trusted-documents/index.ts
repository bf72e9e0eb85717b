export { normalizeDocumentId, sha256Of, SHA256_PREFIX } from './document-id.js';
export { bodyWithDocument, documentRequestInUrl, trustedDocumentsMiddleware, urlWithDocument } from './http.js';
export { ManifestRefused, readManifest, type Manifest, type TrustedDocument } from './manifest.js';
export { TrustedDocumentPolicy, UnknownDocumentLog, type TrustedDocumentsMode } from './policy.js';
export { loadRestAdapterManifest, REST_ADAPTER_MANIFEST } from './rest-adapter-manifest.js';
export { REST_ADAPTER_CLIENT, TrustedDocumentRegistry } from './registry.js';
export {
  TrustedDocumentResolver,
  type DocumentChannel,
  type DocumentRequest,
  type DocumentResolution,
} from './resolution.js';
export {
  ConflictingDocumentIds,
  TrustedDocumentStore,
  VERSIONS_KEPT,
  createDocumentTable,
  type LoadedManifest,
  type LoadResult,
} from './store.js';
export { servedApiSchema, validateDocuments } from './validation.js';
