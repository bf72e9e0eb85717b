import { signFileLink, type FileLink, type FileLinkSettings } from '../../shared/file-links.js';
import type { FileKind } from '../../shared/storage.js';
import type { ComplianceDocument } from './compliance-document.entity.js';

/** The kinds of file the spec accepts for documents: PDF, JPG, PNG or TIFF, judged by their content. */
export const DOCUMENT_FILE_KINDS: readonly FileKind[] = ['pdf', 'jpeg', 'png', 'tiff'];

/** How long a document's download link lives. */
export const DOCUMENT_LINK_SECONDS = 15 * 60;

/** Where a document's bytes are kept: under its tenant, named by its id (never by the uploaded name). */
export const documentStorageKey = (tenantId: string, documentId: string) =>
  `compliance/documents/${tenantId}/${documentId}`;

/** A signed, expiring link to a document's bytes. */
export function documentLink(
  settings: FileLinkSettings,
  document: Pick<ComplianceDocument, 'storageKey' | 'filename' | 'contentType'>,
): Promise<FileLink> {
  return signFileLink(
    settings,
    'compliance',
    { key: document.storageKey, filename: document.filename, contentType: document.contentType },
    DOCUMENT_LINK_SECONDS,
  );
}
