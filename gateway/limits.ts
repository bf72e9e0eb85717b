import type { BaseContext } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { requestRefusal, type OperationCheck } from '../platform/operation-admission.js';
import { measureDocument, operationCost, type DocumentLimits } from './document-limits.js';

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

/** Costs kept per document, one per set of variables. */
const MAX_COSTS_PER_DOCUMENT = 64;

/**
 * Refuses operations costlier than maxCost before anything is sent to a subgraph: a check of the operation
 * admission (platform/operation-admission.ts), which runs it on every transport once the variables are known to be
 * sound. The cost depends on the variables (page sizes), so it is measured once the operation is resolved, on the
 * validated document.
 */
export function operationCostCheck<TContext extends BaseContext>(maxCost: number): OperationCheck<TContext> {
  // Apollo Server hands the same DocumentNode to every request with the same text (its document cache), so the
  // cost is measured once per document and set of variables.
  const costsByDocument = new WeakMap<DocumentNode, Map<string, number>>();
  const measureCost = (
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | undefined,
    variables: Record<string, unknown>,
  ) => {
    let costs = costsByDocument.get(document);
    if (!costs) costsByDocument.set(document, (costs = new Map<string, number>()));
    const key = `${operationName ?? ''}\n${JSON.stringify(variables)}`;
    let cost = costs.get(key);
    if (cost === undefined) {
      cost = operationCost(schema, document, operationName, variables);
      // Bounded: a client varying its variables endlessly keeps only the latest costs.
      if (costs.size >= MAX_COSTS_PER_DOCUMENT) costs.delete(costs.keys().next().value!);
      costs.set(key, cost);
    }
    return cost;
  };
  return ({ schema, document, operationName, request }) => {
    const cost = measureCost(schema, document, operationName ?? undefined, request.variables ?? {});
    return cost > maxCost ? requestRefusal(`Operation cost ${cost} exceeds the maximum cost of ${maxCost}`) : undefined;
  };
}
