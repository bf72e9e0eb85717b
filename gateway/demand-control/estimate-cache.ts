import type { DocumentNode } from 'graphql';
import { estimateCost, type EstimateOutcome, type EstimateRequest } from './estimate.js';

/** Estimates kept per operation of a document, one per set of values of its deciding variables. */
const MAX_ESTIMATES_PER_OPERATION = 64;

interface OperationEstimates {
  /**
   * The variables its estimate depends on (those given to slicing arguments and to `@skip`/`@include`), known after
   * the first estimate: the same whatever their values.
   */
  decidingVariables: readonly string[];
  readonly outcomes: Map<string, EstimateOutcome>;
}

/**
 * Estimates computed once per document shape and values of the variables that size its lists or decide its
 * `@skip`/`@include` (the deciding variables): Apollo Server hands
 * the same DocumentNode to every request with the same text (its document cache, bounded), so the estimates live as
 * long as it keeps the document, at most MAX_ESTIMATES_PER_OPERATION per operation. A cache serves one supergraph:
 * demand control starts a new one when the supergraph changes.
 */
export class EstimateCache {
  readonly #byDocument = new WeakMap<DocumentNode, Map<string, OperationEstimates>>();

  estimate(
    request: EstimateRequest & { readonly variables?: Readonly<Record<string, unknown>> | null },
  ): EstimateOutcome {
    let operations = this.#byDocument.get(request.document);
    if (!operations) this.#byDocument.set(request.document, (operations = new Map<string, OperationEstimates>()));
    const operationKey = request.operationName ?? '';
    const known = operations.get(operationKey);
    const variables = request.variables ?? {};
    const keyOf = (names: readonly string[]) => JSON.stringify(names.map((name) => variables[name] ?? null));
    if (known) {
      const cached = known.outcomes.get(keyOf(known.decidingVariables));
      if (cached) return cached;
    }
    const { decidingVariables, ...outcome } = estimateCost(request);
    const entry = known ?? { decidingVariables, outcomes: new Map<string, EstimateOutcome>() };
    if (!known) operations.set(operationKey, entry);
    // Bounded: a client varying its page sizes or conditions endlessly keeps only the latest estimates.
    if (entry.outcomes.size >= MAX_ESTIMATES_PER_OPERATION) entry.outcomes.delete(entry.outcomes.keys().next().value!);
    entry.outcomes.set(keyOf(entry.decidingVariables), outcome);
    return outcome;
  }
}
