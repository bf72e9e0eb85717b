import type { NextFunction, Request, Response } from 'express';
import type { GraphQLError } from 'graphql';
import { LRUCache } from 'lru-cache';
import { requestRefusal } from '../platform/operation-admission.js';
import { measureDocument, type DocumentLimits } from './document-limits.js';

/** Verdicts kept for documents seen recently, bounded by the bytes of their texts. */
const VERDICT_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * Checks every document a client sends against the DocumentLimits before Apollo Server (or a subscription
 * transport) parses and validates it. A verdict depends only on the text, so it is kept per text: a client's
 * usual operations are measured once.
 */
export class DocumentGuard {
  readonly #limits: DocumentLimits;
  readonly #verdicts = new LRUCache<string, { refusal: string | undefined }>({
    maxSize: VERDICT_CACHE_BYTES,
    sizeCalculation: (_verdict, query) => Math.max(query.length, 1),
  });

  constructor(limits: DocumentLimits) {
    this.#limits = limits;
  }

  get limits(): DocumentLimits {
    return this.#limits;
  }

  /** The refusal of `query`, or undefined when it is within the limits (a text that does not parse is left to the parser). */
  check(query: string): GraphQLError | undefined {
    let verdict = this.#verdicts.get(query);
    if (!verdict) {
      verdict = { refusal: measureDocument(query, this.#limits).refusal };
      // Oversized texts are refused before anything else and are not worth a place in the cache.
      if (query.length <= this.#limits.maxDocumentBytes) this.#verdicts.set(query, verdict);
    }
    return verdict.refusal === undefined ? undefined : requestRefusal(verdict.refusal);
  }

  /** Express middleware for /graphql, after the body parsers: a refused document is answered 400 and goes no further. */
  middleware() {
    return (req: Request, _res: Response, next: NextFunction): void => {
      const body: unknown = req.body;
      const source = req.method === 'GET' ? (req.query as Record<string, unknown>) : body;
      const query =
        typeof source === 'object' && source !== null && !Array.isArray(source)
          ? (source as { query?: unknown }).query
          : undefined;
      const refusal = typeof query === 'string' ? this.check(query) : undefined;
      if (!refusal) return next();
      next(Object.assign(new Error(refusal.message), { status: 400, expose: true }));
    };
  }
}
