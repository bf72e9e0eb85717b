import { print, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { hash } from 'node:crypto';

const sha256 = (text: string) => hash('sha256', text, 'base64url');

/** Object keys sorted at every level, so that `{a, b}` and `{b, a}` are one key. */
function stableJson(value: Readonly<Record<string, unknown>>): string {
  // Most reads send no variables: no replacer's walk for them.
  for (const _key in value) return sortedJson(value);
  return '{}';
}

function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The hash of a printed document, once per parsed document (Apollo Server keeps one per query text). */
const documentHashes = new WeakMap<DocumentNode, string>();

function documentHash(document: DocumentNode): string {
  let digest = documentHashes.get(document);
  if (!digest) {
    digest = sha256(print(document));
    documentHashes.set(document, digest);
  }
  return digest;
}

/**
 * The digests of the keys looked up lately, by their parts: a read served from the cache again and again (the case
 * the cache is for) is looked up here rather than hashed each time. Bounded in the parts' total length, and one
 * longer than an ordinary read's is never kept, whatever the variables sent.
 */
const rememberedDigests = new LRUCache<string, string>({
  maxSize: 4 * 1024 * 1024,
  maxEntrySize: 1024,
  sizeCalculation: (_digest, parts) => Math.max(parts.length, 1),
});

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
  // The joined parts hashed at once: the digest of updating a hash part by part, which earlier releases' keys are.
  const parts = [
    documentHash(document),
    operationName ?? '',
    stableJson(variables ?? {}),
    view ? stableJson(view) : '',
    visibility,
  ].join('\0');
  let digest = rememberedDigests.get(parts);
  if (digest === undefined) rememberedDigests.set(parts, (digest = sha256(parts)));
  return digest;
}
