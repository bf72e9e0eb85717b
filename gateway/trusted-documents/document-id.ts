import { createHash } from 'node:crypto';

/** The prefix of a document id that is the SHA-256 of its text (the persisted-documents proposal's, Hive's, codegen's). */
export const SHA256_PREFIX = 'sha256:';

/** The longest id a request may name: ids are hashes or short names, and a longer one is refused before any lookup. */
export const MAX_DOCUMENT_ID_LENGTH = 256;

const SHA256_HEX = /^[0-9a-f]{64}$/i;

/**
 * The id under which a document is kept and looked up: `sha256:<hex>` and a bare `<hex>` (Apollo's
 * `persistedQuery.sha256Hash`, Hive's bare ids) are one id, the lower-case hex; any other id (a custom one, as
 * Apollo's persisted query lists may carry) is kept as it is.
 */
export function normalizeDocumentId(raw: string): string {
  const bare = raw.startsWith(SHA256_PREFIX) ? raw.slice(SHA256_PREFIX.length) : raw;
  return SHA256_HEX.test(bare) ? bare.toLowerCase() : raw;
}

/** Whether a (normalized) id is a SHA-256, which then must be the hash of its document's text. */
export function isSha256Id(id: string): boolean {
  return SHA256_HEX.test(id);
}

/** The lower-case hex SHA-256 of a document's text, as clients and manifests compute it. */
export function sha256Of(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
