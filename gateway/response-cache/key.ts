import { print, type DocumentNode } from 'graphql';
import { createHash, hash } from 'node:crypto';

/** Object keys sorted at every level, so that `{a, b}` and `{b, a}` are one key. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The hash of a printed document, once per parsed document (Apollo Server keeps one per query text). */
const documentHashes = new WeakMap<DocumentNode, string>();

function documentHash(document: DocumentNode): string {
  let hash = documentHashes.get(document);
  if (!hash) {
    hash = createHash('sha256').update(print(document)).digest('base64url');
    documentHashes.set(document, hash);
  }
  return hash;
}

/** The key an answer is kept under, and looked up by (see index.ts). */
export function cacheKey(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | undefined,
  /** Whose answer a per-tenant one is (tenant-view.ts: the tenant and the switches sent); none for PUBLIC. */
  view?: Readonly<Record<string, string>>,
  /** What the caller may see of the operation (authorization/executor.ts `visibilityOf`): '' when everything. */
  visibility = '',
): string {
  // One hash of the joined parts (the same digest as updating a hash part by part), without a Hash object per request.
  const parts = [
    documentHash(document),
    operationName ?? '',
    stableJson(variables ?? {}),
    view ? stableJson(view) : '',
  ];
  return hash('sha256', `${parts.join('\0')}\0${visibility}`, 'base64url');
}
