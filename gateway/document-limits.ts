import {
  Kind,
  Lexer,
  parse,
  Source,
  TokenKind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Limits on a document's shape, checked before Apollo Server parses and validates it. Each is measured in time
 * linear in the document's size: fragments are measured once each, in dependency order, and nothing follows a
 * chain of spreads by recursion, so no document (fan-out, chains, cycles, diamonds of fragments) can make a check
 * exponential or exhaust the stack. What the document expands to is then bounded, which bounds what follows it:
 * graphql-js validation, query planning, execution.
 */
export interface DocumentLimits {
  /** The query text's size in UTF-8 bytes. */
  readonly maxDocumentBytes: number;
  /** Lexical tokens (comments excluded), as graphql-js's own `maxTokens` counts them. */
  readonly maxTokens: number;
  /** Brackets (`{`, `(`, `[`) open at once: bounds the recursion of graphql-js's parser and of every AST walk. */
  readonly maxNesting: number;
  /** Deepest nesting of field selections, through fragments (`{ a { b } }` has depth 1; introspection fields are free). */
  readonly maxDepth: number;
  /**
   * Selections (fields, fragment spreads, inline fragments) with every spread expanded, summed over the document's
   * operations and fragments: graphql-js validation expands each of them.
   */
  readonly maxSelections: number;
  /**
   * Pairs of selections under one response name in one merged selection set, summed over the document: the
   * comparisons GraphQL's field merging makes (each pair's sub-selections are compared again one level down).
   */
  readonly maxMergedPairs: number;
  /** Distinct response names (aliases) of one field in one merged selection set. */
  readonly maxSameFieldSelections: number;
}

export const DEFAULT_DOCUMENT_LIMITS: Omit<DocumentLimits, 'maxDepth'> = {
  maxDocumentBytes: 128 * 1024,
  maxTokens: 15_000,
  maxNesting: 64,
  maxSelections: 5_000,
  maxMergedPairs: 10_000,
  maxSameFieldSelections: 20,
};

export interface DocumentMeasure {
  /** Why the document is refused; undefined when it is within the limits (or does not parse: Apollo reports that). */
  readonly refusal?: string;
  /** Tokens read, and selections and definitions visited: the work the measure took, linear in the document. */
  readonly steps: number;
}

const OPENING: ReadonlySet<string> = new Set([TokenKind.BRACE_L, TokenKind.PAREN_L, TokenKind.BRACKET_L]);
const CLOSING: ReadonlySet<string> = new Set([TokenKind.BRACE_R, TokenKind.PAREN_R, TokenKind.BRACKET_R]);

/** Measures `query` against `limits` (see DocumentLimits). */
export function measureDocument(query: string, limits: DocumentLimits): DocumentMeasure {
  const bytes = Buffer.byteLength(query);
  if (bytes > limits.maxDocumentBytes) {
    return { refusal: `The document has ${bytes} bytes; the limit is ${limits.maxDocumentBytes}`, steps: 0 };
  }
  let steps = 0;
  // A first pass over the tokens alone, before any parser recursion, so that parsing is safe.
  const lexer = new Lexer(new Source(query));
  let nesting = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      steps += 1;
      if (steps > limits.maxTokens) return { refusal: `The document has more than ${limits.maxTokens} tokens`, steps };
      if (OPENING.has(token.kind) && ++nesting > limits.maxNesting) {
        return { refusal: `The document nests brackets deeper than ${limits.maxNesting} levels`, steps };
      }
      if (CLOSING.has(token.kind)) nesting -= 1;
    }
  } catch {
    // A syntax error: Apollo's parser stops at the same place and answers it.
    return { steps };
  }
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: limits.maxTokens });
  } catch {
    return { steps };
  }
  const shape = new DocumentShape(document);
  const refusal = shape.refusal(limits);
  return { refusal, steps: steps + shape.steps };
}

interface SelectionSetMeasure {
  /** Field nesting below the selection set (0 for leaves only). */
  readonly depth: number;
  /** Selections with every fragment spread expanded. */
  readonly size: number;
}

const UNKNOWN_FRAGMENT: SelectionSetMeasure = { depth: 0, size: 0 };

class DocumentShape {
  steps = 0;
  readonly #fragments = new Map<string, FragmentDefinitionNode>();
  readonly #operations: OperationDefinitionNode[] = [];
  readonly #measures = new Map<string, SelectionSetMeasure>();

  constructor(document: DocumentNode) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION) this.#operations.push(definition);
      // A repeated name is a validation error; the first is measured.
      else if (definition.kind === Kind.FRAGMENT_DEFINITION && !this.#fragments.has(definition.name.value)) {
        this.#fragments.set(definition.name.value, definition);
      }
    }
  }

  refusal(limits: DocumentLimits): string | undefined {
    const order = this.dependencyOrder();
    if (typeof order === 'string') return order;
    const unused = this.#unusedFragment();
    if (unused) return `Fragment "${unused}" is never used`;
    let expanded = 0;
    const tooLarge = `The document expands to more than ${limits.maxSelections} selections`;
    for (const fragment of order) {
      const measure = this.#measure(fragment.selectionSet);
      this.#measures.set(fragment.name.value, measure);
      if ((expanded += measure.size) > limits.maxSelections) return tooLarge;
    }
    for (const operation of this.#operations) {
      const { depth, size } = this.#measure(operation.selectionSet);
      if ((expanded += size) > limits.maxSelections) return tooLarge;
      if (depth > limits.maxDepth) return `Operation depth ${depth} exceeds the maximum depth of ${limits.maxDepth}`;
    }
    // Only now, with the expansion bounded, are the operations walked expanded.
    const budget = { pairs: limits.maxMergedPairs };
    for (const operation of this.#operations) {
      const refusal = this.#mergedSelectionsRefusal(operation.selectionSet, limits.maxSameFieldSelections, budget);
      if (refusal) return refusal;
    }
    return undefined;
  }

  /** A fragment no operation reaches (a validation error; refused here so that every fragment is measured within an operation). */
  #unusedFragment(): string | undefined {
    const reached = new Set<string>();
    const pending: string[] = [];
    for (const operation of this.#operations) pending.push(...this.#spreadsIn(operation.selectionSet));
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (reached.has(name) || !this.#fragments.has(name)) continue;
      reached.add(name);
      pending.push(...this.#spreadsOf(name));
    }
    for (const name of this.#fragments.keys()) if (!reached.has(name)) return name;
    return undefined;
  }

  /**
   * The fragments, each after those it spreads (an iterative depth-first search), or the refusal of a cycle.
   * Spreads of unknown fragments are left to validation.
   */
  dependencyOrder(): FragmentDefinitionNode[] | string {
    const order: FragmentDefinitionNode[] = [];
    const state = new Map<string, 'open' | 'done'>();
    for (const root of this.#fragments.keys()) {
      if (state.has(root)) continue;
      state.set(root, 'open');
      const stack: { name: string; spreads: string[]; next: number }[] = [
        { name: root, spreads: this.#spreadsOf(root), next: 0 },
      ];
      while (stack.length > 0) {
        const top = stack[stack.length - 1];
        if (top.next < top.spreads.length) {
          const spread = top.spreads[top.next++];
          if (!this.#fragments.has(spread)) continue;
          const seen = state.get(spread);
          if (seen === 'open') return `Fragment "${spread}" spreads itself`;
          if (seen === undefined) {
            state.set(spread, 'open');
            stack.push({ name: spread, spreads: this.#spreadsOf(spread), next: 0 });
          }
        } else {
          state.set(top.name, 'done');
          order.push(this.#fragments.get(top.name)!);
          stack.pop();
        }
      }
    }
    return order;
  }

  readonly #spreads = new Map<string, string[]>();

  /** The names a fragment spreads anywhere in its selections, read once. */
  #spreadsOf(name: string): string[] {
    let spreads = this.#spreads.get(name);
    if (!spreads) this.#spreads.set(name, (spreads = this.#spreadsIn(this.#fragments.get(name)!.selectionSet)));
    return spreads;
  }

  /** The names spread anywhere under a selection set, in document order (a loop, like every walk here). */
  #spreadsIn(selectionSet: SelectionSetNode, spreads: string[] = []): string[] {
    const pending: { readonly selections: readonly SelectionNode[]; next: number }[] = [
      { selections: selectionSet.selections, next: 0 },
    ];
    while (pending.length > 0) {
      const top = pending[pending.length - 1];
      const selection = top.selections[top.next++];
      if (!selection) {
        pending.pop();
        continue;
      }
      this.steps += 1;
      if (selection.kind === Kind.FRAGMENT_SPREAD) spreads.push(selection.name.value);
      else if (selection.selectionSet) pending.push({ selections: selection.selectionSet.selections, next: 0 });
    }
    return spreads;
  }

  /** Depth and expanded size of a selection set, its spreads read from the fragments measured before it (a loop). */
  #measure(selectionSet: SelectionSetNode): SelectionSetMeasure {
    interface Frame {
      readonly selections: readonly SelectionNode[];
      next: number;
      depth: number;
      size: number;
      /** Adds this selection set's measure to its parent's. */
      readonly finish: (measure: SelectionSetMeasure) => void;
    }
    let result: SelectionSetMeasure = { depth: 0, size: 0 };
    const frame = (set: SelectionSetNode, finish: Frame['finish']): Frame => ({
      selections: set.selections,
      next: 0,
      depth: 0,
      size: 0,
      finish,
    });
    const pending: Frame[] = [frame(selectionSet, (measure) => (result = measure))];
    while (pending.length > 0) {
      const top = pending[pending.length - 1];
      const selection = top.selections[top.next++];
      if (!selection) {
        pending.pop();
        top.finish({ depth: top.depth, size: top.size });
        continue;
      }
      this.steps += 1;
      top.size += 1;
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = this.#measures.get(selection.name.value) ?? UNKNOWN_FRAGMENT;
        top.depth = Math.max(top.depth, fragment.depth);
        top.size += fragment.size;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        pending.push(
          frame(selection.selectionSet, (inner) => {
            top.depth = Math.max(top.depth, inner.depth);
            top.size += inner.size;
          }),
        );
      } else if (selection.selectionSet) {
        // Introspection fields are not counted in depth (graphql-depth-limit's measure), only in size.
        const counted = !selection.name.value.startsWith('__');
        pending.push(
          frame(selection.selectionSet, (inner) => {
            if (counted) top.depth = Math.max(top.depth, 1 + inner.depth);
            top.size += inner.size;
          }),
        );
      }
    }
    return result;
  }

  /**
   * Walks an operation's selection sets as GraphQL merges them: with their inline fragments and spreads (a
   * fragment spread twice merges once), the sub-selections of fields of one response name merged. Refuses a field
   * selected under more than `max` response names in one of them, and more pairs of same-named selections than
   * the budget allows. The walk is bounded by the operation's expanded size.
   */
  #mergedSelectionsRefusal(root: SelectionSetNode, max: number, budget: { pairs: number }): string | undefined {
    const pending: SelectionSetNode[][] = [[root]];
    for (let merged = pending.pop(); merged; merged = pending.pop()) {
      const fieldsByResponseName = new Map<string, FieldNode[]>();
      const responseNamesByField = new Map<string, Set<string>>();
      const expanded = new Set<string>();
      const sets = [...merged];
      for (let set = sets.pop(); set; set = sets.pop()) {
        for (const selection of set.selections) {
          this.steps += 1;
          if (selection.kind === Kind.FIELD) {
            const responseName = selection.alias?.value ?? selection.name.value;
            const fields = fieldsByResponseName.get(responseName);
            if (fields) fields.push(selection);
            else fieldsByResponseName.set(responseName, [selection]);
            let names = responseNamesByField.get(selection.name.value);
            if (!names) responseNamesByField.set(selection.name.value, (names = new Set()));
            names.add(responseName);
          } else if (selection.kind === Kind.INLINE_FRAGMENT) {
            sets.push(selection.selectionSet);
          } else if (!expanded.has(selection.name.value)) {
            expanded.add(selection.name.value);
            const fragment = this.#fragments.get(selection.name.value);
            if (fragment) sets.push(fragment.selectionSet);
          }
        }
      }
      for (const [field, names] of responseNamesByField) {
        if (names.size > max)
          return `Field "${field}" is selected ${names.size} times in one selection set; the limit is ${max}`;
      }
      for (const fields of fieldsByResponseName.values()) {
        budget.pairs -= (fields.length * (fields.length - 1)) / 2;
        if (budget.pairs < 0)
          return 'The document selects the same response names too many times for their selections to be merged';
        const children = fields.flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));
        if (children.length > 0) pending.push(children);
      }
    }
    return undefined;
  }
}
