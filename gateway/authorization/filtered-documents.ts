import type { DocumentNode, GraphQLSchema } from 'graphql';
import { filterOperation, requirementsTouched, type Decide, type FilteredOperation } from './document-filter.js';
import type { AuthorizationRequirements, Requirement } from './requirements.js';

/** Filtered versions kept per document: one per set of requirements refused (a few roles make a few sets). */
const MAX_VISIBILITIES_PER_DOCUMENT = 16;

interface PerDocument {
  /** By operation name: the requirements the operation touches. */
  readonly touched: Map<string, Requirement[]>;
  /** By operation name and the ids of the requirements refused: the filtered operation. */
  readonly filtered: Map<string, FilteredOperation>;
}

/**
 * The requirements of each document shape and its filtered versions, computed once per shape and visibility, for
 * one supergraph. Keyed by the parsed document, which Apollo Server keeps once per query text in its document
 * store: an entry lives as long as that document does, and each holds at most MAX_VISIBILITIES_PER_DOCUMENT
 * versions.
 */
export class FilteredDocuments {
  readonly #documents = new WeakMap<DocumentNode, PerDocument>();

  constructor(
    readonly schema: GraphQLSchema,
    readonly requirements: AuthorizationRequirements,
  ) {}

  #of(document: DocumentNode): PerDocument {
    let entry = this.#documents.get(document);
    if (!entry) this.#documents.set(document, (entry = { touched: new Map(), filtered: new Map() }));
    return entry;
  }

  /** The requirements the operation touches (none for most operations: then nobody's identity is computed). */
  touched(document: DocumentNode, operationName: string | null | undefined): Requirement[] {
    if (!this.requirements.fields.size && !this.requirements.types.size) return [];
    const entry = this.#of(document);
    const name = operationName ?? '';
    let touched = entry.touched.get(name);
    if (!touched) {
      touched = requirementsTouched(this.schema, this.requirements, document, operationName);
      entry.touched.set(name, touched);
    }
    return touched;
  }

  /** The operation without what a caller who meets none of `refused` may not see. */
  filtered(
    document: DocumentNode,
    operationName: string | null | undefined,
    refused: readonly Requirement[],
  ): FilteredOperation {
    const entry = this.#of(document);
    const key = visibilityKey(operationName, refused);
    let filtered = entry.filtered.get(key);
    if (!filtered) {
      const refusedIds = new Set(refused.map((requirement) => requirement.id));
      const decide: Decide = (requirement) => !refusedIds.has(requirement.id);
      filtered = filterOperation(this.schema, this.requirements, document, operationName, decide);
      if (entry.filtered.size >= MAX_VISIBILITIES_PER_DOCUMENT) entry.filtered.clear();
      entry.filtered.set(key, filtered);
    }
    return filtered;
  }
}

/** What a caller may not see of an operation, as a key: the operation and the requirements it refuses. */
export function visibilityKey(operationName: string | null | undefined, refused: readonly Requirement[]): string {
  return JSON.stringify([operationName ?? '', refused.map((requirement) => requirement.id).sort()]);
}
