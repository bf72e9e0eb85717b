import type { ApolloServerPlugin } from '@apollo/server';
import depthLimit from 'graphql-depth-limit';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import {
  GraphQLError,
  Kind,
  TypeInfo,
  ValidationContext,
  type ASTNode,
  type ASTVisitor,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import { ErrorCode } from '../platform/errors.js';

export interface OperationLimits {
  /** Deepest nesting of selections (graphql-depth-limit's measure: `{ a { b } }` has depth 1). */
  maxDepth: number;
  /** Highest estimated cost (see costEstimators). */
  maxCost: number;
  /** How often one field may be selected (under aliases) in one selection set. */
  maxSameFieldSelections: number;
}

/** A refusal before execution: VALIDATION_ERROR with HTTP 400. */
function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.VALIDATION_ERROR, http: { status: 400 } } });
}

/** Names of arguments that size a list; the cost of such a field's selection is multiplied by their value. */
const PAGE_SIZE_ARGUMENTS = ['limit', 'first', 'last', 'take', 'pageSize', 'perPage'];

/**
 * Every field costs 1 plus its selection; a field with a page-size argument (limit, first, ...) costs its
 * selection once per requested item. Unbounded lists count once: their subgraphs cap their pages themselves.
 */
const pageSizeEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  for (const name of PAGE_SIZE_ARGUMENTS) {
    const size: unknown = args[name];
    if (typeof size === 'number' && Number.isFinite(size) && size > 1) return 1 + childComplexity * Math.ceil(size);
  }
  return undefined;
};

/** Costs kept per document, one per set of variables. */
const MAX_COSTS_PER_DOCUMENT = 64;

export const costEstimators: ComplexityEstimator[] = [pageSizeEstimator, simpleEstimator({ defaultComplexity: 1 })];

/** The depth of each operation of a valid document (so no fragment cycles), by operation name ('' when anonymous). */
export function operationDepths(schema: GraphQLSchema, document: DocumentNode): Record<string, number> {
  let depths: Record<string, number> = {};
  const context = new ValidationContext(schema, document, new TypeInfo(schema), () => undefined);
  (depthLimit(Infinity, {}, (measured: Record<string, number>) => (depths = measured)) as (context: ValidationContext) => unknown)(
    context,
  );
  return depths;
}

/**
 * Refuses operations deeper than maxDepth or costlier than maxCost before anything is sent to a subgraph.
 * Runs once the operation is resolved, i.e. after validation, so that the document is known to be sound.
 */
export function operationLimitsPlugin(limits: OperationLimits): ApolloServerPlugin {
  // Apollo Server hands the same DocumentNode to every request with the same text (its document cache), so what
  // only depends on the document is measured once per document, and the cost once per set of variables.
  const depthsByDocument = new WeakMap<DocumentNode, Record<string, number>>();
  const costsByDocument = new WeakMap<DocumentNode, Map<string, number>>();
  const measureCost = (schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown>) => {
    let costs = costsByDocument.get(document);
    if (!costs) costsByDocument.set(document, (costs = new Map()));
    const key = `${operationName ?? ''}\n${JSON.stringify(variables)}`;
    let cost = costs.get(key);
    if (cost === undefined) {
      cost = getComplexity({ schema, query: document, operationName, variables, estimators: costEstimators });
      // Bounded: a client varying its variables endlessly keeps only the latest costs.
      if (costs.size >= MAX_COSTS_PER_DOCUMENT) costs.delete(costs.keys().next().value!);
      costs.set(key, cost);
    }
    return cost;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operationName, request }) {
          let depths = depthsByDocument.get(document);
          if (!depths) depthsByDocument.set(document, (depths = operationDepths(schema, document)));
          const depth = depths[operationName ?? ''] ?? 0;
          if (depth > limits.maxDepth) {
            throw limitError(`Operation depth ${depth} exceeds the maximum depth of ${limits.maxDepth}`);
          }
          let cost: number;
          try {
            cost = measureCost(schema, document, operationName ?? undefined, request.variables ?? {});
          } catch (error) {
            throw limitError(error instanceof Error ? error.message : String(error));
          }
          if (cost > limits.maxCost) {
            throw limitError(`Operation cost ${cost} exceeds the maximum cost of ${limits.maxCost}`);
          }
        },
      };
    },
  };
}

/**
 * A validation rule: no field selected more than `max` times (under aliases) in one selection set. The fields of
 * its inline fragments and fragment spreads count too, since they merge into it: otherwise aliases spread over
 * fragments (`{ ...a ...b ... }`) would run a field, such as a login, any number of times in one request.
 */
export function maxSameFieldSelectionsRule(max: number): ValidationRule {
  return (context): ASTVisitor => {
    const countFields = (selectionSet: SelectionSetNode, counts: Map<string, number>, spread: Set<string>): void => {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          counts.set(selection.name.value, (counts.get(selection.name.value) ?? 0) + 1);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          countFields(selection.selectionSet, counts, spread);
        } else if (!spread.has(selection.name.value)) {
          // A fragment spread twice merges into the same fields; spreading it once also ends fragment cycles.
          spread.add(selection.name.value);
          const fragment = context.getFragment(selection.name.value);
          if (fragment) countFields(fragment.selectionSet, counts, spread);
        }
      }
    };
    return {
      SelectionSet(node, _key, parent) {
        // The fields of fragments are counted in the selection sets they are spread into.
        const kind = (parent as ASTNode | undefined)?.kind;
        if (kind === Kind.INLINE_FRAGMENT || kind === Kind.FRAGMENT_DEFINITION) return;
        const counts = new Map<string, number>();
        countFields(node, counts, new Set());
        for (const [field, count] of counts) {
          if (count > max) {
            context.reportError(
              new GraphQLError(`Field "${field}" is selected ${count} times in one selection set; the limit is ${max}`, {
                nodes: node,
                extensions: { code: ErrorCode.VALIDATION_ERROR },
              }),
            );
          }
        }
      },
    };
  };
}
