import { GraphQLError } from 'graphql';
import { ErrorCode } from '../../platform/errors.js';
import { MAX_DOCUMENT_ID_LENGTH, normalizeDocumentId, sha256Of } from './document-id.js';
import { trustedDocumentRequests } from './metrics.js';
import type { TrustedDocumentPolicy, UnknownDocumentLog } from './policy.js';
import type { TrustedDocumentRegistry } from './registry.js';

/** What a request carries of its document, on any channel (an HTTP body or URL, a graphql-ws or SSE payload). */
export interface DocumentRequest {
  readonly query?: unknown;
  readonly operationName?: unknown;
  /** The GraphQL-over-HTTP persisted-documents proposal's field: `sha256:<hex>`, or a bare id as Hive accepts. */
  readonly documentId?: unknown;
  /** Apollo's protocol: `extensions.persistedQuery.sha256Hash`. */
  readonly extensions?: unknown;
}

/**
 * How a request's document is found: `trusted`, the text of the trusted document it names by id (what the
 * channel then runs instead of anything the request carried); `as-sent`, run as it came (a trusted text, or any text
 * when the mode lets it run, or an APQ hash left to Apollo Server); `refused`, answered with `error` before anything
 * parses it.
 */
export type DocumentResolution =
  | { readonly kind: 'trusted'; readonly query: string }
  | { readonly kind: 'as-sent' }
  | { readonly kind: 'refused'; readonly error: GraphQLError };

/** The channel a request came by, for the audit log. */
export type DocumentChannel = 'http' | 'graphql-ws' | 'sse' | 'in-process';

function refused(code: ErrorCode, message: string): DocumentResolution {
  return {
    kind: 'refused',
    // No `http` extension: these refusals are answered by the channels themselves, with httpStatusOf(code).
    error: new GraphQLError(message, { extensions: { code } }),
  };
}

/** Apollo's `extensions.persistedQuery.sha256Hash`, when the request has a persistedQuery extension. */
function persistedQueryHash(extensions: unknown): { readonly present: boolean; readonly hash: unknown } {
  if (typeof extensions !== 'object' || extensions === null) return { present: false, hash: undefined };
  const persistedQuery = (extensions as { persistedQuery?: unknown }).persistedQuery;
  if (typeof persistedQuery !== 'object' || persistedQuery === null) return { present: false, hash: undefined };
  return { present: true, hash: (persistedQuery as { sha256Hash?: unknown }).sha256Hash };
}

/**
 * Finds the document of a client's request (never the gateway's own operations, which do not come through here)
 * and applies the mode (policy.ts). By id: a known id runs its trusted document whatever the mode; an unknown
 * `documentId` is refused in every mode (PERSISTED_QUERY_NOT_IN_LIST, 404, as Apollo Router answers an unknown
 * persisted query id); an unknown Apollo hash is refused in enforce mode and otherwise left to Apollo Server's
 * automatic persisted queries (a hash alone answers PERSISTED_QUERY_NOT_FOUND, a hash with its text registers it),
 * as in development today. By text: off runs it unread; audit and enforce recognise a trusted document's text
 * (a set lookup, the text is never parsed here), and an unknown one is run and logged and counted
 * (audit) or refused (enforce: QUERY_NOT_IN_SAFELIST, 403, Apollo Router's answer to freeform GraphQL outside the
 * safelist). Linear in the request: a set lookup of the text, and for an unknown text in audit mode its SHA-256 for
 * the log, none beyond the document byte limit.
 */
export class TrustedDocumentResolver {
  constructor(
    private readonly registry: TrustedDocumentRegistry,
    private readonly policy: TrustedDocumentPolicy,
    private readonly audit: UnknownDocumentLog,
    /** No trusted document is longer (manifests keep to the document limits): a longer text is unknown unhashed. */
    private readonly maxDocumentBytes: number,
  ) {}

  get mode() {
    return this.policy.mode;
  }

  /** Changes whenever the documents known change: with the mode, what decides a resolution besides the request. */
  get generation(): number {
    return this.registry.generation;
  }

  resolve(request: DocumentRequest, channel: DocumentChannel): DocumentResolution {
    const mode = this.policy.mode;
    const { documentId } = request;
    const apq = persistedQueryHash(request.extensions);
    const text = typeof request.query === 'string' && request.query !== '' ? request.query : undefined;
    if (documentId != null || apq.present) {
      const raw = documentId ?? apq.hash;
      if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_DOCUMENT_ID_LENGTH)
        return refused(
          ErrorCode.VALIDATION_ERROR,
          documentId != null
            ? `documentId must be a string of 1 to ${MAX_DOCUMENT_ID_LENGTH} characters`
            : `extensions.persistedQuery.sha256Hash must be a string of 1 to ${MAX_DOCUMENT_ID_LENGTH} characters`,
        );
      const document = this.registry.byId(normalizeDocumentId(raw));
      if (document) {
        if (text !== undefined && text !== document.body)
          return refused(ErrorCode.VALIDATION_ERROR, `The query sent is not the text of the document ${raw}`);
        trustedDocumentRequests.inc({ document: 'id', action: 'ran' });
        return { kind: 'trusted', query: document.body };
      }
      // Automatic persisted queries are Apollo Server's, reached over HTTP only.
      if (mode === 'enforce' || documentId != null || channel !== 'http') {
        trustedDocumentRequests.inc({ document: 'unknown_id', action: 'refused' });
        return refused(ErrorCode.PERSISTED_QUERY_NOT_IN_LIST, `No trusted document has the id ${raw}`);
      }
      if (text !== undefined && mode === 'audit') return this.#unknownText(text, request, channel);
      trustedDocumentRequests.inc({ document: 'unknown_id', action: 'ran' });
      return { kind: 'as-sent' };
    }
    if (text === undefined || mode === 'off') return { kind: 'as-sent' };
    if (this.registry.knowsText(text)) {
      trustedDocumentRequests.inc({ document: 'trusted_text', action: 'ran' });
      return { kind: 'as-sent' };
    }
    if (mode === 'enforce') {
      trustedDocumentRequests.inc({ document: 'unknown_text', action: 'refused' });
      return refused(
        ErrorCode.QUERY_NOT_IN_SAFELIST,
        'Only trusted documents run here: send the id of a document of a loaded manifest (documentId, or extensions.persistedQuery.sha256Hash)',
      );
    }
    return this.#unknownText(text, request, channel);
  }

  /** An unknown text that runs: counted, and logged with its SHA-256 (no text beyond the document limits is hashed). */
  #unknownText(text: string, request: DocumentRequest, channel: DocumentChannel): DocumentResolution {
    const hash = Buffer.byteLength(text) <= this.maxDocumentBytes ? sha256Of(text) : 'beyond-the-document-limits';
    trustedDocumentRequests.inc({ document: 'unknown_text', action: 'ran' });
    this.audit.unknownText(hash, text, request.operationName, channel);
    return { kind: 'as-sent' };
  }
}
